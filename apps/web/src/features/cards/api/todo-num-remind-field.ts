import { todoNumRemindField } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { todoRemindKey } from './keys.ts';

export const getTodoRemindFields = () => unwrap(call(todoNumRemindField));

export const todoRemindFieldsOptions = () =>
  queryOptions({ queryKey: [...todoRemindKey, 'fields'], queryFn: getTodoRemindFields, staleTime: 300_000 });

export const useTodoRemindFields = () => useQuery(todoRemindFieldsOptions());
