import type { authInit, nobodyIndex, ResultOf } from '@onehall/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { securePersistStorage } from '../lib/secure-storage.ts';

export interface CasTicket {
  tgt: string;
  /** Seconds the SSO session lives (SPEC §3 "SSO ticket data"). */
  expireTime: number;
}
export type RobotConfig = ResultOf<typeof nobodyIndex>['questionBasciConfig'];
export type LoginConfig = ResultOf<typeof authInit>;

interface SessionData {
  /** Shared by the browser's tabs with the tokens, like the signing key (`SHARED_FIELDS`). */
  casTicket: CasTicket | null;
  /** Response-signing key handed out by the server (SPEC §5); its id goes back as `sign-id`. */
  signId: string;
  signKey: string;
  /** Raised by a 401 away from the landing and login pages; shows the blocking dialog (SPEC §4). This tab's only. */
  sessionExpired: boolean;
  /** SSO refresh flag: the SSO timer checks every 30 s while on, every 2 s while off (SPEC §9). */
  refreshFlag: boolean;
  /** Fetched once per session (SPEC §2 route guard). */
  robotConfig: RobotConfig | null;
  loginConfig: LoginConfig | null;
  homeIndex: boolean;
  serviceType: string;
}

export interface SessionState extends SessionData {
  setCasTicket(ticket: CasTicket | null): void;
  setSignKey(signId: string, signKey: string): void;
  setSessionExpired(expired: boolean): void;
  setRefreshFlag(on: boolean): void;
  setRobotConfig(config: RobotConfig | null): void;
  setLoginConfig(config: LoginConfig | null): void;
  setHomeIndex(on: boolean): void;
  setServiceType(serviceType: string): void;
  /** Drops everything tied to the signed-in user: ticket, signing key, expiry flag. */
  clearLogin(): void;
}

const initial: SessionData = {
  casTicket: null,
  signId: '',
  signKey: '',
  sessionExpired: false,
  refreshFlag: true,
  robotConfig: null,
  loginConfig: null,
  homeIndex: false,
  serviceType: '',
};

export const SESSION_STORE_KEY = 'session';

/** The sign-in's part: every tab of the browser uses it. The rest is this tab's. */
const SHARED_FIELDS = ['casTicket', 'signId', 'signKey'] as const satisfies readonly (keyof SessionData)[];

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initial,
      setCasTicket: (casTicket) => set({ casTicket }),
      setSignKey: (signId, signKey) => set({ signId, signKey }),
      setSessionExpired: (sessionExpired) => set({ sessionExpired }),
      setRefreshFlag: (refreshFlag) => set({ refreshFlag }),
      setRobotConfig: (robotConfig) => set({ robotConfig }),
      setLoginConfig: (loginConfig) => set({ loginConfig }),
      setHomeIndex: (homeIndex) => set({ homeIndex }),
      setServiceType: (serviceType) => set({ serviceType }),
      clearLogin: () => set({ casTicket: null, signId: '', signKey: '', sessionExpired: false }),
    }),
    {
      name: SESSION_STORE_KEY,
      // The signing key and SSO ticket are credentials: stored obfuscated like the tokens.
      storage: securePersistStorage<SessionData>(SHARED_FIELDS),
      partialize: (s): SessionData => ({
        casTicket: s.casTicket,
        signId: s.signId,
        signKey: s.signKey,
        sessionExpired: s.sessionExpired,
        refreshFlag: s.refreshFlag,
        robotConfig: s.robotConfig,
        loginConfig: s.loginConfig,
        homeIndex: s.homeIndex,
        serviceType: s.serviceType,
      }),
    },
  ),
);

export const selectCasTicket = (s: SessionState) => s.casTicket;
export const selectSessionExpired = (s: SessionState) => s.sessionExpired;
export const selectRefreshFlag = (s: SessionState) => s.refreshFlag;
export const selectRobotConfig = (s: SessionState) => s.robotConfig;
export const selectLoginConfig = (s: SessionState) => s.loginConfig;
export const selectHomeIndex = (s: SessionState) => s.homeIndex;
export const selectServiceType = (s: SessionState) => s.serviceType;
