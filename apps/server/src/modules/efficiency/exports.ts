import {
  EfficiencyMessages,
  type Period,
  periodFromParam,
  REPORT_SORT_FIELDS,
  type ReportSortField,
  type TransferListKey,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { business } from '../../platform/http/app-error.ts';
import type { MenuResolver } from '../../platform/http/endpoints.ts';
import * as charts from './charts.ts';
import * as drill from './drill.ts';
import * as overview from './overview.ts';
import * as personal from './personal.ts';
import type { EfficiencyDeps } from './rollup.ts';

/*
 * The report tables as exports (docs/design/efficiency-web.md "Export"): each
 * answers the rows of its report call for a period and a context, through the
 * call itself, so a file holds exactly what the page shows and the call's
 * access rules apply (the transfer module registers them as lists). Paged
 * calls are read page by page; the rank lists keep the page's length.
 */

export type ExportRow = Record<string, string | number | null>;

/** Who asks, the period (the export's record id, as in the page's address) and the page's search form. */
export interface ExportCall {
  principal: Principal;
  period: string | undefined;
  context: Readonly<Record<string, string>>;
}

export interface EfficiencyExport {
  key: TransferListKey;
  name: string;
  columns: readonly { key: string; label: string }[];
  /** Keys of the search form it reads. */
  context: readonly string[];
  count(call: ExportCall): Promise<number>;
  /** Every row, in the call's order, in batches; each row has an `id` (ticked rows). */
  rows(call: ExportCall, batchSize: number): AsyncIterable<ExportRow[]>;
}

/** The page's rank lists show ten (RANK_LIMIT of the web). */
const RANK_LIMIT = 10;

const FIGURES = [
  { key: 'started', label: '发起' },
  { key: 'finished', label: '办结' },
  { key: 'inProgress', label: '在办' },
  { key: 'late', label: '超时' },
  { key: 'onTimeRate', label: '按时办结率' },
  { key: 'avgHours', label: '平均用时（小时）' },
  { key: 'medianHours', label: '用时中位数（小时）' },
  { key: 'satisfaction', label: '满意度' },
  { key: 'visits', label: '访问量' },
] as const;

const TIMES = [
  { key: 'startTime', label: '开始时间' },
  { key: 'finishTime', label: '结束时间' },
  { key: 'deadline', label: '办理期限' },
] as const;

const STATES: Record<string, string> = { RUNNING: '办理中', FINISHED: '已办结', REJECTED: '已驳回' };
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as China time `YYYY-MM-DD HH:mm`, as the page shows it. */
const chinaTime = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : null;
const yesNo = (v: boolean) => (v ? '是' : '否');

/** The times, state and lateness of an instance, node or task as words. */
function shown(row: { startTime: string; finishTime: string | null; deadline: string | null; late: boolean; state?: string }) {
  return {
    startTime: chinaTime(row.startTime),
    finishTime: chinaTime(row.finishTime),
    deadline: chinaTime(row.deadline),
    late: yesNo(row.late),
    ...(row.state ? { state: STATES[row.state] ?? row.state } : {}),
  };
}

// The call's parameters from the export's record id and search form.

function periodOf(call: ExportCall): Period {
  const period = periodFromParam(call.period);
  if (!period) throw business(EfficiencyMessages.periodBad);
  return period;
}

const optional = (call: ExportCall, key: string) => call.context[key] || undefined;

/** A drill parent: without it (全部数据 sends no search form) the level has no rows to speak of. */
function required(call: ExportCall, key: string): string {
  const value = call.context[key];
  if (!value) throw business(EfficiencyMessages.exportNeedsSearch);
  return value;
}

function oneOf<T extends string>(call: ExportCall, key: string, values: readonly T[]): T | undefined {
  const value = call.context[key];
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw business(EfficiencyMessages.exportContextBad(key));
  return value as T;
}

function flag(call: ExportCall, key: string): boolean {
  const value = oneOf(call, key, ['0', '1', 'false', 'true'] as const);
  return value === '1' || value === 'true';
}

const sorting = (call: ExportCall) => ({
  sortField: oneOf<ReportSortField>(call, 'sortField', REPORT_SORT_FIELDS),
  sortOrder: oneOf(call, 'sortOrder', ['ascend', 'descend'] as const),
});

// Two shapes of table: answered whole, or page by page.

type Def = Omit<EfficiencyExport, 'count' | 'rows'>;

function whole(def: Def, load: (call: ExportCall) => Promise<ExportRow[]>): EfficiencyExport {
  return {
    ...def,
    count: async (call) => (await load(call)).length,
    async *rows(call, batchSize) {
      const all = await load(call);
      for (let i = 0; i < all.length; i += batchSize) yield all.slice(i, i + batchSize);
    },
  };
}

function paged(
  def: Def,
  load: (call: ExportCall, current: number, size: number) => Promise<{ records: ExportRow[]; total: number }>,
): EfficiencyExport {
  return {
    ...def,
    count: async (call) => (await load(call, 1, 1)).total,
    async *rows(call, batchSize) {
      for (let current = 1; ; current++) {
        const { records } = await load(call, current, batchSize);
        if (records.length > 0) yield records;
        if (records.length < batchSize) return;
      }
    },
  };
}

/** Every report table of the efficiency page as an export. */
export function efficiencyExports(deps: EfficiencyDeps, holdsMenu: MenuResolver): EfficiencyExport[] {
  const caller = (call: ExportCall) => ({ deps, principal: call.principal, tenantId: call.principal.tenantId });
  const report = (call: ExportCall) => ({ period: periodOf(call), deptId: optional(call, 'deptId') });
  const drillOf = async (call: ExportCall, body: Parameters<typeof drill.reportTableDrill>[3]) =>
    drill.reportTableDrill(deps, call.principal, call.principal.tenantId, body);

  return [
    whole(
      {
        key: 'effTrend',
        name: '办件趋势',
        columns: [
          { key: 'bucket', label: '时段起始日' },
          { key: 'started', label: '发起' },
          { key: 'finished', label: '办结' },
          { key: 'late', label: '超时' },
          { key: 'onTimeRate', label: '按时办结率' },
        ],
        context: ['deptId', 'granularity'],
      },
      async (call) => {
        // The page opens on weeks.
        const granularity = oneOf(call, 'granularity', ['day', 'week', 'month'] as const) ?? 'week';
        const { points } = await overview.processTrending(deps, call.principal, call.principal.tenantId, { ...report(call), granularity });
        return points.map((p) => ({ id: p.bucket, ...p }));
      },
    ),
    whole(
      {
        key: 'effServiceHeat',
        name: '服务热度排行',
        columns: [
          { key: 'serviceName', label: '服务' },
          { key: 'deptName', label: '部门' },
          { key: 'visits', label: '访问量' },
          { key: 'started', label: '发起' },
          { key: 'satisfaction', label: '满意度' },
          { key: 'ratingCount', label: '评价数' },
        ],
        context: ['deptId'],
      },
      async (call) =>
        (await charts.serviceHeatRate(caller(call), { ...report(call), limit: RANK_LIMIT })).map((r) => ({ id: r.serviceId, ...r })),
    ),
    whole(
      {
        key: 'effTopLikes',
        name: '最受欢迎服务',
        columns: [
          { key: 'serviceName', label: '服务' },
          { key: 'deptName', label: '部门' },
          { key: 'likes', label: '收藏数' },
          { key: 'newLikes', label: '新增收藏' },
        ],
        context: ['deptId'],
      },
      async (call) =>
        (await charts.topLikesBoard(caller(call), { ...report(call), limit: RANK_LIMIT })).map((r) => ({ id: r.serviceId, ...r })),
    ),
    paged(
      {
        key: 'effTimeoutProcess',
        name: '超时办件',
        columns: [
          { key: 'processName', label: '办件' },
          { key: 'serviceName', label: '服务' },
          { key: 'deptName', label: '部门' },
          { key: 'state', label: '状态' },
          ...TIMES,
          { key: 'overdueHours', label: '超时（小时）' },
          { key: 'currentNode', label: '当前环节' },
          { key: 'handlerName', label: '办理人' },
        ],
        context: ['deptId'],
      },
      async (call, current, size) => {
        const { page } = await charts.timeoutProcess(caller(call), { ...report(call), current, size });
        return { total: page.total, records: page.records.map((r) => ({ id: r.processId, ...r, ...shown({ ...r, late: true }) })) };
      },
    ),
    whole(
      {
        key: 'effTimeoutNode',
        name: '超时环节',
        columns: [
          { key: 'nodeName', label: '环节' },
          { key: 'processName', label: '流程' },
          { key: 'nodeCount', label: '办结环节数' },
          { key: 'lateCount', label: '超时环节数' },
          { key: 'avgHours', label: '平均用时（小时）' },
          { key: 'medianHours', label: '用时中位数（小时）' },
          { key: 'waitingLate', label: '超期未办' },
        ],
        context: ['deptId'],
      },
      async (call) =>
        (await charts.timeoutNode(caller(call), { ...report(call), limit: RANK_LIMIT })).map((r) => ({
          id: `${r.processName}/${r.nodeName}`,
          ...r,
        })),
    ),
    whole(
      {
        key: 'effSceneTree',
        name: '场景分布',
        columns: [
          { key: 'sceneName', label: '场景' },
          { key: 'serviceName', label: '服务' },
          { key: 'started', label: '发起' },
          { key: 'finished', label: '办结' },
          { key: 'late', label: '超时' },
          { key: 'visits', label: '访问量' },
        ],
        context: ['deptId'],
      },
      // The tree flattened to its services, each with its scene (a scene's figures are the sums of its rows).
      async (call) =>
        (await charts.sceneTree(caller(call), report(call))).flatMap((scene) =>
          scene.children.map((s) => ({
            id: s.id,
            sceneName: scene.name,
            serviceName: s.name,
            started: s.started,
            finished: s.finished,
            late: s.late,
            visits: s.visits,
          })),
        ),
    ),
    whole(
      {
        key: 'effReportTable',
        name: '部门效能报表',
        columns: [{ key: 'deptName', label: '部门' }, { key: 'serviceCount', label: '服务数' }, ...FIGURES],
        context: ['deptId', 'sortField', 'sortOrder'],
      },
      // The departments in the table's order, then the school total the table shows below them.
      async (call) => {
        const table = await overview.reportTable(deps, call.principal, call.principal.tenantId, { ...report(call), ...sorting(call) });
        return [...table.rows, table.total].map((r) => ({ id: r.deptId, ...r }));
      },
    ),
    whole(
      {
        key: 'effDrillService',
        name: '服务效能',
        columns: [{ key: 'serviceName', label: '服务' }, ...FIGURES],
        context: ['deptId', 'sortField', 'sortOrder'],
      },
      async (call) => {
        const answer = await drillOf(call, {
          period: periodOf(call),
          deptId: required(call, 'deptId'),
          level: 'service',
          ...sorting(call),
        });
        return answer.level === 'service' ? answer.services.map((r) => ({ id: r.serviceId, ...r })) : [];
      },
    ),
    paged(
      {
        key: 'effDrillInstance',
        name: '办件明细',
        columns: [
          { key: 'processName', label: '办件' },
          { key: 'applicantName', label: '申请人' },
          { key: 'state', label: '状态' },
          ...TIMES,
          { key: 'late', label: '是否超时' },
          { key: 'hours', label: '用时（小时）' },
          { key: 'currentNode', label: '当前环节' },
        ],
        context: ['deptId', 'serviceId', 'lateOnly'],
      },
      async (call, current, size) => {
        const deptId = optional(call, 'deptId');
        // The search form drops empty values: a department without serviceId is its 未关联服务 row (serviceId '').
        const serviceId = optional(call, 'serviceId') ?? (deptId ? '' : required(call, 'serviceId'));
        const answer = await drillOf(call, {
          period: periodOf(call),
          deptId,
          level: 'instance',
          serviceId,
          lateOnly: flag(call, 'lateOnly'),
          current,
          size,
        });
        if (answer.level !== 'instance') return { records: [], total: 0 };
        const { records, total } = answer.instances;
        return { total, records: records.map((r) => ({ id: r.processId, ...r, ...shown(r) })) };
      },
    ),
    whole(
      {
        key: 'effDrillNode',
        name: '环节明细',
        columns: [
          { key: 'seq', label: '序号' },
          { key: 'nodeName', label: '环节' },
          { key: 'handlerName', label: '办理人' },
          ...TIMES,
          { key: 'late', label: '是否超时' },
          { key: 'hours', label: '用时（小时）' },
        ],
        context: ['processId'],
      },
      async (call) => {
        const answer = await drillOf(call, { period: periodOf(call), level: 'node', processId: required(call, 'processId') });
        return answer.level === 'node' ? answer.nodes.map((r) => ({ id: String(r.seq), ...r, ...shown(r) })) : [];
      },
    ),
    whole(
      {
        key: 'effOAOverview',
        name: '协同办公概览',
        columns: [
          { key: 'systemName', label: '业务系统' },
          { key: 'todoOpen', label: '待办' },
          { key: 'todoOverdue', label: '超期待办' },
          { key: 'todoDone', label: '已办' },
          { key: 'processesStarted', label: '发起流程' },
          { key: 'processesFinished', label: '办结流程' },
        ],
        context: [],
      },
      // The systems, then the total the page shows below them.
      async (call) => {
        const { systems, total } = await charts.oaOverview(caller(call), { period: periodOf(call) });
        return [...systems, total].map((r) => ({ id: r.systemId, ...r }));
      },
    ),
    paged(
      {
        key: 'effPersonalDetail',
        name: '个人任务明细',
        columns: [
          { key: 'processName', label: '流程' },
          { key: 'nodeName', label: '环节' },
          ...TIMES,
          { key: 'late', label: '是否超时' },
          { key: 'hours', label: '用时（小时）' },
        ],
        context: ['userId', 'lateOnly'],
      },
      async (call, current, size) => {
        const page = await personal.personalDetail(deps, holdsMenu, call.principal, {
          period: periodOf(call),
          userId: optional(call, 'userId'),
          lateOnly: flag(call, 'lateOnly'),
          current,
          size,
        });
        return {
          total: page.total,
          records: page.records.map((r) => ({ id: `${r.processId}/${r.nodeName}/${r.startTime}`, ...r, ...shown(r) })),
        };
      },
    ),
  ];
}
