/**
 * When two words are the same word: one graded matcher for every caller. Pure.
 *
 * Words are compared as `fold` gives them (./fold.ts): accents are already gone from Latin and Greek, so
 * "Schlüssel"/"Schlussel" and "qué"/"que" are `exact` here. A caller that must keep an accented question word
 * apart from its plain twin (the language detector: Spanish "qué" is a question, "que" is also French) compares
 * `lowerWord` forms instead and never reaches this module.
 *
 * `wordGrade` says how two folded words are related; each caller picks the grade it accepts (docs/languages.md
 * has the table and the reasons). From strongest to weakest:
 *
 *   exact       the same letters                                key/key, Schlussel/schlüssel (folded)
 *   inflection  one is the other plus an ending of one to two    key/keys, llave/llaves, Buch/Bücher, ключ/ключа
 *               letters, the shorter has at least three
 *   stem        a shared stem of four or more letters, each      painted/painting, parking/parked, battery/
 *               word ending in an ending of at most three        batteries, Москва/Москвы,
 *               letters; or a word of three or more whose last   run/running, stop/stopped,
 *               consonant doubles before such an ending; or one  hijacked/hijackings
 *               ending of three letters and one of one stacked
 *   compound    a word of five or more letters at the start      Schlüssel/Autoschlüssel, Einwohner/Einwohnerzahl
 *               or the end of a longer word (more than three
 *               letters longer)
 *   prefix      a shared prefix of at least three letters        born/borne, tower/towel, capital/capitol,
 *               that leaves at most three letters of either      water/watch, when/where
 *   none        anything else                                    cat/catalogue, key/monkey, in/is

 * "Ending" means one of the inflection endings the language tables list (<code>/words.ts `endings`: -s, -ed,
 * -ing, -en, -os, -а, -ы ...), in any covered language: a question's language is often unknown, and an
 * ending of one language is rarely a word-final accident in another. That is what keeps capital/capitol and
 * tower/towel apart at grade stem while painted/painting and parking/parked meet.
 *
 * Every exact, inflection and stem pair is also a pair under the bare prefix rule; compound pairs are the only
 * graded pairs outside it (their longer word runs on for more than three letters). `sameWord` below is that
 * prefix rule (grades exact, inflection, stem and prefix), which the passage ranking indexes with `QueryIndex`.
 * when/where share three letters: a prefix pair, so the recall-first ranking lets them meet (question words weigh
 * little there), and every caller that must keep them apart (the store, the phraser) accepts compound or better.
 *
 * Lengths are counted in code points, so a Chinese character is one letter.
 */
import { fold } from './fold.js';
import { LANGUAGES } from './index.js';

/** How two folded words are related; higher is closer. Compare with `>=` against the grade a caller accepts. */
export const Grade = Object.freeze({ none: 0, prefix: 1, compound: 2, stem: 3, inflection: 4, exact: 5 });
export type WordGrade = (typeof Grade)[keyof typeof Grade];

/** Shortest prefix that may stand for a word (grade prefix): two letters match far too much. */
export const MIN_PREFIX_CHARS = 3;
/** How many trailing characters may differ: enough for inflection endings, not for different words. */
export const MAX_SUFFIX_CHARS = 3;
/** Shortest word that may match with an ending added (key → keys); two-letter words only match exactly. */
const MIN_INFLECTED_CHARS = 3;
/** Most letters an inflection may add (llave → llaves, glass → glasses, Buch → Bücher). */
const MAX_ENDING_CHARS = 2;
/** Shortest shared stem for grade stem: three letters collide across unrelated words (car-t / car-e). */
const MIN_STEM_CHARS = 4;
/** Shortest word that may stand inside a compound (Schlüssel in Autoschlüssel); shorter ones are everywhere. */
export const MIN_COMPOUND_PART_CHARS = 5;

/** Every covered language's inflection endings, folded; the empty ending is a word's own end. */
const ENDINGS: ReadonlySet<string> = new Set(['', ...LANGUAGES.flatMap((l) => l.words.endings.map((e) => fold(e)))]);

/** Astral characters (surrogate pairs): only then do code points differ from UTF-16 units. */
const SURROGATE_RE = /[\ud800-\udfff]/u;

