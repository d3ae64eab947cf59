import { DUTIES_MENU, DUTY_BASIS_MAX, DUTY_DESCRIPTION_MAX, DUTY_TYPES } from '@onehall/contract';
import type { Platform } from '../../../platform/context.ts';
import { timeOrderedId } from '../../../platform/ids.ts';
import type { DutyImportRow } from '../../duties/service.ts';
import * as duties from '../../duties/service.ts';
import { isDutyTypeMust, threeListsChanged } from '../../three-lists/config.ts';
import type { ListRow, TransferList } from '../list.ts';

const tooLong = (max: number) => (v: string) => (v.length > max ? `不能超过${max}个字符` : null);
const SORT_MAX = 99_999;
/** Why a row without type is refused while the three-lists configuration makes the type mandatory. */
export const DUTY_TYPE_REQUIRED_ROW = '职责类型不能为空：三清单配置要求每条职责都填写职责类型';

/** Department duties of the "three lists" (SPEC §5: duplicates checked by 部门编码 and 职责描述). */
export function deptDutyList(platform: Platform): TransferList {
  const deptDictionary = {
    searchParam: 'deptName',
    async options(ctx: { db: Parameters<typeof duties.departments>[0]; tenantId: string }, search?: string) {
      const all = await duties.departments(ctx.db, ctx.tenantId);
      const text = search?.trim();
      const hits = text ? all.filter((d) => d.name.includes(text) || d.code.toLowerCase().includes(text.toLowerCase())) : all;
      return hits.slice(0, 50).map((d) => ({ dictKey: d.code, dictValue: d.name }));
    },
  };
  return {
    key: 'deptDuty',
    name: '部门职责清单',
    menu: DUTIES_MENU,
    fields: [
      { key: 'deptCode', label: '部门编码', required: true, importable: true, exportable: true, match: 'eq', dictionary: deptDictionary },
      { key: 'deptName', label: '部门名称', required: false, importable: false, exportable: true, match: 'like' },
      {
        key: 'dutyDescription',
        label: '职责描述',
        required: true,
        importable: true,
        exportable: true,
        match: 'like',
        check: tooLong(DUTY_DESCRIPTION_MAX),
      },
      {
        key: 'dutyType',
        label: '职责类型',
        // Mandatory only while isDutyTypeMust is on: checked per import in `prepare`.
        required: false,
        importable: true,
        exportable: true,
        match: 'eq',
        labelled: true,
        dictionary: { options: async () => Object.entries(DUTY_TYPES).map(([dictKey, dictValue]) => ({ dictKey, dictValue })) },
      },
      {
        key: 'basis',
        label: '职责依据',
        required: false,
        importable: true,
        exportable: true,
        match: 'like',
        check: tooLong(DUTY_BASIS_MAX),
      },
      {
        key: 'sort',
        label: '排序',
        required: false,
        importable: true,
        exportable: true,
        match: 'eq',
        check: (v) => (/^\d{1,5}$/.test(v) && Number(v) <= SORT_MAX ? null : `排序必须是0到${SORT_MAX}之间的整数`),
      },
    ],
    keyFields: ['deptCode', 'dutyDescription'],
    example: {
      deptCode: 'JWC',
      dutyDescription: '组织全校本科课程排课',
      dutyType: DUTY_TYPES['1'],
      basis: '《学校本科教学运行管理办法》',
      sort: '1',
    },

    count: (ctx, conditions) => duties.countForExport(ctx.db, ctx.tenantId, conditions),

    async *rows(ctx, conditions, batchSize) {
      let after: duties.DutyCursor | null = null;
      for (;;) {
        const batch = await duties.exportBatch(ctx.db, ctx.tenantId, conditions, after, batchSize);
        if (batch.length === 0) return;
        yield batch.map(
          (r): ListRow => ({
            id: r.id,
            deptCode: r.dept_code,
            deptName: r.dept_name,
            dutyDescription: r.duty_description,
            dutyType: r.duty_type,
            basis: r.basis,
            sort: r.sort,
          }),
        );
        const last = batch[batch.length - 1] as duties.DutyRow;
        after = { deptId: last.dept_id, sort: last.sort, id: last.id };
        if (batch.length < batchSize) return;
      }
    },

    async importer(ctx) {
      const deptByCode = new Map((await duties.departments(ctx.db, ctx.tenantId)).map((d) => [d.code, d.id]));
      const writer = duties.dutyImportWriter(platform, ctx.tenantId, timeOrderedId);
      const typeMust = await isDutyTypeMust(platform, ctx.tenantId);
      return {
        prepare(values) {
          const deptId = deptByCode.get(values.deptCode ?? '');
          if (!deptId) return { ok: false, message: `部门编码“${values.deptCode}”不存在` };
          if (typeMust && !values.dutyType) return { ok: false, message: DUTY_TYPE_REQUIRED_ROW };
          const row: DutyImportRow = {
            deptId,
            dutyDescription: values.dutyDescription ?? '',
            dutyType: values.dutyType ?? '',
            basis: values.basis ?? '',
            sort: values.sort ? Number(values.sort) : 0,
          };
          return { ok: true, row, key: `${deptId}\u0000${row.dutyDescription}` };
        },
        write: (trx, rows, onDuplicate) => writer.write(trx, rows as DutyImportRow[], onDuplicate),
        beforeCommit: (trx) => writer.finish(trx),
        afterCommit: () => threeListsChanged(platform, ctx.tenantId),
      };
    },
  };
}
