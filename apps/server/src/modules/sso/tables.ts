/** Row types of the sso module's tables, as Kysely sees them (db/schema.ts composes every module's). */

export interface SsoLoginConfigTable {
  tenant_id: string;
  /** 1 on, 0 off, per sign-in mode. */
  password_on: number;
  cas_on: number;
  oidc_on: number;
  micro_on: number;
  cas_server_url: string;
  cas_service_url: string;
  /** Empty: the CAS user name is the account. */
  cas_account_attribute: string;
  oidc_issuer: string;
  oidc_client_id: string;
  /** Write-only through the API; never returned. */
  oidc_client_secret: string;
  oidc_redirect_uri: string;
  oidc_scopes: string;
  /** Empty: only bound subjects sign in. */
  oidc_account_claim: string;
  /** HMAC key of the micro-service codes; write-only. */
  micro_secret: string;
  updated_at: string;
}

export interface SsoBindingsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  kind: 'cas' | 'oidc' | 'wecom';
  external_id: string;
  created_at: string;
}
