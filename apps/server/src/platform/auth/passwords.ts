import { Status } from '@onehall/contract';
import argon2 from 'argon2';
import { AppError } from '../http/app-error.ts';

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
 * Checks at once: libuv's thread pool runs 4 by default, and a check handed to it cannot be taken back. The others
 * wait here, where a check whose caller has gone (a client or balancer that gave up during a sign-in storm) is
 * dropped before it is worked out, so an overload does not feed itself.
 */
const CHECK_SLOTS = 4;
let checking = 0;
const waitingForSlot: Array<() => void> = [];

async function takeSlot(): Promise<void> {
  if (checking < CHECK_SLOTS) {
    checking++;
    return;
  }
  await new Promise<void>((resolve) => waitingForSlot.push(resolve));
}

function giveSlot(): void {
  const next = waitingForSlot.shift();
  if (next) next();
  else checking--;
}

/** The caller of a password check has gone: nobody is left to read the answer, which is a quiet refusal. */
export class CallerGone extends AppError {
  constructor() {
    super(Status.BAD_REQUEST, '请求已取消');
  }
}

/**
 * Checks a password against a stored hash. Without a hash (unknown account)
 * it checks against a decoy, so an unknown account takes as long to refuse
 * as a wrong password and response times do not reveal which accounts exist.
 * Throws CallerGone, checking nothing, when `gone` says so once a slot is free.
 */
export async function verifyPassword(hash: string | undefined, password: string, gone?: () => boolean): Promise<boolean> {
  decoyHash ??= hashPassword('onehall-decoy-password');
  const target = hash ?? (await decoyHash);
  await takeSlot();
  try {
    if (gone?.()) throw new CallerGone();
    return (await argon2.verify(target, password)) && hash !== undefined;
  } catch (error) {
    if (error instanceof CallerGone) throw error;
    // A malformed stored hash must refuse the sign-in, not crash it.
    return false;
  } finally {
    giveSlot();
  }
}
