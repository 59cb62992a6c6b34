/**
 * Extraction quality benchmark for page grounding.
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node bench/grounding-extraction.mjs` (the lead's
 * `npm run bench` builds first). For each page in bench/extraction/pages/ (made by extraction/make-pages.mjs)
 * it decodes the bytes the way the fetcher does (meta charset), runs every candidate extractor, and scores the
 * output against the page's expected text with 4-gram shingle F1, the metric of the Zyte/ScrapingHub
 * article-extraction benchmark: precision and recall over the multiset of 4-word shingles. Words come from the
 * daemon's own tokenizer (Intl.Segmenter word breaks), so Chinese, Japanese and Thai score on words too.
 *
 * Prints a table and writes bench/results/grounding-extraction.json.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { score } from './extraction/score.mjs';

const dist = new URL('../dist/daemon/', import.meta.url);
const { decodeDocument } = await import(new URL('net/document.js', dist));
const { wholePageText, baseElementText, readabilityText } = await import(new URL('grounding/extractors.js', dist));
const { extractReadable } = await import(new URL('grounding/extract.js', dist));

const PAGES = new URL('./extraction/pages/', import.meta.url);
const CANDIDATES = {
  'whole page (html-to-text body)': (html) => wholePageText(html).text,
  'html-to-text, main-content base': (html) => baseElementText(html).text,
  'Readability on linkedom': (html) => readabilityText(html)?.text ?? '',
  'chosen: Readability, base-element fallback': (html) => extractReadable(html).text,
};

const files = readdirSync(PAGES).filter((f) => f.endsWith('.html')).sort();
const rows = [];
const perPage = [];
for (const [name, fn] of Object.entries(CANDIDATES)) {
  let p = 0, r = 0, f = 0, ms = 0;
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(new URL(file, PAGES)));
    const decoded = decodeDocument(bytes, undefined, false);
    if (!decoded.ok) throw new Error(`cannot decode ${file}`);
    const expected = readFileSync(new URL(file.replace(/\.html$/u, '.expected.txt'), PAGES), 'utf8');
    const t0 = performance.now();
    const got = fn(decoded.text);
    ms += performance.now() - t0;
    const s = score(got, expected);
    p += s.precision; r += s.recall; f += s.f1;
    perPage.push({ candidate: name, page: file, charset: decoded.charset, ...s });
  }
  const n = files.length;
  rows.push({ candidate: name, pages: n, f1: f / n, precision: p / n, recall: r / n, msPerPage: ms / n });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`extraction quality on ${files.length} pages (mean 4-gram shingle F1; published: whole-page ~0.66, Readability ~0.95)`);
console.log(`${pad('candidate', 46)}${pad('F1', 8)}${pad('prec', 8)}${pad('recall', 8)}ms/page`);
for (const row of rows) console.log(`${pad(row.candidate, 46)}${pad(row.f1.toFixed(3), 8)}${pad(row.precision.toFixed(3), 8)}${pad(row.recall.toFixed(3), 8)}${row.msPerPage.toFixed(1)}`);
const worst = perPage.filter((x) => x.candidate.startsWith('chosen')).sort((a, b) => a.f1 - b.f1).slice(0, 3);
console.log(`chosen extractor, lowest pages: ${worst.map((w) => `${w.page} ${w.f1.toFixed(3)}`).join(', ')}`);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/grounding-extraction.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, summary: rows, perPage }, null, 2)}\n`);
