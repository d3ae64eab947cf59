import { afterEach, describe, expect, it } from 'vitest';
import { api, chooseMenuItem, signIn, useBrowser, waitForPath } from './helpers.ts';

/** The demo campus's service addresses are on a host this machine cannot reach; the browser gets a stand-in page. */
const SERVICE_HOST = 'https://ehall.mdu.edu.cn/';
const CONFIG_PATH = '/api/online-service-platform/tripleList/saveConfig';
const GET_CONFIG_PATH = '/api/online-service-platform/nobody/tripleList/getConfig';

/** 保卫处 offers visitors an offline service (访客校园卡申领), which opens without signing in. */
const DEPT = '保卫处';
const VISITOR_SERVICE = '访客校园卡申领';

describe('three lists', () => {
  const b = useBrowser();
  let restore: (() => Promise<void>) | null = null;

  afterEach(async () => {
    // The server is shared by every journey: put the configuration back as it was.
    await restore?.();
    restore = null;
  });

  it('should let a visitor pick a department, see its duties and services, and open a service', async () => {
    await b.context.route(`${SERVICE_HOST}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>业务系统</title><h1>业务系统</h1>',
      }),
    );
    await b.page.goto('/threelistsBeforLogin');
    const departments = b.page.getByRole('navigation', { name: '部门' });
    await departments.getByRole('button', { name: new RegExp(DEPT) }).click();
    await b.page.getByRole('heading', { level: 2, name: DEPT }).waitFor();

    // 职责清单: numbered duties with their type.
    const duties = b.page.locator('.oh-tl-duty');
    await duties.first().waitFor();
    expect(await duties.count()).toBeGreaterThan(0);

    // 服务清单: the department's visitor services; the name opens the details, 办理 the service itself.
    await b.page.getByRole('tab', { name: /服务清单/ }).click();
    await b.page.getByRole('button', { name: VISITOR_SERVICE, exact: true }).click();
    const drawer = b.page.getByRole('dialog').filter({ hasText: VISITOR_SERVICE });
    await drawer.getByRole('heading', { name: '办事指南' }).waitFor();
    await b.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const opened = b.context.waitForEvent('page');
    await b.page.getByRole('button', { name: `办理 ${VISITOR_SERVICE}`, exact: true }).click();
    const service = await opened;
    await service.waitForLoadState('domcontentloaded');
    expect(service.url()).toContain(SERVICE_HOST);

    // 关系清单: the duties with the services carrying them out.
    await b.page.getByRole('tab', { name: /关系清单/ }).click();
    await b.page.getByText(/共 \d+ 项职责/).waitFor();
  });

  it('should hide a list from the public page once the administrator turns it off', async () => {
    const answer = await signIn(b.page, 'admin');
    const token = answer.result!.access_token;
    const before = (await api('POST', GET_CONFIG_PATH, { body: {} })).result as Record<string, unknown> & {
      categories: { id: string; name: string; shown: boolean }[];
    };
    restore = async () => {
      const { categories, ...rest } = before;
      await api('POST', CONFIG_PATH, {
        token,
        body: { ...rest, categories: categories.map(({ id, name, shown }) => ({ id, name, shown })) },
      });
    };

    await b.page.goto('/home/threelists');
    await b.page.getByRole('tab', { name: /服务清单/ }).waitFor();

    await b.page.goto('/userFrameConfig/threeListsConfig');
    await b.page.getByRole('heading', { name: '三清单配置' }).waitFor();
    const services = b.page.getByRole('switch', { name: '显示服务清单' });
    expect(await services.getAttribute('aria-checked')).toBe('true');
    await services.click();
    const saved = b.page.waitForResponse((r) => r.url().includes('/tripleList/saveConfig'));
    await b.page.getByRole('button', { name: /^保\s*存$/ }).click();
    expect(((await (await saved).json()) as { status: number }).status).toBe(1000);
    await b.page.getByText('保存成功').waitFor();

    await b.page.goto('/home/threelists');
    await waitForPath(b.page, '/home/threelists');
    await b.page.getByRole('tab', { name: /职责清单/ }).waitFor();
    expect(await b.page.getByRole('tab', { name: /服务清单/ }).count()).toBe(0);
    expect(await b.page.getByRole('tab', { name: /关系清单/ }).count()).toBe(1);
  });

  it('should let a department administrator maintain their departments from the 配置 menu, without a refused call', async () => {
    const refused: string[] = [];
    b.page.on('response', async (r) => {
      if (!r.url().includes('/api/')) return;
      const body = (await r.json().catch(() => null)) as { status?: number } | null;
      if (r.status() === 403 || body?.status === 403) refused.push(new URL(r.url()).pathname);
    });
    await signIn(b.page, 'staff01');
    // As in no-power.e2e.test.ts: a click landing while the menu fades is tried again.
    for (let attempt = 1; ; attempt++) {
      await b.page.getByRole('button', { name: /配置/ }).first().click();
      await chooseMenuItem(b.page, '部门职责清单配置');
      if (
        await waitForPath(b.page, '/home/deptResponsibilityListConfig', 5_000).then(
          () => true,
          () => false,
        )
      )
        break;
      if (attempt === 3) throw new Error('the 配置 menu did not open the department duty page');
    }
    await b.page.getByText('维护您管理的部门（教务处、学生工作处）', { exact: false }).waitFor();
    const rows = b.page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    for (const dept of await rows.locator('td:nth-child(2)').allTextContents()) expect(['教务处', '学生工作处']).toContain(dept);
    await b.page.getByRole('tab', { name: '职责与服务' }).click();
    await b.page
      .getByRole('button', { name: /关联服务/ })
      .first()
      .waitFor();
    await b.page.getByRole('tab', { name: '部门信息' }).click();
    await b.page.getByRole('cell', { name: '学生工作处' }).first().waitFor();
    expect(refused).toEqual([]);
  });
});
