import type { ChatFriend } from '../entities.ts';
import { ASSISTANT_CHAT_ID } from '../limits.ts';

type ChatEntry = Pick<ChatFriend, 'id' | 'mpType' | 'timeSend' | 'openTopChatTime'>;

const isAssistant = (entry: ChatEntry) => String(entry.id) === String(ASSISTANT_CHAT_ID);
/** 0 counts as unset: services that store no pin time send 0. */
const isPinned = (entry: ChatEntry) => isAssistant(entry) || Boolean(entry.openTopChatTime);
const sentAt = (entry: ChatEntry) => entry.timeSend ?? 0;

/**
 * SPEC §4 contact list: keeps entries with an mpType (blank counts as none) or
 * the assistant; pinned entries (openTopChatTime set, or the assistant) first,
 * then each group by timeSend, newest first. A missing timeSend sorts as
 * oldest; ties keep their input order. The input is not changed.
 */
export function sortChatContacts<T extends ChatEntry>(list: readonly T[]): T[] {
  return list
    .filter((entry) => isAssistant(entry) || (entry.mpType ?? '').trim() !== '')
    .sort((a, b) => Number(isPinned(b)) - Number(isPinned(a)) || sentAt(b) - sentAt(a));
}

/** SPEC §4 user list: by timeSend, oldest first; missing timeSend first; input unchanged. */
export function sortChatUsers<T extends Pick<ChatFriend, 'timeSend'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.timeSend ?? 0) - (b.timeSend ?? 0));
}
