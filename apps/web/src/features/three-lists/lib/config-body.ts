import type { DeptCategory, ThreeListsConfig } from '@onehall/contract';
import type { SaveConfigBody } from '../api/save-config.ts';

/** The save body of a configuration as read, with some fields changed: every save sends the whole configuration. */
export function configBody(config: ThreeListsConfig, change: Partial<SaveConfigBody> = {}): SaveConfigBody {
  return {
    title: config.title,
    introduction: config.introduction,
    showDuties: config.showDuties,
    showServices: config.showServices,
    showRelation: config.showRelation,
    visitorAllowed: config.visitorAllowed,
    isDutyTypeMust: config.isDutyTypeMust,
    hiddenDeptIds: config.hiddenDeptIds,
    categories: config.categories.map(({ id, name, shown }) => ({ id, name, shown })),
    ...change,
  };
}

export type CategoryInput = SaveConfigBody['categories'][number];

export const categoryInputs = (categories: readonly DeptCategory[]): CategoryInput[] =>
  categories.map(({ id, name, shown }) => ({ id, name, shown }));

/** A department shown or hidden on the public page. */
export function withDeptHidden(hiddenDeptIds: readonly string[], deptId: string, hidden: boolean): string[] {
  const rest = hiddenDeptIds.filter((id) => id !== deptId);
  return hidden ? [...rest, deptId] : rest;
}
