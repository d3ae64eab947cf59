import { prepareLoginQueryThirdParty } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getThirdParty = () => loaded(call(prepareLoginQueryThirdParty, { body: null }));

export const thirdPartyQuery = queryOptions({ queryKey: [...landingKey, 'thirdParty'], queryFn: getThirdParty });
