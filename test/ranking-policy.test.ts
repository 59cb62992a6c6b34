import { describe, expect, it } from 'vitest';
import { applyRerank } from '../daemon/ranking/hooks.js';
import {
  RRF_K,
  buildPair,
  densePrefixes,
  filterByScoreDistribution,
  fuseRanks,
  pairLayoutFrom,
  rerankDocument,
  rerankOrder,
  scrubSurrogates,
  type PairLayout,
} from '../daemon/ranking/policy.js';
import { poolPassages, selectPassages } from '../daemon/grounding/select.js';
import { rankPassages } from '../daemon/text/rank.js';
import type { Evidence } from '../daemon/turn/types.js';

describe('reciprocal rank fusion', () => {
  it('scores each item 1/(60 + lexical rank) + 1/(60 + dense rank)', () => {
    // Lexical: 0, 1, 2. Dense: 2, 0, 1. Fused: 0 = 1/61 + 1/62, 2 = 1/63 + 1/61, 1 = 1/62 + 1/63.
    expect(RRF_K).toBe(60);
    expect(fuseRanks([0, 1, 2], [0.5, 0.1, 0.9])).toEqual([0, 2, 1]);
    // Fully reversed: 0 and 2 tie (1/61 + 1/63 each) and keep lexical order; 1 (1/62 + 1/62) is a hair behind.
    expect(fuseRanks([0, 1, 2], [0.1, 0.5, 0.9])).toEqual([0, 2, 1]);
  });

  it('lets a passage both rankings like overtake one only the lexical ranking likes', () => {
    // Lexical order 3, 0, 1, 2; dense puts 0 first and 3 last.
    expect(fuseRanks([3, 0, 1, 2], [0.9, 0.2, 0.3, 0.1])[0]).toBe(0);
  });

  it('keeps the lexical order when every dense score is equal', () => {
    expect(fuseRanks([2, 0, 3, 1], [0.5, 0.5, 0.5, 0.5])).toEqual([2, 0, 3, 1]);
  });

  it('ranks a NaN dense score last rather than first', () => {
    // Dense order 1, 2, 0 with NaN last; were NaN first the dense order would equal the lexical one.
    expect(fuseRanks([0, 1, 2], [Number.NaN, 0.2, 0.1])).toEqual([1, 0, 2]);
  });
});

describe('dense fusion inside page selection', () => {
  // Three passages of one long sentence each (a passage closes once it reaches 180 characters).
  const long = (s: string) => `${s}${', and so on'.repeat(Math.ceil((190 - s.length) / 11))}.`;
  const pages = [
    {
      text: [
        long('The cat sleeps all day long in the warm sun on the porch'),
        long('A cat can sleep fourteen hours a day, said the vet'),
        long('Cats sleep a lot of hours'),
      ].join('\n\n'),
    },
  ];
  const o = { maxCharsPerPage: 5000, budgetChars: 10_000 };
  const q = 'cat sleep hours';

  it('reorders the selection by fused rank when dense scores are given', () => {
    const pool = poolPassages(pages, o.maxCharsPerPage);
    const lexical = rankPassages(q, pool).map((r) => r.index);
    expect(lexical).toHaveLength(3);
    const [l0, l1, l2] = lexical as [number, number, number];
    // Dense order l2, l0, l1 -> fused order l0, l2, l1 (see the RRF test above).
    const dense = [0, 0, 0];
    dense[l2] = 0.9;
    dense[l0] = 0.5;
    dense[l1] = 0.1;
    const key = (i: number) => pool[i]!.text.slice(0, 12);
    const chosen = selectPassages(q, pages, { ...o, denseScores: dense })[0]!.passages.map((p) => p.slice(0, 12));
    expect(chosen).toEqual([key(l0), key(l2), key(l1)]);
    expect(selectPassages(q, pages, o)[0]!.passages.map((p) => p.slice(0, 12))).toEqual([key(l0), key(l1), key(l2)]);
  });

  it('ignores dense scores whose length does not match the pool', () => {
    const pool = poolPassages(pages, o.maxCharsPerPage);
    const [l0, l1, l2] = rankPassages(q, pool).map((r) => r.index) as [number, number, number];
    const dense = [0, 0, 0, 0]; // one score too many
    dense[l2] = 0.9;
    dense[l0] = 0.5;
    dense[l1] = 0.1;
    expect(selectPassages(q, pages, { ...o, denseScores: dense })).toEqual(selectPassages(q, pages, o));
    expect(selectPassages(q, pages, { ...o, denseScores: dense.slice(0, 3) })).not.toEqual(selectPassages(q, pages, o));
  });
});

describe('e5 prefixes', () => {
  it('are used for e5 models only', () => {
    expect(densePrefixes('multilingual-e5-small')).toEqual({ query: 'query: ', passage: 'passage: ' });
    expect(densePrefixes('paraphrase-multilingual-MiniLM-L12-v2')).toEqual({ query: '', passage: '' });
  });
});

