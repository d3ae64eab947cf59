import { preLoginCardRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { preloginKey } from './keys.ts';

export const removeCard = (id: string) => call(preLoginCardRemove, { body: { id } });

export const useRemoveCard = () => useEnvelopeMutation(removeCard, preloginKey);
