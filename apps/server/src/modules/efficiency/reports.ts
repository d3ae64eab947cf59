import {
  addDays,
  type BodyOf,
  chinaDay,
  EfficiencyConfigMessages,
  EfficiencyMessages,
  type effEfficiencyReportList,
  type effExistReport,
  type GeneratedReport,
  monthRange,
  type ResultOf,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { type FileStore, ignoreMissing } from '../../platform/files/files.ts';
import { business, notFound } from '../../platform/http/app-error.ts';
import { timeoutNode } from './charts.ts';
import { getStored } from './config.ts';
import { REPORT_JOB } from './job-types.ts';
import { overView, reportTable } from './overview.ts';
import * as repo from './repo.ts';
import type { EfficiencyDeps } from './rollup.ts';
import { checkVisitor } from './scope.ts';
import type { EffReportsTable } from './tables.ts';

/*
 * Periodic (monthly) reports (docs/design/efficiency.md "Generated reports"):
 * a background job writes the month's overview, department table and time-out
 * nodes as .xlsx into the file store; every node offers the month's job on a
 * timer once the configured day has come, and the unique (tenant, month) row
 * lets only one through.
 */

const DOWNLOAD_PATH = '/api/online-service-platform/efficiencyHomePage/downloadReport';
const VISITOR_DOWNLOAD_PATH = '/api/online-service-platform/nobody/efficiencyHomePage/downloadReport';

export interface ReportDeps extends EfficiencyDeps {
  files: FileStore;
}

export function shapeOf(r: EffReportsTable, forVisitor = false): GeneratedReport {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    status: r.status,
    fileSize: Number(r.file_size),
    createdAt: r.created_at,
    downloadUrl: r.status === 'READY' ? `${forVisitor ? VISITOR_DOWNLOAD_PATH : DOWNLOAD_PATH}?id=${r.id}` : '',
  };
}

