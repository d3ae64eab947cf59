import type { Envelope } from '@onehall/contract';
import { useEffect, useRef, useState } from 'react';
import { signInByTicket } from '../api/cas-login.ts';
import { signInByOidc } from '../api/oidc-login.ts';
import { signInByTokens } from '../api/token-login.ts';

/** Where the sign-in was headed before the browser left for CAS or the identity provider, and the state it expects back. */
const RETURN_KEY = 'onehall-sso-return';

interface PendingReturn {
  redirect: string | null;
  oidcState?: string;
}

/** Leaving the page; replaced in tests, where jsdom cannot navigate. */
export const browser = { assign: (address: string) => window.location.assign(address) };

/** Remembers, for the way back to /login, where to go and (for OpenID Connect) the state to expect. */
export function leaveForSignIn(address: string, pending: PendingReturn): void {
  sessionStorage.setItem(RETURN_KEY, JSON.stringify(pending));
  browser.assign(address);
}

function takePending(): PendingReturn {
  const text = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  try {
    return text ? (JSON.parse(text) as PendingReturn) : { redirect: null };
  } catch {
    return { redirect: null };
  }
}

type Exchange = () => Promise<Envelope<unknown>>;

/** What /login came back with: a CAS ticket, an OpenID Connect code and state, or handed-over tokens. */
function exchangeOf(params: URLSearchParams, expectedState: string | undefined): Exchange | null {
  const ticket = params.get('ticket');
  if (ticket) return () => signInByTicket(ticket);
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) {
    // The server checks the state too; this refuses a callback this browser did not start.
    if (state !== expectedState) return async () => ({ status: 1004, code: 1004, msg: '统一身份认证失败，请重新登录', result: null });
    return () => signInByOidc(code, state, params.get('iss') ?? undefined);
  }
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  if (accessToken && refreshToken) return () => signInByTokens(accessToken, refreshToken);
  return null;
}

export type ReturnOutcome = { kind: 'none' } | { kind: 'pending' } | { kind: 'done'; env: Envelope<unknown>; redirect: string | null };

const NONE: ReturnOutcome = { kind: 'none' };

/**
 * Completes the sign-in /login was sent back with, once (a ticket or state
 * works only once, so a re-rendered or re-mounted page must not present it again).
 */
export function useSignInReturn(params: URLSearchParams): ReturnOutcome {
  const hasReturn = Boolean(params.get('ticket') || (params.get('code') && params.get('state')) || params.get('accessToken'));
  const [outcome, setOutcome] = useState<ReturnOutcome>(hasReturn ? { kind: 'pending' } : NONE);
  const started = useRef(false);
  useEffect(() => {
    if (!hasReturn || started.current) return;
    started.current = true;
    const pending = takePending();
    const exchange = exchangeOf(params, pending.oidcState);
    if (!exchange) return setOutcome(NONE);
    void exchange().then((env) => setOutcome({ kind: 'done', env, redirect: pending.redirect }));
  }, [hasReturn, params]);
  // Once the address no longer carries the return (a refused one starts afresh), nothing is pending.
  return hasReturn ? outcome : NONE;
}