function chars(word: string): string[] | string {
  return SURROGATE_RE.test(word) ? [...word] : word;
}

function rest(word: string[] | string, from: number): string {
  return typeof word === 'string' ? word.slice(from) : word.slice(from).join('');
}

/** The grade of two folded words (see the module comment). Symmetric. */
export function wordGrade(a: string, b: string): WordGrade {
  if (a === b) return Grade.exact;
  if (!numbersAgree(a, b)) return Grade.none;
  const x = chars(a);
  const y = chars(b);
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  let p = 0;
  while (p < short.length && short[p] === long[p]) p++;
  const twin = spellingTwin(a, b, p);
  if (twin !== undefined) return wordGrade(twin[0], twin[1]);
  // A consonant doubled before an ending ("run"/"running", "plan"/"planned"): the stem is the shorter word.
  if (doublesLastLetter(short, long, p)) {
    return ENDINGS.has(rest(long, p + 1)) && long.length - p - 1 <= MAX_SUFFIX_CHARS ? Grade.stem : Grade.prefix;
  }
  const restShort = short.length - p;
  const restLong = long.length - p;
  if (restShort <= MAX_SUFFIX_CHARS && restLong <= MAX_SUFFIX_CHARS) {
    const endings = ENDINGS.has(rest(short, p)) && ENDINGS.has(rest(long, p));
    if (endings && restShort === 0 && short.length >= MIN_INFLECTED_CHARS && restLong <= MAX_ENDING_CHARS) return Grade.inflection;
    if (endings && p >= MIN_STEM_CHARS) return Grade.stem;
    if (endings && p === MIN_STEM_CHARS - 1 && dropsSilentE(rest(short, p), rest(long, p))) return Grade.stem;
    if (p >= MIN_PREFIX_CHARS) return Grade.prefix;
  }
  if (restShort <= MAX_SUFFIX_CHARS && p >= MIN_STEM_CHARS && ENDINGS.has(rest(short, p)) && isStackedEnding(rest(long, p))) return Grade.stem;
  if (short.length >= MIN_COMPOUND_PART_CHARS && (restShort === 0 || endsWith(long, short))) return Grade.compound;
  return Grade.none;
}

/**
 * Two endings of a verb whose silent "e" goes before "-ing" ("naming"/"named", "baking"/"bakes"): a stem of three
 * letters meets only so, since three letters alone collide across unrelated words.
 */
function dropsSilentE(a: string, b: string): boolean {
  return (a === 'ing' && b.startsWith('e')) || (b === 'ing' && a.startsWith('e'));
}

/** Whether two folded words are one verb whose silent "e" goes before "-ing", on a stem of three letters ("naming"/"named"). */
export function silentEPair(a: string, b: string): boolean {
  if (a.length < MIN_STEM_CHARS + 1 || b.length < MIN_STEM_CHARS || SURROGATE_RE.test(a) || SURROGATE_RE.test(b)) return false;
  const p = MIN_STEM_CHARS - 1;
  return a.slice(0, p) === b.slice(0, p) && a[p] !== b[p] && dropsSilentE(a.slice(p), b.slice(p)) && ENDINGS.has(a.slice(p)) && ENDINGS.has(b.slice(p));
}

/**
 * Whether a character code is a letter a spelling difference starts with: s/z, the "u" of "-our" against "r", "-re"
 * against "-er" (NaN past a word's end is none).
 */
function isSpellingLetter(code: number): boolean {
  return code === 0x73 || code === 0x7a || code === 0x75 || code === 0x72 || code === 0x65;
}
/** Shortest shared start before an English spelling difference (spellingTwin): "metre"/"meter" share "met". */
const MIN_SPELLING_STEM_CHARS = 3;
/** Longest word compared for spelling differences: "internationalisations" is 21 letters. */
const MAX_SPELLING_WORD_CHARS = 32;
/**
 * Shortest shared start before a consonant one spelling doubles: "mayon" of "mayonnaise"/"mayonaise"; at three,
 * "latter"/"later" and "dinner"/"diner" met.
 */
const MIN_DOUBLED_STEM_CHARS = 4;

