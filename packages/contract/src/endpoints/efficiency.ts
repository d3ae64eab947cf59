import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { defineEndpoint, visitor } from '../endpoint.ts';
import { PAGE_CURRENT_MAX } from '../limits.ts';
import { isDay, isMonth } from '../rules/efficiency.ts';
import { PageSchema } from './services.ts';

/*
 * Efficiency supervision (效能监督, SPEC §1, §2, §7 "Efficiency reports";
 * docs/design/efficiency.md). Every report call is POST under
 * efficiencyHomePage with a visitor twin under nobody/efficiencyHomePage served
 * by the same handler; visitors get only the indicators and charts the
 * configuration opens to them (403 otherwise). The numbers come from the
 * process records of the to-do integration, service visits, ratings and
 * favourites, through daily roll-ups. Days are China-time `YYYY-MM-DD`, hours
 * are decimal hours, rates are 0–1 (null when there is nothing to divide).
 * The configuration calls are in `efficiency-config.ts`.
 */

/** Configuration-menu entry of /userFrameConfig/effectivenessMonitoringConfig. */
export const EFFICIENCY_MENU = 'effectivenessMonitoringConfig';

const OSP = Services.onlineServicePlatform;
const BASE = `${OSP}/efficiencyHomePage`;
const NOBODY = `${OSP}/nobody/efficiencyHomePage`;

export const EffId = Type.String({ minLength: 1, maxLength: 64 });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'China-time day YYYY-MM-DD' });
export const MonthSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
export const Rate = Nullable(Type.Number({ minimum: 0, maximum: 1 }));
export const Hours = Nullable(Type.Number({ minimum: 0 }));
export const Count = Type.Integer({ minimum: 0 });

export const EFFICIENCY_PAGE_SIZE_MAX = 100;
export const EFFICIENCY_RANK_LIMIT_MAX = 50;

export const EfficiencyMessages = {
  badDate: '日期格式不正确，请按 YYYY-MM-DD 选择日期',
  endBeforeStart: '结束日期不能早于开始日期，请重新选择统计区间',
  rangeTooLong: '统计区间不能超过 5 年，请缩短后再查询',
  semesterUnknown: '学期不存在或已删除，请刷新后重新选择',
  visitorsClosed: '效能监督暂未向访客开放，请登录后查看',
  partHidden: (label: string) => `「${label}」未向访客开放，请登录后查看`,
  partOff: (label: string) => `「${label}」已被管理员关闭`,
  drillNeedsLogin: '办件与环节明细仅对登录用户开放，请登录后查看',
  notYourReport: '只能查看本人的效能报告；查看他人的报告需要是其所在部门的管理员',
  userUnknown: '用户不存在或已删除，请刷新后重试',
  deptUnknown: '部门不存在或已删除，请刷新后重新选择',
  notDeptAdmin: '您不是该部门的管理员，无法查看该部门人员的效能报告',
  serviceUnknown: '服务不存在或已删除，请刷新后重试',
  processUnknown: '办件不存在或已删除，请刷新后重试',
  reportUnknown: '报表不存在或已删除，请刷新后重试',
  reportNotReady: '报表正在生成，请稍后再下载',
  drillParentMissing: (field: string) => `请先选择上一级（缺少 ${field}）`,
  periodBad: '统计区间不正确，请重新选择统计区间后再导出',
  exportNeedsSearch: '下钻明细请选择数据范围「当前搜索结果」导出',
  exportContextBad: (field: string) => `导出参数不正确：${field}`,
} as const;

// ── Indicators and charts (keys shared with the configuration) ──

export const EFFICIENCY_INDICATORS = {
  servicesOnline: '在线服务数',
  servicesOffline: '线下服务数',
  onlineRate: '网上办理率',
  started: '发起办件',
  finished: '办结办件',
  inProgress: '在办办件',
  avgHours: '平均办理时长',
  medianHours: '办理时长中位数',
  onTimeRate: '按时办结率',
  satisfaction: '满意度',
  visits: '访问量',
} as const;
export type IndicatorKey = keyof typeof EFFICIENCY_INDICATORS;
export const INDICATOR_KEYS = Object.keys(EFFICIENCY_INDICATORS) as IndicatorKey[];
export const IndicatorKeySchema = Type.Union(INDICATOR_KEYS.map((k) => Type.Literal(k)));

