import {
  type BodyOf,
  cardBusinessConfigList,
  cardBusinessConfigRemove,
  cardBusinessConfigResetKey,
  cardBusinessConfigSubmit,
  saveTodoNumRemind,
  todoNumRemindDetail,
  todoNumRemindField,
} from '@onehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** Business systems that push to-do items (cardbusinessconfig) and the to-do number reminder. */

const systemsKey = ['cards', 'todoSystems'] as const;
const remindKey = ['cards', 'todoRemind'] as const;

export const useTodoSystems = (keyword: string) =>
  useQuery({
    queryKey: [...systemsKey, keyword],
    queryFn: () => unwrap(call(cardBusinessConfigList, { body: keyword ? { keyword } : {} })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubmitTodoSystem = () =>
  useEnvelopeMutation((body: BodyOf<typeof cardBusinessConfigSubmit>) => call(cardBusinessConfigSubmit, { body }), systemsKey);
export const useRemoveTodoSystem = () => useEnvelopeMutation((id: string) => call(cardBusinessConfigRemove, { body: { id } }), systemsKey);
export const useResetTodoSystemKey = () => useEnvelopeMutation((id: string) => call(cardBusinessConfigResetKey, { body: { id } }));

export const useTodoRemind = () => useQuery({ queryKey: remindKey, queryFn: () => unwrap(call(todoNumRemindDetail)), staleTime: 0 });
export const useTodoRemindFields = () =>
  useQuery({ queryKey: [...remindKey, 'fields'], queryFn: () => unwrap(call(todoNumRemindField)), staleTime: 300_000 });
export const useSaveTodoRemind = () =>
  useEnvelopeMutation((body: BodyOf<typeof saveTodoNumRemind>) => call(saveTodoNumRemind, { body }), remindKey);
