/**
 * Pages too deeply nested for a DOM (daemon/grounding/flat.ts): the tag scan measures nesting the way a parser
 * would build it, ordinary pages still go through Readability, and pathological ones (thousands of nested
 * elements, one giant paragraph) come out as text, marked as read flat, instead of pinning a worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractReadable } from '../daemon/grounding/extract.js';
import { MAX_DOM_DEPTH, MAX_DOM_ELEMENTS, flatText, htmlShape, nestingDepth } from '../daemon/grounding/flat.js';
import { preparePassages } from '../daemon/grounding/prepare.js';
import { queryTerms } from '../daemon/text/rank.js';

const nested = (n: number, tag = 'div'): string =>
  `<html lang="en"><head><title>Cats</title></head><body>${`<${tag}>`.repeat(n)}<p>The cat sleeps sixteen hours a day.</p>${`</${tag}>`.repeat(n)}</body></html>`;

describe('nestingDepth', () => {
  it.each([
    ['nested divs', nested(50), 50],
    ['unclosed paragraphs and list items, which close each other', `<div>${'<p>one <li>two '.repeat(500)}</div>`, 1],
    ['void elements', `<div>${'<br><img src=x><hr>'.repeat(500)}</div>`, 1],
    ['tags inside a script', `<div><script>${'<div>'.repeat(500)}</script></div>`, 1],
    ['tags inside a comment', `<div><!-- ${'<div>'.repeat(500)} --></div>`, 1],
    ['a self-made soup of unclosed divs', '<div>'.repeat(300), 300],
  ])('counts %s', (_, html, depth) => {
    expect(nestingDepth(html)).toBe(depth);
  });

  const FIXTURES = [new URL('./fixtures/pages/', import.meta.url), new URL('../bench/extraction/pages/', import.meta.url)];
  const pages = FIXTURES.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')] as const));
  it.each(pages)('keeps an ordinary page (%s) under the limit, so Readability reads it', (_, html) => {
    expect(nestingDepth(html)).toBeLessThanOrEqual(MAX_DOM_DEPTH);
    expect(extractReadable(html).flattened).toBeUndefined();
  });
});

describe('extractReadable on pathological pages', () => {
  it.each([1_000, 4_000, 16_000, 100_000])('reads %i nested divs as flat text', (n) => {
    const out = extractReadable(nested(n));
    expect(out.flattened).toBe(true);
    expect(out.text).toBe('The cat sleeps sixteen hours a day.');
    expect(out.title).toBe('Cats');
    expect(out.lang).toBe('en');
  });

  it('reads a page of more elements than the DOM limit (a decompression bomb of small divs) as flat text', () => {
    const line = '<div class="c"><span><a href="/x">cat</a></span> sleeps <b>16</b> h</div>\n';
    const html = `<html><body><main>${line.repeat(MAX_DOM_ELEMENTS / 4 + 1)}</main></body></html>`;
    expect(htmlShape(html).elements).toBeGreaterThan(MAX_DOM_ELEMENTS);
    const out = extractReadable(html);
    expect(out.flattened).toBe(true);
    expect(out.text.startsWith('cat sleeps 16 h\n\ncat sleeps 16 h')).toBe(true);
  });

  it('reads 16,000 nested spans without overflowing the stack', () => {
    expect(extractReadable(nested(16_000, 'span')).text).toBe('The cat sleeps sixteen hours a day.');
  });

  it('cuts a one-megabyte single paragraph into passages that find the answer', () => {
    const filler = 'The weather was mild and the garden was quiet that afternoon. ';
    const body = `${filler.repeat(8_000)}The cat sleeps sixteen hours a day. ${filler.repeat(8_000)}`;
    const out = extractReadable(`<html><body><article><p>${body}</p></article></body></html>`);
    expect(out.text.length).toBe(body.trim().length);
    const prepared = preparePassages(out.text, { terms: queryTerms('how long does a cat sleep'), maxCharsPerPage: 900 });
    expect(prepared.passages.length).toBeGreaterThan(1_000);
    expect(prepared.passages.some((p) => p.includes('The cat sleeps sixteen hours'))).toBe(true);
  });
});

describe('flatText', () => {
  it('makes paragraphs at block elements, skips scripts and styles, and decodes entities', () => {
    const html =
      '<html lang="de-DE"><head><title>Katzen &amp; Hunde</title><style>p { color: red }</style></head><body>' +
      '<div>Erster <b>Absatz</b> &ndash; mit&nbsp;Text.</div><script>var x = "<div>no</div>";</script>' +
      '<p>Zweiter &#x41;bsatz &#233;t&eacute;</p></body></html>';
    expect(flatText(html)).toEqual({ title: 'Katzen & Hunde', lang: 'de', text: 'Erster Absatz &ndash; mit Text.\n\nZweiter Absatz ét&eacute;' });
  });
});
