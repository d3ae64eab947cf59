import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch';
import { BulkLoad, type TermsDoc } from './bulk-load.ts';
import { isLatin, termExtractor, textTerms } from './chinese-text.ts';

/**
 * A generic in-memory full-text index with Chinese segmentation, pinyin and
 * typo tolerance for Latin input. Callers give each document some weighted
 * text fields; `pinyinOf` names the fields whose pinyin is indexed too.
 */

export interface IndexedDoc {
  id: string;
  fields: Record<string, string>;
  /** Mild boost (≥ 1) applied on top of relevance, e.g. hotness. */
  boost: number;
}

export interface TextIndexOptions {
  /** Field name → weight. */
  fields: Record<string, number>;
  /** Fields whose Chinese words are also indexed as pinyin. */
  pinyinOf: string[];
  /** A field (the title) that lifts a result when it contains the query verbatim. */
  phraseField?: string;
  /**
   * Long fields (guide text) searched only when the other fields find
   * nothing: a word common in guides (校园卡 in every material list) would
   * otherwise make each query score most of the index.
   */
  secondaryFields?: string[];
}

export interface Hit {
  id: string;
  score: number;
}

const PINYIN_FIELD = '__pinyin';

/** A document as MiniSearch's `add` takes it (see `fieldsOf`). */
type FieldsDoc = { id: string; [field: string]: string };

/** Latin terms (full pinyin, English words) long enough to tolerate a typo; shorter ones are mostly initials, where one edit is another word. */
const TYPO_MIN_LENGTH = 4;

/** Pinyin words are often the start of a longer one (jisuanji in jisuanjikexue); Chinese words only while still being typed (last). */
const prefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 || (isLatin(term) && term.length >= 3);
const PHRASE_BONUS = 1.5;
/** Each term a group of its own, for `combined`: as typed, no other spellings. */
const anyTerm = (terms: readonly string[]) => terms.map((t) => [t]);
/** How far 您是不是要找 may reach: a third of a term's letters, as a fraction MiniSearch applies per term. */
const CLOSEST_FUZZINESS = 0.34;
/** Documents a `fill` reads between pauses: a few milliseconds of work. */
const FILL_SLICE = 250;
/** Document scores kept per term (`termScores`), all terms together; past it they are dropped and found again as asked. */
const TERM_SCORES_MAX = 250_000;

/**
 * What TextIndex uses of MiniSearch 7 beyond its public API: the scores of
 * one query term as `search` works them out (the exact term, its prefix and
 * typo forms, every field), by MiniSearch's short document ids in the order
 * `search` meets them, and the ids behind those. `text-index.test.ts`
 * compares the answers with MiniSearch's own search.
 */
interface MiniSearchInternals {
  executeQuerySpec(
    query: { term: string; prefix: boolean; fuzzy: number; termBoost: number },
    options: SearchOptions,
  ): Map<number, { score: number }>;
  _documentIds: Map<number, string>;
}

export class TextIndex {
  /** Every field MiniSearch indexes (the pinyin one last), and those searched first (no secondary fields). */
  private readonly fields: string[];
  private readonly primary: string[];
  private readonly searchOptions: Options<FieldsDoc>;
  private search: MiniSearch<FieldsDoc>;
  private readonly boosts = new Map<string, number>();
  private readonly phrases = new Map<string, string>();
  /** Every Latin term indexed; sorted when first needed after a change, to tell a known term or the start of one. */
  private readonly vocabulary = new Set<string>();
  private sortedVocabulary: string[] | null = null;
  /** Per query term as the primary search takes it (with its prefix and typo flags): each document's score without the boost. */
  private readonly termScores = new Map<string, Map<number, number>>();
  private termScoreCount = 0;
  /** Per MiniSearch short id, while `combined` adds up a query's term scores: the sum and the terms matched (0 between queries). */
  private sums = new Float64Array(0);
  private matched = new Uint16Array(0);
  /** No document's boost is above it (it never comes down): a match this cannot lift into the best is passed over unread. */
  private maxBoost = 1;

