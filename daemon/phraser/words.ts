/**
 * The extractive phraser's word helpers: how a word is folded, split, weighed by length and matched. Shared by
 * the sentence ranking (rank.ts) and the topic checks (topic.ts).
 */
import { foldedWords } from '../lang/words.js';
import { Grade, wordGrade } from '../lang/same-word.js';
import { fold } from '../lang/fold.js';
import { cardinalValue } from '../lang/ordinals.js';

/** A question word shorter than this weighs too little to count as content (not "is", "в", "de"). */
const MIN_CONTENT_CHARS = 4;
/** The weakest grade at which two words are the same word here (see rank.ts's module comment). */
const SAME_WORD_GRADE = Grade.compound;

/** Han, Kana and Hangul characters carry about two letters' worth of meaning each, so they count double. */
const WIDE_SCRIPT_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Folded form used for matching only (lang/fold.ts). */
export function normalizeWord(word: string): string {
  return fold(word);
}

/** The folded words of a text, in order, single letters and numbers included ("1990" is a useful match). */
export function wordsOf(text: string): string[] {
  return foldedWords(text, true);
}

/** Length that counts for weighting: code points, wide-script characters counting two. */
export function effectiveLength(word: string): number {
  let length = 0;
  for (const char of word) length += WIDE_SCRIPT_CHAR.test(char) ? 2 : 1;
  return length;
}

/** Whether two folded words are the same word (grade compound or better, lang/same-word.ts). */
export function wordsMatch(a: string, b: string): boolean {
  return wordGrade(a, b) >= SAME_WORD_GRADE;
}

/** A question word long enough to count as content (not "is", "в", "de"); see MIN_CONTENT_CHARS. */
export function isContentWord(word: string): boolean {
  return effectiveLength(word) >= MIN_CONTENT_CHARS;
}

/** Most letters an ending may add to a compound written as one word ("twinjets"). */
const MAX_COMPOUND_ENDING_CHARS = 3;

/** A number and the initials of the words after it, as one word: "3d" (three-dimensional), "4wd" (four-wheel drive). */
const NUMBER_INITIALS_RE = /^(\p{Nd}{1,2})(\p{L}{1,3})$/u;

/** The question's number-and-initials words, with the number and the initials apart. */
function numberInitials(questionWords: readonly string[]): { word: string; value: number; initials: string }[] {
  return questionWords.flatMap((word) => {
    const m = NUMBER_INITIALS_RE.exec(word);
    return m === null ? [] : [{ word, value: Number(m[1]), initials: [...m[2]!].join('') }];
  });
}

/**
 * A sentence's words with the question's words it writes as one compound, or as two, added: "widebody twinjet"
 * says "wide body twin jet", and "wide-body" says "widebody". Only joins of two side-by-side words, compared
 * with the same-word matcher (so "twinjets" says "twin jet"); linear in the lengths of the sentence and the question.
 * A number the question abbreviates with initials ("3d") is added where the sentence spells it ("three-dimensional").
 */
export function withCompoundParts(questionWords: readonly string[], sentenceWords: readonly string[]): readonly string[] {
  const joins = new Map<string, readonly string[]>();
  for (let i = 0; i + 1 < questionWords.length; i++) {
    const [a, b] = [questionWords[i]!, questionWords[i + 1]!];
    if ([...a].length >= 2 && [...b].length >= 2) joins.set(a + b, [a, b]);
  }
  const pairs = [...joins];
  const asked = new Set(questionWords);
  const abbreviations = numberInitials(questionWords);
  const added: string[] = [];
  for (let i = 0; i < sentenceWords.length; i++) {
    const w = sentenceWords[i]!;
    // A number-and-initials word the sentence spells out: "a three-dimensional CAD software" says "3d".
    for (const a of abbreviations) {
      if (cardinalValue(w) !== a.value && w !== String(a.value)) continue;
      const initials = sentenceWords.slice(i + 1, i + 1 + a.initials.length).map((n) => [...n][0]).join('');
      if (initials === a.initials) added.push(a.word);
    }
    // The word itself or it less an ending: a few map reads per word, however long the question. Or the question's
    // second word with an ending the sentence's does not carry ("wide bodies" for "widebody"): a scan of the pairs
    // the word opens with.
    let parts: readonly string[] | undefined;
    for (let cut = 0; cut <= MAX_COMPOUND_ENDING_CHARS && cut < w.length && parts === undefined; cut++) {
      const joined = w.slice(0, w.length - cut);
      if (joins.has(joined) && wordsMatch(joined, w)) parts = joins.get(joined);
    }
    parts ??= pairs.find(([pair, [a]]) => w.startsWith(a!) && w.length > a!.length + 1 && wordsMatch(pair, w))?.[1];
    if (parts !== undefined) added.push(...parts);
    const next = sentenceWords[i + 1];
    if (next !== undefined && asked.has(w + next)) added.push(w + next);
  }
  return added.length === 0 ? sentenceWords : [...sentenceWords, ...added];
}
