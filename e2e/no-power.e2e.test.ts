import { describe, expect, it } from 'vitest';
import { pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

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
});
