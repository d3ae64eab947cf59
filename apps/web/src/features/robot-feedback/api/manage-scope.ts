import { feedbackManageScope } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** Which tickets the caller handles: all, some departments', or none (question/feedBack/manage/scope). */
export const getManageScope = () => unwrap(call(feedbackManageScope, { body: {} }));

export const manageScopeOptions = () => queryOptions({ queryKey: feedbackKeys.scope(), queryFn: getManageScope, staleTime: 300_000 });

export const useManageScope = () => useQuery(manageScopeOptions());
