/**
 * Titles a question names in another Cyrillic spelling: a Russian question over a book in a language of the
 * Caucasus or the Volga ("баркук" for "Бэркъукъ", "хакуринохабль" for "Хьакурынэхьабл", "аскер евтых" for
 * "Еутых Аскэр"). Pure; no I/O.
 *
 * Russian writes these names with its own letters: it drops the hard and soft signs and the palochka that mark
 * the other languages' extra consonants ("къ", "хь", "кӀ" become "к", "х", "к"), writes their "щ" as "ш", their
 * consonant "у" as "в", and chooses its own vowels ("э" as "е" or "а"). Neither the prefix rule nor a title
 * suggestion bridges that: the spellings share one letter. So each word is reduced to a sound key:
 *   - the signs and the palochka (written "Ӏ", "I", "l" or "1") go, and "тл" is the "л" it stands for ("лъ", "лӏ");
 *   - consonants that Russian writes alike fold together ("щ" = "ш"), and a doubled one is one;
 *   - every run of vowels (with "в" and "й", which Russian writes for the other languages' glides) is one "V".
 * Two words sound alike when their consonant skeletons agree (one may run on by a case ending: "бжедугов" /
 * "Бжъэдыгъухэр") and they start alike (a vowel or the same consonant); words of fewer than three consonants
 * must have the same key. A title matches when each of its words sounds like a different question word, in any
 * order: Adyghe writes the family name first ("Еутых Аскэр"), Russian the given name ("аскер евтых").
 *
 * Used twice: the zim stage finds an article by such a title (kiwix/stage.ts, over the title list of a small book in
 * a language without word tables), and the phraser counts the question's words that say it as the topic, not as what
 * is asked (phraser/rank.ts, phraser/topic.ts).
 *
 * Measured on bench/qa's Russian questions over the Adyghe Wikipedia (docs/kiwix.md, round 13); rejected: the
 * bare consonant skeleton ("аскер" became "Сукре").
 */
import { matchWords } from './words.js';
import { isFunctionWord } from './function-words.js';

/** Letters that carry no sound of their own in these spellings: hard and soft signs, the palochka's stand-ins. */
const SILENT_RE = /[ъьӏi1l]/gu;
/**
 * Russian writes the lateral fricative and ejective ("лъ", "лӏ") as "тл": "Тлепш" for "Лъэпщ", "хадагатле" for
 * "ХьэдэгъэлIэ". With the signs gone, both are "л".
 */
const LATERAL_RE = /тл/gu;
/** Vowels, and the glides Russian writes for the other languages' vowels ("в" for consonant "у", "й"). */
const VOWEL_LIKE_RE = /[аеёиоуыэюяәөүӑӗвй]+/gu;
/** Consonants Russian writes alike, folded to one. */
const SAME_CONSONANT: Readonly<Record<string, string>> = { щ: 'ш', қ: 'к', ҡ: 'к', ғ: 'г', ҕ: 'г', һ: 'х', ҳ: 'х', ҫ: 'с', ҙ: 'з', ң: 'н', җ: 'ж' };
/** A Cyrillic letter: only Cyrillic words get a key. */
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
/** Fewest consonants for the skeleton rule; with fewer, whole keys must agree ("евтых" / "Еутых": т, х). */
const MIN_SKELETON_CONSONANTS = 3;
/** Fewest consonants of a skeleton that a case ending may follow: three are a short word's, and collide. */
const MIN_STEM_CONSONANTS = 4;
/** Consonants a case ending may add to the longer skeleton ("в" of "-ов" is a vowel here; "-хэр" adds two). */
const MAX_ENDING_CONSONANTS = 2;
/** From this many shared consonants, an ending of one more: Russian adjectives ("кошехабльском" / "Кощхьэблэ"). */
const LONG_SKELETON_CONSONANTS = 5;
/**
 * Fewest consonants a title's words hold together to be named by sound: "Амур" (м, р) sounds like "умер", "Перу"
 * like "первые"; "Бэркъукъ" (б, р, к, к) and "Еутых Аскэр" (т, х, с, к, р) are names of their own. At 3, "Астана"
 * sounded like "восстания" and bench/qa lost an answer it had; "Чэчэнай" for "чечни" was the price.
 */
const MIN_TITLE_CONSONANTS = 4;
/** Shortest title word that must be said: "и" in "Адыгэ Республикэм и гимн" is glue. */
const MIN_TITLE_WORD_CHARS = 3;
/** Shortest question word compared: shorter ones are glue in any language. */
const MIN_WORD_CHARS = 4;

/** A word's sound key ("хVкVрVнVхVбл"), or undefined for a word without Cyrillic letters. */
export function soundKey(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!CYRILLIC_RE.test(lower)) return undefined;
  const letters = lower.replace(SILENT_RE, '').replace(LATERAL_RE, 'л').replace(VOWEL_LIKE_RE, 'V');
  let key = '';
  for (const ch of letters) {
    const c = SAME_CONSONANT[ch] ?? ch;
    if (c !== key.at(-1)) key += c;
  }
  return key;
}

