/**
 * Compounds written as one word where a title spaces them. Pure.
 *
 * Afrikaans, Dutch and German join the words of a name into one ("boontjieslaai", "klapperkoekies") where a recipe
 * book or an article title may write them apart ("Boontjie slaai", "Klapper Koekies"). The kiwix stage matches
 * such a question word to the spaced title (kiwix/titles.ts), and the phraser counts it as the topic
 * (phraser/rank.ts): without this the title was never said, and the word was a focus word no sentence used.
 */
import { fold } from './fold.js';

/** Shortest title word that may be a part of such a compound: "of" and "en" are not parts. */
const MIN_COMPOUND_PART_CHARS = 3;
/** Most letters the question word may add to, or drop from, the joined words: an ending ("koekies" / "koekie"). */
const MAX_ENDING_CHARS = 3;

const HAS_DIGIT_RE = /\p{Nd}/u;

/**
 * The title words (two or more, side by side, the longest such run from the first that fits) that `word` spells
 * as one, folded; the last part carries the word's own ending ("boontjiesoppe" -> "boontjie", "soppe"), or
 * drops what the word drops ("klapperkoekie" -> "klapper", "koekie"). Undefined
 * when the word spells no such run. Costs title words squared, a short list.
 */
export function compoundParts(titleWords: readonly string[], word: string): string[] | undefined {
  return foldedCompoundParts(titleWords.map((w) => fold(w)), fold(word));
}

/** `compoundParts` over words already folded: for a caller that compares one question with many titles. */
export function foldedCompoundParts(folded: readonly string[], q: string): string[] | undefined {
  if (folded.length < 2) return undefined;
  for (let i = 0; i + 1 < folded.length; i++) {
    // The cheap test first: the word starts with this title word and runs on (most calls end here).
    const first = folded[i]!;
    if (q.length <= first.length || !q.startsWith(first)) continue;
    for (let k = folded.length - i; k >= 2; k--) {
      const parts = folded.slice(i, i + k);
      if (parts.some((w) => w.length < MIN_COMPOUND_PART_CHARS || HAS_DIGIT_RE.test(w))) continue;
      // A letter that ends one part and starts the next is often written once: "blikkiesop" for "Blikkies sop".
      const merged = parts.map((w, n) => (n > 0 && w[0] === parts[n - 1]!.at(-1) ? w.slice(1) : w));
      const spelling = [parts, merged].find((ps) => {
        const joined = ps.join('');
        const common = Math.min(joined.length, q.length);
        return q.slice(0, common) === joined.slice(0, common) && Math.abs(q.length - joined.length) <= MAX_ENDING_CHARS;
      });
      if (spelling === undefined) continue;
      // The last part said at least to its ending: "boontjiesop" is not "Boontjie sop met".
      const last = parts[k - 1]!;
      const cut = spelling.join('').length - q.length;
      if (last.length - Math.max(0, cut) < Math.max(MIN_COMPOUND_PART_CHARS, last.length - MAX_ENDING_CHARS)) continue;
      const ending = cut < 0 ? q.slice(cut) : '';
      return [...parts.slice(0, -1), last.slice(0, last.length - Math.max(0, cut)) + ending];
    }
  }
  return undefined;
}
