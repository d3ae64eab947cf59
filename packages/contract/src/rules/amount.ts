import { AMOUNT_DECIMALS } from '../limits.ts';

/**
 * SPEC §5 "Amount formatting": strip non-digits, remove leading zeros, keep
 * exactly two decimals, missing decimals become .00.
 *
 * - Extra decimals are truncated, never rounded: a displayed amount must not
 *   exceed the amount entered ('12.345' → '12.34').
 * - Only the first '.' is the decimal point; later dots are stripped like any
 *   other non-digit ('1.2.3' → '1.23').
 * - A minus sign is a non-digit and is dropped: amounts in the product are
 *   never negative.
 * - Nothing usable (empty, null, NaN, Infinity) gives '0.00'.
 * - Numbers are read in plain decimal notation, so 1e-7 is '0.00', not '17.00'.
 */
export function formatAmount(raw: string | number | null | undefined): string {
  const text = typeof raw === 'number' ? numberToPlain(raw) : (raw ?? '');
  const dot = text.indexOf('.');
  const intDigits = (dot === -1 ? text : text.slice(0, dot)).replace(/\D/g, '');
  const fracDigits = dot === -1 ? '' : text.slice(dot + 1).replace(/\D/g, '');
  const intPart = intDigits.replace(/^0+/, '') || '0';
  const fracPart = fracDigits.slice(0, AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, '0');
  return `${intPart}.${fracPart}`;
}

/** Ten places survive float noise (0.1 + 0.2) while keeping truncation honest. */
const NUMBER_PLACES = 10;

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) return '';
  // toFixed switches to exponent notation at 1e21; such values have no fraction anyway.
  if (Math.abs(n) >= 1e21) return BigInt(Math.trunc(n)).toString();
  return n.toFixed(NUMBER_PLACES);
}
