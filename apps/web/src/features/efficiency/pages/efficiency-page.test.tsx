import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { DEFAULT_TABS, useUiStore } from '../../../stores/ui.ts';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import * as data from '../lib/test-data.ts';
import EfficiencyPage from './efficiency-page.tsx';
import VisitorEfficiencyPage from './visitor-efficiency-page.tsx';

// ECharts draws nothing in jsdom: a stand-in records the options it is given.
const drawn = vi.hoisted(() => [] as unknown[]);
vi.mock('../components/echarts-setup.ts', () => ({
  init: () => ({ setOption: (o: unknown) => drawn.push(o), resize() {}, dispose() {} }),
}));

let api: FetchRoutes;

function answerAll() {
  api.answer('/semesterList', ok(data.semesters));
  api.answer('/getReportConfig', ok(data.layout()));
  api.answer('/overView', ok(data.overview()));
  api.answer('/processTrending', ok(data.trend()));
  api.answer('/serviceHeatRate', ok(data.heat));
  api.answer('/deptTree', ok(data.deptTree));
  api.answer('/reportTable', ok(data.reportTable));
  api.answer('/OAOverview', ok(data.oa));
  api.answer('/efficiencyReportList', ok(data.reports));
}

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}

const renderAt = (path: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home/effectivenessSupervision" element={<EfficiencyPage />} />
          <Route path="/effectivenessSupervisionBeforLogin" element={<VisitorEfficiencyPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

const signIn = () =>
  useAuthStore.setState({
    accessToken: 't',
    userInfo: { account: 'admin', nick_name: '管理员', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });

/** A drawn chart: the image named by its title (role queries are slow on pages this size). */
const findChart = (name: string) =>
  waitFor(() => {
    const chart = document.querySelector<HTMLElement>(`[role="img"][aria-label="${name}"]`);
    if (!chart) throw new Error(`no chart ${name}`);
    return chart;
  });

const bodyOf = (suffix: string, i = -1) => api.calls(suffix).at(i)?.body as Record<string, unknown> | undefined;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  drawn.length = 0;
  useUiStore.setState({ tabs: { ...DEFAULT_TABS } });
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ accessToken: '', userInfo: null });
});

