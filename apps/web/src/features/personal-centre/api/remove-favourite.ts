import { cancelCollect } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY, SERVICE_HALL_KEY } from '../../../api/query-keys.ts';
import { personalKeys } from '../keys.ts';

/** Takes a service out of the caller's collection (serverCenter/cancelCollect). */
export const removeFavourite = (serviceId: string) => call(cancelCollect, { body: { serviceId } });

export const useRemoveFavourite = () => useEnvelopeMutation(removeFavourite, personalKeys.favourites(), SERVICE_HALL_KEY, HOME_PAGE_KEY);
