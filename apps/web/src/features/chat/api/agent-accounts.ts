import { type ChatAgentAccount, type ChatConversation, chatAgentAccounts, chatAgentConversations } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { chatKeys } from './keys.ts';

export function getAgentAccounts(): Promise<ChatAgentAccount[]> {
  return unwrap(call(chatAgentAccounts), '值班消息号加载失败');
}

/** The accounts the caller answers for; empty for anyone who is no agent. */
export function useAgentAccounts(enabled: boolean, pollMs: number | false) {
  return useQuery({ queryKey: chatKeys.agentAccounts(), queryFn: getAgentAccounts, enabled, refetchInterval: pollMs });
}

export function getAgentConversations(mpId: string): Promise<ChatConversation[]> {
  return unwrap(call(chatAgentConversations, { body: { mpId } }), '会话加载失败');
}

/** The conversations addressed to one of the caller's accounts, newest first. */
export function useAgentConversations(mpId: string, pollMs: number | false) {
  return useQuery({
    queryKey: chatKeys.agentConversations(mpId),
    queryFn: () => getAgentConversations(mpId),
    enabled: mpId !== '',
    refetchInterval: pollMs,
  });
}
