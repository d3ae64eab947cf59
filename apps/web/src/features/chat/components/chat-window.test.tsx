import { type ChatContact, ChatMessages, type RobotAnswer, RobotMessages } from '@onehall/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import { type FetchRoutes, ok, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { feedbackPath } from '../lib/chat-cache.ts';
import { ChatEntry } from './chat-entry.tsx';

let api: FetchRoutes;

const contact = (over: Partial<ChatContact>): ChatContact => ({
  id: 'x',
  name: '',
  icon: '',
  mpType: 'X',
  deptName: '',
  timeSend: '2026-03-01T08:00:00.000Z',
  openTopChatTime: null,
  unread: 0,
  lastText: '',
  enabled: true,
  ...over,
});

const CONTACTS = [
  contact({ id: '30001', name: '小慧', mpType: '', timeSend: '' }),
  contact({ id: 'jwc', name: '教务处', mpType: 'JWC', unread: 1, lastText: '带上校园卡即可' }),
];

const LOST_CARD: RobotAnswer = {
  id: 'e1',
  question: '校园卡丢失如何挂失',
  answer: '<p>登录校园卡服务平台挂失<img src="x" onerror="alert(1)"></p>',
  sceneId: 's1',
  sceneName: '校园卡',
  services: [],
  score: 9,
};

function Where() {
  const l = useLocation();
  return <output aria-label="当前地址">{l.pathname + l.search}</output>;
}

const renderEntry = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/home/homePage']}>
        <ChatEntry />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

