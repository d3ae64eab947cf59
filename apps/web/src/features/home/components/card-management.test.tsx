import { type ManagedCard, Status } from '@onehall/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { CardManagement } from './card-management.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const envelope = (status: number, msg: string, result: unknown) => ({ status, code: status, msg, result });

const card = (cardId: string, cardName: string, typeId: string, partial: Partial<ManagedCard> = {}): ManagedCard => ({
  cardId,
  typeId,
  typeName: typeId === 't1' ? '我的事务' : '校园资讯',
  kind: 'news',
  cardName,
  cardIntroduction: '',
  width: 'narrow',
  displayRows: 1,
  card: { url: '' },
  frameConfig: null,
  hidden: false,
  fixed: false,
  ...partial,
});

const CARDS = [
  card('a', '待办', 't1'),
  card('b', '个人事项', 't1'),
  card('c', '校园新闻', 't2', { hidden: true }),
  card('d', '重要公告', 't2', { fixed: true }),
];

function answer(save: (body: unknown) => { status: number; msg: string }) {
  client.call.mockImplementation(async (def: { path: string }, opts?: { body?: unknown }) => {
    if (def.path.endsWith('/getNavigationUserApplyCardList')) return envelope(Status.OK, '', CARDS);
    if (def.path.endsWith('/userApplyCardManage/save')) {
      const r = save(opts?.body);
      return envelope(r.status, r.msg, r.status === Status.OK ? CARDS : null);
    }
    return envelope(Status.OK, '', []);
  });
}

async function openPanel() {
  render(
    <AppProviders>
      <CardManagement />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: /卡片管理/ }));
  const dialog = await screen.findByRole('dialog', { name: '卡片管理' });
  await within(dialog).findByText('待办');
  return dialog;
}

beforeEach(() => {
  client.call.mockReset();
});

describe('CardManagement', () => {
  it("should save the user's shown cards and the order changed with the keyboard-operable buttons", async () => {
    const saved: unknown[] = [];
    answer((body) => {
      saved.push(body);
      return { status: Status.OK, msg: '' };
    });
    const dialog = await openPanel();
    const news = within(dialog).getByRole('switch', { name: '显示「校园新闻」' });
    expect(news.getAttribute('aria-checked')).toBe('false');
    // A fixed card cannot be hidden; moves stay within a type.
    expect(within(dialog).getByRole('switch', { name: '显示「重要公告」' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: '上移「待办」' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: '下移「个人事项」' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(news);
    fireEvent.click(within(dialog).getByRole('switch', { name: '显示「待办」' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '上移「个人事项」' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      cards: [
        { cardId: 'b', hidden: false },
        { cardId: 'a', hidden: true },
        { cardId: 'c', hidden: false },
        { cardId: 'd', hidden: false },
      ],
    });
    expect(await screen.findByText('卡片设置已保存')).toBeTruthy();
  });

  it("should show the server's refusal and keep the panel open", async () => {
    answer(() => ({ status: 1004, msg: '「重要公告」由管理员固定显示，不能隐藏' }));
    const dialog = await openPanel();
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('「重要公告」由管理员固定显示，不能隐藏')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '卡片管理' })).toBeTruthy();
  });

  it('should offer a retry when the cards cannot be loaded', async () => {
    client.call.mockResolvedValue(envelope(8008, '网络异常', null));
    render(
      <AppProviders>
        <CardManagement />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: /卡片管理/ }));
    const dialog = await screen.findByRole('dialog', { name: '卡片管理' });
    expect(await within(dialog).findByText('网络异常')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
