import { prepareLoginSearchService } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const searchServices = (keyword: string, size: number) =>
  loaded(call(prepareLoginSearchService, { body: { keyword, current: 1, size } }));

export const serviceSearchQuery = (keyword: string, size: number) =>
  queryOptions({ queryKey: [...landingKey, 'search', keyword, size], queryFn: () => searchServices(keyword, size) });

/** Asks nothing for an empty keyword; the results stay on screen while the next keyword's load. */
export const useServiceSearch = (keyword: string, size: number) =>
  useQuery({ ...serviceSearchQuery(keyword, size), enabled: keyword.length > 0, placeholderData: keepPreviousData });
