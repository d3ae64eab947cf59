import { dutyPage, dutyRemove, dutySave, dutyUpdate } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { requireSomeDept } from '../three-lists/dept-admins.ts';
import * as duties from './service.ts';

export function registerDutiesRoutes(_app: FastifyInstance, platform: Platform, { route, holdsMenu }: Router): void {
  // threeListsConfig holders maintain every department's duties, department administrators their departments'.
  const scope = (principal: Parameters<typeof requireSomeDept>[2]) => requireSomeDept(platform, holdsMenu, principal);
  route(dutyPage, async ({ principal, body }) => duties.page(platform, principal.tenantId, body, await scope(principal)));
  route(dutySave, async ({ principal, body }) => duties.save(platform, principal.tenantId, body, await scope(principal)));
  route(dutyUpdate, async ({ principal, body }) => duties.update(platform, principal.tenantId, body.id, body, await scope(principal)));
  route(dutyRemove, async ({ principal, body }) => duties.remove(platform, principal.tenantId, body.ids, await scope(principal)));
}