/** Units of the indicator values, for labels. */
export const INDICATOR_UNITS: Record<IndicatorKey, 'count' | 'rate' | 'hours' | 'score'> = {
  servicesOnline: 'count',
  servicesOffline: 'count',
  onlineRate: 'rate',
  started: 'count',
  finished: 'count',
  inProgress: 'count',
  avgHours: 'hours',
  medianHours: 'hours',
  onTimeRate: 'rate',
  satisfaction: 'score',
  visits: 'count',
};

/** The parts of the page below the indicators, each one call (reports: the generated-report list and downloads). */
export const EFFICIENCY_CHARTS = {
  trend: '办件趋势',
  heat: '服务热度排行',
  likes: '最受欢迎服务',
  timeoutProcess: '超时办件',
  timeoutNode: '超时环节',
  sceneTree: '场景分布',
  reportTable: '部门效能报表',
  oa: '协同办公概览',
  reports: '定期报告',
} as const;
export type ChartKey = keyof typeof EFFICIENCY_CHARTS;
export const CHART_KEYS = Object.keys(EFFICIENCY_CHARTS) as ChartKey[];
export const ChartKeySchema = Type.Union(CHART_KEYS.map((k) => Type.Literal(k)));

// ── Periods ──

/** A period: a semester of semesterList, a calendar month, or a custom range of at most 5 years. */
export const PeriodSchema = Type.Union([
  Type.Object({ kind: Type.Literal('semester'), semesterId: EffId }),
  Type.Object({ kind: Type.Literal('month'), month: MonthSchema }),
  Type.Object({ kind: Type.Literal('range'), start: DaySchema, end: DaySchema }),
]);
export type Period = Static<typeof PeriodSchema>;

/*
 * A period as one text (the page's `?period=` and the record id of its
 * exports): `semester:<id>`, `month:YYYY-MM` or `range:YYYY-MM-DD~YYYY-MM-DD`.
 */
export function periodToParam(period: Period): string {
  if (period.kind === 'semester') return `semester:${period.semesterId}`;
  if (period.kind === 'month') return `month:${period.month}`;
  return `range:${period.start}~${period.end}`;
}

/** The period a text names, or null when it names none (a hand-edited address). */
export function periodFromParam(value: string | null | undefined): Period | null {
  if (!value) return null;
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const rest = value.slice(at + 1);
  if (kind === 'semester' && rest) return { kind, semesterId: rest };
  if (kind === 'month' && isMonth(rest)) return { kind, month: rest };
  if (kind === 'range') {
    const [start = '', end = ''] = rest.split('~');
    if (isDay(start) && isDay(end)) return { kind, start, end };
  }
  return null;
}

/** The days a report covers, as answered with every result. */
export const ResolvedPeriodSchema = Type.Object({
  start: DaySchema,
  end: DaySchema,
  /** e.g. 2025-2026学年第一学期, 2025年10月, 2025-09-01 至 2025-09-30. */
  label: Type.String(),
});
export type ResolvedPeriod = Static<typeof ResolvedPeriodSchema>;

export const ReportQuery = {
  period: PeriodSchema,
  /** Narrows to one department (and its sub-departments); the whole school when absent. */
  deptId: Type.Optional(EffId),
};

export const EffPaging = {
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_CURRENT_MAX, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: EFFICIENCY_PAGE_SIZE_MAX, default: 10 })),
};

export const SemesterSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  start: DaySchema,
  end: DaySchema,
  /** Whether today falls in it (the page's default period). */
  current: Type.Boolean(),
});
export type Semester = Static<typeof SemesterSchema>;

export const semesterList = defineEndpoint({
  name: 'semesterList',
  method: 'GET',
  path: `${OSP}/nobody/preLogin/common/semesterList`,
  access: visitor,
  summary: 'The configured semesters, latest first',
  result: Type.Array(SemesterSchema),
});

// ── Page layout (getReportConfig) ──

export const LayoutEntrySchema = <K extends TSchema>(key: K) => Type.Object({ key, label: Type.String(), visitorVisible: Type.Boolean() });

