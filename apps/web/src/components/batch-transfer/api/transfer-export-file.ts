import type { Envelope } from '@onehall/contract';
import { downloadBlob } from './transfer-request.ts';

/** The finished export, at the URL its progress hands over (the job key already in its query). */
export function downloadExportFile(url: string): Promise<Envelope<Blob>> {
  return downloadBlob(url);
}
