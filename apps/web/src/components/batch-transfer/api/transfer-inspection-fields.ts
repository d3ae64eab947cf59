import { type Envelope, type ResultOf, type transferInspectionFields, transferUrls } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { tenantId } from './transfer-request.ts';

export function fetchInspectionFields(listKey: string, id?: string): Promise<Envelope<ResultOf<typeof transferInspectionFields>>> {
  return request({ method: 'POST', url: transferUrls(listKey).inspectionFields, data: { tenantId: tenantId(), id } });
}

/** The fields an import checks for duplicates (the key fields). */
export const inspectionFieldsOptions = (listKey: string, id?: string) =>
  queryOptions({
    queryKey: ['transfer', listKey, 'inspectionFields', id],
    queryFn: () => unwrap(fetchInspectionFields(listKey, id)),
  });
