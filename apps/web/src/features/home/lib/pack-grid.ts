/**
 * The home page's grid (docs/design/home-web.md "The grid"): 12 tracks, laid
 * out as 1, 2, 3 or 4 columns by the page's width. A narrow card takes one
 * column, a wide card two. Cards stay in the order the user gave them (card
 * management), filling rows from the left; a row that cannot take the next
 * card is closed and its cards share its spare columns in proportion to their
 * widths, so no row ever ends in an empty column beside its last card.
 */

export const GRID_TRACKS = 12;

/** The column counts the page switches between; 12 tracks divide evenly into each. */
export const GRID_COLUMNS = [1, 2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];

export type ItemWidth = 'narrow' | 'wide';

export interface Packing {
  /** The items' indexes, row by row. */
  rows: number[][];
  /** Each item's span in tracks (out of GRID_TRACKS), by index. */
  spans: number[];
}

/** Packs items of the given widths into rows of `columns` columns. */
export function packGrid(widths: readonly ItemWidth[], columns: GridColumns): Packing {
  const units = widths.map((w) => Math.min(w === 'wide' ? 2 : 1, columns));
  const rows: number[][] = [];
  let row: number[] = [];
  let used = 0;
  units.forEach((u, i) => {
    if (used + u > columns) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(i);
    used += u;
  });
  if (row.length > 0) rows.push(row);

  const spans: number[] = new Array(widths.length).fill(0);
  for (const r of rows) {
    // A row's units total 1 to 4, and 12 divides by each, so the shares are whole tracks.
    const total = r.reduce((sum, i) => sum + units[i]!, 0);
    for (const i of r) spans[i] = (units[i]! * GRID_TRACKS) / total;
  }
  return { rows, spans };
}

/**
 * The CSS custom properties a grid item carries: its span at each column count
 * (`--oh-span-2` …), which the stylesheet's container queries pick from.
 */
export function spanVariables(widths: readonly ItemWidth[]): Record<string, string>[] {
  const byColumns = GRID_COLUMNS.filter((c) => c > 1).map((c) => [c, packGrid(widths, c).spans] as const);
  return widths.map((_, i) => Object.fromEntries(byColumns.map(([c, spans]) => [`--oh-span-${c}`, String(spans[i])])));
}
