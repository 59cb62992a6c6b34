/**
 * The ranking worker and service on real ONNX graphs: tiny ones built by test/helpers/onnx-builder.ts with the
 * real models' input and output names, loaded through @huggingface/transformers from a temp dir with a real
 * (small) SentencePiece tokenizer, in a real worker thread.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AutoTokenizer } from '@huggingface/transformers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denseScorer, webReranker } from '../daemon/ranking/hooks.js';
import { Reranker } from '../daemon/ranking/models.js';
import { RankingService, type RankingOptions } from '../daemon/ranking/service.js';
import { Counters } from '../daemon/status/counters.js';
import type { Evidence, Turn } from '../daemon/turn/types.js';
import { silentLogger } from '../daemon/log/logger.js';
import { createWebSearchStage } from '../daemon/websearch/stage.js';
import { sendJson, startReplyServer } from './helpers/searx.js';
import { biEncoderGraph } from './helpers/onnx-builder.js';
import { writeTinyBiEncoder, writeTinyCrossEncoder } from './helpers/tokenizer-builder.js';
import { stageContext } from './helpers/stage-context.js';

const root = mkdtempSync(join(tmpdir(), 'hearth-ranking-'));
const DENSE = join(root, 'multilingual-e5-small');
const RERANK = join(root, 'mmarco-mminilmv2-l12');
const HEAVY = join(root, 'heavy-e5');
const BROKEN_RUN = join(root, 'broken-e5');
const CORRUPT = join(root, 'corrupt-e5');

const services: RankingService[] = [];
function service(o: Partial<RankingOptions> = {}): { ranking: RankingService; counters: Counters } {
  const counters = new Counters();
  const ranking = new RankingService({ denseModelDir: DENSE, rerankModelDir: RERANK, maxDensePool: 300, keepTopFirst: false, counters, threads: 1, ...o });
  services.push(ranking);
  return { ranking, counters };
}

// Each service has its own worker; they start in parallel in beforeAll (a worker takes seconds to start from
// the TypeScript sources), and each test uses the one it needs.
let shared: { ranking: RankingService; counters: Counters };
let broken: { ranking: RankingService; counters: Counters };
let brokenRun: { ranking: RankingService; counters: Counters };
let heavy: { ranking: RankingService; counters: Counters };

beforeAll(async () => {
  writeTinyBiEncoder(DENSE);
  writeTinyCrossEncoder(RERANK);
  // Identity layers make a 200-passage pass cost real CPU without changing its scores.
  writeTinyBiEncoder(HEAVY, { extraLayers: 24, hidden: 256 });
  // A table too short for the vocabulary: loads fine, then fails at run time on any known word.
  const v = writeTinyBiEncoder(BROKEN_RUN);
  writeFileSync(join(BROKEN_RUN, 'onnx', 'model_quantized.onnx'), biEncoderGraph({ embeddings: v.pieces.slice(0, 4).map(() => [0, 0, 0, 0]) }));
  writeTinyBiEncoder(CORRUPT);
  writeFileSync(join(CORRUPT, 'onnx', 'model_quantized.onnx'), 'not an onnx file');
  shared = service({ keepTopFirst: true });
  broken = service({ denseModelDir: CORRUPT, rerankModelDir: join(root, 'never-downloaded') });
  brokenRun = service({ denseModelDir: BROKEN_RUN, rerankModelDir: undefined });
  heavy = service({ denseModelDir: HEAVY, rerankModelDir: undefined });
  const ready = await Promise.all([
    shared.ranking.ready('dense'),
    shared.ranking.ready('rerank'),
    broken.ranking.ready('dense'),
    broken.ranking.ready('rerank'),
    brokenRun.ranking.ready('dense'),
    heavy.ranking.ready('dense'),
  ]);
  expect(ready).toEqual([true, true, false, false, true, true]);
});

afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('dense scoring in the worker', () => {
  it('returns one cosine per passage, highest for the passage sharing the question words', async () => {
    const r = await shared.ranking.denseScores('the cat sleeps', ['a dog barks at night', 'the cat sleeps a day', 'paris is the capital']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(3);
    expect(r.value[1]).toBeGreaterThan(r.value[0]!);
    expect(r.value[1]).toBeGreaterThan(r.value[2]!);
    expect(shared.counters.get('ranking.dense.ok')).toBeGreaterThan(0);
  });

  it('scores Russian and German text as well as English', async () => {
    const r = await shared.ranking.denseScores('кошка спит', ['katze schläft stunden', 'кошка спит часов', 'gato duerme']);
    expect(r.ok && r.value[1]! > r.value[0]! && r.value[1]! > r.value[2]!).toBe(true);
  });

  it('keeps the lexical ranking for a pool above the size cap, and counts it', async () => {
    const counters = new Counters();
    const ranking = new RankingService({ denseModelDir: DENSE, maxDensePool: 3, keepTopFirst: false, counters, threads: 1 });
    services.push(ranking);
    expect(await denseScorer(ranking).scorePool('cat', ['a', 'b', 'c', 'd'], { signal: new AbortController().signal, deadlineAt: Date.now() + 5000 })).toBeUndefined();
    expect(counters.get('ranking.dense.poolTooLarge')).toBe(1);
  });

  it('answers noModel, counted, when the model is not installed', async () => {
    const { ranking, counters } = service({ denseModelDir: undefined });
    expect(await ranking.denseScores('cat', ['cat', 'dog'])).toEqual({ ok: false, reason: 'noModel' });
    expect(counters.get('ranking.dense.noModel')).toBe(1);
    expect(counters.snapshot().components['ranking.dense']).toBe('model not installed; lexical order');
  });

  it('answers notReady while the model loads, then scores once it is loaded', async () => {
    const { ranking, counters } = service();
    expect(await ranking.denseScores('cat', ['cat', 'dog'])).toEqual({ ok: false, reason: 'notReady' });
    expect(counters.get('ranking.dense.notReady')).toBe(1);
    expect(await ranking.ready('dense')).toBe(true);
    expect((await ranking.denseScores('cat', ['cat', 'dog'])).ok).toBe(true);
  });

  it('reports a model that does not load as loadFailed, with no path in counters or status', async () => {
    const { ranking, counters } = broken;
    expect(await ranking.denseScores('cat', ['cat', 'dog'])).toEqual({ ok: false, reason: 'loadFailed' });
    expect(counters.get('ranking.dense.loadFailed.badModel')).toBe(1);
    expect(counters.snapshot().components['ranking.dense']).toBe('model failed to load; lexical order');
    expect(JSON.stringify(counters.snapshot())).not.toContain(root);
  });

  it('reports missing model files as loadFailed.missingFiles', () => {
    expect(broken.counters.get('ranking.rerank.loadFailed.missingFiles')).toBe(1);
  });

  it('keeps the lexical ranking when a run fails, and counts it', async () => {
    const { ranking, counters } = brokenRun;
    const scores = await denseScorer(ranking).scorePool('the cat', ['the cat', 'a dog'], { signal: new AbortController().signal, deadlineAt: Date.now() + 5000 });
    expect(scores).toBeUndefined();
    expect(counters.get('ranking.dense.failed')).toBe(1);
    // The worker survives a failed run.
    expect(ranking.state('dense')).toBe('ready');
  });

  it('gives up at the deadline, cancels the job, and scores the next call normally', async () => {
    const { ranking, counters } = heavy;
    const passages = Array.from({ length: 200 }, (_, i) => `the cat sleeps ${i} hours a day at night in paris`);
    const r = await ranking.denseScores('cat', passages, { deadlineAt: Date.now() + 5 });
    expect(r).toEqual({ ok: false, reason: 'timedOut' });
    expect(counters.get('ranking.dense.timedOut')).toBe(1);
    expect((await ranking.denseScores('cat', ['cat', 'dog'], { deadlineAt: Date.now() + 10_000 })).ok).toBe(true);
  });

  it('answers cancelled when the turn is aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await shared.ranking.denseScores('cat', ['cat', 'dog'], { signal: ac.signal })).toEqual({ ok: false, reason: 'cancelled' });
  });

  /** Time the passes must take for utilization to mean something, and the most passes to get there. */
  const MEASURABLE_MS = 60;
  const MAX_PASSES = 50;

  it('keeps the main event loop free during 20-passage passes', async () => {
    const { ranking } = heavy;
    // 20 passages of the heavy model stay inside the service's 1.5 s dense limit on a loaded box (200 took over
    // 1.5 s under load, 60 took 1.2 s, and timed out). Utilization, not delay, is asserted, so a short pass does.
    const passages = Array.from({ length: 20 }, (_, i) => `the cat sleeps ${i} hours a day, and the dog barks at night in paris ${'x '.repeat(i % 40)}`);
    const elu0 = performance.eventLoopUtilization();
    const t0 = performance.now();
    // Passes one after another until they have taken measurable time (one pass took 16-18 ms on an idle box,
    // 1.2 s on a loaded one), so that running them on this thread would show as utilization.
    let passes = 0;
    while (passes < MAX_PASSES && performance.now() - t0 < MEASURABLE_MS) {
      const r = await ranking.denseScores('cat sleeps', passages, { deadlineAt: Date.now() + 60_000 });
      expect(r.ok).toBe(true);
      passes++;
    }
    const passMs = performance.now() - t0;
    const elu = performance.eventLoopUtilization(elu0);
    expect(passMs).toBeGreaterThan(MEASURABLE_MS);
    // On this thread the passes would keep the loop busy for all of passMs (utilization near 1). Utilization is
    // a ratio of this run: a loaded box that deschedules the process counts as idle, so it holds under load
    // where an event-loop delay bound (p99 < 25 ms) did not.
    expect(elu.utilization).toBeLessThan(0.5);
  });
});

