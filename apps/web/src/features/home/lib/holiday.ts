import type { Holiday } from '@onehall/contract';

/** Today's date (YYYY-MM-DD) on the campus clock: China Standard Time, as the server reckons the academic year. */
export function campusToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export type HolidayStatus =
  | { kind: 'during'; holiday: Holiday; dayOf: number }
  | { kind: 'upcoming'; holiday: Holiday; daysLeft: number }
  | { kind: 'none' };

/** The holiday today falls in, else the next one of the list (sorted by date), with the days to go. */
export function holidayStatus(holidays: readonly Holiday[], today: string): HolidayStatus {
  const during = holidays.find((h) => h.startDate <= today && today <= h.endDate);
  if (during) return { kind: 'during', holiday: during, dayOf: dayNumber(today) - dayNumber(during.startDate) + 1 };
  const next = holidays.find((h) => h.startDate > today);
  if (next) return { kind: 'upcoming', holiday: next, daysLeft: dayNumber(next.startDate) - dayNumber(today) };
  return { kind: 'none' };
}
