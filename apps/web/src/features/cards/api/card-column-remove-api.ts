import { cardColumnRemoveApi } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { apisKey, dataSourcesKey } from './keys.ts';

export const removeApi = (id: string) => call(cardColumnRemoveApi, { body: { id } });

export const useRemoveApi = () => useEnvelopeMutation(removeApi, apisKey, dataSourcesKey);
