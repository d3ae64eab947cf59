import { type BodyOf, messageAccountSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { manageKeys } from './manage-keys.ts';

export type AccountSaveBody = BodyOf<typeof messageAccountSave>;

/** Adds (without id) or edits a sender account (messageManage/accountSave). */
export const saveMessageAccount = (body: AccountSaveBody) => call(messageAccountSave, { body });

// The sent list names each message's account: a renamed account shows there too.
export const useSaveMessageAccount = () => useEnvelopeMutation(saveMessageAccount, manageKeys.accounts(), manageKeys.sent());
