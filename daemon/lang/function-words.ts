/**
 * The function words of every covered language (<code>/words.ts `functionWords`), as `matchWords` gives them:
 * articles, pronouns, prepositions, auxiliaries. One set for the title matcher ("the second" is one word said of
 * "Elizabeth the Second") and the answer-type check ("On December 12" does not start with a name). The store
 * keeps its own folded set (store/match.ts): it compares folded words.
 */
import { LANGUAGES } from './index.js';
import { matchWords } from './words.js';
import { QUESTION_ONLY_LANGUAGES } from './question-only.js';

const FUNCTION_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.functionWords.flatMap((w) => matchWords(w))));

/** Whether a match word is a function word in some covered language. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}

/** The function words of the languages Hearth reads but does not speak, as `matchWords` gives them. */
const READ_ONLY_GLUE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  QUESTION_ONLY_LANGUAGES.map((l) => [l.code, new Set(l.functionWords.flatMap((w) => matchWords(w)))] as const),
);

/**
 * The function words of a question's read-only languages (lang/detect.ts likelyLanguages): Afrikaans "die", "dit"
 * and "mens" are glue there, but English "die" is a verb, so they cannot join the frame words every question
 * drops. The spoken languages' glue that matters is in their frame words already; the rest of their function
 * words can be what is asked ("without food", "between which years").
 */
export function readOnlyGlue(languages: readonly string[]): ReadonlySet<string> {
  const sets = languages.flatMap((code) => READ_ONLY_GLUE.get(code) ?? []);
  if (sets.length <= 1) return sets[0] ?? new Set();
  return new Set(sets.flatMap((set) => [...set]));
}
