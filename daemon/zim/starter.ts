/**
 * Which book to suggest to someone who has none: offline Wikipedia in their language, small enough to
 * fetch in an evening. Pure.
 *
 * Wikipedia comes in flavours: `maxi` (with pictures), `nopic` (text, the whole encyclopedia), `mini` (each
 * article's introduction), and selections such as `top` (the most read articles). Hearth reads only text, and
 * a spoken answer uses an article's first paragraphs, so `mini` and `nopic` lose nothing that matters here.
 * English `all_nopic` is ~50 GB and `all_mini` ~10 GB; `top_mini` is a few hundred MB. Smaller Wikipedias
 * fit whole in a few hundred MB.
 */
import { bookLanguage } from '../kiwix/books.js';
import type { ZimEntry } from './opds.js';

/** The largest book suggested unasked: a couple of hours on a 10 Mbit/s line, and room on a small SD card. */
const STARTER_MAX_BYTES = 2_000_000_000;
/** Flavours without pictures, best first for answering questions. */
const TEXT_FLAVOURS = ['nopic', 'mini'];

function isWikipedia(e: ZimEntry): boolean {
  return e.category === 'wikipedia' || e.name.startsWith('wikipedia_');
}

/**
 * The starter book for `lang` (ISO 639-1 or 639-3) among `entries`, or undefined when the catalog has no
 * Wikipedia in that language. Among text-only Wikipedias that fit STARTER_MAX_BYTES, the one with the most
 * articles (then the smaller); if none fits, the smallest text-only one, so there is always a suggestion.
 */
export function pickStarter(entries: readonly ZimEntry[], lang: string): ZimEntry | undefined {
  const wanted = bookLanguage(lang);
  const candidates = entries.filter(
    (e) => isWikipedia(e) && e.languages.some((l) => bookLanguage(l) === wanted) && TEXT_FLAVOURS.includes(e.flavour) && e.fullText,
  );
  const fitting = candidates.filter((e) => e.sizeBytes > 0 && e.sizeBytes <= STARTER_MAX_BYTES);
  if (fitting.length > 0) {
    return [...fitting].sort((a, b) => b.articleCount - a.articleCount || a.sizeBytes - b.sizeBytes || a.fileName.localeCompare(b.fileName))[0];
  }
  return [...candidates].filter((e) => e.sizeBytes > 0).sort((a, b) => a.sizeBytes - b.sizeBytes)[0];
}
