import { type MessageDraft, messageManageSend } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { manageKeys } from './manage-keys.ts';

/** Sends a composed message to its audience at once (messageManage/send). */
export const sendMessage = (draft: MessageDraft) => call(messageManageSend, { body: draft });

export const useSendMessage = () => useEnvelopeMutation(sendMessage, manageKeys.sent(), manageKeys.accounts());
