import { NEW_NEWS_MAX_AGE_MS } from '../limits.ts';

const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a release time. Server times come as 'YYYY-MM-DD HH:mm:ss' in the
 * campus's local time, which Date.parse does not read reliably, so that shape
 * (and a bare date, which Date.parse would read as UTC) is parsed as local
 * time; anything else (ISO with a zone, epoch ms) goes to Date.
 */
export function parseReleaseTime(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return Date.parse(value);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
}

/**
 * SPEC §9 new-news marker: the item is under 24 hours old. A release time in
 * the future counts as new: the browser's clock often lags the server's, and a
 * just-published item must still get its marker. Missing or unreadable times
 * are not new.
 */
export function isNewNews(releaseTime: string | number | Date | null | undefined, now: Date | number): boolean {
  const released = parseReleaseTime(releaseTime);
  if (Number.isNaN(released)) return false;
  const age = (typeof now === 'number' ? now : now.getTime()) - released;
  return age < NEW_NEWS_MAX_AGE_MS;
}
