import type { Holiday } from '@onehall/contract';
import { describe, expect, it } from 'vitest';
import { campusToday, holidayStatus } from './holiday.ts';

const h = (holidayName: string, startDate: string, endDate: string): Holiday => ({
  id: holidayName,
  holidayName,
  startDate,
  endDate,
  days: 1,
});
const list = [h('国庆节', '2026-10-01', '2026-10-07'), h('元旦', '2027-01-01', '2027-01-03')];

describe('holidayStatus', () => {
  it('should count the days to the next holiday across a month and year end', () => {
    expect(holidayStatus(list, '2026-12-30')).toEqual({ kind: 'upcoming', holiday: list[1], daysLeft: 2 });
    expect(holidayStatus(list, '2026-09-30')).toEqual({ kind: 'upcoming', holiday: list[0], daysLeft: 1 });
  });

  it('should say which day of a holiday today is, first and last day included', () => {
    expect(holidayStatus(list, '2026-10-01')).toEqual({ kind: 'during', holiday: list[0], dayOf: 1 });
    expect(holidayStatus(list, '2026-10-07')).toEqual({ kind: 'during', holiday: list[0], dayOf: 7 });
  });

  it('should have nothing once the last holiday is over', () => {
    expect(holidayStatus(list, '2027-01-04')).toEqual({ kind: 'none' });
    expect(holidayStatus([], '2027-01-04')).toEqual({ kind: 'none' });
  });
});

describe('campusToday', () => {
  it('should be the date in China Standard Time', () => {
    expect(campusToday(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
    expect(campusToday(new Date('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
  });
});
