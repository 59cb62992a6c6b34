/**
 * Numbers said as words, ordinal and cardinal, and the numbers titles write them with. Pure.
 *
 * People say "the second lesson", "die tweede aartappelsop", "george the fourth", "die fudge een resep"; titles write
 * "Les 2", "Aartappel sop 2", "George IV", "Fudge 1". Each language's ordinals (<code>/words.ts `ordinals`, first to
 * twelfth) and small numbers (`smallNumbers`, two to twelve) are read here; a title's trailing number, in digits or
 * Roman numerals, is compared with them (kiwix/titles.ts), and the phraser compares small numbers with digits
 * (text/focus-words.ts).
 */
import { fold } from './fold.js';
import { LANGUAGES } from './index.js';

/** Every language's ordinal spellings, folded, with their values; a spelling two languages value apart is left out. */
const ORDINAL_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  const clash = new Set<string>();
  for (const l of LANGUAGES) {
    (l.words.ordinals ?? []).forEach((spellings, i) => {
      for (const s of spellings) {
        const w = fold(s);
        if (values.has(w) && values.get(w) !== i + 1) clash.add(w);
        values.set(w, i + 1);
      }
    });
  }
  for (const w of clash) values.delete(w);
  return values;
})();

const ROMAN: readonly string[] = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** The value of an ordinal word ("tweede" -> 2, "fourth" -> 4), or undefined. */
export function ordinalValue(word: string): number | undefined {
  return ORDINAL_VALUES.get(fold(word));
}

/** `ordinalValue` of a word already folded (lang/fold.ts), for hot loops that compare folded words. */
export function foldedOrdinalValue(folded: string): number | undefined {
  return ORDINAL_VALUES.get(folded);
}

/** The value of a number a title writes, first to twelfth: digits ("2") or a Roman numeral ("IV"); or undefined. */
export function titleNumberValue(word: string): number | undefined {
  const w = fold(word);
  if (/^(?:[1-9]|1[0-2])$/u.test(w)) return Number(w);
  const roman = ROMAN.indexOf(w);
  return roman < 0 ? undefined : roman + 1;
}

/**
 * A Roman numeral of two letters or more, in I, V, X and L (2 to 89): the number of a name ("super bowl lv", "world
 * war ii", "pius xii"). Without C, D and M: "cm", "mm", "ml", "cc" are units.
 */
const ROMAN_NUMBER_RE = /^(?:xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/u;

/** Whether a lower-case word is such a Roman numeral (`ROMAN_NUMBER_RE`). */
export function isRomanNumber(word: string): boolean {
  return word.length >= 2 && ROMAN_NUMBER_RE.test(word);
}

/** First value of lang/<code>/words.ts `smallNumbers`: "one" is left out of them, as it is also an article. */
export const FIRST_SMALL_NUMBER = 2;

/**
 * Every language's small numbers (two to twelve) with their values, as written and folded ("zwölf", "zwolf"); a word
 * two languages value apart is left out.
 */
const SMALL_NUMBER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  const clash = new Set<string>();
  for (const l of LANGUAGES) {
    l.words.smallNumbers.forEach((s, i) => {
      for (const w of new Set([s, fold(s)])) {
        if (values.has(w) && values.get(w) !== i + FIRST_SMALL_NUMBER) clash.add(w);
        values.set(w, i + FIRST_SMALL_NUMBER);
      }
    });
  }
  for (const w of clash) values.delete(w);
  return values;
})();

/** The value of a small number word as written or folded (lang/fold.ts), two to twelve ("sept" -> 7), or undefined. */
export function smallNumberValue(word: string): number | undefined {
  return SMALL_NUMBER_VALUES.get(word);
}

/** "One" in each language with tables. */
const ONE_WORDS: ReadonlySet<string> = new Set(['one', 'een', 'un', 'une', 'eins', 'uno', 'una', 'um', 'uma', 'jeden', 'jedna', 'один', 'одна', 'одно'].map((w) => fold(w)));

/**
 * The value of a number said as a word, one to twelve ("een" -> 1, "three" -> 3), or undefined. "One" is also an
 * article: only a caller that knows a number stands there (right after a title's words) should ask about it.
 */
export function cardinalValue(word: string): number | undefined {
  const w = fold(word);
  return SMALL_NUMBER_VALUES.get(w) ?? (ONE_WORDS.has(w) ? 1 : undefined);
}
