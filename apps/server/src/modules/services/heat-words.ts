import {
  HEAT_WORD_DAYS,
  HEAT_WORD_MIN_USERS,
  HEAT_WORDS_MAX,
  type HeatWordEntry,
  type ResultOf,
  type searchHeatWord,
} from '@onehall/contract';
import type { Principal } from '../../platform/auth/principal.ts';
import { badRequest, business, notFound } from '../../platform/http/app-error.ts';
import type { ServicesContext } from './context.ts';
import * as repo from './heat-words-repo.ts';
import type { Viewer } from './repo.ts';
import { sensitiveHit, sensitiveWordsOf } from './sensitive-words.ts';

// Heat words (热门搜索): the rules are in docs/design/services.md "Heat words".

const PIN = 'PIN';
const BLOCK = 'BLOCK';

/** A word's identity: width and case folded, spaces collapsed. */
export const heatWordKey = (word: string) => word.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const KEYWORD_SEPARATORS = /[\s,，、;；]+/;

/**
 * The word a search counts as, given the service it found on top: the query
 * when it is that service's name or one of its keywords (spelt as the service
 * spells it), else the service's name. Pinyin, initials and typos so count
 * towards what they found, and every heat word is text an administrator wrote.
 */
export function heatWordOf(query: string, top: { name: string; keywords: string }): string {
  const key = heatWordKey(query);
  return [top.name, ...top.keywords.split(KEYWORD_SEPARATORS)].find((text) => text && heatWordKey(text) === key) ?? top.name;
}

/** Counted words read before blocks, sensitive words and the caller's visibility thin them out. */
const CANDIDATES = 50;

const windowStart = (ctx: ServicesContext) => new Date(ctx.platform.clock.now().getTime() - HEAT_WORD_DAYS * 86_400_000).toISOString();

/** The tenant's rules and sensitive words, and its counted words without sensitive ones (one per key, best first). */
async function counted(ctx: ServicesContext, tenantId: string, since: string) {
  await ctx.searchLog.flush();
  const [rules, sensitive] = await Promise.all([repo.rules(ctx.platform.db, tenantId), sensitiveWordsOf(ctx.platform, tenantId)]);
  const counts = await repo.wordCounts(ctx.platform.db, tenantId, since, HEAT_WORD_MIN_USERS, CANDIDATES + rules.length);
  const seen = new Set<string>();
  const words = counts.filter((c) => {
    const key = heatWordKey(c.word);
    if (seen.has(key) || sensitiveHit(c.word, sensitive)) return false;
    seen.add(key);
    return true;
  });
  return { rules, sensitive, words, countOf: new Map(words.map((w) => [heatWordKey(w.word), w])) };
}

/**
 * What the caller sees: pinned words in their order, then counted words that
 * no rule names, each only if a service it was found with is visible to the
 * caller (a hidden service's name never shows); `count` is the distinct users.
 */
export async function heatWords(ctx: ServicesContext, viewer: Viewer): Promise<ResultOf<typeof searchHeatWord>> {
  const since = windowStart(ctx);
  const { rules, sensitive, words, countOf } = await counted(ctx, viewer.tenantId, since);
  const ruled = new Set(rules.map((r) => r.word_key));
  const pinned = rules
    .filter((r) => r.action === PIN && !sensitiveHit(r.word, sensitive))
    .map((r) => ({ word: r.word, count: countOf.get(r.word_key)?.users ?? 0 }));
  const open = words.filter((w) => !ruled.has(heatWordKey(w.word)));
  const services = await repo.servicesOfWords(
    ctx.platform.db,
    viewer.tenantId,
    since,
    open.map((w) => w.word),
  );
  await ctx.ready;
  const visible = open.filter((w) => (services.get(w.word) ?? []).some((id) => ctx.index.visible(id, viewer)));
  return [...pinned, ...visible.map((w) => ({ word: w.word, count: w.users }))].slice(0, HEAT_WORDS_MAX);
}

/** The configuration list: pinned words in order, counted words of every audience no rule names, blocked words. */
export async function configList(ctx: ServicesContext, principal: Principal): Promise<HeatWordEntry[]> {
  const { rules, words, countOf } = await counted(ctx, principal.tenantId, windowStart(ctx));
  const ruled = new Set(rules.map((r) => r.word_key));
  const ofRule = (action: string, state: 'PINNED' | 'BLOCKED') =>
    rules
      .filter((r) => r.action === action)
      .map((r) => ({
        id: r.id,
        word: r.word,
        state,
        users: countOf.get(r.word_key)?.users ?? 0,
        searches: countOf.get(r.word_key)?.searches ?? 0,
      }));
  return [
    ...ofRule(PIN, 'PINNED'),
    ...words.filter((w) => !ruled.has(heatWordKey(w.word))).map((w) => ({ id: null, state: 'COMPUTED' as const, ...w })),
    ...ofRule(BLOCK, 'BLOCKED'),
  ];
}

function wordOf(raw: string): string {
  const word = raw.trim().replace(/\s+/g, ' ');
  if (!word) throw badRequest('请输入热门搜索词');
  return word;
}

const rule = (ctx: ServicesContext, principal: Principal, word: string, action: string, sort: number) => ({
  id: ctx.platform.newId(),
  tenant_id: principal.tenantId,
  word,
  word_key: heatWordKey(word),
  action,
  sort,
  created_at: ctx.platform.clock.now().toISOString(),
});

/** Pins a word after those pinned before it; pinning it again keeps its place. */
export async function pin(ctx: ServicesContext, principal: Principal, raw: string): Promise<null> {
  const word = wordOf(raw);
  const hit = sensitiveHit(word, await sensitiveWordsOf(ctx.platform, principal.tenantId));
  if (hit) throw business(`「${word}」包含敏感词「${hit}」，不能置顶`);
  await ctx.platform.db.transaction().execute(async (trx) => {
    await repo.lockPins(trx, ctx.platform.dialect, principal.tenantId);
    const pins = (await repo.rules(trx, principal.tenantId)).filter((r) => r.action === PIN);
    if (pins.some((r) => r.word_key === heatWordKey(word))) return;
    if (pins.length >= HEAT_WORDS_MAX) throw business(`最多置顶 ${HEAT_WORDS_MAX} 个热门搜索词，请先取消置顶其他词`);
    await repo.setRule(trx, rule(ctx, principal, word, PIN, Math.max(0, ...pins.map((r) => r.sort)) + 1));
  });
  return null;
}

export async function block(ctx: ServicesContext, principal: Principal, raw: string): Promise<null> {
  await repo.setRule(ctx.platform.db, rule(ctx, principal, wordOf(raw), BLOCK, 0));
  return null;
}

export async function unpin(ctx: ServicesContext, principal: Principal, id: string): Promise<null> {
  if (!(await repo.removeRule(ctx.platform.db, principal.tenantId, id, PIN))) throw notFound('该置顶词不存在，请刷新后重试');
  return null;
}

export async function unblock(ctx: ServicesContext, principal: Principal, id: string): Promise<null> {
  if (!(await repo.removeRule(ctx.platform.db, principal.tenantId, id, BLOCK))) throw notFound('该屏蔽词不存在，请刷新后重试');
  return null;
}
