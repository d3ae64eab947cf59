import { preLoginGetJumpServer } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { loaded } from './loaded.ts';

/** Where a visitor goes to open a service: sign-in first, then back to the service. */
export const jumpToService = (serviceId: string) => loaded(call(preLoginGetJumpServer, { body: { serviceId } }));
