import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './helpers.ts';

const CONFIG_PAGE = '/userFrameConfig/homePageConfig';
const HOME_PAGE = '/home/homePage';

/** Names unique to this run, so a re-run against the same database never meets its earlier cards. */
const run = Date.now().toString(36).slice(-5);
const TYPE_NAME = `学生专栏${run}`;
const CARD_NAME = `学生卡片${run}`;

/** A dialog found by its title text (a test-mode build may give every antd dialog the same id). */
function dialogTitled(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-modal').filter({ hasText: title });
}

/** Ant Design puts a space between the two characters of a two-character button label. */
const SAVE = /^保\s*存$/;

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name, selected: true }).count(), { timeout: 15_000 }).toBe(1);
}

async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

describe('card configuration', () => {
  const b = useBrowser();

  it('should show a card the administrator adds for students on a student’s home page after reload', { timeout: 180_000 }, async () => {
    const admin = b.page;
    await signIn(admin, 'admin');
    await admin.goto(CONFIG_PAGE);

    // A type of its own, so the card's place does not depend on the demo data.
    await openTab(admin, '分类管理');
    await admin
      .getByRole('button', { name: /新增分类/ })
      .first()
      .click();
    const typeDialog = dialogTitled(admin, '新增分类');
    await typeDialog.getByLabel('分类名称').fill(TYPE_NAME);
    await typeDialog.getByRole('button', { name: SAVE }).click();
    await expect.poll(() => admin.getByRole('cell', { name: TYPE_NAME, exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // The card, placed in that type.
    await openTab(admin, '卡片管理');
    await chooseOption(admin, admin.getByRole('combobox', { name: '所属分类' }), TYPE_NAME);
    await admin.getByRole('button', { name: /新增卡片/ }).click();
    const cardDialog = dialogTitled(admin, '新增卡片');
    await chooseOption(admin, cardDialog.getByRole('combobox', { name: '卡片类型' }), '校园新闻');
    await cardDialog.getByLabel('卡片名称').fill(CARD_NAME);
    await cardDialog.getByLabel('卡片简介').fill('端到端测试新增的卡片');
    await cardDialog.getByRole('button', { name: SAVE }).click();
    await expect.poll(() => admin.getByRole('cell', { name: CARD_NAME, exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // Only students may see it.
    await admin.getByRole('button', { name: `卡片权限：${CARD_NAME}` }).click();
    const authDialog = dialogTitled(admin, `卡片权限：${CARD_NAME}`);
    await authDialog.getByRole('checkbox', { name: '学生' }).check();
    const saved = admin.waitForResponse((r) => r.url().includes('/indextypeconfig/authConfig'));
    await authDialog.getByRole('button', { name: SAVE }).click();
    expect(((await (await saved).json()) as { status: number }).status).toBe(1000);

    // The student sees it on the home page after a reload.
    const studentContext = await b.browser.newContext({ baseURL: new URL(admin.url()).origin, locale: 'zh-CN' });
    try {
      const student = await studentContext.newPage();
      await signIn(student, 'student01');
      await student.goto(HOME_PAGE);
      await student.reload();
      await student.getByText(CARD_NAME, { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
    } finally {
      await studentContext.close();
    }

    // A teacher, not among the card's roles, does not.
    const teacherContext = await b.browser.newContext({ baseURL: new URL(admin.url()).origin, locale: 'zh-CN' });
    try {
      const teacher = await teacherContext.newPage();
      await signIn(teacher, 'teacher01');
      const cardList = teacher.waitForResponse((r) => r.url().includes('/userHomePageApplyCard/getUserApplyCardList'));
      await teacher.goto(HOME_PAGE);
      const answer = await (await cardList).text();
      expect(answer).not.toContain(CARD_NAME);
      expect(await teacher.getByText(CARD_NAME, { exact: true }).count()).toBe(0);
    } finally {
      await teacherContext.close();
    }
  });
});

describe('card configuration on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  it('should show the three configuration pages at 360 px wide without horizontal scrolling', { timeout: 120_000 }, async () => {
    await signIn(b.page, 'admin');
    for (const [path, title] of [
      [CONFIG_PAGE, '首页配置'],
      ['/home/cardBusinessConfig', '卡片业务配置'],
      ['/home/managementGuideConfig', '办事指南配置'],
    ] as const) {
      await b.page.goto(path);
      await b.page.getByRole('heading', { name: title, level: 3 }).waitFor({ state: 'visible', timeout: 30_000 });
      // Let the first list arrive: a table wider than the screen must scroll inside itself, not the page.
      await b.page.locator('.ant-table, .ant-empty, .ant-result').first().waitFor({ state: 'visible', timeout: 30_000 });
      const widths = await b.page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.viewport).toBe(360);
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.viewport);
    }
  });
});
