import { type BodyOf, cardColumnSaveApi } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { apisKey, dataSourcesKey } from './keys.ts';

export const saveApi = (body: BodyOf<typeof cardColumnSaveApi>) => call(cardColumnSaveApi, { body });

export const useSaveApi = () => useEnvelopeMutation(saveApi, apisKey, dataSourcesKey);
