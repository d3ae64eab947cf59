import { describe, expect, it } from 'vitest';
import { initialSsoState, type SsoState, ssoInterval, ssoTick, tokenNeedsRefresh } from './sso-machine.ts';

const tick = (s: SsoState, active = true) => ssoTick(s, { type: 'tick', active });
const fail = (s: SsoState) => ssoTick(s, { type: 'failed' });

describe('ssoTick', () => {
  it('should tick every 30 s with the refresh flag on and every 2 s with it off', () => {
    expect(ssoInterval({ refreshFlag: true })).toBe(30);
    expect(ssoInterval({ refreshFlag: false })).toBe(2);
  });

  it('should take the interval off the remaining time and ask for a check', () => {
    const s = tick(initialSsoState(1800));
    expect(s.remaining).toBe(1770);
    expect(s.pending).toBe('check');
  });

  it('should take 2 s off while the flag is off', () => {
    expect(tick(initialSsoState(1800, false)).remaining).toBe(1798);
  });

  it('should force a refresh when under 300 s remain and the user has been active', () => {
    const s = tick(initialSsoState(320));
    expect(s.remaining).toBe(290);
    expect(s.pending).toBe('refresh');
  });

  it('should only check, letting the session run out, when under 300 s remain and the user has been idle', () => {
    const s = tick(initialSsoState(320), false);
    expect(s.remaining).toBe(290);
    expect(s.pending).toBe('check');
  });

  it('should expire when the remaining time reaches 0', () => {
    const s = tick(initialSsoState(30));
    expect(s.expired).toBe(true);
    expect(s.pending).toBeNull();
  });

  it('should reset the remaining time, the failures and turn the flag on after a successful call', () => {
    const failing = fail(tick(initialSsoState(1800)));
    expect(failing.refreshFlag).toBe(false);
    const s = ssoTick(failing, { type: 'ok', remainingTime: 1800 });
    expect(s).toEqual({ remaining: 1800, refreshFlag: true, failures: 0, expired: false, pending: null });
  });

  it('should expire when the server says no time is left', () => {
    expect(ssoTick(tick(initialSsoState(1800)), { type: 'ok', remainingTime: 0 }).expired).toBe(true);
  });

  it('should turn the flag off after a failed call so the next check comes in 2 s', () => {
    const s = fail(tick(initialSsoState(1800)));
    expect(s.refreshFlag).toBe(false);
    expect(s.failures).toBe(1);
    expect(s.expired).toBe(false);
    expect(ssoInterval(s)).toBe(2);
  });

  it('should expire after 5 consecutive failures', () => {
    let s = initialSsoState(1800);
    for (let i = 0; i < 4; i++) s = fail(tick(s));
    expect(s.expired).toBe(false);
    s = fail(tick(s));
    expect(s.failures).toBe(5);
    expect(s.expired).toBe(true);
  });

  it('should stay expired whatever comes next', () => {
    const expired = tick(initialSsoState(1));
    expect(ssoTick(expired, { type: 'ok', remainingTime: 999 })).toBe(expired);
  });
});

describe('tokenNeedsRefresh', () => {
  it('should refresh once the token is 3000 s old', () => {
    expect(tokenNeedsRefresh(1_000, 1_000 + 2_999_999)).toBe(false);
    expect(tokenNeedsRefresh(1_000, 1_000 + 3_000_000)).toBe(true);
  });

  it('should not refresh without a token', () => {
    expect(tokenNeedsRefresh(0, Date.now())).toBe(false);
  });
});
