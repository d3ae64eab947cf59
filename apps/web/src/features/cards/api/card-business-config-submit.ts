import { type BodyOf, cardBusinessConfigSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { todoSystemsKey } from './keys.ts';

export const submitTodoSystem = (body: BodyOf<typeof cardBusinessConfigSubmit>) => call(cardBusinessConfigSubmit, { body });

export const useSubmitTodoSystem = () => useEnvelopeMutation(submitTodoSystem, todoSystemsKey);
