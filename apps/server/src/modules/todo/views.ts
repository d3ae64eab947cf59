import type { ProcessState } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import * as repo from './repo.ts';

/*
 * To-do and process records as the home-page cards read them
 * (docs/design/home.md "Interfaces between areas", docs/design/todo.md).
 */

export interface TodoItemView {
  id: string;
  title: string;
  systemName: string;
  systemCode: string;
  /** The column of the to-do card (待审批, 待阅 …). */
  category: string;
  startTime: string;
  deadline: string | null;
  /** Open: past the deadline now. Done: finished after the deadline. */
  timeout: boolean;
  url: string;
  /** Null while open. */
  doneTime: string | null;
}

export interface TodoColumn {
  columnName: string;
  todoNum: number;
  todoTimeoutNum: number;
  items: TodoItemView[];
}

export interface ProcessView {
  id: string;
  processName: string;
  systemName: string;
  systemCode: string;
  state: ProcessState;
  currentNode: string;
  handlerName: string;
  startTime: string;
  finishTime: string | null;
  deadline: string | null;
  /** Running: past the deadline now. Ended: finished after the deadline. */
  timeout: boolean;
  url: string;
}

export interface ProcessCounts {
  /** Open to-do items. */
  todo: number;
  /** Open items past their deadline. */
  timeout: number;
  /** Open items due within the next 24 hours. */
  dueSoon: number;
  done: number;
  running: number;
  /** Ended processes: FINISHED or REJECTED. */
  finished: number;
}

const DUE_SOON_MS = 24 * 60 * 60 * 1000;

function itemView(r: repo.ItemViewRow, now: string): TodoItemView {
  const end = r.done_time ?? now;
  return {
    id: r.id,
    title: r.title,
    systemName: r.system_name,
    systemCode: r.system_code,
    category: r.category,
    startTime: r.start_time,
    deadline: r.deadline,
    timeout: r.deadline !== null && end > r.deadline,
    url: r.url,
    doneTime: r.done_time,
  };
}

/** Pending to-do items of the user, newest first, grouped by column (the pushed category). */
export async function todoColumns(platform: Platform, principal: Principal, limitPerColumn: number): Promise<TodoColumn[]> {
  const now = platform.clock.now().toISOString();
  const counts = await repo.openCountsByCategory(platform.db, principal.tenantId, principal.userId, now);
  return Promise.all(
    counts.map(async (c) => ({
      columnName: c.category,
      todoNum: c.todoNum,
      todoTimeoutNum: c.timeoutNum,
      items:
        limitPerColumn > 0
          ? (await repo.openItemsOfCategory(platform.db, principal.tenantId, principal.userId, c.category, limitPerColumn)).map((r) =>
              itemView(r, now),
            )
          : [],
    })),
  );
}

/** The user's done items, most recently done first. */
export async function doneItems(platform: Platform, principal: Principal, limit: number): Promise<TodoItemView[]> {
  const now = platform.clock.now().toISOString();
  return (await repo.doneItemsOfUser(platform.db, principal.tenantId, principal.userId, limit)).map((r) => itemView(r, now));
}

/** Process records the user started, newest first. */
export async function myProcesses(platform: Platform, principal: Principal, limit: number): Promise<ProcessView[]> {
  const now = platform.clock.now().toISOString();
  const rows = await repo.processesOfUser(platform.db, principal.tenantId, principal.userId, limit);
  return rows.map((r) => ({
    id: r.id,
    processName: r.process_name,
    systemName: r.system_name,
    systemCode: r.system_code,
    state: r.state,
    currentNode: r.current_node,
    handlerName: r.handler_name,
    startTime: r.start_time,
    finishTime: r.finish_time,
    deadline: r.deadline,
    timeout: r.deadline !== null && (r.finish_time ?? now) > r.deadline,
    url: r.url,
  }));
}

export async function processCounts(platform: Platform, principal: Principal): Promise<ProcessCounts> {
  const at = platform.clock.now();
  const now = at.toISOString();
  const soon = new Date(at.getTime() + DUE_SOON_MS).toISOString();
  const [items, processes] = await Promise.all([
    repo.itemCountsOfUser(platform.db, principal.tenantId, principal.userId, now, soon),
    repo.processCountsOfUser(platform.db, principal.tenantId, principal.userId),
  ]);
  return {
    todo: items.open,
    timeout: items.timeout,
    dueSoon: items.dueSoon,
    done: items.done,
    running: processes.running,
    finished: processes.ended,
  };
}
