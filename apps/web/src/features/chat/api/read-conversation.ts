import { chatAgentRead, chatRead, type Envelope } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import type { ConversationRef } from './get-messages.ts';
import { chatKeys } from './keys.ts';

export function postRead(ref: ConversationRef): Promise<Envelope<null>> {
  return ref.kind === 'user'
    ? call(chatRead, { body: { mpId: ref.mpId } })
    : call(chatAgentRead, { body: { conversationId: ref.conversationId } });
}

/** Marks a conversation read on the caller's side; the unread dots refresh. */
export function useReadConversation() {
  return useEnvelopeMutation(postRead, chatKeys.contacts(), chatKeys.agentAccounts(), [...chatKeys.all, 'agent', 'conversations']);
}
