import { getIsShowMsg } from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { messageKeys } from './keys.ts';

export async function fetchIsShowMsg(): Promise<boolean> {
  return (await unwrap(call(getIsShowMsg, { body: {} }))).isShowMsg;
}

/** Whether important notices pop up (homePage/getIsShowMsg, set with the home page's footer). */
export function useIsShowMsg(enabled: boolean) {
  return useQuery({ queryKey: messageKeys.isShowMsg(), queryFn: fetchIsShowMsg, enabled, staleTime: 5 * 60_000 });
}
