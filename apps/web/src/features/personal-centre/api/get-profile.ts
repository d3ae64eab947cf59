import { personalProfile } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { personalKeys } from '../keys.ts';

/** The caller's profile card: name, account, department, roles, avatar (personInfo/detail). */
export const getProfile = () => unwrap(call(personalProfile), '个人信息加载失败');

export const profileOptions = () => queryOptions({ queryKey: personalKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileOptions());
