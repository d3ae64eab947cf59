import {
  baseServiceCheckUrl,
  CARD_BUSINESS_CONFIG_MENU,
  CardMessages,
  cardBasicConfigDetail,
  cardBasicConfigSubmit,
  cardColumnAdjustOrder,
  cardColumnChoseCopyColumnlist,
  cardColumnDetail,
  cardColumnGetApiDetail,
  cardColumnGetApiList,
  cardColumnGetBusTypeName,
  cardColumnGetColumnDetail,
  cardColumnGetConfig,
  cardColumnGetDataSourceList,
  cardColumnGetFlowType,
  cardColumnGetMpListNS,
  cardColumnGetParamTypeList,
  cardColumnGetRequestParamByDataSource,
  cardColumnGetReturnParamByDataSource,
  cardColumnGetRoleListClass,
  cardColumnGetServiceList,
  cardColumnList,
  cardColumnPreview,
  cardColumnRemove,
  cardColumnRemoveApi,
  cardColumnSaveApi,
  cardColumnSubmit,
  commonTeacherDropList,
  commonTeacherGetAccessWayList,
  commonTeacherGetAppsDict,
  commonTeacherGetRoleList,
  commonTeacherGetRoleListClass,
  commonTeacherGetServiceInfo,
  type DictionaryOption,
  getNavigationUserApplyCardList,
  getUserApplyCardList,
  HOME_PAGE_CONFIG_MENU,
  indexCardList,
  indexCardRemove,
  indexCardSubmit,
  indexCardUnder,
  indexTypeAuthConfig,
  indexTypeGetAuthConfig,
  indexTypeGetCardList,
  indexTypeList,
  indexTypeRemove,
  indexTypeRemoveType,
  indexTypeSubmit,
  indexTypeSubmitCard,
  indexTypeUnder,
  isHasCommonTool,
  isSitePath,
  saveUserApplyCardManage,
} from '@onehall/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../platform/auth/principal.ts';
import { type Awaitable, andThen } from '../../platform/cache/memo.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import type { Router } from '../../platform/http/endpoints.ts';
import { isReachableStatus, verifyReachable } from '../../platform/net/url-guard.ts';
import * as messages from '../messages/service.ts';
import * as preloginVisitor from '../prelogin/visitor.ts';
import type { ServicesContext } from '../services/context.ts';
import * as cardManage from './card-manage.ts';
import { HOME_CHANGED } from './changes.ts';
import * as configuration from './configuration.ts';
import * as homePage from './home-page.ts';
import * as options from './options.ts';
import * as sources from './sources/index.ts';

