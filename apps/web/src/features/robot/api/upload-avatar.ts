import { commonUpload, type Envelope, type MessageImage } from '@onehall/contract';
import { request } from '../../../api/client.ts';

/** The robot's avatar (common/upload, multipart field `file`); answers its address. */
export function uploadAvatar(file: File): Promise<Envelope<MessageImage>> {
  const data = new FormData();
  data.append('file', file);
  return request<MessageImage>({ method: commonUpload.method, url: commonUpload.path, data });
}
