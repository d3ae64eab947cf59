import { type BodyOf, type Envelope, type ResultOf, type transferImportStart, transferUrls } from '@onehall/contract';
import { request } from '../../../api/client.ts';
import { tenantId } from './transfer-request.ts';

export type ImportStartBody = Omit<BodyOf<typeof transferImportStart>, 'tenantId'>;

export function startImport(listKey: string, body: ImportStartBody): Promise<Envelope<ResultOf<typeof transferImportStart>>> {
  return request({ method: 'POST', url: transferUrls(listKey).importStart, data: { tenantId: tenantId(), ...body } });
}
