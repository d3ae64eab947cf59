import { describe, expect, it } from 'vitest';
import {
  bucketStarts,
  chinaDay,
  durationBucket,
  histogramMedian,
  median,
  onTimeRate,
  periodChange,
  previousRange,
  rangeProblem,
  semesterOf,
  weekStart,
} from './efficiency.ts';

describe('efficiency formulas', () => {
  it('should count the on-time rate over finished processes only', () => {
    expect(onTimeRate(10, 3)).toBeCloseTo(0.7);
    expect(onTimeRate(4, 0)).toBe(1);
    expect(onTimeRate(0, 0)).toBeNull();
  });

  it('should take the exact median of odd and even lists and of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });

  it('should read a median from duration buckets within 15% of the exact one', () => {
    const minutes = [30, 45, 60, 90, 120, 240, 600, 1440, 2880, 5000, 7000];
    const histogram = new Map<number, number>();
    for (const m of minutes) histogram.set(durationBucket(m), (histogram.get(durationBucket(m)) ?? 0) + 1);
    const exact = median(minutes) as number;
    const approx = histogramMedian(histogram) as number;
    expect(Math.abs(approx - exact) / exact).toBeLessThan(0.15);
    expect(histogramMedian(new Map())).toBeNull();
  });

  it('should compare with the previous period and refuse a zero base', () => {
    expect(periodChange(120, 100)).toBeCloseTo(0.2);
    expect(periodChange(50, 100)).toBeCloseTo(-0.5);
    expect(periodChange(5, 0)).toBeNull();
    expect(periodChange(null, 3)).toBeNull();
  });

  it('should take the previous month, the previous semester or the window before', () => {
    expect(previousRange({ start: '2025-03-01', end: '2025-03-31' })).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(previousRange({ start: '2025-01-01', end: '2025-01-31' })).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(previousRange({ start: '2025-03-11', end: '2025-03-20' })).toEqual({ start: '2025-03-01', end: '2025-03-10' });
    const semesters = [
      { id: 'b', start: '2025-02-17', end: '2025-07-06' },
      { id: 'a', start: '2024-09-02', end: '2025-01-19' },
    ];
    expect(previousRange({ start: '2025-02-17', end: '2025-07-06' }, semesters, 'b')).toEqual({ start: '2024-09-02', end: '2025-01-19' });
  });

  it('should place semester boundaries inclusively', () => {
    const semesters = [
      { id: 'a', start: '2024-09-02', end: '2025-01-19' },
      { id: 'b', start: '2025-02-17', end: '2025-07-06' },
    ];
    expect(semesterOf('2024-09-02', semesters)?.id).toBe('a');
    expect(semesterOf('2025-01-19', semesters)?.id).toBe('a');
    expect(semesterOf('2025-01-20', semesters)).toBeUndefined();
    expect(semesterOf('2025-07-06', semesters)?.id).toBe('b');
  });

  it('should refuse an end before the start, a range of 5 years or more and an impossible day', () => {
    expect(rangeProblem({ start: '2025-03-02', end: '2025-03-01' })).toBe('endBeforeStart');
    expect(rangeProblem({ start: '2020-01-01', end: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ start: '2020-01-01', end: '2025-01-01' })).toBe('rangeTooLong');
    expect(rangeProblem({ start: '2025-02-30', end: '2025-03-01' })).toBe('badDate');
  });

  it('should count days in China time and bucket weeks from Monday', () => {
    expect(chinaDay('2025-03-01T15:59:59Z')).toBe('2025-03-01');
    expect(chinaDay('2025-03-01T16:00:00Z')).toBe('2025-03-02');
    expect(weekStart('2025-03-02')).toBe('2025-02-24');
    expect(bucketStarts({ start: '2025-01-15', end: '2025-03-01' }, 'month')).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
  });
});
