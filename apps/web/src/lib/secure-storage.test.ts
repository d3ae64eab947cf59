import { describe, expect, it } from 'vitest';
import { decodeStored, encodeStored, securePersistStorage } from './secure-storage.ts';

describe('encodeStored / decodeStored', () => {
  it('should round-trip a short string with its data type and timestamp', () => {
    const text = encodeStored('tok-1', 1_700_000_000_000);
    expect(text).not.toContain('tok-1');
    expect(decodeStored(text)).toEqual({ value: 'tok-1', dataType: 'string', datetime: 1_700_000_000_000 });
  });

  it('should prefix the base64 length padded to 10 digits', () => {
    const text = encodeStored({ a: 1 });
    const length = Number(text.slice(0, 10));
    expect(text.slice(0, 10)).toMatch(/^\d{10}$/);
    // Under 100 characters no digit is inserted.
    expect(text.length - 10).toBe(length);
  });

  it('should insert a random digit after every 100 characters of a long value and still round-trip', () => {
    const value = { token: 'x'.repeat(400), nick_name: '张三' };
    const text = encodeStored(value);
    const length = Number(text.slice(0, 10));
    expect(length).toBeGreaterThan(300);
    expect(text.length - 10).toBe(length + Math.floor(length / 100));
    for (let i = 10 + 100; i < text.length; i += 101) expect(text[i]).toMatch(/\d/);
    expect(decodeStored(text)?.value).toEqual(value);
  });

  it('should round-trip Chinese text, objects, arrays, numbers and null', () => {
    for (const value of ['统一身份认证 — 张三', { nick_name: '李四', roles: ['学生'] }, [1, '二'], 42, true, null]) {
      expect(decodeStored(encodeStored(value))?.value).toEqual(value);
    }
    expect(decodeStored(encodeStored([1]))?.dataType).toBe('array');
  });

  it('should round-trip a value whose base64 length is an exact multiple of 100', () => {
    for (let n = 0; n < 120; n++) {
      const value = 'a'.repeat(n + 150);
      expect(decodeStored(encodeStored(value))?.value).toBe(value);
    }
  });

  it('should reject text it did not write', () => {
    expect(decodeStored(null)).toBeNull();
    expect(decodeStored('')).toBeNull();
    expect(decodeStored('{"accessToken":"plain"}')).toBeNull();
    expect(decodeStored(`0000000099${btoa('{}')}`)).toBeNull();
    expect(decodeStored(`0000000004${btoa('{}')}`)).toBeNull();
    const text = encodeStored('tok');
    expect(decodeStored(text.slice(0, -2))).toBeNull();
  });
});

describe('securePersistStorage', () => {
  type State = { token: string; user: string; tab: string };
  const value = (state: State) => ({ state, version: 0 });

  it('should keep the shared fields obfuscated in localStorage and the others in sessionStorage', () => {
    const storage = securePersistStorage<State>(['token', 'user']);
    storage.setItem('k', value({ token: 'secret-token', user: '王五', tab: 'mine' }));
    expect(localStorage.getItem('k')).not.toContain('secret-token');
    expect(decodeStored<{ state: object }>(localStorage.getItem('k'))?.value.state).toEqual({ token: 'secret-token', user: '王五' });
    expect(decodeStored<{ state: object }>(sessionStorage.getItem('k'))?.value.state).toEqual({ tab: 'mine' });
    expect(storage.getItem('k')).toEqual(value({ token: 'secret-token', user: '王五', tab: 'mine' }));
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('should write only the fields this tab changed, keeping what another tab wrote since it last read', () => {
    const here = securePersistStorage<State>(['token', 'user']);
    const there = securePersistStorage<State>(['token', 'user']);
    here.getItem('k');
    there.getItem('k');
    here.setItem('k', value({ token: 't1', user: 'u1', tab: '' }));
    there.getItem('k');
    here.setItem('k', value({ token: 't2', user: 'u1', tab: '' }));
    there.setItem('k', value({ token: 't1', user: 'u2', tab: '' }));
    expect(decodeStored<{ state: object }>(localStorage.getItem('k'))?.value.state).toEqual({ token: 't2', user: 'u2' });
  });

  it('should read a tampered value as absent', () => {
    const storage = securePersistStorage<State>(['token']);
    localStorage.setItem('k', 'garbage');
    sessionStorage.setItem('k', 'garbage');
    expect(storage.getItem('k')).toBeNull();
  });
});
