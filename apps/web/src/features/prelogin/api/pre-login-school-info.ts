import { preLoginSchoolInfo } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getSchoolInfo = () => loaded(call(preLoginSchoolInfo, { query: {} }));

export const schoolInfoQuery = queryOptions({ queryKey: [...landingKey, 'schoolInfo'], queryFn: getSchoolInfo });
