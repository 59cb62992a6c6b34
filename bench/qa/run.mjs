#!/usr/bin/env node
// Answers spoken questions from real ZIM files through a real Hearth (real kiwix-serve, extractive phraser,
// no web search) and scores them the way docs/kiwix.md describes:
//   evidence  the answer (any accepted form) is in the evidence handed to the phraser
//   spoken    the answer is in the spoken text
//   absent    for questions the ZIM cannot answer: the reply declines (says it does not know, or that the
//             source does not say) instead of stating something
//   personal  world questions the boundary kept home (classified personal)
//   route     the answer took route 'zim'
//
//   node bench/qa/run.mjs [--zim-dir DIR] [--json OUT] [--show] FILE.jsonl [FILE.jsonl ...]
// Default files: ../shared/qa/en_dev.jsonl and every bench/qa/sets/*.jsonl. Needs `npm run build` first and
// kiwix-serve on PATH. Each record: {id, zim, question, answers[], article, kind, lang?}; answers [] = absent.
import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { holds, openHearth, readRecords, root } from './harness.mjs';

const { isDecline } = await import(join(root, 'dist/daemon/phraser/phrases.js'));

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const zimDir = resolve(option('--zim-dir') ?? join(root, '../shared/zim'));
const jsonOut = option('--json');
const show = flag('--show');
const only = option('--only');
const kiwixUrl = option('--kiwix-url');
let files = args;
if (files.length === 0) {
  files = [join(root, '../shared/qa/en_dev.jsonl')];
  const sets = join(root, 'bench/qa/sets');
  if (existsSync(sets)) files.push(...readdirSync(sets).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(sets, f)));
}

const records = readRecords(files).filter((r) => only === undefined || r.id.startsWith(only) || r.set === only);

// One ZIM directory with every book the questions use, as a household with several books would have.
const { hearth, close } = await openHearth(records.map((r) => r.zim), { zimDir, kiwixUrl });

const rows = [];
try {
  for (const r of records) {
    const exitsBefore = hearth.counters.get('kiwix.exits');
    const started = performance.now();
    const outcome = await hearth.chain.ask({ text: r.question, origin: 'cli', clientId: `qa-${r.id}` });
    const ms = performance.now() - started;
    if (hearth.counters.get('kiwix.exits') > exitsBefore) process.stderr.write(`kiwix-serve exited during ${r.id}\n`);
    const rec = outcome.ok ? outcome.record : { text: '', route: 'none', evidence: [], timingsMs: {} };
    const evidenceText = rec.evidence.map((e) => `${e.title ?? ''} ${e.text}`).join('\n');
    const absent = r.answers.length === 0;
    const row = {
      id: r.id,
      set: r.set,
      kind: r.kind,
      lang: r.lang ?? 'en',
      tags: r.tags ?? [],
      absent,
      route: rec.route,
      personal: rec.route === 'personal',
      inEvidence: !absent && holds(evidenceText, r.answers),
      spoken: !absent && holds(rec.text, r.answers),
      declined: isDecline(rec.text),
      titles: [...new Set(rec.evidence.map((e) => e.title).filter(Boolean))],
      ms: Math.round(ms),
      zimMs: Math.round(rec.timingsMs?.zim ?? 0),
      text: rec.text,
    };
    rows.push(row);
    if (show) {
      const mark = absent ? (row.declined ? 'ok ' : 'BAD') : row.spoken ? 'ok ' : row.inEvidence ? 'ev ' : 'no ';
      process.stdout.write(`${mark} ${r.id} [${rec.route}] ${r.question}\n    -> ${rec.text.slice(0, 220)}\n    titles: ${row.titles.join(' | ')}\n`);
    }
  }
} finally {
  const kiwixCounters = Object.entries(hearth.counters.snapshot().counters).filter(([k]) => k.startsWith('kiwix.'));
  process.stderr.write(`${kiwixCounters.map(([k, v]) => `${k}=${Math.round(v)}`).join(' ')}\n`);
  await close();
}

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);
function summary(label, subset) {
  const answerable = subset.filter((r) => !r.absent);
  const absent = subset.filter((r) => r.absent);
  return {
    group: label,
    n: subset.length,
    evidence: pct(answerable.filter((r) => r.inEvidence).length, answerable.length),
    spoken: pct(answerable.filter((r) => r.spoken).length, answerable.length),
    absentDeclined: `${absent.filter((r) => r.declined).length}/${absent.length}`,
    confidentAbsent: absent.filter((r) => !r.declined).length,
    personal: subset.filter((r) => r.personal).length,
    zimRoute: pct(subset.filter((r) => r.route === 'zim' || (r.absent && r.declined)).length, subset.length),
  };
}
const groups = [summary('all', rows)];
for (const set of [...new Set(rows.map((r) => r.set))]) groups.push(summary(set, rows.filter((r) => r.set === set)));
for (const lang of [...new Set(rows.map((r) => r.lang))]) groups.push(summary(`lang ${lang}`, rows.filter((r) => r.lang === lang)));
for (const tag of [...new Set(rows.flatMap((r) => r.tags))]) groups.push(summary(`tag ${tag}`, rows.filter((r) => r.tags.includes(tag))));
console.table(groups);
// The issue's failure classes (docs/kiwix.md): where each answerable question that was not spoken was lost.
const articleTitle = (path) => path.replace(/^[AC]\//u, '').replace(/\.html$/u, '').replace(/_/gu, ' ').toLowerCase();
const byId = new Map(records.map((r) => [r.id, r]));
const classes = { 'kept home (class 1)': 0, 'article not reached (class 2)': 0, 'article read, answer not in evidence': 0, 'in evidence, not spoken (class 3)': 0, 'absent, answered anyway (class 4)': 0 };
for (const row of rows) {
  const rec = byId.get(row.id);
  if (row.personal) classes['kept home (class 1)']++;
  else if (row.absent) { if (!row.declined) classes['absent, answered anyway (class 4)']++; }
  else if (!row.inEvidence) {
    if (row.titles.map((t) => t.toLowerCase()).includes(articleTitle(rec.article))) classes['article read, answer not in evidence']++;
    else classes['article not reached (class 2)']++;
  } else if (!row.spoken) classes['in evidence, not spoken (class 3)']++;
}
console.table(Object.entries(classes).map(([failure, questions]) => ({ failure, questions })));
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
const at = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
process.stdout.write(`turn ms: p50 ${at(50)}, p95 ${at(95)}, max ${ms.at(-1)}\n`);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ groups, rows }, null, 1)}\n`);
