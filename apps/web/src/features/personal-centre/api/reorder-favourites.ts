import { changeCollectOrder } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY, SERVICE_HALL_KEY } from '../../../api/query-keys.ts';
import { personalKeys } from '../keys.ts';

/** The whole collection in its new order (serverCenter/changeOrder refuses anything but exactly the caller's favourites). */
export const reorderFavourites = (serviceIds: string[]) => call(changeCollectOrder, { body: { serviceIds } });

export const useReorderFavourites = () =>
  useEnvelopeMutation(reorderFavourites, personalKeys.favourites(), SERVICE_HALL_KEY, HOME_PAGE_KEY);
