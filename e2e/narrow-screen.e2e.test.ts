import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, signInForm, useBrowser } from './helpers.ts';

/** Whether the page lays out at the phone's width with nothing wider than it. */
async function fitsWidth(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
}

describe('narrow screens', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  it('should show /login at 360 px wide without horizontal scrolling', async () => {
    await b.page.goto('/login');
    await signInForm(b.page).account.waitFor({ state: 'visible' });
    const widths = await fitsWidth(b.page);
    // Without a device-width viewport the page would lay out at 980 px and the
    // scroll check below would prove nothing.
    expect(widths.viewport).toBe(360);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  });

  it('should show a search that found nothing, with the closest matches, within 360 px', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01');
    await b.page.goto('/home/serviceHall');
    const box = b.page.getByPlaceholder('搜索服务名称、部门、拼音或首字母');
    await box.fill('guashiii');
    await box.press('Enter');
    const none = b.page.getByRole('region', { name: '没有找到相关服务' });
    const suggestion = none.getByRole('button', { name: '校园卡挂失' });
    await suggestion.waitFor();
    const panel = await none.boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 360).toBe(true);
    const widths = await fitsWidth(b.page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  });

  it('should show the administrator’s hot-word panel within 360 px, its actions in reach', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.goto('/userFrameConfig/serviceHallConfig');
    await b.page.getByRole('tab', { name: '热门搜索词' }).click();
    const block = b.page.getByRole('button', { name: '屏蔽「请假」' });
    await block.waitFor();
    // Each word reads on one line: its column is not squeezed to a character's width.
    const word = await b.page.getByRole('cell', { name: '请假', exact: true }).boundingBox();
    expect(word?.width).toBeGreaterThanOrEqual(100);
    // A wide table may scroll inside its own frame, never the page; the row's action must be reachable there.
    await block.scrollIntoViewIfNeeded();
    const action = await block.boundingBox();
    expect(action && action.x >= 0 && action.x + action.width <= 360).toBe(true);
    const widths = await fitsWidth(b.page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  });
});
