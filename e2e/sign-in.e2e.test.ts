import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, pathOf, signIn, submitSignIn, useBrowser, waitForPath } from './helpers.ts';

describe('sign-in', () => {
  const b = useBrowser();

  it('should sign student01 in on /login and reach the home page', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01', DEMO_PASSWORD);
    await waitForPath(b.page, '/home/homePage');
    expect(pathOf(b.page)).toBe('/home/homePage');
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
