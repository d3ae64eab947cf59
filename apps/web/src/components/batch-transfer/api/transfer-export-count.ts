import { type BodyOf, type Envelope, type transferExportCount, transferUrls } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { tenantId } from './transfer-request.ts';

export type ExportCountBody = Omit<BodyOf<typeof transferExportCount>, 'tenantId'>;

export function countExport(listKey: string, body: ExportCountBody): Promise<Envelope<number>> {
  return request({ method: 'POST', url: transferUrls(listKey).exportCount, data: { tenantId: tenantId(), ...body } });
}

/** How many rows an export of `body`'s range would hold. */
export const exportCountOptions = (listKey: string, body: ExportCountBody) =>
  queryOptions({
    queryKey: ['transfer', listKey, 'exportCount', body.id, body.dataRange, body.formInline, body.advancedSearch],
    queryFn: () => unwrap(countExport(listKey, body), '数据条数统计失败'),
    staleTime: 0,
  });
