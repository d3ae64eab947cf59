import type { CardKind } from '@onehall/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../../test/fetch-routes.ts';
import { serviceTip } from './card-rows.ts';
import { type CardHead, CardView } from './card-view.tsx';
import { cardData, column } from './test-data.ts';

const head = (kind: CardKind): CardHead => ({ cardId: 'card-1', kind, cardName: '为你推荐', width: 'narrow', displayRows: 1 });
const now = new Date(2026, 10, 21, 12, 0, 0);
const LONG = '计算机科学与技术学院学科竞赛报名';
const service = (id: string, serviceName: string, reason: string) => ({
  serviceId: id,
  serviceName,
  serviceDeptName: '计算机科学与技术学院',
  reason,
  openWay: 1001,
  accessWay: 1,
  serviceUrl: 'https://x.edu',
  processType: 'ONLINE',
});

beforeEach(() => stubResizeObserver());

describe('recommend tiles', () => {
  it('should keep the full name, show the reason on one line and the full name in the tooltip', async () => {
    const data = cardData('recommend', [
      column({
        dataSource: 'recommend',
        result: [service('s1', LONG, '同学院同学常用'), service('s2', '计算机科学与技术学院导师双选', '本周热门')],
      }),
    ]);
    render(
      <MemoryRouter>
        <CardView head={head('recommend')} data={data} now={now} />
      </MemoryRouter>,
    );
    const name = await screen.findByText(LONG);
    expect(name.className).toContain('oh-card-tile__name');
    const tile = name.closest('.oh-card-tile') as HTMLElement;
    expect(within(tile).getByText('同学院同学常用').className).toContain('oh-card-tile__reason');
    // The glyph of 学科竞赛报名, not the college's 计 that every one of its services would share.
    expect(tile.querySelector('.oh-service-icon .anticon-trophy')).toBeTruthy();
    fireEvent.mouseEnter(tile);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });

  it('should say 暂无推荐 when there is nothing to recommend', async () => {
    render(
      <MemoryRouter>
        <CardView head={head('recommend')} data={cardData('recommend', [column({ dataSource: 'recommend' })])} now={now} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('暂无推荐')).toBeTruthy();
  });

  it('should name the department in the tooltip only when the name does not already', () => {
    expect(serviceTip({ serviceName: '选课', serviceDeptName: '教务处' })).toBe('选课 · 教务处');
    expect(serviceTip({ serviceName: LONG, serviceDeptName: '计算机科学与技术学院' })).toBe(LONG);
  });
});
