import { pinyin } from 'pinyin-pro';
import { isLatin, termExtractor, textTerms } from '../../platform/search/chinese-text.ts';
import { type Hit, TextIndex } from '../../platform/search/text-index.ts';

/**
 * Finds the knowledge entries a question asks for, with the service search's
 * text machinery (Chinese words and bigrams, pinyin, a typo in pinyin):
 * each entry is indexed by its question and its similar phrasings. A
 * question is asked as people talk (「校园卡丢了怎么办」), so the words that
 * only make it a question are dropped first, and an entry counts as an
 * answer only when it shares enough of the words that remain, rare words
 * counting more than common ones.
 */

export interface KnowledgeDoc {
  id: string;
  question: string;
  similar: string[];
}

/** Words that make a sentence a question or a request, not what it is about; longest first. */
const FILLERS = [
  '请问一下',
  '请问',
  '怎么办理',
  '怎么办',
  '怎么弄',
  '怎么样',
  '怎么',
  '如何',
  '怎样',
  '咋办',
  '能不能',
  '可不可以',
  '可以',
  '能否',
  '是否',
  '需要',
  '我想',
  '我要',
  '想要',
  '在哪儿',
  '在哪里',
  '在哪',
  '哪里',
  '什么',
  '一下',
  '你好',
  '您好',
  '吗',
  '呢',
  '呀',
  '啊',
  '吧',
  '的',
  '了',
  '我',
];
const FILLER_RE = new RegExp(FILLERS.join('|'), 'g');

/** Share of a question's words, weighted by rarity, an entry must have (as words, bigrams or pinyin) to be taken as an answer. */
const MIN_COVERAGE = 0.4;
const HAN_PAIR = /^\p{Script=Han}{2}$/u;

/**
 * The pinyin of every two-character word of a text: the segmenter knows no
 * 挂失 or 充值, so the service search's pinyin (of dictionary words) would
 * not find `guashi`; the help desk's questions are short enough to index them
 * all. The same pairs recur across entries (申请, 校园), so a build converts
 * each once: converting them one by one was a third of building 5,000 entries.
 */
function pairPinyin(text: string, termsOf: (text: string) => string[], pinyinOf: Map<string, string>): string {
  const out: string[] = [];
  for (const pair of termsOf(text)) {
    if (!HAN_PAIR.test(pair)) continue;
    let py = pinyinOf.get(pair);
    if (py === undefined) {
      py = pinyin(pair, { toneType: 'none', type: 'array', v: true }).join('');
      pinyinOf.set(pair, py);
    }
    out.push(py);
  }
  return out.join(' ');
}

/** The question without its question words; the question itself when nothing else is left. */
export function topicOf(question: string): string {
  const topic = question.replace(FILLER_RE, ' ').replace(/\s+/g, ' ').trim();
  return topic || question.trim();
}

/** The words a coverage is counted over: Han words (by the segmenter) and Latin words, no bigrams. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
function wordsOf(text: string): string[] {
  const found = new Set<string>();
  for (const seg of segmenter.segment(text.toLowerCase())) if (seg.isWordLike) found.add(seg.segment);
  return [...found];
}

/** Whether a typed Latin word is one slip (a wrong, missing, extra or swapped letter) from the start of `term`. */
function slipOf(word: string, term: string): boolean {
  if (word.length < 4) return false;
  for (let len = word.length - 1; len <= word.length + 1; len++) {
    if (len <= term.length && withinOneEdit(word, term.slice(0, len))) return true;
  }
  return false;
}

/** Optimal-string-alignment distance of at most one, swaps of neighbours counting as one. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class KnowledgeMatcher {
  private readonly index = new TextIndex({
    fields: { question: 3, similar: 2, pairs: 1.5 },
    pinyinOf: ['question', 'similar'],
    phraseField: 'question',
  });
  /** Every term of an entry (words, bigrams, pinyin), for the coverage check. */
  private readonly terms = new Map<string, string[]>();
  /** In how many entries each term is, for the rarity of a word. */
  private readonly entriesWith = new Map<string, number>();

  constructor(docs: KnowledgeDoc[]) {
    const extract = termExtractor();
    const pinyinOfPair = new Map<string, string>();
    const indexed = docs.map((d) => {
      // Phrasings apart by a full stop, so no bigram spans two of them.
      const text = [d.question, ...d.similar].join('。');
      const pairs = pairPinyin(text, extract.textTerms, pinyinOfPair);
      const terms = [...new Set([...extract.textTerms(text), ...extract.pinyinTerms(text), ...pairs.split(' ')])];
      this.terms.set(d.id, terms);
      for (const t of terms) this.entriesWith.set(t, (this.entriesWith.get(t) ?? 0) + 1);
      return { id: d.id, fields: { question: d.question, similar: d.similar.join('。'), pairs }, boost: 1 };
    });
    // The same extractor: the index meets the same phrasings again.
    this.index.upsert(indexed, extract);
  }

  /** Entries answering the question, best first; none when nothing shares enough of it. */
  answer(question: string, accept: (id: string) => boolean, limit: number): Hit[] {
    const topic = topicOf(question);
    const words = wordsOf(topic);
    return this.index.query(topic, accept, limit).filter((hit) => this.coverage(hit.id, words) >= MIN_COVERAGE);
  }

  /** Entries whose question or phrasings start with or contain what is typed, for suggestions. */
  suggest(typed: string, accept: (id: string) => boolean, limit: number): Hit[] {
    return this.index.query(topicOf(typed), accept, limit);
  }

  /** How much a word says: a word in most entries (没有, 学校) little, one in none the most. */
  private rarity(word: string): number {
    const parts = isLatin(word) || [...word].length <= 2 ? [word] : textTerms(word).filter((t) => HAN_PAIR.test(t));
    const seen = Math.min(...parts.map((t) => this.entriesWith.get(t) ?? 0));
    return Math.log((this.terms.size + 1) / (seen + 0.5));
  }

  /** Share of `words`, by rarity, the entry has: as a term, as the start of one (pinyin being typed, perhaps with a slip), or through one of its bigrams. */
  private coverage(id: string, words: string[]): number {
    const terms = this.terms.get(id) ?? [];
    const has = (w: string) =>
      terms.some((t) => t === w || (w.length >= 2 && t.startsWith(w)) || (isLatin(w) && isLatin(t) && slipOf(w, t)));
    let covered = 0;
    let total = 0;
    for (const word of words) {
      const weight = this.rarity(word);
      total += weight;
      if (has(word) || (!isLatin(word) && textTerms(word).some((t) => HAN_PAIR.test(t) && has(t)))) covered += weight;
    }
    return total > 0 ? covered / total : 0;
  }
}
