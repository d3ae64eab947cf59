import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedId } from '../apps/server/src/seed/ids.ts';
import { api, baseURL, launchBrowser, signIn, signInForm, useBrowser, waitForPath } from './helpers.ts';

/** The demo campus's landing (apps/server/src/seed/prelogin.ts). */
const SEEDED_TITLE = '明德大学一站式网上服务大厅';
const NEWS_TITLE = '我校网上服务大厅正式上线，百余项服务实现“一网通办”';
const DELETED_ID = seedId('message:deleted');

const SECTIONS = ['数据概览', '服务直通车', '分类找服务', '新闻公告', '常用工具', '推荐系统'];

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Where the first banner's picture is drawn, what clips it (the carousel) and
 * the viewport's width: banners carry their own headline, so any of the
 * picture cut off is a headline cut off.
 */
async function firstBanner(page: Page) {
  const img = page.getByRole('region', { name: '轮播图' }).locator('img').first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const clip = (el.closest('section') as HTMLElement).getBoundingClientRect();
    const fit = getComputedStyle(el).objectFit;
    const [sx, sy] = [box.width / el.naturalWidth, box.height / el.naturalHeight];
    // object-fit at its default centred position: cover scales to fill (and crops), contain to fit, fill stretches.
    const scale = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
    const [w, h] = fit === 'fill' ? [box.width, box.height] : [el.naturalWidth * scale, el.naturalHeight * scale];
    const left = box.left + (box.width - w) / 2;
    const top = box.top + (box.height - h) / 2;
    return {
      drawn: { left, right: left + w, top, bottom: top + h },
      clip: { left: clip.left, right: clip.right, top: clip.top, bottom: clip.bottom },
      viewport: document.documentElement.clientWidth,
    };
  });
}

/** The first banner is drawn whole inside the carousel, the carousel and the page headline inside the viewport. */
async function expectHeadlinesWhole(page: Page): Promise<void> {
  const { drawn, clip, viewport } = await firstBanner(page);
  expect(clip.left).toBeGreaterThanOrEqual(0);
  expect(clip.right).toBeLessThanOrEqual(viewport);
  expect(drawn.left).toBeGreaterThanOrEqual(clip.left - 0.5);
  expect(drawn.right).toBeLessThanOrEqual(clip.right + 0.5);
  expect(drawn.top).toBeGreaterThanOrEqual(clip.top - 0.5);
  expect(drawn.bottom).toBeLessThanOrEqual(clip.bottom + 0.5);
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(title?.x).toBeGreaterThanOrEqual(0);
  expect((title?.x ?? 0) + (title?.width ?? 0)).toBeLessThanOrEqual(viewport);
}

