/** The verified caller, taken from the access token only (never from request fields). */
export interface Principal {
  userId: string;
  tenantId: string;
  account: string;
  nickName: string;
  /** Role aliases: student | teacher | staff | admin. */
  roles: string[];
  /** Token family: every token of one sign-in shares it; reuse detection revokes it whole. */
  family: string;
  /** Access-token id, for sign-out revocation. */
  tokenId: string;
  /** Access-token expiry, seconds since epoch. */
  expiresAt: number;
}

const roleKeys = new WeakMap<readonly string[], string>();

/**
 * The caller's roles as one key, whatever their order, for what is kept per set of roles. A principal's roles are
 * the array the node remembers for the user, so the key is worked out once per change rather than per request.
 */
export function rolesKey(roles: readonly string[]): string {
  let key = roleKeys.get(roles);
  if (key === undefined) {
    key = [...roles].sort().join(',');
    roleKeys.set(roles, key);
  }
  return key;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when a valid `Blade-Auth: bearer …` token came with the request. */
    principal: Principal | null;
  }
}
