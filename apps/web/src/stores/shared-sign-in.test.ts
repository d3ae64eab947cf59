import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeStored, encodeStored } from '../lib/secure-storage.ts';
import { SessionKeys, type TokenResult, useAuthStore } from './auth.ts';
import { AppEvents, on } from './events.ts';
import { SESSION_STORE_KEY, useSessionStore } from './session.ts';
import { adoptSharedSignIn, followOtherTabs } from './shared-sign-in.ts';
import { useUiStore } from './ui.ts';

const tokenResult: TokenResult = {
  access_token: 'acc-1',
  refresh_token: 'ref-1',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: 'u-1',
  account: 'student01',
  nick_name: '张同学',
  roles: [],
  role_id: 'r1',
  role_type: '1',
  sign_id: 'sid-1',
  sign_key: 'key-1',
  ticket: { tgt: 'TGT-1', expireTime: 1800 },
};

const notice = { openWindow: '1', messageIdWeb: 'w1', messageId: 'm1', fromUserName: '教务处', fromUserId: 'u1', content: '通知' };

/** A tab's own sessionStorage: jsdom has one window, so each other tab gets one of these. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

type Tab = { auth: typeof import('./auth.ts'); session: typeof import('./session.ts') };

/**
 * Opens another tab of the same browser (new modules, so new stores, over the
 * same localStorage and cookies, with an empty sessionStorage of its own) and
 * returns a function running code in it.
 */
async function openOtherTab(): Promise<<T>(work: (tab: Tab) => T) => T> {
  const storage = tabStorage();
  vi.resetModules();
  vi.stubGlobal('sessionStorage', storage);
  const tab: Tab = { auth: await import('./auth.ts'), session: await import('./session.ts') };
  vi.unstubAllGlobals();
  return (work) => {
    vi.stubGlobal('sessionStorage', storage);
    try {
      return work(tab);
    } finally {
      vi.unstubAllGlobals();
    }
  };
}

function signInHere(): void {
  useAuthStore.getState().setLogin(tokenResult);
  useSessionStore.getState().setSignKey('sid-1', 'key-1');
  useSessionStore.getState().setCasTicket({ tgt: 'TGT-1', expireTime: 1800 });
}

function signOutIn({ auth, session }: Tab): void {
  auth.useAuthStore.getState().fullLogout();
  session.useSessionStore.getState().clearLogin();
}

let stopFollowing = () => {};

beforeEach(() => {
  useAuthStore.getState().logout();
  useSessionStore.getState().clearLogin();
  useSessionStore.getState().setServiceType('');
  useUiStore.getState().clearNotices();
});

afterEach(() => {
  stopFollowing();
  stopFollowing = () => {};
});

