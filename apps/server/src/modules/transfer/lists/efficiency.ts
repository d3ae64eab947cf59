import type { Condition } from '../../../db/conditions.ts';
import type { Platform } from '../../../platform/context.ts';
import { unauthorized } from '../../../platform/http/app-error.ts';
import type { MenuResolver } from '../../../platform/http/endpoints.ts';
import { type EfficiencyExport, type ExportCall, efficiencyExports } from '../../efficiency/exports.ts';
import type { ServicesContext } from '../../services/context.ts';
import type { ListContext, TransferList } from '../list.ts';

/*
 * The efficiency report tables (docs/design/efficiency-web.md "Export"),
 * export only. The record id is the period; the search form's context keys
 * are fields that are never columns (exact match), so the generic range rules
 * apply: 全部数据 is the call without context, 当前搜索结果 with it, 勾选数据
 * the rows of those ids. Access is the report call's (no menu): the
 * efficiency module checks the caller the list is given.
 */
export function efficiencyLists(platform: Platform, services: ServicesContext, holdsMenu: MenuResolver): TransferList[] {
  return efficiencyExports({ platform, services }, holdsMenu).map(listOf);
}

function callOf(ctx: ListContext, conditions: readonly Condition[]): { call: ExportCall; ticked: Set<string> | null } {
  if (!ctx.principal) throw unauthorized();
  const context: Record<string, string> = {};
  let ticked: Set<string> | null = null;
  for (const c of conditions) {
    if (c.field === 'id' && c.operator === 'in' && Array.isArray(c.value)) ticked = new Set(c.value.map(String));
    else if (c.operator === 'eq') context[c.field] = String(c.value);
  }
  return { call: { principal: ctx.principal, period: ctx.recordId, context }, ticked };
}

function listOf(table: EfficiencyExport): TransferList {
  return {
    key: table.key,
    name: table.name,
    menu: null,
    fields: [
      ...table.columns.map((c) => ({ ...c, required: false, importable: false, exportable: true, match: 'eq' as const })),
      ...table.context.map((key) => ({ key, label: key, required: false, importable: false, exportable: false, match: 'eq' as const })),
    ],
    keyFields: [],
    example: {},
    async count(ctx, conditions) {
      const { call, ticked } = callOf(ctx, conditions);
      if (!ticked) return table.count(call);
      let n = 0;
      for await (const batch of table.rows(call, 1000)) n += batch.filter((r) => ticked.has(String(r.id))).length;
      return n;
    },
    async *rows(ctx, conditions, batchSize) {
      const { call, ticked } = callOf(ctx, conditions);
      for await (const batch of table.rows(call, batchSize)) {
        const kept = ticked ? batch.filter((r) => ticked.has(String(r.id))) : batch;
        if (kept.length > 0) yield kept;
      }
    },
  };
}
