import {
  carouselImgList,
  combNavigationBarList,
  combToolsList,
  commonToolRemove,
  commonToolSave,
  commonToolVerifyUrl,
  ok,
  type PreLoginGlobalConfig,
  preLoginCardColumnDetail,
  preLoginCardRemove,
  preLoginCardRepetitiveName,
  preLoginCardSave,
  preLoginCarouselUpload,
  preLoginColumn,
  preLoginCommonConfigJson,
  preLoginCommonTool,
  preLoginConfigDetail,
  preLoginDataOverview,
  preLoginGetFooterInfo,
  preLoginGetJumpServer,
  preLoginGetPreLoginIndex,
  preLoginGetPreLoginPage,
  preLoginMessageColumn,
  preLoginNavigationDetail,
  preLoginSaveCarousel,
  preLoginSaveColumns,
  preLoginSaveFooter,
  preLoginSaveGlobal,
  preLoginSaveLanding,
  preLoginSaveNavigation,
  preLoginSaveThirdParty,
  preLoginSchoolInfo,
  preLoginServiceDepts,
  preLoginServiceOverview,
  preLoginServiceScenes,
  preLoginThroughServiceList,
  prepareLoginBottomConfigDetail,
  prepareLoginConfigDetail,
  prepareLoginGetStatisticData,
  prepareLoginQueryAllServiceByType,
  prepareLoginQueryServiceByType,
  prepareLoginQueryThirdParty,
  prepareLoginSearchService,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { forbidden, unauthorized } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import type { ServicesContext } from '../services/context.ts';
import * as preloginConfig from './configuration.ts';
import * as hall from './hall.ts';
import * as images from './images.ts';
import * as preloginVisitor from './visitor.ts';

export function registerPreloginRoutes(
  app: FastifyInstance,
  platform: Platform,
  { route, holdsMenu }: Router,
  services: ServicesContext,
): void {
  /** Signed-in callers see their own tenant's landing; visitors the one they address. */
  const tenant = (principal: Principal | null, request: FastifyRequest, param?: string | null) =>
    principal?.tenantId ?? visitorTenant(request, param ?? undefined);

  // Common tools open in the portal's frame page, so their origins join the CSP frame-src (other nodes within its TTL).
  app.frameOrigins.add(async () => ({ 'frame-src': await preloginVisitor.toolFrameOrigins(platform) }));
  const toolsChanged = <T>(result: T) => {
    app.frameOrigins.invalidate();
    return result;
  };

  // Visitor reads (SPEC §7 "Pre-login landing").
  const visitorGlobal = async (tenantId: string, global: PreLoginGlobalConfig): Promise<PreLoginGlobalConfig> => ({
    ...global,
    heatWords: await hall.findableWords(services, tenantId, global.heatWords),
  });
  route(prepareLoginConfigDetail, async ({ principal, request, query }) => {
    const tenantId = tenant(principal, request, query.tenantId);
    return visitorGlobal(tenantId, await preloginVisitor.globalConfig(platform, tenantId));
  });
  route(prepareLoginBottomConfigDetail, ({ principal, request, query }) =>
    preloginVisitor.footer(platform, tenant(principal, request, query.tenantId)),
  );
  route(prepareLoginGetStatisticData, ({ principal, request, query }) =>
    preloginVisitor.statistics(platform, tenant(principal, request, query.tenantId)),
  );
  route(prepareLoginSearchService, ({ principal, request, body }) =>
    hall.search(services, tenant(principal, request, body.tenantId), body.keyword ?? '', body.current ?? 1, body.size ?? 10),
  );
  route(prepareLoginQueryThirdParty, ({ principal, request, body }) =>
    preloginVisitor.thirdParty(platform, tenant(principal, request, body?.tenantId)),
  );
  route(prepareLoginQueryServiceByType, ({ principal, request, body }) =>
    hall.byType(platform, tenant(principal, request, body.tenantId), body.kind, body.typeId, body.current ?? 1, body.size ?? 10),
  );
  route(prepareLoginQueryAllServiceByType, ({ principal, request, body }) =>
    hall.allByType(platform, tenant(principal, request, body.tenantId), body.kind, body.keyword),
  );

  // Visitor reads of the card configuration.
  route(preLoginDataOverview, ({ principal, request, body }) =>
    preloginVisitor.statistics(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginThroughServiceList, ({ principal, request, body }) =>
    hall.mostVisited(platform, tenant(principal, request, body?.tenantId), body?.size ?? 12),
  );
  route(preLoginServiceScenes, ({ principal, request, body }) =>
    hall.groups(platform, tenant(principal, request, body?.tenantId), 'scene'),
  );
  route(preLoginServiceDepts, ({ principal, request, body }) => hall.groups(platform, tenant(principal, request, body?.tenantId), 'dept'));
  route(preLoginColumn, ({ principal, request, body }) =>
    preloginVisitor.visitorColumns(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginMessageColumn, ({ principal, request, body }) =>
    preloginVisitor.messageColumnPage(
      platform,
      tenant(principal, request, body.tenantId),
      body.columnId,
      body.current ?? 1,
      body.size ?? 10,
    ),
  );
  route(preLoginCommonTool, ({ principal, request, body }) => preloginVisitor.tools(platform, tenant(principal, request, body?.tenantId)));
  route(preLoginGetPreLoginIndex, async ({ principal, request, body }) => {
    const tenantId = tenant(principal, request, body?.tenantId);
    const index = await preloginVisitor.landingIndex(platform, tenantId);
    return { ...index, global: await visitorGlobal(tenantId, index.global) };
  });
  route(preLoginGetPreLoginPage, ({ principal, request, body }) =>
    preloginVisitor.pageCards(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginGetJumpServer, ({ principal, request, body }) =>
    preloginVisitor.jumpServer(platform, tenant(principal, request, body.tenantId), body.serviceId),
  );
  route(preLoginNavigationDetail, ({ principal, request, body }) =>
    preloginVisitor.navigation(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginGetFooterInfo, ({ principal, request, body }) =>
    preloginVisitor.footer(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginCommonConfigJson, ({ principal, request, body }) =>
    preloginVisitor.clientConfig(platform, tenant(principal, request, body?.tenantId)),
  );
  route(preLoginServiceOverview, ({ principal, request, body }) =>
    preloginVisitor.serviceOverview(platform, tenant(principal, request, body?.tenantId)),
  );
  route(combNavigationBarList, ({ principal, request, body }) =>
    preloginVisitor.navigation(platform, tenant(principal, request, body?.tenantId)),
  );
  route(combToolsList, ({ principal, request, body }) => preloginVisitor.tools(platform, tenant(principal, request, body?.tenantId)));
  route(carouselImgList, ({ principal, request, query }) => preloginVisitor.carousel(platform, tenant(principal, request, query.tenantId)));
  route(preLoginSchoolInfo, ({ principal, request, query }) =>
    preloginVisitor.schoolInfo(platform, tenant(principal, request, query.tenantId)),
  );

  // Configuration (menu entry preLoginConfig; enforced by route()).
  route(preLoginConfigDetail, ({ principal }) => preloginConfig.adminConfig(platform, principal.tenantId));
  route(preLoginSaveGlobal, ({ principal, body }) => preloginConfig.saveGlobal(platform, principal, body));
  route(preLoginSaveLanding, ({ principal, body }) => preloginConfig.saveLanding(platform, principal, body.landingType));
  route(preLoginSaveFooter, ({ principal, body }) => preloginConfig.saveFooter(platform, principal, body));
  route(preLoginSaveColumns, ({ principal, body }) => preloginConfig.saveColumns(platform, principal, body.list));
  route(preLoginSaveNavigation, ({ principal, body }) => preloginConfig.saveNavigation(platform, principal, body.list));
  route(preLoginSaveCarousel, ({ principal, body }) => preloginConfig.saveCarousel(platform, principal, body.list));
  route(preLoginSaveThirdParty, ({ principal, body }) => preloginConfig.saveThirdParty(platform, principal, body.list));
  route(preLoginCardColumnDetail, ({ principal, body }) => preloginConfig.cardDetail(platform, principal.tenantId, body.id));
  route(preLoginCardSave, ({ principal, body }) => preloginConfig.saveCard(platform, principal, body));
  route(preLoginCardRepetitiveName, ({ principal, body }) =>
    preloginConfig.isRepetitiveName(platform, principal.tenantId, body.cardName, body.id),
  );
  route(preLoginCardRemove, ({ principal, body }) => preloginConfig.removeCard(platform, principal, body.id));
  route(commonToolSave, async ({ principal, body }) => toolsChanged(await preloginConfig.saveTool(platform, principal, body)));
  route(commonToolRemove, async ({ principal, body }) => toolsChanged(await preloginConfig.removeTool(platform, principal, body.id)));
  route(commonToolVerifyUrl, ({ body }) => preloginConfig.verifyUrl(platform, body.url));

  // Multipart (parser and limits of platform/http/multipart.ts); the same access rule as route().
  app.register(async (scope) => {
    scope.post(
      preLoginCarouselUpload.path,
      { schema: { operationId: preLoginCarouselUpload.name, summary: preLoginCarouselUpload.summary } },
      async (request) => {
        const principal = request.principal;
        if (!principal) throw unauthorized();
        const access = preLoginCarouselUpload.access;
        if (access.kind === 'config') {
          const held = await Promise.all([access.menu, ...(access.orMenus ?? [])].map((menu) => holdsMenu(principal, menu)));
          if (!held.includes(true)) throw forbidden();
        }
        return ok(await images.upload(platform, principal, request));
      },
    );
  });

  // Stored images and the demo campus's bundled artwork, for anyone.
  app.get(images.UPLOADED_PATH, { schema: { hide: true } }, (request, reply) => images.serveUploaded(platform, request, reply));
  app.get(images.BUNDLED_PATH, { schema: { hide: true } }, (request, reply) => images.serveBundled(request, reply));
}
