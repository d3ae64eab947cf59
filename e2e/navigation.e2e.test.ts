import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './helpers.ts';

describe('navigation entries', () => {
  const b = useBrowser();

  it('should add a custom entry that shows in the top menu, and drop it from the menu when switched off', async () => {
    const page = b.page;
    await page.goto('/login');
    await signIn(page, 'admin');

    await page.goto('/userFrameConfig/addNavigation');
    await page.getByRole('cell', { name: '流程服务中心', exact: true }).waitFor();
    await page.getByRole('button', { name: '新增导航' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('导航名称').fill('校园地图');
    await dialog.getByLabel('导航地址').fill('https://map.mdu.edu.cn/');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新增成功').waitFor();
    await page.getByRole('cell', { name: '校园地图', exact: true }).waitFor();

    const topMenu = page.getByRole('navigation', { name: '主菜单' }).first();
    await page.goto('/home/homePage');
    const entry = topMenu.getByRole('link', { name: '校园地图' });
    await entry.waitFor();
    expect(await entry.getAttribute('target')).toBe('_blank');

    await page.goto('/userFrameConfig/addNavigation');
    await page.getByRole('switch', { name: '校园地图：已启用' }).click();
    await page.getByRole('switch', { name: '校园地图：未启用' }).waitFor();
    await page.goto('/home/homePage');
    await topMenu.getByRole('link', { name: '流程服务中心' }).waitFor();
    expect(await topMenu.getByRole('link', { name: '校园地图' }).count()).toBe(0);

    await page.goto('/userFrameConfig/addNavigation');
    await page
      .getByRole('row', { name: /校园地图/ })
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText('确定删除导航「校园地图」吗？').waitFor();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText('删除成功').waitFor();
    // The list reloads after the toast: the row goes then.
    await page.getByRole('cell', { name: '校园地图', exact: true }).waitFor({ state: 'detached' });
  });
});
