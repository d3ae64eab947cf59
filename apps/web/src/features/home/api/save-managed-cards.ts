import { type BodyOf, saveUserApplyCardManage } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { MANAGED_CARDS_KEY } from './get-managed-cards.ts';
import { USER_CARDS_KEY } from './get-user-cards.ts';

export const saveManagedCards = (body: BodyOf<typeof saveUserApplyCardManage>) => call(saveUserApplyCardManage, { body });

/** Saves the caller's shown cards and order (userApplyCardManage/save); the home page reloads its cards. */
export const useSaveManagedCards = () => useEnvelopeMutation(saveManagedCards, USER_CARDS_KEY, MANAGED_CARDS_KEY);
