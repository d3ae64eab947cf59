import {
  PROCESS_STATES,
  type ProcessNodePush,
  type ProcessPush,
  type ProcessState,
  TODO_ACCOUNTS_MAX,
  TODO_BATCH_MAX,
  TODO_NODES_MAX,
  type TodoItemDone,
  type TodoItemPush,
} from '@onehall/contract';
import { badRequest } from '../../platform/http/app-error.ts';

/*
 * Checks of what business systems push (docs/design/todo.md "Payloads").
 * Each failure names the field by its path in the body (`items[2].title`), so
 * the developer of the pushing system can find it; one bad entry refuses the
 * whole batch. Dates come out as ISO-8601 UTC, the form stored everywhere.
 */

type Json = Record<string, unknown>;

const refuse = (path: string, problem: string) => badRequest(`请求参数有误：${path} ${problem}`);

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse(path, '必须是 JSON 对象');
  return value as Json;
}

function list(o: Json, key: string, path: string, max: number, required = true): unknown[] | undefined {
  const value = o[key];
  if (value === undefined || value === null) {
    if (required) throw refuse(`${path}${key}`, '必填');
    return undefined;
  }
  if (!Array.isArray(value)) throw refuse(`${path}${key}`, '必须是数组');
  if (required && value.length === 0) throw refuse(`${path}${key}`, '不能为空');
  if (value.length > max) throw refuse(`${path}${key}`, `最多 ${max} 条`);
  return value;
}

function text(o: Json, key: string, path: string, max: number): string {
  const value = optionalText(o, key, path, max);
  if (!value) throw refuse(`${path}${key}`, '必填');
  return value;
}

function optionalText(o: Json, key: string, path: string, max: number): string | undefined {
  const value = o[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw refuse(`${path}${key}`, '必须是字符串');
  const trimmed = value.trim();
  if (trimmed.length > max) throw refuse(`${path}${key}`, `不能超过 ${max} 个字符`);
  return trimmed || undefined;
}

/** Links open in the user's browser: only web addresses, never `javascript:` and the like. */
function url(o: Json, path: string): string {
  const value = optionalText(o, 'url', path, 2000) ?? '';
  if (value && !/^https?:\/\/[^\s]+$/i.test(value) && !/^\/[^\s]*$/.test(value)) {
    throw refuse(`${path}url`, '必须是 http:// 或 https:// 开头的地址，或以 / 开头的站内路径');
  }
  return value;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** Times without an offset are China time, as campus systems write them. */
const LOCAL_OFFSET_MINUTES = 8 * 60;
const DATE_FORMS = '应为 ISO-8601（如 2025-09-01T08:00:00+08:00）或 YYYY-MM-DD HH:mm:ss（北京时间）';

/** Parses one accepted date text into ISO-8601 UTC, or undefined when it is not a real date of an accepted form. */
export function parseDateText(value: string): string | undefined {
  const m = ISO.exec(value) ?? LOCAL.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s = '0'] = m.slice(1, 7).map((p) => p ?? '0') as string[];
  const ms = m.length === 9 && m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const zone = m.length === 9 ? m[8] : undefined;
  let offset = LOCAL_OFFSET_MINUTES;
  if (zone === 'Z') offset = 0;
  else if (zone) offset = (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(local);
  // Date.UTC rolls 2025-02-30 over to March: a changed field means the date does not exist.
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi) ||
    check.getUTCSeconds() !== Number(s)
  ) {
    return undefined;
  }
  const year = Number(y);
  if (year < 2000 || year > 2099) return undefined;
  return new Date(local - offset * 60_000).toISOString();
}

function date(o: Json, key: string, path: string): string {
  const value = optionalDate(o, key, path);
  if (!value) throw refuse(`${path}${key}`, '必填');
  return value;
}

function optionalDate(o: Json, key: string, path: string): string | null {
  const value = o[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw refuse(`${path}${key}`, `必须是字符串，${DATE_FORMS}`);
  const iso = parseDateText(value.trim());
  if (!iso) throw refuse(`${path}${key}`, `不是有效的时间：${value}，${DATE_FORMS}`);
  return iso;
}

function notBefore(later: string | null, earlier: string, path: string, laterKey: string, earlierKey: string): void {
  if (later && later < earlier) throw refuse(`${path}${laterKey}`, `不能早于 ${earlierKey}`);
}

function accounts(o: Json, path: string, required: boolean): string[] | undefined {
  const values = list(o, 'accounts', path, TODO_ACCOUNTS_MAX, required);
  if (!values) return undefined;
  const out = values.map((v, k) => {
    if (typeof v !== 'string' || !v.trim()) throw refuse(`${path}accounts[${k}]`, '必须是非空的账号字符串');
    return v.trim();
  });
  return [...new Set(out)];
}

/** Refuses an id that appears twice in one batch: which of the two should win is not ours to guess. */
function unique<T>(entries: T[], idOf: (e: T) => string, field: string, listKey: string): T[] {
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = seen.get(idOf(e));
    if (first !== undefined) throw refuse(`${listKey}[${i}].${field}`, `与 ${listKey}[${first}].${field} 重复：${idOf(e)}`);
    seen.set(idOf(e), i);
  });
  return entries;
}

