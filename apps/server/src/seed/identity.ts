import { CONFIG_PAGES, DEFAULT_TENANT_ID } from '@onehall/contract';
import type { Insertable } from 'kysely';
import type { DeptsTable, RoleAlias } from '../modules/users/tables.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Platform } from '../platform/context.ts';
import { seedId } from './ids.ts';

/** The demo password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_TENANT_NAME = '明德大学';

/** Roles of SPEC §6. role_type: '1' administers the portal, '2' uses it. */
const ROLES: { alias: RoleAlias; name: string; type: string }[] = [
  { alias: 'student', name: '学生', type: '2' },
  { alias: 'teacher', name: '教师', type: '2' },
  { alias: 'staff', name: '教职工', type: '2' },
  { alias: 'admin', name: '系统管理员', type: '1' },
];

/** Department code → name; the university itself is the root. */
const DEPTS: [code: string, name: string][] = [
  ['JWC', '教务处'],
  ['XGC', '学生工作处'],
  ['YJSY', '研究生院'],
  ['CWC', '财务处'],
  ['RSC', '人事处'],
  ['HQC', '后勤管理处'],
  ['TSG', '图书馆'],
  ['XXZX', '信息化建设与管理中心'],
  ['JSJXY', '计算机科学与技术学院'],
  ['WGYXY', '外国语学院'],
  ['JGXY', '经济管理学院'],
  ['JXXY', '机械工程学院'],
  ['XYY', '校医院'],
  ['BWC', '保卫处'],
  ['GJC', '国际交流处'],
  ['SXXY', '数学与统计学院'],
];

const USERS: { account: string; name: string; dept: string; role: RoleAlias }[] = [
  { account: 'admin', name: '系统管理员', dept: 'XXZX', role: 'admin' },
  { account: 'teacher01', name: '李文博', dept: 'JSJXY', role: 'teacher' },
  { account: 'staff01', name: '陈静怡', dept: 'JWC', role: 'staff' },
  { account: 'student01', name: '张思远', dept: 'JSJXY', role: 'student' },
];

/**
 * The demo accounts share one published password, so one argon2id hash
 * serves them all and is computed once per process (seeding every test
 * platform would otherwise spend most of its time hashing).
 */
let demoPasswordHash: Promise<string> | undefined;

export const deptId = (code: string) => seedId(`dept:${DEFAULT_TENANT_ID}:${code}`);
export const roleId = (alias: RoleAlias) => seedId(`role:${DEFAULT_TENANT_ID}:${alias}`);
export const userId = (account: string) => seedId(`user:${DEFAULT_TENANT_ID}:${account}`);

/**
 * The demo university: tenant, departments, roles, one account per role.
 * Skipped when the tenant exists, so a restart never duplicates or resets it.
 * Only the administrator role opens the configuration pages.
 */
export async function seedIdentity(platform: Platform): Promise<void> {
  const existing = await platform.db.selectFrom('tenants').select('id').where('id', '=', DEFAULT_TENANT_ID).executeTakeFirst();
  if (existing) return;

  // Hashed before the transaction so the transaction holds no lock meanwhile.
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoPasswordHash;
  const createdAt = platform.clock.now().toISOString();
  const rootId = deptId('MDU');
  const depts: Insertable<DeptsTable>[] = [
    { id: rootId, tenant_id: DEFAULT_TENANT_ID, parent_id: null, name: DEMO_TENANT_NAME, code: 'MDU', sort: 0 },
    ...DEPTS.map(([code, name], i) => ({ id: deptId(code), tenant_id: DEFAULT_TENANT_ID, parent_id: rootId, name, code, sort: i + 1 })),
  ];

  await platform.db.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values({ id: DEFAULT_TENANT_ID, name: DEMO_TENANT_NAME, created_at: createdAt }).execute();
    await trx.insertInto('depts').values(depts).execute();
    await trx
      .insertInto('roles')
      .values(
        ROLES.map((r) => ({
          id: roleId(r.alias),
          tenant_id: DEFAULT_TENANT_ID,
          role_name: r.name,
          role_alias: r.alias,
          role_type: r.type,
        })),
      )
      .execute();
    await trx
      .insertInto('role_pages')
      .values(CONFIG_PAGES.map((page) => ({ role_id: roleId('admin'), path: page.path, name: page.name })))
      .execute();
    await trx
      .insertInto('users')
      .values(
        USERS.map((u) => ({
          id: userId(u.account),
          tenant_id: DEFAULT_TENANT_ID,
          account: u.account,
          nick_name: u.name,
          real_name: u.name,
          password_hash: passwordHash,
          dept_id: deptId(u.dept),
          status: 1,
          created_at: createdAt,
        })),
      )
      .execute();
    await trx
      .insertInto('user_roles')
      .values(USERS.map((u) => ({ user_id: userId(u.account), role_id: roleId(u.role) })))
      .execute();
  });
}
