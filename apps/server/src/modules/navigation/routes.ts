import {
  getBusinessConfigMenu,
  getFooterInfo,
  getHoliday,
  getIsShowMsg,
  getServiceSpecial,
  getServiceSpecialList,
  getTopMenu,
  indexFooterInfoDetail,
  indexFooterInfoSubmit,
  indexNavigationList,
  indexNavigationRemove,
  indexNavigationSubmit,
  navigationConfig,
  navigationDetail,
  navigationIdentityCards,
  navigationSubmit,
  quickNavigation,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoints.ts';
import * as navigation from './service.ts';

export function registerNavigationRoutes(app: FastifyInstance, platform: Platform): void {
  // Navigation entries (configuration menu addNavigation).
  route(app, navigationDetail, ({ principal }) => navigation.detail(platform, principal.tenantId));
  route(app, navigationSubmit, ({ principal, body }) => navigation.submit(platform, principal.tenantId, body));
  route(app, navigationIdentityCards, ({ principal, body }) => navigation.identityCards(platform, principal.tenantId, body.navigationId));
  route(app, navigationConfig, ({ principal, body }) => navigation.configure(platform, principal.tenantId, body));

  // Home-page frame configuration (configuration menu homePageConfig).
  route(app, indexNavigationList, ({ principal }) => navigation.quickLinks(platform, principal.tenantId, false));
  route(app, indexNavigationSubmit, ({ principal, body }) => navigation.saveQuickLink(platform, principal.tenantId, body));
  route(app, indexNavigationRemove, ({ principal, body }) => navigation.removeQuickLinks(platform, principal.tenantId, body.ids));
  route(app, indexFooterInfoDetail, ({ principal }) => navigation.footer(platform, principal.tenantId));
  route(app, indexFooterInfoSubmit, ({ principal, body }) => navigation.saveFooter(platform, principal.tenantId, body));

  // The home page of every signed-in user.
  route(app, getTopMenu, ({ principal }) => navigation.topMenu(platform, principal));
  route(app, getBusinessConfigMenu, ({ principal }) => navigation.businessConfigMenu(platform, principal));
  route(app, getFooterInfo, async ({ principal }) => {
    const { isShowMsg: _switch, ...info } = await navigation.footer(platform, principal.tenantId);
    return info;
  });
  route(app, quickNavigation, ({ principal }) => navigation.quickLinks(platform, principal.tenantId, true));
  route(app, getHoliday, ({ principal, body }) => navigation.holidays(platform, principal.tenantId, body?.academicYear));
  route(app, getIsShowMsg, async ({ principal }) => ({
    isShowMsg: (await navigation.footer(platform, principal.tenantId)).isShowMsg === 1,
  }));
  route(app, getServiceSpecial, ({ principal }) => navigation.specials(platform, principal));
  route(app, getServiceSpecialList, ({ principal, body }) => navigation.specialServices(platform, principal, body.specialId));
}
