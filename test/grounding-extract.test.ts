/**
 * Main-content extraction (daemon/grounding/extract.ts) and the worker pool that runs it off the main thread.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { extractPlainText, extractReadable, isTooLittleText, textWeight } from '../daemon/grounding/extract.js';
import { domText } from '../daemon/grounding/extractors.js';
import { ExtractorPool } from '../daemon/grounding/pool.js';
import { Counters } from '../daemon/status/counters.js';
import { ownThreadId, threadCpuMs } from '../daemon/grounding/thread-cpu.js';

const page = (name: string): string => readFileSync(new URL(`./fixtures/pages/${name}`, import.meta.url), 'utf8');

describe('extractReadable', () => {
  it('keeps the article and drops nav, cookie banner, forms, comments, aside and footer', () => {
    const { text, title, lang } = extractReadable(page('article-en.html'));
    expect(text).toContain('A new sonar survey published this week measured the deepest point of Loch Ness at 230 metres');
    expect(text).not.toMatch(/cookie|Subscribe|Search the Gazette|Most read|newsletter|All rights reserved|Great article/iu);
    expect(title).toContain('Loch Ness');
    expect(title).not.toContain('Highland Gazette');
    expect(lang).toBe('en');
  });

  it('separates paragraphs with a blank line and has no other newline', () => {
    const { text } = extractReadable(page('article-en.html'));
    expect(text.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(text.replace(/\n\n/gu, '')).not.toContain('\n');
  });

  it('reads Japanese and Thai articles without their boilerplate', () => {
    expect(extractReadable(page('article-ja.html')).text).toContain('富士山の標高は3776メートル');
    expect(extractReadable(page('article-ja.html')).text).not.toContain('クッキー');
    expect(extractReadable(page('article-th.html')).text).toContain('2,565 เมตร');
  });

  it('keeps the content of a list-like page that has no prose article', () => {
    const html = '<html><body><nav>Home News</nav><main><ul>' + Array.from({ length: 12 }, (_, i) => `<li>Opening hours entry ${i}: Monday to Friday 9-17</li>`).join('') + '</ul></main></body></html>';
    const { text } = extractReadable(html);
    expect(text).toContain('Opening hours entry 0');
    expect(text).toContain('Opening hours entry 11');
  });

  it('keeps the article of a page whose <html> carries a class Readability reads as unlikely (mdBook)', () => {
    const para = 'The standard Rust distribution ships with a tool called rustdoc, whose job is to generate documentation for Rust projects. ';
    const html = `<!doctype html><html lang="en" class="light sidebar-visible"><head><title>What is rustdoc?</title></head><body>
      <div id="mdbook-help-container"><div id="mdbook-help-popup"><h2>Keyboard shortcuts</h2><p>Press S or / to search in the book</p></div></div>
      <nav id="sidebar" class="sidebar"><ol><li><a href="a.html">Introduction</a></li><li><a href="b.html">Usage</a></li></ol></nav>
      <div id="page-wrapper"><main><h1>What is rustdoc?</h1><p>${para.repeat(3)}</p><p>${para.repeat(2)}</p></main></div></body></html>`;
    const { text } = extractReadable(html);
    expect(text).toContain('ships with a tool called rustdoc');
    expect(text).not.toContain('Keyboard shortcuts');
  });

  it('does not throw on broken markup and finds nothing in an empty shell', () => {
    expect(() => extractReadable('<html><body><div><p>unclosed <b>tags <<<>>> &bogus; </div></span>')).not.toThrow();
    expect(isTooLittleText(extractReadable('<html><body><div id="app"></div><script>boot()</script></body></html>').text)).toBe(true);
  });

  it('counts dense scripts as more text per character', () => {
    expect(isTooLittleText('あ'.repeat(120))).toBe(false);
    expect(isTooLittleText('a'.repeat(120))).toBe(true);
  });

  it('weighs every dense character twice, outside the BMP too, as matching the script classes does', () => {
    const text = 'Loch 尼斯湖 𠀀𪚥 ひらがな カタカナ 한국어 ภาษาไทย Ёлка ١٢٣ \uD800 end';
    const dense = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu)?.length ?? 0;
    expect(textWeight(text)).toBe(text.length + dense);
  });

  it('turns plain text into blank-line separated paragraphs', () => {
    expect(extractPlainText('line one\ncontinues\n\n\nsecond   para').text).toBe('line one continues\n\nsecond para');
  });
});

describe('domText', () => {
  const text = (html: string): string => domText(parseHTML(`<html><body>${html}</body></html>`).document.body as never);

  it('reads a line break inside a paragraph\'s HTML source as a space, and keeps the lines of <pre>', () => {
    const out = text('<p>Addons are shared objects written in C++. The\n<a href="/m"><code>require()</code></a> function\n  can load them.</p><pre>line one\nline two</pre>');
    expect(out).toBe('Addons are shared objects written in C++. The require() function can load them.\n\nline one\n\nline two');
  });

  it('leaves out a list of nothing but links, as navigation boxes and category lists are', () => {
    const out = text('<p>Pandas eat bamboo.</p><div class="navbox"><ul><li><a href="/a">Weather</a></li><li><a href="/b">Stocks</a></li></ul></div>');
    expect(out).toBe('Pandas eat bamboo.');
  });

  it('keeps a paragraph whose sentence holds links among its words', () => {
    const out = text('<p>The <a href="/p">giant panda</a> lives in <a href="/s">Sichuan</a> and eats bamboo.</p>');
    expect(out).toBe('The giant panda lives in Sichuan and eats bamboo.');
  });

  it('keeps a block with a single link: a sentence may be written as one', () => {
    expect(text('<p><a href="/x">Pandas eat bamboo almost all day.</a></p>')).toBe('Pandas eat bamboo almost all day.');
  });

  it('keeps list items that say something beside their links', () => {
    const out = text('<ul><li><a href="/a">Bamboo</a>: 99% of the diet</li><li><a href="/b">Fruit</a>: the rest</li></ul>');
    expect(out).toBe('Bamboo: 99% of the diet\n\nFruit: the rest');
  });
});

describe('ExtractorPool', () => {
  const pools: ExtractorPool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('extracts on the main thread when its worker cannot load, and counts that', async () => {
    const counters = new Counters();
    const pool = new ExtractorPool({ counters, workerUrl: new URL('./no-such-worker.js', import.meta.url) });
    pools.push(pool);
    const out = await pool.extract({ kind: 'html', text: page('article-en.html') });
    expect(out.ok && out.value.text).toContain('230 metres');
    expect(counters.get('grounding.inlineFallback')).toBe(1);
  });

  it('fails only the page its worker died on, and gives the next page a fresh worker', async () => {
    const counters = new Counters();
    const pool = new ExtractorPool({ counters, size: 1, workerUrl: new URL('./fixtures/dying-extract-worker.ts', import.meta.url) });
    pools.push(pool);
    expect(await pool.extract({ kind: 'html', text: 'die' })).toEqual({ ok: false, reason: 'failed' });
    expect(counters.get('grounding.workerDied')).toBe(1);
    const next = await pool.extract({ kind: 'html', text: page('article-en.html') });
    expect(next.ok && next.value.text).toContain('230 metres');
    expect(counters.get('grounding.inlineFallback')).toBe(0); // a worker, not the main thread, read it
  });

  it('ends a page that holds its worker past the budget, counts it, and reads the next page on a fresh worker', async () => {
    const counters = new Counters();
    const pool = new ExtractorPool({ counters, size: 1, budgetMs: 1_000, workerUrl: new URL('./fixtures/slow-extract-worker.ts', import.meta.url) });
    pools.push(pool);
    expect(await pool.extract({ kind: 'html', text: 'spin' })).toEqual({ ok: false, reason: 'overBudget' });
    expect(counters.get('grounding.pageOverBudget')).toBe(1);
    const next = await pool.extract({ kind: 'html', text: page('article-en.html') });
    expect(next.ok && next.value.text).toContain('230 metres');
    expect(counters.get('grounding.workerDied')).toBe(0);
  });

  it('lets a queued page wait for its worker without spending its own budget', async () => {
    const counters = new Counters();
    const pool = new ExtractorPool({ counters, size: 1, budgetMs: 1_000, workerUrl: new URL('./fixtures/slow-extract-worker.ts', import.meta.url) });
    pools.push(pool);
    const [slow, queued] = await Promise.all([pool.extract({ kind: 'html', text: 'spin' }), pool.extract({ kind: 'html', text: page('article-en.html') })]);
    expect(slow).toEqual({ ok: false, reason: 'overBudget' });
    expect(queued.ok).toBe(true);
    expect(counters.get('grounding.pageOverBudget')).toBe(1);
  });

  it('drops a job whose turn was cancelled before it ran', async () => {
    const pool = new ExtractorPool({ inline: true });
    pools.push(pool);
    const ac = new AbortController();
    ac.abort();
    expect(await pool.extract({ kind: 'html', text: '<p>x</p>' }, ac.signal)).toEqual({ ok: false, reason: 'cancelled' });
  });
});

describe('thread CPU time (the page budget\'s clock)', () => {
  it.runIf(process.platform === 'linux')('names the main thread by the process id and reads its CPU time', () => {
    expect(ownThreadId()).toBe(process.pid);
    // Loading vitest and this file took the main thread well over one 10 ms tick.
    expect(threadCpuMs(process.pid)).toBeGreaterThan(0);
  });

  it('knows nothing of a thread that does not exist', () => {
    expect(threadCpuMs(2 ** 31 - 1)).toBeUndefined();
  });
});
