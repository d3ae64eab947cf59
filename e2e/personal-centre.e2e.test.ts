import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, baseURL, chooseMenuItem, signIn, useBrowser, waitForPath } from './helpers.ts';

/** The demo campus's service addresses are on a host this machine cannot reach; the browser gets a stand-in page. */
const SERVICE_HOST = 'https://ehall.mdu.edu.cn/';
const P = '/api/blade-platform';

const names = (page: Page, list: string) => page.getByRole('list', { name: list }).locator('.oh-personal-service__name');

describe('personal centre', () => {
  const b = useBrowser();
  let token = '';
  let originalOrder: string[] = [];

  beforeEach(async () => {
    await b.context.route(`${SERVICE_HOST}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>业务系统</title><h1>业务系统</h1>',
      }),
    );
  });

  afterEach(async () => {
    // Other journeys read student01's collection: it goes back to how it was.
    if (token && originalOrder.length > 1)
      await api('POST', `${P}/serverCenter/changeOrder`, { token, body: { serviceIds: originalOrder } });
  });

  it('should let student01 open 个人中心 from the user menu, find a service just opened and keep a reordered favourite', async () => {
    await b.page.goto('/login');
    token = (await signIn(b.page, 'student01')).result?.access_token ?? '';

    // At least two favourites to reorder.
    const favourites = async () => (await api('GET', `${P}/serverCenter/myCollect`, { token })).result as { serviceId: string }[];
    if ((await favourites()).length < 2) {
      const page = (await api('POST', `${P}/serverCenter/page`, { token, body: { current: 1, size: 5 } })).result as {
        records: { serviceId: string }[];
      };
      for (const s of page.records.slice(0, 2)) await api('POST', `${P}/serverCenter/collect`, { token, body: { serviceId: s.serviceId } });
    }
    originalOrder = (await favourites()).map((s) => s.serviceId);

    // Open a service from the hall's search, as a student does.
    await b.page.goto('/home/serviceHall');
    const search = b.page.getByPlaceholder('搜索服务名称、部门、拼音或首字母');
    await search.fill('校园卡挂失');
    await search.press('Enter');
    await b.page.getByText('“校园卡挂失”的搜索结果').waitFor();
    const clicked = b.page.waitForResponse((r) => r.url().includes('/userClickVisitLog/clickService'));
    await b.page.getByRole('button', { name: '办理 校园卡挂失', exact: true }).first().click();
    expect((await (await clicked).json()).status).toBe(1000);

    await b.page.bringToFront();
    if (!b.page.url().includes('/home/serviceHall')) await b.page.goto('/home/serviceHall');
    await b.page.getByRole('button', { name: /^用户菜单/ }).click();
    await chooseMenuItem(b.page, /个人中心/);
    await waitForPath(b.page, '/home/PersonalCenter');

    const card = b.page.getByRole('complementary', { name: '个人资料' });
    await card.getByText('张思远').waitFor();
    await card.getByText('计算机').first().waitFor();
    expect(await b.page.getByText('该功能正在建设中').count()).toBe(0);

    await b.page.getByRole('tab', { name: '最近使用' }).click();
    await names(b.page, '最近使用的服务').first().waitFor();
    expect(await names(b.page, '最近使用的服务').first().textContent()).toBe('校园卡挂失');

    await b.page.getByRole('tab', { name: '我的收藏' }).click();
    await names(b.page, '我的收藏').first().waitFor();
    const before = await names(b.page, '我的收藏').allTextContents();
    const saved = b.page.waitForResponse((r) => r.url().includes('/serverCenter/changeOrder'));
    await b.page.getByRole('button', { name: `下移「${before[0]}」` }).click();
    expect((await (await saved).json()).status).toBe(1000);

    await b.page.reload();
    await names(b.page, '我的收藏').first().waitFor();
    const after = await names(b.page, '我的收藏').allTextContents();
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);

    // The sections other areas own are composed in: bindings (none for a password-only student) and the theme picker.
    await b.page.getByRole('tab', { name: '账号安全' }).click();
    await b.page.getByLabel('账号绑定').getByText('暂无绑定').waitFor();
    await b.page.getByRole('tab', { name: '主题设置' }).click();
    await b.page.getByRole('region', { name: '我的主题' }).waitFor();
  });

  it('should lay the personal centre out within 360 px on a phone, the favourite actions in reach', async () => {
    const phone = await b.browser.newContext({
      baseURL: baseURL(),
      locale: 'zh-CN',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await phone.newPage();
      await page.goto('/login');
      await signIn(page, 'student01');
      await page.goto('/home/PersonalCenter?tab=favourites');
      await page.getByRole('complementary', { name: '个人资料' }).getByText('张思远').waitFor();
      const remove = page.getByRole('button', { name: /取消收藏/ }).first();
      await remove.waitFor();
      await remove.scrollIntoViewIfNeeded();
      const box = await remove.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.viewport).toBe(360);
      expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
    } finally {
      await phone.close();
    }
  });
});
