import { type Static, Type } from '@sinclair/typebox';
import { Services } from '../api-bases.ts';
import { configMenu, defineEndpoint } from '../endpoint.ts';
import { ChartKeySchema, DaySchema, EFFICIENCY_MENU, EffId, IndicatorKeySchema, MonthSchema } from './efficiency.ts';
import { GeneratedReportSchema } from './efficiency-tables.ts';

/*
 * Configuration of the efficiency reports (/userFrameConfig/effectivenessMonitoringConfig,
 * docs/design/efficiency.md): which indicators and charts the page shows and in
 * which order, which of them visitors see, time-out thresholds per process type,
 * the semesters, and the schedule of generated reports. Guarded by the
 * configuration-menu entry EFFICIENCY_MENU.
 */

const OSP = Services.onlineServicePlatform;
const CONFIG = `${OSP}/efficiencyConfig`;

export const SEMESTER_NAME_MAX = 30;
export const SEMESTERS_MAX = 40;
export const PROCESS_TYPE_NAME_MAX = 100;
export const THRESHOLDS_MAX = 200;
/** Time-out thresholds are whole hours from 1 hour to 365 days. */
export const THRESHOLD_HOURS_MAX = 8760;
/** Defaults until an administrator saves thresholds: a process without deadline is late after 5 days, a node after 2. */
export const DEFAULT_PROCESS_HOURS = 120;
export const DEFAULT_NODE_HOURS = 48;

export const EfficiencyConfigMessages = {
  semesterNameDuplicate: (name: string) => `学期名称「${name}」重复，请修改后再保存`,
  semesterEndBeforeStart: (name: string) => `学期「${name}」的结束日期早于开始日期`,
  semesterTooLong: (name: string) => `学期「${name}」超过 1 年，请检查起止日期`,
  semesterOverlap: (a: string, b: string) => `学期「${a}」与「${b}」的日期有重叠，请调整后再保存`,
  semesterUnknown: '学期不存在或已删除，请刷新后重试',
  thresholdDuplicate: (name: string) => `流程类型「${name}」的超时阈值重复设置，每个流程类型只能设置一次`,
  keyDuplicate: (label: string) => `「${label}」重复出现，每项只能配置一次`,
  visitorNeedsShown: (label: string) => `「${label}」未显示，不能对访客开放`,
  monthInFuture: '只能生成已经结束的月份的报表',
  saved: '保存成功',
} as const;

const IndicatorEntry = Type.Object({ key: IndicatorKeySchema, shown: Type.Boolean(), visitorVisible: Type.Boolean() });
const ChartEntry = Type.Object({ key: ChartKeySchema, shown: Type.Boolean(), visitorVisible: Type.Boolean() });

export const ThresholdSchema = Type.Object({
  /** The process type: the process name the business systems push (e.g. 学生请假审批). */
  processName: Type.String({ minLength: 1, maxLength: PROCESS_TYPE_NAME_MAX }),
  /** A process of this type pushed without a deadline is late when it takes longer. */
  processHours: Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX }),
  /** A node of this type pushed without a deadline is late when it takes longer. */
  nodeHours: Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX }),
});
export type Threshold = Static<typeof ThresholdSchema>;

export const ConfigSemesterSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  start: DaySchema,
  end: DaySchema,
});

export const ScheduleSchema = Type.Object({
  monthlyEnabled: Type.Boolean(),
  /** Day of the following month the monthly report is generated (China time, after 02:00). */
  dayOfMonth: Type.Integer({ minimum: 1, maximum: 28 }),
});

export const EfficiencyConfigSchema = Type.Object({
  /** Every indicator once, in display order. */
  indicators: Type.Array(IndicatorEntry),
  /** Every chart once, in display order. */
  charts: Type.Array(ChartEntry),
  visitorAllowed: Type.Boolean(),
  defaultProcessHours: Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX }),
  defaultNodeHours: Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX }),
  thresholds: Type.Array(ThresholdSchema),
  /** By start. */
  semesters: Type.Array(ConfigSemesterSchema),
  schedule: ScheduleSchema,
  /** Process names pushed so far (the threshold picker), most frequent first. */
  knownProcessNames: Type.Array(Type.String()),
});
export type EfficiencyConfig = Static<typeof EfficiencyConfigSchema>;

export const effConfigDetail = defineEndpoint({
  name: 'effConfigDetail',
  method: 'POST',
  path: `${CONFIG}/detail`,
  access: configMenu(EFFICIENCY_MENU),
  summary: 'The whole configuration (defaults until saved)',
  body: Type.Optional(Type.Object({})),
  result: EfficiencyConfigSchema,
});

export const effConfigSave = defineEndpoint({
  name: 'effConfigSave',
  method: 'POST',
  path: `${CONFIG}/save`,
  access: configMenu(EFFICIENCY_MENU),
  summary:
    'Saves the sections present (each replaces its part): layout (indicators and charts: each key at most once, in display order; a key left out keeps its setting and follows the ones given), thresholds (re-evaluates lateness), semesters (without id: added; missing: deleted), schedule',
  body: Type.Object({
    indicators: Type.Optional(Type.Array(IndicatorEntry, { maxItems: 20 })),
    charts: Type.Optional(Type.Array(ChartEntry, { maxItems: 20 })),
    visitorAllowed: Type.Optional(Type.Boolean()),
    defaultProcessHours: Type.Optional(Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX })),
    defaultNodeHours: Type.Optional(Type.Integer({ minimum: 1, maximum: THRESHOLD_HOURS_MAX })),
    thresholds: Type.Optional(Type.Array(ThresholdSchema, { maxItems: THRESHOLDS_MAX })),
    semesters: Type.Optional(
      Type.Array(
        Type.Object({
          id: Type.Optional(EffId),
          name: Type.String({ minLength: 1, maxLength: SEMESTER_NAME_MAX }),
          start: DaySchema,
          end: DaySchema,
        }),
        { maxItems: SEMESTERS_MAX },
      ),
    ),
    schedule: Type.Optional(ScheduleSchema),
  }),
  result: EfficiencyConfigSchema,
});

export const effGenerateReport = defineEndpoint({
  name: 'effGenerateReport',
  method: 'POST',
  path: `${CONFIG}/generateReport`,
  access: configMenu(EFFICIENCY_MENU),
  summary: 'Generates (again) the monthly report of a month that has ended, in the background; answers it as PENDING',
  body: Type.Object({ month: MonthSchema }),
  result: GeneratedReportSchema,
});

export const efficiencyConfigEndpoints = [effConfigDetail, effConfigSave, effGenerateReport] as const;
