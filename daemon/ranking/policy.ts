/**
 * The pure half of model ranking: how dense scores are fused with the lexical ranking, how cross-encoder scores
 * reorder and filter web results, and how texts are made safe and shaped for the models. No I/O, no clock,
 * no model: everything here is decided from numbers and strings, and tested as such (test/ranking-policy.test.ts).
 */

// ---- dense fusion ---------------------------------------------------------------------------------------------

/**
 * Reciprocal rank fusion constant. 60 is the value from the original RRF paper (Cormack et al., 2009) and the
 * one the issue names: large enough that rank 1 vs 2 in one list does not outweigh a big gap in the other.
 */
export const RRF_K = 60;

/**
 * Fuses a lexical ranking with dense scores: each item scores 1/(K + lexicalRank) + 1/(K + denseRank), ranks
 * counted from 1. `lexicalOrder` lists item indices best first (every item once); `denseScores[i]` is item i's
 * similarity (higher is better; NaN counts as worst). Returns item indices best first. Ties, in the dense
 * ranking and in the fused score, keep the lexical order, so equal dense scores change nothing.
 */
export function fuseRanks(lexicalOrder: readonly number[], denseScores: ArrayLike<number>, k = RRF_K): number[] {
  const lexicalRank = new Map<number, number>();
  lexicalOrder.forEach((item, r) => lexicalRank.set(item, r + 1));
  const dense = (i: number): number => {
    const s = denseScores[i];
    return s === undefined || Number.isNaN(s) ? -Infinity : s;
  };
  const denseOrder = [...lexicalOrder].sort((a, b) => dense(b) - dense(a) || lexicalRank.get(a)! - lexicalRank.get(b)!);
  const fused = new Map<number, number>();
  denseOrder.forEach((item, r) => fused.set(item, 1 / (k + lexicalRank.get(item)!) + 1 / (k + r + 1)));
  return [...lexicalOrder].sort((a, b) => fused.get(b)! - fused.get(a)! || lexicalRank.get(a)! - lexicalRank.get(b)!);
}

/**
 * The e5 family was trained with "query: " and "passage: " prefixes and scores worse without them; the
 * sentence-transformers paraphrase models were trained on bare text. Chosen by the model's catalog name (the
 * model manager stores a model under `<modelsDir>/<name>`).
 */
export function densePrefixes(modelName: string): { query: string; passage: string } {
  return /(^|[^a-z0-9])e5([^a-z0-9]|$)/iu.test(modelName) ? { query: 'query: ', passage: 'passage: ' } : { query: '', passage: '' };
}

// ---- cross-encoder result ordering -------------------------------------------------------------------------------

/**
 * Results scoring below mean - 0.5 standard deviations are dropped. "Well below the mean": with ten results of
 * roughly normal scores this drops the bottom third (spam, a page that only shares a word), and by Cantelli's
 * inequality it can never drop more than 80% of them.
 */
const DROP_BELOW_MEAN_SIGMAS = 0.5;

/**
 * When fewer than this share of the results survive the cut (one outlier far above the rest drags the mean up),
 * the cut is not trusted and the best-scored share is kept instead. 40%: four of ten results, enough evidence for
 * the phraser and for page grounding's top results.
 */
const MIN_SURVIVOR_SHARE = 0.4;

/** Never keep fewer than this many results (when there are that many): one result is too little to cross-check. */
const MIN_SURVIVORS = 2;

/**
 * Which results to keep, by their scores: indices (in input order) scoring at or above mean - 0.5σ; if fewer
 * than max(MIN_SURVIVORS, 40% of n) survive, the best-scored that many instead. Up to MIN_SURVIVORS results
 * are all kept: there is no distribution to judge.
 */
export function filterByScoreDistribution(scores: readonly number[]): number[] {
  const n = scores.length;
  const all = scores.map((_, i) => i);
  if (n <= MIN_SURVIVORS) return all;
  const finite = scores.map((s) => (Number.isFinite(s) ? s : -Infinity));
  const usable = finite.filter((s) => s > -Infinity);
  if (usable.length === 0) return all;
  const mean = usable.reduce((a, b) => a + b, 0) / usable.length;
  const sd = Math.sqrt(usable.reduce((a, s) => a + (s - mean) ** 2, 0) / usable.length);
  const threshold = mean - DROP_BELOW_MEAN_SIGMAS * sd;
  const survivors = all.filter((i) => finite[i]! >= threshold);
  const floor = Math.min(n, Math.max(MIN_SURVIVORS, Math.ceil(MIN_SURVIVOR_SHARE * n)));
  if (survivors.length >= floor) return survivors;
  return [...all].sort((a, b) => finite[b]! - finite[a]! || a - b).slice(0, floor).sort((a, b) => a - b);
}

