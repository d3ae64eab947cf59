import { getRoleList, getRolePageList, getUserInfo, saveRolePageList } from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as users from './service.ts';

export function registerUsersRoutes(app: FastifyInstance, platform: Platform): void {
  // The one configuration-menu rule every `config` endpoint is checked against (platform/http/endpoints.ts).
  app.decorate('menuResolver', (principal, menu) => users.holdsConfigMenu(platform, principal, menu));

  route(app, getUserInfo, ({ principal }) => users.getUserInfo(platform, principal));

  route(app, getRoleList, ({ principal, request, query }) =>
    users.roleList(platform, principal?.tenantId ?? visitorTenant(request, query.tenantId)),
  );

  route(app, getRolePageList, ({ principal, body }) => users.rolePageList(platform, principal.tenantId, body?.roleId));

  route(app, saveRolePageList, ({ principal, body }) => users.saveRolePageList(platform, principal, body.roleId, body.pages));
}
