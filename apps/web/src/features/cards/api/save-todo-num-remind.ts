import { type BodyOf, saveTodoNumRemind } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { todoRemindKey } from './keys.ts';

export const saveTodoRemind = (body: BodyOf<typeof saveTodoNumRemind>) => call(saveTodoNumRemind, { body });

export const useSaveTodoRemind = () => useEnvelopeMutation(saveTodoRemind, todoRemindKey);
