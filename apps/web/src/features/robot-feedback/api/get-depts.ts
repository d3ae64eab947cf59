import { deptTree } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { feedbackKeys } from '../keys.ts';

/** The tenant's departments as a tree, to assign a ticket (baseService/getDeptTree). */
export const getFeedbackDepts = () => unwrap(call(deptTree));

export const feedbackDeptsOptions = () => queryOptions({ queryKey: feedbackKeys.depts(), queryFn: getFeedbackDepts, staleTime: 300_000 });

export const useFeedbackDepts = (enabled: boolean) => useQuery({ ...feedbackDeptsOptions(), enabled });
