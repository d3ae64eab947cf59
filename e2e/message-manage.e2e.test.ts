import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { chooseMenuItem, signIn, useBrowser, waitForPath } from './helpers.ts';

const PAGE = '/userFrameConfig/messageManageConfig';

/** A small PNG of one colour: common/upload judges images by their content, not their name. */
function png(): Buffer {
  const image = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([0x1f, 0x6f, 0xd1, 0xff], i);
  return PNG.sync.write(image);
}

describe('message management', () => {
  const b = useBrowser({ viewport: { width: 1440, height: 900 } });

  it('should let an administrator send a message with an image to 学生, see it counted in the list and withdraw it', async () => {
    const title = `选课提醒 ${Date.now()}`;
    await signIn(b.page, 'admin');
    // As in three-lists.e2e.test.ts: a click landing while the menu fades is tried again.
    for (let attempt = 1; ; attempt++) {
      await b.page.getByRole('button', { name: /配置/ }).first().click();
      await chooseMenuItem(b.page, '消息管理');
      if (
        await waitForPath(b.page, PAGE, 5_000).then(
          () => true,
          () => false,
        )
      )
        break;
      if (attempt === 3) throw new Error('the 配置 menu did not open 消息管理');
    }
    await b.page.getByRole('heading', { level: 3, name: '消息管理' }).waitFor();

    await b.page.getByRole('tab', { name: '发送消息' }).click();
    const form = b.page.getByRole('form', { name: '发送消息' });
    await form.getByRole('combobox', { name: '消息号' }).click();
    await b.page.locator('.ant-select-dropdown:visible').getByTitle('教务处', { exact: true }).click();
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('内容').fill('请于本周五前完成下学期选课。');
    await form.locator('input[type=file][accept*="image/png"]').setInputFiles({ name: '选课.png', mimeType: 'image/png', buffer: png() });
    // The thumbnail shows the uploaded image from its served address.
    await form.locator('.ant-upload-list-item-done img').waitFor();

    await form.getByRole('combobox', { name: '角色' }).click();
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(/^学生（\d+ 人）$/)
      .click();
    await b.page.keyboard.press('Escape');
    const counted = form.getByText(/^\d+ 人$/);
    await counted.waitFor();
    const count = Number((await counted.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);

    await form.getByRole('button', { name: /^发\s*送$/ }).click();
    const confirm = b.page.locator('.ant-modal').filter({ hasText: `确定发送给 ${count} 位接收人吗？` });
    await confirm.getByRole('button', { name: /^发\s*送$/ }).click();
    await b.page.getByText(`发送成功，共 ${count} 位接收人`).waitFor();

    // Back on the list: the new message first, with its audience and count, nobody having read it yet.
    const row = b.page.locator('tr.ant-table-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(`0/${count}（0%）`);
    expect(await row.textContent()).toContain('已发送');
    expect(await row.textContent()).toContain('学生');

    // 查看 shows it as its recipients read it, the uploaded image included.
    await row.getByRole('button', { name: `查看「${title}」` }).click();
    const detail = b.page.locator('.ant-drawer').filter({ hasText: '消息详情' });
    const preview = detail.getByRole('article', { name: '消息预览' });
    await preview.getByText('请于本周五前完成下学期选课。').waitFor();
    await preview.getByRole('img', { name: '选课.png' }).waitFor();
    expect(await preview.getByRole('img', { name: '选课.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
    await b.page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `撤回「${title}」` }).click();
    await b.page.getByText('再打开时会看到「消息已被删除」', { exact: false }).waitFor();
    await b.page
      .locator('.ant-popover')
      .getByRole('button', { name: /^撤\s*回$/ })
      .click();
    await b.page.getByText('撤回成功').waitFor();
    await row.getByText('已撤回').waitFor();
    expect(await row.getByRole('button', { name: `撤回「${title}」` }).isDisabled()).toBe(true);
  });
});

describe('message management on a phone', () => {
  const b = useBrowser({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  /** Nothing wider than the screen: a wide table scrolls inside its own frame, never the page. */
  const overflow = () => b.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('should lay out the list and the compose form within 360 px, with 发送 in reach', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'admin');
    await b.page.goto(PAGE);
    await b.page.locator('tr.ant-table-row').first().waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await b.page.getByRole('tab', { name: '发送消息' }).click();
    const send = b.page.getByRole('form', { name: '发送消息' }).getByRole('button', { name: /^发\s*送$/ });
    await send.scrollIntoViewIfNeeded();
    const box = await send.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
