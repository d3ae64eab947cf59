import {
  commonToolRemove,
  commonToolSave,
  commonToolVerifyUrl,
  type Envelope,
  preLoginCardRemove,
  preLoginCardRepetitiveName,
  preLoginCardSave,
  preLoginCarouselUpload,
  preLoginConfigDetail,
  preLoginSaveCarousel,
  preLoginSaveColumns,
  preLoginSaveFooter,
  preLoginSaveGlobal,
  preLoginSaveLanding,
  preLoginSaveNavigation,
  preLoginSaveThirdParty,
  type ResultOf,
} from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { resultOf } from './query.ts';

/** The configuration page's calls (configuration-menu entry preLoginConfig; the server checks it on every call). */

export const adminConfigQuery = queryOptions({
  queryKey: ['prelogin', 'admin', 'config'],
  queryFn: () => resultOf(call(preLoginConfigDetail)),
});

export const saveCalls = {
  global: preLoginSaveGlobal,
  landing: preLoginSaveLanding,
  footer: preLoginSaveFooter,
  columns: preLoginSaveColumns,
  navigation: preLoginSaveNavigation,
  carousel: preLoginSaveCarousel,
  thirdParty: preLoginSaveThirdParty,
  card: preLoginCardSave,
  cardRemove: preLoginCardRemove,
  tool: commonToolSave,
  toolRemove: commonToolRemove,
} as const;

export function checkCardName(cardName: string, id: string | null | undefined) {
  return call(preLoginCardRepetitiveName, { body: { cardName, id: id ?? null } });
}

export function verifyToolUrl(url: string) {
  return call(commonToolVerifyUrl, { body: { url } });
}

/** Multipart upload: the contract documents no JSON body, the request layer sends the form as it is. */
export function uploadCarouselImage(file: File): Promise<Envelope<ResultOf<typeof preLoginCarouselUpload>>> {
  const form = new FormData();
  form.append('file', file);
  return call(preLoginCarouselUpload, { body: form as never });
}
