import { messageAccountList } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

/** Every sender account, enabled or not, with how many messages each sent (messageManage/accountList). */
export const getMessageAccounts = () => unwrap(call(messageAccountList, { body: {} }));

export const messageAccountsOptions = () => queryOptions({ queryKey: manageKeys.accounts(), queryFn: getMessageAccounts });

export const useMessageAccounts = () => useQuery(messageAccountsOptions());
