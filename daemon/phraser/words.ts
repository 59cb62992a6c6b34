/**
 * The extractive phraser's word helpers: how a word is folded, split, weighed by length and matched. Shared by
 * the sentence ranking (rank.ts) and the topic checks (topic.ts).
 */
import { foldedWords } from '../lang/words.js';
import { Grade, wordGrade } from '../lang/same-word.js';
import { fold } from '../lang/fold.js';

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
