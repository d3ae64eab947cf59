import { type Envelope, type TransferImportProgress, transferUrls } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { tenantId } from './transfer-request.ts';

export function pollImport(listKey: string, key: string, id?: string): Promise<Envelope<TransferImportProgress | null>> {
  return request({ method: 'POST', url: transferUrls(listKey).importProgress, data: { tenantId: tenantId(), key, id } });
}
