import { casLogin } from '@onehall/contract';
import { completeLogin } from '../../../api/auth.ts';
import { call } from '../../../api/client.ts';

/** Sign-in by the service ticket CAS sent back (SPEC §4 "by ticket"); stored like a password sign-in. */
export async function signInByTicket(ticket: string) {
  const env = await call(casLogin, { body: { ticket } });
  completeLogin(env);
  return env;
}
