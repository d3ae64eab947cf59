import type { InventoryCategory } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { allDepts, defaultDept, dutyTypeLabel, filterTree, findDept, shownLists } from './tree.ts';

const dept = (id: string, name: string, code: string) => ({ id, name, code, categoryId: 'c', sort: 0, dutyCount: 1, serviceCount: 1 });
const tree: InventoryCategory[] = [
  { id: 'c1', name: '党群部门', deptCount: 1, dutyCount: 1, serviceCount: 1, depts: [dept('d1', '党委办公室', 'DW')] },
  {
    id: 'c2',
    name: '行政部门',
    deptCount: 2,
    dutyCount: 2,
    serviceCount: 2,
    depts: [dept('d2', '教务处', 'JWC'), dept('d3', '财务处', 'CWC')],
  },
];

describe('three-lists tree helpers', () => {
  it('should list and find departments in tree order', () => {
    expect(allDepts(tree).map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    expect(findDept(tree, 'd3')?.name).toBe('财务处');
    expect(findDept(tree, null)).toBeUndefined();
  });

  it('should open the first department with both duties and services by default', () => {
    const withGap = [{ ...tree[0]!, depts: [{ ...tree[0]!.depts[0]!, serviceCount: 0 }] }, tree[1]!];
    expect(defaultDept(withGap)?.id).toBe('d2');
    expect(defaultDept([])).toBeUndefined();
  });

  it('should narrow the tree by name or code and drop emptied categories', () => {
    expect(filterTree(tree, '教务').map((c) => c.id)).toEqual(['c2']);
    expect(filterTree(tree, 'cwc')[0]?.depts.map((d) => d.id)).toEqual(['d3']);
    expect(filterTree(tree, '  ')).toHaveLength(2);
  });

  it('should keep only the lists the configuration shows, in the fixed order', () => {
    expect(shownLists({ showDuties: true, showServices: false, showRelation: true })).toEqual(['duties', 'relation']);
  });

  it('should say 未分类 for a duty without a type', () => {
    expect(dutyTypeLabel({ dutyType: '', dutyTypeName: '' })).toBe('未分类');
    expect(dutyTypeLabel({ dutyType: '1', dutyTypeName: '主体职责' })).toBe('主体职责');
  });
});