/** Opens the window from the header entry and the assistant from the contact list (jsdom is phone-sized for antd's breakpoints). */
async function openAssistant() {
  renderEntry();
  fireEvent.click(await screen.findByLabelText('聊天窗口，1 条未读'));
  fireEvent.click(await screen.findByLabelText('小慧'));
  expect(await screen.findByText('您好，我是小慧')).toBeTruthy();
}

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  sessionStorage.clear();
  useRobotChatStore.setState({ open: false, activeContact: '', robotChat: [] });
  useAuthStore.setState({
    accessToken: 't',
    userInfo: { account: 'student01', nick_name: '张思远', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
  api.answer('/chat/contacts', ok(CONTACTS));
  api.answer('/chat/agent/accounts', ok([]));
  api.answer(
    '/aiquestion/greet',
    ok({
      robotName: '小慧',
      robotAvatar: '',
      greeting: '您好，我是小慧',
      questions: [{ id: 'e1', question: '校园卡丢失如何挂失', sceneId: 's1', sceneName: '校园卡' }],
    }),
  );
  api.answer('/aiquestion/wantAnswer', ok([{ id: 'e1', question: '校园卡丢失如何挂失', sceneId: 's1', sceneName: '校园卡' }]));
  api.answer('/aiquestion/isSolve', ok(null));
  api.answer('/aiquestion/recordQuestion', ok({ count: 1 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null, accessToken: '' });
});

describe('chat window', () => {
  it('should answer a question, take 未解决 and lead 反馈问题 to the feedback page with the question', async () => {
    api.answer('/aiquestion/lucene/search', ok([LOST_CARD]));
    await openAssistant();
    const input = screen.getByLabelText('输入消息');
    fireEvent.change(input, { target: { value: '校园卡丢了怎么办' } });
    // Suggestions once 2 characters are typed and typing pauses.
    expect(await screen.findByLabelText('您是不是想问', {}, { timeout: 2000 })).toBeTruthy();
    expect(api.calls('/aiquestion/wantAnswer').at(-1)?.url.searchParams.get('keyword')).toBe('校园卡丢了怎么办');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(await screen.findByText('登录校园卡服务平台挂失')).toBeTruthy();
    expect(api.calls('/aiquestion/lucene/search')[0]?.body).toMatchObject({ question: '校园卡丢了怎么办' });
    expect(document.querySelector('.oh-robot-answer__html img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText(RobotMessages.isSolvePrompt)).toBeTruthy();

    fireEvent.click(screen.getByText('未解决'));
    await waitFor(() =>
      expect(api.calls('/aiquestion/isSolve')[0]?.body).toMatchObject({ id: 'e1', question: '校园卡丢了怎么办', solved: false }),
    );
    fireEvent.click(await screen.findByText('反馈问题'));
    expect(screen.getByLabelText('当前地址').textContent).toBe(feedbackPath('校园卡丢了怎么办'));
    // The record stays for the session: opening again shows the conversation.
    expect(useRobotChatStore.getState().robotChat.map((e) => e.kind)).toEqual(['greet', 'question', 'answer']);
  });

  it('should record a question it cannot answer and offer 反馈问题, and clear the record on sign-out', async () => {
    api.answer('/aiquestion/lucene/search', ok([]));
    await openAssistant();
    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '火星上有没有水' } });
    fireEvent.click(screen.getByLabelText('发送'));
    expect(await screen.findByText(RobotMessages.noAnswer)).toBeTruthy();
    await waitFor(() => expect(api.calls('/aiquestion/recordQuestion')[0]?.body).toMatchObject({ question: '火星上有没有水' }));
    expect(screen.getByText('反馈问题')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('robotChat') ?? '{}').state.robotChat).toHaveLength(3);

    act(() => useAuthStore.getState().fullLogout());
    expect(useRobotChatStore.getState().robotChat).toEqual([]);
    expect(useRobotChatStore.getState().open).toBe(false);
  });

  it('should show an account conversation ascending, mark it read, send, and name the assistant on closing', async () => {
    api.answer(
      '/chat/messages',
      ok({
        records: [
          {
            id: 'm1',
            conversationId: 'c1',
            mpId: 'jwc',
            from: 'user',
            senderName: '张思远',
            text: '自助打印需要带什么证件？',
            timeSend: '2026-03-01T07:00:00.000Z',
          },
          {
            id: 'm2',
            conversationId: 'c1',
            mpId: 'jwc',
            from: 'agent',
            senderName: '陈静怡',
            text: '带上校园卡即可',
            timeSend: '2026-03-01T08:00:00.000Z',
          },
        ],
        hasMore: false,
      }),
    );
    api.answer('/chat/read', ok(null));
    api.answer(
      '/chat/send',
      ok({
        id: 'm3',
        conversationId: 'c1',
        mpId: 'jwc',
        from: 'user',
        senderName: '张思远',
        text: '谢谢老师',
        timeSend: '2026-03-01T09:00:00.000Z',
      }),
    );
    renderEntry();
    fireEvent.click(await screen.findByLabelText('聊天窗口，1 条未读'));
    fireEvent.click(await screen.findByLabelText('教务处，1 条未读'));
    const first = await screen.findByText('自助打印需要带什么证件？');
    const second = screen.getByText('带上校园卡即可', { selector: 'p' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(api.calls('/chat/read')[0]?.body).toMatchObject({ mpId: 'jwc' }));

    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '谢谢老师' } });
    fireEvent.click(screen.getByLabelText('发送'));
    expect(await screen.findByText('谢谢老师', { selector: 'p' })).toBeTruthy();
    expect(api.calls('/chat/send')[0]?.body).toMatchObject({ mpId: 'jwc', text: '谢谢老师' });

    fireEvent.click(screen.getByLabelText('关闭聊天窗口'));
    expect(await screen.findByText(ChatMessages.closed('小慧'))).toBeTruthy();
    expect(useRobotChatStore.getState().open).toBe(false);
  });

  it('should let an agent answer a conversation addressed to their account', async () => {
    api.answer('/chat/agent/accounts', ok([{ mpId: 'jwc', mpName: '教务处', deptName: '教务处', unread: 1 }]));
    api.answer(
      '/chat/agent/conversations',
      ok([
        {
          id: 'c1',
          mpId: 'jwc',
          mpName: '教务处',
          userName: '张思远',
          account: 'student01',
          timeSend: '2026-03-01T08:00:00.000Z',
          lastText: '还有一个问题',
          unread: 1,
        },
      ]),
    );
    api.answer(
      '/chat/agent/messages',
      ok({
        records: [
          {
            id: 'm5',
            conversationId: 'c1',
            mpId: 'jwc',
            from: 'user',
            senderName: '张思远',
            text: '还有一个问题',
            timeSend: '2026-03-01T08:00:00.000Z',
          },
        ],
        hasMore: false,
      }),
    );
    api.answer('/chat/agent/read', ok(null));
    api.answer(
      '/chat/agent/reply',
      ok({
        id: 'm6',
        conversationId: 'c1',
        mpId: 'jwc',
        from: 'agent',
        senderName: '陈静怡',
        text: '请讲',
        timeSend: '2026-03-01T08:01:00.000Z',
      }),
    );
    renderEntry();
    fireEvent.click(await screen.findByLabelText('聊天窗口，1 条未读'));
    fireEvent.click(await screen.findByText('值班消息号（1）'));
    fireEvent.click(await screen.findByLabelText('张思远（student01），1 条未读'));
    expect(await screen.findByText('还有一个问题', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(api.calls('/chat/agent/read')[0]?.body).toMatchObject({ conversationId: 'c1' }));
    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '请讲' } });
    fireEvent.keyDown(screen.getByLabelText('输入消息'), { key: 'Enter' });
    expect(await screen.findByText('请讲', { selector: 'p' })).toBeTruthy();
    expect(api.calls('/chat/agent/reply')[0]?.body).toMatchObject({ conversationId: 'c1', text: '请讲' });
  });
});
