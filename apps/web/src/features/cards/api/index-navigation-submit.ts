import { type BodyOf, indexNavigationSubmit } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { HOME_PAGE_KEY } from '../../../api/query-keys.ts';
import { quickNavKey } from './keys.ts';

export const submitQuickNavigation = (body: BodyOf<typeof indexNavigationSubmit>) => call(indexNavigationSubmit, { body });

export const useSubmitQuickNavigation = () => useEnvelopeMutation(submitQuickNavigation, quickNavKey, HOME_PAGE_KEY);
