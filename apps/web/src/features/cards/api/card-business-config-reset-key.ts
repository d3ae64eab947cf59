import { cardBusinessConfigResetKey } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';

export const resetTodoSystemKey = (id: string) => call(cardBusinessConfigResetKey, { body: { id } });

export const useResetTodoSystemKey = () => useEnvelopeMutation(resetTodoSystemKey);