/** Endings English names one who does something with, of either sex or none: "spokesman" is a "spokesperson". */
const PERSON_ENDINGS: ReadonlySet<string> = new Set(['man', 'men', 'woman', 'women', 'person', 'persons', 'people']);

/** Whether a character code starts one of PERSON_ENDINGS ("m", "w", "p"): tested before any slice in the hot path. */
function isPersonEndingStart(code: number): boolean {
  return code === 0x6d || code === 0x77 || code === 0x70;
}

/** Whether two character codes are "d" and "t", which sound alike before a consonant. */
function isVoicingPair(x: number, y: number): boolean {
  return (x === 0x64 && y === 0x74) || (x === 0x74 && y === 0x64);
}
/** Shortest shared start before an s/z difference: "prise"/"prize" (three) are two words. */
const MIN_S_Z_STEM_CHARS = 4;

/**
 * Two words that differ, at their first differing letter `p`, by one of English's British/American spelling
 * differences, made the same there: "organisations"/"organizations" (s/z), "colour"/"color", "centre"/"center";
 * else undefined. Speech-to-text writes one spelling, an article the other, and the focus check read "organisations"
 * as absent from "major health organizations list thirteen". So are spellings that sound the same: a consonant
 * doubled or not ("mayonnaise"/"mayonaise"), "d" or "t" before a consonant ("bladjang"/"blatjang"), and a doer's
 * "-man" or "-person" ("spokesman"/"spokesperson"). Each call removes one difference; a few letter comparisons, so
 * the matchers' inner loops stay cheap. Only for words of single code units (Latin text).
 */
function spellingTwin(a: string, b: string, p: number): [string, string] | undefined {
  if (p < MIN_SPELLING_STEM_CHARS) return undefined;
  // Most pairs differ otherwise: a few character codes are tested before anything else (a few ns on every pair).
  const doubled = p >= MIN_DOUBLED_STEM_CHARS && (a.charCodeAt(p) === a.charCodeAt(p - 1) || b.charCodeAt(p) === b.charCodeAt(p - 1));
  const voicing = isVoicingPair(a.charCodeAt(p), b.charCodeAt(p));
  const gendered = p >= MIN_DOUBLED_STEM_CHARS && isPersonEndingStart(a.charCodeAt(p)) && isPersonEndingStart(b.charCodeAt(p)) && PERSON_ENDINGS.has(a.slice(p)) && PERSON_ENDINGS.has(b.slice(p));
  if (gendered) return [b, b];
  if (!doubled && !voicing && (!isSpellingLetter(a.charCodeAt(p)) || !isSpellingLetter(b.charCodeAt(p)))) return undefined;
  // Each call removes one difference and the matchers call again: a bound on the length bounds that recursion (a
  // hostile page's 50,000-letter "word" of alternating s and z would otherwise recurse as deep).
  if (a.length > MAX_SPELLING_WORD_CHARS || b.length > MAX_SPELLING_WORD_CHARS) return undefined;
  if (SURROGATE_RE.test(a) || SURROGATE_RE.test(b)) return undefined;
  const x = a[p]!;
  const y = b[p]!;
  // A consonant one spelling doubles and the other does not, the words otherwise the same: "mayonnaise"/"mayonaise",
  // "travelled"/"traveled" (not "planned"/"plane", which an ending tells apart).
  if (doubled && x === a[p - 1] && !isVowel(x) && a.slice(p + 1) === b.slice(p)) return [b, b];
  if (doubled && y === b[p - 1] && !isVowel(y) && b.slice(p + 1) === a.slice(p)) return [a, a];
  // "d" and "t" before a consonant, where they sound alike, the words otherwise the same: "bladjang"/"blatjang".
  if (voicing && a[p + 1] !== undefined && !isVowel(a[p + 1]!) && a.slice(p + 1) === b.slice(p + 1)) return [a, a];
  if (p >= MIN_S_Z_STEM_CHARS && ((x === 's' && y === 'z') || (x === 'z' && y === 's'))) return [a, `${b.slice(0, p)}${x}${b.slice(p + 1)}`];
  // "-our" / "-or": the "u" after the "o".
  if (x === 'u' && y === 'r' && a[p - 1] === 'o' && a[p + 1] === 'r') return [`${a.slice(0, p)}${a.slice(p + 1)}`, b];
  if (y === 'u' && x === 'r' && b[p - 1] === 'o' && b[p + 1] === 'r') return [a, `${b.slice(0, p)}${b.slice(p + 1)}`];
  // "-re" / "-er" after a consonant.
  if (x === 'r' && y === 'e' && a[p + 1] === 'e' && b[p + 1] === 'r' && !isVowel(a[p - 1]!)) return [a, `${b.slice(0, p)}re${b.slice(p + 2)}`];
  if (y === 'r' && x === 'e' && b[p + 1] === 'e' && a[p + 1] === 'r' && !isVowel(a[p - 1]!)) return [`${a.slice(0, p)}re${a.slice(p + 2)}`, b];
  return undefined;
}

