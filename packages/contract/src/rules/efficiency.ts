/*
 * Pure indicator formulas of the efficiency reports (docs/design/efficiency.md),
 * shared by the server (aggregation) and the web (labels, comparisons).
 * Days are calendar days in China time (UTC+8) written `YYYY-MM-DD`; a period
 * is an inclusive range of days.
 */

export const EFFICIENCY_MAX_RANGE_YEARS = 5;
/** China time offset: the school's days start at 16:00 UTC of the day before. */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface DayRange {
  start: string;
  end: string;
}

export interface SemesterLike {
  id: string;
  start: string;
  end: string;
}

export type Granularity = 'day' | 'week' | 'month';

/** Whether `text` is a real calendar day `YYYY-MM-DD` (2025-02-30 is not). */
export function isDay(text: string): boolean {
  const m = DAY_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export function isMonth(text: string): boolean {
  return MONTH_RE.test(text);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const msDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return msDay(dayMs(day) + days * DAY_MS);
}

/** Days from `a` to `b` (b − a); 0 for the same day. */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayMs(b) - dayMs(a)) / DAY_MS);
}

/** The China-time calendar day of an instant (ISO text or epoch ms). */
export function chinaDay(instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return msDay(ms + CHINA_OFFSET_MS);
}

/** The UTC instant (ISO) at which a China-time day begins. */
export function chinaDayStartIso(day: string): string {
  return new Date(dayMs(day) - CHINA_OFFSET_MS).toISOString();
}

export function monthRange(month: string): DayRange {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = `${month}-01`;
  const end = msDay(Date.UTC(y, m, 1) - DAY_MS);
  return { start, end };
}

function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // 29 February plus a year is 1 March, as Date does it.
  return msDay(Date.UTC(y + years, m - 1, d));
}

/**
 * Why a range is refused, or null. A range may span at most 5 years: its end
 * must fall before the same date five years after its start.
 */
export function rangeProblem(range: DayRange): 'badDate' | 'endBeforeStart' | 'rangeTooLong' | null {
  if (!isDay(range.start) || !isDay(range.end)) return 'badDate';
  if (range.end < range.start) return 'endBeforeStart';
  if (range.end >= addYears(range.start, EFFICIENCY_MAX_RANGE_YEARS)) return 'rangeTooLong';
  return null;
}

/**
 * The period before `range`: the previous calendar month for a whole month,
 * the previous semester (by start) for a semester, otherwise the window of the
 * same length ending the day before.
 */
export function previousRange(range: DayRange, semesters: readonly SemesterLike[] = [], semesterId?: string): DayRange {
  if (semesterId) {
    const ordered = [...semesters].sort((a, b) => a.start.localeCompare(b.start));
    const i = ordered.findIndex((s) => s.id === semesterId);
    const prev = i > 0 ? ordered[i - 1] : undefined;
    if (prev) return { start: prev.start, end: prev.end };
  }
  const isWholeMonth = range.start.endsWith('-01') && monthRange(range.start.slice(0, 7)).end === range.end;
  if (isWholeMonth) return monthRange(addDays(range.start, -1).slice(0, 7));
  const length = daysBetween(range.start, range.end) + 1;
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** The semester a day falls in (inclusive bounds), if any. */
export function semesterOf<S extends SemesterLike>(day: string, semesters: readonly S[]): S | undefined {
  return semesters.find((s) => s.start <= day && day <= s.end);
}

/** Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const dow = new Date(dayMs(day)).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

/** The first day of the bucket (day, week from Monday, month) holding `day`. */
export function bucketStart(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'week') return weekStart(day);
  return `${day.slice(0, 7)}-01`;
}

/** Every bucket start of a range, in order (the first may start before the range). */
export function bucketStarts(range: DayRange, granularity: Granularity): string[] {
  const out: string[] = [];
  let b = bucketStart(range.start, granularity);
  while (b <= range.end) {
    out.push(b);
    b = granularity === 'day' ? addDays(b, 1) : granularity === 'week' ? addDays(b, 7) : addDays(monthRange(b.slice(0, 7)).end, 1);
  }
  return out;
}

// ── Indicators ──

/** Share of finished processes that finished by their deadline; null when none finished. */
export function onTimeRate(finished: number, lateFinished: number): number | null {
  return finished > 0 ? (finished - lateFinished) / finished : null;
}

/** Online services over all services on the shelf; null without services. */
export function onlineRate(online: number, offline: number): number | null {
  return online + offline > 0 ? online / (online + offline) : null;
}

export function average(total: number, count: number): number | null {
  return count > 0 ? total / count : null;
}

/** Exact median of a list (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Relative change against the previous period ((cur − prev) / prev); null when either is missing or prev is 0. */
export function periodChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

// ── Duration histogram (medians from roll-ups) ──

/**
 * Handling times are counted per roll-up row in geometric buckets of minutes:
 * bucket 0 holds [0, 1) minute, bucket k ≥ 1 holds [G^(k−1), G^k) with G = 1.15,
 * the last one everything from about one year up. A median read from the
 * buckets is interpolated inside its bucket, so it is within 15% of the exact one.
 */
export const DURATION_BUCKET_GROWTH = 1.15;
export const DURATION_BUCKETS = 96;

export function durationBucket(minutes: number): number {
  if (!(minutes >= 1)) return 0;
  const k = Math.floor(Math.log(minutes) / Math.log(DURATION_BUCKET_GROWTH)) + 1;
  return Math.min(k, DURATION_BUCKETS - 1);
}

export function bucketBounds(bucket: number): { low: number; high: number } {
  if (bucket <= 0) return { low: 0, high: 1 };
  return { low: DURATION_BUCKET_GROWTH ** (bucket - 1), high: DURATION_BUCKET_GROWTH ** bucket };
}

/** Median (minutes) of a histogram given as bucket → count, interpolated inside the median bucket; null when empty. */
export function histogramMedian(histogram: ReadonlyMap<number, number>): number | null {
  let total = 0;
  for (const c of histogram.values()) total += c;
  if (total === 0) return null;
  const half = total / 2;
  let seen = 0;
  for (const b of [...histogram.keys()].sort((x, y) => x - y)) {
    const c = histogram.get(b) ?? 0;
    if (c > 0 && seen + c >= half) {
      const { low, high } = bucketBounds(b);
      return low + ((half - seen) / c) * (high - low);
    }
    seen += c;
  }
  return null;
}
