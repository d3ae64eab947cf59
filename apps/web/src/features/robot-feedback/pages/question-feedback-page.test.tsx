import { sensitiveWordMessage } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { FeedbackFormDrawer } from '../components/feedback-form.tsx';
import { statistics, ticketDetail, ticketItem } from '../lib/test-data.ts';
import QuestionFeedbackPage from './question-feedback-page.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/questionScene/selectList', ok([{ value: 's1', label: '校园卡' }]));
  api.answer('/manage/scope', ok({ canManage: false, allDepts: false, deptIds: [] }));
  api.answer('/saveQuestionFeedbackInfo', ok(ticketDetail()));
  api.answer('/question/user/progressStatistics', ok(statistics));
  api.answer(
    '/question/user/showProgress',
    ok({
      records: [ticketItem(), ticketItem({ id: 't2', description: '校园网断线', state: 'answered', sceneName: '网络与信息化' })],
      total: 2,
      current: 1,
      size: 10,
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const wrap = (node: React.ReactNode, at = '/questionFeedback') =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
    </AppProviders>,
  );
const button = (name: RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;

async function fillForm(description: string) {
  fireEvent.mouseDown(await screen.findByLabelText('问题分类'));
  fireEvent.click(await screen.findByTitle('校园卡'));
  fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: description } });
  fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '13800000001' } });
}

describe('QuestionFeedbackPage', () => {
  it('should fill the description with the question the robot passed in ?q=', async () => {
    wrap(<QuestionFeedbackPage />, `/questionFeedback?q=${encodeURIComponent('校园卡丢了怎么办')}`);
    await waitFor(() => expect((screen.getByLabelText('问题描述') as HTMLTextAreaElement).value).toBe('校园卡丢了怎么办'));
  });

  it('should refuse to submit without a scene or a description, and send nothing', async () => {
    wrap(<QuestionFeedbackPage />);
    await screen.findByLabelText('问题分类');
    fireEvent.click(button(/^提\s*交$/));
    expect(await screen.findByText('请选择问题分类')).toBeTruthy();
    expect(await screen.findByText('请填写问题描述')).toBeTruthy();
    expect(api.calls('/saveQuestionFeedbackInfo')).toHaveLength(0);
  });

  it('should file a feedback with an uploaded image and then show 我的反馈', async () => {
    api.answer('/common/upload', ok({ id: 'img1', url: '/files/message-images/img1', name: 'a.png' }));
    wrap(<QuestionFeedbackPage />);
    await fillForm('校园卡在食堂刷不了');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(document.querySelector('img[src="/files/message-images/img1"]')).not.toBeNull());
    fireEvent.click(button(/^提\s*交$/));
    await waitFor(() =>
      expect(api.calls('/saveQuestionFeedbackInfo')[0]?.body).toMatchObject({
        sceneId: 's1',
        description: '校园卡在食堂刷不了',
        imageIds: ['img1'],
        contact: '13800000001',
      }),
    );
    // 我的反馈: the counts by state and the list.
    expect(await screen.findByText('校园网断线')).toBeTruthy();
    expect(screen.getByText('全部 3')).toBeTruthy();
    expect(screen.getByText('已答复 1')).toBeTruthy();
  });

  it('should show a sensitive-word refusal in a dialog and keep what was typed', async () => {
    api.answer('/saveQuestionFeedbackInfo', refused(1004, sensitiveWordMessage('代考')));
    wrap(<QuestionFeedbackPage />);
    await fillForm('有人招代考');
    fireEvent.click(button(/^提\s*交$/));
    expect(await screen.findByText(sensitiveWordMessage('代考'))).toBeTruthy();
    expect((screen.getByLabelText('问题描述') as HTMLTextAreaElement).value).toBe('有人招代考');
  });

  it('should filter 我的反馈 by state and open a ticket with its timeline and 重新打开 while allowed', async () => {
    api.answer(
      '/question/user/progressDetail',
      ok(
        ticketDetail({
          id: 't2',
          state: 'answered',
          reply: '已更换无线设备',
          canReopen: true,
          timeline: [
            { action: 'submit', state: 'submitted', note: '', actorName: '张思远', at: '2025-09-01T08:00:00.000Z' },
            { action: 'reply', state: 'answered', note: '已更换无线设备', actorName: '系统管理员', at: '2025-09-02T08:00:00.000Z' },
          ],
        }),
      ),
    );
    api.answer('/question/user/reopen', ok(ticketDetail({ id: 't2', state: 'inProgress', reopened: true })));
    wrap(<QuestionFeedbackPage />);
    fireEvent.click(await screen.findByText('我的反馈'));
    fireEvent.click(await screen.findByText('已答复 1'));
    await waitFor(() => expect(api.calls('/question/user/showProgress').at(-1)?.body).toMatchObject({ state: 'answered', current: 1 }));
    fireEvent.click(screen.getByLabelText('查看反馈：校园网断线'));
    expect(await screen.findByText('处理进度')).toBeTruthy();
    expect(screen.getAllByText('已更换无线设备').length).toBeGreaterThan(0);
    fireEvent.click(button(/问题未解决，重新打开/));
    fireEvent.click((await screen.findAllByText(/^重新打开$/)).at(-1)!.closest('button')!);
    await waitFor(() => expect(api.calls('/question/user/reopen')[0]?.body).toMatchObject({ id: 't2' }));
  });

  it('should show the error state with 重试 when 我的反馈 cannot be read, and 暂无反馈 when empty', async () => {
    api.answer('/question/user/showProgress', refused(500, '服务繁忙'), ok({ records: [], total: 0, current: 1, size: 10 }));
    wrap(<QuestionFeedbackPage />);
    fireEvent.click(await screen.findByText('我的反馈'));
    expect(await screen.findByText('反馈加载失败')).toBeTruthy();
    fireEvent.click(button(/^重\s*试$/));
    expect(await screen.findByText('暂无反馈')).toBeTruthy();
  });
});

describe('FeedbackFormDrawer', () => {
  it('should open the form prefilled with the question and close once filed', async () => {
    const onClose = vi.fn();
    wrap(<FeedbackFormDrawer open initialDescription="校园卡丢了怎么办" onClose={onClose} />);
    expect(((await screen.findByLabelText('问题描述')) as HTMLTextAreaElement).value).toBe('校园卡丢了怎么办');
    fireEvent.mouseDown(screen.getByLabelText('问题分类'));
    fireEvent.click(await screen.findByTitle('校园卡'));
    fireEvent.click(button(/^提\s*交$/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('/saveQuestionFeedbackInfo')[0]?.body).toMatchObject({ description: '校园卡丢了怎么办' });
  });
});
