/**
 * Month names in the languages Hearth speaks, from the platform's own locale data: no list to maintain. Read by
 * the answer-type check (a date is a year, a month name or a season) and by the spoken form (a year after a month is
 * said as a year). Lower case, without a trailing dot ("janv", "сент"). Seasons come from the language tables
 * (`seasons`): the locale data has none.
 */
import { LANGUAGES } from './index.js';

const MONTHS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  for (const { code } of LANGUAGES) {
    for (const month of ['long', 'short'] as const) {
      for (const ctx of [{ month }, { month, day: 'numeric' as const }]) {
        const fmt = new Intl.DateTimeFormat(code, { ...ctx, timeZone: 'UTC' });
        for (let m = 0; m < 12; m++) {
          for (const part of fmt.formatToParts(new Date(Date.UTC(2001, m, 15)))) {
            if (part.type === 'month') out.add(part.value.toLowerCase().replace(/\.$/u, ''));
          }
        }
      }
    }
  }
  return out;
})();

/** Whether a lower-case word is a month's name or its short form in one of Hearth's languages. */
export function isMonthName(word: string): boolean {
  return MONTHS.has(word);
}

/** Every language's season names (lang/<code>/words.ts `seasons`), lower case. */
const SEASONS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => (l.words.seasons ?? []).map((s) => s.toLowerCase())));

/** Whether a lower-case word names a season in one of Hearth's languages ("autumn", "осенью"). */
export function isSeasonName(word: string): boolean {
  return SEASONS.has(word);
}

/**
 * The words that ask a date to the day ("what was the exact date", "quel jour"): each language's own name of the
 * day field from the locale data, and the noun "date" as the languages write it.
 */
const DAY_WORDS: ReadonlySet<string> = new Set([...LANGUAGES.map(({ code }) => dateFieldName(code)), 'day', 'date', 'datum', 'fecha', 'data', 'дата'].filter((w) => w !== ''));

/** A language's name of a date field ('day', 'year'), lower case; empty where the runtime's locale data has none (a small-ICU build). */
function dateFieldName(code: string, field: 'day' | 'year' = 'day'): string {
  try {
    return new Intl.DisplayNames(code, { type: 'dateTimeField' }).of(field)?.toLowerCase() ?? '';
  } catch {
    return '';
  }
}

/**
 * The words that ask a year ("what year", "en quelle année", "в каком году"): each language's name of the year field
 * from the locale data, and the case forms a question puts it in.
 */
const YEAR_WORDS: ReadonlySet<string> = new Set(
  [...LANGUAGES.map(({ code }) => dateFieldName(code, 'year')), 'year', 'annee', 'jaar', 'году', 'года', 'році', 'roku'].filter((w) => w !== ''),
);

/** Whether a lower-case word asks a year ("year", "année", "году"). */
export function isYearWord(word: string): boolean {
  return YEAR_WORDS.has(word);
}

/** Whether a lower-case word asks a date to the day ("date", "day", "jour", "Tag"). */
export function isDayWord(word: string): boolean {
  return DAY_WORDS.has(word);
}
