/**
 * Numbers a speech recogniser writes out as words, read back into the digits articles use. Pure.
 *
 * People say model numbers and years in parts: "the seven forty seven" is the 747, "the triple seven" the 777,
 * "seven eight seven" the 787, "nineteen sixty nine" 1969. A recogniser writes what it hears, so the question
 * says "seven forty seven" where every article says "747", and no title or passage matched it (the aviation
 * questions of bench/qa went to the article "Fly"). This module turns such a run of number words into its
 * digits, in the question's language (<code>/words.ts `spokenNumbers`).
 *
 * Only a run that cannot be an ordinary count is read: two or more parts side by side ("seven forty seven",
 * "семь восемь семь"), a repeated digit ("triple seven", "double oh seven") or a hundred with a rest ("seven
 * hundred and forty seven"). A lone count stays as it is ("two engines", "twenty five years"): the answer-type
 * check already reads small numbers both ways. One pass over the words: linear in the question.
 *
 * A decade said as a word ("since the eighties", <code>/words.ts `decades`) is written as articles write it,
 * "1980s": the twentieth century's, which is what "the eighties" means in speech and in the articles asked about.
 */
import { LANGUAGES, languageOf } from './index.js';
import type { SpokenNumberWords } from './types.js';

/** A part of a spoken number: its digits, and whether it alone shows the run is a number said in parts. */
interface Part {
  readonly digits: string;
  /** Words it took. */
  readonly length: number;
  /** A repeater or a hundred with a rest: a number said in parts even when it is the only part. */
  readonly telling: boolean;
}

/** One language's number words as lookups. */
interface Tables {
  readonly digit: ReadonlyMap<string, number>;
  readonly teen: ReadonlyMap<string, number>;
  readonly tens: ReadonlyMap<string, number>;
  readonly hundred: ReadonlySet<string>;
  readonly repeater: ReadonlyMap<string, number>;
  readonly joiner: ReadonlySet<string>;
  /** Decade word -> its digits ("eighties" -> "1980s"). */
  readonly decade: ReadonlyMap<string, string>;
}

const FIRST_REPEAT_COUNT = 2;
const FIRST_TEN = 10;
const FIRST_TENS = 20;

function tablesOf(words: SpokenNumberWords): Tables {
  const digit = new Map<string, number>();
  words.digits.forEach((spellings, value) => {
    for (const s of spellings) digit.set(s, value);
  });
  return {
    digit,
    teen: new Map(words.teens.map((w, i) => [w, FIRST_TEN + i])),
    tens: new Map(words.tens.map((w, i) => [w, FIRST_TENS + 10 * i])),
    hundred: new Set(words.hundred),
    repeater: new Map(words.repeaters.map((w, i) => [w, FIRST_REPEAT_COUNT + i])),
    joiner: new Set(words.joiners),
    decade: new Map((words.decades ?? []).map((w, i) => [w, `19${2 + i}0s`])),
  };
}

const TABLES = new Map<string, Tables>();

function tablesFor(lang: string): Tables | undefined {
  const language = languageOf(lang);
  if (language === undefined) return undefined;
  let tables = TABLES.get(language.code);
  if (tables === undefined) TABLES.set(language.code, (tables = tablesOf(language.words.spokenNumbers)));
  return tables;
}

/** A number under a hundred at `at`: a tens word and maybe a digit ("forty seven"), a teen, or a digit. */
function underHundred(words: readonly string[], at: number, t: Tables): { value: number; length: number } | undefined {
  const w = words[at];
  if (w === undefined) return undefined;
  const tens = t.tens.get(w);
  if (tens !== undefined) {
    const unit = t.digit.get(words[at + 1] ?? '');
    return unit !== undefined && unit > 0 ? { value: tens + unit, length: 2 } : { value: tens, length: 1 };
  }
  const teen = t.teen.get(w);
  if (teen !== undefined) return { value: teen, length: 1 };
  const digit = t.digit.get(w);
  return digit === undefined ? undefined : { value: digit, length: 1 };
}

/** The part of a spoken number that starts at `at`, or undefined when no number word is there. */
function partAt(words: readonly string[], at: number, t: Tables): Part | undefined {
  const times = t.repeater.get(words[at] ?? '');
  if (times !== undefined) {
    const d = t.digit.get(words[at + 1] ?? '');
    return d === undefined ? undefined : { digits: String(d).repeat(times), length: 2, telling: true };
  }
  const d = t.digit.get(words[at] ?? '');
  if (d !== undefined && d > 0 && t.hundred.has(words[at + 1] ?? '')) {
    let next = at + 2;
    if (t.joiner.has(words[next] ?? '')) next++;
    const rest = underHundred(words, next, t);
    if (rest !== undefined) return { digits: String(d * 100 + rest.value), length: next + rest.length - at, telling: true };
    return { digits: String(d * 100), length: 2, telling: false };
  }
  // A tens word with its unit ("twenty five") is one number, as articles write it ("25"); a lone word ("twenty",
  // "five") stays a word.
  const n = underHundred(words, at, t);
  return n === undefined ? undefined : { digits: String(n.value), length: n.length, telling: n.length === 2 };
}

