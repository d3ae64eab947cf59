import { GENERATED_ID_LENGTH } from '../limits.ts';

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * A 32-character lowercase hex id (SPEC §9) from the Web Crypto random source,
 * which both browsers and Node 20 put on globalThis. The contract's type
 * library has neither DOM nor Node types, hence the narrow local interface.
 */
export function generateId(): string {
  const { crypto } = globalThis as unknown as { crypto: RandomSource };
  const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_ID_LENGTH / 2));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
