#!/usr/bin/env node
// Shows, for a few QA questions, what Hearth made of each: the question's kind and focus words (as the phraser
// sees them before the titles are known), every evidence item handed to the phraser, and the reply. For working
// on one failure at a time; `run.mjs` scores the whole set.
//
//   node bench/qa/explain.mjs ID [ID ...]          (needs `npm run build`; ids from ../shared/qa and bench/qa/sets)
//   EVIDENCE_CHARS=120 node bench/qa/explain.mjs en012
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openHearth, readRecords, root } from './harness.mjs';

const { questionFocus } = await import(join(root, 'dist/daemon/text/question-focus.js'));

const ids = new Set(process.argv.slice(2));
const evidenceChars = Number(process.env.EVIDENCE_CHARS ?? 300);
const sets = join(root, 'bench/qa/sets');
const files = [join(root, '../shared/qa/en_dev.jsonl'), ...readdirSync(sets).filter((f) => f.endsWith('.jsonl')).map((f) => join(sets, f))];
const all = readRecords(files);
const records = all.filter((r) => ids.has(r.id));
if (records.length === 0) {
  process.stderr.write('usage: node bench/qa/explain.mjs ID [ID ...]\n');
  process.exit(2);
}

// Every book the sets use, as run.mjs loads them: which book answers first depends on the others being there.
const { hearth, close } = await openHearth(all.map((r) => r.zim), { prefix: 'hearth-explain-' });
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
  await close();
}
