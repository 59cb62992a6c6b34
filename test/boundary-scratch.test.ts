import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { classifyTurn } from '../daemon/boundary/classify.js';
it('x', () => {
  for (const name of ['personal', 'world']) {
    const set = JSON.parse(readFileSync(`/work/main/test/fixtures/turns/${name}.json`, 'utf8')) as { text: string }[];
    for (const t of set) { const c = classifyTurn(t.text, () => false); if (c.turnClass !== name) console.log(name, c.rule, t.text); }
  }
});
