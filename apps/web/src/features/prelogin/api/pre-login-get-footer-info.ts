import { preLoginGetFooterInfo } from '@onehall/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { landingKey } from './keys.ts';
import { loaded } from './loaded.ts';

export const getFooter = () => loaded(call(preLoginGetFooterInfo, { body: null }));

export const footerQuery = queryOptions({ queryKey: [...landingKey, 'footer'], queryFn: getFooter });
