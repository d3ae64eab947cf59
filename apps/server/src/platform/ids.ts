import { randomBytes } from 'node:crypto';

/** 32 lowercase hex characters (SPEC §9 "Generated ids are 32 characters"); 128 random bits, so unguessable. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}
