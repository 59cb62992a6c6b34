/**
 * Which books to search first. Pure.
 *
 * ZIM files declare their language as ISO 639-3 ("eng", "rus", "deu"); turns carry ISO 639-1 ("en", "ru").
 * Books are grouped by language, and the group in the question's language goes first: a Russian question is
 * answered from a Russian book when one has the answer, and only falls through to other books when not.
 * Grouping also matters to libkiwix 12+, which refuses one full-text search over books of several languages.
 */
import type { CatalogBook } from './parse.js';
import { closeLanguages } from '../lang/close.js';

/** ISO 639-3 (and 639-2/B) codes of the languages ZIM files commonly use, to ISO 639-1. */
const ISO3_TO_ISO1: Record<string, string> = {
  eng: 'en', rus: 'ru', deu: 'de', ger: 'de', spa: 'es', fra: 'fr', fre: 'fr', ita: 'it', por: 'pt',
  ukr: 'uk', bel: 'be', pol: 'pl', ces: 'cs', cze: 'cs', slk: 'sk', nld: 'nl', dut: 'nl', swe: 'sv',
  nor: 'no', nob: 'nb', nno: 'nn', dan: 'da', fin: 'fi', est: 'et', lav: 'lv', lit: 'lt', hun: 'hu',
  ron: 'ro', rum: 'ro', bul: 'bg', srp: 'sr', hrv: 'hr', bos: 'bs', slv: 'sl', mkd: 'mk', ell: 'el',
  gre: 'el', tur: 'tr', ara: 'ar', heb: 'he', fas: 'fa', per: 'fa', hin: 'hi', ben: 'bn', urd: 'ur',
  zho: 'zh', chi: 'zh', jpn: 'ja', kor: 'ko', vie: 'vi', tha: 'th', ind: 'id', msa: 'ms', may: 'ms',
  cat: 'ca', eus: 'eu', baq: 'eu', glg: 'gl', kat: 'ka', geo: 'ka', hye: 'hy', arm: 'hy', kaz: 'kk',
  epo: 'eo', lat: 'la', isl: 'is', ice: 'is', gle: 'ga', cym: 'cy', wel: 'cy', afr: 'af', swa: 'sw',
  tam: 'ta', tel: 'te', mar: 'mr', guj: 'gu', pan: 'pa', kan: 'kn', mal: 'ml', aze: 'az', uzb: 'uz',
};

/** ISO 639-1 to the 639-3 code the Kiwix catalog uses ("en" -> "eng"); a code that is not 639-1 is kept. */
const ISO1_TO_ISO3: Record<string, string> = {};
for (const [iso3, iso1] of Object.entries(ISO3_TO_ISO1)) ISO1_TO_ISO3[iso1] ??= iso3;

export function iso3For(code: string): string {
  const c = code.trim().toLowerCase().split('-')[0] ?? '';
  return ISO1_TO_ISO3[c] ?? c;
}

/** A book's language as ISO 639-1 where known, else the code as given (lower-cased). */
export function bookLanguage(code: string): string {
  const c = code.trim().toLowerCase();
  return ISO3_TO_ISO1[c] ?? c.split('-')[0] ?? c;
}

export interface BookGroup {
  /** ISO 639-1 where known; '' for books without a declared language. */
  lang: string;
  books: CatalogBook[];
}

/**
 * Groups books by their first declared language; the question's language first, then the languages it is likely
 * in (lang/detect.ts likelyLanguages, when it has none), then the close languages of those (CLOSE_LANGUAGES), then
 * the remaining groups by size (bigger libraries first), then by code for a stable order.
 */
export function orderBookGroups(books: readonly CatalogBook[], questionLang: string | undefined, likely: readonly string[] = []): BookGroup[] {
  const wanted = questionLang?.toLowerCase().split('-')[0];
  const groups = new Map<string, CatalogBook[]>();
  for (const b of books) {
    // A multilingual book joins the question's language group if it declares that language.
    const langs = b.languages.map(bookLanguage);
    const lang = langs.find((l) => l === wanted) ?? langs[0] ?? '';
    const list = groups.get(lang) ?? [];
    list.push(b);
    groups.set(lang, list);
  }
  const close = new Set([wanted, ...likely].flatMap((l) => closeLanguages(l)));
  return [...groups.entries()]
    .map(([lang, list]) => ({ lang, books: list }))
    .sort(
      (a, b) =>
        Number(b.lang === wanted) - Number(a.lang === wanted) ||
        Number(likely.includes(b.lang)) - Number(likely.includes(a.lang)) ||
        Number(close.has(b.lang)) - Number(close.has(a.lang)) ||
        b.books.length - a.books.length ||
        a.lang.localeCompare(b.lang),
    );
}

/**
 * The book groups a turn searches, in order, and whether the first is known to be the question's: then the first
 * group with any hit answers; otherwise the best-scoring of a few does (kiwix/stage.ts). `lang` is the detected
 * language, `likely` the languages the question's words point to (lang/detect.ts likelyLanguages).
 *
 * Without a language, the likely ones are tried first (a tie of French and Italian). So they are when the words point
 * first to another language than the one detected: "the return of sherlock holmes in watter jaar het dit verskyn" is
 * detected English by its title, and its frame is Afrikaans. The words' first language then leads and wins a tie
 * ("Sir Arthur Conan Doyle/Sherlock Holmes" in the Afrikaans book scored as "Washington, D.C." did in the English one,
 * for "Holmes"). Without a book in the question's language the group is not known either.
 */
export function searchOrder(books: readonly CatalogBook[], lang: string | undefined, likely: readonly string[]): { groups: BookGroup[]; known: boolean } {
  const code = lang?.toLowerCase().split('-')[0];
  const mixed = code !== undefined && likely.length > 1 && likely[0] !== code;
  const groups = orderBookGroups(books, mixed ? likely[0] : lang, code === undefined || mixed ? likely : []);
  return { groups, known: !mixed && code !== undefined && groups[0]?.lang === code };
}
