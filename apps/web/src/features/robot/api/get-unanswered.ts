import { type BodyOf, robotUnansweredPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { robotAdminKeys } from './keys.ts';

export type UnansweredQuery = BodyOf<typeof robotUnansweredPage>;

/** Questions the robot could not answer (questionUnanswered/page). */
export const getUnanswered = (body: UnansweredQuery) => unwrap(call(robotUnansweredPage, { body }));

export const unansweredOptions = (body: UnansweredQuery) =>
  queryOptions({ queryKey: [...robotAdminKeys.unanswered(), body], queryFn: () => getUnanswered(body), placeholderData: keepPreviousData });

export const useUnanswered = (body: UnansweredQuery) => useQuery(unansweredOptions(body));
