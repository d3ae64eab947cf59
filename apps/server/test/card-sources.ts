import { DEFAULT_TENANT_ID } from '@onehall/contract';
import { afterAll, beforeAll } from 'vitest';
import type { ColumnSource, SourceCaller } from '../src/modules/cards/sources/index.ts';
import { type ServicesContext, startServicesContext } from '../src/modules/services/context.ts';
import type { RoleAlias } from '../src/modules/users/tables.ts';
import type { Principal } from '../src/platform/auth/principal.ts';
import { userId } from '../src/seed/identity.ts';
import { startApi, type TestApi } from './api.ts';
import type { TestMode } from './platforms.ts';

/*
 * What the card data source tests (modules/cards/sources/*.test.ts) share:
 * callers, column settings and the API they read.
 */

export const principalOf = (account: string, role: RoleAlias): Principal => ({
  userId: userId(account),
  tenantId: DEFAULT_TENANT_ID,
  account,
  nickName: account,
  roles: [role],
  family: 'test',
  tokenId: 'test',
  expiresAt: 0,
});

export const column = (dataSource: string, params: Record<string, string> = {}, limit = 10, apiId: string | null = null): ColumnSource => ({
  dataSource,
  apiId,
  params,
  limit,
});

/** An API started for the enclosing describe block, the demo accounts as principals, and `as` to read sources as one of them. */
export function cardSourcesSession(mode: TestMode) {
  let api: TestApi;
  let services: ServicesContext & { stop(): Promise<void> };

  beforeAll(async () => {
    api = await startApi(mode);
    services = startServicesContext(api.platform, (error) => {
      throw error;
    });
  }, 60_000);
  afterAll(async () => {
    await services.stop();
    await api.close();
  });

  return {
    get api() {
      return api;
    },
    as: (p: Principal): SourceCaller => ({ platform: api.platform, principal: p, services }),
    student: principalOf('student01', 'student'),
    teacher: principalOf('teacher01', 'teacher'),
    staff: principalOf('staff01', 'staff'),
    admin: principalOf('admin', 'admin'),
  };
}
