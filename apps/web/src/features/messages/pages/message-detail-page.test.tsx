import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import MessageDetailPage from './message-detail-page.tsx';

let answer: { status: number; msg: string; result?: unknown };
let requested = '';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested = new URL(input, 'http://localhost').pathname;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderDetail(id: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/generalDetailsTow?id=${id}`]}>
        <Routes>
          <Route path="/generalDetailsTow" element={<MessageDetailPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('MessageDetailPage', () => {
  it('should open the deleted-message page when the item was deleted', async () => {
    answer = { status: 1004, msg: '消息已被删除' };
    renderDetail('gone');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/deleteNoPag'));
    expect(requested).toBe('/api/blade-platform/nobody/messageCenter/messageDetail/gone');
  });

  it('should stay and show the msg for any other failure', async () => {
    answer = { status: 1004, msg: '参数错误' };
    renderDetail('bad');
    expect((await screen.findAllByText('参数错误')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('should show the title, importance and sanitised content of a published item', async () => {
    answer = {
      status: 1000,
      msg: '操作成功',
      result: {
        id: 'm1',
        url: '/generalDetailsTow?id=m1',
        title: '关于寒假放假安排的通知',
        content: '<p>各单位：<img src="x" onerror="alert(1)"><a href="https://www.moe.gov.cn">教育部</a></p>',
        releaseTime: '2026-01-05 09:00:00',
        create_time: '2026-01-05 08:00:00',
        fieldSet: '重要',
        columnId: 'c1',
        columnName: '通知公告',
        publisher: '校长办公室',
        viewCount: 12,
      },
    };
    renderDetail('m1');
    expect(await screen.findByRole('heading', { level: 1, name: '关于寒假放假安排的通知' })).toBeTruthy();
    expect(screen.getByText('重要')).toBeTruthy();
    expect(screen.getByText('2026-01-05 09:00')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '教育部' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});
