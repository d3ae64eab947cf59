import type { InventoryCategory, InventoryDept, ThreeListKey, ThreeListsConfig } from '@onehall/contract';

/** Every department of the tree, in the tree's order. */
export function allDepts(tree: readonly InventoryCategory[]): InventoryDept[] {
  return tree.flatMap((c) => c.depts);
}

export function findDept(tree: readonly InventoryCategory[], id: string | null): InventoryDept | undefined {
  if (!id) return undefined;
  for (const c of tree) {
    const d = c.depts.find((x) => x.id === id);
    if (d) return d;
  }
  return undefined;
}

/**
 * The department shown when none is chosen: the first (in tree order) with
 * both duties and services, so a first visit shows all three lists filled;
 * the first department when none has both.
 */
export function defaultDept(tree: readonly InventoryCategory[]): InventoryDept | undefined {
  const depts = allDepts(tree);
  return depts.find((d) => d.dutyCount > 0 && d.serviceCount > 0) ?? depts[0];
}

/** The tree narrowed to departments whose name or code contains `text` (case-insensitive); categories left empty drop out. */
export function filterTree(tree: readonly InventoryCategory[], text: string): InventoryCategory[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tree];
  return tree
    .map((c) => ({ ...c, depts: c.depts.filter((d) => d.name.toLowerCase().includes(needle) || d.code.toLowerCase().includes(needle)) }))
    .filter((c) => c.depts.length > 0);
}

/** The lists the configuration shows, in their fixed order. */
export function shownLists(config: Pick<ThreeListsConfig, 'showDuties' | 'showServices' | 'showRelation'>): ThreeListKey[] {
  const lists: ThreeListKey[] = [];
  if (config.showDuties) lists.push('duties');
  if (config.showServices) lists.push('services');
  if (config.showRelation) lists.push('relation');
  return lists;
}

/** A duty type's label; a duty without a type (allowed unless isDutyTypeMust) says so. */
export function dutyTypeLabel(duty: { dutyType: string; dutyTypeName: string }): string {
  return duty.dutyTypeName || (duty.dutyType ? duty.dutyType : '未分类');
}
