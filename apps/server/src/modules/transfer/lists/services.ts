import { SAFE_LINK_RULE, safeLink, TRANSFER_LIST_MENUS } from '@onehall/contract';
import { jsonArrayColumn } from '../../../db/json-columns.ts';
import type { Platform } from '../../../platform/context.ts';
import type { ServicesContext } from '../../services/context.ts';
import * as serviceTransfer from '../../services/transfer-adaptor.ts';
import { countOutcomes, type Dictionary, type ListContext, type ListRow, type TransferField, type TransferList } from '../list.ts';

/** Labels as the service form shows them (features/services/components/service-form.tsx). */
const CENTRES = { APPLICATION: '办事服务中心', PROCESS: '流程服务中心', BOTH: '两者' } as const;
const PROCESS_TYPES = { ONLINE: '在线办理', OFFLINE: '线下办理' } as const;
const OPEN_WAYS = { '1001': '页面内打开', '1002': '弹出窗口', '1003': '新标签页' } as const;
const YES_NO = { '1': '是', '0': '否' } as const;
const SHELF = { '1': '已上架', '0': '已下架' } as const;

const SORT_MAX = 99_999;
/** Guide lists (materials, steps) are one item per line of the cell. */
const LIST_ITEMS_MAX = 50;
const LIST_ITEM_MAX = 200;

const fixed = (labels: Readonly<Record<string, string>>): Dictionary => ({
  options: async () => Object.entries(labels).map(([dictKey, dictValue]) => ({ dictKey, dictValue })),
});

/** A tenant's named options as a dictionary of id → name; the file carries names, which are unique per tenant. */
const named = (load: (ctx: ListContext) => Promise<{ id: string; name: string }[]>, searchParam?: string): Dictionary => ({
  ...(searchParam ? { searchParam } : {}),
  async options(ctx, search) {
    const all = (await load(ctx)).map((o) => ({ dictKey: o.id, dictValue: o.name }));
    const text = search?.trim();
    // Without a search the whole dictionary is needed (labels of an export, names of an import).
    return text ? all.filter((o) => o.dictValue.includes(text)).slice(0, 50) : all;
  },
});

const tooLong = (max: number) => (v: string) => (v.length > max ? `不能超过${max}个字符` : null);
const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
const checkLines = (v: string) => {
  const items = lines(v);
  if (items.length > LIST_ITEMS_MAX) return `不能超过${LIST_ITEMS_MAX}项`;
  return items.some((s) => s.length > LIST_ITEM_MAX) ? `每项不能超过${LIST_ITEM_MAX}个字符` : null;
};
const parseLines = (json: string): string => jsonArrayColumn(json).map(String).join('\n');

function text(key: string, label: string, check: (v: string) => string | null, required = false): TransferField {
  return { key, label, required, importable: true, exportable: true, match: 'like', check };
}

function labelled(key: string, label: string, dictionary: Dictionary, required: boolean): TransferField {
  return { key, label, required, importable: true, exportable: true, match: 'eq', labelled: true, dictionary };
}

/**
 * The service catalogue of the service hall. Duplicates are the same service
 * name in the same department (services have no code). Departments, scenes
 * and types travel as their names. Icons, visible roles, attachments and
 * visit figures are managed on the configuration page, not in files.
 */
