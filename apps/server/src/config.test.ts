import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, PUBLISHED_SECRETS, SECRETS_FILE } from './config.ts';

/** What a production start must set; none of it is published anywhere. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://hall@db/hall',
  CLIENT_ID: 'mingde-hall',
  CLIENT_SECRET: 'a-client-secret-of-this-campus',
  TOKEN_SECRET: 'a-token-key-of-this-campus-only-0123456789',
  SIGNING_SECRET: 'a-signing-key-of-this-campus-only-0123456789',
} as const;

describe('configuration keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'onehall-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const embedded = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'development', DATABASE_URL: path.join(dir, 'hall.db'), ...env });

  it('should refuse a key published in the repository in every mode', () => {
    for (const key of ['TOKEN_SECRET', 'SIGNING_SECRET'] as const) {
      for (const published of PUBLISHED_SECRETS) {
        expect(() => embedded({ [key]: published })).toThrow(`${key}: this value is published in the repository; choose your own`);
        expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', [key]: published })).toThrow(key);
        expect(() => loadConfig({ ...PRODUCTION, [key]: published })).toThrow(key);
      }
    }
  });

  it('should make random keys on first start, keep them owner-only beside the database and reuse them', () => {
    const first = embedded();
    const file = path.join(dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.TOKEN_SECRET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.SIGNING_SECRET).not.toBe(first.TOKEN_SECRET);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ TOKEN_SECRET: first.TOKEN_SECRET, SIGNING_SECRET: first.SIGNING_SECRET });

    // Loosened by hand, tightened again on the next start; the keys stay.
    chmodSync(file, 0o644);
    const again = embedded();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect([again.TOKEN_SECRET, again.SIGNING_SECRET]).toEqual([first.TOKEN_SECRET, first.SIGNING_SECRET]);

    const other = mkdtempSync(path.join(tmpdir(), 'onehall-config-'));
    try {
      expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: path.join(other, 'hall.db') }).TOKEN_SECRET).not.toBe(first.TOKEN_SECRET);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('should use configured keys as given and write no file for them', () => {
    const config = embedded({ TOKEN_SECRET: PRODUCTION.TOKEN_SECRET, SIGNING_SECRET: PRODUCTION.SIGNING_SECRET });
    expect(config.TOKEN_SECRET).toBe(PRODUCTION.TOKEN_SECRET);
    expect(existsSync(path.join(dir, SECRETS_FILE))).toBe(false);
  });

  it('should keep the keys of a database in memory only for as long as the process', () => {
    const a = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });
    const b = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:' });
    expect(a.TOKEN_SECRET).not.toBe(b.TOKEN_SECRET);
  });

  it('should refuse a production start without its own keys and client credential', () => {
    expect(loadConfig(PRODUCTION).TOKEN_SECRET).toBe(PRODUCTION.TOKEN_SECRET);
    const { TOKEN_SECRET: _t, SIGNING_SECRET: _s, ...withoutKeys } = PRODUCTION;
    expect(() => loadConfig(withoutKeys)).toThrow(/TOKEN_SECRET[\s\S]*SIGNING_SECRET/);
    const { CLIENT_SECRET: _c, ...withoutClient } = PRODUCTION;
    expect(() => loadConfig(withoutClient)).toThrow('CLIENT_SECRET: the demo default may not be used in production');
  });

  it('should listen on this machine only unless production or HOST says otherwise', () => {
    expect(embedded().HOST).toBe('127.0.0.1');
    expect(embedded({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).HOST).toBe('0.0.0.0');
  });

  it('should read the URL guard allow list and the file retention here, refusing a bad retention', () => {
    expect(embedded().URL_GUARD_ALLOW).toEqual([]);
    expect(embedded({ URL_GUARD_ALLOW: ' OA.campus.edu.cn, 10.2.3.4 ,' }).URL_GUARD_ALLOW).toEqual(['oa.campus.edu.cn', '10.2.3.4']);
    expect(embedded().TRANSFER_FILE_RETENTION_HOURS).toBe(24);
    expect(embedded({ TRANSFER_FILE_RETENTION_HOURS: '0.5' }).TRANSFER_FILE_RETENTION_HOURS).toBe(0.5);
    for (const bad of ['0', '-3', 'abc'])
      expect(() => embedded({ TRANSFER_FILE_RETENTION_HOURS: bad })).toThrow('TRANSFER_FILE_RETENTION_HOURS');
  });

  it('should read the pool size and the shutdown deadline, refusing bad values', () => {
    expect(embedded()).toMatchObject({ DB_POOL_SIZE: 10, SHUTDOWN_TIMEOUT_MS: 25_000 });
    expect(embedded({ DB_POOL_SIZE: '40', SHUTDOWN_TIMEOUT_MS: '5000' })).toMatchObject({ DB_POOL_SIZE: 40, SHUTDOWN_TIMEOUT_MS: 5000 });
    for (const bad of ['0', '2.5', 'many']) expect(() => embedded({ DB_POOL_SIZE: bad })).toThrow('DB_POOL_SIZE');
    expect(() => embedded({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow('SHUTDOWN_TIMEOUT_MS');
  });
});