export const ReportLayoutSchema = Type.Object({
  /** Shown indicators in display order (for visitors only the visitor-visible ones). */
  indicators: Type.Array(LayoutEntrySchema(IndicatorKeySchema)),
  /** Shown charts in display order (for visitors only the visitor-visible ones). */
  charts: Type.Array(LayoutEntrySchema(ChartKeySchema)),
  /** Whether visitors may open the page at all. */
  visitorAllowed: Type.Boolean(),
  /** Monthly reports: whether generated, and on which day of the following month. */
  schedule: Type.Object({ monthlyEnabled: Type.Boolean(), dayOfMonth: Type.Integer({ minimum: 1, maximum: 28 }) }),
});
export type ReportLayout = Static<typeof ReportLayoutSchema>;

export const effGetReportConfig = defineEndpoint({
  name: 'effGetReportConfig',
  method: 'POST',
  path: `${BASE}/getReportConfig`,
  visitorPath: `${NOBODY}/getReportConfig`,
  access: visitor,
  summary: 'What the page shows and in which order, and the report schedule (403 visitorsClosed for visitors when closed)',
  body: Type.Optional(Type.Object({})),
  result: ReportLayoutSchema,
});

// ── School overview ──

export const IndicatorValueSchema = Type.Object({
  key: IndicatorKeySchema,
  label: Type.String(),
  unit: Type.Union([Type.Literal('count'), Type.Literal('rate'), Type.Literal('hours'), Type.Literal('score')]),
  value: Nullable(Type.Number()),
  /** The same indicator over the previous period. */
  previous: Nullable(Type.Number()),
  /** (value − previous) / previous; null when either is null or previous is 0. */
  change: Nullable(Type.Number()),
});
export type IndicatorValue = Static<typeof IndicatorValueSchema>;

export const effOverView = defineEndpoint({
  name: 'effOverView',
  method: 'POST',
  path: `${BASE}/overView`,
  visitorPath: `${NOBODY}/overView`,
  access: visitor,
  summary: 'The shown indicators (visitors: the visitor-visible ones) over the period and the previous period, in configured order',
  body: Type.Object(ReportQuery),
  result: Type.Object({ period: ResolvedPeriodSchema, previous: ResolvedPeriodSchema, indicators: Type.Array(IndicatorValueSchema) }),
});

// ── Charts ──

export const TrendPointSchema = Type.Object({
  /** First day of the bucket (Monday of a week, 1st of a month); the first bucket may start before the period. */
  bucket: DaySchema,
  started: Count,
  finished: Count,
  /** Finished after their deadline. */
  late: Count,
  onTimeRate: Rate,
});
export type TrendPoint = Static<typeof TrendPointSchema>;

export const effProcessTrending = defineEndpoint({
  name: 'effProcessTrending',
  method: 'POST',
  path: `${BASE}/processTrending`,
  visitorPath: `${NOBODY}/processTrending`,
  access: visitor,
  summary: 'Processes started, finished and finished late per day, week or month of the period, every bucket present',
  body: Type.Object({ ...ReportQuery, granularity: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]) }),
  result: Type.Object({ period: ResolvedPeriodSchema, points: Type.Array(TrendPointSchema) }),
});

export const RankLimit = Type.Optional(Type.Integer({ minimum: 1, maximum: EFFICIENCY_RANK_LIMIT_MAX, default: 10 }));

export const HeatItemSchema = Type.Object({
  serviceId: Type.String(),
  serviceName: Type.String(),
  deptName: Type.String(),
  visits: Count,
  started: Count,
  /** Mean rating score (1–5) of ratings given in the period. */
  satisfaction: Nullable(Type.Number()),
  ratingCount: Count,
});
export type HeatItem = Static<typeof HeatItemSchema>;

export const effServiceHeatRate = defineEndpoint({
  name: 'effServiceHeatRate',
  method: 'POST',
  path: `${BASE}/serviceHeatRate`,
  visitorPath: `${NOBODY}/serviceHeatRate`,
  access: visitor,
  summary: 'Services ranked by visits in the period (then processes started, then name), with ratings',
  body: Type.Object({ ...ReportQuery, limit: RankLimit }),
  result: Type.Array(HeatItemSchema),
});

