import { type Envelope, preLoginCarouselUpload, type ResultOf } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Multipart upload: the contract documents no JSON body, the request layer sends the form as it is. */
export function uploadCarouselImage(file: File): Promise<Envelope<ResultOf<typeof preLoginCarouselUpload>>> {
  const form = new FormData();
  form.append('file', file);
  return call(preLoginCarouselUpload, { body: form as never });
}
