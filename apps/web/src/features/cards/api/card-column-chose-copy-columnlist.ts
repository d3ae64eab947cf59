import { type BodyOf, cardColumnChoseCopyColumnlist } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { columnsKey, indexKey } from './keys.ts';

export const copyColumns = (body: BodyOf<typeof cardColumnChoseCopyColumnlist>) => call(cardColumnChoseCopyColumnlist, { body });

export const useCopyColumns = () => useEnvelopeMutation(copyColumns, columnsKey, indexKey);
