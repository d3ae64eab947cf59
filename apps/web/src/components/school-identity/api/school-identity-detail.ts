import { schoolIdentityDetail } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { schoolIdentityKey } from './keys.ts';

export const getSchoolIdentity = () => unwrap(call(schoolIdentityDetail, { body: {} }), '学校信息加载失败');

/** Read afresh whenever the form opens: another administrator may have saved it from the other page. */
export const schoolIdentityOptions = () => queryOptions({ queryKey: schoolIdentityKey, queryFn: getSchoolIdentity, staleTime: 0 });

export const useSchoolIdentity = () => useQuery(schoolIdentityOptions());
