import { cardBusinessConfigList } from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { todoSystemsKey } from './keys.ts';

export const getTodoSystems = (keyword: string) => unwrap(call(cardBusinessConfigList, { body: keyword ? { keyword } : {} }));

export const todoSystemsOptions = (keyword: string) =>
  queryOptions({ queryKey: [...todoSystemsKey, keyword], queryFn: () => getTodoSystems(keyword), staleTime: 0 });

/** The table keeps the previous result on screen while a new keyword's loads. */
export const useTodoSystems = (keyword: string) => useQuery({ ...todoSystemsOptions(keyword), placeholderData: keepPreviousData });
