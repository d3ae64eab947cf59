import type { IndicatorValue } from '@onehall/contract';

/*
 * How the reports write their figures. Hours are decimal hours, rates 0–1 and
 * satisfaction a 1–5 score (the contract); a missing figure is 「—」 with the
 * reason said elsewhere (nothing finished, nothing rated).
 */

export const NONE = '—';

export type Unit = IndicatorValue['unit'];

const intFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? NONE : intFormat.format(n);
}

export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? NONE : `${(rate * 100).toFixed(1)}%`;
}

/** 45 分钟, 5.2 小时, 3.4 天: the unit that keeps the number short. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return NONE;
  if (hours < 1) return `${Math.round(hours * 60)} 分钟`;
  if (hours < 48) return `${hours.toFixed(1)} 小时`;
  return `${(hours / 24).toFixed(1)} 天`;
}

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? NONE : `${score.toFixed(2)} 分`;
}

export function formatValue(value: number | null, unit: Unit): string {
  if (unit === 'rate') return formatRate(value);
  if (unit === 'hours') return formatHours(value);
  if (unit === 'score') return formatScore(value);
  return formatCount(value);
}

/** Indicators where a fall is the good news (time taken, work still open). */
const LOWER_IS_BETTER = new Set<IndicatorValue['key']>(['avgHours', 'medianHours', 'inProgress']);

export interface ChangeText {
  /** 较上期 +12.5%, 较上期持平, 上期无数据. */
  text: string;
  direction: 'up' | 'down' | 'flat' | 'none';
  /** Whether the change is good news; null when it is neither (no data, flat, or a mere count of services). */
  good: boolean | null;
}

/** The change against the previous period, in words, and whether it is good news. */
export function describeChange(indicator: Pick<IndicatorValue, 'key' | 'change' | 'previous'>): ChangeText {
  const { change } = indicator;
  if (change === null) return { text: indicator.previous === null ? '上期无数据' : '上期为 0，无法比较', direction: 'none', good: null };
  const percent = Math.abs(change * 100);
  if (percent < 0.05) return { text: '较上期持平', direction: 'flat', good: null };
  const direction = change > 0 ? 'up' : 'down';
  const neutral = indicator.key === 'servicesOnline' || indicator.key === 'servicesOffline';
  const good = neutral ? null : (direction === 'up') !== LOWER_IS_BETTER.has(indicator.key);
  return { text: `较上期${direction === 'up' ? '上升' : '下降'} ${percent.toFixed(1)}%`, direction, good };
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** A stored instant (ISO text) as 2025-10-08 14:05 in the school's time (China), like the report's days. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return NONE;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export const PROCESS_STATES = { RUNNING: '办理中', FINISHED: '已办结', REJECTED: '已退回' } as const;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
