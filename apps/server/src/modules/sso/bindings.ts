import { type BindingKind, type getMyBindings, type ResultOf, SsoMessages } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import * as users from '../users/service.ts';
import * as repo from './repo.ts';

/**
 * The account an outside identity signs in as: its binding when there is one;
 * otherwise the account named by the mapped attribute or claim, which is then
 * bound, so a later rename of the attribute keeps the person's account.
 * Undefined when neither finds an active account.
 */
export async function accountOf(
  platform: Platform,
  tenantId: string,
  kind: BindingKind,
  externalId: string,
  mappedAccount: string | undefined,
): Promise<string | undefined> {
  const bound = await repo.bindingOf(platform.db, tenantId, kind, externalId);
  if (bound) return bound.user_id;
  if (!mappedAccount) return undefined;
  const user = await users.findSignInUser(platform, tenantId, mappedAccount);
  if (!user?.active) return undefined;
  await repo.insertBinding(platform.db, {
    id: platform.newId(),
    tenant_id: tenantId,
    user_id: user.id,
    kind,
    external_id: externalId,
    created_at: platform.clock.now().toISOString(),
  });
  // A concurrent first sign-in may have bound the identity first: that binding decides.
  return (await repo.bindingOf(platform.db, tenantId, kind, externalId))?.user_id;
}

async function hasPassword(platform: Platform, principal: Principal): Promise<boolean> {
  const user = await users.findSignInUser(platform, principal.tenantId, principal.account);
  return Boolean(user?.passwordHash);
}

export async function myBindings(platform: Platform, principal: Principal): Promise<ResultOf<typeof getMyBindings>> {
  const rows = await repo.bindingsOfUser(platform.db, principal.userId);
  return {
    hasPassword: await hasPassword(platform, principal),
    bindings: rows.map((row) => ({ id: row.id, kind: row.kind, externalId: row.external_id, createdAt: row.created_at })),
  };
}

/** Removes one of the caller's own bindings; another user's id is answered as missing. */
export async function removeBinding(platform: Platform, principal: Principal, id: string): Promise<null> {
  const withPassword = await hasPassword(platform, principal);
  await platform.db.transaction().execute(async (trx) => {
    const rows = await repo.lockBindingsOfUser(trx, principal.userId, platform.dialect);
    if (!rows.some((row) => row.id === id)) throw notFound(SsoMessages.bindingMissing);
    if (rows.length === 1 && !withPassword) throw business(SsoMessages.lastWayIn);
    await repo.deleteBinding(trx, id, principal.userId);
  });
  return null;
}
