import { describe, expect, it } from 'vitest';
import { GRID_TRACKS, type GridColumns, type ItemWidth, packGrid, spanVariables } from './pack-grid.ts';

const n = 'narrow' as const;
const w = 'wide' as const;

describe('packGrid', () => {
  // Widths in, rows of spans (out of 12 tracks) out.
  it.each<[string, ItemWidth[], GridColumns, number[][]]>([
    [
      'full rows of three columns',
      [w, n, n, w],
      3,
      [
        [8, 4],
        [4, 8],
      ],
    ],
    ['two narrow cards before a wide one at three columns', [n, n, w, w], 3, [[6, 6], [12], [12]]],
    ['a lone narrow card after a full row', [w, n, n], 3, [[8, 4], [12]]],
    ['three narrow cards before a wide one at four columns', [n, n, n, w], 4, [[4, 4, 4], [12]]],
    ['a narrow and a wide card at four columns', [n, w], 4, [[4, 8]]],
    [
      'a full row of four columns',
      [n, w, n, n, n, n],
      4,
      [
        [3, 6, 3],
        [4, 4, 4],
      ],
    ],
    ['wide cards at two columns', [n, w, n, n], 2, [[12], [12], [6, 6]]],
    ['a phone: one card a row', [w, n, n], 1, [[12], [12], [12]]],
    ['no cards', [], 3, []],
  ])('should pack %s without a hole', (_, widths, columns, expected) => {
    const { rows, spans } = packGrid(widths, columns);
    expect(rows.map((r) => r.map((i) => spans[i]))).toEqual(expected);
    // Every row is filled to the last track, and the cards keep their order.
    for (const r of rows) expect(r.reduce((sum, i) => sum + spans[i]!, 0)).toBe(GRID_TRACKS);
    expect(rows.flat()).toEqual(widths.map((_, i) => i));
  });

  it('should give each card its span at two, three and four columns as custom properties', () => {
    expect(spanVariables([w, n])).toEqual([
      { '--oh-span-2': '12', '--oh-span-3': '8', '--oh-span-4': '8' },
      { '--oh-span-2': '12', '--oh-span-3': '4', '--oh-span-4': '4' },
    ]);
  });
});
