import { describe, expect, it } from 'vitest';
import { groupDigits } from './statistics-section.tsx';

describe('groupDigits', () => {
  it('should group thousands with commas as zh-CN writes counts', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(171265)).toBe('171,265');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
    expect(groupDigits(1234.5)).toBe('1,234.5');
  });
});
