import { ChatMessages, RobotMessages } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useRobotChatStore } from '../../../stores/robot-chat.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import VisitorRobot from './visitor-robot.tsx';

let api: FetchRoutes;

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  useAuthStore.setState({ userInfo: null, accessToken: '' });
  useRobotChatStore.setState({ open: true, activeContact: '', robotChat: [] });
  useSessionStore.setState({ robotConfig: { robotName: '小慧', robotAvatar: '', greeting: '', enabled: true, helpFeedbackUrl: '' } });
  api.answer('/aiquestion/wantAnswer', ok([]));
  api.answer('/aiquestion/lucene/search', ok([]));
  api.answer('/aiquestion/recordQuestion', ok({ count: 1 }));
});

afterEach(() => vi.unstubAllGlobals());

const renderRobot = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <VisitorRobot />
      </MemoryRouter>
    </AppProviders>,
  );

describe('visitor robot', () => {
  it('should greet and answer visitors through the nobody calls, and name the assistant on closing', async () => {
    api.answer('/aiquestion/greet', ok({ robotName: '小慧', robotAvatar: '', greeting: '您好，我是小慧', questions: [] }));
    renderRobot();
    expect(await screen.findByText('您好，我是小慧')).toBeTruthy();
    expect(api.calls('/aiquestion/greet')[0]?.url.pathname).toContain('/nobody/aiquestion/greet');
    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '图书馆几点关门' } });
    fireEvent.click(screen.getByLabelText('发送'));
    expect(await screen.findByText(RobotMessages.noAnswer)).toBeTruthy();
    expect(api.calls('/aiquestion/lucene/search')[0]?.url.pathname).toContain('/nobody/aiquestion/lucene/search');
    await waitFor(() => expect(api.calls('/aiquestion/recordQuestion')[0]?.url.pathname).toContain('/nobody/'));
    fireEvent.click(screen.getByLabelText('关闭聊天窗口'));
    expect(await screen.findByText(ChatMessages.closed('小慧'))).toBeTruthy();
  });

  it('should show why visitors cannot use the robot when the configuration keeps it to signed-in users', async () => {
    api.answer('/aiquestion/greet', refused(403, RobotMessages.visitorsClosed));
    renderRobot();
    expect(await screen.findByText(RobotMessages.visitorsClosed)).toBeTruthy();
    expect(screen.getByText(/重\s?试/)).toBeTruthy();
  });
});
