import type { CardMapping, FrameConfig } from '../entities.ts';
import { CARD_DISPLAY_ROWS_MAX, CARD_DISPLAY_ROWS_MIN, CARD_ITEMS_NARROW, CARD_ITEMS_WIDE } from '../limits.ts';

/**
 * Items a card shows before clipping (SPEC §9). Rows outside 1..3 are clamped
 * and fractions dropped, so a bad stored value still lays the card out; an
 * unreadable value means one row.
 */
export function displayRowItems(rows: number, wide: boolean): number {
  const whole = Number.isFinite(rows) ? Math.trunc(rows) : CARD_DISPLAY_ROWS_MIN;
  const clamped = Math.min(CARD_DISPLAY_ROWS_MAX, Math.max(CARD_DISPLAY_ROWS_MIN, whole));
  const table = wide ? CARD_ITEMS_WIDE : CARD_ITEMS_NARROW;
  return table[clamped - 1] ?? table[0];
}

export const QIANKUN = 'qiankun';

/**
 * SPEC §3 Card: a url starting with '{' (after leading spaces) is a JSON frame
 * config {type, url}; any other url is a qiankun micro-frontend at that url.
 * A JSON config without a type means qiankun. Broken JSON, or JSON without a
 * string url, gives null: loading the raw text as an address would only show
 * a broken frame, so the card shows its error state instead.
 */
export function parseCardFrameConfig(url: string | null | undefined): FrameConfig | null {
  const text = (url ?? '').trim();
  if (!text.startsWith('{')) return { type: QIANKUN, url: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, url: frameUrl } = parsed as Record<string, unknown>;
  if (typeof frameUrl !== 'string') return null;
  return { type: typeof type === 'string' && type !== '' ? type : QIANKUN, url: frameUrl };
}

/** SPEC §3 Staging card: these mapped fields carry link data and are never shown as columns. */
export const STAGING_HIDDEN_FIELDS: readonly string[] = ['fieldSet', 'urlDetail'];

export function visibleCardMapping<T extends Pick<CardMapping, 'field'>>(mapping: readonly T[]): T[] {
  return mapping.filter((m) => !STAGING_HIDDEN_FIELDS.includes(m.field));
}
