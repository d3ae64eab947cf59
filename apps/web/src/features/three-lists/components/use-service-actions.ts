import type { ServiceListItem } from '@onehall/contract';
import { useCallback, useState } from 'react';
import { useOpenService } from '../../../components/service-open/index.ts';

export interface ServiceActions {
  /** Shows the service's details drawer. */
  details: (serviceId: string) => void;
  /** Opens the service the SPEC §9 way, exactly as the service hall does. */
  open: (service: ServiceListItem) => void;
}

/** The one details drawer of the page and the shared opener (components/service-open). */
export function useServiceActions() {
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const openService = useOpenService();
  const details = useCallback((serviceId: string) => setDetailsId(serviceId), []);
  const open = useCallback((service: ServiceListItem) => openService(service), [openService]);
  return { actions: { details, open } satisfies ServiceActions, detailsId, closeDetails: () => setDetailsId(null) };
}
