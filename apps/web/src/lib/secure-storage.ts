import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { notifyOtherTabs } from './cross-tab.ts';

/**
 * Token obfuscation of SPEC §9: the value is wrapped with its data type and a
 * timestamp, serialised, base64-encoded (over UTF-8, so Chinese names survive),
 * prefixed with the encoded length padded to 10 digits, and a random digit is
 * inserted after every 100 characters. It keeps tokens from being read at a
 * glance in dev tools; it is not encryption.
 */

const LENGTH_DIGITS = 10;
const CHUNK = 100;

interface Wrapped {
  dataType: string;
  content: unknown;
  datetime: number;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(b64: string): string {
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function randomDigit(): string {
  return String(crypto.getRandomValues(new Uint8Array(1))[0]! % 10);
}

export function encodeStored(value: unknown, now: number = Date.now()): string {
  const wrapped: Wrapped = { dataType: Array.isArray(value) ? 'array' : typeof value, content: value, datetime: now };
  const b64 = toBase64(JSON.stringify(wrapped));
  let body = '';
  for (let i = 0; i < b64.length; i += CHUNK) {
    const chunk = b64.slice(i, i + CHUNK);
    body += chunk.length === CHUNK ? chunk + randomDigit() : chunk;
  }
  return String(b64.length).padStart(LENGTH_DIGITS, '0') + body;
}

export interface DecodedStored<T = unknown> {
  value: T;
  dataType: string;
  datetime: number;
}

/** Reverses {@link encodeStored}; null for anything that was not written by it (tampered, foreign, legacy). */
export function decodeStored<T = unknown>(text: string | null | undefined): DecodedStored<T> | null {
  if (!text || text.length < LENGTH_DIGITS || !/^\d+$/.test(text.slice(0, LENGTH_DIGITS))) return null;
  const length = Number(text.slice(0, LENGTH_DIGITS));
  const body = text.slice(LENGTH_DIGITS);
  let b64 = '';
  for (let i = 0; i < body.length; i += CHUNK + 1) b64 += body.slice(i, i + CHUNK);
  if (b64.length !== length) return null;
  try {
    const wrapped = JSON.parse(fromBase64(b64)) as Partial<Wrapped>;
    if (typeof wrapped.dataType !== 'string' || typeof wrapped.datetime !== 'number') return null;
    return { value: wrapped.content as T, dataType: wrapped.dataType, datetime: wrapped.datetime };
  } catch {
    return null;
  }
}

type Fields = Record<string, unknown>;

/**
 * A cookie without an expiry, set on every page load: it is gone once the
 * browser closes, so a sign-in found in localStorage without it was left by
 * an earlier browser session and is dropped (SPEC §9 keeps tokens in a cookie
 * or session storage, both ending with the browser session). With cookies
 * blocked nothing can be told apart, and the sign-in is kept.
 */
const BROWSER_SESSION_COOKIE = 'onehall-browser-session';
const browserSessionIsNew = navigator.cookieEnabled && !document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);
// biome-ignore lint/suspicious/noDocumentCookie: needed before the stores hydrate, which the asynchronous Cookie Store API is not.
document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;

function read(storage: Storage, name: string): StorageValue<Fields> | null {
  return decodeStored<StorageValue<Fields>>(storage.getItem(name))?.value ?? null;
}

/**
 * Storage adapter for zustand's `persist`, obfuscated as SPEC §9 asks. The
 * `shared` fields (the sign-in) live in localStorage, which every tab of the
 * browser sees; the others stay in this tab's sessionStorage.
 */
export function securePersistStorage<S>(shared: readonly (keyof S & string)[]): PersistStorage<S> {
  const isShared = (key: string) => (shared as readonly string[]).includes(key);
  const part = (state: Fields, sharedPart: boolean) =>
    Object.fromEntries(Object.entries(state).filter(([key]) => isShared(key) === sharedPart));
  // Each shared field as this tab last read or wrote it: a write carries only the fields this tab
  // changed, so it never rolls back what another tab wrote meanwhile (a rotated refresh token above all).
  let known: Record<string, string | undefined> = {};
  const remember = (state: Fields | undefined) => {
    known = Object.fromEntries(shared.map((key) => [key, JSON.stringify(state?.[key])]));
  };
  let untouched = true;
  const dropEarlierBrowserSession = (name: string) => {
    if (untouched && browserSessionIsNew) localStorage.removeItem(name);
    untouched = false;
  };

  const writeOwn = (name: string, value: StorageValue<Fields>) => {
    if (Object.keys(value.state).length > 0) sessionStorage.setItem(name, encodeStored(value));
    else sessionStorage.removeItem(name);
  };
  const writeShared = (name: string, value: StorageValue<Fields>) => {
    localStorage.setItem(name, encodeStored(value));
    remember(value.state);
    notifyOtherTabs(name);
  };

  return {
    getItem: (name) => {
      dropEarlierBrowserSession(name);
      const own = read(sessionStorage, name);
      let common = read(localStorage, name);
      const legacy = own ? part(own.state, true) : {};
      if (own && Object.keys(legacy).length > 0) {
        // Earlier versions kept the sign-in in the tab: moved over once, unless another tab already shares one.
        if (!common) {
          common = { state: legacy, version: own.version };
          writeShared(name, common);
        }
        own.state = part(own.state, false);
        writeOwn(name, own);
      }
      remember(common?.state);
      if (!own && !common) return null;
      return { state: { ...own?.state, ...common?.state } as S, version: common?.version ?? own?.version };
    },
    setItem: (name, value) => {
      dropEarlierBrowserSession(name);
      const state = value.state as Fields;
      const own = part(state, false);
      if (Object.keys(own).length > 0) writeOwn(name, { state: own, version: value.version });
      const stored = read(localStorage, name)?.state ?? {};
      const changed = shared.filter((key) => !(key in stored) || JSON.stringify(state[key]) !== known[key]);
      if (changed.length === 0) return;
      writeShared(name, { state: { ...stored, ...Object.fromEntries(changed.map((key) => [key, state[key]])) }, version: value.version });
    },
    removeItem: (name) => {
      sessionStorage.removeItem(name);
      localStorage.removeItem(name);
      remember(undefined);
    },
  };
}
