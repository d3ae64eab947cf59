import {
  type BodyOf,
  type ImportantNotice,
  type MessageCentreDetail,
  MessageCentreMessages,
  type MessageInboxAccount,
  type messageCenterPage,
  messageDetailPageUrl,
  NOTICE_POPUP_MAX,
  type PublicMessageDetail,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { business, forbidden } from '../../platform/http/app-error.ts';
import { accountNames } from './accounts.ts';
import * as repo from './centre-repo.ts';
import { imagesOf, listItem, messageWebUrl, noticeOf } from './push.ts';

/*
 * What a user reads of the message centre: only messages sent to them (a
 * recipient row of their own), each with its own read state. A withdrawn
 * message answers SPEC §8's 消息已被删除 to its recipients and leaves every
 * list and count.
 */

/** The caller's recipient row of a message that is still there; 403 when it was not sent to them. */
export async function ownMessage(
  platform: Platform,
  principal: Principal,
  messageId: string,
): Promise<repo.CentreMessageRow & { read: boolean }> {
  const row = await repo.findRecipient(platform.db, principal.tenantId, principal.userId, messageId);
  if (!row) throw forbidden(MessageCentreMessages.notRecipient);
  if (row.withdrawn === 1) throw business(MessageCentreMessages.deleted);
  const message = await repo.findMessage(platform.db, principal.tenantId, messageId);
  if (!message || message.withdrawn_at) throw business(MessageCentreMessages.deleted);
  return { ...message, read: row.read_at !== null };
}

export async function inboxAccounts(platform: Platform, principal: Principal): Promise<MessageInboxAccount[]> {
  const { tenantId, userId } = principal;
  const [counts, accounts] = await Promise.all([repo.accountCounts(platform.db, tenantId, userId), accountNames(platform, tenantId)]);
  const latest = await Promise.all(counts.map((c) => repo.latestOfAccount(platform.db, tenantId, userId, c.account_id)));
  return counts
    .map((c, i) => {
      const account = accounts.get(c.account_id);
      return {
        mpId: c.account_id,
        mpName: account?.mp_name ?? '',
        icon: account?.icon ?? '',
        deptName: account?.dept_name ?? '',
        unread: Number(c.unread),
        total: Number(c.total),
        lastTitle: latest[i]?.title ?? '',
        lastTime: latest[i]?.sent_at ?? String(c.last_time ?? ''),
      };
    })
    .sort((a, b) => (a.lastTime < b.lastTime ? 1 : a.lastTime > b.lastTime ? -1 : 0));
}

export const unreadCounts = (platform: Platform, principal: Principal) =>
  repo.unreadCounts(platform.db, principal.tenantId, principal.userId);

export async function page(platform: Platform, principal: Principal, body: BodyOf<typeof messageCenterPage>) {
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const [{ rows, total }, accounts] = await Promise.all([
    repo.pageInbox(
      platform.db,
      principal.tenantId,
      principal.userId,
      { accountId: body.mpId, keyword: body.keyword?.trim(), unreadOnly: body.unreadOnly },
      (current - 1) * size,
      size,
    ),
    accountNames(platform, principal.tenantId),
  ]);
  return { records: rows.map((m) => listItem(m, accounts.get(m.account_id), m.read_at !== null)), total, current, size };
}

export async function detail(platform: Platform, principal: Principal, id: string): Promise<MessageCentreDetail> {
  const message = await ownMessage(platform, principal, id);
  const [files, accounts] = await Promise.all([repo.filesOf(platform.db, id), accountNames(platform, principal.tenantId)]);
  return {
    id,
    url: messageWebUrl(id),
    mpId: message.account_id,
    mpName: accounts.get(message.account_id)?.mp_name ?? '',
    title: message.title,
    contentType: message.content_type,
    // Sanitised on the way in; again on the way out, so a rule tightened later covers what was stored before.
    content: message.content_type === 'html' ? sanitizeRichText(message.content) : message.content,
    images: imagesOf(message),
    attachments: files.filter((f) => f.kind === 'attachment').map((f) => ({ id: f.id, name: f.name, size: f.size })),
    important: message.important === 1,
    read: message.read,
    sendTime: message.created_at,
    senderName: message.sender_name,
  };
}

/** SPEC §7 mpManage/readMessage: `userId`, when given, must be the caller's own. */
export async function readMessage(platform: Platform, principal: Principal, messageId: string, userId: string | undefined) {
  if (userId !== undefined && userId !== principal.userId) throw forbidden(MessageCentreMessages.otherUser);
  await ownMessage(platform, principal, messageId);
  await repo.markRead(platform.db, principal.userId, messageId, platform.clock.now().toISOString());
  return unreadCounts(platform, principal);
}

export async function readAll(platform: Platform, principal: Principal, accountId: string | undefined) {
  const at = platform.clock.now().toISOString();
  return { updated: await repo.markAllRead(platform.db, principal.tenantId, principal.userId, accountId, at) };
}

/** The pop-up's notices after sign-in: stored while the user was away, so marked offlineNoPushMsg. */
export async function importantNotices(platform: Platform, principal: Principal): Promise<ImportantNotice[]> {
  const [rows, accounts] = await Promise.all([
    repo.unreadImportant(platform.db, principal.tenantId, principal.userId, NOTICE_POPUP_MAX),
    accountNames(platform, principal.tenantId),
  ]);
  return rows.map((m) => noticeOf(m, accounts.get(m.account_id), true));
}

/**
 * The visitor detail of a centre message: only one sent to everyone, marked
 * public and not withdrawn; null otherwise (the caller answers 消息已被删除).
 */
export async function publicDetail(
  platform: Platform,
  tenantId: string,
  id: string,
  at: (iso: string) => string,
): Promise<PublicMessageDetail | null> {
  const m = await repo.findPublic(platform.db, tenantId, id);
  if (!m) return null;
  await repo.addView(platform.db, m.id);
  const account = (await accountNames(platform, tenantId)).get(m.account_id);
  return {
    id: m.id,
    url: messageDetailPageUrl(m.id),
    title: m.title,
    content: m.content_type === 'html' ? sanitizeRichText(m.content) : textAsHtml(m.content),
    releaseTime: at(m.created_at),
    create_time: at(m.created_at),
    fieldSet: m.important === 1 ? '重要' : null,
    columnId: m.account_id,
    columnName: account?.mp_name ?? '',
    publisher: account?.dept_name || m.sender_name,
    viewCount: m.view_count + 1,
  };
}

/** The public detail shows rich text: plain text goes in escaped, one paragraph per line. */
const textAsHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');
