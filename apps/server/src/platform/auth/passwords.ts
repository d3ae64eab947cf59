import argon2 from 'argon2';

/**
 * OWASP's argon2id configuration of 19 MiB, 2 passes, 1 lane: about 25 ms of one core per check, a seventh of the
 * library's defaults (64 MiB, 3 passes, 4 lanes), which decided the start-of-term sign-in peak
 * (docs/design/auth.md, "Hash cost"). Under vitest only (it sets VITEST; the servers the browser tests start inherit
 * it, `npm start` never has it) hashes take 4 MiB and one pass: the tests sign in hundreds of times.
 */
const COST = process.env.VITEST ? { memoryCost: 4096, timeCost: 1, parallelism: 1 } : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...COST });
}

/** Whether a stored hash was made with other parameters (an older cost) and should be replaced after a right password. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, COST);
  } catch {
    return false;
  }
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
