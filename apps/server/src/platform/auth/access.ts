import type { Awaitable } from '../cache/memo.ts';

/** What a signed-in user may see: read from the database, never from the token, so a role change applies at once. */
export interface UserAccess {
  tenantId: string;
  active: boolean;
  /** Role aliases: student | teacher | staff | admin. */
  roles: string[];
}

/**
 * Answers a user's current access; the users module provides it (modules/users/service.ts `accessOf`), null for an
 * unknown user. A remembered answer comes as it is, not in a promise (every signed-in request asks).
 */
export type AccessResolver = (userId: string) => Awaitable<UserAccess | null>;
