import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The client credential the web app sends with every call (SPEC §6). It ships
 * inside the web bundle, so it names the client rather than proving anything;
 * production still chooses its own.
 */
export const DEFAULT_CLIENT = { CLIENT_ID: 'onehall', CLIENT_SECRET: 'onehall_secret' } as const;

/**
 * Key values that were ever published in this repository. Anyone who read it
 * could sign tokens or to-do pushes with them, so no mode accepts them.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'onehall-demo-token-secret-change-me-0123456789',
  'onehall-demo-signing-secret-change-me-0123456789',
];

type KeySecrets = { TOKEN_SECRET: string; SIGNING_SECRET: string };

/** The file beside a SQLite database that keeps the installation's own keys (owner-only). */
export const SECRETS_FILE = 'secrets.json';

const randomSecret = () => randomBytes(48).toString('base64url');

/**
 * An installation without configured keys makes its own on first start and
 * keeps them beside its database, readable by the owner only, so tokens stay
 * valid across restarts and no two installations share a key. Without a
 * database file (`:memory:`, or PostgreSQL outside production) the keys live
 * as long as the process.
 */
function installationSecrets(dataDir: string | null): KeySecrets {
  if (!dataDir) return { TOKEN_SECRET: randomSecret(), SIGNING_SECRET: randomSecret() };
  const file = path.join(dataDir, SECRETS_FILE);
  const fresh: KeySecrets = { TOKEN_SECRET: randomSecret(), SIGNING_SECRET: randomSecret() };
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, exactly one writes; the other reads its keys.
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeySecrets>;
  if (typeof stored.TOKEN_SECRET !== 'string' || typeof stored.SIGNING_SECRET !== 'string')
    throw new Error(`Invalid configuration:\n  ${file}: expected TOKEN_SECRET and SIGNING_SECRET`);
  return { TOKEN_SECRET: stored.TOKEN_SECRET, SIGNING_SECRET: stored.SIGNING_SECRET };
}

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')]),
  HOST: Type.String({ minLength: 1 }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  /** A SQLite file path (default `data/onehall.db`, or `:memory:`) or a `postgres://` URL. */
  DATABASE_URL: Type.String({ minLength: 1 }),
  /**
   * Uploaded and generated files (imports, exports, error files, carousel images). Default: `files`
   * beside the SQLite database; with PostgreSQL, `data/files` unless set (a volume every node shares).
   */
  FILES_DIR: Type.String({ minLength: 1 }),
  /**
   * Where those files are kept: `local` (default), the FILES_DIR folder, or `s3`, a bucket of
   * S3-compatible object storage that every node and worker reaches (docs/design/files.md).
   */
  FILE_STORE: Type.Union([Type.Literal('local'), Type.Literal('s3')]),
  /** The object storage's address (MinIO, Ceph, a cloud's S3 service); unset for AWS S3 itself. */
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.String({ minLength: 1 }),
  /** Required with FILE_STORE=s3; the bucket must exist. */
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63, pattern: '^[a-z0-9][a-z0-9.-]*[a-z0-9]$' })),
  /** Required with FILE_STORE=s3. */
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  /** Required with FILE_STORE=s3. */
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Bucket in the path rather than the host name; default on with S3_ENDPOINT (MinIO needs it), off without. */
  S3_FORCE_PATH_STYLE: Type.Boolean(),
  /** Put before every key (`onehall/`), so installations can share a bucket; default none. */
  S3_PREFIX: Type.String({ pattern: '^([A-Za-z0-9][A-Za-z0-9._-]*/)*$' }),
  /** Connections of each process's PostgreSQL pool (API node or worker); unused with SQLite. */
  DB_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 500 }),
  /** How long a stopping process lets running requests and jobs finish before it gives up on them and exits non-zero. */
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 600_000 }),
  /** Optional; without it cache, job progress, SSO sessions and pub/sub are in-process. */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  CLIENT_ID: Type.String({ minLength: 1 }),
  CLIENT_SECRET: Type.String({ minLength: 1 }),
  TOKEN_SECRET: Type.String({ minLength: 32 }),
  SIGNING_SECRET: Type.String({ minLength: 32 }),
  /** Seed the demo campus (accounts with the demo password). Default: on unless production. */
  SEED_DEMO: Type.Boolean(),
  /**
   * Process records of the demo campus's year of history (efficiency reports, seed/efficiency.ts).
   * Default 20,500; 0 in tests, whose files seed a small history of their own when they need one.
   */
  DEMO_HISTORY_PROCESSES: Type.Integer({ minimum: 0, maximum: 200_000 }),
  /** Lifetime of an SSO session, in seconds. */
  SSO_LIFETIME_SEC: Type.Integer({ minimum: 60 }),
  /** Idle seconds after which the web locks the screen (/lock); 0: never by itself. */
  LOCK_IDLE_SEC: Type.Integer({ minimum: 0 }),
  /** Delay added to each sign-in attempt after repeated failures (slows password guessing; tests set 0). */
  LOGIN_SLOWDOWN_MS: Type.Integer({ minimum: 0, maximum: 10_000 }),
  WEB_DIST: Type.String(),
  LOG_LEVEL: Type.String(),
  /** Run background jobs in this process (API nodes of the embedded mode); production workers set it too. */
  RUN_JOBS: Type.Boolean(),
  /**
   * Trust X-Forwarded-For from a load balancer in front. Off by default: without
   * a proxy that overwrites it, a client could forge its address and dodge the
   * per-address sign-in limit.
   */
  TRUST_PROXY: Type.Boolean(),
  /**
   * Hosts or addresses (comma-separated) the URL guard lets through although they are internal:
   * a school's own systems that cards, links and pre-login addresses may call. Default: none.
   */
  URL_GUARD_ALLOW: Type.Array(Type.String({ minLength: 1 })),
  /** How long generated export and error files are kept, in hours (default 24). */
  TRANSFER_FILE_RETENTION_HOURS: Type.Number({ exclusiveMinimum: 0 }),
  /** Bearer token a Prometheus scraper sends to /metrics; unset, /metrics answers only this machine. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** A worker process serves its /metrics on this port (unset: none; API nodes serve it on PORT). */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
});

