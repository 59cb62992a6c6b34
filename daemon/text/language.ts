/**
 * Best-effort primary language of a short utterance ("where did I park", "где я оставил машину").
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
 */

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
const UKRAINIAN_LETTERS = /[іїєґ]/u;
const RUSSIAN_LETTERS = /[ыэъё]/u;
/** Ukrainian words spelled without the letters above that Russian does not use. */
const UKRAINIAN_WORDS = new Set(['що', 'як', 'де', 'мій', 'мене', 'чи', 'коли', 'котрій', 'та', 'хто', 'чому',
  'мені', 'тобі', 'який', 'яка', 'скільки', 'зараз', 'сьогодні', 'завтра', 'він', 'вона']);
const RUSSIAN_WORDS = new Set(['что', 'как', 'где', 'мой', 'меня', 'ли', 'когда', 'какой', 'какая', 'это', 'и', 'кто',
  'почему', 'мне', 'тебе', 'сколько', 'сейчас', 'сегодня', 'завтра', 'он', 'она', 'у']);

/** Function words that are frequent in short questions and rare in the other listed languages. */
const LATIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['the', 'is', 'are', 'what', "what's", 'where', "where's", 'when', 'how', 'who', 'why', 'my', 'i', 'do', 'does',
    'did', 'to', 'of', 'and', 'you', 'it', 'can', 'should', 'for', 'with', 'from', 'your', 'me', 'am', 'have', 'will',
    'which', 'any', 'was', 'about', 'an'],
  de: ['der', 'die', 'das', 'ist', 'sind', 'ich', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'wie', 'wo', 'wann',
    'was', 'wer', 'warum', 'nicht', 'und', 'ein', 'eine', 'einen', 'mit', 'für', 'auf', 'habe', 'hat', 'bin', 'kann',
    'soll', 'sollte', 'zum', 'zur', 'dem', 'den', 'des', 'nach', 'du', 'dir', 'mich', 'mir', 'darf', 'noch', 'wenn'],
  es: ['el', 'los', 'las', 'es', 'mi', 'mis', 'qué', 'del', 'y', 'un', 'una', 'con', 'para', 'por', 'cómo', 'dónde',
    'cuándo', 'cuál', 'quién', 'tengo', 'está', 'están', 'estoy', 'hay', 'puedo', 'al', 'lo', 'hago', 'cuánto',
    'cuántos', 'cuántas', 'puede', 'tiene', 'hacer'],
  fr: ['le', 'les', 'est', 'je', "j'ai", 'mon', 'ma', 'qu', "qu'est-ce", 'du', 'des', 'et', 'une', 'avec', 'pour', 'où',
    'quand', 'comment', 'qui', 'quel', 'quelle', 'est-ce', 'ce', 'il', 'elle', 'pas', 'sont', 'suis', 'au', 'aux',
    'faire', 'chez'],
  it: ['il', 'gli', 'è', 'mio', 'mia', 'miei', 'che', 'di', 'della', 'dello', 'e', 'per', 'dove', 'quando', 'come',
    'chi', 'cosa', 'ho', 'sono', 'non', 'si', 'uno', 'posso'],
  pt: ['o', 'os', 'não', 'você', 'meu', 'minha', 'onde', 'quando', 'como', 'quem', 'é', 'do', 'da', 'em', 'uma', 'ao', 'ainda'],
  // Words Dutch and Polish share with the languages above ("en", "de", "is", "na", "to") are left out: with them,
  // "en qué hotel nos quedamos en Roma" scored as Dutch.
  nl: ['het', 'een', 'ik', 'mijn', 'wat', 'waar', 'wanneer', 'hoe', 'wie', 'welke', 'van', 'niet', 'heb', 'heeft', 'nog',
    'naar', 'zijn', 'onze', 'komt', 'laat', 'vandaag', 'morgen', 'wij', 'ook', 'maar', 'kan', 'moet'],
  pl: ['jest', 'nie', 'się', 'czy', 'co', 'gdzie', 'kiedy', 'jak', 'jaki', 'jakie', 'której', 'mój', 'moja', 'mam', 'w',
    'z', 'ile', 'kto', 'mnie', 'jeszcze', 'dziś', 'jutro', 'są', 'dla', 'przez'],
};

/** Letters that point at one Latin-script language; each distinct one found adds a point. */
const LATIN_LETTERS: Readonly<Record<string, RegExp>> = {
  de: /[ßäöü]/gu,
  es: /[ñ¿¡]/gu,
  fr: /[çœêâîûëù]/gu,
  it: /[ìò]/gu,
  pt: /[ãõ]/gu,
  pl: /[ąćęłńśźż]/gu,
  nl: /ij/gu,
};

const LATIN_WORD_SETS = new Map(Object.entries(LATIN_WORDS).map(([lang, words]) => [lang, new Set(words)]));

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
  const scores = new Map<string, number>();
  for (const [lang, set] of LATIN_WORD_SETS) {
    let score = 0;
    for (const t of tokens) if (set.has(t)) score += 1;
    const letters = LATIN_LETTERS[lang];
    if (letters) score += new Set(text.match(letters) ?? []).size;
    scores.set(lang, score);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return undefined;
  if (second && second[1] === best[1]) return undefined;
  return best[0];
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
