import { messageManageAudienceOptions } from '@onehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';
import { manageKeys } from './manage-keys.ts';

/** The roles (with their user counts) and the department tree an audience can name (messageManage/audienceOptions). */
export const getAudienceOptions = () => unwrap(call(messageManageAudienceOptions, { body: {} }));

export const audienceOptionsOptions = () => queryOptions({ queryKey: [...manageKeys.audience(), 'options'], queryFn: getAudienceOptions });

export const useAudienceOptions = () => useQuery(audienceOptionsOptions());
