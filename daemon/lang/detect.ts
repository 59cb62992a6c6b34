/**
 * The one language detector. Best-effort primary language of a short utterance ("where did I park", "где я оставил машину").
 *
 * Pure and dependency-free: no store, no network, no model. Two steps:
 *  1. Script. Most non-Latin scripts name their language well enough for our purposes (Greek → el,
 *     Hangul → ko, kana → ja, Han without kana → zh ...). Cyrillic is split into Ukrainian and Russian by
 *     letters only one of them uses (і ї є ґ versus ы э ъ) and then by a few function words.
 *  2. Latin script. We count distinctive function words and letters per language ("der", "ich", "ß" for
 *     German; "qué", "¿", "ñ" for Spanish ...). The best score wins if it beats the runner-up; a tie or no
 *     evidence gives `undefined`, because a wrong guess is worse than "don't know" for the callers (the
 *     phraser picks its reply language from this, the boundary uses it only to resolve words that mean
 *     different things in different languages, like French "mes" (my) and Spanish "mes" (month)).
 *
 * Short utterances are hard: "Berlin?" has no evidence at all, and that is fine.
 *
 * The words and letters are data in each language's table (lang/<code>/words.ts `detectWords`, `detectLetters`),
 * compared lower-cased with accents kept (lang/fold.ts `lowerWord` level): "qué" is Spanish, "que" is not
 * evidence of anything, and French "où" is not "ou".
 */
import { LANGUAGES } from './index.js';
import { QUESTION_ONLY_LANGUAGES } from './question-only.js';

/** A script whose presence decides the language on its own. Order matters: kana before Han. */
const SCRIPT_LANGUAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u3040-\u30ff]/u, 'ja'],
  [/[\uac00-\ud7af\u1100-\u11ff]/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
];

const CYRILLIC = /\p{Script=Cyrillic}/u;
/** The Cyrillic-script languages with tables; the others are Latin-script. */
const CYRILLIC_LANGS: ReadonlySet<string> = new Set(['ru', 'uk']);

const tablesOf = (cyrillic: boolean) => LANGUAGES.filter((l) => CYRILLIC_LANGS.has(l.code) === cyrillic);
/** Latin-script languages: each word and each distinct letter of its own adds a point. */
const LATIN_WORD_SETS: ReadonlyMap<string, ReadonlySet<string>> = new Map(tablesOf(false).map((l) => [l.code, new Set(l.words.detectWords)]));
/**
 * The languages Hearth reads but does not speak (./question-only.ts): their distinctive words, and all their words
 * with their glue, which is what a spoken language's detect words hold and are weighed against (likelyLanguages).
 */
const QUESTION_ONLY_SETS: ReadonlyArray<readonly [string, ReadonlySet<string>, ReadonlySet<string>]> = QUESTION_ONLY_LANGUAGES.filter(
  (l) => l.detectWords.length > 0,
).map((l) => [l.code, new Set(l.detectWords), new Set([...l.detectWords, ...l.functionWords])]);
const LATIN_LETTERS: Readonly<Record<string, RegExp>> = Object.fromEntries(
  tablesOf(false).flatMap((l) => (l.words.detectLetters ? [[l.code, new RegExp(l.words.detectLetters.source, 'gu')]] : [])),
);
const ukrainian = LANGUAGES.find((l) => l.code === 'uk')!.words;
const russian = LANGUAGES.find((l) => l.code === 'ru')!.words;
/** Letters Ukrainian writes and Russian does not (і ї є ґ), and the reverse (ы э ъ ё). */
const UKRAINIAN_LETTERS = ukrainian.detectLetters!;
const RUSSIAN_LETTERS = russian.detectLetters!;
/** Ukrainian words spelled without the letters above that Russian does not use, and Russian ones. */
const UKRAINIAN_WORDS: ReadonlySet<string> = new Set(ukrainian.detectWords);
const RUSSIAN_WORDS: ReadonlySet<string> = new Set(russian.detectWords);

/** Lower-cases and unifies apostrophes so "What’s" and "what's" are the same word. */
function prepare(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019\u02bc\u00b4`]/gu, "'");
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}

function detectCyrillic(text: string, tokens: readonly string[]): string {
  if (UKRAINIAN_LETTERS.test(text)) return 'uk';
  if (RUSSIAN_LETTERS.test(text)) return 'ru';
  let uk = 0;
  let ru = 0;
  for (const t of tokens) {
    if (UKRAINIAN_WORDS.has(t)) uk += 1;
    if (RUSSIAN_WORDS.has(t)) ru += 1;
  }
  return uk > ru ? 'uk' : 'ru';
}

function detectLatin(text: string, tokens: readonly string[]): string | undefined {
  const [best, ...rest] = bestLatin(text, tokens);
  return rest.length === 0 ? best : undefined;
}

/** The Latin-script languages with the highest score (several on a tie; none without any evidence). */
function bestLatin(text: string, tokens: readonly string[]): string[] {
  const scores = new Map<string, number>();
  for (const [lang, set] of LATIN_WORD_SETS) {
    let score = 0;
    for (const t of tokens) if (set.has(t)) score += 1;
    const letters = LATIN_LETTERS[lang];
    if (letters) score += new Set(text.match(letters) ?? []).size;
    scores.set(lang, score);
  }
  const top = Math.max(0, ...scores.values());
  return top === 0 ? [] : [...scores.entries()].filter(([, s]) => s === top).map(([lang]) => lang);
}

/**
 * The languages a text is most likely in: detectLanguage's answer, or on a tie the tied languages ("il joue"
 * is French or Italian), after a language Hearth reads but does not speak when the text has more of its words.
 * For ordering what to try first and for reading a question's glue (text/question-focus.ts), never for deciding:
 * callers that need one language use detectLanguage.
 */
export function likelyLanguages(text: string): string[] {
  const one = detectLanguage(text);
  const prepared = prepare(text);
  if (CYRILLIC.test(prepared) || (one !== undefined && !LATIN_WORD_SETS.has(one))) return one === undefined ? [] : [one];
  const tokens = words(prepared);
  const latin = one === undefined ? bestLatin(prepared, tokens) : [one];
  // A language Hearth reads but does not speak (Afrikaans) goes first when its own words outnumber the best
  // spoken language's: "my eerste html lêer in watter program maak ek dit oop" looked English and French, and
  // "hoeveel teesakkies gooi ek in vir die rooibos ystee" German (by "die" and "in").
  const top = Math.max(0, ...[...LATIN_WORD_SETS.values()].map((set) => tokens.filter((t) => set.has(t)).length));
  // Its glue counts once one of its own words is there: "die ... hoe lank hou dit in die yskas" has one Afrikaans word
  // ("lank") and four German ones ("die", "in" twice each), but seven Afrikaans ones with the glue; "is die hard a
  // christmas movie" has none.
  const readOnly = QUESTION_ONLY_SETS.filter(([, own, all]) => tokens.some((t) => own.has(t)) && tokens.filter((t) => all.has(t)).length > top).map(([code]) => code);
  return [...readOnly, ...latin];
}

/**
 * Returns a BCP-47 primary language subtag ('en', 'ru', 'uk', 'de', 'es', 'fr', 'it', 'pt', 'zh', ...)
 * or undefined when the text gives no usable evidence.
 */
export function detectLanguage(text: string): string | undefined {
  const prepared = prepare(text);
  for (const [script, lang] of SCRIPT_LANGUAGES) if (script.test(prepared)) return lang;
  const tokens = words(prepared);
  if (CYRILLIC.test(prepared)) return detectCyrillic(prepared, tokens);
  return detectLatin(prepared, tokens);
}
