import { describe, expect, it } from 'vitest';
import { describeChange, formatHours, formatRate, formatTime, formatValue } from './format.ts';

describe('formatValue', () => {
  it('should write counts, rates, hours and scores in their units, and a missing figure as —', () => {
    expect(formatValue(12345, 'count')).toBe('12,345');
    expect(formatValue(0.9123, 'rate')).toBe('91.2%');
    expect(formatValue(4.567, 'score')).toBe('4.57 分');
    expect(formatValue(null, 'hours')).toBe('—');
  });

  it('should pick the unit that keeps a duration short', () => {
    expect(formatHours(0.25)).toBe('15 分钟');
    expect(formatHours(5.24)).toBe('5.2 小时');
    expect(formatHours(72)).toBe('3.0 天');
    expect(formatRate(null)).toBe('—');
  });
});

describe('describeChange', () => {
  it('should call a rise good news for work done and bad news for time taken', () => {
    expect(describeChange({ key: 'finished', change: 0.125, previous: 8 })).toEqual({
      text: '较上期上升 12.5%',
      direction: 'up',
      good: true,
    });
    expect(describeChange({ key: 'avgHours', change: 0.2, previous: 10 })).toEqual({
      text: '较上期上升 20.0%',
      direction: 'up',
      good: false,
    });
    expect(describeChange({ key: 'avgHours', change: -0.25, previous: 40 }).good).toBe(true);
  });

  it('should say when there is nothing to compare, or nothing changed', () => {
    expect(describeChange({ key: 'started', change: null, previous: null }).text).toBe('上期无数据');
    expect(describeChange({ key: 'started', change: null, previous: 0 }).text).toBe('上期为 0，无法比较');
    expect(describeChange({ key: 'started', change: 0.0001, previous: 10 })).toMatchObject({ text: '较上期持平', good: null });
    expect(describeChange({ key: 'servicesOnline', change: 0.5, previous: 10 }).good).toBeNull();
  });
});

describe('formatTime', () => {
  it('should write an instant in the school’s time (China)', () => {
    expect(formatTime('2025-10-08T17:05:00.000Z')).toBe('2025-10-09 01:05');
    expect(formatTime(null)).toBe('—');
  });
});
