/**
 * The function words of every covered language (<code>/words.ts `functionWords`), as `matchWords` gives them:
 * articles, pronouns, prepositions, auxiliaries. One set for the title matcher ("the second" is one word said of
 * "Elizabeth the Second") and the answer-type check ("On December 12" does not start with a name). The store
 * keeps its own folded set (store/match.ts): it compares folded words.
 */
import { LANGUAGES } from './index.js';
import { matchWords } from './words.js';

const FUNCTION_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.functionWords.flatMap((w) => matchWords(w))));

/** Whether a match word is a function word in some covered language. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}
