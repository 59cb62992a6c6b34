/**
 * Text helpers shared by the skills: folding text for matching, cheap language hints, plural forms and
 * number formatting for speech. Pure functions only.
 */
import type { CoreLang, SkillLang } from './types.js';
import { detectLanguage } from '../daemon/lang/detect.js';
import { LANGUAGES } from '../daemon/lang/index.js';
import { fold as foldText } from '../daemon/lang/fold.js';

/** Letters the skills' frames are written with, which their fold keeps (daemon/lang/<code>/words.ts `frameLetters`). */
const FRAME_LETTERS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.frameLetters));

/**
 * The shared fold (daemon/lang/fold.ts) with the frame letters kept: "Qué", "que", "Fünf" and "funf" compare
 * equal, й stays й, and Polish "włącz" still reads as the frames spell it.
 */
export function fold(text: string): string {
  return foldText(text, FRAME_LETTERS);
}

/** Courtesy words dropped before matching (daemon/lang/<code>/words.ts `courtesy`); they carry no intent. */
const POLITE_RE = wordsRe(LANGUAGES.flatMap((l) => l.words.courtesy.map(fold)));

/**
 * A global regex matching any of `phrases` as whole words. JavaScript's \b only knows ASCII letters, so the
 * boundaries are spelled out with Unicode classes to work for Cyrillic too.
 */
