import { updatePassword } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** The signed-in user's own password change (个人中心 › 修改密码): the stored sign-in's token goes with it like any call. */
export function updateOwnPassword(body: { oldPassword: string; newPassword: string; newPassword1: string }) {
  return call(updatePassword, { body });
}