export const LikeItemSchema = Type.Object({
  serviceId: Type.String(),
  serviceName: Type.String(),
  deptName: Type.String(),
  /** Favourites held now. */
  likes: Count,
  /** Favourites added during the period. */
  newLikes: Count,
});
export type LikeItem = Static<typeof LikeItemSchema>;

export const effTopLikesBoard = defineEndpoint({
  name: 'effTopLikesBoard',
  method: 'POST',
  path: `${BASE}/topLikesBoard`,
  visitorPath: `${NOBODY}/topLikesBoard`,
  access: visitor,
  summary: 'Services most often kept as favourites (then most added in the period, then name)',
  body: Type.Object({ ...ReportQuery, limit: RankLimit }),
  result: Type.Array(LikeItemSchema),
});

export const TimeoutProcessSchema = Type.Object({
  processId: Type.String(),
  processName: Type.String(),
  serviceName: Type.String(),
  deptName: Type.String(),
  state: Type.Union([Type.Literal('RUNNING'), Type.Literal('FINISHED'), Type.Literal('REJECTED')]),
  startTime: Type.String(),
  finishTime: Nullable(Type.String()),
  /** The pushed deadline, or start plus the time-out threshold of its process type. */
  deadline: Type.String(),
  /** Hours past the deadline (at finish, or until now while running). */
  overdueHours: Type.Number({ minimum: 0 }),
  currentNode: Type.String(),
  handlerName: Type.String(),
});
export type TimeoutProcess = Static<typeof TimeoutProcessSchema>;

export const effTimeoutProcess = defineEndpoint({
  name: 'effTimeoutProcess',
  method: 'POST',
  path: `${BASE}/timeoutProcess`,
  visitorPath: `${NOBODY}/timeoutProcess`,
  access: visitor,
  summary:
    'Late processes started in the period (finished late, or running past their deadline), earliest deadline first, with counts per department; visitors get the counts and an empty page',
  body: Type.Object({ ...ReportQuery, ...EffPaging }),
  result: Type.Object({
    lateFinished: Count,
    overdueRunning: Count,
    byDept: Type.Array(Type.Object({ deptId: Type.String(), deptName: Type.String(), late: Count })),
    page: PageSchema(TimeoutProcessSchema),
  }),
});

export const TimeoutNodeSchema = Type.Object({
  nodeName: Type.String(),
  processName: Type.String(),
  /** Nodes of the name finished in the period. */
  nodeCount: Count,
  /** Of those, finished after their deadline. */
  lateCount: Count,
  avgHours: Hours,
  medianHours: Hours,
  /** Open now and past their deadline. */
  waitingLate: Count,
});
export type TimeoutNode = Static<typeof TimeoutNodeSchema>;

export const effTimeoutNode = defineEndpoint({
  name: 'effTimeoutNode',
  method: 'POST',
  path: `${BASE}/timeoutNode`,
  visitorPath: `${NOBODY}/timeoutNode`,
  access: visitor,
  summary: 'The nodes where processes wait: node names ranked by late nodes in the period, then by median time',
  body: Type.Object({ ...ReportQuery, limit: RankLimit }),
  result: Type.Array(TimeoutNodeSchema),
});

export const SceneNodeSchema = Type.Recursive(
  (Node) =>
    Type.Object({
      /** Scene id, service id, or '' for services without a scene. */
      id: Type.String(),
      name: Type.String(),
      kind: Type.Union([Type.Literal('scene'), Type.Literal('service')]),
      started: Count,
      finished: Count,
      late: Count,
      visits: Count,
      children: Type.Array(Node),
    }),
  { $id: 'EfficiencySceneNode' },
);
export type SceneNode = Static<typeof SceneNodeSchema>;

export const effSceneTree = defineEndpoint({
  name: 'effSceneTree',
  method: 'POST',
  path: `${BASE}/sceneTree`,
  visitorPath: `${NOBODY}/sceneTree`,
  access: visitor,
  summary: 'Service scenes with their services and the processes started, finished and late in the period; empty scenes left out',
  body: Type.Object(ReportQuery),
  result: Type.Array(SceneNodeSchema),
});

export const efficiencyEndpoints = [
  semesterList,
  effGetReportConfig,
  effOverView,
  effProcessTrending,
  effServiceHeatRate,
  effTopLikesBoard,
  effTimeoutProcess,
  effTimeoutNode,
  effSceneTree,
] as const;
