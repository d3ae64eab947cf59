import { oidcLogin } from '@onehall/contract';
import { completeLogin } from '../../../api/auth.ts';
import { call } from '../../../api/client.ts';

/** Completes an OpenID Connect sign-in with what the provider sent back to /login. */
export async function signInByOidc(code: string, state: string, iss: string | undefined) {
  const env = await call(oidcLogin, { body: { code, state, ...(iss ? { iss } : {}) } });
  completeLogin(env);
  return env;
}
