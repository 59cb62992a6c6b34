/**
 * Preparing a page where it is extracted (daemon/grounding/prepare.ts): its passages and their marks for the
 * question, made in the extraction worker, give the same selection as cutting and marking on the main thread,
 * and marks made for another question or cap are never used.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../daemon/grounding/document.js';
import { ExtractorPool } from '../daemon/grounding/pool.js';
import { pagePassages, preparedFor, preparePassages } from '../daemon/grounding/prepare.js';
import { poolPassages, selectPassages, type PageText } from '../daemon/grounding/select.js';
import { extractReadable } from '../daemon/grounding/extract.js';
import { markPassages, queryTerms } from '../daemon/text/rank.js';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/pages/${name}`, import.meta.url), 'utf8');
const opts = { maxCharsPerPage: 900, budgetChars: 2400 };

/** The four fixture articles (English, Japanese, Russian, Thai) as extracted text. */
const PAGES: PageText[] = ['article-en.html', 'article-ja.html', 'article-ru.html', 'article-th.html'].map((name) => ({
  text: extractReadable(fixture(name)).text,
}));
const QUESTIONS = ['How deep is Loch Ness?', 'Какова глубина Байкала?', '富士山の高さは', 'ดอยอินทนนท์สูงเท่าไร', 'deep 深さ глубина'];

const prepared = (question: string): PageText[] =>
  PAGES.map((p) => ({ ...p, prepared: preparePassages(p.text, { terms: queryTerms(question), maxCharsPerPage: opts.maxCharsPerPage }) }));

describe('preparePassages', () => {
  it('cuts the text as the pool would and marks each passage for the question', () => {
    const terms = queryTerms('How deep is Loch Ness?');
    const p = preparePassages(PAGES[0]!.text, { terms, maxCharsPerPage: 900 });
    expect(p.passages).toEqual(pagePassages(PAGES[0]!.text, 900));
    expect([...p.holds]).toEqual([...markPassages(terms, p.passages)]);
  });

  it('is taken only for the same terms, in the same order, and the same cap', () => {
    const p = preparePassages('Loch Ness is deep.', { terms: ['loch', 'deep'], maxCharsPerPage: 900 });
    expect(preparedFor(p, ['loch', 'deep'], 900)).toBe(true);
    expect(preparedFor(p, ['deep', 'loch'], 900)).toBe(false);
    expect(preparedFor(p, ['loch'], 900)).toBe(false);
    expect(preparedFor(p, ['loch', 'deep'], 600)).toBe(false);
    expect(preparedFor(undefined, ['loch', 'deep'], 900)).toBe(false);
  });
});

describe('selectPassages on prepared pages', () => {
  it.each(QUESTIONS)('selects what it selects from unprepared pages: %s', (question) => {
    expect(selectPassages(question, prepared(question), opts)).toEqual(selectPassages(question, PAGES, opts));
  });

  it('uses the prepared marks rather than marking again', () => {
    // Marks saying no passage holds any question word: nothing can be selected.
    const question = 'How deep is Loch Ness?';
    const pages = prepared(question).map((p) => ({ ...p, prepared: { ...p.prepared!, holds: new Uint32Array(p.prepared!.holds.length) } }));
    expect(selectPassages(question, pages, opts)).toEqual([]);
  });

  it('marks again when the page was prepared for another question', () => {
    const pages = prepared('Какова глубина Байкала?');
    expect(selectPassages('How deep is Loch Ness?', pages, opts)).toEqual(selectPassages('How deep is Loch Ness?', PAGES, opts));
  });

  it('cuts again when the page was prepared for another per-page cap', () => {
    const pages = prepared('How deep is Loch Ness?');
    expect(poolPassages(pages, 400)).toEqual(poolPassages(PAGES, 400));
  });
});

describe('extractDocument with preparation', () => {
  it('keeps the extracted text when preparing fails', () => {
    const job = { kind: 'html' as const, text: fixture('article-en.html'), prepare: { terms: null as unknown as string[], maxCharsPerPage: 900 } };
    const out = extractDocument(job);
    expect(out.text).toContain('230 metres');
    expect(out.prepared).toBeUndefined();
  });
});

describe('preparing in the extraction worker', () => {
  const pool = new ExtractorPool();
  afterAll(() => pool.close());

  it('returns the passages and marks the main thread would make', async () => {
    const terms = queryTerms('富士山の高さは');
    const out = await pool.extract({ kind: 'html', text: fixture('article-ja.html'), prepare: { terms, maxCharsPerPage: 900 } });
    if (!out.ok) throw new Error(out.reason);
    expect(out.value.prepared).toEqual(preparePassages(out.value.text, { terms, maxCharsPerPage: 900 }));
    expect(out.value.prepared?.holds.some((slot) => slot !== 0)).toBe(true);
  });

  it('prepares nothing when not asked', async () => {
    const out = await pool.extract({ kind: 'html', text: fixture('article-en.html') });
    expect(out.ok && out.value.prepared).toBeUndefined();
  });
});
