import { type BodyOf, dutyPage, dutyRemove, dutySave, dutyUpdate } from '@onehall/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';

/** The department duty calls (SPEC §7 "Department and duty", ospDeptDutyListConfig). */

export type DutyPageQuery = BodyOf<typeof dutyPage>;
export type DutySaveInput = BodyOf<typeof dutySave>;
export type DutyUpdateInput = BodyOf<typeof dutyUpdate>;

export const dutiesKey = ['duties'] as const;

export const dutyPageOptions = (query: DutyPageQuery) =>
  queryOptions({
    queryKey: [...dutiesKey, 'page', query],
    queryFn: async () => {
      const env = await call(dutyPage, { body: query });
      if (env.status !== 1000) throw new Error(env.msg);
      return env.result;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDutyPage = (query: DutyPageQuery) => useQuery(dutyPageOptions(query));

/** Save or update; resolves to the envelope so the form can show the server's refusal. */
export function useSaveDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DutySaveInput | DutyUpdateInput) =>
      'id' in input ? call(dutyUpdate, { body: input }) : call(dutySave, { body: input }),
    onSuccess: (env) => {
      if (env.status === 1000) void client.invalidateQueries({ queryKey: dutiesKey });
    },
  });
}

export function useRemoveDuties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(dutyRemove, { body: { ids: ids.join(',') } }),
    onSuccess: (env) => {
      if (env.status === 1000) void client.invalidateQueries({ queryKey: dutiesKey });
    },
  });
}
