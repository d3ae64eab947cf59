import { describe, expect, it } from 'vitest';
import { chooseMenuItem, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

const CONFIG_PAGE = '/userFrameConfig/homePageConfig';

describe('configuration pages', () => {
  const b = useBrowser();

  it('should send a student opening a configuration page to /home/noPower', async () => {
    await signIn(b.page, 'student01');
    await b.page.goto(CONFIG_PAGE);
    await waitForPath(b.page, '/home/noPower');
    expect(pathOf(b.page)).toBe('/home/noPower');
  });

  it('should let the administrator open a configuration page and stay on it', async () => {
    await signIn(b.page, 'admin');
    await b.page.goto(CONFIG_PAGE);
    // The guard renders the page only once the user's configuration menu has loaded and allows it.
    await b.page.getByRole('heading', { name: '首页配置' }).waitFor();
    expect(pathOf(b.page)).toBe(CONFIG_PAGE);
  });

  it('should send a student typing a governed configuration page to /home/noPower, before any of its calls', async () => {
    await signIn(b.page, 'student01');
    for (const path of ['/home/deptResponsibilityListConfig', '/home/managementGuideConfig']) {
      await b.page.goto(path);
      await waitForPath(b.page, '/home/noPower');
      expect(await b.page.getByText('没有权限访问该功能').count()).toBe(0);
    }
  });

  it("should list the governed configuration pages in the administrator's 配置 menu and open them", async () => {
    await signIn(b.page, 'admin');
    for (const [title, path] of [
      ['部门职责清单配置', '/home/deptResponsibilityListConfig'],
      ['办事指南配置', '/home/managementGuideConfig'],
    ] as const) {
      // The menu opens on hover as well as on click: on a loaded machine a click can land while it is still fading
      // in or out, so a missed click is tried again (at most three times) rather than read as a broken link.
      for (let attempt = 1; ; attempt++) {
        await b.page.getByRole('button', { name: /配置/ }).first().click();
        await chooseMenuItem(b.page, title);
        const arrived = await waitForPath(b.page, path, 5_000).then(
          () => true,
          () => false,
        );
        if (arrived) break;
        if (attempt === 3) throw new Error(`the 配置 menu item ${title} did not open ${path}`);
      }
      await b.page.getByRole('heading', { name: title }).waitFor();
    }
  });
});
