import { chinaDay, EfficiencyMessages, type Period, rangeProblem, type Semester } from '@onehall/contract';

/*
 * The period of the reports lives in the address (`?period=`), so a link or a
 * reload shows the same figures: `semester:<id>`, `month:YYYY-MM` or
 * `range:YYYY-MM-DD~YYYY-MM-DD`.
 */

export const PERIOD_PARAM = 'period';

export type PeriodKind = Period['kind'];

export const PERIOD_KIND_LABELS: Record<PeriodKind, string> = { semester: '学期', month: '月份', range: '自定义' };

// Shared with the server, which reads the period of an export from its record id.
export { periodFromParam, periodToParam } from '@onehall/contract';

/** Today in the school's time zone. */
export const schoolToday = (now = Date.now()) => chinaDay(now);

/**
 * The period the page opens with: the semester under way, else the latest
 * one already begun, else the current month.
 */
export function defaultPeriod(semesters: readonly Semester[], today = schoolToday()): Period {
  const current =
    semesters.find((s) => s.current) ?? semesters.filter((s) => s.start <= today).sort((a, b) => b.start.localeCompare(a.start))[0];
  return current ? { kind: 'semester', semesterId: current.id } : { kind: 'month', month: today.slice(0, 7) };
}

/** The chosen period's Chinese refusal (end before start, over 5 years), or null when the server may be asked. */
export function rangeMessage(start: string, end: string): string | null {
  const problem = rangeProblem({ start, end });
  return problem ? EfficiencyMessages[problem] : null;
}

/** A short name of the period for headings and file names, before the server has named it. */
export function periodName(period: Period, semesters: readonly Semester[]): string {
  if (period.kind === 'semester') return semesters.find((s) => s.id === period.semesterId)?.name ?? '所选学期';
  if (period.kind === 'month') return `${period.month.slice(0, 4)}年${Number(period.month.slice(5))}月`;
  return `${period.start} 至 ${period.end}`;
}

/** The month a period covers exactly (for the generated-report link), or null. */
export const periodMonth = (period: Period): string | null => (period.kind === 'month' ? period.month : null);
