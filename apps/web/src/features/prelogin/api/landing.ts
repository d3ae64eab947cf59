import {
  carouselImgList,
  type PreLoginCard,
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
import { resultOf } from './query.ts';

/**
 * The landing page's calls (SPEC §7 "Pre-login landing" and the pre-login
 * calls of "Card configuration"). Every section has its own query, so the
 * page paints section by section and one failure stays local.
 */

const LANDING = ['prelogin', 'landing'] as const;

export const schoolInfoQuery = queryOptions({
  queryKey: [...LANDING, 'schoolInfo'],
  queryFn: () => resultOf(call(preLoginSchoolInfo, { query: {} })),
});

export const landingIndexQuery = queryOptions({
  queryKey: [...LANDING, 'index'],
  queryFn: () => resultOf(call(preLoginGetPreLoginIndex, { body: null })),
});

export const landingConfigJsonQuery = queryOptions({
  queryKey: [...LANDING, 'configJson'],
  queryFn: () => resultOf(call(preLoginCommonConfigJson, { body: null })),
});

export const landingCardsQuery = queryOptions({
  queryKey: [...LANDING, 'cards'],
  queryFn: () => resultOf(call(preLoginGetPreLoginPage, { body: null })),
});

export const carouselQuery = queryOptions({
  queryKey: [...LANDING, 'carousel'],
  queryFn: () => resultOf(call(carouselImgList, { query: {} })),
});

export const statisticsQuery = queryOptions({
  queryKey: [...LANDING, 'dataOverview'],
  queryFn: () => resultOf(call(preLoginDataOverview, { body: null })),
});

export const throughServiceQuery = (size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'throughService', size],
    queryFn: () => resultOf(call(preLoginThroughServiceList, { body: { size } })),
  });

export type GroupKind = 'dept' | 'scene';

export const serviceGroupsQuery = (kind: GroupKind) =>
  queryOptions({
    queryKey: [...LANDING, 'groups', kind],
    queryFn: () => resultOf(call(kind === 'dept' ? preLoginServiceDepts : preLoginServiceScenes, { body: null })),
  });

export const servicesByTypeQuery = (kind: GroupKind, typeId: string | null, size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'byType', kind, typeId, size],
    queryFn: () => resultOf(call(prepareLoginQueryServiceByType, { body: { kind, typeId, current: 1, size } })),
  });

export const thirdPartyQuery = queryOptions({
  queryKey: [...LANDING, 'thirdParty'],
  queryFn: () => resultOf(call(prepareLoginQueryThirdParty, { body: null })),
});

export const columnsQuery = queryOptions({
  queryKey: [...LANDING, 'columns'],
  queryFn: () => resultOf(call(preLoginColumn, { body: null })),
});

export const messageColumnQuery = (columnId: string | null, size: number) =>
  queryOptions({
    queryKey: [...LANDING, 'messages', columnId, size],
    queryFn: () => resultOf(call(preLoginMessageColumn, { body: { columnId, current: 1, size } })),
  });

export const toolsQuery = queryOptions({
  queryKey: [...LANDING, 'tools'],
  queryFn: () => resultOf(call(preLoginCommonTool, { body: null })),
});

export const footerQuery = queryOptions({
  queryKey: [...LANDING, 'footer'],
  queryFn: () => resultOf(call(preLoginGetFooterInfo, { body: null })),
});

/** Suggested words when the administrator configured none: what visitors searched most. */
export const heatWordsQuery = queryOptions({
  queryKey: [...LANDING, 'heatWords'],
  queryFn: async () => {
    const visitorDef = { ...searchHeatWord, path: searchHeatWord.visitorPath ?? searchHeatWord.path };
    const words = await resultOf(call(visitorDef));
    return words.map((w) => w.word);
  },
});

export function useServiceSearch(keyword: string, size: number) {
  return useQuery({
    queryKey: [...LANDING, 'search', keyword, size],
    queryFn: () => resultOf(call(prepareLoginSearchService, { body: { keyword, current: 1, size } })),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Where a visitor goes to open a service: sign-in first, then back to the service. */
export function jumpToService(serviceId: string) {
  return resultOf(call(preLoginGetJumpServer, { body: { serviceId } }));
}

/** Items a card shows before clipping (SPEC §9 card layout: 6/12/18 for 1–3 rows, narrow layout). */
export function itemsFor(card: Pick<PreLoginCard, 'displayRows'>): number {
  return Math.min(Math.max(card.displayRows, 1), 3) * 6;
}
