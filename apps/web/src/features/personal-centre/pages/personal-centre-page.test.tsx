import { FAVOURITES_EMPTY_TEXT } from '@onehall/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { type FetchRoutes, ok, refused, stubFetch, stubResizeObserver } from '../../../test/fetch-routes.ts';
import { calendar, profile, service } from '../lib/test-data.ts';
import PersonalCentrePage, { type PersonalCentreSlots } from './personal-centre-page.tsx';

let api: FetchRoutes;
const A = service('a1', '期末成绩查询');
const B = service('b2', '宿舍报修');

beforeEach(() => {
  stubResizeObserver();
  api = stubFetch();
  api.answer('/personInfo/detail', ok(profile()));
  api.answer('/personInfo/getSystemAccessLink', ok([{ ...B, lastVisitAt: '2026-10-08T02:00:00.000Z' }]));
  api.answer('/serverCenter/myCollect', ok([A, B]));
  api.answer('/serverCenter/changeOrder', ok(null));
  api.answer('/serverCenter/cancelCollect', ok(null));
  api.answer('/userClickVisitLog/clickService', ok({ visitCount: 4 }));
  api.answer(
    '/personInfo/myRatings',
    ok([{ serviceId: 'a1', score: 4, labels: ['办理便捷'], comment: '很方便', updatedAt: '2026-10-01T02:00:00.000Z', service: A }]),
  );
  api.answer('/scSemester/getSchoolCalendar', ok(calendar()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ userInfo: null });
});

const wrap = (tab?: string, slots: PersonalCentreSlots = {}) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/home/PersonalCenter${tab ? `?tab=${tab}` : ''}`]}>
        <PersonalCentrePage {...slots} />
      </MemoryRouter>
    </AppProviders>,
  );
const button = (label: string) => screen.getByLabelText(label).closest('button') as HTMLButtonElement;

describe('PersonalCentrePage', () => {
  it('should show the profile card and 基本信息, and never the placeholder', async () => {
    wrap();
    expect(await screen.findAllByText('张思远')).toHaveLength(2);
    expect(screen.getAllByText('计算机学院')).toHaveLength(2);
    expect(screen.getAllByText('学生').length).toBeGreaterThan(0);
    expect(screen.getByText('更换头像')).toBeTruthy();
    expect(screen.queryByText('该功能正在建设中')).toBeNull();
  });

  it('should show a tab for each section handed in, and none for a missing one', async () => {
    wrap('password', { password: <p>密码表单</p>, feedback: <p>反馈列表</p> });
    expect(await screen.findByText('密码表单')).toBeTruthy();
    expect(screen.getByText('我的反馈')).toBeTruthy();
    expect(screen.queryByText('账号安全')).toBeNull();
    expect(screen.queryByText('主题设置')).toBeNull();
  });

  it('should upload an avatar through common/upload and make it mine', async () => {
    api.answer('/common/upload', ok({ id: 'img1', url: '/files/message-images/img1', name: 'me.png' }));
    api.answer('/personInfo/setAvatar', ok(profile({ avatarUrl: '/files/message-images/img1' })));
    wrap();
    await screen.findByText('更换头像');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.calls('/personInfo/setAvatar')[0]?.body).toMatchObject({ imageId: 'img1' }));
  });

  it('should list the recently used services and open one the service hall way', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    useAuthStore.setState({
      userInfo: { account: 'student01', nick_name: '张思远', user_id: 'u1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    wrap('recent');
    fireEvent.click(await screen.findByText('宿舍报修'));
    expect(screen.getByText(/最近使用 2026-10-08/)).toBeTruthy();
    await waitFor(() => expect(api.calls('/userClickVisitLog/clickService')[0]?.body).toMatchObject({ serviceId: 'b2' }));
    expect(open).toHaveBeenCalledWith('https://ehall.example.edu.cn/b2', '_blank', 'noopener');
  });

  it('should move a favourite down and save the whole new order', async () => {
    wrap('favourites');
    await screen.findByText('期末成绩查询');
    expect(button('上移「期末成绩查询」').disabled).toBe(true);
    fireEvent.click(button('下移「期末成绩查询」'));
    await waitFor(() => expect(api.calls('/serverCenter/changeOrder')[0]?.body).toMatchObject({ serviceIds: ['b2', 'a1'] }));
  });

  it('should ask before removing a favourite', async () => {
    wrap('favourites');
    await screen.findByText('宿舍报修');
    fireEvent.click(screen.getAllByText('取消收藏')[1] as HTMLElement);
    expect(await screen.findByText('确定取消收藏该服务吗？')).toBeTruthy();
    expect(api.calls('/serverCenter/cancelCollect')).toHaveLength(0);
    fireEvent.click(screen.getByText('取消收藏', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(api.calls('/serverCenter/cancelCollect')[0]?.body).toMatchObject({ serviceId: 'b2' }));
  });

  it('should say 暂无收藏服务 without favourites, and offer 重试 when they fail to load', async () => {
    api.answer('/serverCenter/myCollect', ok([]));
    const first = wrap('favourites');
    expect(await screen.findByText(FAVOURITES_EMPTY_TEXT)).toBeTruthy();
    first.unmount();
    api.answer('/serverCenter/myCollect', refused(500, '服务器繁忙'));
    wrap('favourites');
    expect(await screen.findByText('我的收藏加载失败')).toBeTruthy();
    expect(screen.getByText(/重\s*试/)).toBeTruthy();
  });

  it('should list my ratings with score and date', async () => {
    wrap('ratings');
    expect(await screen.findByText('期末成绩查询')).toBeTruthy();
    expect(screen.getByText('4 分')).toBeTruthy();
    expect(screen.getByText(/评价于 2026-10-01/)).toBeTruthy();
    expect(screen.getByText('很方便')).toBeTruthy();
  });

  it("should show the semester, today's teaching week and its holidays", async () => {
    wrap('calendar');
    expect(await screen.findByText('2026-2027学年第一学期')).toBeTruthy();
    expect(screen.getByText('第 6 周（共 20 周）')).toBeTruthy();
    expect(screen.getByText('国庆节')).toBeTruthy();
  });

  it('should tell when no semester is configured', async () => {
    api.answer('/scSemester/getSchoolCalendar', ok(calendar({ semester: null, state: 'none', weekNo: null, totalWeeks: 0, holidays: [] })));
    wrap('calendar');
    expect(await screen.findByText('暂无校历，请联系管理员配置学期')).toBeTruthy();
  });
});
