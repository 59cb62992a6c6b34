/**
 * The 'pages' stage: reads the pages behind the top web results and hands the phraser the passages that answer
 * the question.
 *
 * One turn:
 *   1. take the URLs of the first `topResults` web results from the evidence so far (the search stage's);
 *   2. read them in parallel through the SafeFetcher (SSRF checks, caps, per-host breaker, one deadline each);
 *   3. extract each page's main content in a worker thread (pool.ts), dropping pages with too little text, and
 *      in the same job cut it into passages and mark which question words each holds (prepare.ts);
 *   4. score the passages of all pages in one pool against the question and select per page (select.ts).
 * It stops waiting for stragglers shortly before the chain's evidence deadline (`ctx.deadlineAt`), aborts their
 * reads, and uses the pages that made it: a page that never finishes costs the others nothing. Every read takes
 * the stage's signal, so a cancelled turn stops them all.
 *
 * Degrades, never fails: every failed page is counted (`net.<outcome>`, `grounding.*`) and keeps its snippet.
 * Privacy: only the result URLs are requested; nothing here logs or counts a URL, host or question.
 */
import type { GroundingConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { SafeFetcher } from '../net/fetcher.js';
import type { Counters } from '../status/counters.js';
import { mayReachOutside } from '../turn/reach.js';
import type { Evidence, Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import { ExtractorPool, type ExtractorPoolOptions } from './pool.js';
import { readPage } from './read.js';
import { poolPassages, selectPassages, type PageText } from './select.js';
import type { DenseScorer } from '../ranking/hooks.js';
import { queryTerms } from '../text/rank.js';
import { boundedSignal, waitFor } from '../async/wait.js';

/**
 * Time kept back before the evidence deadline (`ctx.deadlineAt`) for the dense hook (the first half) and
 * selection, ms. Selection over pages the workers prepared measures 6-13 ms on a 1 MB pool
 * (bench/grounding-speed.mjs); the dense hook's share is what the cross-encoder needs for a pool, and the rest
 * leaves room on a slow two-core box.
 */
const SELECT_MARGIN_MS = 150;

export interface GroundingStageOptions {
  config: GroundingConfig;
  fetcher: SafeFetcher;
  counters: Counters;
  logger: Logger;
  /** Extraction pool options (the CLI runs inline); ignored when `extractor` is given. */
  pool?: ExtractorPoolOptions;
  /** A shared extraction pool, owned (and closed) by the caller. */
  extractor?: ExtractorPool;
  /**
   * Dense passage scoring (daemon/ranking/hooks.ts denseScorer). Optional: without it, or when it answers
   * undefined (no model, pool too large, too slow), the ranking stays lexical.
   */
  dense?: DenseScorer;
}

export type GroundingStage = Stage & {
  /** Stops the extraction workers. The fetcher belongs to the caller. */
  close(): Promise<void>;
};

/** The distinct URLs of the first `n` web results, in result order. */
function resultUrls(evidence: readonly Evidence[], n: number): { url: string; title?: string }[] {
  const out: { url: string; title?: string }[] = [];
  const seen = new Set<string>();
  for (const e of evidence) {
    if (out.length >= n) break;
    if (e.source !== 'web' || !e.url || seen.has(e.url)) continue;
    seen.add(e.url);
    out.push(e.title ? { url: e.url, title: e.title } : { url: e.url });
  }
  return out;
}

export function createGroundingStage(o: GroundingStageOptions): GroundingStage {
  const { config, fetcher, counters } = o;
  const logger = o.logger.child({ module: 'grounding' });
  const ownPool = o.extractor === undefined;
  const pool = o.extractor ?? new ExtractorPool({ budgetMs: config.pageCpuBudgetMs, ...o.pool, counters });
  counters.note('grounding', config.enabled ? undefined : 'page reading off');

  return {
    name: 'pages',

    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      if (!config.enabled) return { kind: 'pass' };
      // Only world questions read pages (turn/reach.ts); the chain already keeps personal turns off the network.
      if (!mayReachOutside(turn.turnClass)) return { kind: 'pass' };
      const targets = resultUrls(ctx.evidence, config.topResults);
      if (targets.length === 0) {
        counters.bump('grounding.noResults');
        return { kind: 'pass' };
      }
      counters.bump('grounding.turns');
      counters.bump('grounding.pagesRequested', targets.length);
      const started = Date.now();

      // Stragglers are abandoned at the cut-off: their reads are aborted (counted as net.cancelled, which does
      // not count against the host) so their sockets close now rather than at the page deadline.
      const cutoff = ctx.deadlineAt - SELECT_MARGIN_MS;
      const stragglers = boundedSignal({ signal: ctx.signal });
      const signal = stragglers.signal;
      const results: (PageText | undefined)[] = new Array(targets.length).fill(undefined);
      // Each page is cut into passages and matched against the question in the worker that extracts it, as it
      // arrives; the main thread is left the pool-wide scoring and selection (prepare.ts).
      const prepare = { terms: queryTerms(turn.text), maxCharsPerPage: config.maxCharsPerPage };
      const reads = targets.map((t, i) =>
        readPage(t.url, { fetcher, extractor: pool, counters, signal, prepare, ...(t.title ? { fallbackTitle: t.title } : {}) }).then(
          (r) => {
            if (r.ok) results[i] = r.page;
          },
          () => undefined, // readPage does not reject; a bug must not fail the other pages
        ),
      );
      const settled = await waitFor(Promise.all(reads), { deadlineAt: cutoff, signal: ctx.signal });
      if (!settled.ok && settled.reason === 'timedOut') counters.bump('grounding.pagesLate', results.filter((r) => r === undefined).length);
      stragglers.abort();
      if (ctx.signal.aborted) {
        counters.bump('grounding.cancelled');
        return { kind: 'pass' };
      }

      const pages = results.filter((p): p is PageText => p !== undefined);
      counters.bump('grounding.pagesRead', pages.length);
      if (pages.length === 0) {
        counters.bump('grounding.noPages');
        return { kind: 'pass' };
      }
      // Dense hook: scores for the pool the selection will rank, due before the selection margin.
      const denseScores = o.dense
        ? await o.dense.scorePool(turn.text, poolPassages(pages, config.maxCharsPerPage).map((p) => p.text), {
            signal: ctx.signal,
            deadlineAt: cutoff + SELECT_MARGIN_MS / 2,
          })
        : undefined;
      if (o.dense && ctx.signal.aborted) {
        counters.bump('grounding.cancelled');
        return { kind: 'pass' };
      }
      const selected = selectPassages(turn.text, pages, {
        maxCharsPerPage: config.maxCharsPerPage,
        budgetChars: config.evidenceBudgetChars,
        denseScores,
      });
      counters.bump('grounding.pagesUsed', selected.length);
      counters.bump('grounding.pagesCut', selected.filter((s) => s.cut).length);
      const evidence: Evidence[] = selected.map((s) => {
        const p = pages[s.page]!;
        const e: Evidence = { source: 'page', text: s.text };
        if (p.title) e.title = p.title;
        if (p.url) e.url = p.url;
        if (p.lang) e.lang = p.lang;
        return e;
      });
      const elapsedMs = Date.now() - started;
      logger.debug(
        { event: 'grounding.done', elapsedMs, pagesRequested: targets.length, pagesRead: pages.length, pagesUsed: evidence.length },
        'pages read',
      );
      if (evidence.length === 0) {
        counters.bump('grounding.nothingMatched');
        return { kind: 'pass' };
      }
      counters.bump('grounding.ok');
      return { kind: 'evidence', route: 'web', evidence };
    },

    close: async () => {
      if (ownPool) await pool.close();
    },
  };
}
