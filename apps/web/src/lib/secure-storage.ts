import type { PersistStorage, StorageValue } from 'zustand/middleware';

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

/** Obfuscated values in sessionStorage: tokens must not outlive the browser tab session. */
export const secureStorage = {
  get<T>(key: string): T | null {
    return decodeStored<T>(sessionStorage.getItem(key))?.value ?? null;
  },
  set(key: string, value: unknown): void {
    sessionStorage.setItem(key, encodeStored(value));
  },
  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
};

/** Storage adapter for zustand's `persist`, so stores holding tokens persist obfuscated. */
export function securePersistStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => secureStorage.get<StorageValue<S>>(name),
    setItem: (name, value) => secureStorage.set(name, value),
    removeItem: (name) => secureStorage.remove(name),
  };
}
