import type { ThreeListsConfig } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { configBody, withDeptHidden } from './config-body.ts';

const config: ThreeListsConfig = {
  title: '三清单',
  introduction: '介绍',
  showDuties: true,
  showServices: true,
  showRelation: true,
  visitorAllowed: true,
  isDutyTypeMust: false,
  hiddenDeptIds: ['d9'],
  categories: [{ id: 'c1', name: '党群部门', sort: 1, shown: true }],
};

describe('configBody', () => {
  it('should send the whole configuration with the change, categories without their sort', () => {
    expect(configBody(config, { showServices: false })).toEqual({
      title: '三清单',
      introduction: '介绍',
      showDuties: true,
      showServices: false,
      showRelation: true,
      visitorAllowed: true,
      isDutyTypeMust: false,
      hiddenDeptIds: ['d9'],
      categories: [{ id: 'c1', name: '党群部门', shown: true }],
    });
  });

  it('should hide and show a department once', () => {
    expect(withDeptHidden(['d9'], 'd1', true)).toEqual(['d9', 'd1']);
    expect(withDeptHidden(['d9', 'd1'], 'd1', true)).toEqual(['d9', 'd1']);
    expect(withDeptHidden(['d9', 'd1'], 'd9', false)).toEqual(['d1']);
  });
});
