/**
 * The one fold Hearth compares words with, in every module. Pure.
 *
 * A fold maps spellings a person treats as the same word to one string, and nothing more. What counts as "the
 * same letter" depends on the script, so the rule is per script (docs/languages.md):
 *
 *  - every script: NFKC (full-width letters, ligatures, compatibility forms become plain letters), lower case,
 *    curly and modifier apostrophes become "'";
 *  - Latin: combining marks are dropped ("qué" → "que", "Schlüssel" → "schlussel", "ñ" → "n", "ą" → "a"),
 *    and ß becomes ss. Speech-to-text and hurried typing drop accents, so a fold that kept them would miss the
 *    owner's own words. Letters that are not a base letter plus a mark (ł, ø, æ, đ) stay as they are;
 *  - Greek: combining marks (tonos, dialytika) are dropped, and final ς becomes σ: stress marks, not letters;
 *  - Cyrillic: ё becomes е (Russian prints е for ё in most text), and stress marks (combining acute and grave)
 *    are dropped. The palochka of the Caucasian languages is typed with whatever keyboard key looks like it: a
 *    Latin "I" or "l" or a digit "1" after a Cyrillic letter
 *    ("лIышъхьэр", "гущы1эрэр"), or before a vowel at a word's start ("1эщэ"), is the palochka "ӏ". The
 *    Adyghe Wikipedia writes "лIышъхьэр" where a question typed "лӏышъхьэр", and the two never matched.
 *    A "1" beside another digit stays ("Ту154", "1941г"). Nothing else changes: Й, ї and ў are letters of their own
 *    in Russian, Ukrainian and Belarusian, so their marks stay ("мой" is not "мои"), and the Ukrainian "і" is a
 *    vowel, not a palochka;
 *  - every other script keeps its marks: in Devanagari, Arabic or Hebrew a mark is a vowel or part of a letter,
 *    and dropping it would merge different words.
 *
 * The fold is idempotent, and for text that is already lower-case ASCII it is the identity.
 */

/** Any character outside 7-bit ASCII: only such text needs the Unicode steps. */
const NON_ASCII_RE = /[^\u0000-\u007f]/u;
/** Upper-case ASCII letters: ASCII text without them is already folded. */
const ASCII_UPPER_RE = /[A-Z]/u;
/** Curly and modifier apostrophes, and the grave and acute accents typed for one. */
const APOSTROPHES_RE = /[\u2018\u2019\u02bc\u00b4`]/gu;
/**
 * A palochka's stand-ins, lower-cased (see the module comment): after a Cyrillic letter, or opening a word before a
 * Cyrillic vowel; a "1" next to another digit is a number.
 */
const PALOCHKA_STAND_IN_RE = /(?<=\p{Script=Cyrillic})(?:[il]|1(?!\p{Nd}))|(?<![\p{L}\p{M}\p{Nd}])[il1](?=[аеэиоуыяю])/gu;
/**
 * Stress marks (combining acute and grave) after a Cyrillic letter (after NFD): dictionaries and Wikipedia leads
 * print them ("Жюль Анри́ Пуанкаре́", "Ио́сиф Виссарио́нович Ста́лин"), speech and typing never do. The marks
 * that make letters (the breve of й, the diaeresis of ї) are other code points and stay.
 */
const CYRILLIC_STRESS_RE = /(\p{Script=Cyrillic})[\u0300\u0301]+/gu;
/** Combining marks right after a Latin or Greek base letter (after NFD). */
const LATIN_GREEK_MARKS_RE = /([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu;

/**
 * Folds text for comparison (see the module comment). Idempotent.
 *
 * `keep`: lower-case letters that keep their marks, for a caller whose patterns are written with them (the
 * skills' Polish frames say "włącz", "środę": lang/pl/words.ts `frameLetters`). Everything else folds as usual.
 */
export function fold(text: string, keep?: ReadonlySet<string>): string {
  if (!NON_ASCII_RE.test(text)) return ASCII_UPPER_RE.test(text) ? text.toLowerCase().replace(APOSTROPHES_RE, "'") : text.replace(APOSTROPHES_RE, "'");
  const split = text.normalize('NFKC').toLowerCase().replace(APOSTROPHES_RE, "'").replace(/ё/gu, 'е').replace(PALOCHKA_STAND_IN_RE, 'ӏ').normalize('NFD').replace(CYRILLIC_STRESS_RE, '$1');
  const bare = keep === undefined
    ? split.replace(LATIN_GREEK_MARKS_RE, '$1')
    : split.replace(LATIN_GREEK_MARKS_RE, (m: string, base: string) => (keep.has(m.normalize('NFC')) ? m : base));
  return bare
    .normalize('NFC')
    .replace(/ß/gu, 'ss')
    .replace(/ς/gu, 'σ');
}

/**
 * The lighter level of the same fold: lower case and ё as е only, accents kept, length kept (one UTF-16 unit in,
 * one out, for every letter of the covered languages). Two callers need it: the passage ranking, which reads
 * offsets in a lower-cased passage as offsets in the passage, and question-word lists, where an accent tells two
 * words apart (French "où" is "where", "ou" is "or"; Spanish "qué" asks, "que" joins).
 */
export function lowerWord(word: string): string {
  return word.toLowerCase().replace(/ё/gu, 'е');
}
