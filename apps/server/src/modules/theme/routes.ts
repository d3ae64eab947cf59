import {
  getPlatformApplyGuiseLogoInfo,
  getThemeManageList,
  guiseLogoDetail,
  THEMES,
  themeSetUpDetail,
  themeSetUpSubmit,
  userThemeSetUpSubmit,
} from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as theme from './service.ts';

export function registerThemeRoutes(platform: Platform, { route }: Router): void {
  route(getThemeManageList, () => [...THEMES]);
  // A visitor gets the school's default of the tenant asked for; a signed-in caller, their own tenant's and choice.
  route(themeSetUpDetail, ({ request, principal, body }) =>
    theme.setting(platform, principal?.tenantId ?? visitorTenant(request, body?.tenantId), principal ?? undefined),
  );
  // Administrators (menu entry themeConfig, enforced by route()); always the caller's own tenant.
  route(themeSetUpSubmit, ({ principal, body }) => theme.saveSchoolTheme(platform, principal, body.themeId));
  route(userThemeSetUpSubmit, ({ principal, body }) => theme.saveUserTheme(platform, principal, body.themeId));
  route(guiseLogoDetail, ({ request, principal, query }) =>
    theme.guiseLogo(platform, principal?.tenantId ?? visitorTenant(request, query.tenantId)),
  );
  route(getPlatformApplyGuiseLogoInfo, ({ principal }) => theme.guiseLogo(platform, principal.tenantId));
}
