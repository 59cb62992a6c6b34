/**
 * The cue of a question: the words that ask ("how many", "what year", "в каком году", "сыд илъэсым") and the kind of
 * answer they ask for, found in the question's words. Pure: no I/O. text/question-focus.ts reads the rest of the
 * question around it.
 */
import { matchWords } from '../lang/words.js';
import { isFunctionWord } from '../lang/function-words.js';
import { LANGUAGES } from '../lang/index.js';
import type { LanguageWords } from '../lang/types.js';
import { QUESTION_ONLY_LANGUAGES } from '../lang/question-only.js';
import type { AnswerKind } from './answer-type.js';

interface Cue {
  /** Words, lower-case, matched in order at any position of the question ("how many", "в каком году"). */
  words: readonly string[];
  kind: AnswerKind;
}

/** Measures asked in one dimension, every language's (lang/<code>/words.ts `dimensionCues`). */
export const DIMENSION_CUES = [...LANGUAGES.flatMap((l) => l.words.dimensionCues ?? []), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.dimensionCues ?? [])];

/** The kinds in the order each language's cues are listed. */
const CUE_KINDS = ['date', 'number', 'person', 'place'] as const;

/**
 * Question cues of every language (lang/<code>/words.ts `answerCues`), in language order and within a
 * language by kind; the longest matching cue wins, so "what year" beats "what". Measures ("how tall", "wie
 * hoch") ask for a number; their adjective is part of the cue, not the focus, since articles say "221.4 m high"
 * or give the figure without the adjective.
 */
const CUES: readonly Cue[] = [
  ...[...LANGUAGES.map((l) => l.words), ...QUESTION_ONLY_LANGUAGES].flatMap((l) => CUE_KINDS.flatMap((kind) => l.answerCues[kind].map((p) => ({ kind, words: p.split(' ') })))),
  // A measure in one dimension is a number: degrees of a position, of a temperature.
  ...DIMENSION_CUES.flatMap((c) => c.phrases.map((p): Cue => ({ kind: 'number', words: p.split(' ') }))),
];

/** The cues by their first word, each list in CUES order: a question's words each look up their own, once. */
const CUES_BY_FIRST_WORD: ReadonlyMap<string, readonly Cue[]> = (() => {
  const out = new Map<string, Cue[]>();
  for (const c of CUES) {
    const list = out.get(c.words[0]!);
    if (list === undefined) out.set(c.words[0]!, [c]);
    else list.push(c);
  }
  return out;
})();

/** Every language's interrogatives (lang/<code>/words.ts `interrogatives`). */
const INTERROGATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.interrogatives));

/**
 * For each word of one of every language's lists (`keys`), the words of another list of the same language
 * (`values`), joined over the languages that list the word.
 */
function byLanguage(keys: (w: LanguageWords) => readonly string[], values: (w: LanguageWords) => readonly string[]): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, Set<string>>();
  for (const l of LANGUAGES) {
    for (const k of keys(l.words)) {
      const set = out.get(k) ?? new Set<string>();
      for (const v of values(l.words)) set.add(v);
      out.set(k, set);
    }
  }
  return out;
}

/** Clause openers (lang/<code>/words.ts `clauseOpeners`) and, for each, the words after it that make it ask. */
const CLAUSE_OPENERS = byLanguage((w) => w.clauseOpeners?.words ?? [], (w) => w.clauseOpeners?.askingNext ?? []);

/**
 * Each interrogative's fellow interrogatives, of its own language: "was" is German for "what", not an English
 * question word beside "who" ("that 787 record flight who was the captain").
 */
const FELLOW_INTERROGATIVES = byLanguage((w) => w.interrogatives, (w) => w.interrogatives);

/**
 * Each interrogative's language's articles (lang/<code>/words.ts `nameCues.articles`): after one it is a noun, not a
 * question word: "the who essential medicines list when did the first edition come out" asks when (the WHO).
 */
const ARTICLES_BEFORE = byLanguage((w) => w.interrogatives, (w) => w.nameCues.articles);

/** Relative pronouns (lang/<code>/words.ts `clauseOpeners.relatives`): "someone who studies ...". */
const RELATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.clauseOpeners?.relatives ?? []));

/**
 * The question's cue. A one-word cue that opens a clause gives way to another interrogative of the question,
 * before or after it: "when a wide body jet talks to air traffic control, what word gets added" and "what counts
 * as a unit when you unit test" ask what, not when. So does a relative pronoun after a noun: "someone who studies
 * millipedes, what do you call them" asks what, not who. A cue ending the question asks ("how did he die and when").
 */
export function findCue(words: readonly string[]): { kind: AnswerKind; at: number; length: number } | undefined {
  const first = findCueFrom(words, -1);
  if (first === undefined || first.length !== 1) return first;
  const word = words[first.at]!;
  const before = words[first.at - 1];
  const relative = RELATIVES.has(word) && before !== undefined && !matchWords(before).every(isFunctionWord) && !INTERROGATIVES.has(before);
  if (!relative) {
    const asking = CLAUSE_OPENERS.get(word);
    if (asking === undefined || asking.has(words[first.at + 1] ?? '')) return first;
  }
  if (first.at + 1 === words.length) return first;
  // Only when something else asks: "when the titanic sank" alone still asks when.
  const fellows = FELLOW_INTERROGATIVES.get(word) ?? INTERROGATIVES;
  // Written with its verb or not: "... what's that called".
  if (!words.some((w, i) => i !== first.at && (fellows.has(w) || fellows.has(w.split(/['’]/u)[0]!)))) return first;
  return findCueFrom(words, first.at);
}

/** The longest cue, of equally long ones the first (see below); none at position `skip`. */
function findCueFrom(words: readonly string[], skip: number): { kind: AnswerKind; at: number; length: number } | undefined {
  let best: { kind: AnswerKind; at: number; length: number } | undefined;
  // Position by position, the cues starting with that word: the result does not depend on the order (the comparison
  // below is by length and position), and cues tied on both are met in CUES order, as a scan cue by cue meets them.
  for (let at = 0; at < words.length; at++) {
    for (const c of CUES_BY_FIRST_WORD.get(words[at]!) ?? []) {
      if (at + c.words.length > words.length) continue;
      if (at === skip || ARTICLES_BEFORE.get(c.words[0]!)?.has(words[at - 1] ?? '') === true) continue;
      // The longest cue wins, and of equally long ones the first: "who was flying it when it crashed" asks who.
      // A cue that ends the question is asked ("les soldats qui passaient ... ils allaient vers où"): an earlier
      // one of the same length is a relative pronoun.
      const ends = (at: number, length: number): boolean => at + length === words.length;
      if (
        c.words.every((w, i) => words[at + i] === w) &&
        (best === undefined || c.words.length > best.length || (c.words.length === best.length && (ends(at, c.words.length) ? !ends(best.at, best.length) : at < best.at && !ends(best.at, best.length))))
      ) {
        best = { kind: c.kind, at, length: c.words.length };
      }
    }
  }
  return best;
}

