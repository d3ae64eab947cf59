import { navigationIdentityCards } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { navigationKey } from './keys.ts';

/** The identities an entry can be shown to; an entry's own choice when `navigationId` is given. */
export const getIdentityCards = (navigationId: string | undefined) =>
  unwrap(call(navigationIdentityCards, { body: navigationId ? { navigationId } : {} }));

export const identityCardsOptions = (navigationId: string | undefined) =>
  queryOptions({ queryKey: [...navigationKey, 'identities', navigationId ?? ''], queryFn: () => getIdentityCards(navigationId) });

export const useIdentityCards = (navigationId: string | undefined, enabled: boolean) =>
  useQuery({ ...identityCardsOptions(navigationId), enabled });
