import { type Envelope, TOKEN_REFRESH_CHECK_INTERVAL_MS } from '@onehall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSessionValidTime, refreshSharedTokens, updateSessionValidTime } from '../../../api/auth.ts';
import { isOk } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { lastActivityAt, markActivity, watchActivity } from '../lib/activity.ts';
import { initialSsoState, ssoInterval, ssoTick, tokenNeedsRefresh } from '../lib/sso-machine.ts';

/** Refreshes the access token before it expires (SPEC §9: check every 10 s, refresh at age ≥ 3000 s). */
export function useTokenRefreshTimer(): void {
  const signedIn = useAuthStore((s) => s.accessToken !== '');

  useEffect(() => {
    if (!signedIn) return;
    let inFlight = false;
    const id = setInterval(() => {
      const { tokenIssuedAt } = useAuthStore.getState();
      if (inFlight || !tokenNeedsRefresh(tokenIssuedAt, Date.now())) return;
      inFlight = true;
      // A failed refresh is left to the request layer: a 401 raises the session-expired dialog.
      void refreshSharedTokens((issuedAt) => tokenNeedsRefresh(issuedAt, Date.now())).finally(() => {
        inFlight = false;
      });
    }, TOKEN_REFRESH_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  }, [signedIn]);
}

export interface SsoTimer {
  /** Epoch ms at which the SSO session ends as far as this tab knows; null while none is held. */
  deadline: number | null;
  /** 继续使用: extends the SSO session to its full lifetime (updateSessionValidTime). */
  extend(): Promise<void>;
}

/**
 * Drives the SSO state machine of `sso-machine.ts` while an SSO ticket is
 * held, and tells when the session ends, for the warning before it does.
 */
export function useSsoTimer(): SsoTimer {
  const tgt = useSessionStore((s) => s.casTicket?.tgt);
  const expireTime = useSessionStore((s) => s.casTicket?.expireTime ?? 0);
  const expired = useSessionStore((s) => s.sessionExpired);
  const [deadline, setDeadline] = useState<number | null>(null);
  const extendRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    if (!tgt || expired) {
      setDeadline(null);
      return;
    }
    const session = useSessionStore.getState();
    let state = initialSsoState(expireTime, session.refreshFlag);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    // The page's use since the session was last extended decides whether the timer extends it (sso-machine.ts).
    // Taken after watching starts, which counts as a use: a millisecond between the two would read as the user's.
    const stopWatching = watchActivity();
    let extendedAt = Date.now();
    const publish = () => setDeadline(Date.now() + state.remaining * 1000);
    publish();
    // Only about the ticket still held: another tab's sign-out may have ended it while an answer was on its way.
    const expireIfStillHeld = () => {
      if (state.expired && useSessionStore.getState().casTicket?.tgt === tgt) useSessionStore.getState().setSessionExpired(true);
    };

    const settle = (env: Envelope<{ remainingTime: number }>, extending: boolean) => {
      state = ssoTick(state, isOk(env) ? { type: 'ok', remainingTime: env.result.remainingTime } : { type: 'failed' });
      if (isOk(env)) {
        if (extending) extendedAt = Date.now();
        publish();
      }
      useSessionStore.getState().setRefreshFlag(state.refreshFlag);
      expireIfStillHeld();
    };

    // A chain of time-outs rather than an interval: the next tick's length depends on this tick's outcome.
    const schedule = () => {
      timer = setTimeout(run, ssoInterval(state) * 1000);
    };
    const run = async () => {
      state = ssoTick(state, { type: 'tick', active: lastActivityAt() > extendedAt });
      if (state.pending) {
        const extending = state.pending === 'refresh';
        const env = await (extending ? updateSessionValidTime(tgt) : getSessionValidTime(tgt));
        if (cancelled) return;
        settle(env, extending);
      } else {
        useSessionStore.getState().setRefreshFlag(state.refreshFlag);
        expireIfStillHeld();
      }
      if (!state.expired) schedule();
    };
    extendRef.current = async () => {
      markActivity();
      const env = await updateSessionValidTime(tgt);
      if (!cancelled) settle(env, true);
    };

    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWatching();
    };
  }, [tgt, expireTime, expired]);

  const extend = useCallback(() => extendRef.current(), []);
  return { deadline, extend };
}
