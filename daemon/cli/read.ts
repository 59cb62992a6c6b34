/**
 * `hearth read [--query "..."] [--json] <URL or file.html>`: shows what page grounding would hand the phraser
 * for one page. A URL goes through the daemon's own path (SafeFetcher with the config's allowlist, the same
 * extraction and too-little-text check, the same passage split and ranking), so a page that the daemon would
 * refuse is refused here too. A file is decoded like a fetched body (BOM, meta charset, else UTF-8).
 *
 * Output: the title and language, then the passages: in page order without a query; best first with one,
 * followed by the evidence line the phraser would get (per-page cap and budget applied).
 */
import { readFile } from 'node:fs/promises';
import { CliFailure, errnoCode } from './failure.js';
import type { Config } from '../config/types.js';
import { extractDocument } from '../grounding/document.js';
import { isTooLittleText } from '../grounding/extract.js';
import { ExtractorPool } from '../grounding/pool.js';
import { readPage, type PageRead } from '../grounding/read.js';
import { poolPassages, selectPassages, type PageText } from '../grounding/select.js';
import { decodeDocument } from '../net/document.js';
import { SafeFetcher } from '../net/fetcher.js';
import { Counters } from '../status/counters.js';
import type { PrepareRequest } from '../grounding/prepare.js';
import { preparedFor } from '../grounding/prepare.js';
import { queryTerms, rankPassages, scoreMarked } from '../text/rank.js';

interface ReadArgs {
  /** An http(s) URL or a path to a saved page. */
  target: string;
  query?: string;
  json: boolean;
}

interface Passage {
  text: string;
  score?: number;
  matched?: number;
}

async function readFromFile(path: string, prepare: PrepareRequest): Promise<PageRead> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    const code = errnoCode(error);
    throw new CliFailure('HEARTH_CLI_CANNOT_READ', `cannot read ${path} (${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code})`);
  }
  const decoded = decodeDocument(bytes, undefined, false);
  if (!decoded.ok) return { ok: false, reason: 'notADocument' };
  const kind = /\.(txt|text)$/iu.test(path) ? 'text' : 'html';
  const { text, title, lang, prepared } = extractDocument({ kind, text: decoded.text, prepare });
  if (isTooLittleText(text)) return { ok: false, reason: 'tooLittleText' };
  const page: PageText = { text };
  if (title) page.title = title;
  if (lang) page.lang = lang;
  if (prepared) page.prepared = prepared;
  return { ok: true, page };
}

async function readFromUrl(url: string, config: Config, counters: Counters, prepare: PrepareRequest): Promise<PageRead> {
  const fetcher = new SafeFetcher({ allowPrivate: config.grounding.allowPrivate, counters, deadlineMs: config.grounding.pageDeadlineMs });
  // One page, one shot: extracting on this thread is what a worker would do, without its start-up time.
  const extractor = new ExtractorPool({ inline: true });
  try {
    return await readPage(url, { fetcher, extractor, counters, prepare });
  } finally {
    await fetcher.close();
    await extractor.close();
  }
}

export async function runRead(args: ReadArgs, config: Config): Promise<number> {
  const counters = new Counters();
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//iu.test(args.target);
  const query = args.query?.trim() ?? '';
  // Cut and mark the page once, as the daemon's worker does, and rank and select from that.
  const terms = queryTerms(query);
  const prepare: PrepareRequest = { terms, maxCharsPerPage: config.grounding.maxCharsPerPage };
  const read = isUrl ? await readFromUrl(args.target, config, counters, prepare) : await readFromFile(args.target, prepare);
  if (!read.ok) {
    if (args.json) process.stdout.write(`${JSON.stringify({ ok: false, reason: read.reason })}\n`);
    else process.stderr.write(`hearth read: page not used (${read.reason})\n`);
    return 1;
  }
  const { page } = read;
  const pool = poolPassages([page], config.grounding.maxCharsPerPage);
  let passages: Passage[];
  let evidence: { text: string; cut: boolean } | undefined;
  if (query === '') {
    passages = pool.map((p) => ({ text: p.text }));
  } else {
    const ranked = preparedFor(page.prepared, terms, config.grounding.maxCharsPerPage)
      ? scoreMarked(terms.length, page.prepared.holds, pool.map((p) => p.position ?? 0))
      : rankPassages(query, pool);
    passages = ranked
      .filter((r) => r.matched > 0)
      .map((r) => ({ text: pool[r.index]!.text, score: Math.round(r.score * 1000) / 1000, matched: r.matched }));
    const [selected] = selectPassages(query, [page], {
      maxCharsPerPage: config.grounding.maxCharsPerPage,
      budgetChars: config.grounding.evidenceBudgetChars,
    });
    if (selected) evidence = { text: selected.text, cut: selected.cut };
  }

  if (args.json) {
    const out = { ok: true, title: page.title ?? null, lang: page.lang ?? null, chars: page.text.length, passages, evidence: evidence ?? null };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const lines: string[] = [];
  lines.push(`title: ${page.title ?? '(none)'}`, `lang: ${page.lang ?? '(unknown)'}`, `readable text: ${page.text.length} chars, ${pool.length} passages`);
  if (query !== '') lines.push(`passages matching the query, best first: ${passages.length}`);
  lines.push('');
  passages.forEach((p, i) => {
    const score = p.score === undefined ? '' : ` score ${p.score.toFixed(3)}, ${p.matched} ${p.matched === 1 ? 'word' : 'words'} matched`;
    lines.push(`[${i + 1}]${score}`, p.text, '');
  });
  if (query !== '') lines.push('evidence for the phraser:', evidence ? evidence.text : '(nothing matched: the search snippet stays)');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
