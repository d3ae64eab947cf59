import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../api/errors.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useSessionStore } from '../stores/session.ts';
import { ok, stubFetch } from '../test/fetch-routes.ts';
import { renderRoutes } from '../test/memory-routes.tsx';
import { CoreProviders } from './providers.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-meta.ts';

vi.mock('../api/auth.ts', () => ({
  loadIndex: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  refreshTokens: () => Promise.resolve(),
  getSessionValidTime: () => new Promise(() => {}),
  updateSessionValidTime: () => new Promise(() => {}),
}));

const SESSION_ABNORMAL = '当前登录信息异常，继续使用系统可能出现问题，请重新登录';

const visitorRoute = (name: string, path: string): RouteHandle => ({ meta: { name, path, title: name, guard: 'visitor', footer: true } });

function ConfirmingPage() {
  const { modal } = App.useApp();
  return (
    <button type="button" onClick={() => modal.confirm({ title: '确定要继续吗？' })}>
      继续
    </button>
  );
}

/** A page that reports a failure as it appears, before any effect of a later turn has run. */
function FailingAtOnce() {
  useLayoutEffect(() => reportError({ msg: '加载失败' }), []);
  return <p>失败的页面</p>;
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <p>欢迎访问</p>, handle: visitorRoute('advanceLanding', '/') },
          { path: '/generalDetailsTow', element: <ConfirmingPage />, handle: visitorRoute('generalDetailsTow', '/generalDetailsTow') },
          { path: '/failing', element: <FailingAtOnce />, handle: visitorRoute('failing', '/failing') },
        ],
      },
    ],
    path,
    (routes) => <CoreProviders>{routes}</CoreProviders>,
  );
}

describe('RootLayout', () => {
  beforeEach(() => {
    useAuthStore.setState({ accessToken: '', userInfo: null });
    useSessionStore.setState({ sessionExpired: false, casTicket: null });
  });
  afterEach(cleanup);

  it('should show a failed request on the landing as a toast', async () => {
    renderAt('/');
    expect(await screen.findByText('欢迎访问')).toBeTruthy();
    act(() => reportError({ msg: '服务暂不可用' }));
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
  });

  it("should show a failed request through antd's message elsewhere, and as the light toast again back on the landing", async () => {
    const router = renderAt('/generalDetailsTow');
    await screen.findByRole('button', { name: '继续' });
    act(() => reportError({ msg: '保存失败' }));
    // antd's message mounts its holder on first use, which took over a second once under CI's load.
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('保存失败'), { timeout: 5000 });

    await act(() => router.navigate('/'));
    await screen.findByText('欢迎访问');
    act(() => reportError({ msg: '服务暂不可用' }));
    const toast = await screen.findByText('服务暂不可用');
    // The landing loads no antd (issue 14): its own toast, announced as an alert.
    expect(toast.closest('.ant-message')).toBeNull();
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });

  it("should show a failure reported as a page appears through antd's message, not lose it to the landing's toast", async () => {
    renderAt('/failing');
    await screen.findByText('失败的页面');
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('加载失败'));
    expect(screen.getAllByText('加载失败')).toHaveLength(1);
  });

  it("should let pages other than the landing open dialogs through antd's App context", async () => {
    renderAt('/generalDetailsTow');
    fireEvent.click(await screen.findByRole('button', { name: '继续' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByText('确定要继续吗？').length).toBeGreaterThan(0);
  });

  it('should raise the session-expired dialog on the landing when the session expires', async () => {
    renderAt('/');
    await screen.findByText('欢迎访问');
    expect(screen.queryByText(SESSION_ABNORMAL)).toBeNull();
    act(() => useSessionStore.getState().setSessionExpired(true));
    expect(await screen.findByText(SESSION_ABNORMAL)).toBeTruthy();
  });
});

describe('document title', () => {
  beforeEach(() => {
    useAuthStore.setState({ accessToken: '', userInfo: null });
    useSessionStore.setState({ sessionExpired: false, casTicket: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("should read `<page> - <school>` once the school is known, the portal's name until then", async () => {
    const api = stubFetch();
    api.answer(
      '/nobody/preLogin/schoolInfo',
      ok({ schoolName: '明德大学', schoolLogo: null, title: '', themeColor: '', shortName: '明德', website: '' }),
    );
    renderAt('/generalDetailsTow');
    expect(document.title).toBe('generalDetailsTow - 一站式网上服务大厅');
    await waitFor(() => expect(document.title).toBe('generalDetailsTow - 明德大学'));
  });

  it('should keep the portal name when the school cannot be read', async () => {
    const api = stubFetch();
    api.answer('/nobody/preLogin/schoolInfo', { status: 500, body: { status: 500, msg: '服务器开小差了' } });
    renderAt('/generalDetailsTow');
    await waitFor(() => expect(api.calls('/nobody/preLogin/schoolInfo').length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: '继续' });
    expect(document.title).toBe('generalDetailsTow - 一站式网上服务大厅');
  });
});
