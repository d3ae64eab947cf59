import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { AppEvents, emit } from '../../../stores/events.ts';
import LoginPage from './login-page.tsx';

const signIn = vi.fn();
const fetchUserInfo = vi.fn();
const completeLogin = vi.fn();
vi.mock('../../../api/auth.ts', () => ({
  signIn: (...args: unknown[]) => signIn(...args),
  fetchUserInfo: () => fetchUserInfo(),
  completeLogin: (...args: unknown[]) => completeLogin(...args),
}));

const fetchPasswordRule = vi.fn();
const fetchSchoolInfo = vi.fn();
const changePassword = vi.fn();
const abandonSignIn = vi.fn();
// The rule is read by the form's query (api/get-password-rule.ts): its one call is answered here.
vi.mock('../../../api/client.ts', async (importOriginal) => {
  const client = await importOriginal<typeof import('../../../api/client.ts')>();
  const { getPasswordReg, preLoginSchoolInfo } = await import('@onehall/contract');
  return {
    ...client,
    call: (def: unknown, opts: never) => {
      if (def === getPasswordReg) return fetchPasswordRule();
      if (def === preLoginSchoolInfo) return fetchSchoolInfo();
      return client.call(def as never, opts);
    },
  };
});
vi.mock('../api/change-password.ts', () => ({ changePassword: (...args: unknown[]) => changePassword(...args) }));
vi.mock('../api/abandon-sign-in.ts', () => ({ abandonSignIn: (...args: unknown[]) => abandonSignIn(...args) }));

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
    completeLogin.mockReset();
    changePassword.mockReset();
    abandonSignIn.mockReset().mockResolvedValue(ok);
    fetchSchoolInfo.mockReset().mockResolvedValue({
      ...ok,
      result: { schoolName: '明德大学', schoolLogo: '/files/mdu-logo.png', title: '', themeColor: '', shortName: '明德', website: '' },
    });
    fetchPasswordRule.mockReset().mockResolvedValue({
      ...ok,
      result: { passwordReg: '^(?=.*[A-Za-z])(?=.*\\d).{8,64}$', passwordRegMsg: '密码须为8到64位，且同时包含字母和数字' },
    });
    useAuthStore.setState({ userInfo: null, accessToken: '' });
  });

  it("should carry the school's logo and name and a way back to the landing", async () => {
    renderLogin();
    const brand = await screen.findByRole('link', { name: /明德大学/ });
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.querySelector('img')?.getAttribute('src')).toBe('/files/mdu-logo.png');
    fireEvent.click(screen.getByRole('link', { name: '返回首页' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
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

  it('should carry on to the redirect page when another tab of the browser signs in', async () => {
    fetchUserInfo.mockResolvedValue(ok);
    renderLogin('/login?redirect=%2Fhome%2Fthreelists');
    await screen.findByLabelText('账号');
    emit(AppEvents.signedInElsewhere);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/threelists'));
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
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

  describe('an account that must change its initial password', () => {
    const held = { ...ok, result: { access_token: 'held-token', must_change_password: true } };
    const newPassword = () => screen.getByLabelText('新密码');
    const confirm = () => screen.getByLabelText('确认新密码');
    const changeButton = () => screen.getByRole('button', { name: /修改密码/ });

    async function reachForm() {
      // The real signIn stores nothing for a held sign-in.
      signIn.mockResolvedValue(held);
      renderLogin('/login?redirect=%2Fhome%2Fthreelists');
      fillAndSubmit();
      expect(await screen.findByText('首次登录请先修改初始密码')).toBeTruthy();
    }

    it('should hold the sign-in back and ask for a new password following the server’s rule', async () => {
      await reachForm();
      expect(screen.getByText('密码须为8到64位，且同时包含字母和数字')).toBeTruthy();
      expect(useAuthStore.getState().accessToken).toBe('');
      expect(fetchUserInfo).not.toHaveBeenCalled();

      fireEvent.change(newPassword(), { target: { value: 'onlyletters' } });
      fireEvent.change(confirm(), { target: { value: 'different1' } });
      fireEvent.click(changeButton());
      // Once in the notice, once under the field.
      await waitFor(() => expect(screen.getAllByText('密码须为8到64位，且同时包含字母和数字')).toHaveLength(2));
      expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
      fireEvent.change(newPassword(), { target: { value: 'Demo@12345' } });
      fireEvent.click(changeButton());
      expect(await screen.findByText('新密码不能与原密码相同')).toBeTruthy();
      expect(changePassword).not.toHaveBeenCalled();
    });

    it('should change the password with the held token, then store the sign-in and enter', async () => {
      changePassword.mockResolvedValue(ok);
      fetchUserInfo.mockResolvedValue(ok);
      await reachForm();
      fireEvent.change(newPassword(), { target: { value: 'Campus2026' } });
      fireEvent.change(confirm(), { target: { value: 'Campus2026' } });
      fireEvent.click(changeButton());
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/threelists'));
      expect(changePassword).toHaveBeenCalledWith('held-token', {
        oldPassword: 'Demo@12345',
        newPassword: 'Campus2026',
        newPassword1: 'Campus2026',
      });
      expect(completeLogin).toHaveBeenCalledWith(held);
      expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    });

    it('should show the server’s refusal and stay on the form', async () => {
      changePassword.mockResolvedValue({ status: 1004, code: 1004, msg: '原密码错误', result: null });
      await reachForm();
      fireEvent.change(newPassword(), { target: { value: 'Campus2026' } });
      fireEvent.change(confirm(), { target: { value: 'Campus2026' } });
      fireEvent.click(changeButton());
      expect(await screen.findByText('原密码错误')).toBeTruthy();
      expect(completeLogin).not.toHaveBeenCalled();
      expect(changeButton()).toBeTruthy();
    });

    it('should end the held sign-in and show the sign-in form again when the user goes back', async () => {
      await reachForm();
      fireEvent.click(screen.getByRole('button', { name: /返回登录/ }));
      expect(await screen.findByLabelText('账号')).toBeTruthy();
      expect(abandonSignIn).toHaveBeenCalledWith('held-token');
    });
  });
});
