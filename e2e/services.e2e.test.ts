import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, baseURL, pathOf, signIn, useBrowser, waitForPath } from './helpers.ts';

/** The demo campus's service addresses are on a host this machine cannot reach; the browser gets a stand-in page. */
const SERVICE_HOST = 'https://ehall.mdu.edu.cn/';

interface ListedService {
  serviceId: string;
  serviceName: string;
  serviceUrl: string;
  openWay: number;
  accessWay: number;
  collected: boolean;
}

const searchBox = (page: Page) => page.getByPlaceholder('搜索服务名称、部门、拼音或首字母');
const resultNames = (page: Page) => page.locator('.oh-service-list .oh-service__name');

/** Types a keyword, presses Enter and waits for the ranked search to answer. */
async function search(page: Page, keyword: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/serverCenter/searchService') && r.request().method() === 'POST');
  await searchBox(page).fill(keyword);
  await searchBox(page).press('Enter');
  await answered;
  await page.getByText(`“${keyword}”的搜索结果`).waitFor();
}

/** A student's services, read through the API, to pick ones with a given open way. */
async function servicesOf(token: string): Promise<ListedService[]> {
  const answer = await api('POST', '/api/blade-platform/serverCenter/page', { token, body: { current: 1, size: 100 } });
  expect(answer.status).toBe(1000);
  return (answer.result as { records: ListedService[] }).records;
}

/** Opens a service by name from the hall's search: the 办理 button of the card with exactly that name. */
async function openFromHall(page: Page, name: string): Promise<void> {
  await page.goto('/home/serviceHall');
  await search(page, name);
  await page
    .getByRole('button', { name: `办理 ${name}`, exact: true })
    .first()
    .click();
}

