import { type BodyOf, effServiceHeatRate, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type ServiceHeatQuery = BodyOf<typeof effServiceHeatRate>;
export type ServiceHeatResult = ResultOf<typeof effServiceHeatRate>;

/** Services ranked by visits (serviceHeatRate). */
export const getServiceHeat = (query: ServiceHeatQuery, signedIn: boolean): Promise<ServiceHeatResult> =>
  unwrap(call(asCaller(effServiceHeatRate, signedIn), { body: query }));

export const heatOptions = (query: ServiceHeatQuery, signedIn: boolean) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.report(signedIn, 'heat', period, extra),
    queryFn: () => getServiceHeat(query, signedIn),
    // A new period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const useServiceHeat = (query: ServiceHeatQuery, signedIn: boolean, enabled = true) =>
  useQuery({ ...heatOptions(query, signedIn), enabled });
