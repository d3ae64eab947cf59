import { chinaDay, durationBucket } from '@onehall/contract';
import type { ProcessSnapshot } from '../todo/process-changes.ts';
import type { Thresholds } from './config.ts';
import type { EffOpenNodesTable, EffProcessFactsTable } from './tables.ts';

/*
 * What one process record contributes to the roll-ups (docs/design/efficiency.md
 * "Roll-ups"). A change adds the contribution of the record as it is now and
 * subtracts the one of the record as it was, so the roll-ups follow every push
 * without reading anything but the rows they change. A full recomputation adds
 * every record's contribution to empty tables; both go through `addProcess`.
 */

const HOUR_MS = 3_600_000;

/** Summed values of one roll-up row; `hist` counts handling times by duration bucket. */
export interface Sums {
  started: number;
  finished: number;
  late: number;
  minutes: number;
  hist: Map<number, number>;
}

export const emptySums = (): Sums => ({ started: 0, finished: 0, late: 0, minutes: 0, hist: new Map() });

export const isZero = (s: Sums) =>
  s.started === 0 && s.finished === 0 && s.late === 0 && s.minutes === 0 && [...s.hist.values()].every((c) => c === 0);

/** Roll-up rows by key: dept `day|dept`, month `YYYY-MM|dept`, service `day|dept|service`, node `day|dept|process|node`, handler `day|user|dept`. */
export interface Rollups {
  dept: Map<string, Sums>;
  month: Map<string, Sums>;
  service: Map<string, Sums>;
  node: Map<string, Sums>;
  handler: Map<string, Sums>;
}

export const emptyRollups = (): Rollups => ({ dept: new Map(), month: new Map(), service: new Map(), node: new Map(), handler: new Map() });

export const SEP = '\u0001';
export const keyOf = (...parts: string[]) => parts.join(SEP);

export interface Resolver {
  deptOfService(serviceId: string | null): string;
  /** The service id as counted: '' for none or one the tenant does not have. */
  serviceOf(serviceId: string | null): string;
  deptOfUser(userId: string): string;
  thresholds: Thresholds;
}

function bump(
  map: Map<string, Sums>,
  key: string,
  sign: number,
  f: { started?: number; finished?: number; late?: number; minutes?: number },
  bucket?: number,
) {
  let s = map.get(key);
  if (!s) {
    s = emptySums();
    map.set(key, s);
  }
  s.started += sign * (f.started ?? 0);
  s.finished += sign * (f.finished ?? 0);
  s.late += sign * (f.late ?? 0);
  s.minutes += sign * (f.minutes ?? 0);
  if (bucket !== undefined) s.hist.set(bucket, (s.hist.get(bucket) ?? 0) + sign);
}

const minutesBetween = (a: string, b: string) => Math.max(0, Math.round((Date.parse(b) - Date.parse(a)) / 60_000));
const plusHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** A process counts as finished once it ended (FINISHED or REJECTED) with a finish time. */
export const endedAt = (p: ProcessSnapshot) => (p.state !== 'RUNNING' && p.finishTime ? p.finishTime : null);

export function factOf(tenantId: string, p: ProcessSnapshot, r: Resolver): EffProcessFactsTable {
  const deadline = p.deadline ?? plusHours(p.startTime, r.thresholds.processHours(p.processName));
  const finish = endedAt(p);
  return {
    process_id: p.id,
    tenant_id: tenantId,
    dept_id: r.deptOfService(p.serviceId),
    service_id: r.serviceOf(p.serviceId),
    process_name: p.processName,
    state: finish ? p.state : 'RUNNING',
    start_time: p.startTime,
    finish_time: finish,
    start_day: chinaDay(p.startTime),
    finish_day: finish ? chinaDay(finish) : null,
    minutes: finish ? minutesBetween(p.startTime, finish) : null,
    deadline,
    late: finish && finish > deadline ? 1 : 0,
  };
}

