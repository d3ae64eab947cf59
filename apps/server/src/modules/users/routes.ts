import { getRoleList, getRolePageList, getUserInfo, saveRolePageList } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as users from './service.ts';

export function registerUsersRoutes(_app: FastifyInstance, platform: Platform, { route }: Router): void {
  // The one configuration-menu rule every `config` endpoint is checked against (platform/http/endpoints.ts).

  route(getUserInfo, ({ principal }) => users.getUserInfo(platform, principal), { remembered: true });

  route(getRoleList, ({ principal, request, query }) =>
    users.roleList(platform, principal?.tenantId ?? visitorTenant(request, query.tenantId)),
  );

  route(getRolePageList, ({ principal, body }) => users.rolePageList(platform, principal.tenantId, body?.roleId));

  route(saveRolePageList, ({ principal, body }) => users.saveRolePageList(platform, principal, body.roleId, body.pages));
}
