/**
 * Event-loop delay on the main thread during a 200-passage dense pass (target: p99 under 5 ms), with the pass
 * in the ranking worker, beside the same pass run on the main thread for contrast. Uses the tiny bi-encoder
 * from the test helpers (made CPU-heavy with identity layers), and the real multilingual-e5-small when the
 * model cache holds it: set HEARTH_MODELS_DIR to a model manager directory (`<dir>/multilingual-e5-small`).
 *
 *   npx vitest run --config bench/vitest.config.ts bench/dense.bench.ts
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, it } from 'vitest';
import { DenseModel } from '../daemon/ranking/models.js';
import { RankingService } from '../daemon/ranking/service.js';
import { Counters } from '../daemon/status/counters.js';
import { writeTinyBiEncoder } from '../test/helpers/tokenizer-builder.js';
import { report, round } from './report.js';

const TARGET_P99_MS = 5;
const PASSAGES = 200;
const ROUNDS = 3;

const root = mkdtempSync(join(tmpdir(), 'hearth-bench-dense-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SENTENCES = [
  'The cat sleeps fourteen hours a day, mostly in the afternoon sun.',
  'Кошка спит до шестнадцати часов в сутки, особенно днём.',
  'Die Katze schläft bis zu sechzehn Stunden am Tag.',
  'El gato duerme catorce horas al día, sobre todo por la tarde.',
  'Paris is the capital of France and its largest city.',
];
function passages(): string[] {
  return Array.from({ length: PASSAGES }, (_, i) => {
    const n = 2 + (i % 5);
    return Array.from({ length: n }, (_, j) => SENTENCES[(i + j) % SENTENCES.length]).join(' ');
  });
}

interface Measure {
  p50: number;
  p99: number;
  max: number;
  passMs: number;
}

async function measure(run: () => Promise<unknown>): Promise<Measure> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  // A timer ticking every millisecond gives the histogram samples even when nothing else runs.
  const tick = setInterval(() => undefined, 1);
  h.enable();
  const t0 = performance.now();
  await run();
  const passMs = performance.now() - t0;
  h.disable();
  clearInterval(tick);
  return { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6, passMs };
}

async function benchModel(label: string, dir: string): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  const ranking = new RankingService({ denseModelDir: dir, maxDensePool: 1000, keepTopFirst: true, counters: new Counters() });
  try {
    if (!(await ranking.ready('dense'))) return [{ model: label, where: 'worker', note: 'model did not load' }];
    const texts = passages();
    await ranking.denseScores('warm up', texts.slice(0, 8), { deadlineAt: Date.now() + 60_000 });
    for (let r = 0; r < ROUNDS; r++) {
      const m = await measure(() => ranking.denseScores('how long does a cat sleep', texts, { deadlineAt: Date.now() + 600_000 }));
      rows.push({ model: label, where: 'worker', round: r + 1, pass_ms: round(m.passMs), loop_p50_ms: round(m.p50, 2), loop_p99_ms: round(m.p99, 2), loop_max_ms: round(m.max, 1) });
    }
  } finally {
    await ranking.close();
  }
  // The same pass on the main thread: what the worker saves us.
  const inline = await DenseModel.load(dir, 1);
  const m = await measure(() => inline.scores('how long does a cat sleep', passages()));
  rows.push({ model: label, where: 'main thread', round: 1, pass_ms: round(m.passMs), loop_p50_ms: round(m.p50, 2), loop_p99_ms: round(m.p99, 2), loop_max_ms: round(m.max, 1) });
  return rows;
}

it('event-loop delay during a 200-passage dense pass', async () => {
  const tiny = join(root, 'tiny-e5');
  writeTinyBiEncoder(tiny, { extraLayers: 24, hidden: 256 });
  const rows = await benchModel('tiny graph', tiny);
  const modelsDir = process.env.HEARTH_MODELS_DIR;
  const real = modelsDir ? join(modelsDir, 'multilingual-e5-small') : undefined;
  if (real && existsSync(real)) rows.push(...(await benchModel('multilingual-e5-small', real)));
  report('dense', rows, { passages: PASSAGES, targetP99Ms: TARGET_P99_MS, realModel: Boolean(real && existsSync(real)) });
});
