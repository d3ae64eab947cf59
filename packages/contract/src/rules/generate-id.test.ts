import { describe, expect, it } from 'vitest';
import { generateId } from './generate-id.ts';

describe('generateId', () => {
  it('should return 32 lowercase hex characters', () => {
    expect(generateId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should not repeat across many calls', () => {
    const ids = new Set(Array.from({ length: 10_000 }, generateId));
    expect(ids.size).toBe(10_000);
  });

  it('should keep leading zero nibbles so every id is full length', () => {
    for (let i = 0; i < 2000; i++) expect(generateId()).toHaveLength(32);
  });
});
