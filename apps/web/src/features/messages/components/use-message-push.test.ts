import type { ImportantNotice, MessageInboxAccount, PushedMessage } from '@onehall/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../stores/ui.ts';
import { messageKeys } from '../api/keys.ts';
import { applyMessage } from './use-message-push.ts';

const notice: ImportantNotice = {
  openWindow: '1',
  messageIdWeb: '/home/messageIfrm?id=m9',
  messageId: 'm9',
  fromUserName: '教务处',
  fromUserId: 'mp1',
  content: '停水通知',
};

const pushed = (over: Partial<PushedMessage> = {}): PushedMessage => ({
  id: 'm9',
  mpId: 'mp1',
  mpName: '教务处',
  title: '停水通知',
  summary: '',
  cover: null,
  attachmentCount: 0,
  important: true,
  sendTime: '2026-03-02 09:00:00',
  notice,
  ...over,
});

const account = (mpId: string, unread: number): MessageInboxAccount => ({
  mpId,
  mpName: mpId,
  icon: '',
  deptName: '',
  unread,
  total: unread,
  lastTitle: '',
  lastTime: '',
});

let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useUiStore.setState({ notices: [] });
});

describe('a pushed message', () => {
  it('should raise the counts and put its account first without asking the server', () => {
    const fetched = vi.fn();
    client.setQueryData(messageKeys.unread(), { unread: 99, important: 2 });
    client.setQueryData(messageKeys.accounts(), [account('mp2', 1), account('mp1', 4)]);
    client.setQueryDefaults(messageKeys.unread(), { queryFn: fetched });
    applyMessage(client, pushed(), true);
    expect(client.getQueryData(messageKeys.unread())).toEqual({ unread: 100, important: 3 });
    const accounts = client.getQueryData<MessageInboxAccount[]>(messageKeys.accounts())!;
    expect(accounts.map((a) => [a.mpId, a.unread, a.lastTitle])).toEqual([
      ['mp1', 5, '停水通知'],
      ['mp2', 1, ''],
    ]);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('should add an account it had not seen', () => {
    client.setQueryData(messageKeys.accounts(), [account('mp2', 1)]);
    applyMessage(client, pushed({ mpId: 'mp7', mpName: '保卫处' }), true);
    expect(client.getQueryData<MessageInboxAccount[]>(messageKeys.accounts())![0]).toMatchObject({
      mpId: 'mp7',
      mpName: '保卫处',
      unread: 1,
    });
  });

  it('should read again only a list that is on screen', async () => {
    const page = vi.fn(async () => ({ records: [], total: 0, current: 1, size: 10 }));
    const params = { current: 1, size: 10 };
    await client.prefetchQuery({ queryKey: messageKeys.page(params), queryFn: page });
    applyMessage(client, pushed(), true);
    // Nobody observes the page: it is marked stale, not fetched.
    expect(page).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(messageKeys.page(params))?.isInvalidated).toBe(true);
  });

  it('should pop an important notice up only when getIsShowMsg is on', () => {
    applyMessage(client, pushed(), false);
    expect(useUiStore.getState().notices).toEqual([]);
    applyMessage(client, pushed(), true);
    expect(useUiStore.getState().notices).toEqual([notice]);
    applyMessage(client, pushed({ id: 'm10', important: false, notice: null }), true);
    expect(useUiStore.getState().notices).toHaveLength(1);
  });
});
