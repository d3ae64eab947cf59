import { type Envelope, messageCenterDownloadFile } from '@onehall/contract';
import { request } from '../../../api/client.ts';

/** An attachment of one of the caller's messages as a file (downloadFile answers the file itself, or an envelope when refused). */
export const downloadFile = (messageId: string, fileId: string): Promise<Envelope<Blob>> =>
  request<Blob>({ method: 'POST', url: messageCenterDownloadFile.path, data: { messageId, fileId }, responseType: 'blob' });
