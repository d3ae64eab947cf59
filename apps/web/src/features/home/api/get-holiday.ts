import { getHoliday, type ResultOf } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

export const HOLIDAY_KEY = ['home', 'holiday'] as const;

export function getHolidays(): Promise<ResultOf<typeof getHoliday>> {
  return unwrap(call(getHoliday, { body: {} }));
}

export const holidayQueryOptions = () => queryOptions({ queryKey: HOLIDAY_KEY, queryFn: getHolidays });

/** Holidays of the current academic year (SPEC §7 homePage/getHoliday). */
export function useHolidays() {
  return useQuery(holidayQueryOptions());
}
