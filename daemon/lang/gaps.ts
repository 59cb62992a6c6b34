/**
 * The one list of tables a language does not have yet, and why. A table listed here is empty in that
 * language's words.ts, and an empty table not listed here fails the coverage test (test/lang-coverage.test.ts).
 * Fill a table and remove its line; the test then requires the table to stay filled.
 */
import type { LangCode, LanguageWords } from './types.js';

interface Gap {
  readonly lang: LangCode;
  readonly table: keyof LanguageWords | 'rememberHint' | 'skillReplies';
  readonly reason: string;
}

/**
 * Why the kiwix query planner's lists stay at five languages: with a language's list, its words stop being
 * search terms, and with no QA set in that language (bench/qa/sets holds en, fr, af, ady) a list cannot be
 * checked against real searches. An unknown question language uses the union of the five.
 */
const KIWIX_UNMEASURED = 'kiwix query planning (kiwix/rewrite.ts) is unmeasured in this language: no QA set to check a list against';
/** The answer-type measure nouns were written with the QA sets; none exist for these languages. */
const HINTS_UNMEASURED = 'measure nouns ("how tall" -> height) are tuned on QA sets; none in this language yet';
/** The skills' hint words break ties the detector leaves in short commands; the detector decides these. */
const SKILL_HINTS_UNNEEDED = 'the detector decides short commands in this language (its letters or words); hint words only break en/de/es ties';
/** The notes skill listens for "remember that ..." in en, ru, de, es only (skills/notes/skill.ts). */
const NO_REMEMBER_FRAME = 'the notes skill has no "remember that ..." frame in this language, so nothingYet and dontKnowPersonal promise none';

/**
 * The skills' reply tables stay with their skills (skills/<skill>/skill.ts): about 55 of them are still written in
 * en ru de es only, and `say()` answers in English there. The notes, arithmetic, units, weather and time frames
 * parse the four core languages only, so most of those replies are only reached in them; the timers, lists and
 * follow-up replies a frame in these languages reaches most often are written.
 */
const SKILL_REPLIES_PARTIAL = 'about 55 skill reply tables are en/ru/de/es only (say() falls back to English); the common timer, list and follow-up replies are written';

/** Numbers as words and relation groups were written with the QA sets (en, fr) and checked by hand (de, es, ru). */
const ANSWER_WORDS_UNMEASURED = 'number words and relation groups are collected from QA misses; no QA set in this language yet';

/** Verb particles are an English trait among these languages; German and Dutch separable ones are unmeasured. */
const NO_PARTICLES = 'no separable verb particles in this language';
const PARTICLES_UNMEASURED = 'separable verb particles ("kam ... heraus") are unmeasured: no QA set in this language yet';

export const GAPS: readonly Gap[] = Object.freeze([
  ...(['ru', 'uk', 'fr', 'es', 'it', 'pt', 'pl'] as const).flatMap((lang) => (['particles', 'particleObjects'] as const).map((table) => ({ lang, table, reason: NO_PARTICLES }))),
  ...(['de', 'nl'] as const).flatMap((lang) => (['particles', 'particleObjects'] as const).map((table) => ({ lang, table, reason: PARTICLES_UNMEASURED }))),
  ...(['it', 'nl', 'pl', 'pt', 'uk'] as const).map((lang) => ({ lang, table: 'relations' as const, reason: ANSWER_WORDS_UNMEASURED })),
  // Dutch has its number words (with Afrikaans spellings, for the Afrikaans Wikibooks; round 18).
  ...(['it', 'pl', 'pt', 'uk'] as const).map((lang) => ({ lang, table: 'numberWords' as const, reason: ANSWER_WORDS_UNMEASURED })),
  ...(['it', 'nl', 'pl', 'pt', 'uk'] as const).flatMap((lang) => [
    { lang, table: 'interrogatives' as const, reason: KIWIX_UNMEASURED },
    { lang, table: 'questionWords' as const, reason: KIWIX_UNMEASURED },
    { lang, table: 'measureHints' as const, reason: HINTS_UNMEASURED },
  ]),
  { lang: 'pt', table: 'kindNames', reason: 'no Portuguese kind word is in the answer-type list yet; adding one changes focus for every language' },
  { lang: 'uk', table: 'kindNames', reason: 'no Ukrainian kind word is in the answer-type list yet; adding one changes focus for every language' },
  ...(['ru', 'uk', 'fr', 'it', 'nl', 'pl', 'pt'] as const).map((lang) => ({ lang, table: 'skillHints' as const, reason: SKILL_HINTS_UNNEEDED })),
  ...(['fr', 'it', 'nl', 'pl', 'pt', 'uk'] as const).map((lang) => ({ lang, table: 'rememberHint' as const, reason: NO_REMEMBER_FRAME })),
  ...(['fr', 'it', 'nl', 'pl', 'pt', 'uk'] as const).map((lang) => ({ lang, table: 'skillReplies' as const, reason: SKILL_REPLIES_PARTIAL })),
]);

/** Whether `table` is a documented gap in `lang`. */
export function isGap(lang: LangCode, table: Gap['table']): boolean {
  return GAPS.some((g) => g.lang === lang && g.table === table);
}
