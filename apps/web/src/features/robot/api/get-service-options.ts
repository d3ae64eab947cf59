import { robotServiceOptions } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { robotAdminKeys } from './keys.ts';

/** Services on the shelf by part of the name, to link to an answer (questionKnowledge/serviceOptions). */
export const getServiceOptions = (keyword: string) => unwrap(call(robotServiceOptions, { body: { keyword } }));

export const serviceOptionsOptions = (keyword: string) =>
  queryOptions({ queryKey: [...robotAdminKeys.services(), keyword], queryFn: () => getServiceOptions(keyword) });

export const useServiceOptions = (keyword: string, enabled: boolean) => useQuery({ ...serviceOptionsOptions(keyword), enabled });
