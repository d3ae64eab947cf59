import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { AppEvents, emit } from '../../../stores/events.ts';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import DutyListPage from './duty-list-page.tsx';

const duty = (id: string, description: string) => ({
  id,
  deptId: 'd1',
  deptCode: 'JWC',
  deptName: '教务处',
  dutyDescription: description,
  dutyType: '1',
  dutyTypeName: '主体职责',
  basis: '',
  sort: 0,
  updateTime: '2026-01-01T00:00:00.000Z',
});

const page = (records: unknown[], total = records.length) => ok({ records, total, current: 1, size: 10 });

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/dict/deptCode', ok([{ dictKey: 'JWC', dictValue: '教务处' }]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AppProviders>
      <DutyListPage />
    </AppProviders>,
  );

describe('DutyListPage', () => {
  it('should list the department duties with paging', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理'), duty('2', '负责学籍管理')], 25));
    renderPage();
    expect(await screen.findByText('负责本科教学管理')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(api.calls('/ospDeptDutyListConfig/page')[0]?.body).toMatchObject({ current: 1, size: 10 });
  });

  it('should say 暂无数据 when there are no duties', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([]));
    renderPage();
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    api.answer('/ospDeptDutyListConfig/page', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderPage();
    expect(await screen.findByText('职责清单加载失败')).toBeTruthy();
  });

  it('should delete a duty only after confirmation', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    api.answer('/ospDeptDutyListConfig/remove', ok(1));
    renderPage();
    await screen.findByText('负责本科教学管理');
    fireEvent.click(screen.getByText(/^删\s*除$/).closest('button')!);
    expect(await screen.findByText('确定删除该职责吗？')).toBeTruthy();
    expect(api.calls('/ospDeptDutyListConfig/remove')).toHaveLength(0);
    const confirm = screen
      .getAllByText(/^删\s*除$/)
      .at(-1)!
      .closest('button')!;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/remove')[0]?.body).toMatchObject({ ids: '1' }));
  });

  it('should reload when a transfer dialog emits the refresh event', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理')]));
    renderPage();
    await screen.findByText('负责本科教学管理');
    const before = api.calls('/ospDeptDutyListConfig/page').length;
    act(() => emit(AppEvents.refresh, { listKey: 'deptDuty' }));
    await waitFor(() => expect(api.calls('/ospDeptDutyListConfig/page').length).toBe(before + 1));
  });

  it('should hand the ticked rows to the export dialog as data range 3', async () => {
    api.answer('/ospDeptDutyListConfig/page', page([duty('1', '负责本科教学管理'), duty('2', '负责学籍管理')]));
    api.answer('/exportFields', ok([{ key: 'deptName', label: '部门名称', checked: true }]));
    api.answer('/export/count', ok(2));
    renderPage();
    await screen.findByText('负责学籍管理');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByText('批量导出').closest('button')!);
    fireEvent.click(await screen.findByRole('radio', { name: '勾选数据' }));
    expect(await screen.findByText('共 1 条数据')).toBeTruthy();
  });
});