describe('score-distribution filter', () => {
  it('drops results well below the mean', () => {
    expect(filterByScoreDistribution([5, 4.8, 5.2, 4.9, -6, 5.1])).toEqual([0, 1, 2, 3, 5]);
  });

  it('keeps everything when the scores are all alike', () => {
    expect(filterByScoreDistribution([1, 1, 1, 1])).toEqual([0, 1, 2, 3]);
  });

  it('falls back to the best 40% when too few survive the cut', () => {
    // Three relevant results among seven far below: mean - 0.5σ keeps only the three, under 40% of ten.
    const scores = [9, -10, 10, -10.5, -10, 8, -11, -10.2, -10, -9.9];
    expect(filterByScoreDistribution(scores)).toEqual([0, 2, 5, 9]);
  });

  it('keeps two results as they are: there is no distribution to judge', () => {
    expect(filterByScoreDistribution([10, -10])).toEqual([0, 1]);
  });
});

describe('rerank order', () => {
  it('sorts survivors best first', () => {
    expect(rerankOrder([1, 3, 2, -20], { keepTopFirst: false })).toEqual([1, 2, 0]);
  });

  it("keeps the engine's top result first when asked, even if the filter would drop it", () => {
    expect(rerankOrder([-20, 3, 2, 1], { keepTopFirst: true })).toEqual([0, 1, 2, 3]);
    expect(rerankOrder([-20, 3, 2, 1], { keepTopFirst: false })).toEqual([1, 2, 3]);
  });
});

describe('applying rerank scores to evidence', () => {
  const ev: Evidence[] = [
    { source: 'instant', text: 'instant' },
    { source: 'web', text: 'a', url: 'https://a.example/' },
    { source: 'web', text: 'b' },
    { source: 'web', text: 'c' },
  ];

  it('keeps instant answers first and caps web results at maxResults', () => {
    const out = applyRerank(ev, [0, 5, 4], { maxResults: 2, keepTopFirst: false });
    expect(out.map((e) => e.text)).toEqual(['instant', 'b', 'c']);
  });

  it('keeps the engine order when there are no scores (model not ready)', () => {
    const out = applyRerank(ev, undefined, { maxResults: 2, keepTopFirst: true });
    expect(out.map((e) => e.text)).toEqual(['instant', 'a', 'b']);
  });
});

describe('texts for the models', () => {
  it('replaces lone surrogates and keeps whole pairs', () => {
    expect(scrubSurrogates('a\uD83Db')).toBe('a\uFFFDb');
    expect(scrubSurrogates('a\uDE00b')).toBe('a\uFFFDb');
    expect(scrubSurrogates('x\uD83D')).toBe('x\uFFFD');
    expect(scrubSurrogates('ok 😀 Кошка')).toBe('ok 😀 Кошка');
  });

  it('builds the cross-encoder document from title and snippet, without the URL', () => {
    expect(rerankDocument('Ray Charles', 'Born September 23, 1930.')).toBe('Ray Charles\nBorn September 23, 1930.');
    expect(rerankDocument(undefined, 'Only a snippet')).toBe('Only a snippet');
    expect(rerankDocument('Same', 'Same')).toBe('Same');
  });
});

describe('pair assembly', () => {
  const xlmr: PairLayout = { prefix: [0], middle: [2, 2], suffix: [2], secondType: 0 };

  it('reads the layout off an encoded pair', () => {
    expect(pairLayoutFrom([0, 7, 8, 2, 2, 9, 2], [7, 8], [9])).toEqual(xlmr);
    expect(pairLayoutFrom([101, 7, 102, 9, 102], [7], [9], [0, 0, 0, 1, 1])).toEqual({
      prefix: [101], middle: [102], suffix: [102], secondType: 1,
    });
  });

  it('truncates only the document side, keeping the final separator, to 512 tokens', () => {
    const q = [5, 6, 7];
    const d = Array.from({ length: 1000 }, (_, i) => 100 + i);
    const pair = buildPair(q, d, xlmr);
    expect(pair.inputIds).toHaveLength(512);
    expect(pair.inputIds.slice(0, 6)).toEqual([0, 5, 6, 7, 2, 2]);
    expect(pair.inputIds.at(-1)).toBe(2);
    expect(pair.inputIds.at(-2)).toBe(100 + 512 - 7 - 1);
    expect(pair.truncated).toBe(true);
  });

  it('leaves a pair that fits untouched', () => {
    const pair = buildPair([5], [9, 9], xlmr);
    expect(pair).toEqual({ inputIds: [0, 5, 2, 2, 9, 9, 2], tokenTypeIds: [0, 0, 0, 0, 0, 0, 0], truncated: false });
  });
});
