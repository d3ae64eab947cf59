import { type MessageCentreDetail, MessageCentreMessages, messageCenterHistoryMsgDetail } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call, isOk } from '../../../api/client.ts';
import { messageKeys } from './keys.ts';

/** The outcome of opening a message: the detail, withdrawn (SPEC §8 消息已被删除), or another failure with its msg. */
export type CentreDetailOutcome = { kind: 'ok'; detail: MessageCentreDetail } | { kind: 'deleted' } | { kind: 'error'; msg: string };

export async function loadCentreDetail(id: string): Promise<CentreDetailOutcome> {
  const env = await call(messageCenterHistoryMsgDetail, { body: { id } });
  if (isOk(env)) return { kind: 'ok', detail: env.result };
  if (env.msg === MessageCentreMessages.deleted) return { kind: 'deleted' };
  return { kind: 'error', msg: env.msg || '消息加载失败，请稍后重试' };
}

/** One of the caller's messages in full (messageCenterHistoryMsg/detail). */
export function useCentreDetail(id: string) {
  return useQuery({ queryKey: messageKeys.detail(id), queryFn: () => loadCentreDetail(id), enabled: id.length > 0 });
}
