import {
  carouselImgList,
  type Envelope,
  preLoginColumn,
  preLoginCommonConfigJson,
  preLoginCommonTool,
  preLoginDataOverview,
  preLoginGetFooterInfo,
  preLoginGetJumpServer,
  preLoginGetPreLoginIndex,
  preLoginGetPreLoginPage,
  preLoginMessageColumn,
  preLoginSchoolInfo,
  preLoginServiceDepts,
  preLoginServiceScenes,
  preLoginThroughServiceList,
  prepareLoginQueryServiceByType,
  prepareLoginQueryThirdParty,
  prepareLoginSearchService,
  searchHeatWord,
} from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { preloginKey } from './keys.ts';

/**
 * The landing page's calls (SPEC §7 "Pre-login landing" and the pre-login
 * calls of "Card configuration"). Every section has its own query, so the
 * page paints section by section and one failure stays local.
 */

const LANDING = [...preloginKey, 'landing'] as const;

/** A section's result; its error says 加载失败 when the server gave no reason. */
const loaded = <T>(pending: Promise<Envelope<T>>) => unwrap(pending, '加载失败');

export const schoolInfoQuery = queryOptions({
  queryKey: [...LANDING, 'schoolInfo'],
  queryFn: () => loaded(call(preLoginSchoolInfo, { query: {} })),
});

export const landingIndexQuery = queryOptions({
  queryKey: [...LANDING, 'index'],
  queryFn: () => loaded(call(preLoginGetPreLoginIndex, { body: null })),
});

export const landingConfigJsonQuery = queryOptions({
  queryKey: [...LANDING, 'configJson'],
  queryFn: () => loaded(call(preLoginCommonConfigJson, { body: null })),
});

export const landingCardsQuery = queryOptions({
  queryKey: [...LANDING, 'cards'],
  queryFn: () => loaded(call(preLoginGetPreLoginPage, { body: null })),
});

export const carouselQuery = queryOptions({
  queryKey: [...LANDING, 'carousel'],
  queryFn: () => loaded(call(carouselImgList, { query: {} })),
});

export const statisticsQuery = queryOptions({
  queryKey: [...LANDING, 'dataOverview'],
  queryFn: () => loaded(call(preLoginDataOverview, { body: null })),
});

export const throughServiceQuery = (size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'throughService', size],
    queryFn: () => loaded(call(preLoginThroughServiceList, { body: { size } })),
  });

export type GroupKind = 'dept' | 'scene';

export const serviceGroupsQuery = (kind: GroupKind) =>
  queryOptions({
    queryKey: [...LANDING, 'groups', kind],
    queryFn: () => loaded(call(kind === 'dept' ? preLoginServiceDepts : preLoginServiceScenes, { body: null })),
  });

export const servicesByTypeQuery = (kind: GroupKind, typeId: string | null, size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'byType', kind, typeId, size],
    queryFn: () => loaded(call(prepareLoginQueryServiceByType, { body: { kind, typeId, current: 1, size } })),
  });

export const thirdPartyQuery = queryOptions({
  queryKey: [...LANDING, 'thirdParty'],
  queryFn: () => loaded(call(prepareLoginQueryThirdParty, { body: null })),
});

export const columnsQuery = queryOptions({
  queryKey: [...LANDING, 'columns'],
  queryFn: () => loaded(call(preLoginColumn, { body: null })),
});

export const messageColumnQuery = (columnId: string | null, size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'messages', columnId, size],
    queryFn: () => loaded(call(preLoginMessageColumn, { body: { columnId, current: 1, size } })),
  });

export const toolsQuery = queryOptions({
  queryKey: [...LANDING, 'tools'],
  queryFn: () => loaded(call(preLoginCommonTool, { body: null })),
});

export const footerQuery = queryOptions({
  queryKey: [...LANDING, 'footer'],
  queryFn: () => loaded(call(preLoginGetFooterInfo, { body: null })),
});

/** Suggested words when the administrator configured none: what visitors searched most. */
export const heatWordsQuery = queryOptions({
  queryKey: [...LANDING, 'heatWords'],
  queryFn: async () => {
    const visitorDef = { ...searchHeatWord, path: searchHeatWord.visitorPath ?? searchHeatWord.path };
    const words = await loaded(call(visitorDef));
    return words.map((w) => w.word);
  },
});

export function useServiceSearch(keyword: string, size: number) {
  return useQuery({
    queryKey: [...LANDING, 'search', keyword, size],
    queryFn: () => loaded(call(prepareLoginSearchService, { body: { keyword, current: 1, size } })),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Where a visitor goes to open a service: sign-in first, then back to the service. */
export function jumpToService(serviceId: string) {
  return loaded(call(preLoginGetJumpServer, { body: { serviceId } }));
}