export function registerCardsRoutes(
  app: FastifyInstance,
  platform: Platform,
  { route, holdsMenu }: Router,
  services: ServicesContext,
): void {
  const canConfigure = (principal: Principal): Awaitable<boolean> =>
    andThen(holdsMenu(principal, CARD_BUSINESS_CONFIG_MENU), (yes) => yes || holdsMenu(principal, HOME_PAGE_CONFIG_MENU));
  const paramTypes = (): DictionaryOption[] => sources.getParamTypeList().map((t) => ({ dictKey: t.value, dictValue: t.label }));
  const dataSources = async (principal: Principal) =>
    (await sources.getDataSourceList(platform, principal)).map((s) => ({
      key: s.apiId ? `${s.dataSource}:${s.apiId}` : s.dataSource,
      name: s.name,
      dataSource: s.dataSource,
      apiId: s.apiId,
    }));

  // Index configuration: types.
  route(indexTypeList, ({ principal }) => configuration.listTypes(platform, principal.tenantId));
  route(indexTypeUnder, ({ principal, body }) => configuration.setTypeEnabled(platform, principal.tenantId, body.id, body.enabled));
  route(indexTypeGetCardList, ({ principal, body }) => configuration.cardsOfType(platform, principal.tenantId, body.typeId ?? null));
  route(indexTypeSubmit, ({ principal, body }) => configuration.submitType(platform, principal.tenantId, body));
  route(indexTypeSubmitCard, ({ principal, body }) =>
    configuration.submitTypeCards(platform, principal.tenantId, body.typeId, body.cardIds),
  );
  route(indexTypeAuthConfig, ({ principal, body }) =>
    configuration.setAuth(platform, principal.tenantId, body.target, body.id, body.roles),
  );
  route(indexTypeGetAuthConfig, ({ principal, body }) => configuration.getAuth(platform, principal.tenantId, body.target, body.id));
  route(indexTypeRemove, ({ principal, body }) => configuration.removeTypes(platform, principal.tenantId, body.ids));
  route(indexTypeRemoveType, ({ principal, body }) => configuration.unplaceCards(platform, principal.tenantId, body.cardIds));

  // Index configuration: cards.
  route(indexCardSubmit, ({ principal, body }) => configuration.submitCard(platform, principal.tenantId, body));
  route(indexCardRemove, ({ principal, body }) => configuration.removeCards(platform, principal.tenantId, body.ids));
  route(indexCardUnder, ({ principal, body }) => configuration.setCardEnabled(platform, principal.tenantId, body.id, body.enabled));
  route(indexCardList, ({ principal, body }) => configuration.listCards(platform, principal.tenantId, body ?? {}));

  // Index configuration: option lists.
  route(commonTeacherDropList, ({ body }) => options.dropList(body.code, paramTypes()));
  route(commonTeacherGetRoleList, ({ principal }) => options.roleList(platform, principal.tenantId));
  route(commonTeacherGetServiceInfo, ({ principal, body }) => options.serviceOptions(platform, principal.tenantId, body.serviceName));
  route(commonTeacherGetRoleListClass, ({ principal }) => options.roleClasses(platform, principal.tenantId));
  route(commonTeacherGetAppsDict, async ({ principal }) =>
    (await dataSources(principal)).map((s) => ({ dictKey: s.key, dictValue: s.name })),
  );
  route(commonTeacherGetAccessWayList, () => options.ACCESS_WAYS.map((o) => ({ ...o })));

  // Card configuration.
  route(cardBasicConfigDetail, ({ principal, body }) => configuration.cardDetail(platform, principal.tenantId, body.id));
  route(cardBasicConfigSubmit, ({ principal, body }) => configuration.submitCard(platform, principal.tenantId, body));
  route(cardColumnList, ({ principal, body }) => configuration.listColumns(platform, principal.tenantId, body.cardId));
  route(cardColumnDetail, ({ principal, body }) => configuration.columnDetail(platform, principal.tenantId, body.id));
  route(cardColumnGetBusTypeName, ({ principal, body }) => configuration.busTypeName(platform, principal.tenantId, body.cardId));
  route(cardColumnRemove, ({ principal, body }) => configuration.removeColumns(platform, principal.tenantId, body.ids));
  route(cardColumnPreview, ({ principal, body }) => homePage.cardData(platform, services, principal, body.id, canConfigure(principal)), {
    remembered: true,
  });
  route(cardColumnGetServiceList, ({ principal, body }) => options.serviceOptions(platform, principal.tenantId, body.serviceName));
  route(cardColumnGetConfig, ({ principal, body }) => configuration.cardEditor(platform, principal.tenantId, body.cardId));
  route(cardColumnAdjustOrder, ({ principal, body }) => configuration.adjustOrder(platform, principal.tenantId, body.cardId, body.ids));
  route(cardColumnSubmit, ({ principal, body }) => configuration.submitColumn(platform, principal.tenantId, body));
  route(cardColumnGetRoleListClass, ({ principal }) => options.roleClasses(platform, principal.tenantId));
  route(cardColumnGetApiList, async ({ principal }) =>
    (await sources.getApiList(platform, principal)).map((a) => ({
      id: a.id,
      apiName: a.name,
      url: a.url,
      method: a.method,
      remark: a.remark,
    })),
  );
  route(cardColumnGetDataSourceList, ({ principal }) => dataSources(principal));
  route(cardColumnGetApiDetail, async ({ principal, body }) => apiDetail(await sources.getApiDetail(platform, principal, body.id)));
  route(cardColumnSaveApi, async ({ principal, body }) =>
    apiDetail(
      await configuration.saveApi(platform, principal, {
        id: body.id,
        name: body.apiName,
        url: body.url,
        method: body.method,
        remark: body.remark ?? '',
        requestParams: body.requestParams.map((p) => ({ ...p, paramType: p.paramType as sources.ParamType })),
        returnParams: body.returnParams,
        listPath: body.listPath ?? '',
        totalPath: body.totalPath ?? '',
      }),
    ),
  );
  route(cardColumnRemoveApi, ({ principal, body }) => configuration.removeApi(platform, principal, body.id));
  route(cardColumnGetParamTypeList, () => paramTypes());
  route(cardColumnGetReturnParamByDataSource, ({ principal, body }) =>
    sources.getReturnParamByDataSource(platform, principal, body.dataSource, body.apiId),
  );
  route(cardColumnGetRequestParamByDataSource, async ({ principal, body }) =>
    (await sources.getRequestParamByDataSource(platform, principal, body.dataSource, body.apiId)).map((p) => ({ ...p })),
  );
  route(cardColumnGetFlowType, () => options.flowTypes());
  route(cardColumnChoseCopyColumnlist, ({ principal, body }) =>
    configuration.copyColumns(platform, principal.tenantId, body.cardId, body.ids),
  );
  route(cardColumnGetColumnDetail, ({ principal, body }) => configuration.copyableColumns(platform, principal.tenantId, body.cardId));
  // Message accounts are the tenant's message columns (the OfficialAccount source reads them).
  route(cardColumnGetMpListNS, async ({ principal }) =>
    (await messages.columns(platform, principal.tenantId, true)).map((c) => ({ dictKey: c.id, dictValue: c.columnName })),
  );
  route(isHasCommonTool, async ({ principal }) => (await preloginVisitor.tools(platform, principal.tenantId)).length > 0);

  // Cards and navigation.
  route(baseServiceCheckUrl, async ({ body }) => {
    const url = body.url.trim();
    // A site path is this server's own page (e.g. a bundled micro-app): asked of the app itself, never over the network.
    if (isSitePath(url)) {
      const response = await app.inject({ method: 'GET', url });
      if (!isReachableStatus(response.statusCode)) throw business(`${CardMessages.urlUnreachable}（HTTP ${response.statusCode}）`);
      return { reachable: true, httpStatus: response.statusCode };
    }
    return verifyReachable(
      url,
      {
        invalid: CardMessages.urlInvalid,
        refused: CardMessages.urlRefused,
        unreachable: CardMessages.urlUnreachable,
      },
      platform.config.URL_GUARD_ALLOW,
    );
  });
  // Frame cards on other sites: their origins join the CSP, re-read on every configuration change.
  app.frameOrigins.add(async () => {
    const { framed, fetched } = await homePage.frameCardOrigins(platform);
    return { 'frame-src': framed, 'connect-src': fetched };
  });
  const cardsChanged = platform.pubsub
    .subscribe(HOME_CHANGED, () => app.frameOrigins.invalidate())
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'framed origins: subscribing to card changes failed');
    });
  app.addHook('onClose', async () => {
    await (await cardsChanged)?.();
  });
  route(getUserApplyCardList, ({ principal }) => cardManage.userCardList(platform, principal), { remembered: true });
  route(getNavigationUserApplyCardList, ({ principal }) => cardManage.managedCardList(platform, principal));
  route(saveUserApplyCardManage, ({ principal, body }) => cardManage.saveManagedCards(platform, principal, body));
}

function apiDetail(api: sources.RegisteredApi) {
  return {
    id: api.id,
    apiName: api.name,
    url: api.url,
    method: api.method,
    remark: api.remark,
    requestParams: api.requestParams.map((p) => ({ ...p })),
    returnParams: api.returnParams.map((p) => ({ field: p.field, chineseName: p.chineseName, path: p.path })),
    listPath: api.listPath,
    totalPath: api.totalPath,
  };
}
