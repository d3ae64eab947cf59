/*
 * Editing the configured layout (显示设置) before it is saved: the rows keep
 * their order, and a part that is hidden cannot stay open to visitors (the
 * server refuses that, visitorNeedsShown).
 */

export interface LayoutRow<K extends string = string> {
  key: K;
  shown: boolean;
  visitorVisible: boolean;
}

/** The rows with the one at `index` moved by one place up (-1) or down (1); unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** One switch of one row; hiding a part also closes it to visitors, opening it to visitors shows it. */
export function toggleRow<R extends LayoutRow>(rows: readonly R[], key: R['key'], field: 'shown' | 'visitorVisible', on: boolean): R[] {
  return rows.map((r) => {
    if (r.key !== key) return r;
    if (field === 'shown') return { ...r, shown: on, visitorVisible: on ? r.visitorVisible : false };
    return { ...r, visitorVisible: on, shown: on ? true : r.shown };
  });
}

export function sameRows(a: readonly LayoutRow[], b: readonly LayoutRow[]): boolean {
  return (
    a.length === b.length && a.every((r, i) => r.key === b[i]?.key && r.shown === b[i]?.shown && r.visitorVisible === b[i]?.visitorVisible)
  );
}
