import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { statistics, ticketDetail, ticketItem } from '../lib/test-data.ts';
import { FeedbackQueue } from './feedback-queue.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/questionScene/selectList', ok([{ value: 's1', label: '校园卡' }]));
  api.answer('/manage/scope', ok({ canManage: true, allDepts: true, deptIds: [] }));
  api.answer(
    '/manage/page',
    ok({
      records: [ticketItem(), ticketItem({ id: 't2', description: '热水器不热', deptName: '后勤管理处' })],
      total: 2,
      current: 1,
      size: 10,
      statistics,
    }),
  );
  api.answer('/manage/detail', ok(ticketDetail()));
  api.answer('/baseService/getDeptTree', ok([{ id: 'd1', code: 'JWC', name: '教务处', parentId: null, sort: 1, children: [] }]));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderQueue = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <FeedbackQueue />
    </AppProviders>,
  );
const button = (name: RegExp) => screen.getAllByText(name).at(-1)!.closest('button') as HTMLButtonElement;

describe('FeedbackQueue', () => {
  it('should list the queue with its department and state, and search by keyword', async () => {
    renderQueue();
    expect(await screen.findByText('热水器不热')).toBeTruthy();
    expect(screen.getByText('后勤管理处')).toBeTruthy();
    expect(screen.getByText('未分派')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '热水' } });
    fireEvent.click(button(/^查\s*询$/));
    await waitFor(() => expect(api.calls('/manage/page').at(-1)?.body).toMatchObject({ keyword: '热水', current: 1 }));
  });

  it('should refuse those who handle no ticket', async () => {
    api.answer('/manage/scope', ok({ canManage: false, allDepts: false, deptIds: [] }));
    renderQueue();
    expect(await screen.findByText('您没有处理反馈的权限')).toBeTruthy();
  });

  it('should offer only the changes the state allows, and accept a ticket', async () => {
    api.answer('/manage/accept', ok(ticketDetail({ state: 'accepted' })));
    renderQueue();
    fireEvent.click(await screen.findByLabelText('处理「校园卡在食堂刷不了」'));
    expect(await screen.findByText('处理进度')).toBeTruthy();
    // submitted: accept or reject, nothing else.
    expect(screen.queryByText(/^开始处理$/)).toBeNull();
    expect(screen.queryByText(/^答\s*复$/)).toBeNull();
    fireEvent.click(button(/^受\s*理$/));
    await waitFor(() => expect(api.calls('/manage/accept')[0]?.body).toMatchObject({ id: 't1' }));
  });

  it('should ask for the reason before rejecting, and show a refused change', async () => {
    api.answer('/manage/reject', refused(1004, '该反馈当前状态为「已受理」，不能驳回，请刷新后重试'));
    renderQueue();
    fireEvent.click(await screen.findByLabelText('处理「校园卡在食堂刷不了」'));
    fireEvent.click(await screen.findByText(/^驳\s*回$/));
    fireEvent.click(button(/^驳\s*回$/));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(api.calls('/manage/reject')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '重复反馈' } });
    fireEvent.click(button(/^驳\s*回$/));
    await waitFor(() => expect(api.calls('/manage/reject')[0]?.body).toMatchObject({ id: 't1', reason: '重复反馈' }));
    expect(await screen.findByText('该反馈当前状态为「已受理」，不能驳回，请刷新后重试')).toBeTruthy();
  });

  it('should assign a ticket to a department chosen from the tree', async () => {
    api.answer('/manage/assign', ok(ticketDetail({ deptId: 'd1', deptName: '教务处' })));
    renderQueue();
    fireEvent.click(await screen.findByLabelText('处理「校园卡在食堂刷不了」'));
    fireEvent.mouseDown(await screen.findByLabelText('处理部门'));
    fireEvent.click(await screen.findByTitle('教务处'));
    fireEvent.click(button(/^分\s*派$/));
    await waitFor(() => expect(api.calls('/manage/assign')[0]?.body).toMatchObject({ id: 't1', deptId: 'd1' }));
  });
});
