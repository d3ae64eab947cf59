import { describe, expect, it } from 'vitest';
import { badgeText, hotnessText } from './counters.ts';

describe('badgeText', () => {
  it('should show counts from 1 to 99 as they are', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('should show 99+ from 100 on', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(123456)).toBe('99+');
  });

  it('should give an empty text for zero so the badge is hidden', () => {
    expect(badgeText(0)).toBe('');
  });

  it('should give an empty text for negative and unreadable counts', () => {
    expect(badgeText(-1)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    expect(badgeText(null)).toBe('');
    expect(badgeText(undefined)).toBe('');
    expect(badgeText('')).toBe('');
    expect(badgeText('abc')).toBe('');
    expect(badgeText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('should read counts sent as text', () => {
    expect(badgeText('7')).toBe('7');
    expect(badgeText('100')).toBe('99+');
  });

  it('should drop fractions', () => {
    expect(badgeText(5.9)).toBe('5');
    expect(badgeText(99.5)).toBe('99');
    expect(badgeText(0.5)).toBe('');
  });
});

describe('hotnessText', () => {
  it('should show values up to 9999999 as they are', () => {
    expect(hotnessText(1)).toBe('1');
    expect(hotnessText(9_999_999)).toBe('9999999');
  });

  it('should show 9999999+ above 9999999', () => {
    expect(hotnessText(10_000_000)).toBe('9999999+');
    expect(hotnessText(Number.MAX_SAFE_INTEGER)).toBe('9999999+');
  });

  it('should show 0 for zero because no visits is information', () => {
    expect(hotnessText(0)).toBe('0');
  });

  it('should show 0 for negative and unreadable values', () => {
    expect(hotnessText(-3)).toBe('0');
    expect(hotnessText(Number.NaN)).toBe('0');
    expect(hotnessText(null)).toBe('0');
    expect(hotnessText(undefined)).toBe('0');
    expect(hotnessText('x')).toBe('0');
  });

  it('should read values sent as text and drop fractions', () => {
    expect(hotnessText('42')).toBe('42');
    expect(hotnessText(42.7)).toBe('42');
  });
});
