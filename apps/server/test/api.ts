import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Platform } from '../src/platform/context.ts';
import { DEMO_PASSWORD } from '../src/seed/identity.ts';
import { seedDemoCampus } from '../src/seed/index.ts';
import { createTestClock, createTestPlatform, type TestClock, type TestMode } from './platforms.ts';
import { sharedSchemaController } from './schema-compilers.ts';

/** The fixed client credential every API request carries (SPEC §6), as configured for tests. */
export function clientAuthorization(config: Config): string {
  return `Basic ${Buffer.from(`${config.CLIENT_ID}:${config.CLIENT_SECRET}`).toString('base64')}`;
}

export interface TestApi {
  app: FastifyInstance;
  platform: Platform;
  clock: TestClock;
  /** Sends a request with the client credential (and `Blade-Auth` when a token is given). */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Signs a demo account in with the demo password and returns the token result. */
  signIn(account: string): Promise<SignInResult>;
  /** Stops the app and its platform as a process exit would and starts both again on the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface SignInResult {
  access_token: string;
  refresh_token: string;
  sign_id: string;
  sign_key: string;
  user_id: string;
  ticket?: { tgt: string; expireTime: number };
  [field: string]: unknown;
}

/**
 * The real app on a fresh, seeded platform of the given mode, with a test
 * clock and no sign-in slow-down (the delay is covered by configuration, not
 * worth waiting for in every run).
 */
export async function startApi(mode: TestMode, config: Partial<Config> = {}): Promise<TestApi> {
  const clock = createTestClock();
  const test = await createTestPlatform(mode, { clock, config: { LOGIN_SLOWDOWN_MS: 0, ...config } });
  await seedDemoCampus(test.platform);
  const authorization = clientAuthorization(test.platform.config);

  const call: TestApi['call'] = ({ token, headers, ...options }) =>
    api.app.inject({
      ...options,
      headers: { authorization, ...(token ? { 'blade-auth': `bearer ${token}` } : {}), ...headers },
    });

  const signIn = async (account: string) => {
    const response = await call({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { tenantId: '000000', grant_type: 'password', scope: 'all' },
      payload: { username: account, password: DEMO_PASSWORD },
    });
    const body = response.json();
    if (body.status !== 1000) throw new Error(`sign-in of ${account} failed: ${response.body}`);
    return body.result as SignInResult;
  };

  const api: TestApi = {
    app: await buildApp(test.platform, { schemaController: sharedSchemaController }),
    platform: test.platform,
    clock,
    call,
    signIn,
    restart: async () => {
      await api.app.close();
      await test.restart();
      api.platform = test.platform;
      api.app = await buildApp(test.platform, { schemaController: sharedSchemaController });
    },
    close: async () => {
      await api.app.close();
      await test.close();
    },
  };
  return api;
}

/**
 * Starts an API in `mode` for the enclosing describe block and signs the
 * administrator in; `onStart` receives both before the first test.
 */
export function withAdminApi(mode: TestMode, onStart: (api: TestApi, adminToken: string) => void): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startApi(mode);
    onStart(api, (await api.signIn('admin')).access_token);
  }, 60_000);
  afterAll(() => api?.close());
}
