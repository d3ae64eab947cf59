import MiniSearch from 'minisearch';
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

/**
 * Latin terms of 4+ letters tolerate one edit (a typo). Shorter terms are
 * mostly initials, where one edit is a different word. Two edits were tried
 * to catch swapped letters, but they let unrelated services outrank the intended one.
 */
const fuzzy = (term: string) => (isLatin(term) && term.length >= 4 ? 1 : 0);
const PHRASE_BONUS = 1.5;

export class TextIndex {
  private readonly search: MiniSearch<{ id: string; [field: string]: string }>;
  private readonly boosts = new Map<string, number>();
  private readonly phrases = new Map<string, string>();

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
    return { id: doc.id, ...doc.fields, [PINYIN_FIELD]: [...py].join(' ') };
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
    let raw = this.search.search(trimmed, { fields: primary });
    if (raw.length === 0 && secondary.size > 0) raw = this.search.search(trimmed, { fields: all });
    if (raw.length === 0) raw = this.search.search(trimmed, { fields: primary, combineWith: 'OR' });
    const results = raw.filter((r) => accept(r.id as string));
    const phrase = trimmed.toLowerCase();
    const hits = results.map((r) => {
      const id = r.id as string;
      return { id, score: this.phrases.get(id)?.includes(phrase) ? r.score * PHRASE_BONUS : r.score };
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
