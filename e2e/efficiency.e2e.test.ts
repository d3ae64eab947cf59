import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { api, baseURL, signIn, useBrowser, waitForPath } from './helpers.ts';

const PAGE = '/home/effectivenessSupervision';
const VISITOR_PAGE = '/effectivenessSupervisionBeforLogin';
const CONFIG_PAGE = '/userFrameConfig/effectivenessMonitoringConfig';
const VISITOR_LAYOUT = '/api/online-service-platform/nobody/efficiencyHomePage/getReportConfig';
const CONFIG_DETAIL = '/api/online-service-platform/efficiencyConfig/detail';
const CONFIG_SAVE = '/api/online-service-platform/efficiencyConfig/save';

/** The indicator tiles' labels, in order. */
const tileLabels = (page: Page) => page.locator('.oh-eff-tile__label').allTextContents();

/** The drawn chart of a panel (an SVG inside the image named by the panel's title) and the summary describing it. */
async function chartOf(page: Page, title: string) {
  const chart = page.getByRole('img', { name: title, exact: true });
  await chart.locator('svg text').first().waitFor();
  const summaryId = await chart.getAttribute('aria-describedby');
  return {
    summary: await page.locator(`[id="${summaryId}"]`).textContent(),
    svg: await chart.locator('svg').innerHTML(),
  };
}

describe('efficiency supervision', () => {
  const b = useBrowser({ viewport: { width: 1440, height: 900 } });
  let restore: (() => Promise<void>) | null = null;

  afterEach(async () => {
    // The server is shared by every journey: put the configuration back as it was.
    await restore?.();
    restore = null;
  });

  it('should let an administrator switch the period, see the charts change, and drill from a department to a node', async () => {
    await signIn(b.page, 'admin');
    await b.page.goto(PAGE);
    await b.page.getByRole('heading', { level: 1, name: '效能监督' }).waitFor();
    await b.page.locator('.oh-eff-tile').first().waitFor();
    // The administrator sees every indicator, those closed to visitors too.
    expect(await tileLabels(b.page)).toContain('平均办理时长');
    const semester = await chartOf(b.page, '办件趋势');
    expect(semester.summary).toMatch(/发起 [\d,]+ 件/);

    // 月份 applies the current month at once: the figures and the trend are asked again and redrawn.
    const asked = b.page.waitForResponse(
      (r) => r.url().includes('/efficiencyHomePage/processTrending') && r.request().postData()?.includes('"month"') === true,
    );
    await b.page.getByText('月份', { exact: true }).click();
    await asked;
    await expect.poll(async () => (await chartOf(b.page, '办件趋势')).summary).not.toBe(semester.summary);
    expect((await chartOf(b.page, '办件趋势')).svg).not.toBe(semester.svg);
    expect(new URL(b.page.url()).searchParams.get('period')).toMatch(/^month:\d{4}-\d{2}$/);

    // Back to the semester for a period with history in every department, then down the department report.
    await b.page.getByText('学期', { exact: true }).click();
    await b.page.getByRole('tab', { name: '部门报表' }).click();
    await b.page.getByText('全校合计').waitFor();
    // 导出 hands the table to the shared export dialog; the server's export job writes it.
    await b.page.getByRole('button', { name: '导出部门效能报表' }).click();
    const exporting = b.page.locator('.ant-modal').filter({ hasText: '批量导出 - 部门效能报表' });
    await exporting.getByText(/共 [1-9]\d* 条数据/).waitFor();
    await exporting.getByRole('button', { name: /^导\s*出$/ }).click();
    const progress = b.page.locator('.ant-modal').filter({ hasText: '数据导出' });
    await progress.getByText('导出完成').waitFor({ timeout: 15_000 });
    await progress
      .getByRole('button', { name: /^关\s*闭$/ })
      .last()
      .click();
    const dept = b.page.locator('.oh-eff-drill-link').first();
    const deptName = (await dept.textContent())!.trim();
    await dept.click();
    const levels = b.page.getByRole('navigation', { name: '报表层级' });
    await levels.getByText(deptName).waitFor();
    await b.page.locator('.oh-eff-drill-link').first().click();
    await b.page.getByText('仅看超时办件').waitFor();
    await b.page.locator('.oh-eff-drill-link').first().click();
    await b.page.getByText('办件的各个环节，按办理顺序。').waitFor();
    const nodes = b.page.locator('.oh-eff-report tbody tr.ant-table-row');
    await nodes.first().waitFor();
    const headers = await b.page.locator('.oh-eff-report thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['环节', '办理人', '用时']));
    const first = await nodes.first().locator('td').allTextContents();
    expect(first[2]?.trim()).not.toBe('');
    expect(first[6]).toMatch(/分钟|小时|天/);
  });

  it('should show a visitor only the indicators and charts the configuration opens to visitors', async () => {
    const layout = (await api('POST', VISITOR_LAYOUT, { body: {} })).result as {
      indicators: { label: string }[];
      charts: { key: string; label: string }[];
    };
    await b.page.goto(VISITOR_PAGE);
    await b.page.locator('.oh-eff-tile').first().waitFor();
    expect(await tileLabels(b.page)).toEqual(layout.indicators.map((i) => i.label));
    expect(await tileLabels(b.page)).not.toContain('平均办理时长');
    const titles = await b.page.locator('.oh-eff-panel__title').allTextContents();
    expect(titles).toEqual(
      layout.charts
        .filter((c) => ['trend', 'heat', 'likes', 'timeoutProcess', 'timeoutNode', 'sceneTree'].includes(c.key))
        .map((c) => c.label),
    );
    expect(titles).not.toContain('超时办件');
    expect(await b.page.getByRole('tab', { name: '部门报表' }).count()).toBe(0);
    expect(await b.page.getByRole('tab', { name: '个人效能' }).count()).toBe(0);
    // Exports need a sign-in.
    expect(await b.page.getByRole('button', { name: /^导出/ }).count()).toBe(0);
  });

  it('should send a student to /home/noPower, and let the administrator close an indicator to visitors', async () => {
    const student = await b.browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const studentPage = await student.newPage();
    await signIn(studentPage, 'student01');
    await studentPage.goto(CONFIG_PAGE);
    await waitForPath(studentPage, '/home/noPower');
    await student.close();

    const answer = await signIn(b.page, 'admin');
    const token = answer.result!.access_token;
    const before = (await api('POST', CONFIG_DETAIL, { token, body: {} })).result as Record<string, unknown>;
    restore = async () => {
      const { indicators, charts, visitorAllowed } = before;
      await api('POST', CONFIG_SAVE, { token, body: { indicators, charts, visitorAllowed } });
    };
    await b.page.goto(CONFIG_PAGE);
    await b.page.getByRole('heading', { name: '效能监督配置' }).waitFor();
    const visits = b.page.getByRole('switch', { name: '访问量对访客可见' });
    expect(await visits.getAttribute('aria-checked')).toBe('true');
    await visits.click();
    const saved = b.page.waitForResponse((r) => r.url().includes('/efficiencyConfig/save'));
    await b.page.getByRole('button', { name: /^保\s*存$/ }).click();
    expect(((await (await saved).json()) as { status: number }).status).toBe(1000);
    await b.page.getByText('保存成功').waitFor();

    const visitor = await b.browser.newContext({ baseURL: baseURL(), locale: 'zh-CN' });
    const page = await visitor.newPage();
    await page.goto(VISITOR_PAGE);
    await page.locator('.oh-eff-tile').first().waitFor();
    expect(await tileLabels(page)).toContain('发起办件');
    expect(await tileLabels(page)).not.toContain('访问量');
    await visitor.close();
  });
});
