import { type BodyOf, type Envelope, type ResultOf, type transferExportStart, transferUrls } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { tenantId } from './transfer-request.ts';

export type ExportStartBody = Omit<BodyOf<typeof transferExportStart>, 'tenantId'>;

export function startExport(listKey: string, body: ExportStartBody): Promise<Envelope<ResultOf<typeof transferExportStart>>> {
  return request({ method: 'POST', url: transferUrls(listKey).exportStart, data: { tenantId: tenantId(), ...body } });
}