const ID_MAX = 128;

/** A checked to-do push: dates in ISO-8601 UTC. */
export interface CheckedItem extends Omit<TodoItemPush, 'deadline' | 'url'> {
  url: string;
  deadline: string | null;
}

export function checkItemPushes(body: unknown): CheckedItem[] {
  const items = list(object(body, '请求内容'), 'items', '', TODO_BATCH_MAX) as unknown[];
  const checked = items.map((raw, i): CheckedItem => {
    const path = `items[${i}].`;
    const o = object(raw, `items[${i}]`);
    const startTime = date(o, 'startTime', path);
    const deadline = optionalDate(o, 'deadline', path);
    notBefore(deadline, startTime, path, 'deadline', 'startTime');
    return {
      itemId: text(o, 'itemId', path, ID_MAX),
      title: text(o, 'title', path, 200),
      category: text(o, 'category', path, 20),
      accounts: accounts(o, path, true) as string[],
      url: url(o, path),
      startTime,
      deadline,
    };
  });
  return unique(checked, (c) => c.itemId, 'itemId', 'items');
}

export interface CheckedDone extends Omit<TodoItemDone, 'doneTime'> {
  doneTime: string | null;
}

export function checkDones(body: unknown): CheckedDone[] {
  const items = list(object(body, '请求内容'), 'items', '', TODO_BATCH_MAX) as unknown[];
  const checked = items.map((raw, i): CheckedDone => {
    const path = `items[${i}].`;
    const o = object(raw, `items[${i}]`);
    const picked = accounts(o, path, false);
    return {
      itemId: text(o, 'itemId', path, ID_MAX),
      ...(picked ? { accounts: picked } : {}),
      doneTime: optionalDate(o, 'doneTime', path),
    };
  });
  return unique(checked, (c) => c.itemId, 'itemId', 'items');
}

export interface CheckedNode extends Omit<ProcessNodePush, 'finishTime' | 'deadline'> {
  finishTime: string | null;
  deadline: string | null;
}

export interface CheckedProcess extends Omit<ProcessPush, 'finishTime' | 'deadline' | 'url' | 'nodes'> {
  url: string;
  finishTime: string | null;
  deadline: string | null;
  nodes: CheckedNode[];
}

export function checkProcessPushes(body: unknown): CheckedProcess[] {
  const processes = list(object(body, '请求内容'), 'processes', '', TODO_BATCH_MAX) as unknown[];
  const checked = processes.map((raw, i): CheckedProcess => {
    const path = `processes[${i}].`;
    const o = object(raw, `processes[${i}]`);
    const state = o.state;
    if (!PROCESS_STATES.includes(state as ProcessState)) throw refuse(`${path}state`, `只能是 ${PROCESS_STATES.join('、')}`);
    const startTime = date(o, 'startTime', path);
    const finishTime = optionalDate(o, 'finishTime', path);
    const deadline = optionalDate(o, 'deadline', path);
    if (state === 'RUNNING' && finishTime) throw refuse(`${path}finishTime`, '进行中（RUNNING）的流程不能有结束时间');
    if (state !== 'RUNNING' && !finishTime) throw refuse(`${path}finishTime`, `必填（state 为 ${state} 时）`);
    notBefore(finishTime, startTime, path, 'finishTime', 'startTime');
    notBefore(deadline, startTime, path, 'deadline', 'startTime');
    const nodes = (list(o, 'nodes', path, TODO_NODES_MAX, false) ?? []).map((rawNode, k): CheckedNode => {
      const nodePath = `${path}nodes[${k}].`;
      const n = object(rawNode, `${path}nodes[${k}]`);
      const nodeStart = date(n, 'startTime', nodePath);
      const nodeFinish = optionalDate(n, 'finishTime', nodePath);
      const nodeDeadline = optionalDate(n, 'deadline', nodePath);
      notBefore(nodeFinish, nodeStart, nodePath, 'finishTime', 'startTime');
      notBefore(nodeDeadline, nodeStart, nodePath, 'deadline', 'startTime');
      const handlerAccount = optionalText(n, 'handlerAccount', nodePath, 64);
      return {
        nodeName: text(n, 'nodeName', nodePath, 50),
        handlerName: text(n, 'handlerName', nodePath, 50),
        ...(handlerAccount ? { handlerAccount } : {}),
        startTime: nodeStart,
        finishTime: nodeFinish,
        deadline: nodeDeadline,
      };
    });
    return {
      processId: text(o, 'processId', path, ID_MAX),
      processName: text(o, 'processName', path, 200),
      account: text(o, 'account', path, 64),
      state: state as ProcessState,
      url: url(o, path),
      serviceId: optionalText(o, 'serviceId', path, ID_MAX) ?? null,
      startTime,
      finishTime,
      deadline,
      nodes,
    };
  });
  return unique(checked, (c) => c.processId, 'processId', 'processes');
}

export function checkProcessDeletes(body: unknown): string[] {
  const ids = list(object(body, '请求内容'), 'processIds', '', TODO_BATCH_MAX) as unknown[];
  return [...new Set(ids.map((id, i) => text({ [`processIds[${i}]`]: id }, `processIds[${i}]`, '', ID_MAX)))];
}
