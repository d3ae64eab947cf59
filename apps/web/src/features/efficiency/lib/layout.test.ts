import { describe, expect, it } from 'vitest';
import { chartWidths, layoutTabs, openTab, overviewCharts } from './layout.ts';
import { moveRow, sameRows, toggleRow } from './layout-edit.ts';
import { layout } from './test-data.ts';

describe('layoutTabs', () => {
  it('should put the overview first, then the table parts in configured order, and 个人效能 after the department report for a signed-in user', () => {
    expect(layoutTabs(layout(), true)).toEqual(['overview', 'depts', 'personal', 'oa', 'reports']);
    expect(layoutTabs(layout(), false)).toEqual(['overview', 'depts', 'oa', 'reports']);
    expect(overviewCharts(layout())).toEqual(['trend', 'heat']);
  });

  it('should leave out the overview when it has nothing, and give a signed-in user 个人效能 at least', () => {
    const bare = layout({ indicators: [], charts: [] });
    expect(layoutTabs(bare, false)).toEqual([]);
    expect(layoutTabs(bare, true)).toEqual(['personal']);
  });

  it('should keep the stored tab only while the layout offers it', () => {
    expect(openTab('oa', ['overview', 'oa'])).toBe('oa');
    expect(openTab('personal', ['overview', 'oa'])).toBe('overview');
    expect(openTab('', [])).toBeUndefined();
  });
});

describe('layout editing', () => {
  const rows = [
    { key: 'a', shown: true, visitorVisible: true },
    { key: 'b', shown: true, visitorVisible: false },
  ];

  it('should move a row one place and leave the ends alone', () => {
    expect(moveRow(rows, 1, -1).map((r) => r.key)).toEqual(['b', 'a']);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
  });

  it('should close a hidden part to visitors and show a part opened to them', () => {
    expect(toggleRow(rows, 'a', 'shown', false)[0]).toEqual({ key: 'a', shown: false, visitorVisible: false });
    const hidden = [{ key: 'a', shown: false, visitorVisible: false }];
    expect(toggleRow(hidden, 'a', 'visitorVisible', true)[0]).toEqual({ key: 'a', shown: true, visitorVisible: true });
    expect(sameRows(rows, toggleRow(rows, 'b', 'shown', true))).toBe(true);
  });
});

describe('chartWidths', () => {
  it('should pair the narrow charts and widen one left alone', () => {
    expect(chartWidths(['trend', 'heat', 'likes', 'timeoutProcess', 'timeoutNode', 'sceneTree'])).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(chartWidths(['heat', 'likes', 'timeoutNode'])).toEqual([false, false, true]);
    expect(chartWidths(['heat', 'trend', 'likes', 'timeoutNode'])).toEqual([true, true, false, false]);
  });
});
