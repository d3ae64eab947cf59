import type { ChatMessage } from '@onehall/contract';
import type * as repo from './repo.ts';

export const toMessage = (r: repo.ChatMessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  mpId: r.account_id,
  from: r.sender,
  senderName: r.sender_name,
  text: r.text,
  timeSend: r.created_at,
});

/** Rows newest first (one more than asked, to know whether older ones exist) → the page, ascending. */
export function toPage(rows: repo.ChatMessageRow[], size: number) {
  const hasMore = rows.length > size;
  return { records: rows.slice(0, size).reverse().map(toMessage), hasMore };
}