/** Trailing punctuation a recogniser may leave on a word; a word with it ends a run. */
const TRAILING_PUNCTUATION_RE = /[.,;:!?]+$/u;
/**
 * A possessive or plural ending on a number word ("the triple seven's wings", "two seven eighty sevens"): it ends the
 * run like punctuation and stays after the digits ("777's", "787s"), where the search and the phraser read it as
 * the number's. Only where the word without it is a number word and with it is not.
 */
const NUMBER_ENDING_RE = /(?:['’]s|s)$/u;

/** The word without a possessive or plural ending, and the ending, when that makes it a number word. */
function numberWithEnding(word: string, t: Tables): { stem: string; ending: string } | undefined {
  if (isNumberWord(word, t)) return undefined;
  const ending = NUMBER_ENDING_RE.exec(word)?.[0];
  if (ending === undefined) return undefined;
  const stem = word.slice(0, -ending.length);
  return isNumberWord(stem, t) ? { stem, ending } : undefined;
}

/**
 * The text with each run of spoken number words written as digits (see the module comment), in the language
 * `lang` (a BCP-47 tag); the text itself when the language has no table or nothing is said in parts. Without a
 * language (a short question the detector cannot place: "nineteen oh five"), the first language in LANGUAGES
 * order whose words read a number there. Words keep their spacing; a hyphenated run ("seven forty-seven") is
 * read across its hyphens.
 */
export function withSpokenDigits(text: string, lang: string | undefined): string {
  if (lang !== undefined) {
    const t = tablesFor(lang);
    return t === undefined ? text : readRuns(text, t);
  }
  for (const language of LANGUAGES) {
    const read = readRuns(text, tablesFor(language.code)!);
    if (read !== text) return read;
  }
  return text;
}

/** A decade said as a word, with what ends the word around it ("the eighties," -> "the 1980s,"). */
const DECADE_WORD_RE = /(?<![\p{L}\p{Nd}])\p{L}+(?![\p{L}\p{Nd}])/gu;

/** The text with each decade said as a word written in digits ("since the eighties" -> "since the 1980s"). */
function withDecades(text: string, t: Tables): string {
  if (t.decade.size === 0) return text;
  return text.replace(DECADE_WORD_RE, (w) => t.decade.get(w.toLowerCase()) ?? w);
}

function readRuns(text: string, t: Tables): string {
  return withDecades(readNumberRuns(text, t), t);
}

function readNumberRuns(text: string, t: Tables): string {
  // Tokens with their separators kept, so the text outside a run comes back unchanged.
  const tokens = text.split(/(\s+)/u);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/^\s*$/u.test(token)) {
      out.push(token);
      i++;
      continue;
    }
    // The words of this and the following tokens, up to the first with punctuation at its end.
    const words: string[] = [];
    const tokenOfWord: number[] = [];
    // The ending kept after the digits of a run that ends on the token: its punctuation, and a possessive or plural.
    const endingOf = new Map<number, string>();
    for (let j = i; j < tokens.length; j += 2) {
      const raw = tokens[j]!.toLowerCase();
      const bare = raw.replace(TRAILING_PUNCTUATION_RE, '');
      const split = bare.split('-');
      const last = numberWithEnding(split[split.length - 1]!, t);
      if (last !== undefined) split[split.length - 1] = last.stem;
      for (const w of split) {
        words.push(w);
        tokenOfWord.push(j);
      }
      endingOf.set(j, (last?.ending ?? '') + (TRAILING_PUNCTUATION_RE.exec(tokens[j]!)?.[0] ?? ''));
      if (bare !== raw || last !== undefined || !split.every((w) => isNumberWord(w, t))) break;
    }
    const parts: Part[] = [];
    let at = 0;
    while (at < words.length) {
      const part = partAt(words, at, t);
      // A zero never starts a number ("oh, the seven forty seven"): only "double oh seven".
      if (part === undefined || (parts.length === 0 && part.digits.startsWith('0') && !part.telling)) break;
      parts.push(part);
      at += part.length;
    }
    const endsOnToken = at > 0 && (at === words.length || tokenOfWord[at] !== tokenOfWord[at - 1]);
    if ((parts.length >= 2 || parts.some((p) => p.telling)) && endsOnToken) {
      const lastToken = tokenOfWord[at - 1]!;
      out.push(parts.map((p) => p.digits).join('') + (endingOf.get(lastToken) ?? ''));
      i = lastToken + 1;
      continue;
    }
    out.push(token);
    i++;
  }
  return out.join('');
}

function isNumberWord(word: string, t: Tables): boolean {
  return t.digit.has(word) || t.teen.has(word) || t.tens.has(word) || t.hundred.has(word) || t.repeater.has(word) || t.joiner.has(word);
}
