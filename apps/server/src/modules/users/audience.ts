import type { Platform } from '../../platform/context.ts';
import * as repo from './repo.ts';

/*
 * Who a message reaches (the message centre, docs/design/message-centre.md):
 * the enabled users of the tenant named by everyone, roles, departments (each
 * with its sub-departments) and accounts. Roles and departments are named by
 * id (administrators' picker) or by alias and code (business systems).
 */

export interface AudienceQuery {
  everyone: boolean;
  roles: readonly string[];
  depts: readonly string[];
  accounts: readonly string[];
  /** 'id' for role and department ids, 'code' for role aliases and department codes. */
  by: 'id' | 'code';
}

export interface ResolvedAudience {
  userIds: string[];
  /** The roles and departments named (departments without their sub-departments), as found. */
  roles: { id: string; name: string }[];
  depts: { id: string; name: string }[];
  unknownRoles: string[];
  unknownDepts: string[];
  unknownAccounts: string[];
}

export async function resolveAudience(platform: Platform, tenantId: string, query: AudienceQuery): Promise<ResolvedAudience> {
  const db = platform.db;
  const [roles, depts] = await Promise.all([
    query.roles.length > 0 ? repo.rolesOfTenant(db, tenantId) : [],
    query.depts.length > 0 ? repo.deptRows(db, tenantId) : [],
  ]);

  const roleKey = (r: { id: string; role_alias: string }) => (query.by === 'id' ? r.id : r.role_alias);
  const namedRoles = roles.filter((r) => query.roles.includes(roleKey(r)));
  const roleIds = namedRoles.map((r) => r.id);
  const unknownRoles = query.roles.filter((name) => !roles.some((r) => roleKey(r) === name));

  const deptKey = (d: { id: string; code: string }) => (query.by === 'id' ? d.id : d.code);
  const named = depts.filter((d) => query.depts.includes(deptKey(d)));
  const unknownDepts = query.depts.filter((name) => !depts.some((d) => deptKey(d) === name));
  const deptIds = withSubDepartments(
    depts,
    named.map((d) => d.id),
  );

  const [everyone, holders, members, accounts] = await Promise.all([
    query.everyone ? repo.enabledUserIds(db, tenantId) : [],
    repo.enabledRoleHolderIds(db, tenantId, roleIds),
    repo.enabledDeptMemberIds(db, tenantId, deptIds),
    repo.enabledByAccount(db, tenantId, query.accounts),
  ]);
  const found = new Set(accounts.map((a) => a.account));
  const userIds = new Set<string>(everyone);
  for (const id of holders) userIds.add(id);
  for (const id of members) userIds.add(id);
  for (const a of accounts) userIds.add(a.id);
  return {
    userIds: [...userIds],
    roles: namedRoles.map((r) => ({ id: r.id, name: r.role_name })),
    depts: named.map((d) => ({ id: d.id, name: d.name })),
    unknownRoles,
    unknownDepts,
    unknownAccounts: query.accounts.filter((a) => !found.has(a)),
  };
}

/** The departments and every department below them. */
function withSubDepartments(depts: readonly { id: string; parent_id: string | null }[], roots: readonly string[]): string[] {
  const children = new Map<string, string[]>();
  for (const d of depts) {
    if (!d.parent_id) continue;
    const list = children.get(d.parent_id) ?? [];
    list.push(d.id);
    children.set(d.parent_id, list);
  }
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...seen];
}

/** Each role with how many enabled users hold it (the audience picker). */
export async function rolesWithCounts(platform: Platform, tenantId: string) {
  return (await repo.enabledRoleCounts(platform.db, tenantId)).map((r) => ({ id: r.id, name: r.role_name, userCount: Number(r.n) }));
}

/** The department tree of the tenant, in department order. */
export async function deptTree(platform: Platform, tenantId: string): Promise<DeptNode[]> {
  const rows = await repo.deptRows(platform.db, tenantId);
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as DeptNode;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export interface DeptNode {
  id: string;
  name: string;
  children: DeptNode[];
}
