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
const HAN = /\p{Script=Han}/u;
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

/** Words and bigrams of a text, lower-case, duplicates removed. */
export function textTerms(text: string): string[] {
  const lower = text.toLowerCase();
  const terms = new Set<string>();
  for (const m of lower.matchAll(LATIN_WORD)) terms.add(m[0]);
  for (const m of lower.matchAll(HAN_RUN)) {
    const run = m[0];
    for (const seg of segmenter.segment(run)) if (seg.isWordLike) terms.add(seg.segment);
    for (const gram of bigrams(run)) terms.add(gram);
  }
  return [...terms];
}

/** ü is typed as v on every pinyin keyboard (lv for 旅). */
function fullPinyin(text: string): string {
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).join('').toLowerCase();
}

function initials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join('').toLowerCase();
}

/** Pinyin terms (full and initials) of the Chinese words of a text. */
export function pinyinTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const m of text.matchAll(HAN_RUN)) {
    const run = m[0];
    for (const seg of segmenter.segment(run)) {
      if (!seg.isWordLike || !HAN.test(seg.segment)) continue;
      terms.add(fullPinyin(seg.segment));
      if ([...seg.segment].length > 1) terms.add(initials(seg.segment));
    }
    terms.add(fullPinyin(run));
    terms.add(initials(run));
  }
  terms.delete('');
  return [...terms];
}
