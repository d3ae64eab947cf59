import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './helpers.ts';

/** The shell's content column (--oh-content-max of the design tokens). */
const CONTENT_MAX_PX = 1440;

/** How much of a row may stay empty beside its last card (sub-pixel rounding of the grid's tracks). */
const ROW_SLACK_PX = 2;

interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
}

interface GridBoxes {
  grid: Box;
  cells: Box[];
}

/** Signs in, opens the home page and waits until every card of the list is on the page. */
async function openHome(page: Page, account: string): Promise<void> {
  const list = page.waitForResponse((r) => r.url().includes('/userHomePageApplyCard/getUserApplyCardList'));
  await signIn(page, account);
  if (!page.url().includes('/home/homePage')) await page.goto('/home/homePage');
  const cards = ((await (await list).json()) as { result: { cardConfigs: unknown[] }[] }).result.flatMap((t) => t.cardConfigs);
  await expect.poll(() => page.locator('.oh-home__type .oh-home-card').count()).toBe(cards.length);
}

/** The boxes of every home-page grid (the panels' and each type's) and of their cells. */
function gridBoxes(page: Page): Promise<GridBoxes[]> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, width: r.width };
    };
    return [...document.querySelectorAll('.oh-home__grid')].map((grid) => ({
      grid: box(grid),
      cells: [...grid.querySelectorAll(':scope > .oh-home__cell')].map(box),
    }));
  });
}

/** The cells grouped into rows by their top edge. */
function rowsOf(cells: Box[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const cell of cells) {
    const top = Math.round(cell.top);
    rows.set(top, [...(rows.get(top) ?? []), cell]);
  }
  return [...rows.values()];
}

describe('home page grid', () => {
  const b = useBrowser();

  it.each([
    ['student01', 1280],
    ['student01', 1440],
    ['student01', 1920],
    ['teacher01', 1440],
    ['teacher01', 1920],
  ] as const)("should fill every row of %s's home page at %i px, in three columns, with no column left empty", async (account, width) => {
    const { page } = b;
    await page.setViewportSize({ width, height: 900 });
    await openHome(page, account);
    const grids = await gridBoxes(page);
    expect(grids.length).toBeGreaterThan(1);
    let narrowest = Number.POSITIVE_INFINITY;
    for (const { grid, cells } of grids) {
      // The shell's content column: the screen's width up to 1440 px, less the page's padding.
      expect(grid.width).toBeGreaterThan(Math.min(width, CONTENT_MAX_PX) - 80);
      for (const row of rowsOf(cells)) {
        const left = Math.min(...row.map((c) => c.left));
        const right = Math.max(...row.map((c) => c.right));
        expect(left - grid.left).toBeLessThanOrEqual(ROW_SLACK_PX);
        expect(grid.right - right).toBeLessThanOrEqual(ROW_SLACK_PX);
        narrowest = Math.min(narrowest, ...row.map((c) => c.width));
      }
    }
    // A narrow card is one of three columns (give or take the gaps).
    expect(narrowest).toBeGreaterThan(grids[0]!.grid.width / 4);
    expect(narrowest).toBeLessThanOrEqual(grids[0]!.grid.width / 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // A panel or card ends with its cell: one running past it would sit on the heading below.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('.oh-home__cell')]
        .filter((cell) => {
          const content = cell.firstElementChild?.getBoundingClientRect();
          return content && content.bottom > cell.getBoundingClientRect().bottom + 1;
        })
        .map((cell) => cell.textContent?.slice(0, 20)),
    );
    expect(overflowing).toEqual([]);
  });

  it('should stack every panel and card at full width on a 360 px phone, with nothing running off the side', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 780 });
    await openHome(page, 'teacher01');
    for (const { grid, cells } of await gridBoxes(page)) {
      for (const cell of cells) {
        expect(Math.abs(cell.left - grid.left)).toBeLessThanOrEqual(ROW_SLACK_PX);
        expect(Math.abs(cell.width - grid.width)).toBeLessThanOrEqual(ROW_SLACK_PX);
      }
      // One card a row.
      expect(rowsOf(cells)).toHaveLength(cells.length);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('should head every card alike, with 「更多」 in the same place on the kinds that have a page of their own', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page, 'student01');
    const heads = await page.locator('.oh-home__type .oh-home-card').evaluateAll((cards) =>
      cards.map((card) => {
        const head = card.querySelector('.oh-home-card__head')!.getBoundingClientRect();
        const more = card.querySelector('.oh-home-card__more')?.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return {
          name: card.querySelector('h3')?.textContent,
          height: Math.round(head.height),
          moreInset: more ? Math.round(box.right - more.right) : null,
        };
      }),
    );
    // One header height on every kind, and 更多 always the same distance from the card's right edge.
    expect(new Set(heads.map((h) => h.height)).size).toBe(1);
    const insets = heads.flatMap((h) => (h.moreInset === null ? [] : [h.moreInset]));
    expect(insets.length).toBeGreaterThan(0);
    expect(new Set(insets).size).toBe(1);
    expect(heads.find((h) => h.name === '我的收藏')?.moreInset).not.toBeNull();
    await page.getByRole('region', { name: '我的收藏', exact: true }).getByRole('link', { name: /更多/ }).click();
    await page.waitForURL((url) => url.pathname === '/home/serviceHall');
  });
});