/** The unfinished nodes of a running process, with their effective deadline. */
export function openNodesOf(tenantId: string, p: ProcessSnapshot, fact: EffProcessFactsTable): EffOpenNodesTable[] {
  if (fact.state !== 'RUNNING') return [];
  return p.nodes
    .filter((n) => !n.finishTime)
    .map((n) => ({
      process_id: p.id,
      seq: n.seq,
      tenant_id: tenantId,
      dept_id: fact.dept_id,
      process_name: p.processName,
      node_name: n.nodeName,
      user_id: n.handlerUserId ?? '',
      start_time: n.startTime,
      deadline: n.deadline ?? '',
    }));
}

/** Adds (sign 1) or takes away (sign −1) what a process contributes to the roll-ups; answers its fact row. */
export function addProcess(into: Rollups, tenantId: string, p: ProcessSnapshot, r: Resolver, sign: 1 | -1): EffProcessFactsTable {
  const fact = factOf(tenantId, p, r);
  const dept = fact.dept_id;
  bump(into.dept, keyOf(fact.start_day, dept), sign, { started: 1 });
  bump(into.month, keyOf(fact.start_day.slice(0, 7), dept), sign, { started: 1 });
  bump(into.service, keyOf(fact.start_day, dept, fact.service_id), sign, { started: 1 });
  if (fact.finish_day !== null && fact.minutes !== null) {
    const f = { finished: 1, late: fact.late, minutes: fact.minutes };
    bump(into.dept, keyOf(fact.finish_day, dept), sign, f, durationBucket(fact.minutes));
    bump(into.month, keyOf(fact.finish_day.slice(0, 7), dept), sign, f, durationBucket(fact.minutes));
    bump(into.service, keyOf(fact.finish_day, dept, fact.service_id), sign, f);
  }
  for (const n of p.nodes) {
    if (!n.finishTime) continue;
    const minutes = minutesBetween(n.startTime, n.finishTime);
    const deadline = n.deadline ?? plusHours(n.startTime, r.thresholds.nodeHours(p.processName));
    const f = { finished: 1, late: n.finishTime > deadline ? 1 : 0, minutes };
    const day = chinaDay(n.finishTime);
    bump(into.node, keyOf(day, dept, p.processName, n.nodeName), sign, f, durationBucket(minutes));
    if (n.handlerUserId) bump(into.handler, keyOf(day, n.handlerUserId, r.deptOfUser(n.handlerUserId)), sign, f, durationBucket(minutes));
  }
  return fact;
}

/** Open nodes get their effective deadline from the node threshold when pushed without one. */
export function withNodeDeadlines(nodes: EffOpenNodesTable[], r: Resolver): EffOpenNodesTable[] {
  return nodes.map((n) => (n.deadline ? n : { ...n, deadline: plusHours(n.start_time, r.thresholds.nodeHours(n.process_name)) }));
}

// Histograms are stored as "bucket:count,…" text (buckets ascending, zero counts left out).

export function histText(hist: ReadonlyMap<number, number>): string {
  return [...hist.entries()]
    .filter(([, c]) => c !== 0)
    .sort((a, b) => a[0] - b[0])
    .map(([b, c]) => `${b}:${c}`)
    .join(',');
}

export function parseHist(text: string, into: Map<number, number> = new Map()): Map<number, number> {
  // Read by character codes: a year's overview merges thousands of these.
  let bucket = 0;
  let count = 0;
  let negative = false;
  let inCount = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c === 58) inCount = true;
    else if (c === 45) negative = true;
    else if (c === 44) {
      if (inCount) into.set(bucket, (into.get(bucket) ?? 0) + (negative ? -count : count));
      bucket = 0;
      count = 0;
      negative = false;
      inCount = false;
    } else if (inCount) count = count * 10 + (c - 48);
    else bucket = bucket * 10 + (c - 48);
  }
  return into;
}
