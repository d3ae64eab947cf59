import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId, timeOrderedId } from './ids.ts';

describe('ids', () => {
  afterEach(() => vi.useRealTimers());

  it('should make 32 lowercase hex characters, never the same twice', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => (i % 2 ? newId() : timeOrderedId()));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should sort time-ordered ids by the millisecond they were made in', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00.000Z') });
    const earlier = Array.from({ length: 50 }, timeOrderedId);
    vi.setSystemTime(new Date('2026-11-21T08:00:00.001Z'));
    const later = Array.from({ length: 50 }, timeOrderedId);
    expect(Math.max(...earlier.map((a) => later.filter((b) => b < a).length))).toBe(0);
    expect(earlier[0]?.slice(0, 12)).toBe(Date.parse('2026-11-21T08:00:00.000Z').toString(16).padStart(12, '0'));
  });
});
