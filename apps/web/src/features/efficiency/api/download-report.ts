import { type Envelope, effDownloadReport } from '@onehall/contract';
import { asCaller } from '../../../api/as-caller.ts';
import { request } from '../../../api/client.ts';

/** A READY generated report as an .xlsx file (downloadReport answers the file itself, or an envelope when refused). */
export const downloadReport = (id: string, signedIn: boolean): Promise<Envelope<Blob>> =>
  request<Blob>({ method: 'GET', url: asCaller(effDownloadReport, signedIn).path, params: { id }, responseType: 'blob' });
