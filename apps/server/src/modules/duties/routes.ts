import { dutyPage, dutyRemove, dutySave, dutyUpdate } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import * as duties from './service.ts';

export function registerDutiesRoutes(_app: FastifyInstance, platform: Platform, { route }: Router): void {
  route(dutyPage, ({ principal, body }) => duties.page(platform, principal.tenantId, body));
  route(dutySave, ({ principal, body }) => duties.save(platform, principal.tenantId, body));
  route(dutyUpdate, ({ principal, body }) => duties.update(platform, principal.tenantId, body.id, body));
  route(dutyRemove, ({ principal, body }) => duties.remove(platform, principal.tenantId, body.ids));
}
