import { addDays, chinaDay, daysBetween, type Holiday, type SchoolCalendar } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import * as efficiencyConfig from '../efficiency/config.ts';
import * as navigation from '../navigation/service.ts';

/**
 * scSemester/getSchoolCalendar: the semesters are the ones administrators
 * keep for the efficiency reports (semesterList), the holidays those of the
 * home page (getHoliday); this only picks the semester and counts weeks.
 */

/** Monday of the week holding `day` (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Teaching week of `day` in a semester starting on `start`: week 1 is the week holding the first day. */
export const weekOf = (start: string, day: string) => Math.floor(daysBetween(mondayOf(start), day) / 7) + 1;

export async function schoolCalendar(platform: Platform, principal: Principal): Promise<SchoolCalendar> {
  const today = chinaDay(platform.clock.now().getTime());
  const semesters = efficiencyConfig.semestersOf(platform, await efficiencyConfig.getStored(platform, principal.tenantId));
  // Latest first: the current one, else the nearest to come, else the last one over.
  const current = semesters.find((s) => s.current);
  const upcoming = semesters.filter((s) => s.start > today).at(-1);
  const semester = current ?? upcoming ?? semesters.find((s) => s.end < today);
  if (!semester) return { today, semester: null, state: 'none', weekNo: null, totalWeeks: 0, holidays: [] };

  const years = [...new Set([semester.start, semester.end].map(navigation.academicYearOf))];
  const holidays: Holiday[] = (await Promise.all(years.map((y) => navigation.holidays(platform, principal.tenantId, y))))
    .flatMap((h) => h.holidays)
    .filter((h) => h.startDate <= semester.end && h.endDate >= semester.start)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    today,
    semester: { id: semester.id, name: semester.name, start: semester.start, end: semester.end },
    state: current ? 'current' : upcoming ? 'upcoming' : 'ended',
    weekNo: current ? weekOf(semester.start, today) : null,
    totalWeeks: weekOf(semester.start, semester.end),
    holidays,
  };
}
