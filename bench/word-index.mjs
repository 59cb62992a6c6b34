#!/usr/bin/env node
// What a word index (daemon/kiwix/local-index.ts) costs for the real books without a full-text index, and what
// it finds for questions that do not say the title: build time (reading every article from a real kiwix-serve,
// and indexing alone), estimated and measured heap bytes, and the query time.
//
//   npm run build && node --expose-gc bench/word-index.mjs [ZIM ...]
// Default books: the two unindexed ones in ../shared/zim. Needs kiwix-serve on PATH.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { KiwixClient } = await import(join(root, 'dist/daemon/kiwix/client.js'));
const { listTitles } = await import(join(root, 'dist/daemon/kiwix/title-list.js'));
const { extractArticle } = await import(join(root, 'dist/daemon/kiwix/html.js'));
const { WordIndexBuilder, searchWordIndex } = await import(join(root, 'dist/daemon/kiwix/local-index.js'));
const { matchWords } = await import(join(root, 'dist/daemon/lang/words.js'));
const { planSearches } = await import(join(root, 'dist/daemon/kiwix/rewrite.js'));

const zimDir = join(root, '../shared/zim');
const books = process.argv.length > 2 ? process.argv.slice(2) : ['wikipedia_en_book_about_aviation_2014-07.zim', 'wikipedia_en_testzim_zimbalaka_2017-04.zim'];
const port = 18_000 + Math.floor(Math.random() * 1000);
const server = spawn('kiwix-serve', ['--address=127.0.0.1', `--port=${port}`, ...books.map((b) => join(zimDir, b))], { stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
const client = new KiwixClient(base);
const opts = { timeoutMs: 10_000 };
const direct = (call) => call();
const gc = globalThis.gc ?? (() => {});
try {
  let catalog;
  for (let i = 0; i < 100; i++) {
    catalog = await client.catalog(opts);
    if (catalog.ok && catalog.value.length === books.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const questions = [
    'speed of sound at sea level how fast is it',
    'which was the first wide body twin jet',
    'the dreamlifter when did it first fly',
    'the e-4b what did people call it',
    'the first nexus 7 tablet which android did it run',
    'when andy rubin went broke who turned up with an envelope of cash',
    'the mythical man-month who wrote it',
    "what's the speed of sound on mars",
    ...(process.env.MORE ? process.env.MORE.split('|') : []),
  ];
  for (const book of process.env.REVERSE ? [...catalog.value].reverse() : catalog.value) {
    const titles = await listTitles(client, book.book, opts, direct);
    const readAt = performance.now();
    const pages = [];
    for (const t of titles) {
      const got = await client.rawArticle(book.book, t.path, opts);
      if (got.ok) pages.push({ t, paragraphs: extractArticle(got.value).paragraphs });
    }
    const readMs = performance.now() - readAt;
    const chars = pages.reduce((n, p) => n + p.paragraphs.reduce((m, x) => m + x.length, 0), 0);
    // Heap deltas of one small index drown in noise: COPIES indexes are kept alive at once and the delta divided.
    const COPIES = 20;
    const build = () => {
      const builder = new WordIndexBuilder();
      for (const p of pages) builder.add(p.t.path, p.t.title, p.paragraphs);
      return builder.finish();
    };
    build();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const indexAt = performance.now();
    const kept = Array.from({ length: COPIES }, build);
    const indexMs = (performance.now() - indexAt) / COPIES;
    gc();
    const heapAfter = process.memoryUsage().heapUsed;
    const index = kept[0];
    process.stdout.write(
      `${book.book}: ${index.articles.length} articles, ${chars} prose chars, ${index.words.size} words; read ${readMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms; ` +
        `estimated ${index.bytes} B, heap per index ${Math.round((heapAfter - heapBefore) / COPIES)} B\n`,
    );
    for (const q of questions) {
      const words = matchWords(planSearches(q, 'en').rankQuery);
      const at = performance.now();
      const hits = searchWordIndex(index, words, 3);
      const us = (performance.now() - at) * 1000;
      process.stdout.write(`  ${q} [${words.join(' ')}] ${us.toFixed(0)} us -> ${hits.map((h) => `${h.title}${h.score.toFixed(2)}`).join(' | ')}\n`);
    }
  }
} finally {
  server.kill();
}
