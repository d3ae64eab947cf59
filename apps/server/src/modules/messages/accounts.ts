import { type BodyOf, type MessageAccount, MessageCentreMessages, type messageAccountSave } from '@onehall/contract';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './centre-repo.ts';

/*
 * Sender accounts (公众号, the SPEC's mpType): who a message comes from.
 * Every list and push names its account, so the tenant's accounts are kept in
 * the node's memory and forgotten on every change.
 */

const memoKey = (tenantId: string) => `messages:accounts:${tenantId}`;

/** Every account of the tenant, enabled or not, in order (a disabled account still names its old messages). */
export function accountsOf(platform: Platform, tenantId: string): Promise<repo.AccountRow[]> {
  return platform.memo.get(memoKey(tenantId), () => repo.listAccounts(platform.db, tenantId));
}

export async function accountNames(platform: Platform, tenantId: string): Promise<Map<string, repo.AccountRow>> {
  return new Map((await accountsOf(platform, tenantId)).map((a) => [a.id, a]));
}

export const toAccount = (a: repo.AccountRow): MessageAccount => ({
  id: a.id,
  code: a.code,
  mpName: a.mp_name,
  icon: a.icon,
  deptName: a.dept_name,
  enabled: a.enabled === 1,
  sort: a.sort,
});

/** serviceItem/getMpList: the enabled accounts. */
export async function enabledAccounts(platform: Platform, tenantId: string): Promise<MessageAccount[]> {
  return (await accountsOf(platform, tenantId)).filter((a) => a.enabled === 1).map(toAccount);
}

/** The enabled account a message is sent from, by id (administrators) or code (business systems). */
export async function sendingAccount(platform: Platform, tenantId: string, by: { id?: string; code?: string }): Promise<repo.AccountRow> {
  const found = (await accountsOf(platform, tenantId)).find((a) => (by.id !== undefined ? a.id === by.id : a.code === by.code));
  if (found?.enabled !== 1) throw business(MessageCentreMessages.accountUnknown);
  return found;
}

export async function listAccounts(platform: Platform, tenantId: string) {
  const [rows, counts] = await Promise.all([repo.listAccounts(platform.db, tenantId), repo.messageCountsByAccount(platform.db, tenantId)]);
  return rows.map((a) => ({ ...toAccount(a), messageCount: counts.get(a.id) ?? 0 }));
}

export async function saveAccount(
  platform: Platform,
  tenantId: string,
  input: BodyOf<typeof messageAccountSave>,
  newId: () => string = platform.newId,
): Promise<MessageAccount> {
  const now = platform.clock.now().toISOString();
  const code = input.code.trim();
  const name = input.mpName.trim();
  const fields = {
    code,
    mp_name: name,
    icon: input.icon.trim(),
    dept_name: input.deptName.trim(),
    enabled: input.enabled ? 1 : 0,
    sort: input.sort,
    updated_at: now,
  };
  const id = await platform.db.transaction().execute(async (trx) => {
    if (input.id && !(await repo.findAccount(trx, tenantId, input.id))) throw business(MessageCentreMessages.accountUnknown);
    for (const other of await repo.accountsByCodeOrName(trx, tenantId, code, name)) {
      if (other.id === input.id) continue;
      throw business(other.code === code ? MessageCentreMessages.accountCodeTaken : MessageCentreMessages.accountNameTaken);
    }
    if (input.id) {
      await repo.updateAccount(trx, tenantId, input.id, fields);
      return input.id;
    }
    const created = newId();
    await repo.insertAccount(trx, { id: created, tenant_id: tenantId, created_at: now, ...fields });
    return created;
  });
  await platform.memo.forget([memoKey(tenantId)]);
  const saved = await repo.findAccount(platform.db, tenantId, id);
  if (!saved) throw business(MessageCentreMessages.accountUnknown);
  return toAccount(saved);
}

/** Only an account that never sent a message goes; the others keep naming their messages and can be disabled. */
export async function removeAccount(platform: Platform, tenantId: string, id: string): Promise<null> {
  await platform.db.transaction().execute(async (trx) => {
    if (!(await repo.findAccount(trx, tenantId, id))) throw business(MessageCentreMessages.accountUnknown);
    const used = (await repo.messageCountsByAccount(trx, tenantId, id)).get(id) ?? 0;
    if (used > 0) throw business(MessageCentreMessages.accountInUse(used));
    await repo.deleteAccount(trx, tenantId, id);
  });
  await platform.memo.forget([memoKey(tenantId)]);
  return null;
}
