import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, signedIn, visitor } from '../endpoint.ts';
import {
  Count,
  DaySchema,
  EffId,
  EffPaging,
  Hours,
  MonthSchema,
  Nullable,
  PeriodSchema,
  Rate,
  ReportQuery,
  ResolvedPeriodSchema,
} from './efficiency.ts';
import { PageSchema } from './services.ts';
import { DeptNodeSchema } from './three-lists-depts.ts';

/*
 * Efficiency supervision, continued (docs/design/efficiency.md): the
 * department report table and its drill-down, the department filter, the
 * office-automation overview, the personal report and the generated reports.
 */

const OSP = Services.onlineServicePlatform;
const BASE = `${OSP}/efficiencyHomePage`;
const NOBODY = `${OSP}/nobody/efficiencyHomePage`;

// ── Department report table and drill-down ──

const EfficiencyFigures = {
  started: Count,
  finished: Count,
  /** Open at the end of the period: started by then (in any period) and not finished by then. */
  inProgress: Count,
  late: Count,
  onTimeRate: Rate,
  avgHours: Hours,
  medianHours: Hours,
  /** Mean rating score 1–5. */
  satisfaction: Nullable(Type.Number()),
  visits: Count,
};

export const DeptRowSchema = Type.Object({ deptId: Type.String(), deptName: Type.String(), serviceCount: Count, ...EfficiencyFigures });
export type DeptRow = Static<typeof DeptRowSchema>;

export const REPORT_SORT_FIELDS = [
  'deptName',
  'serviceCount',
  'started',
  'finished',
  'inProgress',
  'late',
  'onTimeRate',
  'avgHours',
  'medianHours',
  'satisfaction',
  'visits',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
const Sorting = {
  sortField: Type.Optional(Type.Union(REPORT_SORT_FIELDS.map((f) => Type.Literal(f)))),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ascend'), Type.Literal('descend')])),
};

export const effReportTable = defineEndpoint({
  name: 'effReportTable',
  method: 'POST',
  path: `${BASE}/reportTable`,
  visitorPath: `${NOBODY}/reportTable`,
  access: visitor,
  summary:
    'One row per department with processes or services (default order: started, most first; nulls last either way) and the school total',
  body: Type.Object({ ...ReportQuery, ...Sorting }),
  result: Type.Object({ period: ResolvedPeriodSchema, rows: Type.Array(DeptRowSchema), total: DeptRowSchema }),
});

export const DrillServiceSchema = Type.Object({ serviceId: Type.String(), serviceName: Type.String(), ...EfficiencyFigures });
export const DrillInstanceSchema = Type.Object({
  processId: Type.String(),
  processName: Type.String(),
  applicantName: Type.String(),
  state: Type.Union([Type.Literal('RUNNING'), Type.Literal('FINISHED'), Type.Literal('REJECTED')]),
  startTime: Type.String(),
  finishTime: Nullable(Type.String()),
  deadline: Type.String(),
  late: Type.Boolean(),
  /** Start to finish, or to now while running. */
  hours: Type.Number({ minimum: 0 }),
  currentNode: Type.String(),
});
export const DrillNodeSchema = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  nodeName: Type.String(),
  handlerName: Type.String(),
  startTime: Type.String(),
  finishTime: Nullable(Type.String()),
  deadline: Nullable(Type.String()),
  late: Type.Boolean(),
  /** Time spent in the node (to now while open). */
  hours: Type.Number({ minimum: 0 }),
});
export type DrillService = Static<typeof DrillServiceSchema>;
export type DrillInstance = Static<typeof DrillInstanceSchema>;
export type DrillNode = Static<typeof DrillNodeSchema>;

export const effReportTableDrill = defineEndpoint({
  name: 'effReportTableDrill',
  method: 'POST',
  path: `${BASE}/reportTableDrill`,
  visitorPath: `${NOBODY}/reportTableDrill`,
  access: visitor,
  summary:
    "One level down from the report table: a department's services (deptId), a service's process instances started in the period (serviceId; '' = processes without a service, then deptId needed), or an instance's nodes (processId). Instances and nodes only for signed-in users",
  body: Type.Object({
    ...ReportQuery,
    level: Type.Union([Type.Literal('service'), Type.Literal('instance'), Type.Literal('node')]),
    serviceId: Type.Optional(Type.String({ maxLength: 64 })),
    processId: Type.Optional(EffId),
    /** Instances: only the late ones. */
    lateOnly: Type.Optional(Type.Boolean()),
    ...EffPaging,
    ...Sorting,
  }),
  result: Type.Union([
    Type.Object({ level: Type.Literal('service'), services: Type.Array(DrillServiceSchema) }),
    Type.Object({ level: Type.Literal('instance'), instances: PageSchema(DrillInstanceSchema) }),
    Type.Object({ level: Type.Literal('node'), process: DrillInstanceSchema, nodes: Type.Array(DrillNodeSchema) }),
  ]),
});

export const effDeptTree = defineEndpoint({
  name: 'effDeptTree',
  method: 'POST',
  path: `${BASE}/deptTree`,
  visitorPath: `${NOBODY}/deptTree`,
  access: visitor,
  summary: "The tenant's departments as a tree (the department filter); `manageable` lists the ids whose staff reports the caller may open",
  body: Type.Optional(Type.Object({})),
  result: Type.Object({ tree: Type.Array(DeptNodeSchema), manageable: Type.Array(Type.String()) }),
});

// ── Office automation (to-do systems) ──

export const OASystemSchema = Type.Object({
  systemId: Type.String(),
  systemName: Type.String(),
  /** To-do rows open now, and of those past their deadline. */
  todoOpen: Count,
  todoOverdue: Count,
  /** To-do rows done in the period. */
  todoDone: Count,
  processesStarted: Count,
  processesFinished: Count,
});
export type OASystem = Static<typeof OASystemSchema>;

