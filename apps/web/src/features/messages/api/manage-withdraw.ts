import { messageManageWithdraw } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { manageKeys } from './manage-keys.ts';

/** Withdraws a sent message: its readers then get 消息已被删除 (messageManage/withdraw). */
export const withdrawMessage = (id: string) => call(messageManageWithdraw, { body: { id } });

export const useWithdrawMessage = () => useEnvelopeMutation(withdrawMessage, manageKeys.sent());
