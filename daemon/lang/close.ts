/**
 * Close languages: ones Hearth's detector (detect.ts) has no table for and takes for a relative it knows. Used
 * where a detected language meets what the library declares: the zim stage searches books in a close language
 * when none is in the detected one (kiwix/books.ts), and the phraser's own sentences follow the articles'
 * language rather than the detector's guess (phraser/index.ts).
 */
/**
 * Languages the detector (lang/detect.ts) has no table for and takes for a close relative it knows: Afrikaans
 * questions ("wie het die duitsers ...") come out Dutch or German, whose function words they share ("het", "van",
 * "wie", "die"): of the 10 Afrikaans development questions (bench/qa/sets/af.jsonl) 3 came out German, 3 Dutch
 * and 4 undecided between those two or English. Galician reads as Spanish or
 * Portuguese, Luxembourgish and Low German as German, Frisian and Limburgish as Dutch.
 */
const CLOSE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  nl: ['af', 'fy', 'li'],
  de: ['af', 'lb', 'nds'],
  es: ['gl', 'ast'],
  pt: ['gl'],
};

/** Languages a question detected (or likely) as `lang` may really be in; see CLOSE_LANGUAGES. */
export function closeLanguages(lang: string | undefined): readonly string[] {
  return CLOSE_LANGUAGES[lang?.toLowerCase().split('-')[0] ?? ''] ?? [];
}
