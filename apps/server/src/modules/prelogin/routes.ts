import {
  carouselImgList,
  combNavigationBarList,
  combToolsList,
  commonToolRemove,
  commonToolSave,
  commonToolVerifyUrl,
  ok,
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
import { route } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as hall from './hall.ts';
import * as images from './images.ts';
import * as prelogin from './service.ts';

export function registerPreloginRoutes(app: FastifyInstance, platform: Platform): void {
  /** Signed-in callers see their own tenant's landing; visitors the one they address. */
  const tenant = (principal: Principal | null, request: FastifyRequest, param?: string | null) =>
    principal?.tenantId ?? visitorTenant(request, param ?? undefined);

  // Common tools open in the portal's frame page, so their origins join the CSP frame-src (other nodes within its TTL).
  app.frameOrigins.add(() => prelogin.toolFrameOrigins(platform));
  const toolsChanged = <T>(result: T) => {
    app.frameOrigins.invalidate();
    return result;
  };

  // Visitor reads (SPEC §7 "Pre-login landing").
  route(app, prepareLoginConfigDetail, ({ principal, request, query }) =>
    prelogin.globalConfig(platform, tenant(principal, request, query.tenantId)),
  );
  route(app, prepareLoginBottomConfigDetail, ({ principal, request, query }) =>
    prelogin.footer(platform, tenant(principal, request, query.tenantId)),
  );
  route(app, prepareLoginGetStatisticData, ({ principal, request, query }) =>
    prelogin.statistics(platform, tenant(principal, request, query.tenantId)),
  );
  route(app, prepareLoginSearchService, ({ principal, request, body }) =>
    hall.search(platform, tenant(principal, request, body.tenantId), body.keyword ?? '', body.current ?? 1, body.size ?? 10),
  );
  route(app, prepareLoginQueryThirdParty, ({ principal, request, body }) =>
    prelogin.thirdParty(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, prepareLoginQueryServiceByType, ({ principal, request, body }) =>
    hall.byType(platform, tenant(principal, request, body.tenantId), body.kind, body.typeId, body.current ?? 1, body.size ?? 10),
  );
  route(app, prepareLoginQueryAllServiceByType, ({ principal, request, body }) =>
    hall.allByType(platform, tenant(principal, request, body.tenantId), body.kind, body.keyword),
  );

  // Visitor reads of the card configuration.
  route(app, preLoginDataOverview, ({ principal, request, body }) =>
    prelogin.statistics(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginThroughServiceList, ({ principal, request, body }) =>
    hall.mostVisited(platform, tenant(principal, request, body?.tenantId), body?.size ?? 12),
  );
  route(app, preLoginServiceScenes, ({ principal, request, body }) =>
    hall.groups(platform, tenant(principal, request, body?.tenantId), 'scene'),
  );
  route(app, preLoginServiceDepts, ({ principal, request, body }) =>
    hall.groups(platform, tenant(principal, request, body?.tenantId), 'dept'),
  );
  route(app, preLoginColumn, ({ principal, request, body }) =>
    prelogin.visitorColumns(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginMessageColumn, ({ principal, request, body }) =>
    prelogin.messageColumnPage(platform, tenant(principal, request, body.tenantId), body.columnId, body.current ?? 1, body.size ?? 10),
  );
  route(app, preLoginCommonTool, ({ principal, request, body }) => prelogin.tools(platform, tenant(principal, request, body?.tenantId)));
  route(app, preLoginGetPreLoginIndex, ({ principal, request, body }) =>
    prelogin.landingIndex(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginGetPreLoginPage, ({ principal, request, body }) =>
    prelogin.pageCards(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginGetJumpServer, ({ principal, request, body }) =>
    prelogin.jumpServer(platform, tenant(principal, request, body.tenantId), body.serviceId),
  );
  route(app, preLoginNavigationDetail, ({ principal, request, body }) =>
    prelogin.navigation(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginGetFooterInfo, ({ principal, request, body }) =>
    prelogin.footer(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginCommonConfigJson, ({ principal, request, body }) =>
    prelogin.clientConfig(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, preLoginServiceOverview, ({ principal, request, body }) =>
    prelogin.serviceOverview(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, combNavigationBarList, ({ principal, request, body }) =>
    prelogin.navigation(platform, tenant(principal, request, body?.tenantId)),
  );
  route(app, combToolsList, ({ principal, request, body }) => prelogin.tools(platform, tenant(principal, request, body?.tenantId)));
  route(app, carouselImgList, ({ principal, request, query }) => prelogin.carousel(platform, tenant(principal, request, query.tenantId)));
  route(app, preLoginSchoolInfo, ({ principal, request, query }) =>
    prelogin.schoolInfo(platform, tenant(principal, request, query.tenantId)),
  );

  // Configuration (menu entry preLoginConfig; enforced by route()).
  route(app, preLoginConfigDetail, ({ principal }) => prelogin.adminConfig(platform, principal.tenantId));
  route(app, preLoginSaveGlobal, ({ principal, body }) => prelogin.saveGlobal(platform, principal, body));
  route(app, preLoginSaveLanding, ({ principal, body }) => prelogin.saveLanding(platform, principal, body.landingType));
  route(app, preLoginSaveFooter, ({ principal, body }) => prelogin.saveFooter(platform, principal, body));
  route(app, preLoginSaveColumns, ({ principal, body }) => prelogin.saveColumns(platform, principal, body.list));
  route(app, preLoginSaveNavigation, ({ principal, body }) => prelogin.saveNavigation(platform, principal, body.list));
  route(app, preLoginSaveCarousel, ({ principal, body }) => prelogin.saveCarousel(platform, principal, body.list));
  route(app, preLoginSaveThirdParty, ({ principal, body }) => prelogin.saveThirdParty(platform, principal, body.list));
  route(app, preLoginCardColumnDetail, ({ principal, body }) => prelogin.cardDetail(platform, principal.tenantId, body.id));
  route(app, preLoginCardSave, ({ principal, body }) => prelogin.saveCard(platform, principal, body));
  route(app, preLoginCardRepetitiveName, ({ principal, body }) =>
    prelogin.isRepetitiveName(platform, principal.tenantId, body.cardName, body.id),
  );
  route(app, preLoginCardRemove, ({ principal, body }) => prelogin.removeCard(platform, principal, body.id));
  route(app, commonToolSave, async ({ principal, body }) => toolsChanged(await prelogin.saveTool(platform, principal, body)));
  route(app, commonToolRemove, async ({ principal, body }) => toolsChanged(await prelogin.removeTool(platform, principal, body.id)));
  route(app, commonToolVerifyUrl, ({ body }) => prelogin.verifyUrl(body.url));

  // Multipart (parser and limits of platform/http/multipart.ts); the same access rule as route().
  app.register(async (scope) => {
    scope.post(
      preLoginCarouselUpload.path,
      { schema: { operationId: preLoginCarouselUpload.name, summary: preLoginCarouselUpload.summary } },
      async (request) => {
        const principal = request.principal;
        if (!principal) throw unauthorized();
        if (preLoginCarouselUpload.access.kind === 'config' && !(await app.menuResolver(principal, preLoginCarouselUpload.access.menu)))
          throw forbidden();
        return ok(await images.upload(platform, principal, request));
      },
    );
  });

  // Stored images and the demo campus's bundled artwork, for anyone.
  app.get(images.UPLOADED_PATH, { schema: { hide: true } }, (request, reply) => images.serveUploaded(platform, request, reply));
  app.get(images.BUNDLED_PATH, { schema: { hide: true } }, (request, reply) => images.serveBundled(request, reply));
}
