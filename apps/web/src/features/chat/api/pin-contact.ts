import { chatPin, type Envelope } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { chatKeys } from './keys.ts';

export function postPin(input: { mpId: string; pinned: boolean }): Promise<Envelope<null>> {
  return call(chatPin, { body: input });
}

/** Pins or unpins an account (openTopChatTime); the list re-sorts. */
export function usePinContact() {
  return useEnvelopeMutation(postPin, chatKeys.contacts());
}
