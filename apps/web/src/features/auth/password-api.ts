import { getPasswordReg, loginOut, updatePassword } from '@onehall/contract';
import { call } from '../../api/client.ts';

/*
 * Calls of the forced password change. They carry the held sign-in's token
 * themselves: until the change succeeds the sign-in is not stored, so the
 * portal stays closed to it.
 */

const bearer = (accessToken: string) => ({ 'Blade-Auth': `bearer ${accessToken}` });

export function fetchPasswordRule() {
  return call(getPasswordReg, { body: null });
}

export function changePassword(accessToken: string, body: { oldPassword: string; newPassword: string; newPassword1: string }) {
  return call(updatePassword, { body, headers: bearer(accessToken) });
}

/** Ends the held sign-in when the user gives up on the change. */
export function abandonSignIn(accessToken: string) {
  return call(loginOut, { headers: { 'access-token': accessToken } });
}
