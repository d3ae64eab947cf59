import { DEFAULT_TENANT_ID, type getUserInfo, type oauthToken, type ResultOf } from '@onehall/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { securePersistStorage } from '../lib/secure-storage.ts';
import { useLockStore } from './lock.ts';

export type TokenResult = ResultOf<typeof oauthToken>;
export type UserInfo = Pick<
  ResultOf<typeof getUserInfo>,
  'account' | 'nick_name' | 'user_id' | 'tenant_id' | 'roles' | 'configurationMenu'
>;

/**
 * Storage keys. `login` holds this store in localStorage, shared by the
 * browser's tabs (SPEC §3 names it for session storage: docs/design/auth.md
 * "One sign-in for every tab"); the others are this tab's sessionStorage,
 * belong to features that fill them, and are listed here because a full
 * logout (SPEC §4) must clear them all.
 */
export const SessionKeys = {
  login: 'userId',
  menu: 'menu',
  roles: 'roles',
  tags: 'tags',
  lock: 'lock',
  robotChat: 'robotChat',
} as const;

/** This tab's part of a full logout; another tab's sign-out ends here with it. */
export function forgetTabSignInData(): void {
  for (const key of Object.values(SessionKeys)) if (key !== SessionKeys.login) sessionStorage.removeItem(key);
  // The lock is the browser's, like the sign-in (stores/lock.ts): ended with it.
  useLockStore.getState().clear();
}

interface AuthData {
  accessToken: string;
  refreshToken: string;
  tenantId: string;
  /** When the access token was issued (ms), for the refresh timer (SPEC §9: refresh at age ≥ 3000 s). */
  tokenIssuedAt: number;
  /** null while nobody is signed in; the route guard sends such users to /login. */
  userInfo: UserInfo | null;
  roleId: string;
  roleType: string;
}

export interface AuthState extends AuthData {
  /** Stores a successful sign-in or refresh (SPEC §4). Callers check status 1000 first. */
  setLogin(result: TokenResult): void;
  setUserInfo(info: UserInfo): void;
  /** Clears tokens and user info. */
  logout(): void;
  /** Also clears menu, roles, tags, the lock and the robot chat record (SPEC §4). */
  fullLogout(): void;
}

const signedOut: AuthData = {
  accessToken: '',
  refreshToken: '',
  tenantId: DEFAULT_TENANT_ID,
  tokenIssuedAt: 0,
  userInfo: null,
  roleId: '',
  roleType: '',
};

/** All of it is the sign-in, shared by every tab. */
const AUTH_FIELDS = Object.keys(signedOut) as (keyof AuthData)[];

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      setLogin: (result) =>
        set({
          accessToken: result.access_token,
          refreshToken: result.refresh_token,
          tenantId: result.tenant_id || DEFAULT_TENANT_ID,
          tokenIssuedAt: Date.now(),
          userInfo: {
            account: result.account,
            nick_name: result.nick_name,
            user_id: result.user_id,
            tenant_id: result.tenant_id,
            roles: result.roles,
            // The menu comes with getUserInfo; a token refresh must not wipe it.
            configurationMenu: get().userInfo?.configurationMenu ?? [],
          },
          roleId: result.role_id,
          roleType: result.role_type,
        }),
      setUserInfo: (info) =>
        set({
          userInfo: {
            account: info.account,
            nick_name: info.nick_name,
            user_id: info.user_id,
            tenant_id: info.tenant_id,
            roles: info.roles,
            configurationMenu: info.configurationMenu,
          },
        }),
      logout: () => set({ ...signedOut, tenantId: get().tenantId }),
      fullLogout: () => {
        get().logout();
        forgetTabSignInData();
      },
    }),
    {
      name: SessionKeys.login,
      storage: securePersistStorage<AuthData>(AUTH_FIELDS),
      partialize: ({ accessToken, refreshToken, tenantId, tokenIssuedAt, userInfo, roleId, roleType }) => ({
        accessToken,
        refreshToken,
        tenantId,
        tokenIssuedAt,
        userInfo,
        roleId,
        roleType,
      }),
      // Nothing stored (site data cleared in another tab) means nobody is signed in.
      merge: (persisted, current) => ({ ...current, ...((persisted as AuthData | undefined) ?? signedOut) }),
    },
  ),
);

export const selectUserInfo = (s: AuthState) => s.userInfo;
export const selectIsSignedIn = (s: AuthState) => s.userInfo !== null && s.accessToken !== '';
export const selectConfigurationMenu = (s: AuthState) => s.userInfo?.configurationMenu ?? [];
