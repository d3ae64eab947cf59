import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { CentreDisplayConfig } from './centre-display-config.tsx';

const DETAIL = '/serviceCentreConfig/application/detail';
const SUBMIT = '/serviceCentreConfig/application/submit';
const service = (serviceId: string, serviceName: string) => ({
  serviceId,
  serviceName,
  serviceDeptName: '教务处',
  processType: 'ONLINE',
  openWay: 1001,
  accessWay: 1,
  serviceUrl: '',
});
const shown = [service('s1', '成绩查询'), service('s2', '课表查询'), service('s3', '考试安排')];

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderConfig(): FetchRoutes {
  stubResizeObserver();
  const api = stubFetch();
  api.answer(DETAIL, ok(shown));
  api.answer('/serverCenter/page', ok({ records: [], total: 0, current: 1, size: 20 }));
  render(
    <AppProviders>
      <CentreDisplayConfig centre="APPLICATION" />
    </AppProviders>,
  );
  return api;
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('CentreDisplayConfig', () => {
  it('should list the shown services in order with text-link actions, the ends unable to move further', async () => {
    renderConfig();
    expect(await screen.findByText('课表查询')).toBeTruthy();
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('成绩查询'),
      expect.stringContaining('课表查询'),
      expect.stringContaining('考试安排'),
    ]);
    expect((screen.getByRole('button', { name: '上移「成绩查询」' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移「考试安排」' }) as HTMLButtonElement).disabled).toBe(true);
    // Nothing changed yet: 取消 and 保存 wait.
    expect((screen.getByRole('button', { name: /^取\s*消$/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^保\s*存$/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should move a service, remove one only after confirmation, and save the new order', async () => {
    const api = renderConfig();
    fireEvent.click(await screen.findByRole('button', { name: '下移「成绩查询」' }));
    expect(within(rows()[0]!).getByText('课表查询')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '删除「考试安排」' }));
    expect(await screen.findByText('确定不再展示「考试安排」吗？')).toBeTruthy();
    expect(screen.getByText('考试安排')).toBeTruthy();
    const confirm = document.querySelector('.ant-popconfirm .ant-btn-dangerous') as HTMLButtonElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(rows()).toHaveLength(2));

    api.answer(SUBMIT, ok([shown[1], shown[0]]));
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(api.calls(SUBMIT)).toHaveLength(1));
    expect(api.calls(SUBMIT)[0]?.body).toMatchObject({ serviceIds: ['s2', 's1'] });
  });

  it('should put the saved list back with 取消', async () => {
    renderConfig();
    fireEvent.click(await screen.findByRole('button', { name: '下移「成绩查询」' }));
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    expect(within(rows()[0]!).getByText('成绩查询')).toBeTruthy();
  });
});
