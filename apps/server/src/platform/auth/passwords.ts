import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): OWASP-grade, about 50 ms per check. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
