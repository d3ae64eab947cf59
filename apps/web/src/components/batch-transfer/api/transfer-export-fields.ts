import { type Envelope, type ResultOf, type transferExportFields, transferUrls } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { tenantId } from './transfer-request.ts';

export function fetchExportFields(listKey: string, id?: string): Promise<Envelope<ResultOf<typeof transferExportFields>>> {
  return request({ method: 'GET', url: transferUrls(listKey).exportFields, params: { tenantId: tenantId(), id } });
}

/** The fields a file can hold, in the list's order, ticked as last exported. */
export const exportFieldsOptions = (listKey: string, id?: string) =>
  queryOptions({
    queryKey: ['transfer', listKey, 'exportFields', id],
    queryFn: () => unwrap(fetchExportFields(listKey, id), '导出字段加载失败'),
    staleTime: 0,
  });
