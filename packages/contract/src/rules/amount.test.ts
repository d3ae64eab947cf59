import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

describe('formatAmount', () => {
  it('should strip currency signs, separators and leading zeros', () => {
    expect(formatAmount('¥001,234.5')).toBe('1234.50');
  });

  it('should keep a single zero before the point for amounts under one', () => {
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount('.5')).toBe('0.50');
    expect(formatAmount('000.05')).toBe('0.05');
  });

  it('should add .00 when there are no decimals', () => {
    expect(formatAmount('12')).toBe('12.00');
    expect(formatAmount('12.')).toBe('12.00');
  });

  it('should give 0.00 for nothing usable', () => {
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount('.')).toBe('0.00');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('0000')).toBe('0.00');
  });

  it('should truncate extra decimals rather than round them', () => {
    expect(formatAmount('12.345')).toBe('12.34');
    expect(formatAmount('12.999')).toBe('12.99');
    expect(formatAmount('0.009')).toBe('0.00');
  });

  it('should treat only the first dot as the decimal point', () => {
    expect(formatAmount('1.2.3')).toBe('1.23');
    expect(formatAmount('1,000.00.9')).toBe('1000.00');
  });

  it('should strip non-digits inside the decimals', () => {
    expect(formatAmount('3.4元5')).toBe('3.45');
  });

  it('should drop a minus sign because amounts are never negative', () => {
    expect(formatAmount('-5')).toBe('5.00');
  });

  it('should keep zeros that are not leading', () => {
    expect(formatAmount('100')).toBe('100.00');
    expect(formatAmount('10.05')).toBe('10.05');
  });

  it('should keep long amounts exact as text', () => {
    expect(formatAmount('12345678901234567890.12')).toBe('12345678901234567890.12');
  });

  it('should format numbers the same way as text', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount(12.345)).toBe('12.34');
  });

  it('should not let float noise change the result of numbers', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(1.005)).toBe('1.00');
  });

  it('should read tiny and huge numbers in plain notation', () => {
    expect(formatAmount(1e-7)).toBe('0.00');
    expect(formatAmount(1e21)).toBe('1000000000000000000000.00');
  });

  it('should give 0.00 for NaN and infinities', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(formatAmount(Number.NEGATIVE_INFINITY)).toBe('0.00');
  });
});
