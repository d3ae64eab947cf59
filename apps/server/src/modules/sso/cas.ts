import { createHash } from 'node:crypto';
import { type getAddress, type ResultOf, SsoMessages } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as auth from '../auth/service.ts';
import { accountOf } from './bindings.ts';
import { readLogoutRequest, readServiceResponse } from './cas-xml.ts';
import { type LoginConfig, loginConfig } from './settings.ts';

/**
 * CAS 3.0 sign-in (docs/design/sso.md): the browser brings a service ticket
 * back from the CAS login; the server validates it once at
 * `p3/serviceValidate` for the configured service, maps the CAS user to an
 * account and issues the portal's own tokens. The ticket is remembered with
 * the sign-in it opened, so the CAS server's single logout can end it.
 */

const VALIDATE_TIMEOUT_MS = 5000;
/** Service tickets live seconds at the CAS server; a used one is remembered well past that. */
const USED_TICKET_MEMORY_MS = 10 * 60 * 1000;
/** As long as the sign-in can last (its refresh tokens). */
const SIGN_IN_MEMORY_MS = 7 * 24 * 3600 * 1000;

type TokenResult = Awaited<ReturnType<typeof auth.signInAs>>;

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const usedKey = (ticket: string) => `sso:cas:used:${ticketHash(ticket)}`;
const signInKey = (ticket: string) => `sso:cas:sign-in:${ticketHash(ticket)}`;

interface CasSignIn {
  family: string;
  tgt: string | undefined;
}

async function casConfig(platform: Platform, tenantId: string): Promise<LoginConfig> {
  const config = await loginConfig(platform, tenantId);
  if (!config.modes.cas || !config.casServerUrl) throw business(SsoMessages.casOff);
  return config;
}

export async function address(platform: Platform, tenantId: string): Promise<ResultOf<typeof getAddress>> {
  const config = await casConfig(platform, tenantId);
  const service = encodeURIComponent(config.casServiceUrl);
  return { address: `${config.casServerUrl}/login?service=${service}`, logoutAddress: `${config.casServerUrl}/logout?service=${service}` };
}

async function validate(config: LoginConfig, ticket: string) {
  const url = new URL(`${config.casServerUrl}/p3/serviceValidate`);
  url.searchParams.set('service', config.casServiceUrl);
  url.searchParams.set('ticket', ticket);
  let xml: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS), redirect: 'error' });
    xml = await response.text();
  } catch {
    throw business(SsoMessages.casUnreachable);
  }
  return readServiceResponse(xml);
}

export async function signIn(platform: Platform, tenantId: string, ticket: string): Promise<TokenResult> {
  const config = await casConfig(platform, tenantId);
  // Proxy tickets vouch for a service acting for the user, not for the user at this portal.
  if (ticket.startsWith('PT-')) throw business(SsoMessages.proxyTicket);
  if (!ticket.startsWith('ST-')) throw business(SsoMessages.ticketRefused);
  // Single use on this side as well, whatever the CAS server does: the first presenter claims it atomically.
  if ((await platform.store.incr(usedKey(ticket), USED_TICKET_MEMORY_MS)) !== 1) throw business(SsoMessages.ticketRefused);

  const validation = await validate(config, ticket);
  if (!validation.ok) throw business(SsoMessages.ticketRefused);
  const mapped = config.casAccountAttribute ? validation.attributes[config.casAccountAttribute]?.[0] : validation.user;
  const userId = await accountOf(platform, tenantId, 'cas', validation.user, mapped);
  if (!userId) throw business(SsoMessages.noAccount);

  const result = await auth.signInAs(platform, userId, tenantId);
  const remembered: CasSignIn = { family: result.sign_id, tgt: result.ticket?.tgt };
  await platform.store.set(signInKey(ticket), remembered, SIGN_IN_MEMORY_MS);
  return result;
}

/**
 * Single logout: the CAS server posts a SAML LogoutRequest naming the service
 * ticket of the CAS session that ended; the sign-in it opened ends with it
 * (tokens revoked, SSO session removed). An unknown ticket changes nothing.
 */
export async function singleLogout(platform: Platform, logoutRequest: string | undefined): Promise<void> {
  const ticket = logoutRequest ? readLogoutRequest(logoutRequest) : undefined;
  if (!ticket) return;
  const signIn = await platform.store.get<CasSignIn>(signInKey(ticket));
  if (!signIn) return;
  await auth.endSignIn(platform, signIn.family);
  if (signIn.tgt) await platform.sso.remove(signIn.tgt);
  await platform.store.del(signInKey(ticket));
}
