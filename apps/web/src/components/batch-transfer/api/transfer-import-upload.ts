import { type Envelope, type TransferImportMapping, transferUrls } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { tenantId } from './transfer-request.ts';

export function uploadImportFile(listKey: string, file: File, headerLine: number, id?: string): Promise<Envelope<TransferImportMapping>> {
  const form = new FormData();
  form.append('tenantId', tenantId());
  if (id) form.append('id', id);
  form.append('headerLine', String(headerLine));
  // The file goes last: a streaming multipart reader meets the small fields before it.
  form.append('file', file, file.name);
  return request({ method: 'POST', url: transferUrls(listKey).importUpload, data: form });
}
