import { type Envelope, transferUrls } from '@onehall/contract';
import { downloadBlob } from './transfer-request.ts';

export function downloadTemplate(listKey: string, id?: string): Promise<Envelope<Blob>> {
  return downloadBlob(transferUrls(listKey).importTemplate, { id });
}
