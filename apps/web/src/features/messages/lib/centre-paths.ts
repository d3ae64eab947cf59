import type { ImportantNotice } from '@onehall/contract';

export const MESSAGE_CENTRE_PATH = '/home/messageIfrm';

/** Where one message opens in the message centre (SPEC §3 "Message detail response" url). */
export function centreMessagePath(id: string): string {
  return `${MESSAGE_CENTRE_PATH}?id=${encodeURIComponent(id)}`;
}

/**
 * Where a notice opens: its messageIdWeb when that is already a message-centre
 * address, else the centre with its message id. Anything else in
 * messageIdWeb (another site, a script URL) is never followed.
 */
export function noticeDetailPath(notice: Pick<ImportantNotice, 'messageIdWeb' | 'messageId'>): string {
  const web = notice.messageIdWeb.trim();
  if (web.startsWith(`${MESSAGE_CENTRE_PATH}?id=`)) return web;
  return centreMessagePath(notice.messageId);
}

/** File size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