  constructor(private readonly options: TextIndexOptions) {
    this.fields = [...Object.keys(options.fields), PINYIN_FIELD];
    const secondary = new Set(options.secondaryFields ?? []);
    this.primary = this.fields.filter((f) => !secondary.has(f));
    this.searchOptions = {
      fields: this.fields,
      idField: 'id',
      // Documents arrive as ready-made terms separated by spaces (see `fieldsOf`).
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => textTerms(text),
        processTerm: (term) => term,
        boost: { ...options.fields, [PINYIN_FIELD]: Math.max(...Object.values(options.fields)) * 0.8 },
        prefix,
        fuzzy: (term) => this.fuzzy(term),
        combineWith: 'AND',
        boostDocument: (id) => this.boostOf(id as string),
      },
    };
    this.search = new MiniSearch(this.searchOptions);
  }

  /**
   * One edit (a missing, extra or wrong letter) for a long Latin term no
   * indexed term is or starts with. Two edits would also catch swapped
   * letters, but let unrelated services outrank the intended one: `spellings`
   * counts a swap as one edit instead. A term the index knows is taken as
   * typed: its prefix matches already find it, and walking the vocabulary for
   * its neighbours was the most of a pinyin query's time.
   */
  private fuzzy(term: string): number {
    return isLatin(term) && term.length >= TYPO_MIN_LENGTH && !this.knows(term) ? 1 : 0;
  }

  private boostOf(id: string): number {
    return this.boosts.get(id) ?? 1;
  }

  get size(): number {
    return this.search.documentCount;
  }

  /** The terms of each field (in `fields` order), found once: MiniSearch is given them ready-made. */
  private termsOf(doc: IndexedDoc, extract: ReturnType<typeof termExtractor>): TermsDoc {
    const terms = Object.keys(this.options.fields).map((name) => {
      const text = doc.fields[name];
      return text === undefined ? undefined : extract.textTerms(text);
    });
    const py = new Set<string>();
    for (const name of this.options.pinyinOf) for (const t of extract.pinyinTerms(doc.fields[name] ?? '')) py.add(t);
    terms.push([...py]);
    for (const field of terms) for (const t of field ?? []) if (isLatin(t)) this.vocabulary.add(t);
    return { id: doc.id, terms };
  }

  /** A document as MiniSearch's `add` takes it: each field as its terms, space-separated (terms have none). */
  private fieldsOf(doc: TermsDoc): FieldsDoc {
    const fields: FieldsDoc = { id: doc.id };
    this.fields.forEach((name, i) => {
      const terms = doc.terms[i];
      if (terms) fields[name] = terms.join(' ');
    });
    return fields;
  }

  /** Whether some indexed term is `term` or starts with it. */
  private knows(term: string): boolean {
    this.sortedVocabulary ??= [...this.vocabulary].sort();
    const sorted = this.sortedVocabulary;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < term) lo = mid + 1;
      else hi = mid;
    }
    return sorted[lo]?.startsWith(term) ?? false;
  }

  /**
   * An unknown long Latin term and the known spellings (terms or the start of
   * one) a swap of neighbouring letters away (qingija → qingjia): the
   * edit-distance search counts a swap as two edits.
   */
  private spellings(term: string): string[] {
    if (!isLatin(term) || term.length < TYPO_MIN_LENGTH || this.knows(term)) return [term];
    const found = new Set([term]);
    for (let i = 0; i + 1 < term.length; i++) {
      if (term[i] === term[i + 1]) continue;
      const swapped = `${term.slice(0, i)}${term[i + 1]}${term[i]}${term.slice(i + 2)}`;
      if (this.knows(swapped)) found.add(swapped);
    }
    return [...found];
  }

  /**
   * Each typed term with the spellings it is searched by: itself, or, for a
   * term that may be misspelt, itself and the known spellings a swap away,
   * any of which may match.
   */
  private withSwaps(typed: readonly string[]): string[][] {
    return typed.map((t) => this.spellings(t));
  }

  /** As MiniSearch takes it: every term required, a misspelt one with any of its spellings. */
  private swapQuery(groups: readonly string[][]): Query {
    const plain = groups.filter((spellings) => spellings.length === 1).map(([t]) => t);
    const swapped = groups
      .filter((spellings) => spellings.length > 1)
      .map((spellings) => ({ combineWith: 'OR' as const, queries: spellings }));
    return { combineWith: 'AND' as const, queries: [...(plain.length > 0 ? [plain.join(' ')] : []), ...swapped] };
  }

  /**
   * A query term's scores in the primary fields, by MiniSearch's short ids in
   * its order, worked out once and kept until the documents change: every
   * document having the term is scored (图书馆 alone has 3,000 postings), and
   * that was most of a query's time and garbage. Hotness is applied after
   * (`combined`), so a visit does not drop them.
   */
  private scoresOf(term: string, prefixed: boolean, fuzzy: number): Map<number, number> {
    const key = `${prefixed ? 'p' : '-'}${fuzzy}${term}`;
    let scores = this.termScores.get(key);
    if (scores) return scores;
    const found = (this.search as unknown as MiniSearchInternals).executeQuerySpec(
      { term, prefix: prefixed, fuzzy, termBoost: 1 },
      { fields: this.primary, boostDocument: undefined },
    );
    scores = new Map();
    for (const [doc, { score }] of found) scores.set(doc, score);
    if (this.termScoreCount + scores.size > TERM_SCORES_MAX) this.forgetTermScores();
    this.termScores.set(key, scores);
    this.termScoreCount += scores.size;
    return scores;
  }

  /** Drops the kept term scores (any change to the documents does; the search benchmark times new terms with it). */
  forgetTermScores(): void {
    this.termScores.clear();
    this.termScoreCount = 0;
  }

  /**
   * The primary search, from the kept term scores: what MiniSearch's
   * `search` answers with `combineWith` AND (every group must match) or OR
   * (any), each group being a typed term or the spellings of one (any may
   * match). As MiniSearch does, a document's score is the sum of its matched
   * terms' scores times the number of them; documents in the order
   * MiniSearch combines them; the boost multiplies the sum rather than each
   * term's part, which can change a score in its last bit and nothing else.
   * MiniSearch's own search works every term's postings out anew, which at
   * thousands of documents sharing a word was most of a query's time.
   */
  private combined(groups: readonly string[][], every: boolean, visit: (doc: number, score: number) => void): number {
    if (groups.length === 0) return 0;
    const flat = groups.flat();
    // A spelling searched on its own is a one-term query, so the start of a longer term.
    const scores = groups.map((group) =>
      group.length === 1
        ? [
            this.scoresOf(
              group[0] as string,
              prefix(group[0] as string, flat.indexOf(group[0] as string), flat),
              this.fuzzy(group[0] as string),
            ),
          ]
        : group.map((t) => this.scoresOf(t, true, this.fuzzy(t))),
    );
    const docs: number[] = [];
    if (every) {
      if (scores.some((group) => group.every((s) => s.size === 0))) return 0;
      // Documents in the last group, kept when every other group has them.
      const last = scores[scores.length - 1] as Map<number, number>[];
      const inGroup = (group: Map<number, number>[], doc: number) => group.some((s) => s.has(doc));
      const taken = new Set<number>();
      for (const s of last)
        for (const doc of s.keys())
          if (!taken.has(doc) && scores.every((group) => inGroup(group, doc))) {
            taken.add(doc);
            docs.push(doc);
          }
      this.room(docs);
      for (const group of scores)
        for (const s of group)
          for (const doc of docs) {
            const score = s.get(doc);
            if (score === undefined) continue;
            this.sums[doc] = (this.sums[doc] as number) + score;
            this.matched[doc] = (this.matched[doc] as number) + 1;
          }
    } else {
      for (const group of scores)
        for (const s of group)
          for (const [doc, score] of s) {
            if (doc >= this.sums.length) this.room([doc]);
            if (this.matched[doc] === 0) docs.push(doc);
            this.sums[doc] = (this.sums[doc] as number) + score;
            this.matched[doc] = (this.matched[doc] as number) + 1;
          }
    }
    try {
      for (const doc of docs) visit(doc, (this.sums[doc] as number) * (this.matched[doc] as number));
    } finally {
      // Zero again for the next query, even when `visit` threw.
      for (const doc of docs) {
        this.sums[doc] = 0;
        this.matched[doc] = 0;
      }
    }
    return docs.length;
  }

  /** Grows the per-document sums to hold `docs` (MiniSearch's short ids count up from 0). */
  private room(docs: readonly number[]): void {
    const need = Math.max(0, ...docs.map((d) => d + 1));
    if (need <= this.sums.length) return;
    const size = Math.max(need, this.sums.length * 2, 1024);
    const sums = new Float64Array(size);
    sums.set(this.sums);
    const matched = new Uint16Array(size);
    matched.set(this.matched);
    this.sums = sums;
    this.matched = matched;
  }

  /**
   * Adds or replaces documents. `extract` may be the caller's, when it has
   * already segmented the same texts: its memory then spares doing it twice.
   */
  upsert(docs: IndexedDoc[], extract = termExtractor()): void {
    for (const doc of docs) if (this.search.has(doc.id)) this.search.discard(doc.id);
    const terms = docs.map((d) => this.termsOf(d, extract));
    // Into an empty index all at once; changes one by one.
    if (this.search.documentCount === 0) {
      const bulk = new BulkLoad(this.fields);
      for (const doc of terms) bulk.add(doc);
      this.search = bulk.load(this.searchOptions);
    } else {
      this.search.addAll(terms.map((d) => this.fieldsOf(d)));
    }
    this.settle(docs);
  }

  /**
   * Indexes many documents into an empty index (else as `upsert`), calling
   * `pause` between slices of their terms, the most of the work, so a large
   * catalogue does not hold the event loop for the whole build; the tree is
   * loaded in one step at the end. The index stays empty until then: nothing
   * else may change it meanwhile.
   */
  async fill(docs: IndexedDoc[], pause: () => Promise<void>): Promise<void> {
    if (this.search.documentCount > 0) return this.upsert(docs);
    const extract = termExtractor();
    const bulk = new BulkLoad(this.fields);
    for (let start = 0; start < docs.length; start += FILL_SLICE) {
      if (start > 0) await pause();
      for (const doc of docs.slice(start, start + FILL_SLICE)) bulk.add(this.termsOf(doc, extract));
    }
    this.search = bulk.load(this.searchOptions);
    this.settle(docs);
  }

  /** Boosts and phrases of newly indexed documents. */
  private settle(docs: IndexedDoc[]): void {
    const phraseField = this.options.phraseField;
    for (const doc of docs) {
      this.boosts.set(doc.id, doc.boost);
      this.maxBoost = Math.max(this.maxBoost, doc.boost);
      if (phraseField) this.phrases.set(doc.id, (doc.fields[phraseField] ?? '').toLowerCase());
    }
    this.sortedVocabulary = null;
    this.forgetTermScores();
  }

  remove(ids: string[]): void {
    if (ids.length > 0) this.forgetTermScores();
    for (const id of ids) {
      if (this.search.has(id)) this.search.discard(id);
      this.boosts.delete(id);
      this.phrases.delete(id);
    }
  }

  setBoost(id: string, boost: number): void {
    if (!this.boosts.has(id)) return;
    this.boosts.set(id, boost);
    this.maxBoost = Math.max(this.maxBoost, boost);
  }

  /**
   * Matches, best first, that pass `accept`. Every query term must match, in
   * the primary fields, else in all fields; when nothing has them all, any
   * term may match in the primary fields, so a long query with one unknown
   * word still finds something (but a word common in guides cannot flood it).
   */
  query(text: string, accept: (id: string) => boolean, limit: number): Hit[] {
    const trimmed = text.trim();
    if (!trimmed || limit <= 0) return [];
    const primary = this.primary;
    // Segmented once: MiniSearch would segment the text again for each search (Intl.Segmenter's objects were a good part of a query's garbage).
    const terms = textTerms(trimmed);
    const tokenize = () => terms;
    // Fallbacks depend on what exists, not on what this caller may see, so a visitor does not pay for them on every hidden match.
    const groups = this.withSwaps(terms);
    const phrase = trimmed.toLowerCase();
    // The best `limit` as a stable sort would give them, without sorting (or even keeping) every match:
    // a word in thousands of documents (申请) matches them all when a query falls back to any term.
    const best: Hit[] = [];
    const ids = (this.search as unknown as MiniSearchInternals)._documentIds;
    // A match from the kept term scores, before its boost: most cannot reach the best, whatever their boost.
    const considerDoc = (doc: number, unboosted: number) => {
      if (best.length === limit && unboosted * this.maxBoost * PHRASE_BONUS <= (best[limit - 1] as Hit).score) return;
      const id = ids.get(doc) as string;
      consider(id, unboosted * this.boostOf(id));
    };
    const consider = (id: string, score: number) => {
      if (best.length === limit && score * PHRASE_BONUS <= (best[limit - 1] as Hit).score) return;
      if (!accept(id)) return;
      const scored = this.phrases.get(id)?.includes(phrase) ? score * PHRASE_BONUS : score;
      if (best.length === limit && scored <= (best[limit - 1] as Hit).score) return;
      let at = best.length;
      while (at > 0 && (best[at - 1] as Hit).score < scored) at--;
      best.splice(at, 0, { id, score: scored });
      if (best.length > limit) best.pop();
    };
    let found = this.combined(groups, true, considerDoc);
    if (found === 0 && primary.length < this.fields.length) {
      const swapped = groups.some((spellings) => spellings.length > 1);
      const results = this.search.search(
        swapped ? this.swapQuery(groups) : trimmed,
        swapped ? { fields: this.fields } : { fields: this.fields, tokenize },
      );
      for (const r of results) consider(r.id as string, r.score);
      found = results.length;
    }
    if (found === 0) this.combined(anyTerm(terms), false, considerDoc);
    return best;
  }

  /**
   * For a query that found nothing: the documents nearest to it, any term
   * matching loosely (a third of its letters may differ), best first.
   */
  closest(text: string, accept: (id: string) => boolean, limit: number): Hit[] {
    const trimmed = text.trim();
    if (!trimmed) return [];
    return this.search
      .search(trimmed, {
        fields: this.primary,
        combineWith: 'OR',
        prefix: true,
        fuzzy: (term) => (term.length >= 3 ? CLOSEST_FUZZINESS : 0),
        // Nearness alone: a popular service must not outrank the one the query resembles.
        boostDocument: () => 1,
      })
      .filter((r) => accept(r.id as string))
      .slice(0, limit)
      .map((r) => ({ id: r.id as string, score: r.score }));
  }
}
