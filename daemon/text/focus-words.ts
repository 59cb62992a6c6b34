/**
 * Whether a sentence's word says one of a question's focus words, and how much of the focus a sentence says. Pure.
 *
 * The phraser (phraser/rank.ts), the passage ranking (kiwix/evidence.ts) and the infobox rows (text/infobox-rows.ts)
 * ask it; what the focus words are is text/question-focus.ts's. A word says a focus word when it is the same word with
 * another ending ("born"/"borne"), ends a compound with it ("Einwohnerzahl"), states the same relation
 * ("crowned"/"coronation", relations.ts), is the same small number or ordinal in other writing ("sept"/"7",
 * "fourth"/"IV"), is the verb's noun ("annex"/"annexation"), or is an Adyghe word without its possessive prefix.
 */
import { Grade, isVowel, sameWord, silentEPair, wordGrade } from '../lang/same-word.js';
import { FIRST_SMALL_NUMBER, foldedOrdinalValue, isRomanNumber, smallNumberValue, titleNumberValue } from '../lang/ordinals.js';
import { related } from './relations.js';
import { isFunctionWord } from '../lang/function-words.js';

/** The letters a Roman numeral of lang/ordinals.ts `isRomanNumber` starts with. */
const ROMAN_FIRST: ReadonlySet<string> = new Set(['i', 'v', 'x', 'l']);

/**
 * Whether a sentence word says a focus word: the same word with another ending ("born"/"borne"), a word
 * stating the same relation ("crowned"/"coronation", relations.ts), or the verb's noun ("annex"/"annexation").
 */
export function saysFocusWord(focusWord: string, word: string): boolean {
  return (
    sameStem(focusWord, word) ||
    endsCompound(focusWord, word) ||
    startsCompound(focusWord, word) ||
    related(focusWord, word) ||
    sameSmallNumber(focusWord, word) ||
    nounOf(focusWord, word) ||
    (POSSESSIVE_PREFIXES.has(focusWord[0] ?? '') && POSSESSED_RE.test(focusWord) && sameStem(focusWord.slice(1), word))
  );
}

/**
 * A Cyrillic word of five letters or more opening with the Adyghe possessive prefix "и", "ы" or "я" ("its", "their"):
 * "лэхьыим иахъщэ" ("Poland's money") is stated "Ахъщэу агъэфедэрэр – злотый". The word without it is tried too;
 * in Russian the rest is seldom a word ("история", "январь"), and it must still be a sentence's word.
 */
const POSSESSED_RE = /^[иыя]\p{Script=Cyrillic}{4,}$/u;
/** The prefixes' letters, to test before the regular expression in this hot loop. */
const POSSESSIVE_PREFIXES: ReadonlySet<string> = new Set(['и', 'ы', 'я']);

/**
 * The suffixes English and French make a noun of a verb with, the verb's stem unchanged: "annex" / "annexation",
 * "elect" / "élection", "construct" / "construction", "explore" / "exploration" (a final "e" drops), "établir" does
 * not ("établissement" changes the stem) and is left to the relation groups. An article states an act by its noun
 * ("Annexation by Britain: 1 January 1886") where a question uses the verb ("when did the british annex burma").
 */
const NOUN_SUFFIXES: ReadonlySet<string> = new Set(['ation', 'ations', 'ition', 'itions', 'ion', 'ions', 'ment', 'ments']);
/** Shortest verb whose noun is matched: "part" / "partition" and "form" / "formation" say different things. */
const MIN_DERIVED_STEM_CHARS = 5;

/** Whether one word is the other's noun made with one of NOUN_SUFFIXES ("annex" / "annexation"). */
function nounOf(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MIN_DERIVED_STEM_CHARS) return false;
  // Every stem is a prefix of the short word of MIN_DERIVED_STEM_CHARS letters or more: most pairs part here, in this
  // hot loop (every focus word against every sentence word).
  if (!long.startsWith(short.slice(0, MIN_DERIVED_STEM_CHARS))) return false;
  return verbStems(short).some((stem) => [...stem].length >= MIN_DERIVED_STEM_CHARS && long.startsWith(stem) && NOUN_SUFFIXES.has(long.slice(stem.length)));
}

/**
 * The stems a verb form may take its noun's suffix on: the word, without a final "e" ("explore"), and without an
 * English past or -ing ending ("occupied" / "occupation", "annexed" / "annexation", "electing" / "election").
 */
