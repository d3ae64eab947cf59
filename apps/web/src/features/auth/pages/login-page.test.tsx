import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { useAuthStore } from '../../../stores/auth.ts';
import { AppEvents, emit } from '../../../stores/events.ts';
import { browser } from '../components/use-sign-in-return.ts';
import LoginPage from './login-page.tsx';

const signIn = vi.fn();
const fetchUserInfo = vi.fn();
const completeLogin = vi.fn();
const loginInit = vi.fn();
vi.mock('../../../api/auth.ts', () => ({
  signIn: (...args: unknown[]) => signIn(...args),
  fetchUserInfo: () => fetchUserInfo(),
  completeLogin: (...args: unknown[]) => completeLogin(...args),
  loginInit: () => loginInit(),
}));

const signInByTicket = vi.fn();
const signInByOidc = vi.fn();
const signInByTokens = vi.fn();
const getCasAddress = vi.fn();
const startOidcSignIn = vi.fn();
vi.mock('../api/cas-login.ts', () => ({ signInByTicket: (...args: unknown[]) => signInByTicket(...args) }));
vi.mock('../api/oidc-login.ts', () => ({ signInByOidc: (...args: unknown[]) => signInByOidc(...args) }));
vi.mock('../api/token-login.ts', () => ({ signInByTokens: (...args: unknown[]) => signInByTokens(...args) }));
vi.mock('../api/get-cas-address.ts', () => ({ getCasAddress: () => getCasAddress() }));
vi.mock('../api/oidc-authorize.ts', () => ({ startOidcSignIn: () => startOidcSignIn() }));

const loginConfig = (modes: Partial<Record<'password' | 'cas' | 'oidc' | 'microService', boolean>> = {}) => {
  const all = { password: true, cas: false, oidc: false, microService: false, ...modes };
  return {
    status: 1000,
    code: 1000,
    msg: '',
    result: { eduSystemManageIdentityAuth: { status: 1, isSelfCas: all.cas ? 1 : 0 }, modes: all },
  };
};

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
    loginInit.mockReset().mockResolvedValue(loginConfig());
    for (const fn of [signInByTicket, signInByOidc, signInByTokens, getCasAddress, startOidcSignIn]) fn.mockReset();
    browser.assign = vi.fn();
    sessionStorage.clear();
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
  describe('single sign-on', () => {
    it('should say the login configuration failed, and read it again on 重试', async () => {
      loginInit.mockResolvedValueOnce({ status: 500, code: 500, msg: '服务器错误', result: null });
      renderLogin();
      expect(await screen.findByText('loginConfig 失败，尝试重新登录')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      expect(await screen.findByLabelText('账号')).toBeTruthy();
      expect(loginInit).toHaveBeenCalledTimes(2);
    });

    it('should go to the CAS login when the school uses CAS, remembering the redirect', async () => {
      loginInit.mockResolvedValue(loginConfig({ cas: true }));
      getCasAddress.mockResolvedValue({ ...ok, result: { address: 'https://cas.example.edu/cas/login?service=x', logoutAddress: '' } });
      renderLogin('/login?redirect=%2Fhome%2Fthreelists');
      await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://cas.example.edu/cas/login?service=x'));
      expect(JSON.parse(sessionStorage.getItem('onehall-sso-return') ?? '{}')).toMatchObject({ redirect: '/home/threelists' });
    });

    it('should stay with the CAS button when the CAS address cannot be had', async () => {
      loginInit.mockResolvedValue(loginConfig({ cas: true }));
      getCasAddress.mockResolvedValue({ status: 1004, code: 1004, msg: '未开启 CAS 登录', result: null });
      renderLogin();
      expect(await screen.findByText('未开启 CAS 登录')).toBeTruthy();
      expect(await screen.findByRole('button', { name: /CAS 统一身份认证登录/ })).toBeTruthy();
      expect(getCasAddress).toHaveBeenCalledTimes(1);
      expect(browser.assign).not.toHaveBeenCalled();
    });

    it('should leave out the password form when password sign-in is off', async () => {
      loginInit.mockResolvedValue(loginConfig({ password: false, oidc: true }));
      renderLogin('/login?logout=true');
      expect(await screen.findByRole('button', { name: /统一身份认证登录/ })).toBeTruthy();
      expect(screen.queryByLabelText('账号')).toBeNull();
    });

    it('should offer CAS as a button after a sign-out instead of signing straight back in', async () => {
      loginInit.mockResolvedValue(loginConfig({ cas: true }));
      renderLogin('/login?logout=true&isLogin=false');
      expect(await screen.findByRole('button', { name: /CAS 统一身份认证登录/ })).toBeTruthy();
      expect(getCasAddress).not.toHaveBeenCalled();
    });

    it('should complete the sign-in with the ticket CAS sent back, once, and go where it was headed', async () => {
      sessionStorage.setItem('onehall-sso-return', JSON.stringify({ redirect: '/home/threelists' }));
      signInByTicket.mockResolvedValue(ok);
      fetchUserInfo.mockResolvedValue(ok);
      renderLogin('/login?ticket=ST-1-abc');
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/threelists'));
      expect(signInByTicket).toHaveBeenCalledTimes(1);
      expect(signInByTicket).toHaveBeenCalledWith('ST-1-abc');
    });

    it('should show a refused ticket and start afresh', async () => {
      signInByTicket.mockResolvedValue({ status: 1004, code: 1004, msg: '登录票据无效或已过期，请重新登录', result: null });
      renderLogin('/login?ticket=ST-old');
      expect(await screen.findByText('登录票据无效或已过期，请重新登录')).toBeTruthy();
      expect(await screen.findByLabelText('账号')).toBeTruthy();
      expect(fetchUserInfo).not.toHaveBeenCalled();
    });

    it('should start OpenID Connect from its button and finish it with the state this browser expects', async () => {
      loginInit.mockResolvedValue(loginConfig({ oidc: true }));
      startOidcSignIn.mockResolvedValue({ ...ok, result: { address: 'https://idp.example.edu/auth?x', state: 's-1' } });
      renderLogin();
      fireEvent.click(await screen.findByRole('button', { name: /统一身份认证登录/ }));
      await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('https://idp.example.edu/auth?x'));
      cleanup();

      signInByOidc.mockResolvedValue(ok);
      fetchUserInfo.mockResolvedValue(ok);
      renderLogin('/login?code=c-1&state=s-1&iss=https%3A%2F%2Fidp.example.edu');
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/homePage'));
      expect(signInByOidc).toHaveBeenCalledWith('c-1', 's-1', 'https://idp.example.edu');
    });

    it('should refuse an OpenID Connect answer to a sign-in this browser did not start', async () => {
      renderLogin('/login?code=c-1&state=forged');
      expect(await screen.findByText('统一身份认证失败，请重新登录')).toBeTruthy();
      expect(signInByOidc).not.toHaveBeenCalled();
    });

    it('should take over tokens handed over in the address', async () => {
      signInByTokens.mockResolvedValue(ok);
      fetchUserInfo.mockResolvedValue(ok);
      renderLogin('/login?accessToken=a-1&refreshToken=r-1');
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home/homePage'));
      expect(signInByTokens).toHaveBeenCalledWith('a-1', 'r-1');
    });
  });
});
