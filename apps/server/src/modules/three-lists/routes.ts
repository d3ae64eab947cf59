import {
  deptAdminAssign,
  deptAdminDutyAndService,
  deptAdminList,
  deptAdminRemove,
  deptAdminUserOptions,
  deptDutyAndService,
  deptInfoPage,
  deptInfoUpdate,
  deptLinkServices,
  deptNoSetDuty,
  deptQueryServiceInfo,
  deptTree,
  deptTreePower,
  deptUnlinkServices,
  getAllDeptCategory,
  isDutyTypeMust,
  threeInventoryCount,
  threeInventoryGetTree,
  threeInventoryPage,
  threeInventoryQueryDuty,
  threeInventoryQueryService,
  threeInventoryServiceCount,
  tripleListGetConfig,
  tripleListSaveConfig,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import type { ServicesContext } from '../services/context.ts';
import * as config from './config.ts';
import * as deptAdmins from './dept-admins.ts';
import * as depts from './depts.ts';
import * as inventory from './inventory.ts';

export function registerThreeListsRoutes(
  _app: FastifyInstance,
  platform: Platform,
  { route, holdsMenu }: Router,
  ctx: ServicesContext,
): void {
  // Configuration.
  route(tripleListGetConfig, ({ principal, request }) => config.getConfig(platform, principal?.tenantId ?? visitorTenant(request)), {
    remembered: true,
  });
  route(tripleListSaveConfig, ({ principal, body }) => config.saveConfig(platform, principal.tenantId, body));
  route(getAllDeptCategory, ({ principal }) => config.categories(platform, principal.tenantId), { remembered: true });
  route(isDutyTypeMust, ({ principal, request }) => config.isDutyTypeMust(platform, principal?.tenantId ?? visitorTenant(request)));

  // The public inventory (visitors through the nobody/preLogin twins); kept answers are sent remembered (views.ts).
  route(threeInventoryGetTree, ({ principal, request }) => inventory.tree(ctx, principal, visitorTenant(request)), {
    remembered: true,
  });
  route(threeInventoryCount, ({ principal, request }) => inventory.totals(ctx, principal, visitorTenant(request)), {
    remembered: true,
  });
  route(threeInventoryServiceCount, ({ principal, request }) => inventory.serviceCounts(ctx, principal, visitorTenant(request)), {
    remembered: true,
  });
  route(threeInventoryPage, ({ principal, request, body }) => inventory.deptPage(ctx, principal, visitorTenant(request), body));
  route(threeInventoryQueryDuty, ({ principal, request, body }) => inventory.queryDuty(ctx, principal, visitorTenant(request), body), {
    remembered: true,
  });
  route(
    threeInventoryQueryService,
    ({ principal, request, body }) => inventory.queryService(ctx, principal, visitorTenant(request), body),
    {
      remembered: true,
    },
  );
  route(deptDutyAndService, ({ principal, request, body }) => inventory.relation(ctx, principal, visitorTenant(request), body.deptId), {
    remembered: true,
  });

  // Departments.
  route(deptTree, ({ principal, request }) => depts.deptTree(ctx, principal?.tenantId ?? visitorTenant(request)), {
    remembered: true,
  });
  route(deptTreePower, ({ principal }) => depts.deptTreePower(ctx, holdsMenu, principal));
  route(deptInfoPage, ({ principal, body }) => depts.page(ctx, holdsMenu, principal, body));
  route(deptInfoUpdate, ({ principal, body }) => depts.update(ctx, holdsMenu, principal, body));
  route(deptNoSetDuty, ({ principal }) => depts.noSetDuty(ctx, holdsMenu, principal));
  route(deptQueryServiceInfo, ({ principal, body }) => depts.queryServiceInfo(ctx, holdsMenu, principal, body));
  route(deptLinkServices, ({ principal, body }) => depts.setLinks(ctx, holdsMenu, principal, body.dutyId, body.serviceIds, true));
  route(deptUnlinkServices, ({ principal, body }) => depts.setLinks(ctx, holdsMenu, principal, body.dutyId, body.serviceIds, false));
  route(deptAdminDutyAndService, ({ principal, body }) => depts.adminRelation(ctx, holdsMenu, principal, body.deptId));

  // Department administrators.
  route(deptAdminList, ({ principal, body }) => deptAdmins.list(ctx, principal.tenantId, body));
  route(deptAdminUserOptions, ({ principal, body }) => deptAdmins.userOptions(platform, principal.tenantId, body.keyword));
  route(deptAdminAssign, ({ principal, body }) => deptAdmins.assign(ctx, principal.tenantId, body.userId, body.deptIds));
  route(deptAdminRemove, ({ principal, body }) => deptAdmins.remove(ctx, principal.tenantId, body.userId, body.deptIds));
}
