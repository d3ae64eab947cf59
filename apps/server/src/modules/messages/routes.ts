import { nobodyMessageDetail } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as messages from './service.ts';

export function registerMessagesRoutes(_app: FastifyInstance, platform: Platform, { route }: Router): void {
  route(nobodyMessageDetail, ({ principal, request }) => {
    const { id } = request.params as { id: string };
    return messages.messageDetail(platform, principal?.tenantId ?? visitorTenant(request), id.slice(0, 64));
  });
}
