import {
  type BodyOf,
  CHART_KEYS,
  type ChartKey,
  chinaDay,
  DEFAULT_NODE_HOURS,
  DEFAULT_PROCESS_HOURS,
  daysBetween,
  EFFICIENCY_CHARTS,
  EFFICIENCY_INDICATORS,
  type EfficiencyConfig,
  EfficiencyConfigMessages,
  type effConfigSave,
  INDICATOR_KEYS,
  type IndicatorKey,
  isDay,
  type ReportLayout,
  type Semester,
  type Threshold,
} from '@onehall/contract';
import { jsonColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/*
 * The tenant's configuration of the efficiency reports (one JSON row,
 * docs/design/efficiency.md "Configuration"), kept in the node memo.
 */

interface Entry<K> {
  key: K;
  shown: boolean;
  visitorVisible: boolean;
}

export interface StoredConfig {
  indicators: Entry<IndicatorKey>[];
  charts: Entry<ChartKey>[];
  visitorAllowed: boolean;
  defaultProcessHours: number;
  defaultNodeHours: number;
  thresholds: Threshold[];
  semesters: { id: string; name: string; start: string; end: string }[];
  schedule: { monthlyEnabled: boolean; dayOfMonth: number };
}

/** What visitors see until an administrator decides: the school's headline figures and the public charts. */
const VISITOR_INDICATORS: readonly IndicatorKey[] = [
  'servicesOnline',
  'servicesOffline',
  'onlineRate',
  'started',
  'finished',
  'onTimeRate',
  'satisfaction',
  'visits',
];
const VISITOR_CHARTS: readonly ChartKey[] = ['trend', 'heat', 'likes', 'sceneTree'];

export const DEFAULT_CONFIG: StoredConfig = {
  indicators: INDICATOR_KEYS.map((key) => ({ key, shown: true, visitorVisible: VISITOR_INDICATORS.includes(key) })),
  charts: CHART_KEYS.map((key) => ({ key, shown: true, visitorVisible: VISITOR_CHARTS.includes(key) })),
  visitorAllowed: true,
  defaultProcessHours: DEFAULT_PROCESS_HOURS,
  defaultNodeHours: DEFAULT_NODE_HOURS,
  thresholds: [],
  semesters: [],
  schedule: { monthlyEnabled: true, dayOfMonth: 1 },
};

const memoKey = (tenantId: string) => `efficiency:${tenantId}:config`;

export function getStored(platform: Platform, tenantId: string): Promise<StoredConfig> {
  return platform.memo.get(memoKey(tenantId), async () => {
    const row = await repo.configRow(platform.db, tenantId);
    return { ...DEFAULT_CONFIG, ...jsonColumn<Partial<StoredConfig>>(row?.config, {}) };
  });
}

/** Hours allowed to a process and to a node of this type before it counts as late (when pushed without a deadline). */
export interface Thresholds {
  processHours(processName: string): number;
  nodeHours(processName: string): number;
}

export function thresholdsOf(config: StoredConfig): Thresholds {
  const byName = new Map(config.thresholds.map((t) => [t.processName, t]));
  return {
    processHours: (name) => byName.get(name)?.processHours ?? config.defaultProcessHours,
    nodeHours: (name) => byName.get(name)?.nodeHours ?? config.defaultNodeHours,
  };
}

export function semestersOf(platform: Platform, config: StoredConfig): Semester[] {
  const today = chinaDay(platform.clock.now().getTime());
  return [...config.semesters]
    .sort((a, b) => b.start.localeCompare(a.start))
    .map((s) => ({ ...s, current: s.start <= today && today <= s.end }));
}

/** The page layout: shown parts in order; for visitors only what is open to them. */
export function layoutOf(config: StoredConfig, forVisitor: boolean): ReportLayout {
  const keep = (e: Entry<string>) => e.shown && (!forVisitor || e.visitorVisible);
  return {
    indicators: config.indicators
      .filter(keep)
      .map((e) => ({ key: e.key, label: EFFICIENCY_INDICATORS[e.key], visitorVisible: e.visitorVisible })),
    charts: config.charts.filter(keep).map((e) => ({ key: e.key, label: EFFICIENCY_CHARTS[e.key], visitorVisible: e.visitorVisible })),
    visitorAllowed: config.visitorAllowed,
    schedule: config.schedule,
  };
}

export async function detail(platform: Platform, tenantId: string, knownProcessNames: string[]): Promise<EfficiencyConfig> {
  const c = await getStored(platform, tenantId);
  return {
    indicators: c.indicators,
    charts: c.charts,
    visitorAllowed: c.visitorAllowed,
    defaultProcessHours: c.defaultProcessHours,
    defaultNodeHours: c.defaultNodeHours,
    thresholds: c.thresholds,
    semesters: [...c.semesters].sort((a, b) => a.start.localeCompare(b.start)),
    schedule: c.schedule,
    knownProcessNames,
  };
}

/** Every key once, in the order given; keys left out keep their setting and follow, in their former order. */
function completeEntries<K extends string>(
  entries: Entry<K>[],
  old: readonly Entry<K>[],
  all: readonly K[],
  labels: Record<K, string>,
): Entry<K>[] {
  const seen = new Set<K>();
  for (const e of entries) {
    if (seen.has(e.key)) throw business(EfficiencyConfigMessages.keyDuplicate(labels[e.key]));
    if (e.visitorVisible && !e.shown) throw business(EfficiencyConfigMessages.visitorNeedsShown(labels[e.key]));
    seen.add(e.key);
  }
  const rest = [...old, ...all.map((key) => ({ key, shown: false, visitorVisible: false }))].filter((e) => {
    if (seen.has(e.key)) return false;
    seen.add(e.key);
    return true;
  });
  return [...entries, ...rest];
}

type SaveBody = BodyOf<typeof effConfigSave>;

function checkSemesters(platform: Platform, list: NonNullable<SaveBody['semesters']>, old: StoredConfig['semesters']) {
  const names = new Set<string>();
  const oldIds = new Set(old.map((s) => s.id));
  const out = list.map((s) => {
    const name = s.name.trim();
    if (names.has(name)) throw business(EfficiencyConfigMessages.semesterNameDuplicate(name));
    names.add(name);
    if (!isDay(s.start) || !isDay(s.end) || s.end < s.start) throw business(EfficiencyConfigMessages.semesterEndBeforeStart(name));
    if (daysBetween(s.start, s.end) > 366) throw business(EfficiencyConfigMessages.semesterTooLong(name));
    if (s.id && !oldIds.has(s.id)) throw business(EfficiencyConfigMessages.semesterUnknown);
    return { id: s.id ?? platform.newId(), name, start: s.start, end: s.end };
  });
  const sorted = [...out].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]] as [(typeof out)[number], (typeof out)[number]];
    if (b.start <= a.end) throw business(EfficiencyConfigMessages.semesterOverlap(a.name, b.name));
  }
  return out;
}

