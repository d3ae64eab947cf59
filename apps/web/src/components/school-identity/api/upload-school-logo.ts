import { type Envelope, preLoginCarouselUpload, type ResultOf } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** The logo goes through the landing's image upload (checked by content, 2 MB), which answers the address to save. */
export function uploadSchoolLogo(file: File): Promise<Envelope<ResultOf<typeof preLoginCarouselUpload>>> {
  const form = new FormData();
  form.append('file', file);
  return call(preLoginCarouselUpload, { body: form as never });
}
