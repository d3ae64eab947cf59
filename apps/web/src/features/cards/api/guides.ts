import {
  type BodyOf,
  configServiceDetail,
  queryShelfService,
  type ServiceDetail,
  type ServiceGuide,
  saveBodyOf,
  saveService,
} from '@onehall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/**
 * 办事指南配置 reads and writes guides through the service configuration
 * endpoints (serviceInfo/detail and submit): a guide is part of a service.
 */

export type GuideServiceQuery = BodyOf<typeof queryShelfService>;

export const guidesKey = ['cards', 'guides'] as const;

export const guideServicesOptions = (query: GuideServiceQuery) =>
  queryOptions({
    queryKey: [...guidesKey, 'services', query],
    queryFn: () => unwrap(call(queryShelfService, { body: query })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useGuideServices = (query: GuideServiceQuery) => useQuery(guideServicesOptions(query));

export function useGuideDetail(serviceId: string | null) {
  return useQuery({
    queryKey: [...guidesKey, 'detail', serviceId],
    queryFn: () => unwrap(call(configServiceDetail, { body: { serviceId: serviceId! } })),
    enabled: !!serviceId,
    staleTime: 0,
  });
}

/** The save body that keeps every other field of the service as it is and replaces its guide. */
export function withGuide(s: ServiceDetail, guide: ServiceGuide): BodyOf<typeof saveService> {
  return { ...saveBodyOf(s), guide };
}

/** Saves a guide; resolves to the envelope so the drawer can show the server's refusal. */
export const useSaveGuide = () =>
  useEnvelopeMutation(
    ({ service, guide }: { service: ServiceDetail; guide: ServiceGuide }) => call(saveService, { body: withGuide(service, guide) }),
    guidesKey,
  );
