import { type ChatMessage, type ChatMessagePage, FEEDBACK_PAGE_PATH } from '@onehall/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { iframPagePath } from '../../../components/iframe-host/iframe-path.ts';

/*
 * A conversation in the query cache: pages newest first (the first loaded is
 * the newest), each ascending. What the window shows is them in reverse.
 */

export type ConversationData = InfiniteData<ChatMessagePage, unknown>;

/** Every message held, ascending by time. */
export function flattenConversation(data: ConversationData | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.records);
}

/** Adds a pushed or just-sent message to the newest page unless held already (a push and the send's answer both bring it). */
export function withMessage(data: ConversationData | undefined, message: ChatMessage): ConversationData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.records.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages as [ChatMessagePage, ...ChatMessagePage[]];
  const records = [...newest.records, message].sort((a, b) => (a.timeSend < b.timeSend ? -1 : a.timeSend > b.timeSend ? 1 : 0));
  return { ...data, pages: [{ ...newest, records }, ...older] };
}

/**
 * Where 反馈问题 leads: the feedback page (features/robot-feedback) filled with the question, in the iframe page
 * under the portal's header, as 帮助与反馈 shows it.
 */
export const feedbackPath = (question: string) =>
  iframPagePath(`${FEEDBACK_PAGE_PATH}?${new URLSearchParams({ q: question }).toString()}`, '问题反馈');

/** A message's time as a chat shows it: the hour today, the date before. */
export function chatTime(iso: string, now: Date = new Date()): string {
  if (!iso) return '';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const hm = `${pad(t.getHours())}:${pad(t.getMinutes())}`;
  const sameDay = t.getFullYear() === now.getFullYear() && t.getMonth() === now.getMonth() && t.getDate() === now.getDate();
  if (sameDay) return hm;
  const md = `${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
  return t.getFullYear() === now.getFullYear() ? `${md} ${hm}` : `${t.getFullYear()}-${md}`;
}
