import type { ImportantNotice, MessageCentreDetail, MessageListItem } from '@onehall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { MessageBell } from '../components/message-bell.tsx';
import MessageCentrePage from './message-centre-page.tsx';

let api: FetchRoutes;

const item = (id: string, read: boolean, over: Partial<MessageListItem> = {}): MessageListItem => ({
  id,
  mpId: 'mp1',
  mpName: '教务处',
  title: `标题 ${id}`,
  summary: `摘要 ${id}`,
  cover: null,
  attachmentCount: 0,
  important: false,
  read,
  sendTime: '2026-03-01 08:00:00',
  ...over,
});

const detail = (over: Partial<MessageCentreDetail> = {}): MessageCentreDetail => ({
  id: 'm1',
  url: '/home/messageIfrm?id=m1',
  mpId: 'mp1',
  mpName: '教务处',
  title: '期末考试安排',
  contentType: 'html',
  content: '<p>请按时参加考试<img src="x" onerror="alert(1)"></p>',
  images: [
    { id: 'i1', url: '/files/message-images/i1', name: '考场.png' },
    { id: 'i2', url: '/files/message-images/i2', name: '座位.png' },
  ],
  attachments: [{ id: 'f1', name: '考试安排.xlsx', size: 2048 }],
  important: true,
  read: false,
  sendTime: '2026-03-01 08:00:00',
  senderName: '系统管理员',
  ...over,
});

const notice: ImportantNotice = {
  openWindow: '1',
  messageIdWeb: '/home/messageIfrm?id=m1',
  messageId: 'm1',
  fromUserName: '教务处',
  fromUserId: 'mp1',
  content: '期末考试安排',
};

function Where() {
  const l = useLocation();
  return <output aria-label="当前地址">{l.pathname + l.search}</output>;
}

