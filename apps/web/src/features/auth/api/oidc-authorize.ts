import { oidcAuthorize } from '@onehall/contract';
import { call } from '../../../api/client.ts';

/** Starts an OpenID Connect sign-in: the provider's address, and the state it will send back. */
export const startOidcSignIn = () => call(oidcAuthorize, { body: {} });
