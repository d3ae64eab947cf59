import {
  SSO_CHECK_INTERVAL_FAST_MS,
  SSO_CHECK_INTERVAL_MS,
  SSO_FORCED_REFRESH_BELOW_SEC,
  SSO_MAX_CONSECUTIVE_FAILURES,
  TOKEN_REFRESH_AGE_SEC,
} from '@onehall/contract';

/**
 * The SSO session timer of SPEC §9 as a pure state machine.
 *
 * Every tick (30 s while the refresh flag is on, 2 s while it is off) takes
 * the interval off the remaining time. Remaining time at or below zero expires
 * the session. Otherwise the tick asks for a call: a forced refresh
 * (updateSessionValidTime) when under 300 s are left and the user has used
 * the page since the session was last extended, else a validity check
 * (getSessionValidTime). An idle user's session runs out: two minutes before
 * it does, the warning offers 继续使用 (docs/design/theme.md "Session"). The call's outcome resets the remaining time and
 * turns the flag on, or counts a failure and turns the flag off so the next
 * check comes quickly; 5 failures in a row expire the session.
 */

const SSO_SLOW_TICK_S = SSO_CHECK_INTERVAL_MS / 1000;
const SSO_FAST_TICK_S = SSO_CHECK_INTERVAL_FAST_MS / 1000;

export type SsoCall = 'check' | 'refresh';

export interface SsoState {
  /** Seconds left on the SSO session as far as the client knows. */
  remaining: number;
  refreshFlag: boolean;
  failures: number;
  expired: boolean;
  /** The call this tick asks for; null when none is due. */
  pending: SsoCall | null;
}

export type SsoOutcome =
  /** `active`: the user has used the page since the session was last extended. */
  | { type: 'tick'; active: boolean }
  /** The call succeeded; the server's remaining seconds. */
  | { type: 'ok'; remainingTime: number }
  | { type: 'failed' };

export function initialSsoState(remaining: number, refreshFlag = true): SsoState {
  return { remaining, refreshFlag, failures: 0, expired: remaining <= 0, pending: null };
}

/** Seconds until the next tick. */
export function ssoInterval(state: Pick<SsoState, 'refreshFlag'>): number {
  return state.refreshFlag ? SSO_SLOW_TICK_S : SSO_FAST_TICK_S;
}

export function ssoTick(state: SsoState, outcome: SsoOutcome): SsoState {
  if (state.expired) return state;
  switch (outcome.type) {
    case 'tick': {
      const remaining = state.remaining - ssoInterval(state);
      if (remaining <= 0) return { ...state, remaining, expired: true, pending: null };
      return { ...state, remaining, pending: remaining < SSO_FORCED_REFRESH_BELOW_SEC && outcome.active ? 'refresh' : 'check' };
    }
    case 'ok':
      if (outcome.remainingTime <= 0) return { ...state, remaining: outcome.remainingTime, expired: true, pending: null };
      return { remaining: outcome.remainingTime, refreshFlag: true, failures: 0, expired: false, pending: null };
    case 'failed': {
      const failures = state.failures + 1;
      return { ...state, refreshFlag: false, failures, expired: failures >= SSO_MAX_CONSECUTIVE_FAILURES, pending: null };
    }
  }
}

/** Token refresh timer of SPEC §9: checked every 10 s, refreshed once the token is 3000 s old. */
export function tokenNeedsRefresh(issuedAt: number, now: number): boolean {
  return issuedAt > 0 && now - issuedAt >= TOKEN_REFRESH_AGE_SEC * 1000;
}
