import { ROLE_PAGES_MENU } from '@onehall/contract';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { Platform } from '../../../platform/context.ts';
import { passwordProblem } from '../../auth/password-rule.ts';
import { passwordPolicy } from '../../auth/service.ts';
import type { AccountImportRow } from '../../users/service.ts';
import * as users from '../../users/service.ts';
import { countOutcomes, type ListContext, type ListRow, type TransferList } from '../list.ts';

const STATUS = { '1': '启用', '0': '停用' } as const;
const ACCOUNT = /^[A-Za-z0-9_.@-]{2,64}$/;

/**
 * User accounts. Imported accounts get the sheet's initial password and must
 * change it at first sign-in; no export ever contains a password or its hash
 * (the initial password is an import-only field).
 */
export function usersList(platform: Platform): TransferList {
  const deptDictionary = {
    searchParam: 'deptName',
    async options(ctx: ListContext, search?: string) {
      const all = await users.departments(ctx.db, ctx.tenantId);
      const text = search?.trim();
      const hits = text ? all.filter((d) => d.name.includes(text) || d.code.toLowerCase().includes(text.toLowerCase())) : all;
      return hits.slice(0, 50).map((d) => ({ dictKey: d.code, dictValue: d.name }));
    },
  };
  return {
    key: 'users',
    name: '用户账号',
    menu: ROLE_PAGES_MENU,
    fields: [
      {
        key: 'account',
        label: '账号',
        required: true,
        importable: true,
        exportable: true,
        match: 'like',
        check: (v) => (ACCOUNT.test(v) ? null : '账号只能是2到64位字母、数字或 _ . @ -'),
      },
      {
        key: 'realName',
        label: '姓名',
        required: true,
        importable: true,
        exportable: true,
        match: 'like',
        check: (v) => (v.length > 50 ? '姓名不能超过50个字符' : null),
      },
      {
        key: 'nickName',
        label: '昵称',
        required: false,
        importable: true,
        exportable: true,
        match: 'like',
        check: (v) => (v.length > 50 ? '昵称不能超过50个字符' : null),
      },
      { key: 'deptCode', label: '部门编码', required: false, importable: true, exportable: true, match: 'eq', dictionary: deptDictionary },
      { key: 'deptName', label: '部门名称', required: false, importable: false, exportable: true, match: 'like' },
      {
        key: 'roleAlias',
        label: '角色',
        required: true,
        importable: true,
        exportable: true,
        match: 'eq',
        labelled: true,
        dictionary: {
          options: async (ctx) =>
            (await users.rolesOf(ctx.db, ctx.tenantId)).map((r) => ({ dictKey: r.role_alias, dictValue: r.role_name })),
        },
      },
      {
        key: 'status',
        label: '状态',
        required: false,
        importable: true,
        exportable: true,
        match: 'eq',
        labelled: true,
        dictionary: { options: async () => Object.entries(STATUS).map(([dictKey, dictValue]) => ({ dictKey, dictValue })) },
      },
      {
        key: 'initialPassword',
        label: '初始密码',
        required: true,
        importable: true,
        exportable: false,
        match: 'eq',
        secret: true,
      },
    ],
    keyFields: ['account'],
    example: {
      account: '2025010001',
      realName: '王小明',
      nickName: '王小明',
      deptCode: 'JSJXY',
      roleAlias: '学生',
      status: STATUS['1'],
      initialPassword: 'Campus2025',
    },

    count: (ctx, conditions) => users.countAccounts(ctx.db, ctx.tenantId, conditions),

    async *rows(ctx, conditions, batchSize) {
      let after: string | null = null;
      for (;;) {
        const batch = await users.accountsAfter(ctx.db, ctx.tenantId, conditions, after, batchSize);
        if (batch.length === 0) return;
        yield batch.map(
          (r): ListRow => ({
            id: r.id,
            account: r.account,
            realName: r.real_name,
            nickName: r.nick_name,
            deptCode: r.dept_code,
            deptName: r.dept_name,
            roleAlias: r.role_alias,
            status: String(r.status),
          }),
        );
        after = (batch[batch.length - 1] as users.AccountRow).id;
        if (batch.length < batchSize) return;
      }
    },

    async importer(ctx) {
      const deptByCode = new Map((await users.departments(ctx.db, ctx.tenantId)).map((d) => [d.code, d.id]));
      const roleByAlias = new Map<string, string>((await users.rolesOf(ctx.db, ctx.tenantId)).map((r) => [r.role_alias, r.id]));
      const policy = await passwordPolicy(platform, ctx.tenantId);
      const overwritten = new Set<string>();
      return {
        slowChecks: true,
        async prepare(values) {
          const deptId = values.deptCode ? deptByCode.get(values.deptCode) : null;
          if (deptId === undefined) return { ok: false, message: `部门编码“${values.deptCode}”不存在` };
          const roleId = roleByAlias.get(values.roleAlias ?? '');
          if (!roleId) return { ok: false, message: `角色“${values.roleAlias}”不存在` };
          const problem = passwordProblem(policy, values.initialPassword ?? '');
          if (problem) return { ok: false, message: `初始密码不符合要求：${problem}` };
          const account = values.account ?? '';
          const row: AccountImportRow = {
            account,
            realName: values.realName ?? '',
            nickName: values.nickName || (values.realName ?? ''),
            deptId,
            roleId,
            status: values.status === '0' ? 0 : 1,
            passwordHash: await hashPassword(values.initialPassword ?? ''),
          };
          return { ok: true, row, key: account };
        },
        write: async (trx, rows, onDuplicate) =>
          countOutcomes(
            await users.importAccounts(
              trx,
              ctx.tenantId,
              rows as AccountImportRow[],
              onDuplicate,
              platform.clock.now().toISOString(),
              platform.newId,
              overwritten,
            ),
          ),
        // A changed role or status applies to the accounts' next request, not after the cache expires.
        afterCommit: () => users.forgetUsers(platform, overwritten),
      };
    },
  };
}
