import { type Envelope, type MessageAttachment, messageManageUploadAttachment } from '@onehall/contract';
import { request } from '../../../api/client.ts';

/** Multipart (field `file`), so it goes through the request layer directly rather than `call`. */
export function uploadAttachment(file: File): Promise<Envelope<MessageAttachment>> {
  const data = new FormData();
  data.append('file', file);
  return request<MessageAttachment>({ method: messageManageUploadAttachment.method, url: messageManageUploadAttachment.path, data });
}
