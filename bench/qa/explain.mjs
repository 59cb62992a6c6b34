#!/usr/bin/env node
// Shows, for a few QA questions, what Hearth made of each: the question's kind and focus words (as the phraser
// sees them before the titles are known), every evidence item handed to the phraser, and the reply. For working
// on one failure at a time; `run.mjs` scores the whole set.
//
//   node bench/qa/explain.mjs ID [ID ...]          (needs `npm run build`; ids from ../shared/qa and bench/qa/sets)
//   EVIDENCE_CHARS=120 node bench/qa/explain.mjs en012
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { loadConfig } = await import(join(root, 'dist/daemon/config/load.js'));
const { createHearth } = await import(join(root, 'dist/daemon/main.js'));
const { silentLogger } = await import(join(root, 'dist/daemon/log/logger.js'));
const { questionFocus } = await import(join(root, 'dist/daemon/text/answer-type.js'));

const ids = new Set(process.argv.slice(2));
const evidenceChars = Number(process.env.EVIDENCE_CHARS ?? 300);
const sets = join(root, 'bench/qa/sets');
const files = [join(root, '../shared/qa/en_dev.jsonl'), ...readdirSync(sets).filter((f) => f.endsWith('.jsonl')).map((f) => join(sets, f))];
const all = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l)));
const records = all.filter((r) => ids.has(r.id));
if (records.length === 0) {
  process.stderr.write('usage: node bench/qa/explain.mjs ID [ID ...]\n');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'hearth-explain-'));
const zims = join(dir, 'zim');
mkdirSync(zims);
// Every book the sets use, as run.mjs loads them: which book answers first depends on the others being there.
for (const book of new Set(all.map((r) => r.zim))) symlinkSync(join(root, '../shared/zim', book), join(zims, book));
const config = loadConfig({
  env: { HEARTH_DATA_DIR: join(dir, 'data'), HEARTH_ZIM_DIR: zims, HEARTH_SEARXNG_URL: '', HEARTH_LOG_LEVEL: 'silent', HEARTH_HOST: '127.0.0.1', HEARTH_PORT: '0' },
});
const hearth = await createHearth(config, { logger: silentLogger() });
try {
  for (const r of records) {
    const outcome = await hearth.chain.ask({ text: r.question, origin: 'cli', clientId: `explain-${r.id}` });
    const rec = outcome.ok ? outcome.record : { text: '', route: 'none', evidence: [] };
    console.log(`== ${r.id}: ${r.question}  (accepted: ${JSON.stringify(r.answers)})`);
    console.log(`   asked: ${JSON.stringify(questionFocus(r.question, []))}`);
    for (const e of rec.evidence) {
      console.log(`   evidence ${e.source}/${e.lang ?? '-'} [${e.title ?? ''}] ${e.text.slice(0, evidenceChars)}`);
      if (process.env.CONTEXT && e.before) console.log(`      before: ${e.before.slice(0, evidenceChars)}`);
    }
    console.log(`   reply (${rec.route}): ${rec.text}`);
  }
} finally {
  await hearth.close();
  rmSync(dir, { recursive: true, force: true });
}
