import { sensitiveWordMessage } from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import type { Platform } from '../../platform/context.ts';
import { business } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** The tenant's sensitive words (SPEC §5): ratings and feedback refuse them, heat words drop them. */
export const sensitiveWordsOf = async (platform: Platform, tenantId: string): Promise<string[]> =>
  (await repo.sensitiveWords(platform.db, tenantId)).map((w) => w.word).filter(Boolean);

/** The first of `words` that `text` contains, ignoring case. */
export function sensitiveHit(text: string, words: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return words.find((w) => lower.includes(w.toLowerCase()));
}

/**
 * Refuses text holding a configured sensitive word: the hit is logged (SPEC
 * §5 "recorded"), nothing else is stored, and the caller gets SPEC §5's
 * dialog text (1004). `source` says where it was typed, e.g. `rating:<id>`.
 */
export async function refuseSensitive(platform: Platform, principal: Principal, source: string, text: string): Promise<void> {
  if (!text) return;
  const hit = sensitiveHit(text, await sensitiveWordsOf(platform, principal.tenantId));
  if (!hit) return;
  await repo.recordSensitiveHit(platform.db, {
    id: platform.newId(),
    tenant_id: principal.tenantId,
    user_id: principal.userId,
    word: hit,
    source,
    content: text,
    created_at: platform.clock.now().toISOString(),
  });
  throw business(sensitiveWordMessage(hit));
}
