import { todoNumRemindDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { todoRemindKey } from './keys.ts';

export const getTodoRemind = () => unwrap(call(todoNumRemindDetail));

export const todoRemindOptions = () => queryOptions({ queryKey: todoRemindKey, queryFn: getTodoRemind, staleTime: 0 });

export const useTodoRemind = () => useQuery(todoRemindOptions());
