import type { ServiceDetail } from '@onehall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { ServiceFormDrawer } from './service-form.tsx';

const service = (accessWay: number): ServiceDetail => ({
  serviceId: 's1',
  serviceName: '成绩单打印',
  serviceIcon: null,
  serviceDeptName: '教务处',
  serviceSceneName: null,
  processType: 'ONLINE',
  hasGuide: false,
  visitCount: 0,
  accessWay,
  openWay: 1003,
  serviceUrl: 'https://jw.example.edu/print',
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
  description: '',
  keywords: '',
  guide: { materials: [], steps: [], conditions: '', fees: '', timeLimit: '', contact: '', attachments: [] },
  roles: [],
  shelf: true,
  sort: 0,
});

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubSignedFetch();
  api.answer('/serviceInfo/optionList', ok({ depts: [{ id: 'd1', name: '教务处', sort: 0, serviceCount: 1 }], scenes: [], types: [] }));
  api.answer('/baseService/getRoleList', ok([]));
});

afterEach(() => vi.unstubAllGlobals());

async function openEdit(accessWay: number) {
  api.answer('/serviceInfo/detail', ok(service(accessWay)));
  api.answer('/serviceInfo/submit', ok(service(accessWay)));
  render(
    <AppProviders>
      <ServiceFormDrawer open serviceId="s1" onClose={() => undefined} />
    </AppProviders>,
  );
  const form = await screen.findByRole('form', { name: '编辑服务' });
  await waitFor(() => expect(within(form).getByLabelText('服务名称')).toHaveProperty('value', '成绩单打印'));
  return form;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('ServiceFormDrawer 访问方式', () => {
  it('should offer labelled access ways and save the chosen code', async () => {
    const form = await openEdit(1);
    expect(within(form).getByTitle('直接访问')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /访问方式/ }));
    fireEvent.click(await screen.findByTitle('附带登录账号（combStr 参数）'));
    save();
    await waitFor(() => expect(api.calls('/serviceInfo/submit')).toHaveLength(1));
    expect(api.calls('/serviceInfo/submit')[0]?.body).toMatchObject({ serviceId: 's1', accessWay: 5 });
  });

  it('should keep a stored code that has no label of its own', async () => {
    const form = await openEdit(3);
    expect(within(form).getByTitle('其他（代码 3，直接访问）')).toBeTruthy();
    save();
    await waitFor(() => expect(api.calls('/serviceInfo/submit')).toHaveLength(1));
    expect(api.calls('/serviceInfo/submit')[0]?.body).toMatchObject({ accessWay: 3 });
  });
});
