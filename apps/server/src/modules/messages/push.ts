import {
  type CursorEvent,
  type ImportantNotice,
  type MessageImage,
  type MessageListItem,
  type PushedMessage,
  REALTIME_CATCH_UP_MAX,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { publishRealtime } from '../../platform/realtime/fanout.ts';
import { accountNames } from './accounts.ts';
import * as repo from './centre-repo.ts';

/*
 * What the message centre hands the realtime socket (contract realtime.ts):
 * a message as it is sent, a withdrawal, and the events a reconnecting
 * client missed. The cursor of an event is its time (ISO); clients dedupe by
 * id, so catching up takes events at or after the cursor.
 */

/** User ids per pub/sub message: a role of 30,000 goes out in a few messages of ~170 KB, not one of 1 MB. */
const FANOUT_CHUNK = 5000;

/** The web route of a message's detail (SPEC §2 /home/messageIfrm). */
export const messageWebUrl = (id: string) => `/home/messageIfrm?id=${encodeURIComponent(id)}`;

export const imagesOf = (m: repo.CentreMessageRow) => jsonArrayColumn<MessageImage>(m.images);

type Named = Pick<repo.AccountRow, 'id' | 'mp_name'> | undefined;

export function listItem(m: repo.CentreMessageRow, account: Named, read: boolean): MessageListItem {
  return {
    id: m.id,
    mpId: m.account_id,
    mpName: account?.mp_name ?? '',
    title: m.title,
    summary: m.summary,
    cover: imagesOf(m)[0]?.url ?? null,
    attachmentCount: m.attachment_count,
    important: m.important === 1,
    read,
    sendTime: m.created_at,
  };
}

/** SPEC §3 Important-notice item: content is JSON {title, img} when the message has an image, else the title. */
export function noticeOf(m: repo.CentreMessageRow, account: Named, offline: boolean): ImportantNotice {
  const img = imagesOf(m)[0]?.url;
  return {
    openWindow: '1',
    messageIdWeb: messageWebUrl(m.id),
    messageId: m.id,
    fromUserName: account?.mp_name ?? '',
    fromUserId: m.account_id,
    content: img ? JSON.stringify({ title: m.title, img }) : m.title,
    ...(offline ? { offlineNoPushMsg: true } : {}),
  };
}

export function pushedOf(m: repo.CentreMessageRow, account: Named): PushedMessage {
  const { read: _read, ...item } = listItem(m, account, false);
  return { ...item, notice: m.important === 1 ? noticeOf(m, account, false) : null };
}

type Audience = { everyone: true } | { userIds: readonly string[] };

async function fanOut(platform: Platform, tenantId: string, audience: Audience, event: CursorEvent): Promise<void> {
  if ('everyone' in audience) return publishRealtime(platform, { tenantId, audience, event });
  for (let i = 0; i < audience.userIds.length; i += FANOUT_CHUNK) {
    await publishRealtime(platform, { tenantId, audience: { userIds: audience.userIds.slice(i, i + FANOUT_CHUNK) }, event });
  }
}

/** After the send committed: the message to its recipients, wherever they are connected. */
export async function publishSent(platform: Platform, m: repo.CentreMessageRow, account: Named, userIds: readonly string[]) {
  const event: CursorEvent = { type: 'message', cursor: m.created_at, message: pushedOf(m, account) };
  await fanOut(platform, m.tenant_id, m.everyone === 1 ? { everyone: true } : { userIds }, event);
}

export async function publishWithdrawn(platform: Platform, m: repo.CentreMessageRow, at: string): Promise<void> {
  const event: CursorEvent = { type: 'withdrawn', cursor: at, messageId: m.id };
  const audience: Audience = m.everyone === 1 ? { everyone: true } : { userIds: await repo.recipientIds(platform.db, m.id) };
  await fanOut(platform, m.tenant_id, audience, event);
}

/**
 * The events of the user at or after `since`, oldest first: the latest
 * REALTIME_CATCH_UP_MAX of them, as a client that was away long reloads its
 * lists anyway and the newest are the ones its pop-up shows. A cursor that is
 * not a time gives nothing.
 */
export async function catchUpEvents(platform: Platform, principal: Principal, since: string): Promise<CursorEvent[]> {
  const time = Date.parse(since);
  if (!Number.isFinite(time)) return [];
  const from = new Date(time).toISOString();
  const { tenantId, userId } = principal;
  const [sent, withdrawn, accounts] = await Promise.all([
    repo.sentSince(platform.db, tenantId, userId, from, REALTIME_CATCH_UP_MAX),
    repo.withdrawnSince(platform.db, tenantId, userId, from, REALTIME_CATCH_UP_MAX),
    accountNames(platform, tenantId),
  ]);
  const events: CursorEvent[] = [
    ...sent.map((m): CursorEvent => ({ type: 'message', cursor: m.created_at, message: pushedOf(m, accounts.get(m.account_id)) })),
    ...withdrawn.map((w): CursorEvent => ({ type: 'withdrawn', cursor: w.withdrawn_at ?? from, messageId: w.id })),
  ];
  // A message sent and withdrawn within the same instant: its withdrawal comes after it.
  const order = (e: CursorEvent) => (e.type === 'withdrawn' ? 1 : 0);
  events.sort((a, b) => (a.cursor < b.cursor ? -1 : a.cursor > b.cursor ? 1 : order(a) - order(b)));
  return events.slice(-REALTIME_CATCH_UP_MAX);
}
