import { commonUpload, type Envelope, type MessageImage, setAvatar } from '@onehall/contract';
import { call, request } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { personalKeys } from '../keys.ts';

/** The avatar image goes up through common/upload (judged by its bytes there), then becomes the avatar by its id. */
export function uploadAvatarImage(file: File): Promise<Envelope<MessageImage>> {
  const data = new FormData();
  data.append('file', file);
  return request<MessageImage>({ method: commonUpload.method, url: commonUpload.path, data });
}

export const saveAvatar = (imageId: string) => call(setAvatar, { body: { imageId } });

export const useSaveAvatar = () => useEnvelopeMutation(saveAvatar, personalKeys.profile());
