import { describe, expect, it } from 'vitest';
import { bucketLabel, heatOption, type Palette, sceneTreeOption, trendOption } from './chart-options.ts';
import { heatSummary, sceneTreeSummary, timeoutNodeSummary, timeoutProcessSummary, trendSummary } from './summaries.ts';
import { heat, trend } from './test-data.ts';

const palette: Palette = {
  primary: 'p',
  brand: 'b',
  success: 's',
  warning: 'w',
  error: 'e',
  text: 't',
  textSecondary: 'ts',
  border: 'bo',
  surface: 'su',
};

describe('chart summaries', () => {
  it('should describe the trend by its totals and its busiest period', () => {
    expect(trendSummary(trend().points, 'week')).toBe(
      '按周统计，共 2 个时段：发起 95 件，办结 80 件，其中超时办结 8 件；发起最多的是 09-08 起（55 件）。',
    );
  });

  it('should name the first services of a ranking', () => {
    expect(heatSummary(heat)).toBe('共 2 项，访问量最多的是「成绩单打印」（320 次），其次是学生请假。');
    expect(heatSummary([])).toBe('');
  });

  it('should describe late processes and nodes', () => {
    expect(timeoutProcessSummary({ lateFinished: 5, overdueRunning: 2, byDept: [{ deptName: '教务处', late: 4 }] })).toBe(
      '超时办结 5 件，超期仍在办理 2 件；超时办件最多的部门是「教务处」（4 件）。',
    );
    expect(
      timeoutNodeSummary([
        { nodeName: '部门审核', processName: '学生请假审批', nodeCount: 40, lateCount: 6, avgHours: 10, medianHours: 8, waitingLate: 2 },
      ]),
    ).toBe('共 1 个环节有超时，超时最多的是「部门审核（学生请假审批）」：超时办结 6 个，当前超时等待 2 个，共办结 40 个。');
  });

  it('should name the scene with the most processes and its share', () => {
    const scene = (name: string, started: number) => ({
      id: name,
      name,
      kind: 'scene' as const,
      started,
      finished: 0,
      late: 1,
      visits: 0,
      children: [],
    });
    expect(sceneTreeSummary([scene('迎新', 25), scene('毕业', 75)])).toBe(
      '共 2 个场景，发起 100 件（超时 2 件）；办件最多的场景是「毕业」（75 件，占 75.0%）。',
    );
  });
});

describe('chart options', () => {
  it('should put one category per bucket and the three series of the trend', () => {
    const option = trendOption(trend().points, 'month', palette) as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['2025-09', '2025-09']);
    expect(option.series.map((s) => s.name)).toEqual(['发起', '办结', '超时办结']);
    expect(option.series[0]?.data).toEqual([40, 55]);
    expect(bucketLabel('2025-10-06', 'day')).toBe('10-06');
  });

  it('should rank services first on top, coloured from the tokens', () => {
    const option = heatOption(heat, palette) as { color: string[]; yAxis: { data: string[]; inverse: boolean } };
    expect(option.yAxis).toMatchObject({ data: ['成绩单打印', '学生请假'], inverse: true });
    expect(option.color).toEqual(['p']);
  });

  it('should leave scenes and services without processes out of the treemap', () => {
    const service = (name: string, started: number) => ({
      id: name,
      name,
      kind: 'service' as const,
      started,
      finished: 0,
      late: 0,
      visits: 0,
      children: [],
    });
    const option = sceneTreeOption(
      [
        { ...service('迎新', 3), kind: 'scene', children: [service('报到', 3), service('缴费', 0)] },
        { ...service('空场景', 0), kind: 'scene' },
      ],
      palette,
    ) as { series: { data: { name: string; children?: { name: string }[] }[] }[] };
    expect(option.series[0]?.data).toEqual([{ name: '迎新', value: 3, children: [{ name: '报到', value: 3 }] }]);
  });
});
