import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './global-setup.ts';
import { api, chooseMenuItem, DEMO_PASSWORD, launchBrowser, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

/** Issue 19: themes, the screen lock and the warning before the session ends (docs/design/theme.md). */

const THEMES = [
  { id: '1', name: '默认主题', brand: '#008cff', mode: 'light' },
  { id: '2', name: '青翠', brand: '#12a150', mode: 'light' },
  { id: '3', name: '绛红', brand: '#b3233b', mode: 'light' },
  { id: '4', name: '暗夜', brand: '#3c9cff', mode: 'dark' },
] as const;

const USER_THEME = '/api/blade-platform/userThemeSetUp/submit';
const THEME_DETAIL = '/api/blade-platform/themeSetUp/detail';

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** The user menu of the header (a deferred dropdown: it renders once opened). */
async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单/ }).click();
}

describe('themes', () => {
  const b = useBrowser();
  let token = '';

  afterEach(async () => {
    // The account goes back to the school's default for the journeys after this file.
    if (token) await api('POST', USER_THEME, { token, body: { themeId: null } });
    token = '';
  });

  it('should switch the theme from the header at once, keep it across a reload and on another device', async () => {
    const { page } = b;
    token = (await signIn(page, 'teacher01')).result!.access_token;
    await waitForPath(page, '/home/homePage');
    expect(await cssVariable(page, '--oh-color-brand')).toBe('#008cff');

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '切换主题' }).hover();
    const saved = page.waitForResponse((r) => r.url().includes('/userThemeSetUp/submit'));
    await page.getByRole('menuitem', { name: '青翠' }).click();
    await expect.poll(() => cssVariable(page, '--oh-color-brand')).toBe('#12a150');
    expect((await (await saved).json()).status).toBe(1000);

    await page.reload();
    await page.getByRole('button', { name: /^用户菜单/ }).waitFor();
    expect(await cssVariable(page, '--oh-color-brand')).toBe('#12a150');

    // Another device: nothing in its storage, the server's choice paints it.
    const other = await b.browser.newContext({ baseURL: page.url(), locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await signIn(second, 'teacher01');
      await waitForPath(second, '/home/homePage');
      await expect.poll(() => cssVariable(second, '--oh-color-brand'), { timeout: 15_000 }).toBe('#12a150');
    } finally {
      await other.close();
    }
  });

  it('should pass the axe colour-contrast check on the home page in every theme', async () => {
    const { page } = b;
    token = (await signIn(page, 'student01')).result!.access_token;
    const findings: string[] = [];
    for (const theme of THEMES) {
      expect((await api('POST', USER_THEME, { token, body: { themeId: theme.id } })).status).toBe(1000);
      const cards = page.waitForResponse((r) => r.url().includes('/userHomePageApplyCard/getUserApplyCardList'));
      const setting = page.waitForResponse((r) => r.url().includes(THEME_DETAIL));
      await page.goto('/home/homePage');
      await Promise.all([cards, setting]);
      await expect.poll(() => cssVariable(page, '--oh-color-brand')).toBe(theme.brand);
      await page.getByRole('region', { name: '待办', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      for (const v of violations) {
        for (const n of v.nodes)
          findings.push(`${theme.name}: ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1).join(' ')}`);
      }
    }
    expect(findings).toEqual([]);
  }, 120_000);
});

describe('the screen lock', () => {
  const b = useBrowser();

  it('should lock from the header, stay locked on reload and on any address, refuse a wrong password and open with the right one', async () => {
    const { page } = b;
    await signIn(page, 'staff01');
    await waitForPath(page, '/home/homePage');

    await openUserMenu(page);
    await chooseMenuItem(page, '锁定屏幕');
    await waitForPath(page, '/lock');
    await page.getByRole('heading', { name: '陈静怡' }).waitFor();

    await page.reload();
    await page.getByLabel('密码').waitFor();
    expect(pathOf(page)).toBe('/lock');
    await page.goto('/home/threelists');
    await waitForPath(page, '/lock');
    // The lock is the server's too: taken out of the browser's storage, the next call refused brings /lock back.
    await page.evaluate(() => localStorage.removeItem('lock'));
    await page.goto('/home/homePage');
    await waitForPath(page, '/lock');

    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: /^解\s*锁$/ }).click();
    await page.getByText('密码错误，请重新输入').waitFor();
    expect(pathOf(page)).toBe('/lock');

    // By keyboard this time. In two CI runs the button was not found here for 30 s; the page is printed if it fails again.
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByLabel('密码').press('Enter');
    await waitForPath(page, '/home/homePage').catch(async (error: unknown) => {
      console.error(`the locked page after the right password:\n${await page.locator('body').ariaSnapshot()}`);
      throw error;
    });
    await page.goto('/home/threelists');
    await waitForPath(page, '/home/threelists');
  });
});

describe('the warning before the session ends', () => {
  /** Long enough to sign in, short enough that its last two minutes come within a test. */
  const LIFETIME_SEC = 150;
  const CLIENT = { CLIENT_ID: 'e2e-short-session', CLIENT_SECRET: randomBytes(18).toString('base64url') };
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ env: { SSO_LIFETIME_SEC: String(LIFETIME_SEC), ...CLIENT } });
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('should warn two minutes before an idle session ends, and 继续使用 should extend it', async () => {
    const context = await browser!.newContext({ baseURL: server!.baseURL, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const tgt = (await signIn(page, 'student01')).result!.ticket!.tgt;
      await waitForPath(page, '/home/homePage');

      // Idle: the warning comes once at most 120 s are left, i.e. about 30 s after signing in.
      const warning = page.getByRole('dialog').filter({ hasText: '登录即将失效' });
      await warning.waitFor({ state: 'visible', timeout: 45_000 });
      // 2分00秒 when the tick that shows it comes exactly 120 s before the end.
      await expect(warning.getByText(/登录将在 ([01]分\d\d|2分00)秒 后失效/).count()).resolves.toBe(1);

      const extended = page.waitForResponse((r) => r.url().includes('/nobody/cas/updateSessionValidTime'));
      await warning.getByRole('button', { name: '继续使用' }).click();
      expect((await (await extended).json()).result.remainingTime).toBe(LIFETIME_SEC);
      await warning.waitFor({ state: 'hidden' });

      const left = await fetch(`${server!.baseURL}/api/blade-workbench/nobody/cas/getSessionValidTime`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${CLIENT.CLIENT_ID}:${CLIENT.CLIENT_SECRET}`).toString('base64')}`,
        },
        body: JSON.stringify({ casTicket: tgt }),
      });
      expect((await left.json()).result.remainingTime).toBeGreaterThan(LIFETIME_SEC - 15);
    } finally {
      await context.close();
    }
  }, 120_000);
});
