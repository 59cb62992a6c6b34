import { readFileSync, readdirSync } from 'node:fs';
import { it } from 'vitest';
import { classifyTurn } from '../daemon/boundary/classify.js';
const dir = new URL('./fixtures/turns/', import.meta.url);
it('scratch', () => {
  const out: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const turns = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { text: string; lang: string; class?: string; knownMiss?: string }[];
    const byLang: Record<string, [number, number, number, number]> = {};
    for (const t of turns) {
      const cls = t.class ?? (f.startsWith('personal') ? 'personal' : 'world');
      const got = classifyTurn(t.text, () => false);
      const s = (byLang[t.lang] ??= [0, 0, 0, 0]);
      if (cls === 'personal') { s[0]++; if (got.turnClass === 'personal') s[1]++; }
      else { s[2]++; if (got.turnClass === 'personal') s[3]++; }
      if (got.turnClass !== cls) out.push(`  ${f} miss [${cls}] ${t.lang} ${got.rule}: ${t.text}${t.knownMiss ? ' (knownMiss)' : ''}`);
    }
    out.push(`${f}: ` + Object.entries(byLang).map(([l, s]) => `${l} recall ${s[1]}/${s[0]} fp ${s[3]}/${s[2]}`).join('; '));
  }
  console.log(out.join('\n'));
});
