/**
 * How a question is matched against the owner's notes. Pure functions, no I/O: the store and the stage
 * call these, and test/store-match.test.ts pins their behaviour.
 *
 * The idea in four steps:
 *  1. Split text into words with Intl.Segmenter (no locale: the ICU default rules handle Latin, Cyrillic
 *     and most other scripts without us guessing the language).
 *  2. Fold each word: NFKC, lower case, accents removed, ß → ss, ё → е. "Dónde" and "donde" compare equal,
 *     as do "Schlüssel" and "Schlussel", "ещё" and "еще".
 *  3. Drop function words (function-words.ts covers en, ru, de, es) and reduce Russian words to a rough stem,
 *     because Russian changes word endings (ключ, ключа, ключи, ключом all mean "key").
 *  4. Score = the share of the question's content words found in the note, where "found" allows inflection
 *     (key/keys, llave/llaves, Schlüssel/Schlüsseln) and, with less credit, German-style compounds
 *     (Schlüssel in Ersatzschlüssel).
 *
 * A score of 1 means every content word of the question was found. A question with no content words
 * ("where is it?") matches nothing: an empty question must never pull a random note.
 */
import { segmentBounded } from '../text/segment.js';
import { FUNCTION_WORDS_BY_LANGUAGE } from './function-words.js';

/** Credit for a word found with a short ending added or changed (key/keys, Schlüssel/Schlüsseln). */
export const INFLECTION_CREDIT = 0.9;
/** Credit for a longer shared prefix with different endings (battery/batteries, parking/parked). */
export const SHARED_STEM_CREDIT = 0.8;
/** Credit for one word inside a compound (Schlüssel in Autoschlüssel). Lower: compounds narrow the meaning. */
export const COMPOUND_CREDIT = 0.7;
/**
 * Shortest word that may match by prefix or inside a compound. Below five letters, prefixes collide too
 * often across unrelated words (tower/towel share four letters).
 */
const MIN_STEM_MATCH_CHARS = 5;
/** Shortest word that may match with a short ending added (key → keys). Two-letter words only match exactly. */
const MIN_INFLECTED_CHARS = 3;
/** Most letters an ending may add (llave → llaves, glass → glasses, Buch → Bücher). */
const MAX_ENDING_CHARS = 2;
/** Shortest Russian stem left after removing an ending; shorter words keep their ending (дом, not д). */
const MIN_RUSSIAN_STEM_CHARS = 3;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Folds text for comparison: NFKC, lower case, no combining marks, ß → ss. Idempotent. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/gu, 'ss')
    .normalize('NFC');
}

/**
 * Splits text into folded words. Apostrophes split a word ("where's" → "where", "s"); single letters are
 * dropped (they carry no meaning on their own in the languages we serve), digits are kept.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const seg of segmentBounded(segmenter, fold(text))) {
    if (!seg.isWordLike) continue;
    for (const part of seg.segment.split(/['’‘`]/u)) {
      if (part.length >= 2 || /^\p{N}+$/u.test(part)) out.push(part);
    }
  }
  return out;
}

const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  Object.values(FUNCTION_WORDS_BY_LANGUAGE).flatMap((list) => list.flatMap((w) => words(w))),
);

/** True for articles, pronouns, question words and the like in any language we cover. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(fold(word));
}

/**
 * Russian noun and adjective endings, longest first. Removing them maps the case forms of one word to one
 * stem. Written naturally and folded like the text (so "ый" becomes "ыи", "ё" becomes "е").
 */
const RUSSIAN_ENDINGS: readonly string[] = [
  'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'ов', 'ев', 'ей',
  'ой', 'ий', 'ый', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ую', 'юю', 'ых', 'их', 'ым', 'им',
  'а', 'я', 'о', 'е', 'и', 'ы', 'у', 'ю', 'ь', 'й',
]
  .map(fold)
  .sort((a, b) => b.length - a.length);

/**
 * A rough stem: Cyrillic words lose one case ending; other scripts are left as they are and rely on the
 * prefix rules in termSimilarity, which cover the endings of English, German and Spanish.
 */
export function stem(word: string): string {
  const w = fold(word);
  if (!/^\p{Script=Cyrillic}+$/u.test(w)) return w;
  for (const ending of RUSSIAN_ENDINGS) {
    if (w.endsWith(ending) && w.length - ending.length >= MIN_RUSSIAN_STEM_CHARS) {
      return w.slice(0, w.length - ending.length);
    }
  }
  return w;
}

/** The distinct stems of the content words in `text`, in order of first appearance. */
export function contentTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const w of words(text)) {
    if (FUNCTION_WORDS.has(w)) continue;
    seen.add(stem(w));
  }
  return [...seen];
}

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** How well one stem stands for another, 0..1. Symmetric. */
export function termSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const extra = long.length - short.length;
  if (short.length >= MIN_INFLECTED_CHARS && extra <= MAX_ENDING_CHARS && long.startsWith(short)) {
    return INFLECTION_CREDIT;
  }
  if (short.length < MIN_STEM_MATCH_CHARS) return 0;
  const shared = commonPrefixLength(short, long);
  if (shared >= MIN_STEM_MATCH_CHARS && shared >= short.length - 1 && long.length - shared <= MAX_ENDING_CHARS + 1) {
    return SHARED_STEM_CREDIT;
  }
  if (extra > MAX_ENDING_CHARS && (long.endsWith(short) || long.startsWith(short))) return COMPOUND_CREDIT;
  return 0;
}

/**
 * Share of `queryTerms` found in `docTerms`, each weighted by how well it was found. 0 when the query has
 * no content words.
 */
export function scoreTerms(queryTerms: readonly string[], docTerms: readonly string[]): number {
  if (queryTerms.length === 0 || docTerms.length === 0) return 0;
  let total = 0;
  for (const q of queryTerms) {
    let best = 0;
    for (const d of docTerms) {
      const s = termSimilarity(q, d);
      if (s > best) best = s;
      if (best === 1) break;
    }
    total += best;
  }
  return total / queryTerms.length;
}

/** Convenience: score a question against a note's text. */
export function scoreText(query: string, doc: string): number {
  return scoreTerms(contentTerms(query), contentTerms(doc));
}
