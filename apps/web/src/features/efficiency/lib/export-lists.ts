import type { Period } from '@onehall/contract';
import { periodToParam } from './period.ts';

/*
 * Every report table is exported through the shared export dialog
 * (components/batch-transfer), i.e. the transfer module's generic calls under
 * /api/blade-platform/excel/{listKey}/… The server registers one transfer
 * list per table (docs/design/efficiency-web.md "Export"). The period is the
 * bound record (`id`, sent with every call, so 全部数据 is the period's rows);
 * the drill parents and options are the search form (`formInline`).
 */
export const EFFICIENCY_EXPORT_LISTS = {
  trend: 'effTrend',
  heat: 'effServiceHeat',
  likes: 'effTopLikes',
  timeoutProcess: 'effTimeoutProcess',
  timeoutNode: 'effTimeoutNode',
  sceneTree: 'effSceneTree',
  reportTable: 'effReportTable',
  drillService: 'effDrillService',
  drillInstance: 'effDrillInstance',
  drillNode: 'effDrillNode',
  oa: 'effOAOverview',
  personalDetail: 'effPersonalDetail',
} as const;
export type ExportTable = keyof typeof EFFICIENCY_EXPORT_LISTS;

export interface ExportTarget {
  listKey: string;
  /** The dialog's title and default file name. */
  listName: string;
  recordId: string;
  formInline: Record<string, string | number | null>;
}

/** The dialog's arguments for one table over one period, with its context (deptId, serviceId, granularity …). */
export function exportTarget(
  table: ExportTable,
  listName: string,
  period: Period,
  context: Record<string, string | number | boolean | null | undefined> = {},
): ExportTarget {
  const formInline: Record<string, string | number | null> = {};
  for (const [k, v] of Object.entries(context)) if (v !== undefined) formInline[k] = typeof v === 'boolean' ? Number(v) : v;
  return { listKey: EFFICIENCY_EXPORT_LISTS[table], listName, recordId: periodToParam(period), formInline };
}
