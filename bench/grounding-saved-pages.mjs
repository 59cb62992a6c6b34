/**
 * Extraction on saved real pages, scored against their expected text, beside Mozilla Readability run directly:
 * the check the page-grounding issue describes. Each page is a folder holding `source.html` (the page as saved)
 * and `expected.html` (its readable content as markup; Mozilla Readability's test pages use this layout, with
 * Readability's own output as the expectation). Pages are not shipped with Hearth (they are other people's
 * articles): point the script at a folder of them.
 *
 *   npx tsc -p tsconfig.json && node bench/grounding-saved-pages.mjs <dir>
 *
 * Prints per-page and mean 4-gram shingle F1 (bench/extraction/score.mjs) for: the whole page as text, Mozilla
 * Readability with its defaults on the same DOM (linkedom), and what Hearth extracts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { score } from './extraction/score.mjs';

const dist = new URL('../dist/daemon/', import.meta.url);
const { wholePageText, domText } = await import(new URL('grounding/extractors.js', dist));
const { extractReadable } = await import(new URL('grounding/extract.js', dist));

const root = process.argv[2];
if (!root) {
  console.error('usage: node bench/grounding-saved-pages.mjs <dir of page folders with source.html and expected.html>');
  process.exit(2);
}

/** Mozilla Readability with its default options, its article's text content. */
function readabilityDefaults(html) {
  const { document } = parseHTML(html);
  return new Readability(document).parse()?.textContent ?? '';
}

/** The expected markup as text: paragraphs at block elements, as Hearth's own walk makes them (lists of links dropped). */
function expectedText(html) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return domText(document.body);
}

/** The expected markup as plain text, lists of links kept: the stricter reading for Hearth, which drops them. */
function expectedPlainText(html) {
  return wholePageText(`<!doctype html><html><body>${html}</body></html>`).text;
}

const CANDIDATES = {
  'whole page': (html) => wholePageText(html).text,
  'Mozilla Readability (defaults)': readabilityDefaults,
  'Hearth': (html) => extractReadable(html).text,
};

const pages = readdirSync(root)
  .filter((d) => existsSync(path.join(root, d, 'source.html')) && existsSync(path.join(root, d, 'expected.html')))
  .sort();
const sums = Object.fromEntries(Object.keys(CANDIDATES).map((k) => [k, { p: 0, r: 0, f: 0 }]));
const plainSums = Object.fromEntries(Object.keys(CANDIDATES).map((k) => [k, 0]));
const header = ['page'.padEnd(24), ...Object.keys(CANDIDATES).map((k) => k.slice(0, 30).padEnd(31))].join(' ');
console.log(`${header}\n${' '.repeat(25)}${Object.keys(CANDIDATES).map(() => 'F1     prec   recall'.padEnd(31)).join(' ')}`);
for (const page of pages) {
  const html = readFileSync(path.join(root, page, 'source.html'), 'utf8');
  const expectedHtml = readFileSync(path.join(root, page, 'expected.html'), 'utf8');
  const expected = expectedText(expectedHtml);
  const plain = expectedPlainText(expectedHtml);
  const cells = Object.entries(CANDIDATES).map(([name, run]) => {
    const got = run(html);
    plainSums[name] += score(got, plain).f1;
    const s = score(got, expected);
    sums[name].p += s.precision;
    sums[name].r += s.recall;
    sums[name].f += s.f1;
    return `${s.f1.toFixed(3)}  ${s.precision.toFixed(3)}  ${s.recall.toFixed(3)}`.padEnd(31);
  });
  console.log([page.slice(0, 24).padEnd(24), ...cells].join(' '));
}
const n = Math.max(1, pages.length);
console.log(
  ['mean'.padEnd(24), ...Object.values(sums).map((s) => `${(s.f / n).toFixed(3)}  ${(s.p / n).toFixed(3)}  ${(s.r / n).toFixed(3)}`.padEnd(31))].join(' '),
);
console.log(['mean F1, links kept'.padEnd(24), ...Object.values(plainSums).map((f) => (f / n).toFixed(3).padEnd(31))].join(' '));
