import { messageManageUserOptions } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

/** Enabled users whose account or name contains the keyword, at most 20 (messageManage/userOptions). */
export const searchRecipientUsers = (keyword: string) => unwrap(call(messageManageUserOptions, { body: { keyword } }));

export const recipientUsersOptions = (keyword: string) =>
  queryOptions({ queryKey: [...manageKeys.audience(), 'users', keyword], queryFn: () => searchRecipientUsers(keyword) });

export const useRecipientUsers = (keyword: string) => useQuery({ ...recipientUsersOptions(keyword), enabled: keyword.length > 0 });
