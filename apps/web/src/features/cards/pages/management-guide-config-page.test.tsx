import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import ManagementGuideConfigPage from './management-guide-config-page.tsx';

const service = {
  serviceId: 's1',
  serviceName: '学生证补办',
  serviceIcon: null,
  serviceDeptName: '学生处',
  serviceSceneName: null,
  processType: 'ONLINE',
  hasGuide: true,
  visitCount: 3,
  accessWay: 1,
  openWay: 1003,
  serviceUrl: 'https://example.edu/card',
  serviceDeptId: 'd1',
  serviceSceneId: null,
  serviceTypeId: null,
  serviceTypeName: null,
  centre: 'BOTH',
  visitorVisible: false,
  collected: false,
  avgScore: 0,
  rateCount: 0,
  launchedAt: '2026-01-01T00:00:00.000Z',
  description: '补办学生证',
  keywords: '学生证',
  guide: {
    materials: ['身份证'],
    steps: ['在线申请'],
    conditions: '在校生',
    fees: '10元',
    timeLimit: '3个工作日',
    contact: '学生处',
    attachments: [],
  },
  roles: ['student'],
  shelf: true,
  sort: 0,
};

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders>
      <ManagementGuideConfigPage />
    </AppProviders>,
  );

describe('ManagementGuideConfigPage', () => {
  it('should list services with whether their guide is configured', async () => {
    api.answer('/serverCenter/queryShelfService', ok({ records: [service], total: 1, current: 1, size: 10 }));
    renderPage();
    expect(await screen.findByText('学生证补办')).toBeTruthy();
    expect(screen.getByText('已配置')).toBeTruthy();
  });

  it('should say 暂无数据 when no service matches', async () => {
    api.answer('/serverCenter/queryShelfService', ok({ records: [], total: 0, current: 1, size: 10 }));
    renderPage();
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('should show the server message when the list is refused', async () => {
    api.answer('/serverCenter/queryShelfService', {
      status: 200,
      body: { status: 1004, code: 1004, msg: '没有该配置页面的权限', result: null },
    });
    renderPage();
    expect(await screen.findByText('服务列表加载失败')).toBeTruthy();
    expect(screen.getByText('没有该配置页面的权限')).toBeTruthy();
  });

  it('should save an edited guide keeping the rest of the service unchanged', async () => {
    api.answer('/serverCenter/queryShelfService', ok({ records: [service], total: 1, current: 1, size: 10 }));
    api.answer('/serviceInfo/detail', ok(service));
    api.answer('/serviceInfo/submit', ok(service));
    renderPage();
    // Label and text queries: role queries over antd's table and drawer are slow enough in jsdom to time out on a busy machine.
    fireEvent.click(await screen.findByLabelText('编辑指南：学生证补办'));
    const timeLimit = await screen.findByLabelText('办理时限');
    await waitFor(() => expect((timeLimit as HTMLInputElement).value).toBe('3个工作日'));
    fireEvent.change(timeLimit, { target: { value: '5个工作日' } });
    fireEvent.click(screen.getByText(/添加材料/).closest('button')!);
    fireEvent.change(await screen.findByLabelText('申请材料第2项'), { target: { value: '照片' } });
    fireEvent.click(screen.getByText(/^保\s*存$/).closest('button')!);
    await waitFor(() => expect(api.calls('/serviceInfo/submit')).toHaveLength(1));
    expect(api.calls('/serviceInfo/submit')[0]?.body).toMatchObject({
      serviceId: 's1',
      serviceName: '学生证补办',
      deptId: 'd1',
      roles: ['student'],
      shelf: true,
      guide: { materials: ['身份证', '照片'], steps: ['在线申请'], timeLimit: '5个工作日', fees: '10元' },
    });
  });
});
