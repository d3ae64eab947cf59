import {
  type CardData,
  type CardDataColumn,
  type CardKind,
  displayRowItems,
  isNewNews,
  OFFICIAL_ACCOUNT_SOURCE,
  parseReleaseTime,
  TODO_CARD_KINDS,
  visibleCardMapping,
} from '@onehall/contract';
import dayjs from 'dayjs';

/**
 * Reading the open rows of card data (SPEC §3 Card preview; the row fields are
 * the data source's, see docs/design/home-web.md "Rows by card kind"). Pure,
 * so the layout rules are unit-tested without rendering.
 */

export type Row = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** SPEC §9 card layout: what a card shows before clipping (6/12/18 narrow, 5/10/15 wide). */
export function clipRows<T>(rows: readonly T[], displayRows: number, wide: boolean): T[] {
  return rows.slice(0, displayRowItems(displayRows, wide));
}

/** The line a row is listed by: its title, or the name its source gives it. */
export function rowTitle(row: Row): string {
  for (const key of ['title', 'processName', 'serviceName', 'tools_name', 'accountName', 'name']) {
    const value = text(row[key]);
    if (value) return value;
  }
  return '';
}

/** SPEC §3 News item: releaseTime, or create_time when there is none; other rows their latest time. */
export function rowTime(row: Row): string {
  return text(row.releaseTime) || text(row.create_time) || text(row.latestTime) || text(row.updateTime) || text(row.startTime);
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A source's time (ISO or 'YYYY-MM-DD HH:mm:ss') in the campus's reading: local date, and minutes unless `dateOnly`. */
export function displayTime(value: string, dateOnly = false): string {
  if (!DATE_TIME.test(value.trim())) return value;
  const ms = parseReleaseTime(value);
  if (Number.isNaN(ms)) return value;
  return dayjs(ms).format(dateOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm');
}

/** SPEC §9: the new-news marker, for items under 24 hours old. */
export function isNewRow(row: Row, now: Date | number): boolean {
  return isNewNews(text(row.releaseTime) || text(row.create_time) || null, now);
}

/** The address a row opens: a detail page (urlDetail) or the item itself (url). */
export function rowLink(row: Row): string {
  return text(row.urlDetail) || text(row.url);
}

/** A service row (collection, recommend, common services) in the shape the service opener needs; null for other rows. */
export interface ServiceRow {
  serviceId: string;
  serviceName: string;
  serviceIcon: string | null;
  serviceDeptName: string;
  /** With the department, what picks the glyph of a service without an icon when its name does not. */
  serviceSceneName: string;
  serviceUrl: string;
  openWay: number;
  accessWay: number;
  processType: string;
  /** Why it is recommended (为你推荐 rows, e.g. 同学院同学常用); '' for other service rows. */
  reason: string;
}

export function asServiceRow(row: Row): ServiceRow | null {
  const serviceId = text(row.serviceId);
  const serviceName = text(row.serviceName);
  if (!serviceId || !serviceName) return null;
  return {
    serviceId,
    serviceName,
    serviceIcon: text(row.serviceIcon) || null,
    serviceDeptName: text(row.serviceDeptName),
    serviceSceneName: text(row.serviceSceneName),
    serviceUrl: text(row.serviceUrl),
    openWay: Number(row.openWay),
    accessWay: Number(row.accessWay),
    processType: text(row.processType),
    reason: text(row.reason),
  };
}

/** A service tile's tooltip: the full name (the tile clips it to two lines) and the department. */
export function serviceTip(s: Pick<ServiceRow, 'serviceName' | 'serviceDeptName'>): string {
  return s.serviceDeptName && !s.serviceName.startsWith(s.serviceDeptName) ? `${s.serviceName} · ${s.serviceDeptName}` : s.serviceName;
}

/** SPEC §3 Tool item: tools_name, tools_icon and the names of its typeList. */
export interface ToolRow {
  name: string;
  icon: string | null;
  types: string[];
  url: string;
}

export function asToolRow(row: Row): ToolRow | null {
  const name = text(row.tools_name);
  if (!name) return null;
  const typeList = Array.isArray(row.typeList) ? (row.typeList as unknown[]) : [];
  const types = typeList.map((t) => (typeof t === 'object' && t !== null ? text((t as Row).name) : '')).filter(Boolean);
  return { name, icon: text(row.tools_icon) || null, types, url: text(row.url) };
}

/** Staging columns (SPEC §3): the result rows as a table of the mapped fields; fieldSet and urlDetail are never columns. */
export function stagingTable(column: Pick<CardDataColumn, 'cardMapping' | 'result'>): {
  headers: { field: string; title: string }[];
  rows: Row[];
} {
  const headers = visibleCardMapping(column.cardMapping).map((m) => ({ field: m.field, title: m.chineseName || m.field }));
  return { headers, rows: column.result };
}

/** A value as a table cell or a list's side text: times read as local time, lists of named things joined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object')
    return Array.isArray(value) ? value.map((v) => cellText(typeof v === 'object' && v ? (v as Row).name : v)).join('、') : '';
  return typeof value === 'string' ? displayTime(value) : String(value);
}

/** SPEC §8 empty states by card kind. */
export function emptyTextFor(kind: CardKind): string {
  if (kind === 'todo' || kind === 'businessExpress' || kind === 'personalMatters') return '暂无待办事项';
  if (kind === 'recommend') return '暂无推荐';
  if (kind === 'collection') return '暂无收藏服务';
  return '暂无数据';
}

/** Official-account cards list message accounts (SPEC §3 `dataSource` "OfficialAccount"). */
export const isOfficialAccount = (data: Pick<CardData, 'dataSource'>) => data.dataSource === OFFICIAL_ACCOUNT_SOURCE;

/**
 * The count a card's header shows (docs/design/home-web.md "One card shell"):
 * that of the column the card opens on — open to-dos for a to-do kind (全部待办),
 * rows for a staging card. Not a sum: columns overlap (全部待办 holds 待审批)
 * or count something else (已办). Null for kinds without a count.
 */
export function cardCount(data: Pick<CardData, 'kind' | 'list'>): number | null {
  const first = data.list[0];
  if (TODO_CARD_KINDS.includes(data.kind)) return first?.todoNum ?? 0;
  if (data.kind === 'staging') return first?.num ?? 0;
  return null;
}

/** Where a card's 「更多」 leads: the portal page listing all of its kind's items; null where the portal has none. */
export function cardMorePath(kind: CardKind): string | null {
  if (kind === 'collection' || kind === 'recommend' || kind === 'commonServices') return '/home/serviceHall';
  if (TODO_CARD_KINDS.includes(kind) || kind === 'staging') return '/home/PersonalCenter';
  return null;
}
