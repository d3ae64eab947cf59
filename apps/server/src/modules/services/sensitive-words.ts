import type { Platform } from '../../platform/context.ts';
import * as repo from './repo.ts';

/** The tenant's sensitive words (SPEC §5): ratings refuse them, heat words drop them. */
export const sensitiveWordsOf = async (platform: Platform, tenantId: string): Promise<string[]> =>
  (await repo.sensitiveWords(platform.db, tenantId)).map((w) => w.word).filter(Boolean);

/** The first of `words` that `text` contains, ignoring case. */
export function sensitiveHit(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((w) => lower.includes(w.toLowerCase()));
}
