import { describe, expect, it } from 'vitest';
import { api, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

const EXPIRED_TEXT = '当前登录信息异常，继续使用系统可能出现问题，请重新登录';

describe('session expiry', () => {
  const b = useBrowser();

  it('should block a student whose session ended on the server and take them back to /login', async () => {
    const answer = await signIn(b.page, 'student01');
    await waitForPath(b.page, '/home/homePage');
    const token = answer.result!.access_token;
    const tgt = answer.result!.ticket?.tgt;

    // End the session on the server both ways SPEC §7 offers: the SSO session
    // (seen by the SSO timer's next check) and the access token (seen by the
    // next signed-in request). Whichever the page meets first expires it.
    if (tgt) {
      const removed = await api('POST', '/api/blade-workbench/nobody/cas/removeSessionValidTime', { body: { casTicket: tgt } });
      expect(removed.status).toBe(1000);
    }
    const signedOut = await api('GET', '/api/blade-workbench/auth/loginOut', { token });
    expect(signedOut.status).toBe(1000);

    // The SSO timer checks every 30 s, so the dialog shows within one tick.
    const dialog = b.page.getByRole('dialog').filter({ hasText: EXPIRED_TEXT });
    await dialog.waitFor({ state: 'visible', timeout: 40_000 });

    const buttons = dialog.getByRole('button');
    expect(await buttons.count()).toBe(1);
    await expect(buttons.first().textContent()).resolves.toContain('重新登录');

    await buttons.first().click();
    await waitForPath(b.page, '/login');
    expect(pathOf(b.page)).toBe('/login');
  });
});
