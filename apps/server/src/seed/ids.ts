import { createHash } from 'node:crypto';

/** A stable 32-hex id (SPEC §9 length) for a seeded record, so every seed run produces the same ids. */
export function seedId(name: string): string {
  return createHash('md5').update(`onehall-seed:${name}`, 'utf8').digest('hex');
}
