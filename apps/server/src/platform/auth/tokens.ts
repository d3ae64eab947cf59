import { createSigner, createVerifier } from 'fast-jwt';
import type { Awaitable } from '../cache/memo.ts';
import type { Platform } from '../context.ts';
import type { AccessResolver, UserAccess } from './access.ts';
import type { Principal } from './principal.ts';

/** One hour (issue 2); the web client refreshes at 3000 s (SPEC §9), well inside it. */
export const ACCESS_TOKEN_TTL_SEC = 3600;

const ISSUER = 'onehall';
const ALGORITHM = 'HS256';

/**
 * Who an access token is issued to; the family ties it to one sign-in. Roles
 * are not claimed: they are read from the database on every request.
 */
export interface TokenSubject {
  userId: string;
  tenantId: string;
  account: string;
  nickName: string;
  family: string;
}

interface Claims {
  sub: string;
  tid: string;
  acc: string;
  nick: string;
  fam: string;
  jti: string;
  exp: number;
}

const revokedTokenKey = (jti: string) => `auth:revoked:token:${jti}`;
const revokedFamilyKey = (family: string) => `auth:revoked:family:${family}`;

/**
 * fast-jwt signs and verifies synchronously with node:crypto: about 40 times
 * cheaper per request than a WebCrypto-based verifier, and every signed-in
 * request pays it (docs/design/decisions.md). Times come from the injected
 * clock, so the library's own clock checks are off and `exp` is checked below.
 */
interface Codec {
  sign(payload: Record<string, unknown>): string;
  /** Throws when the signature or issuer is wrong. */
  verify(token: string): Record<string, unknown>;
}

/**
 * Payloads of tokens whose signature checked out, by the exact token text, per
 * secret: the same text always checks out the same way, and a hit costs a map
 * lookup where the library's own cache hashed every token first. Expiry and
 * revocation are still checked on every request.
 */
const VERIFIED_TOKENS_MAX = 10_000;

const codecs = new WeakMap<Platform['config'], Codec>();
function codecOf(platform: Platform): Codec {
  let codec = codecs.get(platform.config);
  if (!codec) {
    const key = platform.config.TOKEN_SECRET;
    const verify = createVerifier({ key, algorithms: [ALGORITHM], allowedIss: ISSUER, ignoreExpiration: true, ignoreNotBefore: true });
    const verified = new Map<string, Record<string, unknown>>();
    codec = {
      sign: createSigner({ key, algorithm: ALGORITHM, noTimestamp: true }),
      verify: (token) => {
        const known = verified.get(token);
        if (known) return known;
        const payload = verify(token);
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, payload);
        return payload;
      },
    };
    codecs.set(platform.config, codec);
  }
  return codec;
}

const nowSec = (platform: Platform) => Math.floor(platform.clock.now().getTime() / 1000);

export async function signAccessToken(platform: Platform, subject: TokenSubject): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = nowSec(platform);
  const token = codecOf(platform).sign({
    iss: ISSUER,
    sub: subject.userId,
    tid: subject.tenantId,
    acc: subject.account,
    nick: subject.nickName,
    fam: subject.family,
    jti: platform.newId(),
    iat: issuedAt,
    exp: issuedAt + ACCESS_TOKEN_TTL_SEC,
  });
  return { token, expiresIn: ACCESS_TOKEN_TTL_SEC };
}

function toPrincipal(claims: Claims, roles: string[]): Principal {
  return {
    userId: claims.sub,
    tenantId: claims.tid,
    account: claims.acc,
    nickName: claims.nick,
    roles,
    family: claims.fam,
    tokenId: claims.jti,
    expiresAt: claims.exp,
  };
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & Claims {
  return (
    typeof payload.sub === 'string' &&
    typeof payload.tid === 'string' &&
    typeof payload.acc === 'string' &&
    typeof payload.nick === 'string' &&
    typeof payload.fam === 'string' &&
    typeof payload.jti === 'string' &&
    typeof payload.exp === 'number'
  );
}

/**
 * Checks signature and claims only (no revocation, expiry optional). Sign-out
 * uses `allowExpired` so an expired token still ends its family's refresh tokens.
 */
function decode(platform: Platform, token: string, allowExpired: boolean): Claims | null {
  let payload: Record<string, unknown>;
  try {
    payload = codecOf(platform).verify(token);
  } catch {
    return null;
  }
  if (!isClaims(payload)) return null;
  if (!allowExpired && payload.exp <= nowSec(platform)) return null;
  return payload;
}

/**
 * The principal of a valid, unexpired, unrevoked access token of an active
 * user, with the roles the database gives that user now; null otherwise.
 * Answered at once, not in a promise, when this node remembers all three
 * answers (platform.memo), as it does for nearly every request.
 */
export function verifyAccessToken(platform: Platform, accessOf: AccessResolver, token: string): Awaitable<Principal | null> {
  const claims = decode(platform, token, false);
  if (!claims) return null;
  const tokenRevoked = isRevoked(platform, revokedTokenKey(claims.jti));
  const familyRevoked = isRevoked(platform, revokedFamilyKey(claims.fam));
  const access = accessOf(claims.sub);
  if (tokenRevoked instanceof Promise || familyRevoked instanceof Promise || access instanceof Promise) {
    return Promise.all([tokenRevoked, familyRevoked, access]).then(([t, f, a]) => principalOf(claims, t, f, a));
  }
  return principalOf(claims, tokenRevoked, familyRevoked, access);
}

function principalOf(claims: Claims, tokenRevoked: boolean, familyRevoked: boolean, access: UserAccess | null): Principal | null {
  if (tokenRevoked || familyRevoked || !access?.active || access.tenantId !== claims.tid) return null;
  return toPrincipal(claims, access.roles);
}

/**
 * The sign-in of an authentic access token even when expired (sign-out);
 * null when forged or malformed. It carries no roles: it authorises nothing.
 */
export function readAccessToken(platform: Platform, token: string): Pick<Principal, 'userId' | 'family' | 'tokenId' | 'expiresAt'> | null {
  const claims = decode(platform, token, true);
  return claims && { userId: claims.sub, family: claims.fam, tokenId: claims.jti, expiresAt: claims.exp };
}

/** Whether the store holds a revocation; each node remembers the answer until a revocation drops it (platform.memo). */
const isRevoked = (platform: Platform, key: string): Awaitable<boolean> =>
  platform.memo.read(key, async () => (await platform.store.get(key)) !== undefined);

/** Stops one access token at once on every node; the entry lives only as long as the token would. */
export async function revokeAccessToken(platform: Platform, principal: Pick<Principal, 'tokenId' | 'expiresAt'>): Promise<void> {
  const remainingMs = principal.expiresAt * 1000 - platform.clock.now().getTime();
  if (remainingMs <= 0) return;
  await platform.store.set(revokedTokenKey(principal.tokenId), 1, remainingMs);
  await platform.memo.forget([revokedTokenKey(principal.tokenId)]);
}

/**
 * Stops every access token of a sign-in. No access token outlives its TTL, so
 * the entry needs to live no longer than that. (Refresh tokens are revoked in
 * the database by the caller.)
 */
export async function revokeAccessTokenFamily(platform: Platform, family: string): Promise<void> {
  await platform.store.set(revokedFamilyKey(family), 1, ACCESS_TOKEN_TTL_SEC * 1000);
  await platform.memo.forget([revokedFamilyKey(family)]);
}

/** Extracts the token of `bearer <token>` (any case); SPEC §7's Blade-Auth header. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}