/** axe findings of the two impacts that block a user; colour contrast is checked on the key pages by screens.e2e.test.ts. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['color-contrast']).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('visitor landing', () => {
  const b = useBrowser();

  it('should show every landing section with the seeded content to a visitor', async () => {
    const { page } = b;
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(SEEDED_TITLE);
    await expect(page.getByRole('banner').getByText('明德大学', { exact: true }).isVisible()).resolves.toBe(true);
    const navigation = page.getByRole('navigation', { name: '导航栏' });
    await expect(navigation.getByRole('link').count()).resolves.toBeGreaterThan(2);
    // Visitors' ways to the public pages: the service directory, the three lists and the efficiency reports.
    for (const name of ['服务大厅', '三清单', '效能监督']) await navigation.getByRole('link', { name, exact: true }).waitFor();
    await expect(page.getByRole('region', { name: '轮播图' }).locator('img').count()).resolves.toBe(4);
    for (const name of SECTIONS) {
      const section = page.getByRole('region', { name, exact: true });
      await section.waitFor({ state: 'visible' });
      // Each section finishes loading with content, not the empty or error state.
      await expect.poll(() => section.getAttribute('aria-busy')).toBe('false');
      await expect(section.getByText('暂无数据').count()).resolves.toBe(0);
      await expect(section.getByRole('alert').count()).resolves.toBe(0);
    }
    await page.getByRole('region', { name: '常用工具' }).getByText('校历查询').waitFor();
    const system = page.getByRole('region', { name: '推荐系统' }).getByRole('link', { name: /协同办公系统/ });
    await expect(system.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(page.getByRole('contentinfo').getByText('© 2026 明德大学 版权所有').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '登录' }).getAttribute('href')).resolves.toBe('/login');
  });

  it('should show the banner and the headline whole at 1280, 1440 and 1920 px wide', async () => {
    const { page } = b;
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await openLanding(page);
      await expectHeadlinesWhole(page);
    }
  });

  it('should find services by keyword and offer the all-services page with that keyword', async () => {
    const { page } = b;
    await openLanding(page);
    await page.getByLabel('搜索服务').fill('报到');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const results = page.getByRole('region', { name: '“报到”的搜索结果' });
    await results
      .getByRole('button', { name: /新生报到/ })
      .first()
      .waitFor({ timeout: 15_000 });
    const all = results.getByRole('link', { name: /查看全部/ });
    await expect(all.getAttribute('href')).resolves.toBe(`/serviceCenterBeforLogin?keyword=${encodeURIComponent('报到')}`);

    // A heat word searches at once.
    await page.getByRole('button', { name: '请假', exact: true }).click();
    await page.getByRole('region', { name: '“请假”的搜索结果' }).getByRole('button', { name: /请假/ }).first().waitFor();
  });

  it('should offer visitors only heat words that find services, each leading to results', async () => {
    const { page } = b;
    await openLanding(page);
    const chips = page.locator('.oh-pl-search__heat button');
    await chips.first().waitFor();
    const words = await chips.allTextContents();
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      await page.getByRole('button', { name: word, exact: true }).click();
      const results = page.getByRole('region', { name: `“${word}”的搜索结果` });
      await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
      expect(await results.locator('.oh-pl-service').count()).toBeGreaterThan(0);
    }
  });

  it('should take a visitor from 服务大厅 and a 服务直通车 tile to the visitor directory, and from 通知公告 to the notices', async () => {
    const { page } = b;
    await openLanding(page);
    await page.getByRole('navigation', { name: '导航栏' }).getByRole('link', { name: '服务大厅' }).click();
    await waitForPath(page, '/serviceCenterBeforLogin');
    await page.getByRole('heading', { name: '全部服务' }).waitFor();

    await openLanding(page);
    const tile = page.getByRole('region', { name: '服务直通车' }).locator('.oh-pl-service').first();
    const name = (await tile.locator('.oh-pl-service__name').textContent()) ?? '';
    await tile.click();
    await waitForPath(page, '/serviceCenterBeforLogin');
    // The tile's service opens in the details drawer, not the sign-in page.
    await page.getByRole('dialog').getByText(name, { exact: true }).first().waitFor();

    await openLanding(page);
    await page.getByRole('navigation', { name: '导航栏' }).getByRole('link', { name: '通知公告' }).click();
    const notices = page.getByRole('region', { name: '新闻公告' }).getByRole('tab', { name: '通知公告' });
    await expect.poll(() => notices.getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.getByRole('region', { name: '新闻公告' }).evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
  });

  it('should open a news item and send a deleted one to /deleteNoPag', async () => {
    const { page } = b;
    await openLanding(page);
    await page.getByRole('region', { name: '新闻公告' }).getByRole('link', { name: NEWS_TITLE }).click();
    await waitForPath(page, '/generalDetailsTow');
    await page.getByRole('heading', { level: 1, name: NEWS_TITLE }).waitFor({ timeout: 15_000 });

    await page.goto(`/generalDetailsTow?id=${DELETED_ID}`);
    await waitForPath(page, '/deleteNoPag');
    await page.getByRole('heading', { name: '消息已被删除' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(page, '/');
  });

  it('should have no critical or serious accessibility violations on / and /login', async () => {
    const { page } = b;
    await openLanding(page);
    await page.getByRole('region', { name: '新闻公告' }).getByRole('link').first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/login');
    await signInForm(page).account.waitFor({ state: 'visible' });
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('should show the landing title an administrator saves to the next visitor', async () => {
    const { page } = b;
    const { result } = await signIn(page, 'admin');
    const newTitle = `明德大学网上办事大厅 ${Date.now() % 100000}`;
    await page.goto('/userFrameConfig/preLoginConfig');
    const title = page.getByLabel('首页标题');
    await title.waitFor({ timeout: 30_000 });
    await title.fill(newTitle);
    await page.getByRole('region', { name: '实时预览' }).getByText(newTitle).waitFor();
    await page
      .getByRole('button', { name: /保\s*存/ })
      .first()
      .click();
    await page.getByText('保存成功').waitFor();

    const browser = await launchBrowser();
    try {
      const visitor = await (await browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' })).newPage();
      await openLanding(visitor);
      await expect(visitor.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(newTitle);
    } finally {
      await browser.close();
      // Leave the demo landing as the other journeys expect it.
      const token = result?.access_token ?? '';
      const detail = await api('POST', '/api/online-service-platform/preLoginConfig/detail', { token, body: {} });
      const global = (detail.result as { global: Record<string, unknown> }).global;
      await api('POST', '/api/online-service-platform/preLoginConfig/saveGlobal', { token, body: { ...global, title: SEEDED_TITLE } });
    }
  });
});

describe('visitor landing on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  it('should show / at 360 px wide without horizontal scrolling', async () => {
    const { page } = b;
    await openLanding(page);
    await page.getByRole('region', { name: '新闻公告' }).getByRole('link').first().waitFor();
    await page.getByRole('contentinfo').getByText('版权所有', { exact: false }).waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.viewport).toBe(360);
    expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
    await expectHeadlinesWhole(page);
  });
});
