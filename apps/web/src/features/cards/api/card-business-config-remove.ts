import { cardBusinessConfigRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { todoSystemsKey } from './keys.ts';

export const removeTodoSystem = (id: string) => call(cardBusinessConfigRemove, { body: { id } });

export const useRemoveTodoSystem = () => useEnvelopeMutation(removeTodoSystem, todoSystemsKey);
