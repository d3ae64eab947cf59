import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { settledBox, signIn, useBrowser, waitForPath } from './helpers.ts';

/** The demo campus's tool addresses are on a host this machine cannot reach; the browser gets a stand-in page. */
const TOOL_HOST = 'https://jwc.mingde.edu.cn/';

/** A to-do item the seed gives student01 (apps/server/src/seed/todo.ts). */
const TODO_TITLE = '2025-2026学年国家励志奖学金申请材料补充';

/** The demo business systems' own pages (apps/server/src/seed/todo.ts systemSite): unreachable here, so the browser gets a stand-in. */
const BUSINESS_SYSTEMS = 'https://*.mingde.edu.cn/{todo,process}/**';

/** Business-system pages answer with their own path, so a test can tell which item opened. */
async function standInBusinessSystems(context: BrowserContext): Promise<void> {
  await context.route(BUSINESS_SYSTEMS, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>业务系统</title><h1>${new URL(route.request().url()).pathname}</h1>`,
    }),
  );
}

/** Does `open`, then expects a new tab at `address` showing that page, with the portal's home page still behind it. */
async function opensBusinessPage(page: Page, open: () => Promise<void>, address: string): Promise<void> {
  const tab = page.context().waitForEvent('page');
  await open();
  const opened = await tab;
  await opened.getByRole('heading', { name: new URL(address).pathname }).waitFor();
  expect(opened.url()).toBe(address);
  await opened.close();
  expect(new URL(page.url()).pathname).toBe('/home/homePage');
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const typeSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in and waits for the home page's card list. */
async function openHome(page: Page, account: string): Promise<void> {
  const cards = page.waitForResponse((r) => r.url().includes('/userHomePageApplyCard/getUserApplyCardList'));
  await signIn(page, account);
  if (!page.url().includes('/home/homePage')) await page.goto('/home/homePage');
  await cards;
}

describe('home page', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await b.context.route(`${TOOL_HOST}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>校历</title><h1>校历查询页</h1>',
      }),
    );
  });

  it('should show student01 the student cards with their own to-do items and favourites', async () => {
    const { page } = b;
    await openHome(page, 'student01');
    // The list's response comes before its render: wait for each section rather than look once.
    for (const type of ['我的事务', '服务', '校园资讯']) await typeSection(page, type).waitFor();
    for (const name of ['待办', '个人事项', '我的收藏', '常用服务', '为你推荐', '常用工具', '校园新闻', '重要公告']) {
      await card(page, name).waitFor();
    }
    // Staff and frame cards are not for students.
    for (const name of ['业务直通车', '暂存工作台', '校园时钟']) expect(await card(page, name).count()).toBe(0);

    await card(page, '待办').getByText(TODO_TITLE).waitFor();
    await expect(
      card(page, '待办')
        .getByRole('tab', { name: /待审批/ })
        .isVisible(),
    ).resolves.toBe(true);
    await card(page, '我的收藏')
      .getByRole('button', { name: /学生请假申请/ })
      .waitFor();
    await card(page, '常用工具')
      .getByRole('button', { name: /校历查询/ })
      .waitFor();
  });

  it("should open student01's 待办 and 个人事项 items at their business system in a new tab, keeping the portal open", async () => {
    const { page } = b;
    await standInBusinessSystems(b.context);
    await openHome(page, 'student01');
    await opensBusinessPage(
      page,
      () =>
        card(page, '待办')
          .getByRole('button', { name: new RegExp(TODO_TITLE) })
          .click(),
      'https://xg.mingde.edu.cn/todo/XG-JXJ-2025-1001',
    );
    await opensBusinessPage(
      page,
      () =>
        card(page, '个人事项')
          .getByRole('button', { name: /国家助学金申请/ })
          .click(),
      'https://xg.mingde.edu.cn/process/XG-LC-ZXJ-0188',
    );
  });

  it("should open teacher01's 业务直通车 and 暂存工作台 items at their business system, the table row from the keyboard too", async () => {
    const { page } = b;
    await standInBusinessSystems(b.context);
    await openHome(page, 'teacher01');
    await opensBusinessPage(
      page,
      () =>
        card(page, '业务直通车')
          .getByRole('button', { name: /差旅费报销（北京学术会议）/ })
          .click(),
      'https://cw.mingde.edu.cn/process/CW-LC-CL-3307',
    );
    await opensBusinessPage(
      page,
      async () => {
        await card(page, '暂存工作台').getByRole('button', { name: '关于做好国庆节放假期间安全工作的通知' }).focus();
        await page.keyboard.press('Enter');
      },
      'https://oa.mingde.edu.cn/todo/OA-TZ-2025-0930',
    );
  });

  it('should keep a signed-in reader of a news item in the portal shell with a way back', async () => {
    const { page } = b;
    await openHome(page, 'student01');
    const news = card(page, '校园新闻').getByRole('button').first();
    const title = (await news.locator('.oh-card-item__title').textContent()) ?? '';
    await news.click();
    await waitForPath(page, '/generalDetailsTow');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The shell's menu and user menu are still there; the visitor bar's 进入服务大厅 is not.
    await page.getByRole('navigation', { name: '主菜单' }).first().waitFor();
    await page.getByRole('button', { name: /用户菜单/ }).waitFor();
    expect(await page.getByText('进入服务大厅').count()).toBe(0);
    await page.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/home/homePage');
  });

  it('should open a common tool in the iframe page under 常用工具 and come back to the home page', async () => {
    const { page } = b;
    await openHome(page, 'student01');
    await card(page, '常用工具')
      .getByRole('button', { name: /校历查询/ })
      .click();
    await waitForPath(page, '/home/iframPage');
    await page.getByRole('heading', { name: '常用工具' }).waitFor();
    await page.frameLocator('iframe[title="常用工具"]').getByText('校历查询页').waitFor();
    await page.getByRole('button', { name: /返回/ }).click();
    await waitForPath(page, '/home/homePage');
  });

  it('should run the campus clock as a qiankun micro-app and in an iframe for a teacher', async () => {
    const { page } = b;
    await openHome(page, 'teacher01');
    const micro = card(page, '校园时钟');
    // Frame cards start their app only once the reader reaches them.
    await micro.scrollIntoViewIfNeeded();
    await micro.getByText('微应用').waitFor({ timeout: 20_000 });
    await expect(micro.locator('.campus-clock__time').textContent()).resolves.toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(await micro.locator('iframe').count()).toBe(0);

    const framed = page.frameLocator('iframe[title="校园时钟（网页）"]');
    await framed.getByText('校园时钟', { exact: true }).waitFor({ timeout: 20_000 });
    await expect(framed.locator('.campus-clock__time').textContent()).resolves.toMatch(/\d{2}:\d{2}:\d{2}/);

    // The framed clock asks the portal for a modal view; the portal opens it and tells every frame (SPEC §4).
    await framed.getByRole('button', { name: '放大查看' }).click();
    const dialog = page.getByRole('dialog', { name: '校园时钟' });
    await dialog.waitFor();
    await dialog.frameLocator('iframe').getByText('校园时钟', { exact: true }).waitFor();
    await framed.getByText('弹窗 1 个').waitFor();
    await micro.getByText('弹窗 1 个').waitFor();
  });

  it('should serve the campus clock on its own too', async () => {
    const { page } = b;
    const response = await page.goto('/micro-apps/campus-clock/');
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await page.getByText('独立页面').waitFor();
    await expect(page.locator('.campus-clock__time').textContent()).resolves.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('should lay the cards out in one column on a phone', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page, 'student01');
    const boxes = await Promise.all(
      ['待办', '个人事项', '我的收藏'].map(async (name) => {
        await card(page, name).waitFor();
        return card(page, name).boundingBox();
      }),
    );
    const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
    expect(lefts.size).toBe(1);
    expect(boxes.every((box) => (box?.width ?? 0) > 300)).toBe(true);
  });

  it('should preview a card from the card configuration page in the dialog with its two tabs', async () => {
    const { page } = b;
    await signIn(page, 'admin');
    await page.goto('/home/cardBusinessConfig');
    const preview = page.waitForResponse((r) => r.url().includes('/cardcolumnconfig/preview'));
    await page
      .getByRole('button', { name: /预\s*览/ })
      .first()
      .click();
    expect((await (await preview).json()).status).toBe(1000);
    const dialog = page.getByRole('dialog', { name: '卡片预览' });
    await dialog.getByRole('tab', { name: '与消息卡片同页' }).waitFor();
    await expect(dialog.locator('.oh-home-card').count()).resolves.toBeGreaterThan(0);
    await dialog.getByRole('tab', { name: '与消息卡片不同页' }).click();
    await dialog.locator('.oh-card-preview__alone .oh-home-card--wide').waitFor();
    expect(Math.round((await settledBox(dialog)).width)).toBe(1080);
  });

  it('should show student01 the seeded quick navigation and the holiday countdown, also on a 360 px screen', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 780 });
    await openHome(page, 'student01');
    const quick = page.getByRole('navigation', { name: '快捷导航' });
    for (const name of ['服务大厅', '个人中心', '校园邮箱', '教务系统', '校园一卡通']) await quick.getByRole('link', { name }).waitFor();
    expect(await quick.getByRole('link', { name: /校园邮箱/ }).getAttribute('target')).toBe('_blank');
    const holiday = page.getByRole('region', { name: '假期倒计时' });
    await holiday.getByText(/距.+还有 \d+ 天|正值.+假期/).waitFor();
    await page
      .getByRole('region', { name: '专题服务' })
      .getByRole('button', { name: /迎新服务/ })
      .waitFor();
    // Nothing runs off the side of a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A site path routes in place, from the keyboard too.
    await quick.getByRole('link', { name: '服务大厅' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/home/serviceHall');
  });

  it('should let student01 hide a card, keep it hidden after a reload, and show it again', async () => {
    const { page } = b;
    await openHome(page, 'student01');
    await card(page, '常用服务').waitFor();
    const dialog = page.getByRole('dialog', { name: '卡片管理' });
    const setShown = async (shown: boolean) => {
      await page.getByRole('button', { name: /卡片管理/ }).click();
      const toggle = dialog.getByRole('switch', { name: '显示「常用服务」' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe(String(!shown));
      // The administrator fixed 重要公告: it cannot be hidden.
      expect(await dialog.getByRole('switch', { name: '显示「重要公告」' }).isDisabled()).toBe(true);
      await toggle.focus();
      await page.keyboard.press('Space');
      const saved = page.waitForResponse((r) => r.url().includes('/userApplyCardManage/save'));
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      expect((await (await saved).json()).status).toBe(1000);
      await dialog.waitFor({ state: 'hidden' });
    };

    await setShown(false);
    await card(page, '常用服务').waitFor({ state: 'detached' });
    const reloaded = page.waitForResponse((r) => r.url().includes('/userHomePageApplyCard/getUserApplyCardList'));
    await page.reload();
    await reloaded;
    await card(page, '我的收藏').waitFor();
    expect(await card(page, '常用服务').count()).toBe(0);

    await setShown(true);
    await card(page, '常用服务').waitFor();
  });

  it('should have no serious or critical axe violations on the home page', async () => {
    const { page } = b;
    await openHome(page, 'student01');
    await card(page, '待办').getByText(TODO_TITLE).waitFor();
    await card(page, '常用工具')
      .getByRole('button', { name: /校历查询/ })
      .waitFor();
    // Colour contrast is checked on the key pages, drawn at a fixed time, by screens.e2e.test.ts.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['color-contrast']).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
});
