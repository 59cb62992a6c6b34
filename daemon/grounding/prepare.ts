/**
 * Getting one page ready for the pooled ranking, where it was extracted. Two steps need nothing but the page
 * and the question: cutting the text into passages (sentence segmentation, ~35 ms for 500,000 characters) and
 * marking which question words each passage holds (dictionary lookups in Chinese, Japanese and Thai, ~55 ms
 * for the same page with a question of common one-character words). The extraction worker does both right
 * after extracting, so a turn's pages are prepared in parallel, as each arrives, off the main thread; what is
 * left for the main thread is the pool-wide part, IDF scoring and selection (select.ts), a few milliseconds.
 *
 * Pure; the worker, the inline extraction path and selectPassages (for a page that came unprepared) share it.
 */
import { markPassages, splitPassages } from '../text/rank.js';

/** Shortest passage: a sentence or two, enough to hold a fact with its context. */
const PASSAGE_MIN_CHARS = 180;
/** Longest passage: a long paragraph. Longer blocks are split at sentence boundaries. */
const PASSAGE_MAX_CHARS = 1_200;

/** What preparing needs to know: the question's words (queryTerms) and the per-page cap. */
export interface PrepareRequest {
  terms: string[];
  maxCharsPerPage: number;
}

/** A page's passages and their marks, with what they were made for (so a mismatch is never used). */
export interface PreparedPassages extends PrepareRequest {
  passages: string[];
  /** markPassages(terms, passages). */
  holds: Uint32Array;
}

/** A page's text cut into passages of whole sentences, none longer than one page may contribute. */
export function pagePassages(text: string, maxCharsPerPage: number): string[] {
  const maxChars = Math.max(1, Math.min(PASSAGE_MAX_CHARS, maxCharsPerPage));
  const minChars = Math.min(PASSAGE_MIN_CHARS, maxChars);
  return splitPassages(text, { minChars, maxChars });
}

/** Cuts and marks one page's text for `request`. */
export function preparePassages(text: string, request: PrepareRequest): PreparedPassages {
  const passages = pagePassages(text, request.maxCharsPerPage);
  return { terms: request.terms, maxCharsPerPage: request.maxCharsPerPage, passages, holds: markPassages(request.terms, passages) };
}

/** True when `prepared` was made for these terms and this cap. */
export function preparedFor(prepared: PreparedPassages | undefined, terms: readonly string[], maxCharsPerPage: number): prepared is PreparedPassages {
  return (
    prepared !== undefined &&
    prepared.maxCharsPerPage === maxCharsPerPage &&
    prepared.terms.length === terms.length &&
    prepared.terms.every((t, i) => t === terms[i])
  );
}
