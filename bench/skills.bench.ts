/**
 * How long the skills take per turn, match plus handle, against a real store file: every phrasing of the
 * skills' held-out batch, repeated, per skill. The promise is "milliseconds"; the ratio column compares each
 * skill with the time skill (pure, no store) in the same run.
 *
 *   npx vitest run --config bench/vitest.config.ts bench/skills.bench.ts
 */
import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { openHarness } from '../test/helpers/skill-harness.js';
import { percentile, report, round } from './report.js';

const ROUNDS = 20;

it('skills answer in milliseconds', async () => {
  const turns = JSON.parse(readFileSync(new URL('../test/fixtures/skills/heldout-1.json', import.meta.url), 'utf8')) as { text: string; skill: string | null }[];
  const h = openHarness();
  const bySkill = new Map<string, number[]>();
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const t of turns) {
        const start = performance.now();
        const got = await h.ask(t.text);
        const ms = performance.now() - start;
        const name = got?.skill ?? 'no match';
        bySkill.set(name, [...(bySkill.get(name) ?? []), ms]);
      }
    }
  } finally {
    h.close();
  }
  const base = percentile(bySkill.get('dates') ?? [1], 50);
  const rows = [...bySkill].map(([skill, ms]) => ({
    skill, turns: ms.length, p50Ms: round(percentile(ms, 50), 3), p99Ms: round(percentile(ms, 99), 3), maxMs: round(Math.max(...ms), 3),
    p50VsDates: round(percentile(ms, 50) / base, 2),
  }));
  report('skills', rows);
});
