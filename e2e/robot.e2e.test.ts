import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { api, baseURL, signIn, useBrowser, waitForPath } from './helpers.ts';

/**
 * Issue 18: student01 asks the robot in the chat window, gets the 校园卡挂失
 * answer, says it did not help, files a feedback with an image from there,
 * and finds it answered once an administrator has replied.
 */

const P = '/api/blade-platform';
const QUESTION = '校园卡丢了怎么办';

function bluePng(): Buffer {
  const png = new PNG({ width: 20, height: 20 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 90, 220, 255], i);
  return PNG.sync.write(png);
}

describe('help robot and question feedback', () => {
  const b = useBrowser();

  it('should answer 校园卡丢了怎么办, take the feedback of an unsolved answer with an image, and show the reply', async () => {
    const page = b.page;
    const student = (await signIn(page, 'student01')).result!.access_token;
    await waitForPath(page, '/home/homePage');

    await page.getByRole('button', { name: /^聊天窗口/ }).click();
    const input = page.getByLabel('输入消息');
    await input.fill(QUESTION);
    await input.press('Enter');
    const answer = page.locator('.oh-robot-answer').last();
    await expect.poll(() => answer.locator('.oh-robot-answer__question').textContent(), { timeout: 15_000 }).toContain('挂失');
    await answer.getByText('是否解决了您的问题').waitFor();

    await answer.getByRole('button', { name: /未\s*解\s*决/ }).click();
    await answer.getByRole('button', { name: /反馈问题/ }).click();
    await waitForPath(page, '/home/iframPage');

    const frame = page.frameLocator('iframe').first();
    const description = frame.getByLabel('问题描述');
    await expect.poll(() => description.inputValue(), { timeout: 20_000 }).toBe(QUESTION);
    await frame.getByLabel('问题分类').click();
    await frame.locator('.ant-select-item-option', { hasText: '校园卡' }).first().click();
    await frame.locator('input[type=file]').first().setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: bluePng() });
    await frame.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').first().waitFor();
    await frame.getByRole('button', { name: /提\s*交/ }).click();
    await frame.getByText('反馈已提交，可在我的反馈中查看处理进度').waitFor();

    // The ticket as stored: the student's own, with the image, submitted.
    const mine = await api('POST', `${P}/question/user/showProgress`, { token: student, body: { current: 1, size: 10 } });
    const ticket = (mine.result as { records: { id: string; description: string; state: string }[] }).records[0];
    expect(ticket).toMatchObject({ description: QUESTION, state: 'submitted' });
    const detail = await api('POST', `${P}/question/user/progressDetail`, { token: student, body: { id: ticket?.id } });
    expect((detail.result as { images: unknown[] }).images).toHaveLength(1);

    // An administrator accepts, works on and answers it.
    const adminContext = await b.browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const admin = (await signIn(await adminContext.newPage(), 'admin')).result!.access_token;
    await adminContext.close();
    const reply = '已为您办理校园卡挂失，请携带身份证到一卡通服务中心补办新卡。';
    for (const [step, body] of [
      ['accept', { id: ticket?.id }],
      ['start', { id: ticket?.id }],
      ['reply', { id: ticket?.id, reply }],
    ] as const) {
      const done = await api('POST', `${P}/question/feedBack/manage/${step}`, { token: admin, body });
      expect(done.status, `${step}: ${done.msg}`).toBe(1000);
    }

    // The student sees it answered, with the reply in its timeline.
    await frame.getByRole('tab', { name: '我的反馈' }).click();
    const item = frame.getByText(QUESTION).first();
    await item.waitFor();
    await frame.getByText('已答复').first().waitFor({ timeout: 15_000 });
    await item.click();
    // The answer, and the same words as the timeline's answered step.
    await frame.locator('.oh-feedback-timeline__note', { hasText: reply }).waitFor();
    expect(await frame.getByText(reply).count()).toBe(2);
  });
});
