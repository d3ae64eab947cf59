import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { useAuthStore } from '../../stores/auth.ts';
import LoginPage from './login-page.tsx';

const signIn = vi.fn();
const fetchUserInfo = vi.fn();
vi.mock('../../api/auth.ts', () => ({
  signIn: (...args: unknown[]) => signIn(...args),
  fetchUserInfo: () => fetchUserInfo(),
}));

const ok = { status: 1000, code: 1000, msg: '操作成功', result: {} };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderLogin(path = '/login') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'student01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@12345' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    signIn.mockReset();
    fetchUserInfo.mockReset();
    useAuthStore.setState({ userInfo: null, accessToken: '' });
  });

  it('should sign in, fetch the user info and return to the redirect page', async () => {
    signIn.mockResolvedValue(ok);
    fetchUserInfo.mockResolvedValue(ok);
    renderLogin('/login?redirect=%2Fhome%2Fthreelists');
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/threelists'));
    expect(signIn).toHaveBeenCalledWith('student01', 'Demo@12345', '000000');
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('should go to the home page without a redirect', async () => {
    signIn.mockResolvedValue(ok);
    fetchUserInfo.mockResolvedValue(ok);
    renderLogin();
    fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/homePage'));
  });

  it('should show the server message in an error toast when sign-in fails', async () => {
    signIn.mockResolvedValue({ status: 1004, code: 1004, msg: '账号或密码错误', result: null });
    renderLogin();
    fillAndSubmit();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it('should not submit without an account and a password', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('should drop a leftover session when opened from the session-expired dialog', async () => {
    useAuthStore.setState({
      accessToken: 'old',
      userInfo: { account: 's', nick_name: 's', user_id: '1', tenant_id: '000000', roles: [], configurationMenu: [] },
    });
    renderLogin('/login?logout=true&isLogin=false');
    await waitFor(() => expect(useAuthStore.getState().userInfo).toBeNull());
    expect(screen.getByLabelText('账号')).toBeTruthy();
  });
});
