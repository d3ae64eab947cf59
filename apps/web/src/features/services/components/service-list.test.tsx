import type { ServiceListItem } from '@onehall/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { SERVICE_NAME_TWO_LINES } from '../../../components/service-icon/service-icon.tsx';
import { fillJsdomGaps } from './jsdom-gaps.ts';
import { ServiceList, type ServiceListProps } from './service-list.tsx';

const item = (over: Partial<ServiceListItem> = {}): ServiceListItem => ({
  serviceId: 's1',
  serviceName: '学生请假申请',
  serviceIcon: null,
  serviceDeptName: '学生工作部',
  serviceSceneName: '在校',
  processType: 'ONLINE',
  hasGuide: true,
  visitCount: 12,
  accessWay: 1,
  openWay: 1001,
  serviceUrl: 'https://apps.example.edu/leave',
  serviceDeptId: 'd1',
  serviceSceneId: 'sc1',
  serviceTypeId: null,
  serviceTypeName: null,
  centre: 'BOTH',
  visitorVisible: true,
  collected: false,
  avgScore: 4.5,
  rateCount: 2,
  launchedAt: '2026-09-01T00:00:00.000Z',
  ...over,
});

function renderList(props: Partial<ServiceListProps>) {
  const handlers = { onRetry: vi.fn(), onDetails: vi.fn(), onOpen: vi.fn() };
  render(
    <AppProviders>
      <ServiceList items={undefined} layout="grid" loading={false} error={null} emptyText="暂无数据" {...handlers} {...props} />
    </AppProviders>,
  );
  return handlers;
}

fillJsdomGaps();

describe('ServiceList', () => {
  it('should show a loading placeholder before the first answer', () => {
    renderList({ loading: true });
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
  });

  it('should show the error with a retry button that fetches again', () => {
    const { onRetry } = renderList({ error: '服务器开小差了' });
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByText('服务器开小差了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should say 暂无数据 for an empty directory and 暂无收藏服务 for an empty collection', () => {
    renderList({ items: [] });
    // The empty picture carries its own 暂无数据 title; the description is what the user reads.
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    cleanup();
    renderList({ items: [], emptyText: '暂无收藏服务' });
    expect(screen.getByText('暂无收藏服务')).toBeTruthy();
  });

  it('should show name, department, online or offline and hotness capped at 9999999+', () => {
    renderList({
      items: [item(), item({ serviceId: 's2', serviceName: '成绩证明打印', processType: 'OFFLINE', visitCount: 12_345_678 })],
    });
    expect(screen.getByRole('button', { name: '学生请假申请' })).toBeTruthy();
    expect(screen.getAllByText('学生工作部')).toHaveLength(2);
    expect(screen.getByText('在线办理')).toBeTruthy();
    expect(screen.getByText('线下办理')).toBeTruthy();
    expect(screen.getByText('9999999+')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
  });

  it('should show the uploaded icon, else the glyph of the name, and the name on two lines with the full name as title', () => {
    const long = '计算机科学与技术学院学科竞赛报名';
    renderList({ items: [item(), item({ serviceId: 's2', serviceName: long, serviceIcon: '/files/contest.png' })] });
    const leave = screen.getByRole('button', { name: '学生请假申请' }).closest('li') as HTMLElement;
    expect(leave.querySelector('.oh-service-icon .anticon-calendar')).toBeTruthy();
    const name = screen.getByRole('button', { name: long });
    expect(name.className).toContain(SERVICE_NAME_TWO_LINES);
    expect(name.getAttribute('title')).toBe(long);
    expect((name.closest('li') as HTMLElement).querySelector('.oh-service-icon img')?.getAttribute('src')).toBe('/files/contest.png');
  });

  it('should open details from the name and open the service from 办理', () => {
    const { onDetails, onOpen } = renderList({ items: [item()] });
    fireEvent.click(screen.getByRole('button', { name: '学生请假申请' }));
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 's1' }));
    fireEvent.click(screen.getByRole('button', { name: '办理 学生请假申请' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 's1' }));
  });

  it('should offer the favourite toggle only when collecting is possible, showing its state', () => {
    renderList({ items: [item()] });
    expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();
    cleanup();
    const onToggleCollect = vi.fn();
    renderList({ items: [item({ collected: true })], onToggleCollect });
    const star = screen.getByRole('button', { name: '取消收藏 学生请假申请' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggleCollect).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 's1', collected: true }));
  });
});
