import { describe, expect, it } from 'vitest';
import { isNewNews, parseReleaseTime } from './news.ts';

const now = new Date(2024, 4, 10, 12, 0, 0);
const HOUR = 3_600_000;

describe('isNewNews', () => {
  it('should mark an item released an hour ago as new', () => {
    expect(isNewNews('2024-05-10 11:00:00', now)).toBe(true);
  });

  it('should mark an item released just under 24 hours ago as new', () => {
    expect(isNewNews(now.getTime() - 24 * HOUR + 1, now)).toBe(true);
  });

  it('should not mark an item released exactly 24 hours ago as new', () => {
    expect(isNewNews('2024-05-09 12:00:00', now)).toBe(false);
  });

  it('should not mark older items as new', () => {
    expect(isNewNews('2024-05-01 08:00:00', now)).toBe(false);
  });

  it('should mark an item released this very moment as new', () => {
    expect(isNewNews(now, now)).toBe(true);
  });

  it('should mark a release time in the future as new to absorb clock skew', () => {
    expect(isNewNews('2024-05-10 12:05:00', now)).toBe(true);
  });

  it('should not mark items with a missing or unreadable time as new', () => {
    expect(isNewNews(null, now)).toBe(false);
    expect(isNewNews(undefined, now)).toBe(false);
    expect(isNewNews('', now)).toBe(false);
    expect(isNewNews('yesterday', now)).toBe(false);
    expect(isNewNews(new Date(Number.NaN), now)).toBe(false);
  });

  it('should accept the current time as a number', () => {
    expect(isNewNews('2024-05-10 11:00:00', now.getTime())).toBe(true);
  });
});

describe('parseReleaseTime', () => {
  it('should read server times as local time', () => {
    expect(parseReleaseTime('2024-05-10 11:30:15')).toBe(new Date(2024, 4, 10, 11, 30, 15).getTime());
    expect(parseReleaseTime('2024-05-10T11:30:15')).toBe(new Date(2024, 4, 10, 11, 30, 15).getTime());
    expect(parseReleaseTime('2024/5/1 9:05')).toBe(new Date(2024, 4, 1, 9, 5, 0).getTime());
  });

  it('should read a bare date as local midnight', () => {
    expect(parseReleaseTime('2024-05-10')).toBe(new Date(2024, 4, 10).getTime());
  });

  it('should honour an explicit zone', () => {
    expect(parseReleaseTime('2024-05-10T00:00:00Z')).toBe(Date.UTC(2024, 4, 10));
  });

  it('should pass epoch milliseconds and dates through', () => {
    expect(parseReleaseTime(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(parseReleaseTime(new Date(5))).toBe(5);
  });
});
