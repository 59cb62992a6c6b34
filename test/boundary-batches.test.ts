/**
 * The boundary on turns written AFTER the rules: each held-out batch in test/fixtures/turns/heldout-*.json
 * was written before the rules were tuned on it (its first-look numbers are in docs/privacy.md). This suite
 * prints per-batch recall and precision for the personal class and asserts the floors on their union, so a
 * rule change that only fits the original sets shows up here. Set BOUNDARY_MISSES=1 to print every miss.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../daemon/boundary/classify.js';

interface BatchTurn {
  text: string;
  lang: string;
  class: 'personal' | 'world';
}

const dir = new URL('./fixtures/turns/', import.meta.url);
const batchNames = readdirSync(dir)
  .filter((f) => /^heldout-\d+\.json$/.test(f))
  .sort();
const loadBatch = (file: string): BatchTurn[] => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as BatchTurn[];
const classOf = (text: string): string => classifyTurn(text, () => false).turnClass;

interface Score {
  recall: number;
  precision: number;
  truePositives: number;
  personal: number;
  falsePositives: number;
  world: number;
}

function score(turns: BatchTurn[]): Score {
  const personal = turns.filter((t) => t.class === 'personal');
  const world = turns.filter((t) => t.class === 'world');
  const truePositives = personal.filter((t) => classOf(t.text) === 'personal').length;
  const falsePositives = world.filter((t) => classOf(t.text) === 'personal').length;
  return {
    recall: truePositives / personal.length,
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    truePositives,
    personal: personal.length,
    falsePositives,
    world: world.length,
  };
}

const describeScore = (name: string, s: Score): string =>
  `${name}: recall ${s.recall.toFixed(3)} (${s.truePositives}/${s.personal}), ` +
  `precision ${s.precision.toFixed(3)} (${s.falsePositives} of ${s.world} world turns classified personal)`;

describe('held-out batches', () => {
  const batches = batchNames.map((name) => ({ name, turns: loadBatch(name) }));

  it('exist, each with both classes in at least four languages', () => {
    expect(batches.length).toBeGreaterThanOrEqual(1);
    for (const { turns } of batches) {
      for (const cls of ['personal', 'world'] as const) {
        const ofClass = turns.filter((t) => t.class === cls);
        expect(ofClass.length).toBeGreaterThanOrEqual(40);
        expect(new Set(ofClass.map((t) => t.lang)).size).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('meet recall 0.95 and precision 0.85 for the personal class on their union', () => {
    for (const { name, turns } of batches) {
      console.log(describeScore(name, score(turns)));
      if (process.env.BOUNDARY_MISSES) {
        for (const t of turns) {
          const got = classifyTurn(t.text, () => false);
          if (got.turnClass !== t.class) console.log(`  miss [${t.class}] ${t.lang} ${got.rule}: ${t.text}`);
        }
      }
    }
    const union = score(batches.flatMap((b) => b.turns));
    console.log(describeScore('all held-out batches', union));
    // A missed personal turn is a privacy leak, hence the higher floor on recall.
    expect(union.recall).toBeGreaterThanOrEqual(0.95);
    expect(union.precision).toBeGreaterThanOrEqual(0.85);
  });
});
