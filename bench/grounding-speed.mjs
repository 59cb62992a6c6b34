/**
 * Page grounding speed: ranking and selection over a large pool, extraction cost per page, and the main
 * thread's event-loop delay during a grounding pass of six pages.
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node bench/grounding-speed.mjs` (the lead's
 * `npm run bench` builds first). Prints a table and writes bench/results/grounding-speed.json.
 */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const dist = new URL('../dist/daemon/', import.meta.url);
const { selectPassages, poolPassages } = await import(new URL('grounding/select.js', dist));
const { readabilityText, baseElementText } = await import(new URL('grounding/extractors.js', dist));
const { createGroundingStage } = await import(new URL('grounding/stage.js', dist));
const { SafeFetcher } = await import(new URL('net/fetcher.js', dist));
const { Counters } = await import(new URL('status/counters.js', dist));
const { silentLogger } = await import(new URL('log/logger.js', dist));

const OPTS = { maxCharsPerPage: 900, budgetChars: 2400 };
const results = {};

function median(fn, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

// A deterministic word soup with a realistic vocabulary size (a few thousand distinct words per page).
function latinText(chars, seed) {
  const syll = ['ka', 'lo', 'mer', 'ti', 'san', 'vel', 'or', 'du', 'ne', 'ris', 'pa', 'gon', 'el', 'tur', 'mi', 'bra'];
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  const parts = [];
  let len = 0;
  while (len < chars) {
    const words = [];
    const n = 8 + Math.floor(rnd() * 14);
    for (let i = 0; i < n; i++) words.push(Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => syll[Math.floor(rnd() * syll.length)]).join(''));
    const s = `${words.join(' ')}.`;
    parts.push(s.charAt(0).toUpperCase() + s.slice(1));
    len += s.length + 1;
    if (rnd() < 0.2) parts.push('\n\n');
  }
  return parts.join(' ');
}

function chineseText(chars) {
  const sentences = ['长江是中国最长的河流，全长约六千三百公里。', '这个地区的历史悠久，文化丰富，有许多传统节日。', '城市的交通系统包括地铁、公交和共享单车。', '科学家们在实验室里研究新的材料和能源技术。', '春天的时候，公园里开满了各种颜色的花。', '经济发展带动了就业，也提高了居民的收入水平。'];
  const out = [];
  let len = 0;
  for (let i = 0; len < chars; i++) {
    const s = `第${i}节：${sentences[i % sentences.length]}${sentences[(i * 7 + 3) % sentences.length]}`;
    out.push(s);
    len += s.length;
    if (i % 5 === 4) out.push('\n\n');
  }
  return out.join('');
}

// 1. Ranking: six pages, 1 MB of text in all.
const six = Array.from({ length: 6 }, (_, i) => ({ text: latinText(1_000_000 / 6, i + 1) }));
const query = 'kalo merti sanvel durisne bragon';
results.pool6x1MB = {
  chars: six.reduce((n, p) => n + p.text.length, 0),
  passages: poolPassages(six, OPTS.maxCharsPerPage).length,
  splitMs: median(() => poolPassages(six, OPTS.maxCharsPerPage)),
  selectMs: median(() => selectPassages(query, six, OPTS)),
};

// 2. One 500,000-character Chinese page.
const zh = [{ text: chineseText(500_000) }];
results.chinese500k = {
  chars: zh[0].text.length,
  passages: poolPassages(zh, OPTS.maxCharsPerPage).length,
  splitMs: median(() => poolPassages(zh, OPTS.maxCharsPerPage)),
  selectMs: median(() => selectPassages('长江有多长', zh, OPTS)),
};

// 3. Extraction of one 1 MB HTML page on the calling thread.
function bigHtml(bytes, seed) {
  const nav = `<nav>${Array.from({ length: 150 }, (_, i) => `<a href="/n${i}">Section ${i}</a>`).join(' ')}</nav>`;
  const paras = latinText(bytes * 0.8, seed).split('\n\n').map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><title>Big page</title></head><body><div class="cookie">We use cookies.</div>${nav}<article><h1>Big</h1>${paras}</article><footer>Footer</footer></body></html>`;
}
const mb = bigHtml(1_000_000, 7);
results.extract1MB = {
  htmlChars: mb.length,
  readabilityMs: median(() => readabilityText(mb), 3),
  baseElementMs: median(() => baseElementText(mb), 3),
};

// 4. Event-loop delay on the main thread during a grounding pass of six pages (~250 KB of HTML each) served
//    from loopback, with extraction in worker threads (the daemon's path) and, for contrast, inline.
const pages = Array.from({ length: 6 }, (_, i) => bigHtml(250_000, 100 + i));
const server = http.createServer((req, res) => {
  const i = Number((req.url ?? '/0').slice(1)) || 0;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(pages[i % pages.length]);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const evidence = pages.map((_, i) => ({ source: 'web', text: 'snippet', url: `${origin}/${i}` }));
const config = { enabled: true, topResults: 6, pageDeadlineMs: 6000, allowPrivate: ['127.0.0.1'], evidenceBudgetChars: 2400, maxCharsPerPage: 900 };

async function pass(inline) {
  const counters = new Counters();
  const fetcher = new SafeFetcher({ allowPrivate: config.allowPrivate, counters });
  const stage = createGroundingStage({ config, fetcher, counters, logger: silentLogger(), pool: { inline } });
  const turn = () => ({ id: 'b', text: query, origin: 'cli', clientId: 'b', signal: new AbortController().signal, deadlineAt: Date.now() + 20_000, startedAt: new Date(), turnClass: 'world' });
  await stage.run(turn(), { evidence }); // warm-up: worker start, JIT
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const t0 = performance.now();
  const out = await stage.run(turn(), { evidence });
  const wallMs = performance.now() - t0;
  h.disable();
  await stage.close();
  await fetcher.close();
  return { wallMs, loopDelayMaxMs: h.max / 1e6, loopDelayP99Ms: h.percentile(99) / 1e6, evidenceItems: out.kind === 'evidence' ? out.evidence.length : 0 };
}
results.groundingPass6Pages = { htmlCharsEach: pages[0].length, workers: await pass(false), inline: await pass(true) };
server.close();

const r = results;
console.log('page grounding speed');
console.log(`rank+select, 6 pages, ${(r.pool6x1MB.chars / 1e6).toFixed(2)} M chars, ${r.pool6x1MB.passages} passages: split ${r.pool6x1MB.splitMs.toFixed(1)} ms, split+rank+select ${r.pool6x1MB.selectMs.toFixed(1)} ms`);
console.log(`rank+select, Chinese page, ${r.chinese500k.chars} chars, ${r.chinese500k.passages} passages: split ${r.chinese500k.splitMs.toFixed(1)} ms, split+rank+select ${r.chinese500k.selectMs.toFixed(1)} ms`);
console.log(`extract one ${(r.extract1MB.htmlChars / 1e6).toFixed(2)} MB page: Readability ${r.extract1MB.readabilityMs.toFixed(0)} ms, html-to-text base element ${r.extract1MB.baseElementMs.toFixed(0)} ms`);
for (const mode of ['workers', 'inline']) {
  const m = r.groundingPass6Pages[mode];
  console.log(`grounding pass, 6 x ${(r.groundingPass6Pages.htmlCharsEach / 1e3).toFixed(0)} KB, extraction ${mode}: wall ${m.wallMs.toFixed(0)} ms, event-loop delay max ${m.loopDelayMaxMs.toFixed(1)} ms, p99 ${m.loopDelayP99Ms.toFixed(1)} ms`);
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/grounding-speed.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`);
