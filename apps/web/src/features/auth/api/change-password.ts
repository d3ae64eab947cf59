import { updatePassword } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/*
 * The calls of the forced password change carry the held sign-in's token
 * themselves: until the change succeeds the sign-in is not stored, so the
 * portal stays closed to it.
 */

export function changePassword(accessToken: string, body: { oldPassword: string; newPassword: string; newPassword1: string }) {
  return call(updatePassword, { body, headers: { 'Blade-Auth': `bearer ${accessToken}` } });
}
