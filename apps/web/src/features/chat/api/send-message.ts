import { type ChatMessage, chatAgentReply, chatSend, type Envelope } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import type { ConversationRef } from './get-messages.ts';
import { chatKeys } from './keys.ts';

export function postMessage(ref: ConversationRef, text: string): Promise<Envelope<ChatMessage>> {
  return ref.kind === 'user'
    ? call(chatSend, { body: { mpId: ref.mpId, text } })
    : call(chatAgentReply, { body: { conversationId: ref.conversationId, text } });
}

/**
 * Sends in the user's conversation, or replies as an agent; the lists refresh.
 * The sender adds the answered message to the conversation itself (and the
 * push brings it too): refetching every loaded page for one message is not needed.
 */
export function useSendMessage(ref: ConversationRef) {
  const lists = ref.kind === 'user' ? [chatKeys.contacts()] : [chatKeys.agentAccounts(), [...chatKeys.all, 'agent', 'conversations']];
  return useEnvelopeMutation((text: string) => postMessage(ref, text), ...lists);
}
