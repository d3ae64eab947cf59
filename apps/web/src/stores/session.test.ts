import { beforeEach, describe, expect, it } from 'vitest';
import { decodeStored } from '../lib/secure-storage.ts';
import { SESSION_STORE_KEY, useSessionStore } from './session.ts';

beforeEach(() => {
  useSessionStore.getState().clearLogin();
});

describe('session store', () => {
  it('should persist the ticket and signing key obfuscated in localStorage, shared by every tab', () => {
    useSessionStore.getState().setCasTicket({ tgt: 'TGT-secret', expireTime: 1800 });
    useSessionStore.getState().setSignKey('sid', 'key-secret');
    const raw = localStorage.getItem(SESSION_STORE_KEY);
    expect(raw).not.toContain('key-secret');
    const stored = decodeStored<{ state: { signKey: string; casTicket: { tgt: string } } }>(raw);
    expect(stored?.value.state.signKey).toBe('key-secret');
    expect(stored?.value.state.casTicket.tgt).toBe('TGT-secret');
  });

  it('should drop ticket, key and the expired flag on clearLogin but keep UI flags', () => {
    const s = useSessionStore.getState();
    s.setCasTicket({ tgt: 't', expireTime: 1 });
    s.setSignKey('i', 'k');
    s.setSessionExpired(true);
    s.setServiceType('APPLICATION');
    s.setHomeIndex(true);
    useSessionStore.getState().clearLogin();
    expect(useSessionStore.getState()).toMatchObject({
      casTicket: null,
      signId: '',
      signKey: '',
      sessionExpired: false,
      serviceType: 'APPLICATION',
      homeIndex: true,
    });
  });
});
