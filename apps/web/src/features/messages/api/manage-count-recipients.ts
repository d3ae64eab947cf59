import { type Audience, messageManageCountRecipients } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

/** An audience names somebody: everyone, or at least one role, department or user. */
export const audienceNamesSomebody = (a: Audience) => a.everyone || a.roleIds.length + a.deptIds.length + a.accounts.length > 0;

/** How many enabled users an audience reaches (messageManage/countRecipients). */
export const countRecipients = (audience: Audience) => unwrap(call(messageManageCountRecipients, { body: audience }));

export const recipientCountOptions = (audience: Audience) =>
  queryOptions({
    queryKey: [...manageKeys.audience(), 'count', audience],
    queryFn: () => countRecipients(audience),
    // Users join and leave roles; a count a minute old is still a fair preview, a fresh one is asked before sending.
    staleTime: 60_000,
  });

/** The live preview of the count; nothing is asked while the audience names nobody. */
export const useRecipientCount = (audience: Audience) =>
  useQuery({ ...recipientCountOptions(audience), enabled: audienceNamesSomebody(audience), placeholderData: keepPreviousData });
