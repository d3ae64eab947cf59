import {
  MESSAGE_DELETED_MSG,
  messageDetailPageUrl,
  type PreLoginColumn,
  type PreLoginMessageItem,
  type PublicMessageDetail,
} from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { plainText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { business } from '../../platform/http/app-error.ts';
import { publicDetail } from './centre.ts';
import * as repo from './repo.ts';

/** Campus local time (China Standard Time, no daylight saving), as SPEC's `YYYY-MM-DD HH:mm:ss` times are read. */
const CAMPUS_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

export function campusTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + CAMPUS_UTC_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

const SUMMARY_LENGTH = 80;

function toColumn(row: repo.ColumnRow): PreLoginColumn {
  return {
    id: row.id,
    columnName: row.column_name,
    columnType: row.column_type === 'notice' ? 'notice' : 'news',
    sort: row.sort,
    enabled: row.enabled === 1,
  };
}

export async function columns(platform: Platform, tenantId: string, enabledOnly: boolean): Promise<PreLoginColumn[]> {
  return (await repo.listColumns(platform.db, tenantId, enabledOnly)).map(toColumn);
}

/**
 * Replaces the column list in one transaction. A column left out that still
 * holds messages is refused, so no published item loses its column.
 */
export async function saveColumns(
  platform: Platform,
  tenantId: string,
  list: (Omit<PreLoginColumn, 'id'> & { id?: string | null })[],
): Promise<PreLoginColumn[]> {
  const names = list.map((c) => c.columnName.trim());
  if (new Set(names).size !== names.length) throw business('栏目名称不能重复');
  await platform.db.transaction().execute(async (trx) => {
    const existing = await repo.listColumns(trx, tenantId, false);
    const existingIds = new Set(existing.map((c) => c.id));
    const kept = new Set(list.map((c) => c.id).filter((id): id is string => !!id && existingIds.has(id)));
    const removed = existing.filter((c) => !kept.has(c.id));
    const inUse = await repo.columnsInUse(
      trx,
      tenantId,
      removed.map((c) => c.id),
    );
    if (inUse.length > 0) {
      const name = removed.find((c) => c.id === inUse[0])?.column_name ?? '';
      throw business(`栏目“${name}”下还有消息，不能删除，可改为停用`);
    }
    await repo.deleteColumns(
      trx,
      tenantId,
      removed.map((c) => c.id),
    );
    for (const [index, column] of list.entries()) {
      await repo.upsertColumn(trx, {
        id: column.id && existingIds.has(column.id) ? column.id : platform.newId(),
        tenant_id: tenantId,
        column_name: column.columnName.trim(),
        column_type: column.columnType,
        sort: column.sort ?? index,
        enabled: column.enabled ? 1 : 0,
      });
    }
  });
  return columns(platform, tenantId, false);
}

function toListItem(row: repo.PublishedMessageRow): PreLoginMessageItem {
  return {
    id: row.id,
    title: row.title,
    releaseTime: campusTime(row.release_time),
    fieldSet: row.field_set,
    columnId: row.column_id,
    columnName: row.column_name,
    summary: row.summary || plainText(row.content, SUMMARY_LENGTH),
    coverImg: row.cover_img,
  };
}

/** Published items, newest first; `columnId` empty means every enabled column. */
export async function publishedPage(
  platform: Platform,
  tenantId: string,
  columnId: string | null | undefined,
  current: number,
  size: number,
) {
  const now = platform.clock.now().toISOString();
  const { rows, total } = await repo.pagePublished(platform.db, tenantId, now, columnId ? [columnId] : null, (current - 1) * size, size);
  return { records: rows.map(toListItem), total, current, size };
}

export function publishedCount(platform: Platform, tenantId: string): Promise<number> {
  return repo.countPublished(platform.db, tenantId, platform.clock.now().toISOString());
}

/**
 * The public detail of an item. Deleted, unpublished, not yet released and
 * unknown items all answer SPEC §8's 消息已被删除, so a visitor learns nothing
 * about drafts, nor about message-centre messages that are not public.
 * Content is sanitised again on the way out: it was sanitised on save, but
 * items written before a rule change must not slip through.
 */
export async function messageDetail(platform: Platform, tenantId: string, id: string): Promise<PublicMessageDetail> {
  const row = await repo.findPublished(platform.db, tenantId, platform.clock.now().toISOString(), id);
  if (!row) {
    // A message-centre message sent to everyone and marked public reads the same way.
    const centre = await publicDetail(platform, tenantId, id, campusTime);
    if (centre) return centre;
    throw business(MESSAGE_DELETED_MSG);
  }
  await repo.addView(platform.db, row.id);
  return {
    id: row.id,
    url: messageDetailPageUrl(row.id),
    title: row.title,
    content: sanitizeRichText(row.content),
    releaseTime: campusTime(row.release_time),
    create_time: campusTime(row.created_at),
    fieldSet: row.field_set,
    columnId: row.column_id,
    columnName: row.column_name,
    publisher: row.publisher,
    viewCount: row.view_count + 1,
  };
}
