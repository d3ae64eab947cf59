import {
  cancelCollect,
  canUserRate,
  casServiceList,
  changeCollectOrder,
  checkScore,
  clickService,
  clientGuideInfo,
  collectService,
  configOptionList,
  configServiceDetail,
  framableOrigins,
  getApplicationCentreDisplay,
  getProcessCentreDisplay,
  giveScore,
  guideLuceneSearch,
  myCollect,
  orderServices,
  ospHeatService,
  ospNewlyLaunched,
  ospPage,
  ospServiceCount,
  QUICK_SCORE_LABELS,
  queryShelfService,
  quickScoreLabels,
  rateService,
  removeServiceDept,
  removeServiceScene,
  removeServiceType,
  SERVICE_ICON_MAX_BYTES,
  SERVICE_ICON_PATH,
  saveApplicationCentreDisplay,
  saveProcessCentreDisplay,
  saveService,
  saveServiceDept,
  saveServiceScene,
  saveServiceType,
  searchHeatWord,
  searchService,
  serviceCustomDetails,
  serviceCustomPage,
  serviceDeptListByUser,
  serviceDeptListByUserGet,
  serviceDetails,
  servicePage,
  servicePageRoles,
  serviceRateDetail,
  serviceSceneListByUser,
  serviceTypeListByUser,
  setServiceVisibility,
  shelfServices,
  uploadServiceIcon,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as serviceConfig from './configuration.ts';
import type { ServicesContext } from './context.ts';
import * as serviceListing from './listing.ts';
import * as serviceRatings from './ratings.ts';
import * as serviceSearch from './search.ts';
import { SERVICES_CHANGED } from './search-index.ts';
import * as serviceShapes from './shapes.ts';

export function registerServicesRoutes(app: FastifyInstance, platform: Platform, ctx: ServicesContext): void {
  const viewer = (principal: Principal | null, request: FastifyRequest) => serviceShapes.viewerOf(principal, visitorTenant(request));

  // In-page (1001) services may be framed: their origins join the CSP frame-src, re-read on every services change.
  app.frameOrigins.add(() => serviceSearch.policyFrameOrigins(platform));
  const framesChanged = platform.pubsub
    .subscribe(SERVICES_CHANGED, () => app.frameOrigins.invalidate())
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'framed origins: subscribing to service changes failed');
    });
  app.addHook('onClose', async () => {
    await (await framesChanged)?.();
  });
  route(app, framableOrigins, ({ principal, request }) => serviceSearch.framableOrigins(ctx, viewer(principal, request)));

  // Listing and details.
  route(app, servicePage, ({ principal, request, body }) => serviceListing.page(platform, viewer(principal, request), body));
  route(app, ospPage, ({ principal, request, body }) => serviceListing.page(platform, viewer(principal, request), body));
  route(app, serviceCustomPage, ({ principal, request, body }) =>
    serviceListing.customPage(platform, viewer(principal, request), body.serviceType, body.current, body.size),
  );
  route(app, servicePageRoles, ({ principal, body }) => serviceListing.pageRoles(platform, principal, body));
  route(app, serviceDetails, ({ principal, request, body }) =>
    serviceListing.details(platform, viewer(principal, request), body.serviceId),
  );
  route(app, serviceCustomDetails, ({ principal, request, body }) =>
    serviceListing.details(platform, viewer(principal, request), body.serviceId),
  );
  route(app, clientGuideInfo, ({ principal, request, body }) =>
    serviceListing.guideInfo(platform, viewer(principal, request), body.serviceId),
  );
  route(app, casServiceList, ({ principal }) => serviceListing.casServiceList(platform, principal));
  route(app, queryShelfService, ({ principal, body }) => serviceListing.shelfList(platform, principal, body));
  route(app, ospHeatService, ({ principal, request, body }) =>
    serviceListing.topList(platform, viewer(principal, request), body.serviceType, body.size ?? 8, 'hot'),
  );
  route(app, ospNewlyLaunched, ({ principal, request, body }) =>
    serviceListing.topList(platform, viewer(principal, request), body.serviceType, body.size ?? 8, 'new'),
  );
  route(app, ospServiceCount, ({ principal, request }) => serviceListing.serviceCount(platform, viewer(principal, request)));
  route(app, serviceDeptListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'dept', body?.serviceType),
  );
  route(app, serviceDeptListByUserGet, ({ principal, request, query }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'dept', query.serviceType),
  );
  route(app, serviceSceneListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'scene', body?.serviceType),
  );
  route(app, serviceTypeListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'type', body?.serviceType),
  );

  // Favourites.
  route(app, myCollect, ({ principal }) => serviceListing.myCollect(platform, principal));
  route(app, collectService, ({ principal, body }) => serviceListing.collect(platform, principal, body.serviceId));
  route(app, cancelCollect, ({ principal, body }) => serviceListing.cancelCollect(platform, principal, body.serviceId));
  route(app, changeCollectOrder, ({ principal, body }) => serviceListing.changeOrder(platform, principal, body.serviceIds));

  // Ratings.
  route(app, giveScore, ({ principal, body }) => serviceRatings.rate(ctx, principal, body));
  route(app, rateService, ({ principal, body }) => serviceRatings.rate(ctx, principal, body));
  route(app, checkScore, ({ principal, body }) => serviceRatings.myRating(ctx, principal, body.serviceId));
  route(app, canUserRate, ({ principal, body }) => serviceRatings.canUserRate(ctx, principal, body.serviceId));
  route(app, quickScoreLabels, () => [...QUICK_SCORE_LABELS]);
  route(app, serviceRateDetail, ({ principal, request, body }) =>
    serviceRatings.rateDetail(ctx, viewer(principal, request), body.serviceId),
  );

  // Search, visits, heat words. Suggestions are typed letter by letter, so only full searches feed the heat words.
  route(app, searchService, ({ principal, request, body }) =>
    serviceSearch.search(ctx, viewer(principal, request), body.keyword, body.serviceType, body.size ?? 20, true),
  );
  route(app, guideLuceneSearch, ({ principal, request, body }) =>
    serviceSearch.search(ctx, viewer(principal, request), body.keyword, body.serviceType, body.size ?? 20, false),
  );
  route(app, searchHeatWord, ({ principal, request }) => serviceSearch.heatWords(ctx, viewer(principal, request).tenantId));
  route(app, clickService, ({ principal, request, body }) => serviceSearch.click(ctx, viewer(principal, request), body.serviceId));

  // Configuration.
  route(app, saveService, ({ principal, body }) => serviceConfig.saveService(ctx, principal, body));
  route(app, configServiceDetail, ({ principal, body }) => serviceConfig.configDetail(ctx, principal, body.serviceId));
  route(app, shelfServices, ({ principal, body }) => serviceConfig.shelf(ctx, principal, body.serviceIds, body.shelf));
  route(app, orderServices, ({ principal, body }) => serviceConfig.order(ctx, principal, body.serviceIds));
  route(app, setServiceVisibility, ({ principal, body }) =>
    serviceConfig.setVisibility(ctx, principal, body.serviceId, body.visitorVisible, body.roles),
  );
  route(app, configOptionList, ({ principal }) => serviceConfig.optionList(ctx, principal));
  route(app, saveServiceDept, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'dept', body));
  route(app, saveServiceScene, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'scene', body));
  route(app, saveServiceType, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'type', body));
  route(app, removeServiceDept, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'dept', body.ids));
  route(app, removeServiceScene, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'scene', body.ids));
  route(app, removeServiceType, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'type', body.ids));
  route(app, getApplicationCentreDisplay, ({ principal }) => serviceConfig.centreDisplay(ctx, principal, 'APPLICATION'));
  route(app, getProcessCentreDisplay, ({ principal }) => serviceConfig.centreDisplay(ctx, principal, 'PROCESS'));
  route(app, saveApplicationCentreDisplay, ({ principal, body }) =>
    serviceConfig.saveCentreDisplay(ctx, principal, 'APPLICATION', body.serviceIds),
  );
  route(app, saveProcessCentreDisplay, ({ principal, body }) =>
    serviceConfig.saveCentreDisplay(ctx, principal, 'PROCESS', body.serviceIds),
  );

  // Icons: multipart in (parser and limits of platform/http/multipart.ts), public bytes out.
  route(app, uploadServiceIcon, async ({ principal, request }) => {
    if (!request.isMultipart()) throw new AppError(415, '请以 multipart/form-data 上传图标文件（字段 file）');
    const file = await request.file({ limits: { fileSize: SERVICE_ICON_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('请上传图标文件');
    const data = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `图标不能超过 ${SERVICE_ICON_MAX_BYTES / 1024} KB`);
      throw error;
    });
    return serviceConfig.saveIcon(ctx, principal, file.mimetype, data);
  });
  app.get<{ Params: { id: string } }>(`${SERVICE_ICON_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const found = /^[0-9a-f]{32}$/.test(request.params.id) ? await serviceConfig.icon(ctx, request.params.id) : undefined;
    if (!found) return reply.status(404).type('text/plain').send('not found');
    return reply
      .type(found.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(found.data);
  });
}
