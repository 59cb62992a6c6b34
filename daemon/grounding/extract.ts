/**
 * Readable main content of one page: the article without navigation, headers, footers, asides, forms and cookie
 * banners. Pure: a string in, text out.
 *
 * The choice was made by measurement (bench/grounding-extraction.mjs, numbers in docs/page-grounding.md):
 * Mozilla Readability on a linkedom DOM first, because it finds the article by text and link density whatever
 * the markup; html-to-text from the page's `article`/`main` element as the fallback when Readability finds no
 * article or too little text (short pages, list-like pages, forum threads). A page nested too deeply or too big
 * for a DOM is read as flat text instead (flat.ts).
 */
import { baseElementText, readabilityText, toParagraphs, type Extracted } from './extractors.js';
import { flatText, tooBigForDom } from './flat.js';

export type { Extracted };

/**
 * Readable text shorter than this (in "Latin-equivalent" characters, see textWeight) is treated as no article:
 * a cookie wall, a login form, a JavaScript shell. 200 is what a two-sentence answer needs; MiniSearch uses
 * the same floor.
 */
const MIN_READABLE_CHARS = 200;

/** Han, kana, Hangul and Thai carry roughly two Latin characters' worth of meaning each. */
const DENSE_CHAR_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const DENSE_CHAR_WEIGHT = 2;
/** Thai, the first of those scripts in code point order: everything below is counted without a look-up. */
const FIRST_DENSE_CODE = 0x0e00;
/** Whether each UTF-16 code unit is a dense character (0 not known yet, 1 no, 2 yes), filled in as met. */
const denseMemo = new Uint8Array(0x10000);

/**
 * Length of `text` with characters of dense scripts counted DENSE_CHAR_WEIGHT times. A loop over code units with
 * a memo: matching the script classes over a 500,000-character page built an array of every match and cost
 * ~37 ms there (most of it garbage collection), on the main thread.
 */
export function textWeight(text: string): number {
  let dense = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < FIRST_DENSE_CODE) continue;
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) {
      // Outside the BMP (Han extensions): rare, tested one by one.
      if (DENSE_CHAR_RE.test(String.fromCodePoint(cp))) dense += 1;
      i += 1;
      continue;
    }
    let v = denseMemo[code]!;
    if (v === 0) {
      v = DENSE_CHAR_RE.test(String.fromCharCode(code)) ? 2 : 1;
      denseMemo[code] = v;
    }
    if (v === 2) dense += 1;
  }
  return text.length + dense * (DENSE_CHAR_WEIGHT - 1);
}

/** True when extracted text is too short to ground an answer on. */
export function isTooLittleText(text: string): boolean {
  // The weight is never below the length, so long text needs no counting.
  return text.length < MIN_READABLE_CHARS && textWeight(text) < MIN_READABLE_CHARS;
}

/**
 * The page's readable main content, paragraphs separated by '\n\n' (no other newlines), plus its title and
 * the primary language tag of `<html lang>` when present. Never throws for malformed HTML; an empty `text`
 * means nothing readable was found.
 */
export function extractReadable(html: string, opts: { url?: string } = {}): Extracted {
  // Past these limits every DOM-based extractor costs more than linear time (flat.ts): read the text plainly.
  if (tooBigForDom(html)) return { ...flatText(html), flattened: true };
  let primary: Extracted | undefined;
  try {
    primary = readabilityText(html, opts);
  } catch {
    // A DOM edge case inside Readability: fall through to the converter, which only tokenises.
    primary = undefined;
  }
  if (primary && !isTooLittleText(primary.text)) return primary;
  const fallback = baseElementText(html);
  // Keep whichever found more: a short Readability article beats an empty converter result and vice versa.
  const best = primary && textWeight(primary.text) >= textWeight(fallback.text) ? primary : fallback;
  const out: Extracted = { text: best.text };
  const title = primary?.title ?? fallback.title;
  const lang = primary?.lang ?? fallback.lang;
  if (title) out.title = title;
  if (lang) out.lang = lang;
  return out;
}

/** Plain-text documents: paragraphs are blank-line separated already; lines inside one are joined. */
export function extractPlainText(text: string): Extracted {
  const paragraphs = text.split(/\n\s*\n/u).map((p) => p.replace(/\s+/gu, ' ').trim());
  return { text: toParagraphs(paragraphs.filter((p) => p.length > 0).join('\n')) };
}
