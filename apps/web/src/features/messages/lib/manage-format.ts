import type { SentMessage } from '@onehall/contract';
import dayjs from 'dayjs';

/** 来源 as the administrators' page names it. */
export const SOURCE_LABELS: Record<SentMessage['source'], string> = { admin: '管理员', system: '业务系统' };

/** 12/40（30%）: how many of the recipients have read a message. */
export function readText(m: Pick<SentMessage, 'readCount' | 'recipientCount'>): string {
  if (m.recipientCount === 0) return '0/0';
  return `${m.readCount}/${m.recipientCount}（${Math.round((m.readCount / m.recipientCount) * 100)}%）`;
}

/** 1.2 MB, 300 KB: an attachment's size as a reader judges it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 2025-06-01 09:00 in the reader's time zone: the server answers ISO instants. */
export function timeText(iso: string): string {
  const t = dayjs(iso);
  return t.isValid() ? t.format('YYYY-MM-DD HH:mm') : iso;
}
