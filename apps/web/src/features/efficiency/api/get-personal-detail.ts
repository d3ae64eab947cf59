import { type BodyOf, effPersonalERDetail, type ResultOf } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { efficiencyKeys } from '../keys.ts';

export type PersonalDetailQuery = BodyOf<typeof effPersonalERDetail>;
export type PersonalDetailResult = ResultOf<typeof effPersonalERDetail>;

/** The tasks behind the personal report, latest first (personalERDetail). */
export const getPersonalDetail = (query: PersonalDetailQuery): Promise<PersonalDetailResult> =>
  unwrap(call(effPersonalERDetail, { body: query }));

export const personalDetailOptions = (query: PersonalDetailQuery) => {
  const { period, ...extra } = query;
  return queryOptions({
    queryKey: efficiencyKeys.personal('personalDetail', period, extra),
    queryFn: () => getPersonalDetail(query),
    placeholderData: keepPreviousData,
  });
};

export const usePersonalDetail = (query: PersonalDetailQuery, enabled = true) => useQuery({ ...personalDetailOptions(query), enabled });
