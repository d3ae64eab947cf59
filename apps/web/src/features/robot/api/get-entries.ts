import { type BodyOf, robotEntryPage } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { robotAdminKeys } from './keys.ts';

export type EntryQuery = BodyOf<typeof robotEntryPage>;

/** A page of the knowledge base (questionKnowledge/page). */
export const getEntries = (body: EntryQuery) => unwrap(call(robotEntryPage, { body }));

export const entriesOptions = (body: EntryQuery) =>
  queryOptions({ queryKey: [...robotAdminKeys.entries(), body], queryFn: () => getEntries(body), placeholderData: keepPreviousData });

export const useEntries = (body: EntryQuery) => useQuery(entriesOptions(body));
