/**
 * Infobox rows as kiwix/html.ts writes them ("Label: value.", a sub-row "Section • Label: value."), pure: whether a
 * sentence is one, and whether its label says what a question asks. Shared by the zim stage's evidence ranking and
 * the phraser: a row labelled with the question's own words ("Mother: Elizabeth Bowes-Lyon." for "queen
 * elizabeth's mother what was her name") states what was asked.
 */
import { sameStem, saysFocusWord } from './focus-words.js';
import { foldedWords } from '../lang/words.js';

function wordsOf(text: string): string[] {
  return foldedWords(text, true);
}

/**
 * An infobox row as html.ts writes it: "Label: value." with a short label. A bracket in a label is closed in it
 * ("Population (2020) • Metro:", a taxobox's "(unranked):"); one left open is a lead's gloss, no label ("Germany
 * (German: Deutschland, ..."). The lookahead bounds the label's length, the group its brackets.
 */
const LABEL_RE = /^[•·\s]*(?=[^:]{2,40}:\s)((?:[^:()]|\([^():]*\))+):\s/u;

/** Whether a sentence is an infobox row, "Label: value" ("Population • 2022 census: 47,327,407"). */
export function isInfoboxRow(sentence: string): boolean {
  return LABEL_RE.test(sentence);
}

/**
 * An infobox row's own label: a sub-row's comes after its section's ("Government • President"), and the section
 * only says where it is. Undefined for a sentence that is not a row.
 */
function ownLabel(sentence: string): string | undefined {
  return LABEL_RE.exec(sentence)?.[1]?.split(/[•·]/u).pop();
}

/**
 * What a row states: its value, after the label ("6,385,162" of "Population (2020) • Metro: 6,385,162"); a sentence
 * that is no row, whole. A year in the label dates the figure, not what the row names.
 */
export function rowValue(sentence: string): string {
  const m = LABEL_RE.exec(sentence);
  return m === null ? sentence : sentence.slice(m[0].length);
}

/**
 * Whether a sentence is an infobox row whose own label says `word` ("Government • Mayor: ..." says "mayor"): in any
 * words that state it, or with `asWritten` only as written, give or take an ending.
 */
export function labelHas(sentence: string, word: string, asWritten = false): boolean {
  const label = ownLabel(sentence);
  const says = asWritten ? sameStem : saysFocusWord;
  return label !== undefined && wordsOf(label).some((w) => says(word, w));
}

/**
 * Whether a sentence is an infobox row whose whole label (its section's too: "Population • 2022 census") says one of
 * some words: a row labelled with the measure asked for states it.
 */
export function rowLabelSays(sentence: string, words: readonly string[]): boolean {
  const label = LABEL_RE.exec(sentence)?.[1];
  return label !== undefined && wordsOf(label).some((w) => words.some((word) => saysFocusWord(word, w)));
}

/**
 * Whether a sentence is an infobox row whose label words (of three letters or more) the question all says: in any
 * words that state them (relations.ts: "wife" says "Spouse"), or with `asWritten` only as written, give or take an
 * ending ("mother" says "Mother", "start" does not say "Founded").
 */
export function labelSaysQuestion(sentence: string, questionWords: readonly string[], asWritten = false): boolean {
  const label = ownLabel(sentence);
  if (label === undefined) return false;
  const says = asWritten ? sameStem : saysFocusWord;
  const words = wordsOf(label).filter((w) => [...w].length >= 3);
  return words.length > 0 && words.every((w) => questionWords.some((q) => says(q, w)));
}
