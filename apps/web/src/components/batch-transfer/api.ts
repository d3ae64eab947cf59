import {
  type BodyOf,
  type Envelope,
  type ResultOf,
  type TransferExportProgress,
  type TransferImportMapping,
  type TransferImportProgress,
  type transferExportCount,
  type transferExportFields,
  type transferExportStart,
  type transferImportStart,
  type transferInspectionFields,
  transferUrls,
} from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';
import { useAuthStore } from '../../stores/auth.ts';

/**
 * The transfer calls of SPEC §7 "Export and import". Their contract paths carry
 * the list as a `:listKey` segment, so the dialogs call the concrete URLs of
 * `transferUrls(listKey)` through the one request layer.
 */

const tenantId = () => useAuthStore.getState().tenantId;

export type ExportCountBody = Omit<BodyOf<typeof transferExportCount>, 'tenantId'>;
export type ExportStartBody = Omit<BodyOf<typeof transferExportStart>, 'tenantId'>;
export type ImportStartBody = Omit<BodyOf<typeof transferImportStart>, 'tenantId'>;

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

export function startExport(listKey: string, body: ExportStartBody): Promise<Envelope<ResultOf<typeof transferExportStart>>> {
  return request({ method: 'POST', url: transferUrls(listKey).exportStart, data: { tenantId: tenantId(), ...body } });
}

export function pollExport(listKey: string, key: string): Promise<Envelope<TransferExportProgress | null>> {
  return request({ method: 'POST', url: transferUrls(listKey).exportProgress, data: { tenantId: tenantId(), key } });
}

/** Any of the transfer downloads; `url` may already carry its query (the export progress hands one over). */
export function downloadBlob(url: string, params: Record<string, unknown> = {}): Promise<Envelope<Blob>> {
  return request<Blob>({ method: 'GET', url, params: { tenantId: tenantId(), ...params }, responseType: 'blob' });
}

export function downloadTemplate(listKey: string, id?: string): Promise<Envelope<Blob>> {
  return downloadBlob(transferUrls(listKey).importTemplate, { id });
}

export function downloadErrorFile(listKey: string, errorKey: string, id?: string): Promise<Envelope<Blob>> {
  return downloadBlob(transferUrls(listKey).importErrorFile, { errorKey, id });
}

export function uploadImportFile(listKey: string, file: File, headerLine: number, id?: string): Promise<Envelope<TransferImportMapping>> {
  const form = new FormData();
  form.append('tenantId', tenantId());
  if (id) form.append('id', id);
  form.append('headerLine', String(headerLine));
  // The file goes last: a streaming multipart reader meets the small fields before it.
  form.append('file', file, file.name);
  return request({ method: 'POST', url: transferUrls(listKey).importUpload, data: form });
}

export function fetchInspectionFields(listKey: string, id?: string): Promise<Envelope<ResultOf<typeof transferInspectionFields>>> {
  return request({ method: 'POST', url: transferUrls(listKey).inspectionFields, data: { tenantId: tenantId(), id } });
}

/** The fields an import checks for duplicates (the key fields). */
export const inspectionFieldsOptions = (listKey: string, id?: string) =>
  queryOptions({
    queryKey: ['transfer', listKey, 'inspectionFields', id],
    queryFn: () => unwrap(fetchInspectionFields(listKey, id)),
  });

export function startImport(listKey: string, body: ImportStartBody): Promise<Envelope<ResultOf<typeof transferImportStart>>> {
  return request({ method: 'POST', url: transferUrls(listKey).importStart, data: { tenantId: tenantId(), ...body } });
}

export function pollImport(listKey: string, key: string, id?: string): Promise<Envelope<TransferImportProgress | null>> {
  return request({ method: 'POST', url: transferUrls(listKey).importProgress, data: { tenantId: tenantId(), key, id } });
}