/** Letters of two endings one after the other ("-ing" + "-s"): one more than MAX_SUFFIX_CHARS allows. */
const STACKED_ENDING_CHARS = MAX_SUFFIX_CHARS + 1;

/**
 * Whether a word's rest is an ending of three letters and one of one letter: "hijackings" is "hijack" + "-ing" +
 * "-s", so it is "hijacked" at grade stem. Only so: any rest of four letters (MAX_SUFFIX_CHARS 4) made unrelated
 * words meet, and any two endings made "christened" say "Christ" (-en, -ed).
 */
function isStackedEnding(tail: string): boolean {
  const letters = [...tail];
  return letters.length === STACKED_ENDING_CHARS && ENDINGS.has(letters.slice(0, -1).join('')) && ENDINGS.has(letters[letters.length - 1]!);
}

/** A vowel letter (Latin, Cyrillic, Greek, folded): only a consonant doubles before an ending. */
const VOWEL_RE = /[aeiouyаеёиоуыэюяіїєαεηιουω]/u;

/** Whether a folded letter is a vowel (VOWEL_RE): "run" doubles its "n" before "-ing", "see" does not. */
export function isVowel(letter: string): boolean {
  return VOWEL_RE.test(letter);
}
/** Shortest word whose last consonant may double before an ending: "in"/"inns" stay apart. */
const MIN_DOUBLING_CHARS = 3;

/**
 * Whether `long` is `short` with its last consonant doubled and something after it ("run" -> "running"),
 * given `p`, the length of their shared prefix.
 */
function doublesLastLetter(short: string[] | string, long: string[] | string, p: number): boolean {
  return (
    p === short.length &&
    p >= MIN_DOUBLING_CHARS &&
    long.length > p + 1 &&
    long[p] === short[p - 1] &&
    !isVowel(short[p - 1] as string)
  );
}

function endsWith(long: string[] | string, short: string[] | string): boolean {
  const offset = long.length - short.length;
  for (let i = 0; i < short.length; i++) if (long[offset + i] !== short[i]) return false;
  return true;
}


/** A word's stem when it ends in two stacked endings ("hijack" for "hijackings"), else undefined. */
function stackedStem(word: string): string | undefined {
  const letters = [...word];
  if (letters.length - STACKED_ENDING_CHARS < MIN_STEM_CHARS) return undefined;
  return isStackedEnding(letters.slice(-STACKED_ENDING_CHARS).join('')) ? letters.slice(0, -STACKED_ENDING_CHARS).join('') : undefined;
}

/** Prefix keys under which a word is indexed: its own prefixes within MAX_SUFFIX_CHARS of its length. */
function prefixKeys(word: string): string[] {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return [word];
  const keys: string[] = [];
  const shortest = Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS);
  for (let n = shortest; n <= chars.length; n++) keys.push(chars.slice(0, n).join(''));
  return keys;
}

/** The shortest prefix key of a word: every word that matches it starts with this. */
export function shortestKey(word: string): string {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return word;
  return chars.slice(0, Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS)).join('');
}

/**
 * An index from the question's prefix keys to the question words they stand for. A page word matches a question
 * word when they share a key. Looking a page word up is a few map reads, never a comparison with every question
 * word, and each distinct page word is looked up once: a pool repeats the same few thousand words many times.
 * (Indexing every page word under all its keys instead cost ~250 ms on a 1 MB pool; see
 * bench/grounding-speed.mjs.)
 */
