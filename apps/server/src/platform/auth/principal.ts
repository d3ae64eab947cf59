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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when a valid `Blade-Auth: bearer …` token came with the request. */
    principal: Principal | null;
  }
}