describe('one sign-in for every tab of the browser', () => {
  it('should keep the tokens obfuscated in localStorage, where a new tab finds them', async () => {
    signInHere();
    useSessionStore.getState().setServiceType('APPLICATION');
    expect(localStorage.getItem(SessionKeys.login)).not.toContain('acc-1');
    expect(localStorage.getItem(SESSION_STORE_KEY)).not.toContain('key-1');

    const inNewTab = await openOtherTab();
    inNewTab(({ auth, session }) => {
      expect(auth.useAuthStore.getState()).toMatchObject({ accessToken: 'acc-1', refreshToken: 'ref-1' });
      expect(auth.useAuthStore.getState().userInfo?.account).toBe('student01');
      expect(session.useSessionStore.getState()).toMatchObject({
        signId: 'sid-1',
        signKey: 'key-1',
        casTicket: { tgt: 'TGT-1', expireTime: 1800 },
        // This tab's own state stays with this tab.
        serviceType: '',
      });
    });
  });

  it('should keep the session-expired flag and other tab state out of localStorage', () => {
    signInHere();
    useSessionStore.getState().setSessionExpired(true);
    const shared = decodeStored<{ state: Record<string, unknown> }>(localStorage.getItem(SESSION_STORE_KEY));
    expect(Object.keys(shared?.value.state ?? {}).sort()).toEqual(['casTicket', 'signId', 'signKey']);
    const own = decodeStored<{ state: Record<string, unknown> }>(sessionStorage.getItem(SESSION_STORE_KEY));
    expect(own?.value.state).toMatchObject({ sessionExpired: true });
    expect(own?.value.state).not.toHaveProperty('signKey');
  });

  it('should sign this tab out, with its tab data, when another tab signs out', async () => {
    signInHere();
    sessionStorage.setItem(SessionKeys.menu, '[]');
    useUiStore.getState().addNotices([notice]);
    useSessionStore.getState().setSessionExpired(true);
    stopFollowing = followOtherTabs();

    const inOtherTab = await openOtherTab();
    inOtherTab(signOutIn);

    await vi.waitFor(() => expect(useAuthStore.getState().userInfo).toBeNull());
    expect(useAuthStore.getState()).toMatchObject({ accessToken: '', refreshToken: '' });
    expect(useSessionStore.getState()).toMatchObject({ casTicket: null, signKey: '', sessionExpired: false });
    expect(sessionStorage.getItem(SessionKeys.menu)).toBeNull();
    expect(useUiStore.getState().notices).toEqual([]);
  });

  it('should also follow a sign-out it only hears of through the storage event', async () => {
    signInHere();
    stopFollowing = followOtherTabs();
    const inOtherTab = await openOtherTab();
    // A browser without the channel: the other tab's announcement goes nowhere.
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        postMessage() {}
      },
    );
    inOtherTab(signOutIn);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuthStore.getState().accessToken).toBe('acc-1');

    window.dispatchEvent(new StorageEvent('storage', { key: SessionKeys.login, storageArea: localStorage }));
    await vi.waitFor(() => expect(useAuthStore.getState().accessToken).toBe(''));
    expect(useSessionStore.getState().signKey).toBe('');
  });

  it('should carry on here when another tab signs in', async () => {
    stopFollowing = followOtherTabs();
    const signedInElsewhere = vi.fn();
    const stop = on(AppEvents.signedInElsewhere, signedInElsewhere);
    const inOtherTab = await openOtherTab();
    inOtherTab(({ auth, session }) => {
      auth.useAuthStore.getState().setLogin(tokenResult);
      session.useSessionStore.getState().setSignKey('sid-1', 'key-1');
    });

    await vi.waitFor(() => expect(signedInElsewhere).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-1', userInfo: { account: 'student01' } });
    expect(useSessionStore.getState().signKey).toBe('key-1');
    stop();
  });

  it('should take up tokens another tab refreshed', async () => {
    signInHere();
    stopFollowing = followOtherTabs();
    const inOtherTab = await openOtherTab();
    inOtherTab(({ auth }) => auth.useAuthStore.getState().setLogin({ ...tokenResult, access_token: 'acc-2', refresh_token: 'ref-2' }));
    await vi.waitFor(() => expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' }));
  });

  it('should not roll back a refresh another tab wrote when this tab saves something else', async () => {
    signInHere();
    const inOtherTab = await openOtherTab();
    inOtherTab(({ auth }) => auth.useAuthStore.getState().setLogin({ ...tokenResult, access_token: 'acc-2', refresh_token: 'ref-2' }));
    // Before this tab has heard of the refresh, it stores the user info it fetched.
    useAuthStore.getState().setUserInfo({ ...useAuthStore.getState().userInfo!, configurationMenu: [{ path: '/p', name: 'p' }] });

    await adoptSharedSignIn();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' });
    expect(useAuthStore.getState().userInfo?.configurationMenu).toEqual([{ path: '/p', name: 'p' }]);
  });
});

describe('moving over from earlier versions and browser sessions', () => {
  const legacy = (state: Record<string, unknown>) => encodeStored({ state, version: 0 });

  it('should move a sign-in the tab kept in sessionStorage over to localStorage once', async () => {
    localStorage.clear();
    const inUpgradedTab = await (async () => {
      // What the previous version left in this tab.
      sessionStorage.setItem(
        SessionKeys.login,
        legacy({
          accessToken: 'old-acc',
          refreshToken: 'old-ref',
          tenantId: '000000',
          tokenIssuedAt: 1,
          userInfo: null,
          roleId: '',
          roleType: '',
        }),
      );
      sessionStorage.setItem(
        SESSION_STORE_KEY,
        legacy({ casTicket: { tgt: 'TGT-old', expireTime: 1800 }, signId: 'sid-old', signKey: 'key-old', serviceType: 'PROCESS' }),
      );
      vi.resetModules();
      const tab = { auth: await import('./auth.ts'), session: await import('./session.ts') };
      return <T>(work: (t: typeof tab) => T) => work(tab);
    })();

    inUpgradedTab(({ auth, session }) => {
      expect(auth.useAuthStore.getState()).toMatchObject({ accessToken: 'old-acc', refreshToken: 'old-ref' });
      expect(session.useSessionStore.getState()).toMatchObject({ signKey: 'key-old', serviceType: 'PROCESS' });
    });
    expect(sessionStorage.getItem(SessionKeys.login)).toBeNull();
    const own = decodeStored<{ state: Record<string, unknown> }>(sessionStorage.getItem(SESSION_STORE_KEY));
    expect(own?.value.state).toEqual({ serviceType: 'PROCESS' });
    expect(decodeStored<{ state: { accessToken: string } }>(localStorage.getItem(SessionKeys.login))?.value.state.accessToken).toBe(
      'old-acc',
    );

    const inNewTab = await openOtherTab();
    inNewTab(({ auth, session }) => {
      expect(auth.useAuthStore.getState().accessToken).toBe('old-acc');
      expect(session.useSessionStore.getState()).toMatchObject({ signKey: 'key-old', serviceType: '' });
    });
  });

  it('should drop a sign-in an earlier browser session left in localStorage', async () => {
    signInHere();
    // The browser was closed: its session cookies went with it.
    for (const cookie of document.cookie.split('; ')) {
      // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
      document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    sessionStorage.clear();
    vi.resetModules();
    const { useAuthStore: reopened } = await import('./auth.ts');
    expect(reopened.getState()).toMatchObject({ accessToken: '', userInfo: null });
    expect(localStorage.getItem(SessionKeys.login)).toBeNull();
  });
});
