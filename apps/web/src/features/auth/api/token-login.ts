import { tokenLogin } from '@onehall/contract';
import { completeLogin } from '../../../api/auth.ts';
import { call } from '../../../api/client.ts';

/** Token hand-over from another campus system (SPEC §7: headers access-token and refresh-token, body carries both). */
export async function signInByTokens(accessToken: string, refreshToken: string) {
  const env = await call(tokenLogin, {
    headers: { 'access-token': accessToken, 'refresh-token': refreshToken },
    body: { accessToken, refreshToken },
  });
  completeLogin(env);
  return env;
}
