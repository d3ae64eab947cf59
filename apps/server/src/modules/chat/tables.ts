/** Row types of the chat module's tables (migration 0021). */
export interface ChatConversationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  account_id: string;
  pinned_at: string | null;
  last_message_at: string | null;
  last_text: string;
  user_unread: number;
  agent_unread: number;
  created_at: string;
}

export interface ChatMessagesTable {
  id: string;
  tenant_id: string;
  conversation_id: string;
  account_id: string;
  user_id: string;
  sender: 'user' | 'agent';
  sender_id: string;
  sender_name: string;
  text: string;
  created_at: string;
}

export interface ChatAccountAgentsTable {
  tenant_id: string;
  account_id: string;
  user_id: string;
  created_at: string;
}
