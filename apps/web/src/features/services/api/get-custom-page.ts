import { type BodyOf, type ResultOf, serviceCustomPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asCaller } from '../../../api/as-caller.ts';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

type Body = BodyOf<typeof serviceCustomPage>;

export function getCustomPage(body: Body, signedIn: boolean): Promise<ResultOf<typeof serviceCustomPage>> {
  return unwrap(call(asCaller(serviceCustomPage, signedIn), { body }));
}

export const customPageQueryOptions = (body: Body, signedIn: boolean) =>
  queryOptions({
    queryKey: ['services', 'customPage', signedIn, body],
    queryFn: () => getCustomPage(body, signedIn),
    placeholderData: keepPreviousData,
  });

/** What a service centre is configured to show (SPEC §7 customPage). */
export function useCustomPage(body: Body, signedIn: boolean, enabled = true) {
  return useQuery({ ...customPageQueryOptions(body, signedIn), enabled });
}