function verbStems(word: string): string[] {
  const stems = [word.endsWith('e') ? word.slice(0, -1) : word];
  if (word.endsWith('ied')) stems.push(word.slice(0, -3));
  else if (word.endsWith('ed')) stems.push(word.slice(0, -2));
  else if (word.endsWith('ing')) stems.push(word.slice(0, -3));
  return stems;
}

/** A Roman numeral of two letters or more, II to XII: one letter ("V", "X") is as often an initial. */
const ROMAN_NUMERAL_RE = /^(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)$/u;

/**
 * "sept" says "7" and "7" says "sept": a small number in words or digits. An ordinal from the second says its
 * number too, in digits or as a Roman numeral ("fourth" / "IV" of "George IV", "tweede" / "2"); not "first", which
 * an article uses far more often than it writes a ruler's "I".
 */
export function sameSmallNumber(a: string, b: string): boolean {
  const va = smallNumberValue(a);
  if (va !== undefined) return String(va) === b;
  const vb = smallNumberValue(b);
  if (vb !== undefined) return String(vb) === a;
  // The phraser's words are folded already (phraser/words.ts).
  return saysOrdinal(a, b) || saysOrdinal(b, a);
}

/** Whether `written` is the number `ordinal` says, from the second, in digits or as a Roman numeral ("IV" / "fourth"). */
function saysOrdinal(ordinal: string, written: string): boolean {
  const value = foldedOrdinalValue(ordinal);
  if (value === undefined || value < FIRST_SMALL_NUMBER) return false;
  return (DIGITS_RE.test(written) || ROMAN_NUMERAL_RE.test(written)) && titleNumberValue(written) === value;
}

const DIGITS_RE = /^\p{Nd}+$/u;

/**
 * Up to this many letters, a word only stands for words it starts ("live"/"lives", "born"/"borne"): the shared
 * prefix rule would join "sold" and "solo", and a short focus word found in an unrelated sentence is how an
 * article seems to answer what it does not.
 */
export const SHORT_WORD_CHARS = 4;
// sameStem is also the title matcher's rule (kiwix/titles.ts): "from" must not say "Frog".


/** Ending a short word may take ("die" -> "dies", "live" -> "lived"): "war" must not be "warrington". */
const MAX_SHORT_ENDING_CHARS = 3;

/** The digits a word starts with ("747" of "747s", "1990" of "1990s"), or undefined. */
const LEADING_DIGITS_RE = /^\p{Nd}+/u;

/** Whether a word may start with a digit: an ASCII one, or any non-ASCII character (other scripts' digits). */
function mayStartWithDigit(word: string): boolean {
  const c = word.charCodeAt(0);
  return (c >= 48 && c <= 57) || c > 127;
}

export function sameStem(focusWord: string, word: string): boolean {
  // A number is only ever the same number: "7" is not "747", though "747s" and "747sp" are "747". (The cheap
  // first-character test keeps the regular expression out of this hot loop for ordinary words.)
  if (mayStartWithDigit(focusWord) || mayStartWithDigit(word)) {
    const digits = LEADING_DIGITS_RE.exec(focusWord)?.[0];
    if ((digits !== undefined || LEADING_DIGITS_RE.test(word)) && (digits === undefined || LEADING_DIGITS_RE.exec(word)?.[0] !== digits)) return false;
  }
  // So is a Roman numeral: "lv" is not "lvi" (Super Bowl LV, LVI). The first letters are tested before the pattern.
  if (ROMAN_FIRST.has(focusWord[0] ?? '') && ROMAN_FIRST.has(word[0] ?? '') && focusWord !== word && (isRomanNumber(focusWord) || isRomanNumber(word))) return false;
  const focusChars = [...focusWord].length;
  const wordChars = [...word].length;
  if (Math.min(focusChars, wordChars) <= SHORT_WORD_CHARS) {
    // A function word says only itself: "been" is not "bee" ("... species have been described" said nothing of "the bee
    // hummingbird").
    if (word !== focusWord && isFunctionWord(word)) return false;
    // The page word extends the focus word ("live" -> "lived"), or drops one final letter ("lives" -> "live"),
    // or doubles its last consonant before the ending ("run" -> "running", "stop" -> "stopped").
    const doubled = focusWord + focusWord.slice(-1);
    return (
      (word.startsWith(focusWord) && wordChars - focusChars <= MAX_SHORT_ENDING_CHARS) ||
      (focusWord.startsWith(word) && focusChars - wordChars <= 1 && wordChars >= 3) ||
      (word.startsWith(doubled) && !isVowel(focusWord.slice(-1)) && wordChars - focusChars - 1 <= MAX_SHORT_ENDING_CHARS && wordChars > focusChars + 1)
    );
  }
  // Five letters or more: the shared prefix must be four letters at least ("maire" is not "maison").
  // Or three, where a silent "e" went before "-ing" ("naming"/"named"), or the two are one word spelt two ways
  // ("blatjang"/"bladjang", lang/same-word.ts).
  return sameWord(focusWord, word) && (commonPrefixChars(focusWord, word) >= MIN_LONG_PREFIX_CHARS || silentEPair(focusWord, word) || wordGrade(focusWord, word) === Grade.exact);
}

