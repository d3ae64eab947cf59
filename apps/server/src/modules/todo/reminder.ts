import {
  DEFAULT_TODO_REMIND,
  type ResultOf,
  TODO_REMIND_FIELDS,
  TodoMessages,
  type TodoRemindConfig,
  type TodoRemindField,
  type todoNumRemindDetail,
} from '@onehall/contract';
import { jsonColumn } from '../../db/json-columns.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import { processCounts } from './views.ts';

/** The to-do number reminder: which counts remind a user, and the reminder itself (docs/design/todo.md). */

export function remindFields() {
  return Object.entries(TODO_REMIND_FIELDS).map(([field, f]) => ({ field, name: f.name, description: f.description }));
}

export async function remindDetail(platform: Platform, tenantId: string): Promise<ResultOf<typeof todoNumRemindDetail>> {
  const row = await repo.findRemind(platform.db, tenantId);
  if (!row) return { ...DEFAULT_TODO_REMIND, updateTime: null };
  return { ...jsonColumn<TodoRemindConfig>(row.config, DEFAULT_TODO_REMIND), updateTime: row.updated_at };
}

const FIELD_ORDER = Object.keys(TODO_REMIND_FIELDS) as TodoRemindField[];

export async function saveRemind(platform: Platform, principal: Principal, input: TodoRemindConfig): Promise<TodoRemindConfig> {
  const seen = new Set<string>();
  for (const rule of input.rules) {
    if (seen.has(rule.field)) throw badRequest(TodoMessages.remindDuplicateField(rule.field));
    seen.add(rule.field);
  }
  if (input.remindMode === 'INTERVAL' && input.intervalMinutes === undefined) throw badRequest(TodoMessages.remindIntervalRequired);
  if (input.enabled && !input.rules.some((r) => r.enabled)) throw badRequest(TodoMessages.remindNoRule);
  const config: TodoRemindConfig = {
    enabled: input.enabled,
    remindMode: input.remindMode,
    ...(input.remindMode === 'INTERVAL' ? { intervalMinutes: input.intervalMinutes } : {}),
    rules: [...input.rules]
      .sort((a, b) => FIELD_ORDER.indexOf(a.field as TodoRemindField) - FIELD_ORDER.indexOf(b.field as TodoRemindField))
      .map((r) => ({ field: r.field, threshold: r.threshold, enabled: r.enabled })),
  };
  await repo.saveRemind(platform.db, {
    tenant_id: principal.tenantId,
    config: JSON.stringify(config),
    updated_by: principal.userId,
    updated_at: platform.clock.now().toISOString(),
  });
  return config;
}

export interface TodoReminder {
  remindMode: TodoRemindConfig['remindMode'];
  intervalMinutes?: number;
  /** The enabled rules whose number reached the threshold, e.g. 超时待办数量 3 ≥ 1. */
  items: { field: TodoRemindField; name: string; value: number; threshold: number }[];
}

/** What to remind the user of now under the tenant's reminder, or null when it is off or nothing reached its threshold. */
export async function todoReminder(platform: Platform, principal: Principal): Promise<TodoReminder | null> {
  const config = await remindDetail(platform, principal.tenantId);
  if (!config.enabled) return null;
  const counts = await processCounts(platform, principal);
  const values: Record<TodoRemindField, number> = { todoNum: counts.todo, todoTimeoutNum: counts.timeout, todoDueSoonNum: counts.dueSoon };
  const items = config.rules
    .filter((r) => r.enabled && values[r.field as TodoRemindField] >= r.threshold)
    .map((r) => ({
      field: r.field as TodoRemindField,
      name: TODO_REMIND_FIELDS[r.field as TodoRemindField].name,
      value: values[r.field as TodoRemindField],
      threshold: r.threshold,
    }));
  if (items.length === 0) return null;
  return { remindMode: config.remindMode, ...(config.intervalMinutes ? { intervalMinutes: config.intervalMinutes } : {}), items };
}
