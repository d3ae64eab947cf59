import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, pathOf, signIn, submitSignIn, useBrowser, waitForPath } from './helpers.ts';

describe('sign-in', () => {
  const b = useBrowser();

  it('should sign student01 in on /login and reach the home page', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01', DEMO_PASSWORD);
    await waitForPath(b.page, '/home/homePage');
    expect(pathOf(b.page)).toBe('/home/homePage');
    // The shell names the school in its header and in the window's title.
    await b.page.getByRole('banner').getByText('明德大学', { exact: true }).waitFor();
    await expect.poll(() => b.page.title()).toBe('首页 - 明德大学');
  });

  it('should show the school on /login and lead back to the landing', async () => {
    await b.page.goto('/login');
    await b.page.getByRole('banner').getByText('明德大学', { exact: true }).waitFor();
    await expect.poll(() => b.page.title()).toBe('登录 - 明德大学');
    await b.page.getByRole('link', { name: '返回首页' }).click();
    await waitForPath(b.page, '/');
    await b.page.getByRole('heading', { level: 1 }).waitFor();
  });

  it("should show the server's message in a toast when the password is wrong", async () => {
    await b.page.goto('/login');
    const answer = await submitSignIn(b.page, 'student01', 'Wrong@12345');
    expect(answer.msg).toBe('账号或密码错误');
    const toast = b.page.locator('.ant-message, .ant-notification').getByText('账号或密码错误');
    await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(pathOf(b.page)).toBe('/login');
  });
});
