/**
 * Turn latency for ZIM-answered questions with the extractive phraser, inside a running Hearth (process start
 * not counted), beside the time spent in kiwix-serve requests during those turns. Target on the 2-core box:
 * p50 under 50 ms, p95 under 150 ms. For scale, kiwix-serve answers a full-text search over a small ZIM in
 * about 3 ms and serves a raw article in about 1 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { createHearth, type Hearth } from '../daemon/main.js';
import { testConfig } from '../test/helpers/hearth.js';
import { disposeFixtureZims, fixtureZims } from '../test/helpers/zim.js';
import { percentile, report, round } from './report.js';

const QUESTIONS = [
  'when was ray charles born',
  'how tall is the eiffel tower',
  'what gas do plants give off during photosynthesis',
  'Who won the Nobel Prize in Chemistry in 1911?',
  'когда гагарин полетел в космос',
  'какая столица франции',
  'какой высоты эйфелева башня',
];
const ROUNDS = 15;

let hearth: Hearth | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
afterAll(async () => {
  await hearth?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await disposeFixtureZims();
});

it('ZIM turn latency', async () => {
  const { dir } = await fixtureZims();
  hearth = await createHearth(testConfig({ HEARTH_ZIM_DIR: dir, HEARTH_SEARXNG_URL: '' }, dataDir), { logger: silentLogger() });
  for (const q of QUESTIONS) await hearth.chain.ask({ text: q, origin: 'cli', clientId: 'warm' });

  const turnMs: number[] = [];
  const kiwixMs: number[] = [];
  let zimRouted = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of QUESTIONS) {
      const kiwixBefore = hearth.counters.get('kiwix.requestMs');
      const t0 = performance.now();
      const outcome = await hearth.chain.ask({ text, origin: 'cli', clientId: 'bench' });
      turnMs.push(performance.now() - t0);
      kiwixMs.push(hearth.counters.get('kiwix.requestMs') - kiwixBefore);
      if (outcome.ok && outcome.record.route === 'zim') zimRouted++;
    }
  }
  const p50 = percentile(turnMs, 50);
  const p95 = percentile(turnMs, 95);
  report('zim-turns', [
    { measure: 'turn total', p50_ms: round(p50), p95_ms: round(p95), mean_ms: round(turnMs.reduce((a, b) => a + b, 0) / turnMs.length) },
    { measure: 'in kiwix-serve requests', p50_ms: round(percentile(kiwixMs, 50)), p95_ms: round(percentile(kiwixMs, 95)), mean_ms: round(kiwixMs.reduce((a, b) => a + b, 0) / kiwixMs.length) },
    { measure: 'share of turn in kiwix-serve', p50_ms: round(percentile(kiwixMs, 50) / p50, 2), p95_ms: '', mean_ms: '' },
  ], { turns: turnMs.length, zimRouted, targetsMs: { p50: 50, p95: 150 } });
  expect(zimRouted).toBe(turnMs.length);
});
