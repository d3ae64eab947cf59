import { type BodyOf, queryShelfService } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { guidesKey } from './keys.ts';

export type GuideServiceQuery = BodyOf<typeof queryShelfService>;

export const getGuideServices = (query: GuideServiceQuery) => unwrap(call(queryShelfService, { body: query }));

export const guideServicesOptions = (query: GuideServiceQuery) =>
  queryOptions({ queryKey: [...guidesKey, 'services', query], queryFn: () => getGuideServices(query), staleTime: 0 });

/** The list keeps the previous page on screen while the next one loads. */
export const useGuideServices = (query: GuideServiceQuery) =>
  useQuery({ ...guideServicesOptions(query), placeholderData: keepPreviousData });
