import { type ChatContact, chatContacts } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { chatKeys } from './keys.ts';

export function getContacts(): Promise<ChatContact[]> {
  return unwrap(call(chatContacts), '联系人加载失败');
}

/** The contact list; `pollMs` while the realtime socket is down (the pushes keep it current otherwise). */
export function useContacts(enabled: boolean, pollMs: number | false) {
  return useQuery(queryOptions({ queryKey: chatKeys.contacts(), queryFn: getContacts, enabled, refetchInterval: pollMs }));
}