describe('cross-encoder reranking in the worker', () => {
  it('scores each (query, title + snippet) pair', async () => {
    const r = await shared.ranking.rerankScores('cat', ['good cat', 'cat', 'spam casino cat']);
    expect(r.ok && Array.from(r.value)).toEqual([2, 0, -8]);
  });

  it('truncates the document side at 512 tokens: words past the cut do not count', async () => {
    // The tiny graph fails on a pair over 512 tokens, like the real model; `spam` at the tail would cost -4.
    const doc = `good ${'a '.repeat(1000)} spam`;
    const r = await shared.ranking.rerankScores('cat', [doc]);
    expect(r.ok && r.value[0]).toBe(2);
    expect(shared.counters.get('ranking.rerank.truncated')).toBeGreaterThanOrEqual(1);
  });

  it('replaces lone surrogates before tokenizing', async () => {
    const r = await shared.ranking.rerankScores('cat\uD83D', ['good \uDE00 cat', 'bad \uD83D']);
    expect(r.ok && Array.from(r.value)).toEqual([2, -2]);
  });

  it('assembles exactly the pair the tokenizer would make when it fits', async () => {
    const reranker = await Reranker.load(RERANK, 1);
    const tokenizer = await AutoTokenizer.from_pretrained('mmarco-mminilmv2-l12', { local_files_only: true });
    const q = 'когда спит кошка?', d = 'Katze\nThe cat sleeps 14 hours a day.';
    expect(reranker.pairIds(q, d).inputIds).toEqual(tokenizer.encode(q, { text_pair: d }));
  });

  it('reorders web evidence, filters, and caps it; instant answers stay first', async () => {
    const { ranking } = shared;
    const ev: Evidence[] = [
      { source: 'instant', text: 'an instant answer' },
      { source: 'web', text: 'spam casino', title: 'top', url: 'https://a.example/' },
      { source: 'web', text: 'cat', title: 'plain' },
      { source: 'web', text: 'good cat', title: 'best' },
      { source: 'web', text: 'good', title: 'good' },
    ];
    const out = await webReranker(ranking).run('cat', ev, { maxResults: 3, signal: new AbortController().signal, deadlineAt: Date.now() + 5000 });
    expect(out.map((e) => e.title ?? e.text)).toEqual(['an instant answer', 'top', 'best', 'good']);
  });

  it('keeps the search engine order when the model is not ready yet', async () => {
    const { ranking, counters } = service();
    const ev: Evidence[] = [
      { source: 'web', text: 'spam', title: 'a' },
      { source: 'web', text: 'good', title: 'b' },
      { source: 'web', text: 'cat', title: 'c' },
    ];
    const out = await webReranker(ranking).run('cat', ev, { maxResults: 2, signal: new AbortController().signal, deadlineAt: Date.now() + 5000 });
    expect(out.map((e) => e.title)).toEqual(['a', 'b']);
    expect(counters.get('ranking.rerank.notReady')).toBe(1);
  });

  it('reorders results inside the web-search stage before they become evidence', async () => {
    const server = await startReplyServer((_req, res) =>
      sendJson(res, {
        query: 'cat',
        answers: [],
        unresponsive_engines: [],
        results: [
          { title: 'one', content: 'cat facts', url: 'https://one.example/' },
          { title: 'two', content: 'spam casino cat', url: 'https://two.example/' },
          { title: 'three', content: 'good cat', url: 'https://three.example/' },
        ],
      }),
    );
    const counters = new Counters();
    const stage = createWebSearchStage({
      config: { url: server.url, dialTimeoutMs: 300, requestTimeoutMs: 2000, language: '', engines: [], maxResults: 2 },
      counters,
      logger: silentLogger(),
      rerank: webReranker(shared.ranking),
    });
    const turn: Turn = {
      id: 't', text: 'cat', origin: 'cli', clientId: 'c', signal: new AbortController().signal,
      deadlineAt: Date.now() + 10_000, startedAt: new Date(), turnClass: 'world',
    };
    try {
      const r = await stage.run(turn, stageContext());
      expect(r.kind === 'evidence' && r.evidence.map((e) => e.title)).toEqual(['one', 'three']);
    } finally {
      await stage.close();
      await server.close();
    }
  });
});
