import { getAddress } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** The school's CAS login address for this portal (auth/getAddress). */
export const getCasAddress = () => call(getAddress, { body: {} });
