/**
 * What the stages call: the small adapters between the chain's types and the ranking service.
 *
 *  - `webReranker(service)` plugs into the web-search stage (`createWebSearchStage({ ..., rerank })`): it asks
 *    for RERANK_CANDIDATES results, scores each as title plus snippet (never the URL), filters and reorders,
 *    and caps at the stage's maxResults. Instant answers stay first, untouched. Without a ready model the
 *    results keep the search engine's order.
 *  - `denseScorer(service)` plugs into the pages stage (`createGroundingStage({ ..., dense })`): dense scores
 *    for the whole passage pool, or undefined to keep the lexical ranking.
 */
import type { Evidence } from '../turn/types.js';
import { rerankDocument, rerankOrder } from './policy.js';
import type { RankingService } from './service.js';

/**
 * Search results scored per turn. SearXNG returns 10-30; the ones past the first dozen rarely beat the first
 * dozen, and each costs one model run (see RERANK_MAX_WAIT_MS).
 */
const RERANK_CANDIDATES = 12;

/**
 * Applies cross-encoder scores to evidence. `scores` holds one score per web item, in order (undefined: keep
 * the engine's order). Instant answers come first as they were; web items follow in rerank order, at most
 * `maxResults` of them. Pure.
 */
export function applyRerank(
  evidence: readonly Evidence[],
  scores: ArrayLike<number> | undefined,
  o: { maxResults: number; keepTopFirst: boolean },
): Evidence[] {
  const instant = evidence.filter((e) => e.source !== 'web');
  const web = evidence.filter((e) => e.source === 'web');
  const order = scores && scores.length === web.length ? rerankOrder(Array.from(scores), o) : web.map((_, i) => i);
  return [...instant, ...order.slice(0, o.maxResults).map((i) => web[i]!)];
}

export interface WebReranker {
  /** How many results the search stage should gather before reranking. */
  candidates: number;
  run(query: string, evidence: Evidence[], o: { maxResults: number; signal: AbortSignal; deadlineAt: number }): Promise<Evidence[]>;
}

export function webReranker(service: RankingService): WebReranker {
  return {
    candidates: RERANK_CANDIDATES,
    async run(query, evidence, o) {
      const web = evidence.filter((e) => e.source === 'web');
      // Fewer than two results: nothing to reorder, and no model run to pay for.
      if (web.length < 2) return applyRerank(evidence, undefined, { maxResults: o.maxResults, keepTopFirst: true });
      const docs = web.map((e) => rerankDocument(e.title, e.text));
      const r = await service.rerankScores(query, docs, { signal: o.signal, deadlineAt: o.deadlineAt });
      return applyRerank(evidence, r.ok ? r.value : undefined, { maxResults: o.maxResults, keepTopFirst: service.keepTopFirst });
    },
  };
}

export interface DenseScorer {
  /** One score per passage, in order; undefined keeps the lexical ranking. */
  scorePool(query: string, passages: readonly string[], o: { signal: AbortSignal; deadlineAt: number }): Promise<ArrayLike<number> | undefined>;
}

export function denseScorer(service: RankingService): DenseScorer {
  return {
    async scorePool(query, passages, o) {
      if (passages.length < 2) return undefined;
      const r = await service.denseScores(query, passages, o);
      return r.ok ? r.value : undefined;
    },
  };
}
