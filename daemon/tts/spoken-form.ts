/**
 * Text put into words for text-to-speech: the reply's text stays as the source wrote it (it is what the chat
 * shows and what a listener could look up), and the synthesizer gets the same sentence with the parts it reads
 * wrongly written out. Pure and linear in the sentence's length: a few regular-expression passes without
 * nested repetition.
 *
 * espeak-ng, which Piper voices are phonemized with, was checked in each language (docs/voice.md, "Reading
 * aloud"). As written, it drops the dash of a range ("George IV (12 August 1762 – 26 June 1830)" is read
 * "...1762 twenty-six June..."; "1939-1945" has it say "dash"), reads unit symbols letter by letter ("km/h": "K
 * M slash H"; Russian "км" with the English voice), reads English, German and Dutch years as plain numbers
 * ("one thousand seven hundred and sixty-two"), and says nothing for German's "*" and "†" (born, died). The
 * per-language words are in lang/<code>/words.ts `speech`.
 */
import { languageOrFallback, primaryLanguage } from '../lang/index.js';
import { isMonthName } from '../lang/months.js';
import type { SpeechWords, UnitName } from '../lang/types.js';

/** The spoken form of one sentence in `lang` (a BCP-47 tag; English's words when Hearth has no table for it). */
export function spokenForm(sentence: string, lang: string | undefined): string {
  const language = languageOrFallback(lang);
  const words = language.words.speech;
  const rules = rulesFor(language.code, words);
  let text = sentence;
  if (rules.before !== undefined) text = text.replace(rules.before, (_m, key: string) => `${words.beforeNumber[key.replace(/\.$/u, '')] ?? key} `);
  text = text.replace(DASH_RANGE_RE, `$1 ${words.rangeWord} `).replace(YEAR_HYPHEN_RANGE_RE, `$1 ${words.rangeWord} $2`);
  if (words.years !== undefined) text = sayYears(text, words.years, words.rangeWord);
  if (rules.units !== undefined) {
    const { plural } = rules;
    text = text.replace(rules.units, (_m, number: string, unit: string) => `${number} ${unitName(words.units[unit]!, plural.select(numberValue(number, language.code)))}`);
  }
  return text;
}

/** A number, a dash (en or em, spaced or not) and another number: "1762 – 1830", "29–34", "April 11–17". */
const DASH_RANGE_RE = /(\p{Nd})\s*[–—]\s*(?=\p{Nd})/gu;
/** Two years joined by a hyphen ("1939-1945", "1939-45"); "747-400" and phone numbers are left alone. */
const YEAR_HYPHEN_RANGE_RE = /(?<![\p{Nd}-])((?:1\p{Nd}|20)\p{Nd}{2})-((?:1\p{Nd}|20)?\p{Nd}{2})(?![\p{Nd}-])/gu;
/** A four-digit number from 1100 to 1999 standing alone (not inside "1,762" or "17.62"). */
const YEAR_RE = /(?<![\p{Nd}.,])(1[1-9])(\p{Nd}{2})(?![\p{Nd}]|[.,]\p{Nd})/gu;
/** The word right before a position, lower case. */
const LAST_WORD_RE = /([\p{L}]+)\.?\s*$/u;

interface Rules {
  before: RegExp | undefined;
  units: RegExp | undefined;
  plural: Intl.PluralRules;
}

const compiled = new Map<string, Rules>();

/** The language's abbreviation and unit patterns, built once per language. */
function rulesFor(code: string, words: SpeechWords): Rules {
  const cached = compiled.get(code);
  if (cached !== undefined) return cached;
  const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
  const byLength = (keys: string[]): string[] => keys.sort((a, b) => b.length - a.length);
  // An abbreviation is a word with its dot ("c.", "m."), a sign stands alone ("†"); both only before a number.
  const before = byLength(Object.keys(words.beforeNumber)).map((k) => (/^\p{L}+$/u.test(k) ? `${literal(k)}\\.` : literal(k)));
  const units = byLength(Object.keys(words.units)).map(literal);
  const rules: Rules = {
    plural: new Intl.PluralRules(code),
    before: before.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(${before.join('|')})\\s*(?=\\p{Nd})`, 'gu'),
    // Matches start only where a number starts, so a long run of digits is scanned once, not once per digit.
    units: units.length === 0 ? undefined : new RegExp(`(?<![\\p{Nd}.,\\u00a0\\u202f])(\\p{Nd}+(?:[.,\\u00a0\\u202f]\\p{Nd}+)*)\\s?(${units.join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
  };
  compiled.set(code, rules);
  return rules;
}

/** Years in a date context said the language's way: "in 1762" -> "in 17 62", which espeak-ng reads as a year. */
function sayYears(text: string, years: NonNullable<SpeechWords['years']>, rangeWord: string): string {
  const range = new RegExp(`^\\s+${rangeWord}\\s+1[1-9]\\p{Nd}{2}(?!\\p{Nd})`, 'u');
  const rangeEnd = new RegExp(`(?<![\\p{Nd}.,])1[1-9]\\p{Nd}{2}\\s+${rangeWord}\\s+$`, 'u');
  return text.replace(YEAR_RE, (whole: string, hi: string, lo: string, at: number) => {
    const next = text.slice(at + whole.length, at + whole.length + rangeWord.length + 8);
    const inRange = range.test(next) || rangeEnd.test(text.slice(Math.max(0, at - rangeWord.length - 8), at));
    if (!inRange && !inDateContext(text, at, whole.length, years.after)) return whole;
    const form = lo === '00' ? years.hundred : lo.startsWith('0') ? years.oh : years.pair;
    return form.replace('{hi}', hi).replace('{lo}', lo.startsWith('0') ? lo.slice(1) : lo);
  });
}

/**
 * Whether the number at `at` is a year: after a month name or one of the language's year words ("in",
 * "since"), or alone in brackets ("(1762)"); `sayYears` adds both ends of a range of years ("1762 to 1830"). A
 * number before a noun ("1500 metres", "1762 people") is a count and stays as it is.
 */
function inDateContext(text: string, at: number, length: number, after: readonly string[]): boolean {
  const before = text.slice(Math.max(0, at - 24), at);
  const next = text.slice(at + length, at + length + 3);
  if (/\(\s*$/u.test(before) && /^\s*\)/u.test(next)) return true;
  const word = LAST_WORD_RE.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && (isMonthName(word) || after.includes(word));
}

/** A written number's value, for its plural category: "1,087" in English, "2,5" elsewhere. */
function numberValue(number: string, code: string): number {
  const plain = code === 'en' ? number.replace(/,/gu, '') : number.replace(/[.\u00a0\u202f]/gu, '').replace(',', '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : 2;
}

function unitName(name: UnitName, category: Intl.LDMLPluralRule): string {
  if (typeof name === 'string') return name;
  return (category === 'one' || category === 'few' || category === 'many' ? name[category] : undefined) ?? name.other;
}

/** The language a voice name says it speaks ("en_US-lessac-medium", "de"), for a synthesizer told no language. */
export function voiceLanguage(voice: string): string | undefined {
  return primaryLanguage(/^[a-z]{2,3}(?=[-_]|$)/iu.exec(voice.trim())?.[0]);
}
