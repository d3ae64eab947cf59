import { type Envelope, type ResultOf, uploadServiceIcon } from '@onehall/contract';
import { request } from '../../../api/client.ts';

/** Icon upload is multipart (field `file`), so it goes through the request layer directly rather than `call`. */
export function postServiceIcon(file: File): Promise<Envelope<ResultOf<typeof uploadServiceIcon>>> {
  const data = new FormData();
  data.append('file', file);
  return request<ResultOf<typeof uploadServiceIcon>>({ method: uploadServiceIcon.method, url: uploadServiceIcon.path, data });
}