export const effOAOverview = defineEndpoint({
  name: 'effOAOverview',
  method: 'POST',
  path: `${BASE}/OAOverview`,
  visitorPath: `${NOBODY}/OAOverview`,
  access: visitor,
  summary: 'Per integrated business system (enabled or not, in system order): to-do and process counts, and their total',
  body: Type.Object({ period: PeriodSchema }),
  result: Type.Object({ systems: Type.Array(OASystemSchema), total: OASystemSchema }),
});

// ── Personal report (signed-in only) ──

const PersonalQuery = {
  period: PeriodSchema,
  /** Another handler's report: only for an administrator of that person's department. */
  userId: Type.Optional(EffId),
};

export const PersonalReportSchema = Type.Object({
  period: ResolvedPeriodSchema,
  userId: Type.String(),
  userName: Type.String(),
  deptId: Nullable(Type.String()),
  deptName: Type.String(),
  /** Nodes the person finished in the period. */
  handled: Count,
  avgHours: Hours,
  medianHours: Hours,
  /** Finished after their deadline. */
  late: Count,
  onTimeRate: Rate,
  /** Open now and assigned to the person (late: past deadline). */
  waiting: Count,
  waitingLate: Count,
  /** Median over the department's handlers of their tasks handled and average hours. */
  deptMedianHandled: Nullable(Type.Number()),
  deptMedianAvgHours: Hours,
  deptHandlers: Count,
});
export type PersonalReport = Static<typeof PersonalReportSchema>;

export const effPersonalEfficiencyReport = defineEndpoint({
  name: 'effPersonalEfficiencyReport',
  method: 'POST',
  path: `${BASE}/personalEfficiencyReport`,
  access: signedIn,
  summary:
    "The caller's own handling figures for the period against the department median (another person's: 403 unless administrator of their department)",
  body: Type.Object(PersonalQuery),
  result: PersonalReportSchema,
});

export const PersonalTaskSchema = Type.Object({
  processId: Type.String(),
  processName: Type.String(),
  nodeName: Type.String(),
  startTime: Type.String(),
  finishTime: Nullable(Type.String()),
  deadline: Nullable(Type.String()),
  late: Type.Boolean(),
  hours: Type.Number({ minimum: 0 }),
});
export type PersonalTask = Static<typeof PersonalTaskSchema>;

export const effPersonalERDetail = defineEndpoint({
  name: 'effPersonalERDetail',
  method: 'POST',
  path: `${BASE}/personalERDetail`,
  access: signedIn,
  summary: 'The nodes behind the personal report: finished in the period or open now, latest first; lateOnly narrows',
  body: Type.Object({ ...PersonalQuery, lateOnly: Type.Optional(Type.Boolean()), ...EffPaging }),
  result: PageSchema(PersonalTaskSchema),
});

export const HandlerRowSchema = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  handled: Count,
  avgHours: Hours,
  late: Count,
  waiting: Count,
});

export const effDeptHandlers = defineEndpoint({
  name: 'effDeptHandlers',
  method: 'POST',
  path: `${BASE}/deptHandlers`,
  access: signedIn,
  summary: "A department's handlers with their figures, for its administrators to open one's personal report (403 notDeptAdmin otherwise)",
  body: Type.Object({ period: PeriodSchema, deptId: EffId, ...EffPaging }),
  result: PageSchema(HandlerRowSchema),
});

// ── Generated reports ──

export const GeneratedReportSchema = Type.Object({
  id: Type.String(),
  /** e.g. 2025年10月效能报告. */
  name: Type.String(),
  kind: Type.Literal('MONTHLY'),
  periodStart: DaySchema,
  periodEnd: DaySchema,
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('READY'), Type.Literal('FAILED')]),
  fileSize: Count,
  createdAt: Type.String(),
  /** GET it (with the bearer token when signed in) for the .xlsx; '' until READY. */
  downloadUrl: Type.String(),
});
export type GeneratedReport = Static<typeof GeneratedReportSchema>;

export const effEfficiencyReportList = defineEndpoint({
  name: 'effEfficiencyReportList',
  method: 'POST',
  path: `${BASE}/efficiencyReportList`,
  visitorPath: `${NOBODY}/efficiencyReportList`,
  access: visitor,
  summary: 'Generated periodic reports, latest period first; year narrows',
  body: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })), ...EffPaging }),
  result: PageSchema(GeneratedReportSchema),
});

export const effExistReport = defineEndpoint({
  name: 'effExistReport',
  method: 'POST',
  path: `${BASE}/existReport`,
  visitorPath: `${NOBODY}/existReport`,
  access: visitor,
  summary: 'Whether a generated report exists for a month, and which',
  body: Type.Object({ month: MonthSchema }),
  result: Type.Object({ exists: Type.Boolean(), report: Nullable(GeneratedReportSchema) }),
});

export const effDownloadReport = defineEndpoint({
  name: 'effDownloadReport',
  method: 'GET',
  path: `${BASE}/downloadReport`,
  visitorPath: `${NOBODY}/downloadReport`,
  access: visitor,
  summary: 'Downloads a READY report (.xlsx attachment, not an envelope; errors in the envelope)',
  query: Type.Object({ id: EffId }),
  result: Type.Null(),
});

export const efficiencyTableEndpoints = [
  effReportTable,
  effReportTableDrill,
  effDeptTree,
  effOAOverview,
  effPersonalEfficiencyReport,
  effPersonalERDetail,
  effDeptHandlers,
  effEfficiencyReportList,
  effExistReport,
  effDownloadReport,
] as const;