export function servicesList(platform: Platform, services: ServicesContext): TransferList {
  return {
    key: 'services',
    name: '服务事项',
    menu: TRANSFER_LIST_MENUS.services,
    fields: [
      text('serviceName', '服务名称', tooLong(100), true),
      labelled(
        'deptId',
        '服务部门',
        named((ctx) => serviceTransfer.departments(ctx.db, ctx.tenantId), 'deptName'),
        true,
      ),
      labelled(
        'sceneId',
        '服务场景',
        named((ctx) => serviceTransfer.scenes(ctx.db, ctx.tenantId)),
        false,
      ),
      labelled(
        'typeId',
        '服务类型',
        named((ctx) => serviceTransfer.types(ctx.db, ctx.tenantId)),
        false,
      ),
      labelled('centre', '所属中心', fixed(CENTRES), true),
      labelled('processType', '办理方式', fixed(PROCESS_TYPES), true),
      labelled('openWay', '打开方式', fixed(OPEN_WAYS), true),
      {
        key: 'accessWay',
        label: '访问方式',
        required: true,
        importable: true,
        exportable: true,
        match: 'eq',
        check: (v) => (/^[1-9]$/.test(v) ? null : '必须是1到9之间的整数'),
      },
      {
        key: 'serviceUrl',
        label: '服务地址',
        required: false,
        importable: true,
        exportable: true,
        match: 'like',
        check: (v) => (v.length > 500 ? '不能超过500个字符' : safeLink(v) === null ? SAFE_LINK_RULE : null),
      },
      labelled('visitorVisible', '访客可见', fixed(YES_NO), false),
      labelled('shelf', '上架状态', fixed(SHELF), false),
      {
        key: 'sort',
        label: '排序',
        required: false,
        importable: true,
        exportable: true,
        match: 'eq',
        check: (v) => (/^\d{1,5}$/.test(v) && Number(v) <= SORT_MAX ? null : `必须是0到${SORT_MAX}之间的整数`),
      },
      text('keywords', '搜索关键词', tooLong(200)),
      text('description', '服务简介', tooLong(2000)),
      text('guideConditions', '办理条件', tooLong(2000)),
      { ...text('guideMaterials', '申请材料', checkLines), exportDefault: false },
      { ...text('guideSteps', '办理流程', checkLines), exportDefault: false },
      { ...text('guideFees', '收费标准', tooLong(500)), exportDefault: false },
      { ...text('guideTimeLimit', '办理时限', tooLong(200)), exportDefault: false },
      { ...text('guideContact', '咨询方式', tooLong(200)), exportDefault: false },
    ],
    keyFields: ['serviceName', 'deptId'],
    example: {
      serviceName: '学生请假申请',
      deptId: '学生工作处',
      centre: CENTRES.APPLICATION,
      processType: PROCESS_TYPES.ONLINE,
      openWay: OPEN_WAYS['1003'],
      accessWay: '1',
      serviceUrl: 'https://example.edu.cn/leave',
      visitorVisible: YES_NO['0'],
      shelf: SHELF['1'],
      sort: '1',
      keywords: '请假 销假',
      description: '学生因病、因事请假的线上申请',
      guideConditions: '在校学生',
      guideMaterials: '请假条\n证明材料',
      guideSteps: '提交申请\n辅导员审批',
    },

    count: (ctx, conditions) => serviceTransfer.countForExport(ctx.db, ctx.tenantId, conditions),

    async *rows(ctx, conditions, batchSize) {
      let after: string | null = null;
      for (;;) {
        const batch = await serviceTransfer.exportBatch(ctx.db, ctx.tenantId, conditions, after, batchSize);
        if (batch.length === 0) return;
        yield batch.map(
          (r): ListRow => ({
            id: r.id,
            serviceName: r.name,
            deptId: r.dept_id,
            sceneId: r.scene_id,
            typeId: r.type_id,
            centre: r.centre,
            processType: r.process_type,
            openWay: String(r.open_way),
            accessWay: Number(r.access_way),
            serviceUrl: r.service_url,
            visitorVisible: String(r.visitor_visible),
            shelf: String(r.shelf),
            sort: Number(r.sort),
            keywords: r.keywords,
            description: r.description,
            guideConditions: r.guide_conditions,
            guideMaterials: parseLines(r.guide_materials),
            guideSteps: parseLines(r.guide_steps),
            guideFees: r.guide_fees,
            guideTimeLimit: r.guide_time_limit,
            guideContact: r.guide_contact,
          }),
        );
        after = (batch[batch.length - 1] as serviceTransfer.ServiceTransferRow).id;
        if (batch.length < batchSize) return;
      }
    },

    async importer(ctx) {
      const written: string[] = [];
      return {
        prepare(values) {
          const row: serviceTransfer.ServiceImportRow = {
            name: values.serviceName ?? '',
            deptId: values.deptId ?? '',
            sceneId: values.sceneId || null,
            typeId: values.typeId || null,
            centre: values.centre ?? '',
            processType: values.processType ?? '',
            openWay: Number(values.openWay),
            accessWay: Number(values.accessWay),
            serviceUrl: values.serviceUrl ?? '',
            visitorVisible: values.visitorVisible === '1',
            shelf: values.shelf ? values.shelf === '1' : null,
            sort: values.sort ? Number(values.sort) : null,
            keywords: values.keywords ?? '',
            description: values.description ?? '',
            guide: {
              conditions: values.guideConditions ?? '',
              materials: lines(values.guideMaterials ?? ''),
              steps: lines(values.guideSteps ?? ''),
              fees: values.guideFees ?? '',
              timeLimit: values.guideTimeLimit ?? '',
              contact: values.guideContact ?? '',
            },
          };
          return { ok: true, row, key: `${row.deptId}\u0000${row.name}` };
        },
        async write(trx, rows, onDuplicate) {
          const { outcomes, ids } = await serviceTransfer.importBatch(
            trx,
            ctx.tenantId,
            rows as serviceTransfer.ServiceImportRow[],
            onDuplicate,
            platform.clock.now().toISOString(),
            platform.newId,
          );
          written.push(...ids);
          return countOutcomes(outcomes);
        },
        afterCommit: () => serviceTransfer.servicesImported(services, written),
      };
    },
  };
}
