import { pinyin } from 'pinyin-pro';

/**
 * Tokenisation for Chinese-and-Latin search. Chinese has no spaces, so a run
 * of Han characters yields its dictionary words (Intl.Segmenter) and its
 * character bigrams (which catch words the segmenter splits differently);
 * Latin runs yield lower-case words. Pinyin terms let `qingjia` and `qj` find
 * 请假: each Chinese word adds its full pinyin and its initials, and the
 * whole run adds both again so initials of a longer name (`xsqj`) match too.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[a-z0-9]+/g;

export const isLatin = (term: string): boolean => /^[a-z0-9]+$/.test(term);

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + (chars[i + 1] ?? ''));
  return out;
}

/** The dictionary words of a run of Han characters (each has Han in it). */
function words(run: string): string[] {
  const found: string[] = [];
  for (const seg of segmenter.segment(run)) if (seg.isWordLike) found.push(seg.segment);
  return found;
}

type Words = (run: string) => string[];

/** The words, then the bigrams, of a run of Han characters. */
const runTerms = (run: string, wordsOf: Words): string[] => wordsOf(run).concat(bigrams(run));

/** The first letter of each syllable of a pinyin entry (a few rare characters have several, space-separated). */
const firstLetters = (entry: string): string =>
  entry
    .split(' ')
    .map((syllable) => syllable[0] ?? '')
    .join(' ');

/**
 * Full pinyin and initials of a Chinese text, from one conversion: the
 * initials are the first letters of the full pinyin (ü is typed as v on
 * every pinyin keyboard: lv for 旅).
 */
function pinyinPair(text: string): [full: string, initials: string] {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  return [syllables.join('').toLowerCase(), syllables.map(firstLetters).join('').toLowerCase()];
}

function pinyinRun(run: string, wordsOf: Words, pairOf: (text: string) => [string, string]): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(run)) {
    const [full, initials] = pairOf(word);
    terms.push(full);
    if ([...word].length > 1) terms.push(initials);
  }
  terms.push(...pairOf(run));
  return terms;
}

function collectTextTerms(text: string, ofRun: (run: string) => string[]): string[] {
  const lower = text.toLowerCase();
  const terms = new Set<string>();
  for (const m of lower.matchAll(LATIN_WORD)) terms.add(m[0]);
  for (const m of lower.matchAll(HAN_RUN)) for (const t of ofRun(m[0])) terms.add(t);
  return [...terms];
}

function collectPinyinTerms(text: string, ofRun: (run: string) => string[]): string[] {
  const terms = new Set<string>();
  for (const m of text.matchAll(HAN_RUN)) for (const t of ofRun(m[0])) terms.add(t);
  terms.delete('');
  return [...terms];
}

/** Words and bigrams of a text, lower-case, duplicates removed. */
export const textTerms = (text: string): string[] => collectTextTerms(text, (run) => runTerms(run, words));

function memo<T>(of: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) {
      value = of(key);
      seen.set(key, value);
    }
    return value;
  };
}

/**
 * For indexing a batch: `textTerms`, and the pinyin terms (full and initials)
 * of the Chinese words of a text, remembering each run and word they met.
 * Department, scene, keyword and guide phrases repeat across services, and
 * segmenting and pinyin conversion were most of the build. Same terms in the
 * same order as without memory; dropped with the batch, so memory stays flat.
 */
export function termExtractor(): { textTerms: (text: string) => string[]; pinyinTerms: (text: string) => string[] } {
  const wordsOf = memo(words);
  const pair = memo(pinyinPair);
  const textRun = memo((run: string) => runTerms(run, wordsOf));
  const pinyinOfRun = memo((run: string) => pinyinRun(run, wordsOf, pair));
  return {
    textTerms: (text) => collectTextTerms(text, textRun),
    pinyinTerms: (text) => collectPinyinTerms(text, pinyinOfRun),
  };
}
