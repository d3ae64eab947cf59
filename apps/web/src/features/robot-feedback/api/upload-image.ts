import { commonUpload, type Envelope, type MessageImage } from '@onehall/contract';
import { request } from '../../../api/client.ts';

/** An image of a feedback (common/upload, multipart field `file`); answers its id and address. */
export function uploadFeedbackImage(file: File): Promise<Envelope<MessageImage>> {
  const data = new FormData();
  data.append('file', file);
  return request<MessageImage>({ method: commonUpload.method, url: commonUpload.path, data });
}
