import { type CardData, Status, type UserCard, type UserCardType } from '@onehall/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { cardData, column, rows } from '../../../components/card-preview/test-data.ts';
import { stubResizeObserver } from '../../../test/fetch-routes.ts';
import HomePage from './home-page.tsx';

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call: client.call }));

const envelope = (status: number, msg: string, result: unknown) => ({ status, code: status, msg, result });

const card = (cardId: string, kind: UserCard['kind'], cardName: string, partial: Partial<UserCard> = {}): UserCard => ({
  cardId,
  typeId: 't1',
  typeName: '我的事务',
  kind,
  cardName,
  cardIntroduction: '',
  width: 'narrow',
  displayRows: 1,
  card: { url: '' },
  frameConfig: null,
  ...partial,
});

function answer(types: UserCardType[], data: Record<string, CardData | string>) {
  client.call.mockImplementation(async (def: { path: string }, opts?: { body?: { id?: string } }) => {
    if (def.path.endsWith('/getUserApplyCardList')) return envelope(Status.OK, '', types);
    const entry = data[opts?.body?.id ?? ''];
    if (typeof entry === 'string') return envelope(1004, entry, null);
    return envelope(Status.OK, '', entry);
  });
}

const renderPage = () =>
  render(
    <AppProviders>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  stubResizeObserver();
  client.call.mockReset();
});

describe('HomePage', () => {
  it('should lay out every type with its cards, and keep the page when one card fails', async () => {
    answer(
      [
        {
          id: 't1',
          typeName: '我的事务',
          cardConfigs: [card('c1', 'todo', '我的待办'), card('c2', 'news', '校园新闻', { width: 'wide' })],
        },
        { id: 't2', typeName: '服务', cardConfigs: [card('c3', 'collection', '我的收藏')] },
      ],
      {
        c1: cardData('todo', [
          column({ columnName: '教务', todoNum: 3, result: rows(3, (i) => ({ id: `t${i}`, title: `请审批成绩${i}` })) }),
        ]),
        c2: '新闻数据接口超时',
        c3: cardData('collection', [column({ dataSource: 'collection', columnName: '我的收藏' })]),
      },
    );
    renderPage();
    const work = await screen.findByRole('region', { name: '我的事务' });
    expect(await within(work).findByText('请审批成绩1')).toBeTruthy();
    const news = within(work).getByRole('region', { name: '校园新闻' });
    expect(await within(news).findByText('新闻数据接口超时')).toBeTruthy();
    expect(news.className).toContain('oh-home-card--wide');
    // The narrow to-do card and the wide news card fill a row of three columns, and of four (lib/pack-grid.ts).
    const cell = (name: string) => within(work).getByRole('region', { name }).closest('.oh-home__cell') as HTMLElement;
    expect([cell('我的待办'), cell('校园新闻')].map((c) => c.style.getPropertyValue('--oh-span-3'))).toEqual(['4', '8']);
    expect([cell('我的待办'), cell('校园新闻')].map((c) => c.style.getPropertyValue('--oh-span-4'))).toEqual(['4', '8']);
    const services = screen.getByRole('region', { name: '服务' });
    expect(await within(services).findByText('暂无收藏服务')).toBeTruthy();
  });

  it('should say 暂无数据 when the user has no cards', async () => {
    answer([], {});
    renderPage();
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
  });

  it('should offer a retry when the card list cannot be loaded', async () => {
    client.call.mockImplementation(async (def: { path: string }) =>
      def.path.endsWith('/getUserApplyCardList')
        ? envelope(8008, '网络异常', null)
        : envelope(Status.OK, '', def.path.endsWith('/getHoliday') ? { academicYear: '2026-2027', today: null, holidays: [] } : []),
    );
    renderPage();
    expect(await screen.findByText('网络异常')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
