import { ProcessType } from '../entities.ts';

export const PROCESS_TYPE_OFFLINE_TEXT = '线下办理';
export const PROCESS_TYPE_ONLINE_TEXT = '在线办理';

/** SPEC §3 / §9: exactly "OFFLINE" is offline; every other value, missing included, is online. */
export function processTypeText(processType: string | null | undefined): string {
  return processType === ProcessType.OFFLINE ? PROCESS_TYPE_OFFLINE_TEXT : PROCESS_TYPE_ONLINE_TEXT;
}
