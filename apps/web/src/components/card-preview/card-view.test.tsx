import type { CardKind } from '@onehall/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { type CardHead, CardView } from './card-view.tsx';
import { cardData, column, rows } from './test-data.ts';

const head = (kind: CardKind, partial: Partial<CardHead> = {}): CardHead => ({
  cardId: 'card-1',
  kind,
  cardName: '测试卡片',
  width: 'narrow',
  displayRows: 1,
  ...partial,
});

const now = new Date(2026, 10, 21, 12, 0, 0);

const renderCard = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => stubResizeObserver());

describe('CardView', async () => {
  it('should show the to-do columns as tabs with their counts, labels and items clipped to the display rows', async () => {
    const data = cardData('todo', [
      column({ id: 'a', columnName: '教务', todoNum: 150, todoTimeoutNum: 3, result: rows(10) }),
      column({ id: 'b', columnName: '人事', todoNum: 2, todoTypeName: '待阅', todoTimeoutName: '逾期' }),
    ]);
    renderCard(<CardView head={head('todo')} data={data} now={now} />);
    expect(screen.getByRole('tab', { name: /教务/ }).textContent).toContain('99+');
    expect(screen.getByRole('tab', { name: /人事/ }).textContent).toContain('2');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('待审批')).toBeTruthy();
    expect(within(panel).getByText('超时')).toBeTruthy();
    expect(within(panel).getByText('3')).toBeTruthy();
    // A narrow card with one display row shows 6 items.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
  });

  it('should show the labels and empty text of another to-do column when its tab is chosen', async () => {
    const data = cardData('todo', [
      column({ id: 'a', columnName: '教务', todoNum: 1, result: rows(1) }),
      column({ id: 'b', columnName: '人事', todoTypeName: '待阅', todoTimeoutName: '逾期' }),
    ]);
    renderCard(<CardView head={head('todo')} data={data} now={now} />);
    fireEvent.click(screen.getByRole('tab', { name: /人事/ }));
    const panel = screen.getByRole('tabpanel', { hidden: false, name: /人事/ });
    expect(await within(panel).findByText('待阅')).toBeTruthy();
    expect(within(panel).getByText('逾期')).toBeTruthy();
    expect(within(panel).getByText('暂无待办事项')).toBeTruthy();
  });

  it('should fall back to 待审批 and 超时 when a column has no labels of its own', async () => {
    const data = cardData('todo', [column({ columnName: '教务', todoTypeName: '', todoTimeoutName: '', todoTimeoutNum: 1 })]);
    renderCard(<CardView head={head('todo')} data={data} now={now} />);
    expect(await screen.findByText('待审批')).toBeTruthy();
    expect(screen.getByText('超时')).toBeTruthy();
  });

  it('should show 5 items on a wide card with one display row', async () => {
    const data = cardData('news', [column({ dataSource: 'news', columnName: '通知公告', result: rows(9) })], { width: 'wide' });
    renderCard(<CardView head={head('news', { width: 'wide' })} data={data} now={now} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
  });

  it('should mark news under 24 hours old and show its importance label', async () => {
    const data = cardData('news', [
      column({
        dataSource: 'news',
        columnName: '校园新闻',
        result: [
          { id: '1', title: '图书馆延长开放', releaseTime: '2026-11-21 09:00:00', fieldSet: '重要' },
          { id: '2', title: '上周的讲座', create_time: '2026-11-18 09:00:00' },
        ],
      }),
    ]);
    renderCard(<CardView head={head('news')} data={data} now={now} />);
    const [fresh, old] = await screen.findAllByRole('listitem');
    expect(within(fresh!).getByText('新')).toBeTruthy();
    expect(within(fresh!).getByText('重要')).toBeTruthy();
    expect(within(old!).queryByText('新')).toBeNull();
  });

  it('should show staging columns with their counts and rows through the card mapping', async () => {
    const data = cardData('staging', [
      column({
        dataSource: 'processCounts',
        columnName: '我的统计',
        num: 7,
        cardMapping: [
          { field: 'name', chineseName: '统计项' },
          { field: 'value', chineseName: '数量' },
          { field: 'urlDetail', chineseName: '详情地址' },
        ],
        result: [{ id: 'todo', name: '待办', value: 7, urlDetail: '/x' }],
      }),
    ]);
    renderCard(<CardView head={head('staging')} data={data} now={now} />);
    expect(screen.getByRole('tab', { name: /我的统计/ }).textContent).toContain('7');
    expect(await screen.findByRole('columnheader', { name: '统计项' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '详情地址' })).toBeNull();
    expect(screen.getByRole('cell', { name: '待办' })).toBeTruthy();
  });

  it('should show tools with their names and type names and ask to open them in the iframe page', async () => {
    const openTool = vi.fn();
    const data = cardData('tools', [
      column({
        dataSource: 'tools',
        columnName: '常用工具',
        result: [{ id: 't', tools_name: '校历查询', tools_icon: null, typeList: [{ name: '教学' }], url: 'https://cal.example.edu/' }],
      }),
    ]);
    renderCard(<CardView head={head('tools')} data={data} actions={{ openTool }} now={now} />);
    expect(await screen.findByText('教学')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /校历查询/ }));
    expect(openTool).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://cal.example.edu/' }));
  });

  it('should open a favourite service through the service opener', async () => {
    const openService = vi.fn();
    const data = cardData('collection', [
      column({
        dataSource: 'collection',
        columnName: '我的收藏',
        result: [
          { serviceId: 's1', serviceName: '成绩查询', openWay: 1003, accessWay: 1, serviceUrl: 'https://x.edu', processType: 'ONLINE' },
        ],
      }),
    ]);
    renderCard(<CardView head={head('collection')} data={data} actions={{ openService }} now={now} />);
    fireEvent.click(await screen.findByRole('button', { name: /成绩查询/ }));
    expect(openService).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 's1', openWay: 1003 }));
  });

  it.each([
    ['collection', '暂无收藏服务'],
    ['recommend', '暂无推荐'],
    ['commonServices', '暂无数据'],
    ['announcement', '暂无数据'],
    ['businessExpress', '暂无待办事项'],
  ] as const)('should show the empty text of a %s card without items', async (kind, text) => {
    renderCard(<CardView head={head(kind)} data={cardData(kind, [column({ dataSource: kind })])} now={now} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('should show the error of a card with a retry, and a column error inside its tab only', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderCard(<CardView head={head('news')} error="数据接口超时" onRetry={onRetry} now={now} />);
    expect(screen.getByText('数据接口超时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalled();
    unmount();
    const data = cardData('news', [
      column({ id: 'a', dataSource: 'news', columnName: '新闻', error: '新闻栏目已停用' }),
      column({ id: 'b', dataSource: 'news', columnName: '公告', result: rows(1) }),
    ]);
    renderCard(<CardView head={head('news')} data={data} now={now} />);
    expect(screen.getByText('新闻栏目已停用')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /公告/ }));
    expect(await screen.findByText('事项1')).toBeTruthy();
  });

  it('should show a skeleton while the data loads', async () => {
    const { container } = renderCard(<CardView head={head('news')} loading now={now} />);
    expect(container.querySelector('.oh-card-skeleton')).toBeTruthy();
    expect(screen.getByRole('region', { name: '测试卡片' }).getAttribute('aria-busy')).toBe('true');
  });

  it('should head every kind alike: the name, the count where the kind has one, and 更多 on the home page only', async () => {
    const todo = cardData('todo', [column({ id: 'a', todoNum: 150 }), column({ id: 'b', columnName: '已办', todoNum: 2 })]);
    const { unmount } = renderCard(<CardView head={head('todo')} data={todo} actions={{ showMore: true }} now={now} />);
    const card = screen.getByRole('region', { name: '测试卡片' });
    const header = card.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('heading', { name: '测试卡片' })).toBeTruthy();
    // The first column's 150 open to-dos, shown the SPEC §9 way (not added to the other column's).
    expect(within(header).getByText('99+')).toBeTruthy();
    expect(within(header).getByRole('link', { name: /更多/ }).getAttribute('href')).toBe('/home/PersonalCenter');
    unmount();

    const services = cardData('collection', [column({ dataSource: 'collection', num: 4 })]);
    const again = renderCard(<CardView head={head('collection')} data={services} actions={{ showMore: true }} now={now} />);
    const servicesHeader = screen.getByRole('region', { name: '测试卡片' }).querySelector('header') as HTMLElement;
    expect(within(servicesHeader).getByRole('link', { name: /更多/ }).getAttribute('href')).toBe('/home/serviceHall');
    expect(servicesHeader.querySelector('.oh-card-count')).toBeNull();
    again.unmount();

    // The configuration preview opens nothing, 更多 included.
    renderCard(<CardView head={head('collection')} data={services} now={now} />);
    expect(screen.queryByRole('link', { name: /更多/ })).toBeNull();
  });

  it('should move between the tabs with the arrow keys, Home and End', async () => {
    const data = cardData('news', [
      column({ id: 'a', dataSource: 'news', columnName: '新闻', result: rows(1) }),
      column({ id: 'b', dataSource: 'news', columnName: '公告', result: rows(2) }),
      column({ id: 'c', dataSource: 'news', columnName: '讲座' }),
    ]);
    renderCard(<CardView head={head('news')} data={data} now={now} />);
    const [first, second, third] = screen.getAllByRole('tab');
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(await within(screen.getByRole('tabpanel', { name: /公告/ })).findAllByRole('listitem')).toHaveLength(2);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(third!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
  });
});
