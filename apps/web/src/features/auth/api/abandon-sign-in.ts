import { loginOut } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Ends the sign-in held for a forced password change when the user gives up on the change. */
export function abandonSignIn(accessToken: string) {
  return call(loginOut, { headers: { 'access-token': accessToken } });
}
