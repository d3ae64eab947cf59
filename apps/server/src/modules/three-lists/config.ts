import {
  type BodyOf,
  type DeptCategory,
  THREE_LISTS_DEFAULT_INTRODUCTION,
  THREE_LISTS_DEFAULT_TITLE,
  type ThreeListsConfig,
  ThreeListsMessages,
  type tripleListSaveConfig,
} from '@onehall/contract';
import { jsonArrayColumn } from '../../db/json-columns.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * The three-lists configuration (tripleList) and department categories. The
 * duties module asks `isDutyTypeMust` here and reports its changes with
 * `threeListsChanged`, so this file imports nothing of the duties module.
 */

/** Every memo entry of a tenant's three lists starts with this (docs/design/node-memo.md). */
export const memoPrefix = (tenantId: string) => `three-lists:${tenantId}:`;

/** Drops what this node and the others keep of the tenant's three lists; call after the change committed. */
export function threeListsChanged(platform: Platform, tenantId: string): Promise<void> {
  return platform.memo.forgetPrefix(memoPrefix(tenantId));
}

export function getConfig(platform: Platform, tenantId: string): Promise<ThreeListsConfig> {
  return platform.memo.get(`${memoPrefix(tenantId)}config`, () => loadConfig(platform, tenantId));
}

async function loadConfig(platform: Platform, tenantId: string): Promise<ThreeListsConfig> {
  const [row, cats] = await Promise.all([repo.configRow(platform.db, tenantId), repo.categories(platform.db, tenantId)]);
  const categories: DeptCategory[] = cats.map((c) => ({ id: c.id, name: c.name, sort: Number(c.sort), shown: Number(c.shown) === 1 }));
  if (!row)
    return {
      title: THREE_LISTS_DEFAULT_TITLE,
      introduction: THREE_LISTS_DEFAULT_INTRODUCTION,
      showDuties: true,
      showServices: true,
      showRelation: true,
      visitorAllowed: true,
      isDutyTypeMust: false,
      hiddenDeptIds: [],
      categories,
    };
  return {
    title: row.title,
    introduction: row.introduction,
    showDuties: Number(row.show_duties) === 1,
    showServices: Number(row.show_services) === 1,
    showRelation: Number(row.show_relation) === 1,
    visitorAllowed: Number(row.visitor_allowed) === 1,
    isDutyTypeMust: Number(row.is_duty_type_must) === 1,
    hiddenDeptIds: jsonArrayColumn(row.hidden_dept_ids).map(String),
    categories,
  };
}

export async function isDutyTypeMust(platform: Platform, tenantId: string): Promise<boolean> {
  return (await getConfig(platform, tenantId)).isDutyTypeMust;
}

export async function categories(platform: Platform, tenantId: string): Promise<DeptCategory[]> {
  return (await getConfig(platform, tenantId)).categories;
}

export async function saveConfig(
  platform: Platform,
  tenantId: string,
  body: BodyOf<typeof tripleListSaveConfig>,
): Promise<ThreeListsConfig> {
  const names = new Set<string>();
  for (const c of body.categories) {
    const name = c.name.trim();
    if (names.has(name)) throw business(ThreeListsMessages.categoryDuplicate(name));
    names.add(name);
  }
  const now = platform.clock.now().toISOString();
  await platform.db.transaction().execute(async (trx) => {
    const existing = await repo.categories(trx, tenantId);
    const known = new Set(existing.map((c) => c.id));
    const unknown = body.categories.find((c) => c.id !== undefined && !known.has(c.id));
    if (unknown) throw business(ThreeListsMessages.categoryUnknown);
    const kept = new Set(body.categories.flatMap((c) => (c.id ? [c.id] : [])));
    const removed = existing.filter((c) => !kept.has(c.id));
    if (removed.length > 0) {
      const held = await repo.deptInCategories(
        trx,
        tenantId,
        removed.map((c) => c.id),
      );
      const heldBy = held && removed.find((c) => c.id === held.category_id);
      if (heldBy) throw business(ThreeListsMessages.categoryInUse(heldBy.name));
      await repo.deleteCategories(
        trx,
        tenantId,
        removed.map((c) => c.id),
      );
    }
    await repo.renameCategoriesAside(trx, tenantId);
    const added = [];
    for (const [i, c] of body.categories.entries()) {
      const shown = c.shown ? 1 : 0;
      if (c.id) await repo.updateCategory(trx, tenantId, c.id, c.name.trim(), i + 1, shown);
      else added.push({ id: platform.newId(), tenant_id: tenantId, name: c.name.trim(), sort: i + 1, shown });
    }
    await repo.insertCategories(trx, added);
    await repo.upsertConfig(trx, {
      tenant_id: tenantId,
      title: body.title.trim(),
      introduction: body.introduction.trim(),
      show_duties: body.showDuties ? 1 : 0,
      show_services: body.showServices ? 1 : 0,
      show_relation: body.showRelation ? 1 : 0,
      visitor_allowed: body.visitorAllowed ? 1 : 0,
      is_duty_type_must: body.isDutyTypeMust ? 1 : 0,
      hidden_dept_ids: JSON.stringify([...new Set(body.hiddenDeptIds)]),
      updated_at: now,
    });
  });
  await threeListsChanged(platform, tenantId);
  return getConfig(platform, tenantId);
}
