import argon2 from 'argon2';

/**
 * Under vitest only (it sets VITEST; the servers the browser tests start inherit it, `npm start` never has it) hashes
 * take 4 MiB and one pass: the tests sign in hundreds of times, and OWASP-grade checks were most of their CPU time.
 */
const COST = process.env.VITEST ? { memoryCost: 4096, timeCost: 1 } : {};

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP-grade, about 50 ms per check. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...COST });
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account)
 * it checks against a decoy, so an unknown account takes as long to refuse
 * as a wrong password and response times do not reveal which accounts exist.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('onehall-decoy-password');
  const target = hash ?? (await decoyHash);
  try {
    return (await argon2.verify(target, password)) && hash !== undefined;
  } catch {
    // A malformed stored hash must refuse the sign-in, not crash it.
    return false;
  }
}