describe('service hall', () => {
  const b = useBrowser();

  beforeEach(async () => {
    await b.context.route(`${SERVICE_HOST}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>业务系统</title><h1>业务系统</h1>',
      }),
    );
    // Records every window.open (the real call still happens), so a pop-up window can be told from a new tab.
    await b.context.addInitScript(() => {
      const w = window as unknown as { __opens: string[][]; open: typeof window.open };
      w.__opens = [];
      const real = window.open.bind(window);
      w.open = (url?: string | URL, target?: string, features?: string) => {
        w.__opens.push([String(url), target ?? '', features ?? '']);
        return real(url, target, features);
      };
    });
  });

  it('should show a visitor a 请假 service first when searching 请假 or qj on the all-services page', async () => {
    await b.page.goto('/serviceCenterBeforLogin');
    await search(b.page, '请假');
    expect(await resultNames(b.page).first().textContent()).toContain('请假');
    await search(b.page, 'qj');
    expect(await resultNames(b.page).first().textContent()).toContain('请假');
  });

  it('should keep the suggestion list closed over the results after Enter, even when the suggestions answer later', async () => {
    await b.page.goto('/serviceCenterBeforLogin');
    const option = b.page.locator('.oh-search__option').first();
    // Enter comes before the typing pause that asks for suggestions: their answer must not open the list over the results.
    const suggested = b.page.waitForResponse((r) => r.url().includes('/guide/lucene/search'));
    await search(b.page, '请假');
    await suggested;
    await b.page.waitForTimeout(300);
    expect(await option.isVisible()).toBe(false);
    expect(await resultNames(b.page).first().isVisible()).toBe(true);
    // The next keystroke asks again.
    await searchBox(b.page).press('Backspace');
    await option.waitFor();
  });

  it('should ask a visitor to sign in before opening an online service and come back after', async () => {
    await b.page.goto('/serviceCenterBeforLogin');
    await search(b.page, '请假');
    const name = (await resultNames(b.page).first().textContent()) ?? '';
    await b.page
      .getByRole('button', { name: `办理 ${name}`, exact: true })
      .first()
      .click();
    await b.page.getByText(/需要先登录，是否前往登录/).waitFor();
    await b.page.getByRole('button', { name: '去登录' }).click();
    await waitForPath(b.page, '/login');
    const back = new URL(new URL(b.page.url()).searchParams.get('redirect') ?? '', 'http://x');
    expect(back.pathname).toBe('/serviceCenterBeforLogin');
    expect(back.searchParams.get('keyword')).toBe('请假');
    await signIn(b.page, 'student01');
    await waitForPath(b.page, '/serviceCenterBeforLogin');
    expect(await searchBox(b.page).inputValue()).toBe('请假');
  });

  it('should offer student01 the nearest services when a search finds nothing, and open one', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01');
    await b.page.goto('/home/serviceHall');
    await search(b.page, 'guashiii');
    const none = b.page.getByRole('region', { name: '没有找到相关服务' });
    await none.getByText('您是不是要找：').waitFor();
    await none.getByRole('button', { name: '校园卡挂失' }).click();
    await b.page.getByRole('dialog').getByText('校园卡挂失', { exact: true }).first().waitFor();
  });

  it('should let student01 collect a service and find it in the collection', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01');
    await b.page.goto('/home/serviceHall');
    const star = b.page.getByRole('button', { name: /^收藏 / }).first();
    await star.waitFor();
    const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^收藏 /, '');
    const collected = b.page.waitForResponse((r) => r.url().includes('/serverCenter/collect'));
    await star.click();
    expect((await (await collected).json()).status).toBe(1000);
    await b.page.getByRole('tab', { name: '我的收藏' }).click();
    await b.page.getByRole('button', { name: `取消收藏 ${name}`, exact: true }).waitFor();
    expect(await resultNames(b.page).allTextContents()).toContain(name);
  });

  it('should let student01 rate a service, refusing a sensitive word with the dialog and keeping the text', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'student01');
    await b.page.goto('/home/serviceHall');
    const first = resultNames(b.page).first();
    await first.waitFor();
    await first.click();
    const drawer = b.page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: /评\s*价/ }).click();
    const dialog = b.page.getByRole('dialog').filter({ hasText: '评价：' });
    await dialog.getByRole('radio').nth(3).click();
    const comment = dialog.getByLabel('评价内容');
    await comment.fill('可以找人代考吗');
    await dialog.getByRole('button', { name: /提交评价/ }).click();
    await b.page.getByText('包含敏感词「代考」').waitFor();
    expect(await comment.inputValue()).toBe('可以找人代考吗');
    await b.page
      .getByRole('button', { name: /知道了|确\s*定|OK/ })
      .last()
      .click();

    await comment.fill('办理很方便');
    const rated = b.page.waitForResponse((r) => r.url().includes('/serverCenter/rateService'));
    await dialog.getByRole('button', { name: /提交评价/ }).click();
    expect((await (await rated).json()).status).toBe(1000);
    await b.page.getByText('评价成功').waitFor();
    await drawer.getByText('办理很方便').waitFor();
  });

  it('should open services in the page (1001), in a pop-up window (1002) and in a new tab (1003), logging each visit', async () => {
    await b.page.goto('/login');
    const { result } = await signIn(b.page, 'student01');
    const services = await servicesOf(result!.access_token);
    const byWay = (way: number) => services.find((s) => s.openWay === way && s.accessWay !== 5);
    const inPage = byWay(1001)!;
    const popup = byWay(1002)!;
    const tab = byWay(1003)!;
    expect([inPage, popup, tab].every(Boolean)).toBe(true);

    let logged = b.page.waitForResponse((r) => r.url().includes('/nobody/userClickVisitLog/clickService'));
    await openFromHall(b.page, inPage.serviceName);
    await waitForPath(b.page, '/home/serviceIframPage');
    expect((await (await logged).json()).status).toBe(1000);
    expect(await b.page.locator('iframe').getAttribute('src')).toBe(inPage.serviceUrl);
    await b.page.getByRole('button', { name: /返\s*回/ }).click();
    await waitForPath(b.page, '/home/serviceHall');

    for (const [service, popupWindow] of [
      [popup, true],
      [tab, false],
    ] as const) {
      logged = b.page.waitForResponse((r) => r.url().includes('/nobody/userClickVisitLog/clickService'));
      const opened = b.context.waitForEvent('page');
      await openFromHall(b.page, service.serviceName);
      const other = await opened;
      await other.waitForURL((url) => url.href.startsWith(service.serviceUrl));
      expect((await (await logged).json()).status).toBe(1000);
      const opens = await b.page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens);
      const features = opens.at(-1)?.[2] ?? '';
      expect(features.includes('popup=yes')).toBe(popupWindow);
      await other.close();
    }
    expect(pathOf(b.page)).toBe('/home/serviceHall');
  });

  it('should append combStr when opening a service of access way 5', async () => {
    await b.page.goto('/login');
    const { result } = await signIn(b.page, 'student01');
    const comb = (await servicesOf(result!.access_token)).find((s) => s.accessWay === 5 && s.openWay !== 1001);
    expect(comb).toBeTruthy();
    const opened = b.context.waitForEvent('page');
    await openFromHall(b.page, comb!.serviceName);
    const other = await opened;
    await other.waitForURL((url) => url.href.startsWith(comb!.serviceUrl));
    expect(new URL(other.url()).searchParams.get('combStr')).toBe('student01');
  });

  it('should let the administrator take a service off the shelf after confirming, hiding it from students, and put it back', async () => {
    const name = '学生销假登记';
    await b.page.goto('/login');
    const token = (await signIn(b.page, 'student01')).result!.access_token;
    const studentSees = async () => {
      const answer = await api('POST', '/api/blade-platform/serverCenter/page', {
        token,
        body: { current: 1, size: 20, serviceName: name },
      });
      return (answer.result as { records: ListedService[] }).records.some((s) => s.serviceName === name);
    };
    expect(await studentSees()).toBe(true);

    // The administrator works in a browser context of their own, beside the student's.
    const adminContext = await b.browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const page = await adminContext.newPage();
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.goto('/userFrameConfig/serviceHallConfig');
    await page.getByLabel('搜索服务名称').fill(name);
    await page.getByLabel('搜索服务名称').press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await row.getByRole('button', { name: /下\s*架/ }).click();
    await page.getByText(`确定下架「${name}」吗？`).waitFor();
    const shelved = page.waitForResponse((r) => r.url().includes('/serviceInfo/shelf'));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    expect((await (await shelved).json()).status).toBe(1000);
    await row.getByText('已下架').waitFor();
    expect(await studentSees()).toBe(false);

    await row.getByRole('button', { name: /上\s*架/ }).click();
    await row.getByText('已上架').waitFor();
    expect(await studentSees()).toBe(true);
    await adminContext.close();
  });
});

describe('heat words', () => {
  const b = useBrowser();
  const visitorWords = async () =>
    ((await api('POST', '/api/blade-workbench/nobody/searchHeatWord')).result as { word: string }[]).map((w) => w.word);

  it('should let an administrator block a heat word from the keyboard, hiding it from visitors, and unblock it', async () => {
    const { page } = b;
    expect(await visitorWords()).toContain('请假');
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.goto('/userFrameConfig/serviceHallConfig');
    await page.getByRole('tab', { name: '热门搜索词' }).click();

    await page.getByRole('button', { name: '屏蔽「请假」' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('确定屏蔽「请假」吗？').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.replace(/\s/g, ''))).toBe('取消');
    const blocked = page.waitForResponse((r) => r.url().includes('/heatWordConfig/block'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect((await (await blocked).json()).status).toBe(1000);
    const row = page.locator('.ant-table-row').filter({ hasText: '请假' });
    await row.getByText('已屏蔽').waitFor();
    expect(await visitorWords()).not.toContain('请假');

    await row.getByRole('button', { name: '取消屏蔽「请假」' }).click();
    await page.getByText('已取消屏蔽「请假」').waitFor();
    expect(await visitorWords()).toContain('请假');
  });
});
