/**
 * How a question is matched against the owner's notes. Pure functions, no I/O: the store and the stage
 * call these, and test/store-match.test.ts pins their behaviour.
 *
 * The idea in four steps:
 *  1. Split text into words with the shared splitter (lang/words.ts), for any script.
 *  2. Fold each word (lang/fold.ts): NFKC, lower case, Latin accents removed, ß → ss, ё → е, й kept. "Dónde"
 *     and "donde" compare equal, as do "Schlüssel" and "Schlussel", "ещё" and "еще"; "мой" and "мои" do not.
 *  3. Drop function words (lang/<code>/words.ts, all ten languages) and reduce Russian words to a rough stem,
 *     because Russian changes word endings (ключ, ключа, ключи, ключом all mean "key").
 *  4. Score = the share of the question's content words found in the note, where "found" is a grade of the
 *     shared matcher (lang/same-word.ts) with a credit each: inflection (key/keys, llave/llaves), a shared stem
 *     (painted/painting, parking/parked) and, with less credit, German-style compounds (Schlüssel in
 *     Ersatzschlüssel). A bare shared prefix earns nothing here.
 *
 * A score of 1 means every content word of the question was found. A question with no content words
 * ("where is it?") matches nothing: an empty question must never pull a random note.
 */
import { fold as foldText } from '../lang/fold.js';
import { LANGUAGES } from '../lang/index.js';
import { Grade, wordGrade, type WordGrade } from '../lang/same-word.js';
import { foldedWords } from '../lang/words.js';

/** Credit for a word found with a short ending added or changed (key/keys, Schlüssel/Schlüsseln). */
export const INFLECTION_CREDIT = 0.9;
/** Credit for a shared stem with different endings (battery/batteries, parking/parked, painted/painting). */
export const SHARED_STEM_CREDIT = 0.8;
/** Credit for one word inside a compound (Schlüssel in Autoschlüssel). Lower: compounds narrow the meaning. */
export const COMPOUND_CREDIT = 0.7;
/**
 * Credit per grade of lang/same-word.ts. A bare shared prefix (tower/towel, capital/capitol) earns nothing: a
 * note is answered outright, so a near-miss spelling of another word must not pull it.
 */
const CREDIT_BY_GRADE: Readonly<Record<WordGrade, number>> = {
  [Grade.exact]: 1,
  [Grade.inflection]: INFLECTION_CREDIT,
  [Grade.stem]: SHARED_STEM_CREDIT,
  [Grade.compound]: COMPOUND_CREDIT,
  [Grade.prefix]: 0,
  [Grade.none]: 0,
};
/** Shortest Russian stem left after removing an ending; shorter words keep their ending (дом, not д). */
const MIN_RUSSIAN_STEM_CHARS = 3;

/** Folds text for comparison (lang/fold.ts): lower case, Latin accents off, ß → ss, ё → е; й stays й. */
export function fold(text: string): string {
  return foldText(text);
}

/**
 * Splits text into folded words (lang/words.ts). Apostrophes split a word ("where's" → "where", "s"); single
 * letters are dropped (they carry no meaning on their own in the languages we serve), digits are kept.
 */
export function words(text: string): string[] {
  return foldedWords(text);
}

const FUNCTION_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.functionWords.flatMap((w) => words(w))));

/** True for articles, pronouns, question words and the like in any language we cover. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(fold(word));
}

/**
 * Russian noun and adjective endings (lang/ru/words.ts), longest first. Removing them maps the case forms of
 * one word to one stem. Folded like the text (ё becomes е; й stays).
 */
const RUSSIAN_ENDINGS: readonly string[] = LANGUAGES.find((l) => l.code === 'ru')!
  .words.endings.map(fold)
  .sort((a, b) => b.length - a.length);

/**
 * A rough stem: Cyrillic words lose one case ending; other scripts are left as they are and rely on the
 * graded matcher in termSimilarity, which covers the endings of the other languages.
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

/** How well one stem stands for another, 0..1 (the credit of their lang/same-word.ts grade). Symmetric. */
export function termSimilarity(a: string, b: string): number {
  return CREDIT_BY_GRADE[wordGrade(a, b)];
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
