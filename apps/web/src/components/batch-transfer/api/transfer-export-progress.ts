import { type Envelope, type TransferExportProgress, transferUrls } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { tenantId } from './transfer-request.ts';

export function pollExport(listKey: string, key: string): Promise<Envelope<TransferExportProgress | null>> {
  return request({ method: 'POST', url: transferUrls(listKey).exportProgress, data: { tenantId: tenantId(), key } });
}
