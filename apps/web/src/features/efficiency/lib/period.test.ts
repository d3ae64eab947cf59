import { describe, expect, it } from 'vitest';
import { defaultPeriod, periodFromParam, periodName, periodToParam, rangeMessage } from './period.ts';
import { semesters } from './test-data.ts';

describe('period in the address', () => {
  it('should write and read back each kind of period', () => {
    for (const p of [
      { kind: 'semester', semesterId: 's2' },
      { kind: 'month', month: '2025-10' },
      { kind: 'range', start: '2025-09-01', end: '2025-09-30' },
    ] as const) {
      expect(periodFromParam(periodToParam(p))).toEqual(p);
    }
  });

  it('should read a hand-edited or unknown value as no period', () => {
    expect(periodFromParam(null)).toBeNull();
    expect(periodFromParam('month:2025-13')).toBeNull();
    expect(periodFromParam('range:2025-02-30~2025-03-01')).toBeNull();
    expect(periodFromParam('week:2025-10')).toBeNull();
    expect(periodFromParam('semester:')).toBeNull();
  });
});

describe('defaultPeriod', () => {
  it('should open the semester under way', () => {
    expect(defaultPeriod(semesters, '2025-10-01')).toEqual({ kind: 'semester', semesterId: 's2' });
  });

  it('should open the latest semester already begun when none is under way', () => {
    const past = semesters.map((s) => ({ ...s, current: false }));
    expect(defaultPeriod(past, '2025-08-01')).toEqual({ kind: 'semester', semesterId: 's1' });
  });

  it('should open the current month without semesters, or before the first one', () => {
    expect(defaultPeriod([], '2025-10-15')).toEqual({ kind: 'month', month: '2025-10' });
    expect(
      defaultPeriod(
        semesters.map((s) => ({ ...s, current: false })),
        '2024-01-15',
      ),
    ).toEqual({ kind: 'month', month: '2024-01' });
  });
});

describe('rangeMessage', () => {
  it('should refuse an end before the start and a range over 5 years, in the server’s words', () => {
    expect(rangeMessage('2025-10-02', '2025-10-01')).toBe('结束日期不能早于开始日期，请重新选择统计区间');
    expect(rangeMessage('2020-01-01', '2025-01-01')).toBe('统计区间不能超过 5 年，请缩短后再查询');
    expect(rangeMessage('2020-01-01', '2024-12-31')).toBeNull();
    expect(rangeMessage('2025-10-01', '2025-10-01')).toBeNull();
  });
});

describe('periodName', () => {
  it('should name a semester, a month and a range', () => {
    expect(periodName({ kind: 'semester', semesterId: 's1' }, semesters)).toBe('2024-2025学年第二学期');
    expect(periodName({ kind: 'month', month: '2025-03' }, semesters)).toBe('2025年3月');
    expect(periodName({ kind: 'range', start: '2025-09-01', end: '2025-09-30' }, semesters)).toBe('2025-09-01 至 2025-09-30');
  });
});