const renderAt = (path: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <MessageBell />
        <Routes>
          <Route path="/home/messageIfrm" element={<MessageCentrePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  useAuthStore.setState({
    userInfo: { account: 'student01', nick_name: '学生一', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
  });
  useUiStore.setState({ notices: [notice], noticesSeeded: true });
  api.answer('/messageCenterHistoryMsg/unreadCount', ok({ unread: 120, important: 1 }));
  api.answer(
    '/messageCenterHistoryMsg/accounts',
    ok([
      { mpId: 'mp1', mpName: '教务处', icon: '', deptName: '教务处', unread: 100, total: 130, lastTitle: '', lastTime: '' },
      { mpId: 'mp2', mpName: '图书馆', icon: '', deptName: '图书馆', unread: 20, total: 20, lastTitle: '', lastTime: '' },
    ]),
  );
  api.answer('/messageCenterHistoryMsg/page', ok({ records: [item('m1', false), item('m2', true)], total: 23, current: 1, size: 10 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null });
});

describe('MessageCentrePage', () => {
  it('should list the accounts with 99+ badges, the messages with their unread dot and 共 N 条', async () => {
    renderAt('/home/messageIfrm');
    const accounts = screen.getByRole('navigation', { name: '消息号' });
    expect(await within(accounts).findByRole('button', { name: '全部消息，99+ 条未读' })).toBeTruthy();
    expect(await within(accounts).findByRole('button', { name: '教务处，99+ 条未读' })).toBeTruthy();
    expect(within(accounts).getByRole('button', { name: '图书馆，20 条未读' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /标题 m1/ })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    expect(screen.getByText('共 23 条')).toBeTruthy();

    fireEvent.click(within(accounts).getByRole('button', { name: '图书馆，20 条未读' }));
    await waitFor(() =>
      expect(api.calls('/messageCenterHistoryMsg/page').some((c) => (c.body as { mpId?: string }).mpId === 'mp2')).toBe(true),
    );
  });

  it('should search and show only unread messages, from the first page', async () => {
    renderAt('/home/messageIfrm');
    await screen.findByRole('button', { name: /标题 m1/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索消息' }), { target: { value: ' 考试 ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索消息' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('checkbox', { name: '仅看未读' }));
    await waitFor(() =>
      expect(api.calls('/messageCenterHistoryMsg/page').at(-1)?.body).toMatchObject({ current: 1, keyword: '考试', unreadOnly: true }),
    );
  });

  it('should say 暂无消息 when there is none, and offer 重试 when the list fails', async () => {
    api.answer('/messageCenterHistoryMsg/page', refused(500, '服务繁忙，请稍后再试'), ok({ records: [], total: 0, current: 1, size: 10 }));
    renderAt('/home/messageIfrm');
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('should open a message from ?id=, show it safely, mark it read and lower the bell', async () => {
    api.answer('/messageCenterHistoryMsg/detail', ok(detail()));
    api.answer('/mpManage/readMessage', ok({ unread: 7, important: 0 }));
    renderAt('/home/messageIfrm?id=m1');
    expect(await screen.findByRole('heading', { name: '期末考试安排' })).toBeTruthy();
    expect(screen.getByText('请按时参加考试')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(await screen.findByRole('link', { name: '消息中心，7 条未读' })).toBeTruthy();
    expect(api.calls('/mpManage/readMessage')[0]?.body).toMatchObject({ messageId: 'm1' });
    expect(useUiStore.getState().notices).toEqual([]);
  });

  it('should open the images in the viewer and switch between them with the keyboard', async () => {
    api.answer('/messageCenterHistoryMsg/detail', ok(detail({ read: true })));
    renderAt('/home/messageIfrm?id=m1');
    fireEvent.click(await screen.findByRole('button', { name: '查看图片 1：考场.png' }));
    const viewer = screen.getByRole('dialog', { name: '图片预览' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/files/message-images/i2');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '图片预览' })).toBeNull();
    expect(api.calls('/mpManage/readMessage')).toHaveLength(0);
  });

  it('should download an attachment as a file with its name', async () => {
    api.answer('/messageCenterHistoryMsg/detail', ok(detail({ read: true })));
    api.answer('/messageCenterHistoryMsg/downloadFile', new Blob(['xlsx'], { type: 'application/octet-stream' }));
    const created = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt('/home/messageIfrm?id=m1');
    fireEvent.click(await screen.findByRole('button', { name: /考试安排\.xlsx/ }));
    await waitFor(() => expect(names).toEqual(['考试安排.xlsx']));
    expect(api.calls('/messageCenterHistoryMsg/downloadFile')[0]?.body).toMatchObject({ messageId: 'm1', fileId: 'f1' });
    click.mockRestore();
  });

  it('should drop the notice and open the deleted page for a withdrawn message', async () => {
    api.answer('/messageCenterHistoryMsg/detail', refused(1004, '消息已被删除'));
    renderAt('/home/messageIfrm?id=m1');
    await waitFor(() => expect(screen.getByLabelText('当前地址').textContent).toBe('/deleteNoPag'));
    expect(useUiStore.getState().notices).toEqual([]);
  });

  it('should show the msg of any other refusal and stay', async () => {
    api.answer('/messageCenterHistoryMsg/detail', refused(1004, '该消息不是发给您的，无法查看'));
    renderAt('/home/messageIfrm?id=m9');
    expect((await screen.findAllByText('该消息不是发给您的，无法查看')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('当前地址')).toBeNull();
    expect(useUiStore.getState().notices).toHaveLength(1);
  });

  it('should mark everything read with 全部已读', async () => {
    api.answer('/mpManage/readAll', ok({ updated: 120 }));
    renderAt('/home/messageIfrm');
    const button = await screen.findByRole('button', { name: /全部已读/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    api.answer('/messageCenterHistoryMsg/unreadCount', ok({ unread: 0, important: 0 }));
    fireEvent.click(button);
    expect(await screen.findByRole('link', { name: '消息中心' })).toBeTruthy();
    expect(api.calls('/mpManage/readAll')).toHaveLength(1);
    expect(useUiStore.getState().notices).toEqual([]);
  });
});
