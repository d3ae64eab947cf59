import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { type FetchRoutes, ok, refused, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { config, duty, page, relation, service, tree } from '../lib/test-data.ts';
import ThreeListsPage from './three-lists-page.tsx';
import VisitorThreeListsPage from './visitor-three-lists-page.tsx';

let api: FetchRoutes;

function answerInventory(over: Parameters<typeof config>[0] = {}) {
  api.answer('/tripleList/getConfig', ok(config(over)));
  api.answer('/getTree', ok(tree));
  api.answer('/threeInventoryCount', ok({ deptCount: 2, dutyCount: 5, serviceCount: 3, linkCount: 4 }));
  api.answer('/serviceCount', ok([{ deptId: 'd1', deptName: '教务处', serviceCount: 2 }]));
  api.answer('/threeInventory/page', ok(page([])));
  api.answer('/queryDuty', ok(page([duty('u1', '负责本科教学管理', 1), duty('u2', '负责教材建设', 0)], 2)));
  api.answer('/queryService', ok(page([service('s1', '成绩单打印'), service('s2', '学籍异动申请', [])])));
  api.answer('/dutyAndService', ok(relation()));
  api.answer('/getServiceDeptRelation', ok(relation()));
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const renderAt = (path: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home/threelists" element={<ThreeListsPage />} />
          <Route path="/threelistsBeforLogin" element={<VisitorThreeListsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  useAuthStore.setState({
    accessToken: 't',
    userInfo: { account: 'student01', nick_name: '学生', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ accessToken: '', userInfo: null });
});

describe('ThreeListsPage', () => {
  it('should show the totals, the departments by category and the first department’s duties', async () => {
    answerInventory();
    renderAt('/home/threelists');
    expect(await screen.findByRole('heading', { level: 1, name: '三清单' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '教务处' })).toBeTruthy();
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
    expect(screen.getByText('暂无对应服务')).toBeTruthy();
    expect(screen.getByText('职责与服务关联')).toBeTruthy();
    expect(api.calls('/queryDuty')[0]?.body).toMatchObject({ deptId: 'd1', current: 1, size: 10 });
    // Signed in: the plain calls, not the visitor twins.
    expect(api.calls('/nobody/preLogin/threeInventory/getTree')).toHaveLength(0);
  });

  it('should list the department’s services, marking those with no duty, and open a service’s details', async () => {
    answerInventory();
    api.answer(
      '/serverCenter/details',
      ok({
        ...service('s1', '成绩单打印'),
        description: '',
        keywords: '',
        roles: [],
        shelf: true,
        sort: 0,
        guide: { materials: [], steps: [], conditions: '', fees: '', timeLimit: '', contact: '', attachments: [] },
      }),
    );
    api.answer('/serviceRateDetail', ok({ avgScore: 0, rateCount: 0, distribution: [], labels: [], comments: [] }));
    renderAt('/home/threelists');
    fireEvent.click(await screen.findByRole('tab', { name: /服务清单/ }));
    expect(await screen.findByText('学籍异动申请')).toBeTruthy();
    expect(screen.getByText('未对应职责')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '成绩单打印' }));
    await waitFor(() => expect(api.calls('/serverCenter/details')[0]?.body).toMatchObject({ serviceId: 's1' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: /办\s*理/ })).toBeTruthy();
  });

  it('should show which services carry out which duty, with the gaps marked', async () => {
    answerInventory();
    renderAt('/home/threelists');
    fireEvent.click(await screen.findByRole('tab', { name: /关系清单/ }));
    expect(await screen.findByText('共 2 项职责，其中 1 项暂无对应服务；1 项服务未对应职责。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '成绩单打印' })).toBeTruthy();
    expect(screen.getByText('以下服务尚未对应本部门的任何职责')).toBeTruthy();
  });

  it('should leave out the lists the configuration switches off', async () => {
    answerInventory({ showServices: false, showRelation: false, title: '部门三清单' });
    renderAt('/home/threelists');
    expect(await screen.findByRole('heading', { level: 1, name: '部门三清单' })).toBeTruthy();
    await screen.findByText('负责本科教学管理');
    expect(screen.getByRole('tab', { name: /职责清单/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /服务清单/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /关系清单/ })).toBeNull();
    expect(api.calls('/queryService')).toHaveLength(0);
  });

  it('should search duties and services across the school and open a result’s department', async () => {
    answerInventory();
    renderAt('/home/threelists');
    await screen.findByText('负责本科教学管理');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索职责或服务' }), { target: { value: ' 教学 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('“教学”的搜索结果')).toBeTruthy();
    await waitFor(() => expect(api.calls('/queryDuty').some((c) => (c.body as { keyword?: string }).keyword === '教学')).toBe(true));
    fireEvent.click((await screen.findAllByRole('button', { name: '教务处' }))[0]!);
    await waitFor(() => expect(screen.queryByText('“教学”的搜索结果')).toBeNull());
  });

  it('should say 暂无数据 when no department is public', async () => {
    answerInventory();
    api.answer('/getTree', ok([]));
    renderAt('/home/threelists');
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('should offer 重试 when the departments cannot be loaded, and load them again', async () => {
    answerInventory();
    api.answer('/getTree', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderAt('/home/threelists');
    await waitFor(() => expect(document.querySelector('.ant-result-title')?.textContent).toBe('部门加载失败'));
    api.answer('/getTree', ok(tree));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
  });

  it('should offer 重试 when a list cannot be loaded', async () => {
    answerInventory();
    api.answer('/queryDuty', refused(1004, '管理员已关闭职责清单，暂不提供查询'));
    renderAt('/home/threelists');
    expect(await screen.findByText('职责清单加载失败')).toBeTruthy();
    expect(screen.getByText('管理员已关闭职责清单，暂不提供查询')).toBeTruthy();
  });
});

describe('ThreeListsPage on a phone', () => {
  it('should list the departments by category in a drawer behind 选择部门, and switch department from it', async () => {
    answerInventory();
    renderAt('/home/threelists');
    fireEvent.click(await screen.findByRole('button', { name: /选择部门：教务处/ }));
    const nav = await screen.findByRole('navigation', { name: '部门' });
    expect(within(nav).getByText('行政部门')).toBeTruthy();
    expect(
      within(nav)
        .getByRole('button', { name: /教务处/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(within(nav).getByRole('button', { name: /财务处/ }));
    expect(await screen.findByRole('heading', { level: 2, name: '财务处' })).toBeTruthy();
    await waitFor(() => expect(api.calls('/queryDuty').some((c) => (c.body as { deptId?: string }).deptId === 'd2')).toBe(true));
  });
});

describe('VisitorThreeListsPage', () => {
  beforeEach(() => useAuthStore.setState({ accessToken: '', userInfo: null }));

  it('should serve a visitor through the nobody/preLogin calls', async () => {
    answerInventory();
    renderAt('/threelistsBeforLogin');
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
    expect(api.calls('/nobody/preLogin/threeInventory/getTree')).toHaveLength(1);
    expect(api.calls('/nobody/preLogin/threeInventory/queryDuty')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('should tell a visitor the page is closed to visitors and offer 登录', async () => {
    answerInventory({ visitorAllowed: false });
    renderAt('/threelistsBeforLogin');
    expect(await screen.findByText('三清单暂未向访客开放，请登录后查看')).toBeTruthy();
    expect(api.calls('/getTree')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('should take a signed-in user to the page inside the portal', async () => {
    answerInventory();
    useAuthStore.setState({
      accessToken: 't',
      userInfo: { account: 'student01', nick_name: '学生', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    renderAt('/threelistsBeforLogin');
    expect(await screen.findByRole('heading', { level: 1, name: '三清单' })).toBeTruthy();
  });
});