/** Saves the sections present; answers whether lateness must be recomputed (thresholds changed). */
export async function save(platform: Platform, principal: Principal, body: SaveBody): Promise<{ thresholdsChanged: boolean }> {
  const old = await getStored(platform, principal.tenantId);
  const next: StoredConfig = { ...old };
  if (body.indicators) next.indicators = completeEntries(body.indicators, old.indicators, INDICATOR_KEYS, EFFICIENCY_INDICATORS);
  if (body.charts) next.charts = completeEntries(body.charts, old.charts, CHART_KEYS, EFFICIENCY_CHARTS);
  if (body.visitorAllowed !== undefined) next.visitorAllowed = body.visitorAllowed;
  if (body.defaultProcessHours !== undefined) next.defaultProcessHours = body.defaultProcessHours;
  if (body.defaultNodeHours !== undefined) next.defaultNodeHours = body.defaultNodeHours;
  if (body.thresholds) {
    const names = new Set<string>();
    next.thresholds = body.thresholds.map((t) => {
      const processName = t.processName.trim();
      if (names.has(processName)) throw business(EfficiencyConfigMessages.thresholdDuplicate(processName));
      names.add(processName);
      return { ...t, processName };
    });
  }
  if (body.semesters) next.semesters = checkSemesters(platform, body.semesters, old.semesters);
  if (body.schedule) next.schedule = body.schedule;
  await saveStored(platform, principal.tenantId, principal.userId, next);
  const thresholdsChanged =
    JSON.stringify([old.thresholds, old.defaultProcessHours, old.defaultNodeHours]) !==
    JSON.stringify([next.thresholds, next.defaultProcessHours, next.defaultNodeHours]);
  return { thresholdsChanged };
}

export async function saveStored(platform: Platform, tenantId: string, userId: string, config: StoredConfig): Promise<void> {
  await repo.upsertConfig(platform.db, {
    tenant_id: tenantId,
    config: JSON.stringify(config),
    updated_by: userId,
    updated_at: platform.clock.now().toISOString(),
  });
  await platform.memo.forget([memoKey(tenantId)]);
}
