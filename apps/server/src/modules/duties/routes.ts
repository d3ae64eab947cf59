import { dutyPage, dutyRemove, dutySave, dutyUpdate } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoints.ts';
import * as duties from './service.ts';

export function registerDutiesRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, dutyPage, ({ principal, body }) => duties.page(platform, principal.tenantId, body));
  route(app, dutySave, ({ principal, body }) => duties.save(platform, principal.tenantId, body));
  route(app, dutyUpdate, ({ principal, body }) => duties.update(platform, principal.tenantId, body.id, body));
  route(app, dutyRemove, ({ principal, body }) => duties.remove(platform, principal.tenantId, body.ids));
}
