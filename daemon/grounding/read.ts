/**
 * Reading one page for grounding: fetch it safely, extract its main content, reject it if too little is left.
 * Shared by the 'pages' stage and `hearth read`, so the debugging command shows exactly what the daemon sees.
 */
import type { SafeFetcher } from '../net/fetcher.js';
import type { FetchFailure } from '../net/types.js';
import type { Counters } from '../status/counters.js';
import { cleanForSpeech } from '../text/clean.js';
import { isTooLittleText } from './extract.js';
import type { ExtractorPool } from './pool.js';
import type { PrepareRequest } from './prepare.js';
import type { PageText } from './select.js';

/** Longest title kept on a page's evidence (the chat page shows it); the web stage's title cap. */
const TITLE_MAX_CHARS = 120;

type PageFailure = FetchFailure | 'extractFailed' | 'overBudget';
export type PageRead = { ok: true; page: PageText } | { ok: false; reason: PageFailure };

/**
 * Reads `url` and extracts its readable text. Fetch failures are counted by the fetcher (`net.*`); too little
 * text bumps `net.tooLittleText`, a failed extraction `grounding.extractFailed`, one past its time budget
 * `grounding.pageOverBudget` (in the pool). Never rejects.
 */
export async function readPage(
  url: string,
  o: {
    fetcher: SafeFetcher;
    extractor: ExtractorPool;
    counters: Counters;
    signal?: AbortSignal;
    fallbackTitle?: string;
    /** Also cut and mark the text for the turn's question where it is extracted (prepare.ts). */
    prepare?: PrepareRequest;
  },
): Promise<PageRead> {
  const fetched = await o.fetcher.fetchPage(url, o.signal);
  if (!fetched.ok) return { ok: false, reason: fetched.reason };
  const extracted = await o.extractor.extract({ kind: fetched.contentType, text: fetched.text, prepare: o.prepare }, o.signal);
  if (!extracted.ok) {
    if (extracted.reason === 'cancelled') return { ok: false, reason: 'cancelled' };
    // Counted by the pool (grounding.pageOverBudget); the page keeps its snippet like any failed page.
    if (extracted.reason === 'overBudget') return { ok: false, reason: 'overBudget' };
    o.counters.bump('grounding.extractFailed');
    return { ok: false, reason: 'extractFailed' };
  }
  const { text, title, lang, prepared, flattened } = extracted.value;
  if (flattened) o.counters.bump('grounding.pageFlattened');
  if (isTooLittleText(text)) {
    o.counters.bump('net.tooLittleText');
    return { ok: false, reason: 'tooLittleText' };
  }
  const page: PageText = { text, url: fetched.finalUrl };
  const cleanTitle = cleanForSpeech(title ?? '', { maxChars: TITLE_MAX_CHARS }) || o.fallbackTitle;
  if (cleanTitle) page.title = cleanTitle;
  if (lang) page.lang = lang;
  if (prepared) page.prepared = prepared;
  return { ok: true, page };
}
