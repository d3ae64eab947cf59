import { preLoginGetPreLoginPage } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getLandingCards = () => loaded(call(preLoginGetPreLoginPage, { body: null }));

export const landingCardsQuery = queryOptions({ queryKey: [...landingKey, 'cards'], queryFn: getLandingCards });