export class QueryIndex {
  readonly #byKey = new Map<string, number[]>();
  readonly #cache = new Map<string, readonly number[]>();

  readonly #terms: readonly string[];
  /** Question words with two endings stacked, under their stem ("hijack" for "hijackings"). */
  readonly #byStackedStem = new Map<string, number[]>();

  constructor(terms: readonly string[]) {
    this.#terms = terms;
    terms.forEach((t, i) => {
      const stem = stackedStem(t);
      if (stem !== undefined) this.#byStackedStem.set(stem, [...(this.#byStackedStem.get(stem) ?? []), i]);
      for (const key of prefixKeys(t)) {
        const list = this.#byKey.get(key);
        if (list === undefined) this.#byKey.set(key, [i]);
        else if (!list.includes(i)) list.push(i);
      }
    });
  }

  /** Indices of the question words that `word` (lower-cased) matches, often none. */
  lookup(word: string): readonly number[] {
    let hit = this.#cache.get(word);
    if (hit === undefined) {
      const found = new Set<number>();
      for (const key of prefixKeys(word)) for (const t of this.#byKey.get(key) ?? []) found.add(t);
      // Two endings stacked on either side ("hijackings" / "hijacked"): found by the stem, then checked.
      const check = (t: number): void => {
        if (sameWord(this.#terms[t]!, word)) found.add(t);
      };
      const stem = stackedStem(word);
      if (stem !== undefined) for (const t of this.#byKey.get(stem) ?? []) check(t);
      for (const key of prefixKeys(word)) for (const t of this.#byStackedStem.get(key) ?? []) check(t);
      // Keys share a number's first digits: only the same number matches (numbersAgree).
      hit = [...found].filter((t) => numbersAgree(word, this.#terms[t]!));
      this.#cache.set(word, hit);
    }
    return hit;
  }
}

/** A word's leading ASCII digits and what follows them ("747" and "sp" of "747sp"). */
const LEADING_NUMBER_RE = /^([0-9]+)(.*)$/su;

/**
 * Whether two words that start with a number name the same one: the same digits ("2001" is not "2002", which the
 * prefix rule joins by their first three), and of two models' letters one starts the other ("747sp" is a "747s",
 * "777-200lr" is not a "777-200er"). True for words that do not start with a digit.
 */
function numbersAgree(a: string, b: string): boolean {
  const code = a.charCodeAt(0);
  if (code < 48 || code > 57) return true;
  const x = LEADING_NUMBER_RE.exec(a);
  const y = LEADING_NUMBER_RE.exec(b);
  if (x === null || y === null || x[1] !== y[1]) return false;
  const [tx, ty] = [x[2]!, y[2]!];
  return tx === '' || ty === '' || tx.startsWith(ty) || ty.startsWith(tx);
}

/**
 * True when two words match under the bare prefix rule (grade exact, inflection, stem or prefix; not compound):
 * the rule the passage ranking, the answer-type focus and the title matching use (recall first; the ranking's
 * rarity weights keep loose matches cheap, and QueryIndex finds exactly these pairs).
 */
export function sameWord(a: string, b: string): boolean {
  // The prefix rule spelled out (no ending lookups): this runs per word pair in the ranking's inner loops.
  if (a === b) return true;
  if (!numbersAgree(a, b)) return false;
  const x = chars(a);
  const y = chars(b);
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  const twin = spellingTwin(a, b, p);
  if (twin !== undefined) return sameWord(twin[0], twin[1]);
  if (x.length <= y.length ? doublesLastLetter(x, y, p) : doublesLastLetter(y, x, p)) p++;
  if (p >= Math.max(MIN_PREFIX_CHARS, x.length - MAX_SUFFIX_CHARS, y.length - MAX_SUFFIX_CHARS)) return true;
  // Two endings stacked on a stem both share ("hijacked" / "hijackings"): see isStackedEnding.
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return p >= MIN_STEM_CHARS && short.length - p <= MAX_SUFFIX_CHARS && isStackedEnding(rest(long, p));
}
