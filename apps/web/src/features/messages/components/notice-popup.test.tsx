import type { ImportantNotice } from '@onehall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { type FetchRoutes, ok, stubFetch } from '../../../test/fetch-routes.ts';
import { MessageRuntime } from './message-runtime.tsx';

const notice = (id: string, title: string, img: string | null = null): ImportantNotice => ({
  openWindow: '1',
  messageIdWeb: `/home/messageIfrm?id=${id}`,
  messageId: id,
  fromUserName: '教务处',
  fromUserId: 'mp1',
  content: JSON.stringify({ title, img }),
});

let api: FetchRoutes;

function Where() {
  const l = useLocation();
  return <output aria-label="当前地址">{l.pathname + l.search}</output>;
}

const renderRuntime = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/home/homePage']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <MessageRuntime />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  api = stubFetch();
  // No access token: the realtime socket stays closed in these tests.
  useAuthStore.setState({
    accessToken: '',
    userInfo: { account: 'student01', nick_name: '学生一', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
  useUiStore.setState({ notices: [], noticesSeeded: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null });
});

const popup = () => screen.getByRole('region', { name: '重要通知' });

describe('important-notice pop-up', () => {
  it('should start from the unread important notices, newest on page 1, with the pager disabled at its ends', async () => {
    api.answer('/homePage/getIsShowMsg', ok({ isShowMsg: true }));
    api.answer(
      '/messageCenterHistoryMsg/importantNotices',
      ok([notice('n3', '三号通知'), notice('n2', '二号通知'), notice('n1', '一号通知')]),
    );
    renderRuntime();
    expect(await screen.findByRole('heading', { name: '您有 3 条重要通知未读' })).toBeTruthy();
    const region = popup();
    expect(within(region).getByText('三号通知')).toBeTruthy();
    expect(within(region).getByText('教务处')).toBeTruthy();
    const prev = within(region).getByRole('button', { name: '上一条' }) as HTMLButtonElement;
    const next = within(region).getByRole('button', { name: '下一条' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(within(region).getByText('二号通知')).toBeTruthy();
    expect(prev.disabled).toBe(false);
    fireEvent.click(within(region).getByRole('button', { name: '第 3 条' }));
    expect(within(region).getByText('一号通知')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(within(region).getByRole('button', { name: '第 3 条' }).getAttribute('aria-current')).toBe('page');
  });

  it('should open a notice in the message centre and take it off the list', async () => {
    api.answer('/homePage/getIsShowMsg', ok({ isShowMsg: true }));
    api.answer('/messageCenterHistoryMsg/importantNotices', ok([notice('n2', '二号通知'), notice('n1', '一号通知')]));
    renderRuntime();
    fireEvent.click(await screen.findByRole('button', { name: /二号通知/ }));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/home/messageIfrm?id=n2');
    expect(screen.getByRole('heading', { name: '您有 1 条重要通知未读' })).toBeTruthy();
  });

  it('should empty the list on close and not fill it again from the server in this sign-in', async () => {
    api.answer('/homePage/getIsShowMsg', ok({ isShowMsg: true }));
    api.answer('/messageCenterHistoryMsg/importantNotices', ok([notice('n1', '一号通知')]));
    renderRuntime();
    fireEvent.click(await screen.findByRole('button', { name: '关闭重要通知' }));
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    expect(useUiStore.getState()).toMatchObject({ notices: [], noticesSeeded: true });
    expect(api.calls('/messageCenterHistoryMsg/importantNotices')).toHaveLength(1);
  });

  it('should show nothing and ask for no notices when getIsShowMsg says no', async () => {
    api.answer('/homePage/getIsShowMsg', ok({ isShowMsg: false }));
    api.answer('/messageCenterHistoryMsg/importantNotices', ok([notice('n1', '一号通知')]));
    useUiStore.setState({ notices: [notice('n0', '早先的通知')] });
    renderRuntime();
    await waitFor(() => expect(api.calls('/homePage/getIsShowMsg')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '重要通知' })).toBeNull();
    expect(api.calls('/messageCenterHistoryMsg/importantNotices')).toHaveLength(0);
  });

  it('should open the image in the viewer, and say 加载失败 when it does not load', async () => {
    api.answer('/homePage/getIsShowMsg', ok({ isShowMsg: true }));
    api.answer(
      '/messageCenterHistoryMsg/importantNotices',
      ok([notice('n2', '二号通知', '/files/message-images/b'), notice('n1', '一号通知', '/files/message-images/a')]),
    );
    renderRuntime();
    fireEvent.click(await screen.findByRole('button', { name: '查看图片：二号通知' }));
    const viewer = await screen.findByRole('dialog', { name: '图片预览' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/files/message-images/b');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '图片预览' })).toBeNull();

    fireEvent.click(within(popup()).getByRole('button', { name: '下一条' }));
    const img = within(popup()).getByRole('button', { name: '查看图片：一号通知' }).querySelector('img')!;
    fireEvent.error(img);
    expect(within(popup()).getByRole('img', { name: '加载失败' })).toBeTruthy();
  });
});
