/**
 * Models a question names by a designation ("the 777x", "the e-4b", "the 747-400er"): pure word tests, read by the
 * passage ranking (kiwix/evidence.ts) and the phraser (phraser/designations.ts). No I/O.
 */
import { isUnitWord } from '../lang/units.js';

/** A model's designation: digits then letters ("777x", "8i") or letters then digits ("a380"). */
const MODEL_RE = /^(?:\p{Nd}+\p{L}+|\p{L}+\p{Nd}+)$/u;
/**
 * Letters after a number that make no model: an ordinal's, a decade's or a plural's ("20th", "19e", "1980s"). French
 * "er" only after 1 ("1er"): "400er" is the 747-400ER.
 */
const NO_MODEL_ENDING_RE = /^(?:\p{Nd}+(?:s|st|nd|rd|th|e|ère|de|ste|d)|1er)$/u;

/**
 * The question's models named by a designation (folded words, MODEL_RE), not ordinals, decades, plurals nor units
 * glued to a number ("100m", "5km"). Evidence that writes none of them, as asked or in the plural, is about something
 * else: the same-word rule reads "777" as a "777x", so the topic would hide the model asked.
 */
export function questionModels(words: readonly string[]): string[] {
  return words.filter((w) => MODEL_RE.test(w) && !NO_MODEL_ENDING_RE.test(w) && !isUnitWord(w.replace(/^\p{Nd}+/u, '')));
}

/** Whether a text's words (a set) write a model as asked or in the plural ("777xs"). */
export function writesModel(words: ReadonlySet<string>, model: string): boolean {
  return words.has(model) || words.has(`${model}s`);
}