function skeletonOf(key: string): string {
  return key.replaceAll('V', '');
}

/** Whether two sound keys name the same word, give or take a case ending (see the module comment). */
export function keysSoundAlike(a: string, b: string): boolean {
  if (a === b) return a.length >= 2;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // A vowel ending ("теуцожу" / "Теуцожь") changes nothing.
  if (short === long.replace(/V$/u, '') || long === `${short}V`) return skeletonOf(short).length >= 2;
  const [x, y] = [skeletonOf(a), skeletonOf(b)];
  const [sx, sy] = x.length <= y.length ? [x, y] : [y, x];
  if (sx.length < MIN_SKELETON_CONSONANTS || !sy.startsWith(sx)) return false;
  const ending = sy.length - sx.length;
  // A consonant ending only on a long enough stem: "турки" (т, р, к) is not "Тыркубзэ", "бжедугов" is "Бжъэдыгъухэр".
  if (ending > 0 && sx.length < MIN_STEM_CONSONANTS) return false;
  if (ending > (sx.length >= LONG_SKELETON_CONSONANTS ? MAX_ENDING_CONSONANTS + 1 : MAX_ENDING_CONSONANTS)) return false;
  // They start alike: both with a vowel, or with the same consonant ("аскер" is not "Сукре").
  return a[0] === b[0];
}

/** A title's words and their keys, computed once per title (titles are matched on every turn). */
export interface SoundTitle {
  keys: string[];
}

/** The sound keys of a title's words outside brackets; undefined when a word has none (a Latin word). */
export function soundTitle(title: string): SoundTitle | undefined {
  const words = matchWords(title.replace(/\s*\([^)]*\)\s*$/u, ''));
  if (words.length === 0) return undefined;
  const keys: string[] = [];
  for (const w of words) {
    // Glue inside a title ("Адыгэ Республикэм и гимн") is not said by sound.
    if ([...w].length < MIN_TITLE_WORD_CHARS) continue;
    const k = soundKey(w);
    if (k === undefined) return undefined;
    keys.push(k);
  }
  return keys.length === 0 ? undefined : { keys };
}

/** Whether a title holds enough consonants to be told from common words by sound (MIN_TITLE_CONSONANTS). */
export function isDistinctBySound(title: SoundTitle): boolean {
  return title.keys.reduce((n, k) => n + skeletonOf(k).length, 0) >= MIN_TITLE_CONSONANTS;
}

/**
 * Letters Russian does not write (the palochka's Latin stand-ins too, folded to lower case by matchWords as the zim
 * stage passes them: "кiалэ"), and a hard sign before a consonant or "э" ("къэ", "илъэс"): a question with one is
 * written in its book's own spelling (an Adyghe question over the Adyghe Wikipedia), where titles are said as written
 * and matching by sound only adds near misses ("фэдиз" for "Фэдз").
 */
const OWN_SPELLING_RE = /[ӏӀәөүңҗһҡғҫҙқӊӑӗӳ]|\p{Script=Cyrillic}[Iil1]|ъ(?![еёюя])/u;

/**
 * Whether a text is written in a Cyrillic spelling of its own, not Russian's (OWN_SPELLING_RE). Also read by the zim
 * stage (kiwix/find-articles.ts): only a Russian question's inflected words are matched to listed titles in memory.
 */
export function inOwnSpelling(text: string): boolean {
  return OWN_SPELLING_RE.test(text);
}

/**
 * The question's words that may name a title by sound: Cyrillic, not glue, long enough; none when the question is
 * written in a spelling of its own (OWN_SPELLING_RE), only a Russian one names titles in another spelling.
 */
export function soundWords(question: string): string[] {
  if (inOwnSpelling(question)) return [];
  const out: string[] = [];
  for (const w of matchWords(question)) {
    if ([...w].length < MIN_WORD_CHARS || isFunctionWord(w)) continue;
    const k = soundKey(w);
    if (k !== undefined) out.push(k);
  }
  return out;
}

/**
 * The question's words that say a title's word by sound ("беретарь" for "Бэрэтэрэ"): words of the topic, as the
 * title's own spelling would be, and not what the question asks about it. None for a question in its book's own
 * spelling (soundWords).
 */
export function wordsSoundingLike(question: string, title: string): string[] {
  if (inOwnSpelling(question)) return [];
  const keys = soundTitle(title)?.keys ?? [];
  if (keys.length === 0) return [];
  return matchWords(question).filter((w) => {
    if ([...w].length < MIN_WORD_CHARS || isFunctionWord(w)) return false;
    const k = soundKey(w);
    return k !== undefined && keys.some((t) => keysSoundAlike(k, t));
  });
}

/**
 * How many of a title's words the question says by sound when it says all of them (each by a different question
 * word, in any order); 0 when it leaves one out.
 */
export function soundsLikeTitle(questionKeys: readonly string[], title: SoundTitle): number {
  const used = new Set<number>();
  for (const k of title.keys) {
    const at = questionKeys.findIndex((q, i) => !used.has(i) && keysSoundAlike(q, k));
    if (at < 0) return 0;
    used.add(at);
  }
  return title.keys.length;
}
