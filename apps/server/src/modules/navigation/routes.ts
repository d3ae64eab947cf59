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
import type { Router } from '../../platform/http/endpoints.ts';
import * as navigation from './service.ts';

export function registerNavigationRoutes(_app: FastifyInstance, platform: Platform, { route }: Router): void {
  // Navigation entries (configuration menu addNavigation).
  route(navigationDetail, ({ principal }) => navigation.detail(platform, principal.tenantId));
  route(navigationSubmit, ({ principal, body }) => navigation.submit(platform, principal.tenantId, body));
  route(navigationIdentityCards, ({ principal, body }) => navigation.identityCards(platform, principal.tenantId, body.navigationId));
  route(navigationConfig, ({ principal, body }) => navigation.configure(platform, principal.tenantId, body));

  // Home-page frame configuration (configuration menu homePageConfig).
  route(indexNavigationList, ({ principal }) => navigation.quickLinks(platform, principal.tenantId, false));
  route(indexNavigationSubmit, ({ principal, body }) => navigation.saveQuickLink(platform, principal.tenantId, body));
  route(indexNavigationRemove, ({ principal, body }) => navigation.removeQuickLinks(platform, principal.tenantId, body.ids));
  route(indexFooterInfoDetail, ({ principal }) => navigation.footer(platform, principal.tenantId));
  route(indexFooterInfoSubmit, ({ principal, body }) => navigation.saveFooter(platform, principal, body));

  // The home page of every signed-in user.
  // Kept answers, sent remembered: their JSON is made once (docs/CONVENTIONS.md).
  route(getTopMenu, ({ principal }) => navigation.topMenu(platform, principal), { remembered: true });
  route(getBusinessConfigMenu, ({ principal }) => navigation.businessConfigMenu(platform, principal), { remembered: true });
  route(getFooterInfo, ({ principal }) => navigation.homeFooter(platform, principal.tenantId), { remembered: true });
  route(quickNavigation, ({ principal }) => navigation.quickLinks(platform, principal.tenantId, true));
  route(getHoliday, ({ principal, body }) => navigation.holidays(platform, principal.tenantId, body?.academicYear));
  route(getIsShowMsg, async ({ principal }) => ({
    isShowMsg: (await navigation.footer(platform, principal.tenantId)).isShowMsg === 1,
  }));
  route(getServiceSpecial, ({ principal }) => navigation.specials(platform, principal));
  route(getServiceSpecialList, ({ principal, body }) => navigation.specialServices(platform, principal, body.specialId));
}
