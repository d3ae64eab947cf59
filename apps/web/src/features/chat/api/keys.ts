/** Query keys of the chat window; a push or a write refreshes parts of `chat`. */
const CHAT = ['chat'] as const;

export const chatKeys = {
  all: CHAT,
  contacts: () => [...CHAT, 'contacts'] as const,
  messages: (mpId: string) => [...CHAT, 'messages', mpId] as const,
  agentAccounts: () => [...CHAT, 'agent', 'accounts'] as const,
  agentConversations: (mpId: string) => [...CHAT, 'agent', 'conversations', mpId] as const,
  agentMessages: (conversationId: string) => [...CHAT, 'agent', 'messages', conversationId] as const,
  /** The robot's, per caller kind: a visitor's answers may differ (visitor-visible services). */
  greet: (signedIn: boolean) => ['robot', 'greet', signedIn] as const,
  suggestions: (keyword: string, signedIn: boolean) => ['robot', 'wantAnswer', keyword, signedIn] as const,
};
