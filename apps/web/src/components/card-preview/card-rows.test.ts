import { describe, expect, it } from 'vitest';
import { asToolRow, cellText, clipRows, displayTime, emptyTextFor, isNewRow, rowTitle, stagingTable } from './card-rows.ts';

const twenty = Array.from({ length: 20 }, (_, i) => i);

describe('clipRows', () => {
  it('should show 6, 12 and 18 items on a narrow card for display rows 1 to 3', () => {
    expect([1, 2, 3].map((rows) => clipRows(twenty, rows, false).length)).toEqual([6, 12, 18]);
  });

  it('should show 5, 10 and 15 items on a wide card for display rows 1 to 3', () => {
    expect([1, 2, 3].map((rows) => clipRows(twenty, rows, true).length)).toEqual([5, 10, 15]);
  });

  it('should keep every item when there are fewer than the card shows', () => {
    expect(clipRows([1, 2], 3, false)).toEqual([1, 2]);
  });
});

describe('isNewRow', () => {
  const now = new Date(2026, 10, 21, 12, 0, 0);

  it('should mark an item released under 24 hours ago as new', () => {
    expect(isNewRow({ releaseTime: '2026-11-20 12:30:00' }, now)).toBe(true);
  });

  it('should use create_time when there is no releaseTime', () => {
    expect(isNewRow({ create_time: '2026-11-21 08:00:00' }, now)).toBe(true);
    expect(isNewRow({ create_time: '2026-11-19 08:00:00' }, now)).toBe(false);
  });

  it('should not mark an item of a day ago or older', () => {
    expect(isNewRow({ releaseTime: '2026-11-20 11:59:00' }, now)).toBe(false);
    expect(isNewRow({}, now)).toBe(false);
  });
});

describe('rows by kind', () => {
  it('should name a row by its title or the name its source gives it', () => {
    expect(rowTitle({ title: '关于放假的通知' })).toBe('关于放假的通知');
    expect(rowTitle({ processName: '请假申请' })).toBe('请假申请');
    expect(rowTitle({ tools_name: '校历' })).toBe('校历');
  });

  it('should read a tool with its icon and the names of its types', () => {
    expect(
      asToolRow({ tools_name: '校历', tools_icon: '/i.svg', typeList: [{ name: '教学' }, { name: '生活' }], url: 'https://x.edu' }),
    ).toEqual({
      name: '校历',
      icon: '/i.svg',
      types: ['教学', '生活'],
      url: 'https://x.edu',
    });
  });

  it('should never show fieldSet and urlDetail as staging columns', () => {
    const table = stagingTable({
      cardMapping: [
        { field: 'name', chineseName: '统计项' },
        { field: 'fieldSet', chineseName: '重要程度' },
        { field: 'urlDetail', chineseName: '详情' },
        { field: 'value', chineseName: '数量' },
      ],
      result: [],
    });
    expect(table.headers.map((h) => h.title)).toEqual(['统计项', '数量']);
  });

  it('should give each kind its SPEC empty text', () => {
    expect(emptyTextFor('todo')).toBe('暂无待办事项');
    expect(emptyTextFor('personalMatters')).toBe('暂无待办事项');
    expect(emptyTextFor('recommend')).toBe('暂无推荐');
    expect(emptyTextFor('collection')).toBe('暂无收藏服务');
    expect(emptyTextFor('news')).toBe('暂无数据');
  });
});

describe('displayTime', () => {
  it('should show source times as local date and minutes, and leave other text alone', () => {
    const iso = new Date(2026, 10, 21, 8, 5, 30).toISOString();
    expect(displayTime(iso)).toBe('2026-11-21 08:05');
    expect(displayTime('2026-11-21 08:05:30', true)).toBe('2026-11-21');
    expect(displayTime('教务处')).toBe('教务处');
    expect(cellText(iso)).toBe('2026-11-21 08:05');
    expect(cellText(7)).toBe('7');
  });
});
