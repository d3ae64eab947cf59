import dayjs from 'dayjs';

/** Minutes are enough for a visit or a rating; shown in the browser's time zone. */
export const personalTime = (iso: string): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** The same list with the entry at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  const next = [...list];
  if (to < 0 || to >= list.length) return next;
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
