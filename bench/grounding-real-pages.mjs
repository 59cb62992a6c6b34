/**
 * Extraction over real HTML pages found on disk: failures, too-little-text results and time per page. The
 * extraction benchmark's pages are generated; this runs the same code on whatever real pages a machine has
 * (documentation trees, saved news pages), to catch crashes, pathological timings and boilerplate that only real
 * markup has. Inputs vary by machine, so nothing is written to bench/results.
 *
 *   npx tsc -p tsconfig.json && node bench/grounding-real-pages.mjs <dir> [--limit 400] [--show 3]
 *
 * --show N prints the first 300 characters extracted from N pages picked evenly, to read by eye.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const dist = new URL('../dist/daemon/', import.meta.url);
const { extractDocument } = await import(new URL('grounding/document.js', dist));
const { isTooLittleText } = await import(new URL('grounding/extract.js', dist));

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--'));
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (!root) {
  console.error('usage: node bench/grounding-real-pages.mjs <dir> [--limit N] [--show N]');
  process.exit(2);
}
/** Pages over the fetcher's decoded cap would never reach extraction. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (/\.x?html?$/iu.test(entry.name) && statSync(full).size <= MAX_PAGE_BYTES) yield full;
  }
}

const limit = option('limit', 400);
const files = [];
for (const f of htmlFiles(root)) {
  files.push(f);
  if (files.length >= limit) break;
}
const times = [];
let failed = 0;
let tooLittle = 0;
const shown = new Set(Array.from({ length: option('show', 0) }, (_, k) => Math.floor((k * files.length) / option('show', 1))));
files.forEach((file, i) => {
  const html = readFileSync(file, 'utf8');
  const t0 = performance.now();
  try {
    const out = extractDocument({ kind: 'html', text: html });
    times.push(performance.now() - t0);
    if (isTooLittleText(out.text)) tooLittle += 1;
    if (shown.has(i)) console.log(`--- ${path.relative(root, file)}\n${out.text.slice(0, 300)}\n`);
  } catch (e) {
    failed += 1;
    console.log(`failed: ${path.relative(root, file)}: ${e instanceof Error ? e.message : String(e)}`);
  }
});
times.sort((a, b) => a - b);
const at = (q) => (times.length > 0 ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1) : '-');
console.log(`${files.length} pages: failed ${failed}, too little text ${tooLittle}; ms per page p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)}`);
