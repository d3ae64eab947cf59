import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseMenuItem, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

/** The signed-in shell's user menu: shown only to someone signed in. */
const userMenu = (page: Page) => page.getByRole('button', { name: /用户菜单/ });

describe('tabs of one browser', () => {
  const b = useBrowser();

  it('should open a Ctrl-clicked portal link in a new tab signed in', async () => {
    await signIn(b.page, 'student01');
    await waitForPath(b.page, '/home/homePage');

    const opened = b.context.waitForEvent('page');
    await b.page
      .getByRole('navigation', { name: '主菜单' })
      .first()
      .getByRole('link', { name: '服务大厅' })
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await userMenu(tab).waitFor();
    expect(pathOf(tab)).toBe('/home/serviceHall');
    expect(pathOf(b.page)).toBe('/home/homePage');
  });

  it('should take every tab to /login when one signs out, and carry the others on when one signs in', async () => {
    await signIn(b.page, 'student01');
    await waitForPath(b.page, '/home/homePage');
    // A pasted link in a second tab.
    const second = await b.context.newPage();
    await second.goto('/home/homePage');
    await userMenu(second).waitFor();
    expect(pathOf(second)).toBe('/home/homePage');

    // Back to the first tab (a background tab's animations hardly run).
    await b.page.bringToFront();
    await userMenu(b.page).click();
    await chooseMenuItem(b.page, /退出登录/);
    await waitForPath(b.page, '/login');
    // Nobody touches the second tab.
    await waitForPath(second, '/login');
    expect(await second.getByRole('dialog').count()).toBe(0);

    await signIn(second, 'student01');
    await waitForPath(second, '/home/homePage');
    await waitForPath(b.page, '/home/homePage');
    await userMenu(b.page).waitFor();
  });
});
