import {
  blockHeatWord,
  CLOSEST_SERVICES_MAX,
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
  guideLuceneClosest,
  guideLuceneSearch,
  heatWordConfigList,
  myCollect,
  orderServices,
  ospHeatService,
  ospNewlyLaunched,
  ospPage,
  ospServiceCount,
  pinHeatWord,
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
  unblockHeatWord,
  unpinHeatWord,
  uploadServiceIcon,
} from '@onehall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { visitorTenant } from '../../platform/http/tenant.ts';
import * as serviceConfig from './configuration.ts';
import type { ServicesContext } from './context.ts';
import * as serviceHeatWords from './heat-words.ts';
import * as serviceListing from './listing.ts';
import * as serviceRatings from './ratings.ts';
import * as serviceSearch from './search.ts';
import { SERVICES_CHANGED } from './search-index.ts';
import * as serviceShapes from './shapes.ts';

export function registerServicesRoutes(app: FastifyInstance, platform: Platform, { route }: Router, ctx: ServicesContext): void {
  const viewer = (principal: Principal | null, request: FastifyRequest) => serviceShapes.viewerOf(principal, visitorTenant(request));

  // In-page (1001) services may be framed: their origins join the CSP frame-src, re-read on every services change.
  app.frameOrigins.add(async () => ({ 'frame-src': await serviceSearch.policyFrameOrigins(platform) }));
  const framesChanged = platform.pubsub
    .subscribe(SERVICES_CHANGED, () => app.frameOrigins.invalidate())
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'framed origins: subscribing to service changes failed');
    });
  app.addHook('onClose', async () => {
    await (await framesChanged)?.();
  });
  route(framableOrigins, ({ principal, request }) => serviceSearch.framableOrigins(ctx, viewer(principal, request)));

  // Listing and details.
  route(servicePage, ({ principal, request, body }) => serviceListing.page(platform, viewer(principal, request), body));
  route(ospPage, ({ principal, request, body }) => serviceListing.page(platform, viewer(principal, request), body));
  route(serviceCustomPage, ({ principal, request, body }) =>
    serviceListing.customPage(platform, viewer(principal, request), body.serviceType, body.current, body.size),
  );
  route(servicePageRoles, ({ principal, body }) => serviceListing.pageRoles(platform, principal, body));
  route(serviceDetails, ({ principal, request, body }) => serviceListing.details(platform, viewer(principal, request), body.serviceId));
  route(serviceCustomDetails, ({ principal, request, body }) =>
    serviceListing.details(platform, viewer(principal, request), body.serviceId),
  );
  route(clientGuideInfo, ({ principal, request, body }) => serviceListing.guideInfo(platform, viewer(principal, request), body.serviceId));
  route(casServiceList, ({ principal }) => serviceListing.casServiceList(platform, principal));
  route(queryShelfService, ({ principal, body }) => serviceListing.shelfList(platform, principal, body));
  route(ospHeatService, ({ principal, request, body }) =>
    serviceListing.topList(platform, viewer(principal, request), body.serviceType, body.size ?? 8, 'hot'),
  );
  route(ospNewlyLaunched, ({ principal, request, body }) =>
    serviceListing.topList(platform, viewer(principal, request), body.serviceType, body.size ?? 8, 'new'),
  );
  route(ospServiceCount, ({ principal, request }) => serviceListing.serviceCount(platform, viewer(principal, request)));
  route(serviceDeptListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'dept', body?.serviceType),
  );
  route(serviceDeptListByUserGet, ({ principal, request, query }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'dept', query.serviceType),
  );
  route(serviceSceneListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'scene', body?.serviceType),
  );
  route(serviceTypeListByUser, ({ principal, request, body }) =>
    serviceListing.listByUser(platform, viewer(principal, request), 'type', body?.serviceType),
  );

  // Favourites.
  route(myCollect, ({ principal }) => serviceListing.myCollect(platform, principal));
  route(collectService, ({ principal, body }) => serviceListing.collect(platform, principal, body.serviceId));
  route(cancelCollect, ({ principal, body }) => serviceListing.cancelCollect(platform, principal, body.serviceId));
  route(changeCollectOrder, ({ principal, body }) => serviceListing.changeOrder(platform, principal, body.serviceIds));

  // Ratings.
  route(giveScore, ({ principal, body }) => serviceRatings.rate(ctx, principal, body));
  route(rateService, ({ principal, body }) => serviceRatings.rate(ctx, principal, body));
  route(checkScore, ({ principal, body }) => serviceRatings.myRating(ctx, principal, body.serviceId));
  route(canUserRate, ({ principal, body }) => serviceRatings.canUserRate(ctx, principal, body.serviceId));
  route(quickScoreLabels, () => [...QUICK_SCORE_LABELS]);
  route(serviceRateDetail, ({ principal, request, body }) => serviceRatings.rateDetail(ctx, viewer(principal, request), body.serviceId));

  // Search, visits, heat words. Suggestions are typed letter by letter, so only full searches feed the heat words.
  route(searchService, ({ principal, request, body }) =>
    serviceSearch.search(ctx, viewer(principal, request), body.keyword, body.serviceType, body.size ?? 20, true),
  );
  route(guideLuceneSearch, ({ principal, request, body }) =>
    serviceSearch.search(ctx, viewer(principal, request), body.keyword, body.serviceType, body.size ?? 20, false),
  );
  route(guideLuceneClosest, ({ principal, request, body }) =>
    serviceSearch.closest(ctx, viewer(principal, request), body.keyword, body.serviceType, body.size ?? CLOSEST_SERVICES_MAX),
  );
  route(searchHeatWord, ({ principal, request }) => serviceHeatWords.heatWords(ctx, viewer(principal, request)));
  route(clickService, ({ principal, request, body }) => serviceSearch.click(ctx, viewer(principal, request), body.serviceId));

  // Configuration.
  route(saveService, ({ principal, body }) => serviceConfig.saveService(ctx, principal, body));
  route(configServiceDetail, ({ principal, body }) => serviceConfig.configDetail(ctx, principal, body.serviceId));
  route(shelfServices, ({ principal, body }) => serviceConfig.shelf(ctx, principal, body.serviceIds, body.shelf));
  route(orderServices, ({ principal, body }) => serviceConfig.order(ctx, principal, body.serviceIds));
  route(setServiceVisibility, ({ principal, body }) =>
    serviceConfig.setVisibility(ctx, principal, body.serviceId, body.visitorVisible, body.roles),
  );
  route(configOptionList, ({ principal }) => serviceConfig.optionList(ctx, principal));
  route(saveServiceDept, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'dept', body));
  route(saveServiceScene, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'scene', body));
  route(saveServiceType, ({ principal, body }) => serviceConfig.saveOption(ctx, principal, 'type', body));
  route(removeServiceDept, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'dept', body.ids));
  route(removeServiceScene, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'scene', body.ids));
  route(removeServiceType, ({ principal, body }) => serviceConfig.removeOptions(ctx, principal, 'type', body.ids));
  route(getApplicationCentreDisplay, ({ principal }) => serviceConfig.centreDisplay(ctx, principal, 'APPLICATION'));
  route(getProcessCentreDisplay, ({ principal }) => serviceConfig.centreDisplay(ctx, principal, 'PROCESS'));
  route(saveApplicationCentreDisplay, ({ principal, body }) =>
    serviceConfig.saveCentreDisplay(ctx, principal, 'APPLICATION', body.serviceIds),
  );
  route(saveProcessCentreDisplay, ({ principal, body }) => serviceConfig.saveCentreDisplay(ctx, principal, 'PROCESS', body.serviceIds));
  route(heatWordConfigList, ({ principal }) => serviceHeatWords.configList(ctx, principal));
  route(pinHeatWord, ({ principal, body }) => serviceHeatWords.pin(ctx, principal, body.word));
  route(unpinHeatWord, ({ principal, body }) => serviceHeatWords.unpin(ctx, principal, body.id));
  route(blockHeatWord, ({ principal, body }) => serviceHeatWords.block(ctx, principal, body.word));
  route(unblockHeatWord, ({ principal, body }) => serviceHeatWords.unblock(ctx, principal, body.id));

  // Icons: multipart in (parser and limits of platform/http/multipart.ts), public bytes out.
  route(uploadServiceIcon, async ({ principal, request }) => {
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
