import { messageAccountRemove } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { manageKeys } from './manage-keys.ts';

/** Removes a sender account that never sent a message; the server refuses the others (messageManage/accountRemove). */
export const removeMessageAccount = (id: string) => call(messageAccountRemove, { body: { id } });

export const useRemoveMessageAccount = () => useEnvelopeMutation(removeMessageAccount, manageKeys.accounts());
