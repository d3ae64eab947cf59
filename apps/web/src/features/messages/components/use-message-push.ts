import type { MessageInboxAccount, PushedMessage } from '@onehall/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onRealtime, type RealtimeEvent } from '../../../api/realtime.ts';
import { useUiStore } from '../../../stores/ui.ts';
import type { UnreadCount } from '../api/get-unread-count.ts';
import { messageKeys } from '../api/keys.ts';

/** A withdrawal reaches everyone it was sent to at once: their refreshes are spread over this much time. */
const WITHDRAWN_SPREAD_MS = 3000;

/**
 * A pushed message changes what is cached without asking the server: a
 * broadcast to every user must not make every tab refetch at once. Only the
 * list a tab is showing (an active query) is read again.
 */
export function applyMessage(client: QueryClient, m: PushedMessage, showNotices: boolean): void {
  client.setQueryData<UnreadCount>(messageKeys.unread(), (old) =>
    old ? { unread: old.unread + 1, important: old.important + (m.important ? 1 : 0) } : old,
  );
  client.setQueryData<MessageInboxAccount[]>(messageKeys.accounts(), (old) => {
    if (!old) return old;
    const held = old.find((a) => a.mpId === m.mpId);
    const updated: MessageInboxAccount = held
      ? { ...held, unread: held.unread + 1, total: held.total + 1, lastTitle: m.title, lastTime: m.sendTime }
      : { mpId: m.mpId, mpName: m.mpName, icon: '', deptName: '', unread: 1, total: 1, lastTitle: m.title, lastTime: m.sendTime };
    return [updated, ...old.filter((a) => a.mpId !== m.mpId)];
  });
  void client.invalidateQueries({ queryKey: messageKeys.pages(), refetchType: 'active' });
  if (m.notice && showNotices) useUiStore.getState().addNotices([m.notice]);
}

/** Follows the tab's realtime socket for the message centre: counts, lists and the pop-up. */
export function useMessagePush(showNotices: boolean): void {
  const client = useQueryClient();
  const show = useRef(showNotices);
  show.current = showNotices;
  useEffect(() => {
    let readies = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refreshSoon = (spread: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void client.invalidateQueries({ queryKey: messageKeys.centre, refetchType: 'active' });
      }, Math.random() * spread);
      timers.add(timer);
    };
    const stop = onRealtime((event: RealtimeEvent) => {
      if (event.type === 'message') applyMessage(client, event.message, show.current);
      else if (event.type === 'withdrawn') {
        useUiStore.getState().removeNotice(event.messageId);
        // Whether it was unread here is not known: the counts and lists are read again.
        refreshSoon(WITHDRAWN_SPREAD_MS);
      } else if (event.type === 'ready') {
        // The first socket opens with the counts just read; after a reconnect more may have been missed than a catch-up holds.
        if (readies > 0) refreshSoon(0);
        readies += 1;
      }
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [client]);
}
