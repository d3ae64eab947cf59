import { BADGE_MAX, HOTNESS_MAX } from '../limits.ts';

function toCount(n: number | string | null | undefined): number {
  const value = Number(n ?? Number.NaN);
  return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
}

/**
 * Text of an unread / to-do badge (SPEC §9: 99+ from 100). Zero, negative and
 * unreadable counts give '' so the badge is hidden rather than showing "0".
 */
export function badgeText(n: number | string | null | undefined): string {
  const count = toCount(n);
  if (!(count > 0)) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Text of a service's hotness (visit count; SPEC §9: 9999999+ above 9999999).
 * Unlike a badge, a hotness of 0 is information, so it shows '0'; negative and
 * unreadable values also show '0'.
 */
export function hotnessText(n: number | string | null | undefined): string {
  const count = toCount(n);
  if (!(count > 0)) return '0';
  return count > HOTNESS_MAX ? `${HOTNESS_MAX}+` : String(count);
}
