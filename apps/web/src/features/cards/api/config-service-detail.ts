import { configServiceDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { guidesKey } from './keys.ts';

export const getGuideDetail = (serviceId: string) => unwrap(call(configServiceDetail, { body: { serviceId } }));

export const guideDetailOptions = (serviceId: string) =>
  queryOptions({ queryKey: [...guidesKey, 'detail', serviceId], queryFn: () => getGuideDetail(serviceId), staleTime: 0 });

export const useGuideDetail = (serviceId: string | null) => useQuery({ ...guideDetailOptions(serviceId!), enabled: !!serviceId });
