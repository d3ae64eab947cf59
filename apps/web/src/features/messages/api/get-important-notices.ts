import { type ImportantNotice, messageCenterImportantNotices } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { messageKeys } from './keys.ts';

export function getImportantNotices(): Promise<ImportantNotice[]> {
  return unwrap(call(messageCenterImportantNotices));
}

/** The unread important notices the pop-up starts with after sign-in (newest first, at most 10). */
export function useImportantNotices(userId: string, enabled: boolean) {
  return useQuery({ queryKey: messageKeys.notices(userId), queryFn: getImportantNotices, enabled, staleTime: Number.POSITIVE_INFINITY });
}
