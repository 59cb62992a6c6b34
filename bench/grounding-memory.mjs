/**
 * Memory of one turn's page reading (issue 11, item 3c): a loopback server serves the same gzip-compressed page
 * of ~1 GB of small elements (a decompression bomb: ~1 MB on the wire per copy), and one turn reads five copies
 * through the daemon's own path (SafeFetcher caps, the two-worker extraction pool, preparation for a question).
 * RSS is sampled every 10 ms: idle (pool warmed on a small page), the peak during the turn, and 1 s and 5 s
 * after it. Target: the peak stays under the documented ceiling above idle (docs/page-grounding.md).
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node --expose-gc bench/grounding-memory.mjs`.
 * Writes bench/results/grounding-memory.json.
 */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';

const dist = new URL('../dist/daemon/', import.meta.url);
const { ExtractorPool } = await import(new URL('grounding/pool.js', dist));
const { readPage } = await import(new URL('grounding/read.js', dist));
const { SafeFetcher } = await import(new URL('net/fetcher.js', dist));
const { Counters } = await import(new URL('status/counters.js', dist));
const { queryTerms } = await import(new URL('text/rank.js', dist));

const CEILING_MB = 300;
const COPIES = 5;
/** Uncompressed size the bomb claims, bytes: streamed as gzip, so the server never holds it. */
const BOMB_BYTES = 1024 * 1024 * 1024;

const unit = Buffer.from('<div class="c"><span><a href="/x">cat</a></span> sleeps <b>16</b> h</div>\n'.repeat(2000));
const small = '<html><body><article><p>' + 'The cat sleeps sixteen hours a day. '.repeat(40) + '</p></article></body></html>';

const server = http.createServer((req, res) => {
  if (req.url === '/small') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(small);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
  const gz = zlib.createGzip({ level: 9 });
  gz.pipe(res);
  gz.write('<html><body><main>');
  let sent = 0;
  const pump = () => {
    while (sent < BOMB_BYTES) {
      sent += unit.length;
      if (!gz.write(unit)) return gz.once('drain', pump);
    }
    gz.end('</main></body></html>');
  };
  res.on('close', () => gz.destroy());
  pump();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const counters = new Counters();
const fetcher = new SafeFetcher({ allowPrivate: [base.slice('http://'.length)], counters, deadlineMs: 20_000 });
// The daemon's default budget unless BUDGET_MS is set (a bomb's flat read is near it on a loaded box).
const pool = new ExtractorPool({ counters, ...(process.env.BUDGET_MS ? { budgetMs: Number(process.env.BUDGET_MS) } : {}) });
const prepare = { terms: queryTerms('how long does a cat sleep'), maxCharsPerPage: 900 };
const mb = (b) => Math.round(b / 1048576);
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 100));
  }
};

// Warm: both workers loaded on a small page.
await Promise.all([0, 1].map(() => readPage(`${base}/small`, { fetcher, extractor: pool, counters, prepare })));
await settle();
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const t0 = performance.now();
const reads = await Promise.all(
  Array.from({ length: COPIES }, (_, i) => readPage(`${base}/bomb?${i}`, { fetcher, extractor: pool, counters, prepare })),
);
const turnMs = performance.now() - t0;
const at = async (ms) => {
  await new Promise((r) => setTimeout(r, ms));
  return process.memoryUsage().rss;
};
const after1s = await at(1000);
const after5s = await at(4000);
clearInterval(sampler);
const row = {
  copies: COPIES,
  idleMB: mb(idle),
  peakMB: mb(peak),
  peakAboveIdleMB: mb(peak - idle),
  after1sAboveIdleMB: mb(after1s - idle),
  after5sAboveIdleMB: mb(after5s - idle),
  turnMs: Math.round(turnMs),
  pagesRead: reads.filter((r) => r.ok).length,
  outcomes: reads.map((r) => (r.ok ? `ok ${r.page.text.length} chars` : r.reason)).join(', '),
  flattened: counters.get('grounding.pageFlattened') ?? 0,
  ceilingMB: CEILING_MB,
};
console.log(row);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/grounding-memory.json', import.meta.url), `${JSON.stringify({ name: 'grounding-memory', date: new Date().toISOString(), node: process.version, rows: [row] }, null, 2)}\n`);
await pool.close();
await fetcher.close();
server.close();
