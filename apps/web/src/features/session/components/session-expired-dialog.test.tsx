import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';

const signOut = vi.fn();
vi.mock('../../../api/auth.ts', () => ({ signOut: () => signOut() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderDialog() {
  return render(
    <MemoryRouter initialEntries={['/home/homePage']}>
      <SessionExpiredDialog />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SessionExpiredDialog', () => {
  beforeEach(() => {
    signOut.mockReset();
    useSessionStore.setState({ sessionExpired: false, casTicket: { tgt: 'TGT-1', expireTime: 1800 } });
    useAuthStore.setState({
      accessToken: 'a',
      refreshToken: 'r',
      userInfo: { account: 'student01', nick_name: '学生', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    useUiStore.setState({
      notices: [{ openWindow: '1', messageIdWeb: 'w1', messageId: 'm1', fromUserName: '教务处', fromUserId: 'u1', content: '通知' }],
    });
  });
  afterEach(cleanup);

  it('should stay hidden while the session is active', () => {
    renderDialog();
    expect(screen.queryByText('当前登录信息异常，继续使用系统可能出现问题，请重新登录')).toBeNull();
  });

  it('should block the screen when the session expires and not close on Escape', async () => {
    renderDialog();
    act(() => useSessionStore.getState().setSessionExpired(true));
    expect(await screen.findByText('当前登录信息异常，继续使用系统可能出现问题，请重新登录')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByText('当前登录信息异常，继续使用系统可能出现问题，请重新登录')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['重新登录']);
  });

  it('should clean up everything and go to login even when sign-out fails', async () => {
    signOut.mockRejectedValue(new Error('network'));
    useSessionStore.setState({ sessionExpired: true });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: /重新登录/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?logout=true&isLogin=false'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().casTicket).toBeNull();
    expect(useSessionStore.getState().sessionExpired).toBe(false);
    expect(useAuthStore.getState().userInfo).toBeNull();
    expect(useAuthStore.getState().accessToken).toBe('');
    expect(useUiStore.getState().notices).toEqual([]);
  });
});
