import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { api, baseURL, clientAuthorization, signIn, useBrowser, waitForPath } from './helpers.ts';

/**
 * Issue 17: an important message sent while student01 is on the home page
 * pops up without a reload (over the realtime socket), pages with the
 * others, opens in the message centre with its image in the viewer, and
 * the header's unread count drops once it is read.
 */

const P = '/api/blade-platform';

/** A small red PNG, made here so the upload is judged by real image content. */
function redPng(): Buffer {
  const png = new PNG({ width: 24, height: 16 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([220, 40, 40, 255], i);
  return PNG.sync.write(png);
}

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(redPng())], { type: 'image/png' }), 'notice.png');
  const response = await fetch(`${baseURL()}${P}/common/upload`, {
    method: 'POST',
    headers: { Authorization: clientAuthorization(), 'Blade-Auth': `bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { status: number; msg: string; result: { id: string } };
  if (answer.status !== 1000) throw new Error(`upload refused: ${answer.msg}`);
  return answer.result.id;
}

/** The unread count the header's bell shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('link', { name: /^消息中心/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

const heading = (page: Page) => page.getByRole('region', { name: '重要通知' }).getByRole('heading');

describe('message centre and important notices', () => {
  const b = useBrowser();

  it('should pop up a notice sent while student01 is on the home page, page through them, open one and view its image', async () => {
    const student = b.page;
    await signIn(student, 'student01');
    await waitForPath(student, '/home/homePage');
    const popup = student.getByRole('region', { name: '重要通知' });
    await popup.waitFor();
    const before = Number(/(\d+)/.exec((await heading(student).textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThanOrEqual(2);
    await student.getByRole('link', { name: /^消息中心，\d+ 条未读$/ }).waitFor();
    const unreadBefore = await bellCount(student);

    const adminContext = await b.browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const token = (await signIn(await adminContext.newPage(), 'admin')).result!.access_token;
    await adminContext.close();
    const mpList = (await api('POST', `${P}/serviceItem/getMpList`, { token, body: {} })).result as { id: string }[];
    const imageId = await uploadImage(token);
    const title = `端到端重要通知 ${Date.now()}`;

    const sentAt = Date.now();
    const sent = await api('POST', `${P}/messageManage/send`, {
      token,
      body: {
        mpId: mpList[0]!.id,
        title,
        contentType: 'text',
        content: '请于本周五前完成信息核对。',
        imageIds: [imageId],
        attachmentIds: [],
        important: true,
        public: false,
        audience: { everyone: false, roleIds: [], deptIds: [], accounts: ['student01'] },
      },
    });
    expect(sent.status).toBe(1000);
    const messageId = (sent.result as { id: string }).id;
    try {
      // No reload: the socket brings it, within 2 s, onto page 1.
      await popup.getByText(title).waitFor({ timeout: 2000 });
      expect(Date.now() - sentAt).toBeLessThan(2000);
      await expect(heading(student).textContent()).resolves.toBe(`您有 ${before + 1} 条重要通知未读`);
      await expect.poll(() => bellCount(student)).toBe(unreadBefore + 1);

      // Page through three notices: the first page's 上一条 is disabled, each 下一条 shows another.
      const prev = popup.getByRole('button', { name: '上一条' });
      const next = popup.getByRole('button', { name: '下一条' });
      expect(await prev.isDisabled()).toBe(true);
      const seen = [await popup.locator('.oh-notice-pop__title').textContent()];
      for (let i = 0; i < 2; i += 1) {
        await next.click();
        seen.push(await popup.locator('.oh-notice-pop__title').textContent());
      }
      expect(new Set(seen).size).toBe(3);
      expect(await prev.isDisabled()).toBe(false);
      await popup.getByRole('button', { name: '第 1 条' }).click();

      // Open it: the message centre shows it and marks it read.
      await popup.getByRole('button', { name: new RegExp(` ${title}$`) }).click();
      await waitForPath(student, '/home/messageIfrm');
      expect(new URL(student.url()).searchParams.get('id')).toBe(messageId);
      await student.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => bellCount(student)).toBe(unreadBefore);
      await expect(heading(student).textContent()).resolves.toBe(`您有 ${before} 条重要通知未读`);

      // Its image in the viewer, driven by the keyboard.
      await student.getByRole('button', { name: /^查看图片 1/ }).click();
      const viewer = student.getByRole('dialog', { name: '图片预览' });
      await viewer.waitFor();
      const shown = viewer.locator('img').first();
      const src = await shown.getAttribute('src');
      expect(src).toContain('/files/message-images/');
      expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
      await student.keyboard.press('ArrowRight');
      // One image: → loops round to it.
      await expect(shown.getAttribute('src')).resolves.toBe(src);
      await student.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
    } finally {
      await api('POST', `${P}/messageManage/withdraw`, { token, body: { id: messageId } });
    }
  });
});
