import { indexNavigationRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { quickNavKey } from './keys.ts';

export const removeQuickNavigation = (id: string) => call(indexNavigationRemove, { body: { ids: id } });

export const useRemoveQuickNavigation = () => useEnvelopeMutation(removeQuickNavigation, quickNavKey, HOME_PAGE_KEY);
