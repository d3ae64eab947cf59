import { type Envelope, transferUrls } from '@onehall/contract';
import { downloadBlob } from './transfer-request.ts';

export function downloadErrorFile(listKey: string, errorKey: string, id?: string): Promise<Envelope<Blob>> {
  return downloadBlob(transferUrls(listKey).importErrorFile, { errorKey, id });
}
