/**
 * What Hearth knows about human languages, in one place (docs/languages.md).
 *
 *   fold.ts        the one fold (per script: what counts as the same letter)
 *   words.ts       the one word splitter
 *   same-word.ts   the one graded same-word matcher
 *   detect.ts      the one language detector
 *   sentences.ts   the one sentence splitter
 *   months.ts      month names, from the platform's locale data
 *   dedup.ts       the one near-duplicate test, with named thresholds
 *   <code>/        one folder per language: words.ts (word tables), phrases.ts (Hearth's own sentences)
 *   gaps.ts        the tables a language does not have yet, each with its reason
 *
 * The boundary's lexicon (daemon/boundary/lang/) is not here yet; it is to move to <code>/boundary.ts.
 */
import type { Language } from './types.js';
import { language as en } from './en/index.js';
import { language as ru } from './ru/index.js';
import { language as de } from './de/index.js';
import { language as es } from './es/index.js';
import { language as fr } from './fr/index.js';
import { language as it } from './it/index.js';
import { language as nl } from './nl/index.js';
import { language as pl } from './pl/index.js';
import { language as pt } from './pt/index.js';
import { language as uk } from './uk/index.js';

export type { AnswerCues, KindGroup, LangCode, Language, LanguagePhrases, LanguageWords } from './types.js';

/**
 * Every language, in a fixed order: English first (the fallback), then the order the tables were written in.
 * Order matters where tables are concatenated into one matcher (answer cues: the first of two equally long
 * cues wins).
 */
export const LANGUAGES: readonly Language[] = Object.freeze([en, ru, uk, de, es, pt, it, fr, nl, pl]);

const BY_CODE: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.code, l]));

/** The language Hearth speaks when it cannot tell, or the question's language has no table. */
const FALLBACK_LANGUAGE: Language = en;

/** The primary subtag of a BCP-47 tag, lower-case: 'ru-RU' -> 'ru'; undefined for an empty or missing tag. */
export function primaryLanguage(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const primary = lang.trim().toLowerCase().split(/[-_]/u)[0];
  return primary === undefined || primary === '' ? undefined : primary;
}

/** The tables of a BCP-47 tag's language ('de-AT' -> de), or undefined when Hearth has none. */
export function languageOf(lang: string | undefined): Language | undefined {
  const primary = primaryLanguage(lang);
  return primary === undefined ? undefined : BY_CODE.get(primary);
}

/** Like languageOf, English when there is no table for the tag. */
export function languageOrFallback(lang: string | undefined): Language {
  return languageOf(lang) ?? FALLBACK_LANGUAGE;
}
