import {
  EFFICIENCY_CHARTS,
  EFFICIENCY_INDICATORS,
  type EfficiencyConfig,
  INDICATOR_UNITS,
  type IndicatorKey,
  type IndicatorValue,
  type ReportLayout,
  type Semester,
} from '@onehall/contract';

/* Hand-made answers of the efficiency calls, for the page tests. */

export const semesters: Semester[] = [
  { id: 's2', name: '2025-2026学年第一学期', start: '2025-09-01', end: '2026-01-18', current: true },
  { id: 's1', name: '2024-2025学年第二学期', start: '2025-02-17', end: '2025-07-06', current: false },
];

export function layout(over: Partial<ReportLayout> = {}): ReportLayout {
  return {
    indicators: (['started', 'finished', 'onTimeRate', 'avgHours'] as const).map((key) => ({
      key,
      label: EFFICIENCY_INDICATORS[key],
      visitorVisible: key !== 'avgHours',
    })),
    charts: (['trend', 'heat', 'reportTable', 'oa', 'reports'] as const).map((key) => ({
      key,
      label: EFFICIENCY_CHARTS[key],
      visitorVisible: key === 'trend',
    })),
    visitorAllowed: true,
    schedule: { monthlyEnabled: true, dayOfMonth: 3 },
    ...over,
  };
}

const period = { start: '2025-09-01', end: '2026-01-18', label: '2025-2026学年第一学期' };
const previous = { start: '2025-02-17', end: '2025-07-06', label: '2024-2025学年第二学期' };

const VALUES: Partial<Record<IndicatorKey, [number | null, number | null]>> = {
  started: [1200, 1000],
  finished: [1100, 1100],
  onTimeRate: [0.9, 0.95],
  avgHours: [30, 40],
};

export function overview(keys: IndicatorKey[] = ['started', 'finished', 'onTimeRate', 'avgHours']) {
  const indicators: IndicatorValue[] = keys.map((key) => {
    const [value, prev] = VALUES[key] ?? [null, null];
    return {
      key,
      label: EFFICIENCY_INDICATORS[key],
      unit: INDICATOR_UNITS[key],
      value,
      previous: prev,
      change: value !== null && prev ? (value - prev) / prev : null,
    };
  });
  return { period, previous, indicators };
}

export const trend = (scale = 1) => ({
  period,
  points: [
    { bucket: '2025-09-01', started: 40 * scale, finished: 30 * scale, late: 3, onTimeRate: 0.9 },
    { bucket: '2025-09-08', started: 55 * scale, finished: 50 * scale, late: 5, onTimeRate: 0.9 },
  ],
});

export const heat = [
  { serviceId: 'v1', serviceName: '成绩单打印', deptName: '教务处', visits: 320, started: 80, satisfaction: 4.6, ratingCount: 12 },
  { serviceId: 'v2', serviceName: '学生请假', deptName: '学生处', visits: 210, started: 95, satisfaction: null, ratingCount: 0 },
];

export const reportTable = {
  period,
  rows: [
    {
      deptId: 'd1',
      deptName: '教务处',
      serviceCount: 12,
      started: 600,
      finished: 560,
      inProgress: 40,
      late: 30,
      onTimeRate: 0.95,
      avgHours: 20,
      medianHours: 12,
      satisfaction: 4.5,
      visits: 3000,
    },
    {
      deptId: 'd2',
      deptName: '学生处',
      serviceCount: 8,
      started: 400,
      finished: 380,
      inProgress: 20,
      late: 50,
      onTimeRate: 0.87,
      avgHours: 35,
      medianHours: 20,
      satisfaction: null,
      visits: 1800,
    },
  ],
  total: {
    deptId: '',
    deptName: '全校',
    serviceCount: 20,
    started: 1000,
    finished: 940,
    inProgress: 60,
    late: 80,
    onTimeRate: 0.91,
    avgHours: 26,
    medianHours: 15,
    satisfaction: 4.5,
    visits: 4800,
  },
};

const figures = {
  started: 100,
  finished: 90,
  inProgress: 10,
  late: 5,
  onTimeRate: 0.94,
  avgHours: 18,
  medianHours: 10,
  satisfaction: 4.2,
  visits: 500,
};
export const drillServices = { level: 'service', services: [{ serviceId: 'v1', serviceName: '成绩单打印', ...figures }] };

const instance = {
  processId: 'p1',
  processName: '成绩单打印申请',
  applicantName: '张三',
  state: 'FINISHED',
  startTime: '2025-10-08T01:00:00.000Z',
  finishTime: '2025-10-09T03:00:00.000Z',
  deadline: '2025-10-09T01:00:00.000Z',
  late: true,
  hours: 26,
  currentNode: '',
};
export const drillInstances = { level: 'instance', instances: { records: [instance], total: 1, current: 1, size: 10, pages: 1 } };
export const drillNodes = {
  level: 'node',
  process: instance,
  nodes: [
    {
      seq: 0,
      nodeName: '提交申请',
      handlerName: '张三',
      startTime: instance.startTime,
      finishTime: instance.startTime,
      deadline: null,
      late: false,
      hours: 0,
    },
    {
      seq: 1,
      nodeName: '教务审核',
      handlerName: '李老师',
      startTime: instance.startTime,
      finishTime: instance.finishTime,
      deadline: instance.deadline,
      late: true,
      hours: 26,
    },
  ],
};

export const oa = {
  systems: [
    {
      systemId: 'sys1',
      systemName: '协同办公系统',
      todoOpen: 12,
      todoOverdue: 2,
      todoDone: 80,
      processesStarted: 40,
      processesFinished: 35,
    },
  ],
  total: { systemId: '', systemName: '合计', todoOpen: 12, todoOverdue: 2, todoDone: 80, processesStarted: 40, processesFinished: 35 },
};

export const reports = {
  records: [
    {
      id: 'r1',
      name: '2025年10月效能报告',
      kind: 'MONTHLY',
      periodStart: '2025-10-01',
      periodEnd: '2025-10-31',
      status: 'READY',
      fileSize: 20480,
      createdAt: '2025-11-03T18:05:00.000Z',
      downloadUrl: '/x',
    },
  ],
  total: 1,
  current: 1,
  size: 10,
  pages: 1,
};

export const deptTree = {
  tree: [{ id: 'd1', code: '001', name: '教务处', parentId: null, sort: 1, children: [] }],
  manageable: [] as string[],
};

export function config(over: Partial<EfficiencyConfig> = {}): EfficiencyConfig {
  return {
    indicators: (Object.keys(EFFICIENCY_INDICATORS) as IndicatorKey[]).map((key, i) => ({ key, shown: i < 4, visitorVisible: i < 2 })),
    charts: (Object.keys(EFFICIENCY_CHARTS) as (keyof typeof EFFICIENCY_CHARTS)[]).map((key) => ({
      key,
      shown: true,
      visitorVisible: key === 'trend',
    })),
    visitorAllowed: true,
    defaultProcessHours: 120,
    defaultNodeHours: 48,
    thresholds: [{ processName: '学生请假审批', processHours: 72, nodeHours: 24 }],
    semesters: semesters.map(({ current: _, ...s }) => s).reverse(),
    schedule: { monthlyEnabled: true, dayOfMonth: 3 },
    knownProcessNames: ['学生请假审批', '成绩单打印申请'],
    ...over,
  };
}
