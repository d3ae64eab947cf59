import { describe, expect, it } from 'vitest';
import { readText, sizeText, timeText } from './manage-format.ts';

describe('manage-format', () => {
  it('should show the read count over the recipients with a rounded percentage', () => {
    expect(readText({ readCount: 1, recipientCount: 3 })).toBe('1/3（33%）');
    expect(readText({ readCount: 40, recipientCount: 40 })).toBe('40/40（100%）');
  });

  it('should not divide by zero when a message reached nobody', () => {
    expect(readText({ readCount: 0, recipientCount: 0 })).toBe('0/0');
  });

  it('should show small files in KB and large ones in MB', () => {
    expect(sizeText(300)).toBe('1 KB');
    expect(sizeText(300 * 1024)).toBe('300 KB');
    expect(sizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('should show an instant to the minute in local time, and leave text it cannot read as it is', () => {
    const local = new Date(2025, 5, 1, 9, 5, 30);
    expect(timeText(local.toISOString())).toBe('2025-06-01 09:05');
    expect(timeText('昨天')).toBe('昨天');
  });
});