export type Config = Static<typeof EnvSchema>;

/** The folder of a SQLite database file; null for `:memory:` and PostgreSQL. */
function sqliteDir(databaseUrl: string): string | null {
  const sqliteFile = databaseUrl !== ':memory:' && !/^postgres(ql)?:\/\//.test(databaseUrl);
  return sqliteFile ? path.dirname(path.resolve(databaseUrl.replace(/^sqlite:(\/\/)?/, ''))) : null;
}

/** The files folder follows the data: beside a SQLite database file, else in the default data folder. */
function filesDirFor(databaseUrl: string): string {
  return path.join(sqliteDir(databaseUrl) ?? path.join(repoRoot, 'data'), 'files');
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/**
 * Reads configuration from the environment. Throws one error listing every bad
 * variable, and refuses a published key in any mode, and a production start
 * without its own keys and client credential or with demo accounts that were
 * not asked for explicitly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = (env.NODE_ENV ?? 'development') as Config['NODE_ENV'];
  const production = nodeEnv === 'production';
  const raw = {
    NODE_ENV: nodeEnv,
    // Outside production only this machine may connect unless HOST says otherwise.
    HOST: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    PORT: Number(env.PORT ?? 8080),
    DATABASE_URL: env.DATABASE_URL ?? path.join(repoRoot, 'data', 'onehall.db'),
    DB_POOL_SIZE: Number(env.DB_POOL_SIZE || 10),
    SHUTDOWN_TIMEOUT_MS: Number(env.SHUTDOWN_TIMEOUT_MS || 25_000),
    ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
    CLIENT_ID: env.CLIENT_ID ?? DEFAULT_CLIENT.CLIENT_ID,
    CLIENT_SECRET: env.CLIENT_SECRET ?? DEFAULT_CLIENT.CLIENT_SECRET,
    ...(env.TOKEN_SECRET ? { TOKEN_SECRET: env.TOKEN_SECRET } : {}),
    ...(env.SIGNING_SECRET ? { SIGNING_SECRET: env.SIGNING_SECRET } : {}),
    SEED_DEMO: bool(env.SEED_DEMO, !production),
    DEMO_HISTORY_PROCESSES: Number(env.DEMO_HISTORY_PROCESSES ?? (nodeEnv === 'test' ? 0 : 20_500)),
    SSO_LIFETIME_SEC: Number(env.SSO_LIFETIME_SEC ?? 1800),
    LOCK_IDLE_SEC: Number(env.LOCK_IDLE_SEC ?? 1800),
    LOGIN_SLOWDOWN_MS: Number(env.LOGIN_SLOWDOWN_MS ?? 500),
    WEB_DIST: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    LOG_LEVEL: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    RUN_JOBS: bool(env.RUN_JOBS, true),
    TRUST_PROXY: bool(env.TRUST_PROXY, false),
    URL_GUARD_ALLOW: (env.URL_GUARD_ALLOW ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    TRANSFER_FILE_RETENTION_HOURS: Number(env.TRANSFER_FILE_RETENTION_HOURS || 24),
    ...(env.METRICS_TOKEN ? { METRICS_TOKEN: env.METRICS_TOKEN } : {}),
    ...(env.METRICS_PORT ? { METRICS_PORT: Number(env.METRICS_PORT) } : {}),
    FILE_STORE: (env.FILE_STORE || 'local') as Config['FILE_STORE'],
    ...(env.S3_ENDPOINT ? { S3_ENDPOINT: env.S3_ENDPOINT } : {}),
    S3_REGION: env.S3_REGION || 'us-east-1',
    ...(env.S3_BUCKET ? { S3_BUCKET: env.S3_BUCKET } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY } : {}),
    S3_FORCE_PATH_STYLE: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    // `onehall` and `onehall/` alike.
    S3_PREFIX: (env.S3_PREFIX ?? '').replace(/([^/])$/, '$1/'),
    ...overrides,
  };
  raw.FILES_DIR ??= env.FILES_DIR ? path.resolve(env.FILES_DIR) : filesDirFor(raw.DATABASE_URL);
  if (!production && (raw.TOKEN_SECRET === undefined || raw.SIGNING_SECRET === undefined)) {
    const own = installationSecrets(sqliteDir(raw.DATABASE_URL));
    raw.TOKEN_SECRET ??= own.TOKEN_SECRET;
    raw.SIGNING_SECRET ??= own.SIGNING_SECRET;
  }
  const problems = [...Value.Errors(EnvSchema, raw)].map((e) => `${e.path.slice(1) || '(root)'}: ${e.message}`);
  for (const key of ['TOKEN_SECRET', 'SIGNING_SECRET'] as const) {
    if (PUBLISHED_SECRETS.includes(raw[key] ?? '')) problems.push(`${key}: this value is published in the repository; choose your own`);
  }
  if (raw.FILE_STORE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!raw[key]) problems.push(`${key}: required with FILE_STORE=s3`);
    }
  }
  if (production) {
    for (const key of Object.keys(DEFAULT_CLIENT) as (keyof typeof DEFAULT_CLIENT)[]) {
      if (raw[key] === DEFAULT_CLIENT[key]) problems.push(`${key}: the demo default may not be used in production`);
    }
    if (raw.SEED_DEMO && !bool(env.SEED_DEMO, false))
      problems.push('SEED_DEMO: demo accounts are never seeded in production unless SEED_DEMO=true');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return raw as Config;
}
