/**
 * What one sentence must say to answer, whatever else the evidence holds: pure checks the phraser's ranking
 * (rank.ts) applies to each candidate sentence. No I/O.
 */
import { kindIsStrict, type AnswerKind } from '../text/answer-type.js';
import { saysFocusWord } from '../text/focus-words.js';
import { isSuperlative } from '../text/question-focus.js';
import type { Dimension } from '../lang/units.js';
import { kindOf } from '../lang/kinds.js';

/** Share of two or more focus words an answering sentence must say. */
const MIN_FOCUS_SHARE = 0.5;

/**
 * Whether a reference sentence answers: it must say part of the question's focus (when there is one), and
 * for questions answered by digits (when, how many, how tall) it must hold one. With no focus beyond the
 * topic ("how tall is the hoover dam"), holding the kind is enough.
 */
export function answersQuestion(kind: AnswerKind, focus: readonly string[], focusShare: number, holds: boolean, hasContent: boolean): boolean {
  // With two or more focus words, a sentence must say at least half of them: one shared word ("built",
  // "people") is how an unrelated sentence looks like an answer.
  if (focus.length > 0 && focusShare < (focus.length >= 3 ? MIN_FOCUS_SHARE : 1 / focus.length)) return false;
  // A who- or where-question is answered by a name the question and the titles do not already say (holdsKind's
  // `known`): "il s'est posé où" by "l'aéroport international de Laredo", not by the sentence naming Texas, which
  // the question names. On bench/qa's 551 questions one absent question more was declined and one answer lost
  // ("agter in die atlas": a where that is not a name).
  if ((kindIsStrict(kind) || kind === 'person' || kind === 'organisation' || kind === 'place') && !holds) return false;
  if (focus.length === 0 && kind === 'other') return hasContent;
  return holds || focusShare > 0;
}

/** Words apart, at most, that a superlative and its noun are said together ("the largest freshwater lake"). */
const SUPERLATIVE_REACH_WORDS = 4;

/**
 * Whether a sentence's words say a superlative within reach of one of the nouns it asks about: the one asked, one of
 * its relation group ("largest" for "biggest"), or another ("the lowest measured temperature" for "the coldest
 * temperature"). A kind word is said by any word of its kind ("the heaviest commercial aircraft" for "airliner").
 */
export function saysTogether(superlative: string, nouns: readonly string[], words: readonly string[]): boolean {
  const at = words.flatMap((w, i) => (saysFocusWord(superlative, w) || isSuperlative(w) ? [i] : []));
  if (at.length === 0) return false;
  const says = (n: string, w: string): boolean => saysFocusWord(n, w) || (kindOf(n) !== undefined && kindOf(n) === kindOf(w));
  return words.some((w, j) => nouns.some((n) => says(n, w)) && at.some((i) => Math.abs(i - j) <= SUPERLATIVE_REACH_WORDS));
}

/** Dimensions whose units no other figure is written in (°C, °F; degrees and minutes of arc). */
export const DISTINCT_DIMENSIONS: ReadonlySet<Dimension> = new Set<Dimension>(['temperature', 'angle']);
