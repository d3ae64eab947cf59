import {
  type authInit,
  type BodyOf,
  type LoginSettings,
  PASSWORD_ONLY_SETTINGS,
  type ResultOf,
  type SignInModes,
  SsoMessages,
  type saveLoginSettings,
} from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** A tenant's login configuration with its secrets, for the sign-in modes of this module only. */
export interface LoginConfig extends Omit<LoginSettings, 'oidcClientSecretSet' | 'microServiceSecretSet'> {
  oidcClientSecret: string;
  microServiceSecret: string;
}

/** No configuration saved: password sign-in only (the demo campus and every new tenant). */
const PASSWORD_ONLY: LoginConfig = { ...PASSWORD_ONLY_SETTINGS, oidcClientSecret: '', microServiceSecret: '' };

const configKey = (tenantId: string) => `sso:login-config:${tenantId}`;

/** Every visit of /login asks, so each node remembers it until it is saved again. */
export function loginConfig(platform: Platform, tenantId: string): Promise<LoginConfig> {
  return platform.memo.get(configKey(tenantId), async () => {
    const row = await repo.loginConfigOf(platform.db, tenantId);
    if (!row) return PASSWORD_ONLY;
    return {
      modes: { password: row.password_on === 1, cas: row.cas_on === 1, oidc: row.oidc_on === 1, microService: row.micro_on === 1 },
      casServerUrl: row.cas_server_url,
      casServiceUrl: row.cas_service_url,
      casAccountAttribute: row.cas_account_attribute,
      oidcIssuer: row.oidc_issuer,
      oidcClientId: row.oidc_client_id,
      oidcClientSecret: row.oidc_client_secret,
      oidcRedirectUri: row.oidc_redirect_uri,
      oidcScopes: row.oidc_scopes,
      oidcAccountClaim: row.oidc_account_claim,
      microServiceSecret: row.micro_secret,
    };
  });
}

/** loginInit: what the login page needs, nothing secret. */
export async function publicLoginConfig(platform: Platform, tenantId: string): Promise<ResultOf<typeof authInit>> {
  const { modes } = await loginConfig(platform, tenantId);
  return { eduSystemManageIdentityAuth: { status: 1, isSelfCas: modes.cas ? 1 : 0 }, modes };
}

export async function loginSettings(platform: Platform, tenantId: string): Promise<LoginSettings> {
  const { oidcClientSecret, microServiceSecret, ...shown } = await loginConfig(platform, tenantId);
  return { ...shown, oidcClientSecretSet: oidcClientSecret !== '', microServiceSecretSet: microServiceSecret !== '' };
}

const trimSlash = (url: string) => url.trim().replace(/\/+$/, '');

function problemOf(modes: SignInModes, next: LoginConfig): string | undefined {
  if (!Object.values(modes).some(Boolean)) return SsoMessages.noMode;
  if (modes.cas && (!next.casServerUrl || !next.casServiceUrl)) return SsoMessages.casIncomplete;
  if (modes.oidc && (!next.oidcIssuer || !next.oidcClientId || !next.oidcClientSecret || !next.oidcRedirectUri)) {
    return SsoMessages.oidcIncomplete;
  }
  if (modes.microService && !next.microServiceSecret) return SsoMessages.microIncomplete;
  return undefined;
}

export async function saveSettings(platform: Platform, tenantId: string, body: BodyOf<typeof saveLoginSettings>): Promise<LoginSettings> {
  const current = await loginConfig(platform, tenantId);
  const next: LoginConfig = {
    modes: body.modes,
    casServerUrl: trimSlash(body.casServerUrl),
    casServiceUrl: body.casServiceUrl.trim(),
    casAccountAttribute: body.casAccountAttribute.trim(),
    oidcIssuer: body.oidcIssuer.trim(),
    oidcClientId: body.oidcClientId.trim(),
    // Secrets are write-only: left out, they stay as they were.
    oidcClientSecret: body.oidcClientSecret || current.oidcClientSecret,
    oidcRedirectUri: body.oidcRedirectUri.trim(),
    oidcScopes: body.oidcScopes.trim() || PASSWORD_ONLY.oidcScopes,
    oidcAccountClaim: body.oidcAccountClaim.trim(),
    microServiceSecret: body.microServiceSecret || current.microServiceSecret,
  };
  const problem = problemOf(body.modes, next);
  if (problem) throw business(problem);
  await repo.saveLoginConfig(platform.db, {
    tenant_id: tenantId,
    password_on: next.modes.password ? 1 : 0,
    cas_on: next.modes.cas ? 1 : 0,
    oidc_on: next.modes.oidc ? 1 : 0,
    micro_on: next.modes.microService ? 1 : 0,
    cas_server_url: next.casServerUrl,
    cas_service_url: next.casServiceUrl,
    cas_account_attribute: next.casAccountAttribute,
    oidc_issuer: next.oidcIssuer,
    oidc_client_id: next.oidcClientId,
    oidc_client_secret: next.oidcClientSecret,
    oidc_redirect_uri: next.oidcRedirectUri,
    oidc_scopes: next.oidcScopes,
    oidc_account_claim: next.oidcAccountClaim,
    micro_secret: next.microServiceSecret,
    updated_at: platform.clock.now().toISOString(),
  });
  await platform.memo.forget([configKey(tenantId)]);
  return loginSettings(platform, tenantId);
}