const monthName = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月效能报告`;

/** Creates (or resets) the month's report row and queues its job; refused for a month not yet over. */
export async function requestReport(deps: ReportDeps, tenantId: string, month: string): Promise<GeneratedReport> {
  const { start, end } = monthRange(month);
  if (end >= chinaDay(deps.platform.clock.now().getTime())) throw business(EfficiencyConfigMessages.monthInFuture);
  const now = deps.platform.clock.now().toISOString();
  const existing = await repo.reportOfMonth(deps.platform.db, tenantId, month);
  let row: EffReportsTable;
  if (existing) {
    row = { ...existing, status: 'PENDING', error: null, updated_at: now };
    await repo.updateReport(deps.platform.db, existing.id, { status: 'PENDING', error: null, updated_at: now });
  } else {
    row = {
      id: deps.platform.newId(),
      tenant_id: tenantId,
      kind: 'MONTHLY',
      month,
      name: monthName(month),
      period_start: start,
      period_end: end,
      status: 'PENDING',
      file_key: null,
      file_size: 0,
      error: null,
      created_at: now,
      updated_at: now,
    };
    await repo.insertReport(deps.platform.db, row);
  }
  await deps.platform.jobs.enqueue(REPORT_JOB, { tenantId, id: row.id });
  return shapeOf(row);
}

/** The job: computes the month's figures as a signed-in reader sees them and writes the workbook. */
export async function writeReport(deps: ReportDeps, payload: { tenantId: string; id: string }): Promise<void> {
  const { tenantId, id } = payload;
  const row = await repo.reportById(deps.platform.db, tenantId, id);
  if (!row) return;
  try {
    const period = { kind: 'month' as const, month: row.month };
    // The report is the school's: computed with a reader's rights, never a visitor's.
    const reader = { userId: '', tenantId } as Principal;
    const [overview, table, nodes] = await Promise.all([
      overView(deps, reader, tenantId, { period }),
      reportTable(deps, reader, tenantId, { period }),
      timeoutNode({ deps, principal: reader, tenantId }, { period, limit: 50 }).catch(() => []),
    ]);
    // Loaded with the first report: ExcelJS is ~25 MB a node would otherwise hold from its start.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const summary = book.addWorksheet('总览');
    summary.addRow(['指标', overview.period.label, overview.previous.label, '环比']);
    for (const i of overview.indicators) summary.addRow([i.label, i.value, i.previous, i.change]);
    const depts = book.addWorksheet('部门效能');
    depts.addRow([
      '部门',
      '服务数',
      '发起',
      '办结',
      '在办',
      '超时',
      '按时办结率',
      '平均时长(小时)',
      '时长中位数(小时)',
      '满意度',
      '访问量',
    ]);
    for (const r of [...table.rows, table.total])
      depts.addRow([
        r.deptName,
        r.serviceCount,
        r.started,
        r.finished,
        r.inProgress,
        r.late,
        r.onTimeRate,
        r.avgHours,
        r.medianHours,
        r.satisfaction,
        r.visits,
      ]);
    const waits = book.addWorksheet('超时环节');
    waits.addRow(['流程', '环节', '办结数', '超时数', '平均时长(小时)', '时长中位数(小时)', '当前超时等待']);
    for (const n of nodes) waits.addRow([n.processName, n.nodeName, n.nodeCount, n.lateCount, n.avgHours, n.medianHours, n.waitingLate]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const key = `efficiency/${tenantId}/${row.month}-${id}.xlsx`;
    await deps.files.write(key, data);
    await repo.updateReport(deps.platform.db, id, {
      status: 'READY',
      file_key: key,
      file_size: data.length,
      updated_at: deps.platform.clock.now().toISOString(),
    });
  } catch (error) {
    await repo.updateReport(deps.platform.db, id, {
      status: 'FAILED',
      error: error instanceof Error ? error.message : String(error),
      updated_at: deps.platform.clock.now().toISOString(),
    });
    throw error;
  }
}

/** Queues last month's report when the schedule says it is due and none exists yet. */
export async function offerScheduled(deps: ReportDeps, tenantId: string): Promise<void> {
  const config = await getStored(deps.platform, tenantId);
  if (!config.schedule.monthlyEnabled) return;
  const today = chinaDay(deps.platform.clock.now().getTime());
  if (Number(today.slice(8)) < config.schedule.dayOfMonth) return;
  const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  if (await repo.reportOfMonth(deps.platform.db, tenantId, month)) return;
  try {
    await requestReport(deps, tenantId, month);
  } catch (error) {
    // Another node queued it first (unique month).
    if (!(await repo.reportOfMonth(deps.platform.db, tenantId, month))) throw error;
  }
}

export async function reportList(
  deps: ReportDeps,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof effEfficiencyReportList>,
): Promise<ResultOf<typeof effEfficiencyReportList>> {
  checkVisitor(await getStored(deps.platform, tenantId), principal, 'reports');
  const current = body.current ?? 1;
  const size = body.size ?? 10;
  const { rows, total } = await repo.reportPage(deps.platform.db, tenantId, body.year, (current - 1) * size, size);
  return { records: rows.map((r) => shapeOf(r, !principal)), total, current, size };
}

export async function existReport(
  deps: ReportDeps,
  principal: Principal | null,
  tenantId: string,
  body: BodyOf<typeof effExistReport>,
): Promise<ResultOf<typeof effExistReport>> {
  checkVisitor(await getStored(deps.platform, tenantId), principal, 'reports');
  const row = await repo.reportOfMonth(deps.platform.db, tenantId, body.month);
  return { exists: Boolean(row), report: row ? shapeOf(row, !principal) : null };
}

export async function reportFile(deps: ReportDeps, principal: Principal | null, tenantId: string, id: string) {
  checkVisitor(await getStored(deps.platform, tenantId), principal, 'reports');
  const row = await repo.reportById(deps.platform.db, tenantId, id);
  if (!row) throw notFound(EfficiencyMessages.reportUnknown);
  if (row.status !== 'READY' || !row.file_key) throw business(EfficiencyMessages.reportNotReady);
  const file = await deps.files.open(row.file_key).catch(ignoreMissing);
  if (!file) throw notFound(EfficiencyMessages.reportUnknown);
  return { fileName: `${row.name}.xlsx`, ...file };
}
