import { MESSAGE_DELETED_MSG, messageDetailPath, nobodyMessageDetail, type PublicMessageDetail } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call, isOk } from '../../../api/client.ts';

/** The outcome of reading one item: the detail, deleted (SPEC §8), or another failure with its msg. */
export type MessageDetailOutcome = { kind: 'ok'; detail: PublicMessageDetail } | { kind: 'deleted' } | { kind: 'error'; msg: string };

export function fetchMessageDetail(id: string) {
  return call({ ...nobodyMessageDetail, path: messageDetailPath(id) });
}

export async function loadMessageDetail(id: string): Promise<MessageDetailOutcome> {
  const env = await fetchMessageDetail(id);
  if (isOk(env)) return { kind: 'ok', detail: env.result };
  if (env.msg === MESSAGE_DELETED_MSG) return { kind: 'deleted' };
  return { kind: 'error', msg: env.msg || '加载失败' };
}

export function useMessageDetail(id: string) {
  return useQuery({
    queryKey: ['messages', 'detail', id],
    queryFn: () => loadMessageDetail(id),
    enabled: id.length > 0,
  });
}