describe('EfficiencyPage', () => {
  it('should show the indicators with their change and the charts of the current semester', async () => {
    answerAll();
    renderAt('/home/effectivenessSupervision');
    expect(await screen.findByRole('heading', { level: 1, name: '效能监督' })).toBeTruthy();
    const tiles = await screen.findByText('发起办件');
    expect(within(tiles.closest('li')!).getByText('1,200')).toBeTruthy();
    expect(within(tiles.closest('li')!).getByText(/较上期上升 20.0%/)).toBeTruthy();
    // A fall of the average time is good news.
    expect(screen.getByText(/较上期下降 25.0%/).className).toContain('--good');
    expect(bodyOf('/overView')).toMatchObject({ period: { kind: 'semester', semesterId: 's2' } });
    // The chart is an image described by its summary.
    const chart = await findChart('办件趋势');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!);
    expect(summary?.textContent).toContain('发起 95 件');
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    // Signed in: the plain calls.
    expect(api.calls('/nobody/efficiencyHomePage/overView')).toHaveLength(0);
  });

  it('should show a chart’s numbers as a table, and change granularity', async () => {
    answerAll();
    renderAt('/home/effectivenessSupervision');
    const panel = (await screen.findByText('办件趋势')).closest('section')!;
    await findChart('办件趋势');
    fireEvent.click(within(panel).getByText('表格'));
    expect(await within(panel).findAllByText('周（起始日）')).not.toHaveLength(0);
    expect(within(panel).getByText('09-08 起')).toBeTruthy();
    fireEvent.click(within(panel).getByText('按月'));
    await waitFor(() => expect(bodyOf('/processTrending')).toMatchObject({ granularity: 'month' }));
  });

  it('should ask again for the chosen month and keep it in the address', async () => {
    answerAll();
    renderAt('/home/effectivenessSupervision?period=month:2025-10');
    await screen.findByText('发起办件');
    expect(bodyOf('/overView')).toMatchObject({ period: { kind: 'month', month: '2025-10' } });
    fireEvent.click(screen.getByText('学期'));
    await waitFor(() => expect(bodyOf('/overView')).toMatchObject({ period: { kind: 'semester', semesterId: 's2' } }));
  });

  it('should refuse a custom range ending before it starts, without asking the server', async () => {
    answerAll();
    renderAt('/home/effectivenessSupervision');
    await screen.findByText('发起办件');
    fireEvent.click(screen.getByText('自定义'));
    const calls = api.calls('/overView').length;
    const start = screen.getByLabelText('开始日期');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2025-10-10' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    const end = screen.getByLabelText('结束日期');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2025-10-01' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '结束日期不能早于开始日期，请重新选择统计区间');
    expect(api.calls('/overView')).toHaveLength(calls);
  });

  it('should say 暂无数据 for a chart without data, and offer 重试 when a part fails', async () => {
    answerAll();
    api.answer('/serviceHeatRate', ok([]));
    api.answer('/processTrending', refused(1004, '统计服务繁忙'));
    renderAt('/home/effectivenessSupervision');
    const heat = (await screen.findByText('服务热度排行')).closest('section')!;
    expect(await within(heat).findAllByText('暂无数据')).not.toHaveLength(0);
    expect(await screen.findByText('「办件趋势」加载失败')).toBeTruthy();
    expect(screen.getByText('统计服务繁忙')).toBeTruthy();
    api.answer('/processTrending', ok(data.trend()));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await findChart('办件趋势')).toBeTruthy();
  });

  it('should sort the department table on the server, and drill from a department to its services, a service’s processes and a process’s nodes', async () => {
    answerAll();
    api.answer('/reportTableDrill', ok(data.drillServices), ok(data.drillInstances), ok(data.drillNodes));
    renderAt('/home/effectivenessSupervision');
    fireEvent.click(await screen.findByText('部门报表'));
    expect(await screen.findByText('全校合计')).toBeTruthy();
    expect(bodyOf('/reportTable')).toMatchObject({ sortField: 'started', sortOrder: 'descend' });
    fireEvent.click(screen.getAllByText('按时办结率')[0]!);
    await waitFor(() => expect(bodyOf('/reportTable')).toMatchObject({ sortField: 'onTimeRate', sortOrder: 'descend' }));
    fireEvent.click(screen.getByLabelText(/^教务处：/));
    await waitFor(() => expect(bodyOf('/reportTableDrill')).toMatchObject({ level: 'service', deptId: 'd1' }));
    fireEvent.click(await screen.findByLabelText(/^成绩单打印：/));
    await waitFor(() => expect(bodyOf('/reportTableDrill')).toMatchObject({ level: 'instance', deptId: 'd1', serviceId: 'v1' }));
    fireEvent.click(await screen.findByLabelText(/^成绩单打印申请：/));
    await waitFor(() => expect(bodyOf('/reportTableDrill')).toMatchObject({ level: 'node', processId: 'p1' }));
    const row = (await screen.findByText('教务审核')).closest('tr')!;
    expect(within(row).getByText('李老师')).toBeTruthy();
    expect(within(row).getByText('26.0 小时')).toBeTruthy();
    expect(within(row).getByText('超时')).toBeTruthy();
    // The breadcrumb leads back up.
    fireEvent.click(within(screen.getByLabelText('报表层级')).getByText('全部部门'));
    expect(await screen.findByText('全校合计')).toBeTruthy();
  });
});

describe('VisitorEfficiencyPage', () => {
  beforeEach(() => useAuthStore.setState({ accessToken: '', userInfo: null }));

  it('should show a visitor only the parts the configuration opens, through the nobody calls', async () => {
    answerAll();
    api.answer(
      '/getReportConfig',
      ok(data.layout({ indicators: data.layout().indicators.slice(0, 1), charts: data.layout().charts.slice(0, 1) })),
    );
    api.answer('/overView', ok(data.overview(['started'])));
    renderAt('/effectivenessSupervisionBeforLogin');
    expect(await screen.findByText('发起办件')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '办件趋势' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '部门报表' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '个人效能' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '服务热度排行' })).toBeNull();
    expect(api.calls('/nobody/efficiencyHomePage/overView')).toHaveLength(1);
    expect(api.calls('/serviceHeatRate')).toHaveLength(0);
    // Exports need a sign-in.
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('should tell a visitor the page is closed to visitors and offer 登录', async () => {
    answerAll();
    api.answer('/getReportConfig', { status: 403, body: { status: 403, msg: '效能监督暂未向访客开放，请登录后查看' } });
    renderAt('/effectivenessSupervisionBeforLogin');
    expect(await screen.findByText('效能监督暂未向访客开放，请登录后查看')).toBeTruthy();
    expect(api.calls('/overView')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/login/));
  });

  it('should take a signed-in user to the page inside the portal', async () => {
    answerAll();
    signIn();
    renderAt('/effectivenessSupervisionBeforLogin?period=month:2025-10');
    expect(await screen.findByRole('heading', { level: 1, name: '效能监督' })).toBeTruthy();
    await waitFor(() => expect(bodyOf('/overView')).toMatchObject({ period: { kind: 'month', month: '2025-10' } }));
  });
});
