import { TOKEN_REFRESH_CHECK_INTERVAL_MS } from '@onehall/contract';
import { useEffect } from 'react';
import { getSessionValidTime, refreshSharedTokens, updateSessionValidTime } from '../../../api/auth.ts';
import { isOk } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth.ts';
import { useSessionStore } from '../../../stores/session.ts';
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

/** Drives the SSO state machine of `sso-machine.ts` while an SSO ticket is held. */
export function useSsoTimer(): void {
  const tgt = useSessionStore((s) => s.casTicket?.tgt);
  const expireTime = useSessionStore((s) => s.casTicket?.expireTime ?? 0);
  const expired = useSessionStore((s) => s.sessionExpired);

  useEffect(() => {
    if (!tgt || expired) return;
    const session = useSessionStore.getState();
    let state = initialSsoState(expireTime, session.refreshFlag);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    // A chain of time-outs rather than an interval: the next tick's length depends on this tick's outcome.
    const schedule = () => {
      timer = setTimeout(run, ssoInterval(state) * 1000);
    };
    const run = async () => {
      state = ssoTick(state, { type: 'tick' });
      if (state.pending) {
        const env = await (state.pending === 'refresh' ? updateSessionValidTime(tgt) : getSessionValidTime(tgt));
        if (cancelled) return;
        state = ssoTick(state, isOk(env) ? { type: 'ok', remainingTime: env.result.remainingTime } : { type: 'failed' });
      }
      useSessionStore.getState().setRefreshFlag(state.refreshFlag);
      if (state.expired) useSessionStore.getState().setSessionExpired(true);
      else schedule();
    };

    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [tgt, expireTime, expired]);
}
