import { isDutyTypeMust } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { DUTY_TYPE_MUST_KEY } from '../../../api/query-keys.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** Whether a duty must have a type (三清单配置 › 职责类型必填); a saved three-lists configuration refreshes it. */
export const getDutyTypeMust = (): Promise<boolean> => unwrap(call(isDutyTypeMust));

export const dutyTypeMustOptions = () => queryOptions({ queryKey: DUTY_TYPE_MUST_KEY, queryFn: getDutyTypeMust });

export const useDutyTypeMust = () => useQuery(dutyTypeMustOptions());