/**
 * The new order of results given their cross-encoder scores: the distribution filter, then best score first
 * (ties keep the search engine's order). With `keepTopFirst`, the engine's first result leads whatever its score
 * (and even when the filter would drop it): the engines' own top hit is right often enough that a small
 * reranker should not demote it, and a voice answer leans on the first result most.
 */
export function rerankOrder(scores: readonly number[], o: { keepTopFirst: boolean }): number[] {
  const kept = filterByScoreDistribution(scores);
  const score = (i: number): number => (Number.isFinite(scores[i]) ? scores[i]! : -Infinity);
  const byScore = kept.sort((a, b) => score(b) - score(a) || a - b);
  if (!o.keepTopFirst || scores.length === 0) return byScore;
  return [0, ...byScore.filter((i) => i !== 0)];
}

// ---- texts for the models ----------------------------------------------------------------------------------------

/**
 * Replaces lone UTF-16 surrogates (half of an emoji cut by a snippet's length limit, broken page encodings) with
 * U+FFFD. A lone surrogate is not valid Unicode: tokenizers either throw on it or turn it into bytes the model
 * never saw in training.
 */
export function scrubSurrogates(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu, '\uFFFD');
}

/**
 * What the cross-encoder reads for one web result: its title and snippet on two lines, never its URL (a URL
 * is tokenized into noise, and the model was trained on passage text). Either part may be empty.
 */
export function rerankDocument(title: string | undefined, snippet: string): string {
  const t = (title ?? '').trim();
  const s = snippet.trim();
  if (t === '' || t === s) return s;
  return s === '' ? t : `${t}\n${s}`;
}

// ---- pair assembly --------------------------------------------------------------------------------------------

/**
 * The special tokens a tokenizer puts around a (query, document) pair, read off the tokenizer's own template:
 * `<s> q </s></s> d </s>` for XLM-R, `[CLS] q [SEP] d [SEP]` for BERT.
 */
export interface PairLayout {
  prefix: number[];
  middle: number[];
  suffix: number[];
  /** token_type_id of the document side (1 for BERT, 0 for XLM-R, which has a single token type). */
  secondType: number;
}

/** Longest pair the cross-encoder takes: XLM-R's 514 positions minus the two its position ids are offset by. */
const MAX_PAIR_TOKENS = 512;

/**
 * Query tokens kept at most. The issue asks to truncate the document side only, and a spoken question is a few
 * dozen tokens; this bound only stops a pasted wall of text from leaving the document no room at all.
 */
const MAX_QUERY_TOKENS = 128;

/**
 * Assembles the pair's token ids, truncating the document's tail so the whole pair fits `maxTokens`; the final
 * separator is kept (the model was trained with it). The query is cut only past MAX_QUERY_TOKENS.
 */
export function buildPair(
  queryIds: readonly number[],
  docIds: readonly number[],
  layout: PairLayout,
  maxTokens = MAX_PAIR_TOKENS,
): { inputIds: number[]; tokenTypeIds: number[]; truncated: boolean } {
  const q = queryIds.slice(0, MAX_QUERY_TOKENS);
  const fixed = layout.prefix.length + q.length + layout.middle.length + layout.suffix.length;
  const room = Math.max(0, maxTokens - fixed);
  const d = docIds.slice(0, room);
  const first = [...layout.prefix, ...q, ...layout.middle];
  const second = [...d, ...layout.suffix];
  return {
    inputIds: [...first, ...second],
    tokenTypeIds: [...first.map(() => 0), ...second.map(() => layout.secondType)],
    truncated: d.length < docIds.length,
  };
}

/**
 * Reads the pair layout off one encoding of (a, b) with special tokens, given a's and b's tokens without them.
 * Returns undefined when the encoding is not prefix + a + middle + b + suffix (a tokenizer we do not understand).
 */
export function pairLayoutFrom(
  pairIds: readonly number[],
  aIds: readonly number[],
  bIds: readonly number[],
  pairTypeIds?: readonly number[],
): PairLayout | undefined {
  const matchAt = (seq: readonly number[], at: number) => seq.every((t, j) => pairIds[at + j] === t);
  for (let p = 0; p + aIds.length <= pairIds.length; p++) {
    if (!matchAt(aIds, p)) continue;
    const afterA = p + aIds.length;
    for (let m = afterA; m + bIds.length <= pairIds.length; m++) {
      if (!matchAt(bIds, m)) continue;
      const bStart = m;
      return {
        prefix: pairIds.slice(0, p),
        middle: pairIds.slice(afterA, bStart),
        suffix: pairIds.slice(bStart + bIds.length),
        secondType: pairTypeIds?.[bStart] ?? 0,
      };
    }
  }
  return undefined;
}
