import { PROCESS_STATES, type ProcessState } from '@onehall/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { Platform } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/job-type.ts';
import * as processRepo from './process-repo.ts';
import type { NodeRow, ProcessRow } from './repo.ts';
import * as repo from './repo.ts';

/*
 * What the to-do integration offers the efficiency reports
 * (docs/design/efficiency.md "Roll-ups"): every committed change of process
 * records is announced as a background job carrying each record as it was and
 * as it is now, so the reports can keep their daily roll-ups by difference
 * without scanning; plus the reads the reports make of process records.
 */

const NullableText = Type.Union([Type.String(), Type.Null()]);

const NodeSnapshotSchema = Type.Object({
  seq: Type.Integer(),
  nodeName: Type.String(),
  handlerUserId: NullableText,
  handlerName: Type.String(),
  startTime: Type.String(),
  finishTime: NullableText,
  deadline: NullableText,
});
export type NodeSnapshot = Static<typeof NodeSnapshotSchema>;

const ProcessSnapshotSchema = Type.Object({
  id: Type.String(),
  serviceId: NullableText,
  processName: Type.String(),
  userId: Type.String(),
  state: Type.Union(PROCESS_STATES.map((state) => Type.Literal(state))),
  startTime: Type.String(),
  finishTime: NullableText,
  deadline: NullableText,
  nodes: Type.Array(NodeSnapshotSchema),
});
export type ProcessSnapshot = Static<typeof ProcessSnapshotSchema>;

/** before null: created; after null: deleted. */
const ProcessChangeSchema = Type.Object({
  before: Type.Union([ProcessSnapshotSchema, Type.Null()]),
  after: Type.Union([ProcessSnapshotSchema, Type.Null()]),
});
export type ProcessChange = Static<typeof ProcessChangeSchema>;

/** Handled by the efficiency module (in process in the embedded mode, by a worker in production). */
export const PROCESSES_CHANGED_JOB = defineJob(
  'todo.processes-changed',
  1,
  Type.Object({ tenantId: Type.String(), changes: Type.Array(ProcessChangeSchema) }),
);
export type ProcessesChanged = Static<typeof PROCESSES_CHANGED_JOB.payload>;

export function snapshotOf(p: ProcessRow, nodes: readonly NodeRow[]): ProcessSnapshot {
  return {
    id: p.id,
    serviceId: p.service_id,
    processName: p.process_name,
    userId: p.user_id,
    state: p.state,
    startTime: p.start_time,
    finishTime: p.finish_time,
    deadline: p.deadline,
    nodes: nodes.map((n) => ({
      seq: n.seq,
      nodeName: n.node_name,
      handlerUserId: n.handler_user_id,
      handlerName: n.handler_name,
      startTime: n.start_time,
      finishTime: n.finish_time,
      deadline: n.deadline,
    })),
  };
}

/** Snapshots of these processes as stored now (inside the writing transaction, before it changes them). */
export async function snapshotsOf(db: Platform['db'], rows: readonly ProcessRow[]): Promise<Map<string, ProcessSnapshot>> {
  const nodes = await processRepo.nodesOfProcesses(
    db,
    rows.map((r) => r.id),
  );
  const byProcess = new Map<string, NodeRow[]>();
  for (const n of nodes) byProcess.set(n.process_id, [...(byProcess.get(n.process_id) ?? []), n]);
  return new Map(rows.map((r) => [r.id, snapshotOf(r, byProcess.get(r.id) ?? [])]));
}

/** Announces committed changes; called after the transaction, so a job never sees uncommitted rows. */
export async function announce(platform: Platform, tenantId: string, changes: ProcessChange[]): Promise<void> {
  if (changes.length > 0) await platform.jobs.enqueue(PROCESSES_CHANGED_JOB, { tenantId, changes });
}

/** A page of the tenant's processes with their nodes, in id order after `afterId` (full recomputation). */
export async function snapshotsAfter(platform: Platform, tenantId: string, afterId: string, limit: number): Promise<ProcessSnapshot[]> {
  const rows = await processRepo.processesAfter(platform.db, tenantId, afterId, limit);
  return [...(await snapshotsOf(platform.db, rows)).values()];
}

export interface ProcessInfo extends ProcessSnapshot {
  currentNode: string;
  handlerName: string;
}

/** Process records of the tenant by id, with their nodes and current node (unknown ids left out). */
export async function processInfos(platform: Platform, tenantId: string, ids: readonly string[]): Promise<Map<string, ProcessInfo>> {
  const rows = await processRepo.processesByIds(platform.db, tenantId, ids);
  const snaps = await snapshotsOf(platform.db, rows);
  return new Map(
    rows.map((r) => [r.id, { ...(snaps.get(r.id) as ProcessSnapshot), currentNode: r.current_node, handlerName: r.handler_name }]),
  );
}

export interface SystemActivity {
  systemId: string;
  systemName: string;
  todoOpen: number;
  todoOverdue: number;
  todoDone: number;
  processesStarted: number;
  processesFinished: number;
}

/** Every registered system in system order: open to-do rows now, and what was done, started and ended in [from, to). */
export async function systemActivity(platform: Platform, tenantId: string, from: string, to: string): Promise<SystemActivity[]> {
  const now = platform.clock.now().toISOString();
  const [systems, counts, period] = await Promise.all([
    repo.systemsOfTenant(platform.db, tenantId, ''),
    repo.countsBySystem(platform.db, tenantId, now),
    processRepo.periodCountsBySystem(platform.db, tenantId, from, to),
  ]);
  return systems.map((s) => ({
    systemId: s.id,
    systemName: s.system_name,
    todoOpen: counts.get(s.id)?.todoNum ?? 0,
    todoOverdue: counts.get(s.id)?.todoTimeoutNum ?? 0,
    todoDone: period.get(s.id)?.todoDone ?? 0,
    processesStarted: period.get(s.id)?.processesStarted ?? 0,
    processesFinished: period.get(s.id)?.processesFinished ?? 0,
  }));
}

export interface HandlerNode {
  processId: string;
  processName: string;
  /** Of the process: an open node of an ended process is not waiting. */
  processState: ProcessState;
  nodeName: string;
  startTime: string;
  finishTime: string | null;
  deadline: string | null;
}

/** A handler's nodes finished in [from, to) or still open, latest first. */
export async function nodesOfHandler(
  platform: Platform,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<HandlerNode[]> {
  const rows = await processRepo.nodesOfHandler(platform.db, tenantId, userId, from, to);
  return rows.map((r) => ({
    processId: r.process_id,
    processName: r.process_name,
    processState: r.state,
    nodeName: r.node_name,
    startTime: r.start_time,
    finishTime: r.finish_time,
    deadline: r.deadline,
  }));
}