/** Shared prefix a longer focus word needs: three letters join "games" and "gamer", "maire" and "maison". */
const MIN_LONG_PREFIX_CHARS = 4;

function commonPrefixChars(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** Shortest focus word that may be found as the end of a compound: "worms" in "earthworms", not "ants" in "servants". */
const MIN_COMPOUND_PART_CHARS = 5;
/** A compound is longer than its last part by at least a short word ("earth", "auto"). */
const MIN_COMPOUND_HEAD_CHARS = 3;

/** "earthworms" says "worms"; "Autobahnen" says "bahnen": the compound's last part is the focus word. */
function endsCompound(focusWord: string, word: string): boolean {
  return focusWord.length >= MIN_COMPOUND_PART_CHARS && word.length >= focusWord.length + MIN_COMPOUND_HEAD_CHARS && word.endsWith(focusWord);
}

/**
 * Shortest focus word found as the start of a compound: "mikrogolf" in "mikrogolfoond" (the microwave oven a recipe
 * writes for "die mikrogolf"). Shorter starts name other things ("water" in "waterfall", "spring" in "springbok").
 */
const MIN_COMPOUND_START_CHARS = 7;

/** "mikrogolfoond" says "mikrogolf": a long focus word opens the compound, which runs on by a word of its own. */
function startsCompound(focusWord: string, word: string): boolean {
  return focusWord.length >= MIN_COMPOUND_START_CHARS && word.length >= focusWord.length + MIN_COMPOUND_HEAD_CHARS && word.startsWith(focusWord);
}

/** Share of the focus words a sentence's words say (1 when there is no focus). */
export function focusCoverage(focus: readonly string[], sentenceWords: readonly string[]): number {
  if (focus.length === 0) return 1;
  let hit = 0;
  for (const f of focus) if (sentenceWords.some((w) => saysFocusWord(f, w))) hit++;
  return hit / focus.length;
}

/**
 * Share of the focus words a sentence says, each weighted by its rarity among the evidence's sentences (`saidIn`:
 * how many say it, of `sentences`): the word that tells the sentences apart weighs most (1 when there is no focus).
 */
export function rareFocusCoverage(focus: readonly string[], saidIn: readonly number[], sentences: number, sentenceWords: readonly string[]): number {
  if (focus.length === 0) return 1;
  let total = 0;
  let hit = 0;
  focus.forEach((f, i) => {
    const weight = Math.log((sentences + 1) / ((saidIn[i] ?? 0) + 0.5));
    total += weight;
    if (sentenceWords.some((w) => saysFocusWord(f, w))) hit += weight;
  });
  return total > 0 ? hit / total : 0;
}

/**
 * Focus words said further apart than this many words beyond their own number are two separate remarks, not
 * one statement: "The first flight took place on June 12, 1994" says "first" and "flight" together, "the first
 * hull-loss ... engines flying from Beijing" says them eleven words apart.
 */
const CLOSE_EXTRA_WORDS = 3;
/** What a sentence whose focus words are spread out keeps of its score. */
const SPREAD_SHARE = 0.5;

/**
 * How closely a sentence's words say the focus words, 0 to 1: the share of them it says, halved when they are
 * spread out over the sentence. 0 when there is no focus or none is said. With the kind check (holdsKind), this
 * is how one sentence answers where the passage around it says less of the question than another.
 */
export function focusCloseness(focus: readonly string[], sentenceWords: readonly string[]): number {
  if (focus.length === 0) return 0;
  const at: number[] = [];
  for (const f of focus) {
    const i = sentenceWords.findIndex((w) => saysFocusWord(f, w));
    if (i >= 0) at.push(i);
  }
  if (at.length === 0) return 0;
  const span = Math.max(...at) - Math.min(...at) + 1;
  return (at.length / focus.length) * (span <= at.length + CLOSE_EXTRA_WORDS ? 1 : SPREAD_SHARE);
}
