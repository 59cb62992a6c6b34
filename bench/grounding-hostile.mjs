/**
 * Extraction and preparation time on pathological pages (issue 11, item 1b), through the daemon's own path
 * (extractDocument with preparation for a question, as the worker runs it): deeply nested divs, one giant
 * paragraph, and a page of small linked elements beyond the DOM limit. Each is timed at two or more sizes, so
 * the time per character shows whether the cost is linear. Fastest of three runs (the machine is shared).
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node bench/grounding-hostile.mjs`.
 * Writes bench/results/grounding-hostile.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/daemon/', import.meta.url);
const { extractDocument } = await import(new URL('grounding/document.js', dist));
const { queryTerms } = await import(new URL('text/rank.js', dist));

const prepare = { terms: queryTerms('how long does a cat sleep'), maxCharsPerPage: 900 };
const nested = (n) => `<html><body>${'<div>'.repeat(n)}<p>The cat sleeps sixteen hours a day.</p>${'</div>'.repeat(n)}</body></html>`;
const paragraph = (chars) => {
  const s = 'The cat sleeps sixteen hours a day and it likes the warm sun near the window. ';
  return `<html><body><article><p>${s.repeat(Math.ceil(chars / s.length))}</p></article></body></html>`;
};
const smallElements = (count) => {
  const line = '<div class="c"><span><a href="/x">cat</a></span> sleeps <b>16</b> h</div>\n';
  return `<html><body><main>${line.repeat(Math.ceil(count / 4))}</main></body></html>`;
};
const CASES = [
  ...[1_000, 2_000, 4_000, 16_000, 100_000].map((n) => [`${n} nested divs`, nested(n)]),
  ...[1_000_000, 4_000_000].map((n) => [`one paragraph of ${n / 1e6} M chars`, paragraph(n)]),
  ...[60_000, 270_000].map((n) => [`${n} small linked elements`, smallElements(n)]),
];

// Warm-up: the first extraction pays for loading and compiling Readability and linkedom.
extractDocument({ kind: 'html', text: paragraph(50_000), prepare });
const rows = [];
for (const [page, html] of CASES) {
  let best = Infinity;
  let out;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    out = extractDocument({ kind: 'html', text: html, prepare });
    best = Math.min(best, performance.now() - t0);
  }
  rows.push({ page, htmlChars: html.length, ms: Math.round(best), nsPerChar: Math.round((best * 1e6) / html.length), flat: out.flattened === true, passages: out.prepared?.passages.length ?? 0 });
  console.log(rows.at(-1));
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/grounding-hostile.json', import.meta.url), `${JSON.stringify({ name: 'grounding-hostile', date: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`);
