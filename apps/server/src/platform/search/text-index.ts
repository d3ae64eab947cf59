import MiniSearch, { type Query } from 'minisearch';
import { isLatin, pinyinTerms, textTerms } from './chinese-text.ts';

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

/** Latin terms (full pinyin, English words) long enough to tolerate a typo; shorter ones are mostly initials, where one edit is another word. */
const TYPO_MIN_LENGTH = 4;

/**
 * One edit (a missing, extra or wrong letter) for long Latin terms. Two edits
 * would also catch swapped letters, but let unrelated services outrank the
 * intended one: `spellings` counts a swap as one edit instead.
 */
const fuzzy = (term: string) => (isLatin(term) && term.length >= TYPO_MIN_LENGTH ? 1 : 0);
const PHRASE_BONUS = 1.5;
/** How far 您是不是要找 may reach: a third of a term's letters, as a fraction MiniSearch applies per term. */
const CLOSEST_FUZZINESS = 0.34;

export class TextIndex {
  private readonly search: MiniSearch<{ id: string; [field: string]: string }>;
  private readonly boosts = new Map<string, number>();
  private readonly phrases = new Map<string, string>();
  /** Every Latin term indexed; sorted when first needed after a change, to tell a known term or the start of one. */
  private readonly vocabulary = new Set<string>();
  private sortedVocabulary: string[] | null = null;

  constructor(private readonly options: TextIndexOptions) {
    const fields = [...Object.keys(options.fields), PINYIN_FIELD];
    this.search = new MiniSearch({
      fields,
      idField: 'id',
      // The pinyin field holds ready-made terms separated by spaces.
      tokenize: (text, field) => (field === PINYIN_FIELD ? text.split(' ').filter(Boolean) : textTerms(text)),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => textTerms(text),
        processTerm: (term) => term,
        boost: { ...options.fields, [PINYIN_FIELD]: Math.max(...Object.values(options.fields)) * 0.8 },
        // Pinyin words are often the start of a longer one (jisuanji in jisuanjikexue); Chinese words only while still being typed (last).
        prefix: (term, i, terms) => i === terms.length - 1 || (isLatin(term) && term.length >= 3),
        fuzzy,
        combineWith: 'AND',
        boostDocument: (id) => this.boosts.get(id as string) ?? 1,
      },
    });
  }

  get size(): number {
    return this.search.documentCount;
  }

  private toStored(doc: IndexedDoc): { id: string; [field: string]: string } {
    const py = new Set<string>();
    for (const name of this.options.pinyinOf) for (const t of pinyinTerms(doc.fields[name] ?? '')) py.add(t);
    for (const t of py) this.vocabulary.add(t);
    for (const name of Object.keys(this.options.fields)) {
      for (const t of textTerms(doc.fields[name] ?? '')) if (isLatin(t)) this.vocabulary.add(t);
    }
    this.sortedVocabulary = null;
    return { id: doc.id, ...doc.fields, [PINYIN_FIELD]: [...py].join(' ') };
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

  /** The query as typed, or, where a term may be misspelt, every term required with any of its spellings. */
  private withSwaps(text: string): Query {
    const terms = textTerms(text).map((t) => this.spellings(t));
    if (terms.every((spellings) => spellings.length === 1)) return text;
    const plain = terms.filter((spellings) => spellings.length === 1).map(([t]) => t);
    const swapped = terms
      .filter((spellings) => spellings.length > 1)
      .map((spellings) => ({ combineWith: 'OR' as const, queries: spellings }));
    return { combineWith: 'AND' as const, queries: [...(plain.length > 0 ? [plain.join(' ')] : []), ...swapped] };
  }

  /** Adds or replaces documents. */
  upsert(docs: IndexedDoc[]): void {
    const phraseField = this.options.phraseField;
    for (const doc of docs) {
      if (this.search.has(doc.id)) this.search.discard(doc.id);
      this.boosts.set(doc.id, doc.boost);
      if (phraseField) this.phrases.set(doc.id, (doc.fields[phraseField] ?? '').toLowerCase());
    }
    this.search.addAll(docs.map((d) => this.toStored(d)));
  }

  remove(ids: string[]): void {
    for (const id of ids) {
      if (this.search.has(id)) this.search.discard(id);
      this.boosts.delete(id);
      this.phrases.delete(id);
    }
  }

  setBoost(id: string, boost: number): void {
    if (this.boosts.has(id)) this.boosts.set(id, boost);
  }

  /**
   * Matches, best first, that pass `accept`. Every query term must match, in
   * the primary fields, else in all fields; when nothing has them all, any
   * term may match in the primary fields, so a long query with one unknown
   * word still finds something (but a word common in guides cannot flood it).
   */
  query(text: string, accept: (id: string) => boolean, limit: number): Hit[] {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const secondary = new Set(this.options.secondaryFields ?? []);
    const primary = [...Object.keys(this.options.fields).filter((f) => !secondary.has(f)), PINYIN_FIELD];
    const all = [...Object.keys(this.options.fields), PINYIN_FIELD];
    // Fallbacks depend on what exists, not on what this caller may see, so a visitor does not pay for them on every hidden match.
    const query = this.withSwaps(trimmed);
    let raw = this.search.search(query, { fields: primary });
    if (raw.length === 0 && secondary.size > 0) raw = this.search.search(query, { fields: all });
    if (raw.length === 0) raw = this.search.search(trimmed, { fields: primary, combineWith: 'OR' });
    const results = raw.filter((r) => accept(r.id as string));
    const phrase = trimmed.toLowerCase();
    const hits = results.map((r) => {
      const id = r.id as string;
      return { id, score: this.phrases.get(id)?.includes(phrase) ? r.score * PHRASE_BONUS : r.score };
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * For a query that found nothing: the documents nearest to it, any term
   * matching loosely (a third of its letters may differ), best first.
   */
  closest(text: string, accept: (id: string) => boolean, limit: number): Hit[] {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const secondary = new Set(this.options.secondaryFields ?? []);
    const primary = [...Object.keys(this.options.fields).filter((f) => !secondary.has(f)), PINYIN_FIELD];
    return this.search
      .search(trimmed, {
        fields: primary,
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