export function wordsRe(phrases: string[]): RegExp {
  const alts = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])(?:${alts.join('|')})(?![\\p{L}\\d])`, 'gu');
}

/**
 * Folds the text and reduces it to words, digits and the few symbols skills read (: . , % + - * / ^ ( ) °),
 * with courtesy words removed and spaces collapsed. "Hey Hearth" is already stripped by the caller.
 */
export function normalize(text: string): string {
  return memo(NORMALIZED, text, normalizeUncached);
}

/**
 * Every skill's match() normalizes the same turn text in turn; a few remembered results make that one
 * normalization per turn instead of one per skill. Pure functions, so a cached result is always right.
 */
const MEMO_ENTRIES = 8;
const NORMALIZED = new Map<string, string>();

/** Looks `key` up in a small insertion-ordered cache, computing and remembering it on a miss. */
export function memo(cache: Map<string, string>, key: string, compute: (k: string) => string): string {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = compute(key);
  if (cache.size >= MEMO_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

function normalizeUncached(text: string): string {
  let s = fold(text)
    .replace(/[’`]/g, "'")
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/²/g, '2')
    .replace(/³/g, '3');
  s = s.replace(/[!?¡¿"«»„“”;]/g, ' ');
  // Sentence-final dots and commas that are not inside numbers ("2.5", "17.30", "2,5" stay).
  s = s.replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ');
  s = s.replace(POLITE_RE, ' ');
  return s.replace(/\s+/g, ' ').trim();
}

/** Hint words of the languages that have them (daemon/lang/<code>/words.ts `skillHints`), folded. */
const LANG_HINTS: ReadonlyMap<SkillLang, ReadonlySet<string>> = new Map(
  LANGUAGES.filter((l) => l.words.skillHints.length > 0).map((l) => [l.code, new Set(l.words.skillHints.map(fold))]),
);

/** Returns the language of `lang` if it is one the skills speak, else undefined. */
export function asSkillLang(lang: string | undefined): CoreLang | undefined {
  const primary = lang?.toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'ru' || primary === 'de' || primary === 'es' ? primary : undefined;
}

const ALL_LANGS = new Set<string>(['en', 'ru', 'de', 'es', 'fr', 'it', 'uk', 'pt', 'nl', 'pl']);

/** Any language some skill speaks (a stored row's language, set by a frame in that language), else undefined. */
export function asAnyLang(lang: string | undefined): SkillLang | undefined {
  const primary = lang?.toLowerCase().split(/[-_]/)[0];
  return primary !== undefined && ALL_LANGS.has(primary) ? (primary as SkillLang) : undefined;
}

/**
 * The language of a short phrase, for the reply: the shared detector (daemon/lang/detect.ts) when it names a
 * language the skills speak (all ten: Ukrainian stays Ukrainian); otherwise the language with the most hint
 * words wins; ties and no hints fall back to `fallback`.
 */
export function guessLang(text: string, fallback: CoreLang = 'en'): SkillLang {
  return asAnyLang(detectLanguage(text)) ?? hintLang(text, fallback);
}

/**
 * guessLang for the skills whose replies exist in the four core languages only (arithmetic, units, weather):
 * a Ukrainian phrase gets the Russian reply and any other language the hint-word guess, as before the shared
 * detector named them (daemon/lang/gaps.ts lists these replies as a gap).
 */
export function guessCoreLang(text: string, fallback: CoreLang = 'en'): CoreLang {
  const lang = guessLang(text, fallback);
  if (lang === 'uk') return 'ru';
  return asSkillLang(lang) ?? hintLang(text, fallback);
}

function hintLang(text: string, fallback: CoreLang): CoreLang {
  const words = fold(text).split(/[^a-z]+/).filter(Boolean);
  let best: CoreLang = fallback;
  let bestScore = 0;
  for (const [lang, hints] of LANG_HINTS) {
    const core = asSkillLang(lang);
    if (core === undefined) continue;
    const score = words.filter((w) => hints.has(w)).length;
    if (score > bestScore) {
      best = core;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Russian plural class for a count: 'one' (1, 21, 101), 'few' (2-4, 22-24) or 'many' (0, 5-20, 25...).
 * Fractions take the 'few' form (genitive singular: "2,5 километра").
 */
export function ruPluralIndex(n: number): 0 | 1 | 2 {
  if (!Number.isInteger(n)) return 1;
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

/**
 * Polish plural class: 'one' only for 1 itself, 'few' for 2-4 (22-24 ...), 'many' otherwise ("21 minut").
 * Fractions take the 'few' form, as in Russian.
 */
export function plPluralIndex(n: number): 0 | 1 | 2 {
  if (n === 1) return 0;
  const i = ruPluralIndex(n);
  return i === 0 ? 2 : i;
}

/**
 * Picks the word form for `n` from "one|other" (en, de, es, fr, it, pt, nl) or "one|few|many" (ru, uk, pl).
 * A form list with a single entry is used for every count.
 */
export function plural(n: number, forms: string, lang: SkillLang): string {
  const parts = forms.split('|');
  if (parts.length === 1) return parts[0]!;
  if (lang === 'ru' || lang === 'uk') return parts[ruPluralIndex(n)] ?? parts[parts.length - 1]!;
  if (lang === 'pl') return parts[plPluralIndex(n)] ?? parts[parts.length - 1]!;
  return n === 1 ? parts[0]! : parts[1]!;
}

/**
 * Formats a number for speech: no grouping (TTS reads "1 234" as two numbers), a decimal comma in ru/de/es,
 * and sensible rounding: `maxDecimals` places, or enough to show three significant digits for small values.
 */
export function formatNumber(n: number, lang: SkillLang, maxDecimals = 2): string {
  if (Object.is(n, -0)) n = 0;
  let decimals = maxDecimals;
  const abs = Math.abs(n);
  if (abs > 0 && abs < 1) decimals = Math.max(maxDecimals, Math.min(10, 2 - Math.floor(Math.log10(abs))));
  let s = roundTo(n, decimals).toString();
  if (s.includes('e')) s = n.toPrecision(6);
  return lang === 'en' ? s : s.replace('.', ',');
}

/**
 * Rounds half away from zero at `decimals` places, nudging by a tiny epsilon so binary fractions like 273.15
 * (stored as 273.1499999...) round the way a person expects.
 */
export function roundTo(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((n + Math.sign(n) * Math.abs(n) * 1e-12) * f) / f;
}

/** Joins items as "a, b and c" in the reply language. */
export function joinList(items: string[], lang: SkillLang): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = { en: 'and', ru: 'и', de: 'und', es: 'y', fr: 'et', it: 'e', uk: 'і', pt: 'e', nl: 'en', pl: 'i' }[lang];
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * Finds `tokens` (normalized words) as a run of words in the original text and returns that run as the user
 * wrote it, so a note or reminder keeps its capitals and accents ("Mamá", "Wäsche"). Undefined when the words
 * were changed by normalization (numbers turned into digits, courtesy words dropped).
 */
export function originalSpan(original: string, tokens: string[]): string | undefined {
  if (tokens.length === 0) return undefined;
  const words = original
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(Boolean);
  const keys = words.map((w) => fold(w));
  for (let i = 0; i + tokens.length <= words.length; i++) {
    if (tokens.every((t, k) => keys[i + k] === t)) return words.slice(i, i + tokens.length).join(' ');
  }
  return undefined;
}

/** Letters Ukrainian writes and Russian does not, and the commonest frame words spelled only in Ukrainian. */
const UKRAINIAN_LETTERS_RE = /[іїєґ]|(?<![\p{L}])(?:годин[уи]?|хвилин[уиа]?|хвилинку|мене|що|щоб)(?![\p{L}])/u;

/**
 * Ukrainian shares many command words with Russian ("заведи таймер", "покажи"): a frame read as Russian
 * whose text has Ukrainian letters ("на 1 годину") is Ukrainian.
 */
export function refineCyrillic<T extends { lang: SkillLang }>(intent: T | null, text: string): T | null {
  if (intent?.lang === 'ru' && UKRAINIAN_LETTERS_RE.test(text)) return { ...intent, lang: 'uk' };
  return intent;
}

/** A reply table: every core language, and the extra languages where the sentence has been written. */
export type Phrases<T> = Record<CoreLang, T> & Partial<Record<SkillLang, T>>;

/** The phrase for `lang`, or the English one where that language has none yet (a rare sentence, not a frame). */
export function say<T>(table: Phrases<T>, lang: SkillLang): T {
  return table[lang] ?? table.en;
}
