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
const { preparePassages } = await import(new URL('grounding/prepare.js', dist));
const { markPassages, queryTerms, rankPassages } = await import(new URL('text/rank.js', dist));
const { readabilityText, baseElementText } = await import(new URL('grounding/extractors.js', dist));
const { createGroundingStage } = await import(new URL('grounding/stage.js', dist));
const { SafeFetcher } = await import(new URL('net/fetcher.js', dist));
const { Counters } = await import(new URL('status/counters.js', dist));
const { silentLogger } = await import(new URL('log/logger.js', dist));

const OPTS = { maxCharsPerPage: 900, budgetChars: 2400 };
const results = {};

function median(fn, runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/**
 * Seeded 32-bit generator (mulberry32). (An LCG computed in doubles, used here before, lost precision and
 * cycled: the "1 MB" pool held only ~600 distinct sentences, which flattered every per-word cache.)
 */
function random(seed) {
  let x = seed | 0;
  return () => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A deterministic word soup with a realistic vocabulary size (a few thousand distinct words per page).
function latinText(chars, seed) {
  const syll = ['ka', 'lo', 'mer', 'ti', 'san', 'vel', 'or', 'du', 'ne', 'ris', 'pa', 'gon', 'el', 'tur', 'mi', 'bra'];
  const rnd = random(seed);
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

// Chinese running text that does not repeat: clauses of 4-9 words drawn from ~200 words of the extraction
// fixtures and the sentences above, so each clause is new (as in a real article) and no cache flatters it.
const ZH_WORDS = '今年 以来 市 园林 部门 在 老 城区 新建 了 三十 座 口袋 公园 为 周边 居民 提供 更多 休闲 空间 这些 面积 大多 一千 平方米 以内 利用 闲置 地 块 和 街角 空地 改造 而 成 配有 座椅 健身 器材 儿童 游乐 设施 负责 人 表示 明年 还 将 再建 五十 争取 让 出门 步行 五分钟 就 能 到达 一座 大熊猫 是 中国 特有的 哺乳 动物 主要 栖息 四川 陕西 甘肃 的 山区 竹林 中 食物 百分 之 九十九 竹子 一只 成年 每天 要 吃 十二 到 三 十八 公斤 经过 几十年 保护 野生 数量 已经 增加到 八百 多 只 其 级别 也 从 濒 危 降 易 本 软件 支持 主流 发行 版 安装 前 请 确认 系统 运行 环境 并且 拥有 管理 员 权限 下载 包 后 终端 命令 即可 完成 程序 会 自动 创建 配置 目录 默认 文件 修改 需要 重新 启动 服务 才能 使 新的 设置 生效 日志 保存 数据 长江 最长 河流 全长 约 六千 三百 公里 这个 地区 历史 悠久 文化 丰富 有 许多 传统 节日 城市 交通 包括 地铁 公 交 共享 单车 科学 家 们 实验 室 里 研究 材料 能源 技术 春天 时候 开 满了 各种 颜色 花 经济 发展 带动 就业 提高 收入 水平'.split(' ');
/** Clauses of `minWords` to `minWords + spanWords - 1` words: 4-9 (~8-18 characters) is typical running text. */
function variedChineseText(chars, seed, minWords = 4, spanWords = 6) {
  const rnd = random(seed);
  const pick = () => ZH_WORDS[Math.floor(rnd() * ZH_WORDS.length)];
  const out = [];
  let len = 0;
  while (len < chars) {
    const clauses = [];
    for (let c = 1 + Math.floor(rnd() * 3); c > 0; c--) clauses.push(Array.from({ length: minWords + Math.floor(rnd() * spanWords) }, pick).join(''));
    const sentence = `${clauses.join('，')}。`;
    out.push(sentence);
    len += sentence.length;
    if (rnd() < 0.15) out.push('\n\n');
  }
  return out.join('');
}

// 1. Ranking: six pages, 1 MB of text in all.
const six = Array.from({ length: 6 }, (_, i) => ({ text: latinText(1_000_000 / 6, i + 1) }));
const query = 'kalo merti sanvel durisne bragon';
/**
 * One ranking case, each step timed on this thread: cutting pages into passages, marking the passages for the
 * question (both done per page in the extraction worker in the daemon), the whole ranking (mark + IDF scoring),
 * the whole split + rank + select on one thread, and what the main thread does in the daemon: selection on
 * pages the workers prepared.
 */
function rankCase(pages, q) {
  const pool = poolPassages(pages, OPTS.maxCharsPerPage);
  const terms = queryTerms(q);
  const prepared = pages.map((p) => ({ ...p, prepared: preparePassages(p.text, { terms, maxCharsPerPage: OPTS.maxCharsPerPage }) }));
  return {
    chars: pages.reduce((n, p) => n + p.text.length, 0),
    passages: pool.length,
    splitMs: median(() => poolPassages(pages, OPTS.maxCharsPerPage)),
    markMs: median(() => markPassages(terms, pool.map((p) => p.text))),
    rankMs: median(() => rankPassages(q, pool)),
    selectMs: median(() => selectPassages(q, pages, OPTS)),
    mainThreadSelectMs: median(() => selectPassages(q, prepared, OPTS)),
  };
}
results.pool6x1MB = rankCase(six, query);

// 2. One 500,000-character Chinese page: the repetitive one (six sentences over and over) and running text.
//    '长江有多长' is a hard query: '有', '多', '长' are single characters found everywhere inside longer words,
//    so each needs dictionary checks at three occurrences per passage; '长江' (a plain word) is the easy case.
const zh = [{ text: chineseText(500_000) }];
results.chinese500k = rankCase(zh, '长江有多长');
const zhVaried = [{ text: variedChineseText(500_000, 11) }];
results.chineseVaried500k = rankCase(zhVaried, '长江有多长');
results.chineseVaried500kPlainWord = rankCase(zhVaried, '长江');
// The worst case seen: long clauses (10-25 words, ~20-50 characters between punctuation, as in formal prose or
// Japanese), where each dictionary check covers a longer run.
results.chineseLongClauses500k = rankCase([{ text: variedChineseText(500_000, 11, 10, 16) }], '长江有多长');

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
//    A second pass reads the 500,000-character Chinese running-text page alone, with the hard question: the
//    worker extracts, cuts and marks it; the main thread scores and selects.
const pages = Array.from({ length: 6 }, (_, i) => bigHtml(250_000, 100 + i));
const zhHtml = `<!doctype html><html lang="zh"><head><title>长江</title></head><body><article><h1>长江</h1>${zhVaried[0].text
  .split('\n\n')
  .map((p) => `<p>${p}</p>`)
  .join('\n')}</article></body></html>`;
const server = http.createServer((req, res) => {
  const path = req.url ?? '/0';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(path === '/zh' ? zhHtml : pages[(Number(path.slice(1)) || 0) % pages.length]);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const evidence = pages.map((_, i) => ({ source: 'web', text: 'snippet', url: `${origin}/${i}` }));
const zhEvidence = [{ source: 'web', text: 'snippet', url: `${origin}/zh` }];
const config = { enabled: true, topResults: 6, pageDeadlineMs: 6000, allowPrivate: ['127.0.0.1'], evidenceBudgetChars: 2400, maxCharsPerPage: 900 };

const PASS_WARMUPS = 3;
const PASS_RUNS = 5;
/** Median wall time of PASS_RUNS grounding passes, and the main thread's event-loop delay over all of them. */
async function pass(inline, question = query, ev = evidence) {
  const counters = new Counters();
  const fetcher = new SafeFetcher({ allowPrivate: config.allowPrivate, counters });
  const stage = createGroundingStage({ config, fetcher, counters, logger: silentLogger(), pool: { inline } });
  const turn = () => ({ id: 'b', text: question, origin: 'cli', clientId: 'b', signal: new AbortController().signal, deadlineAt: Date.now() + 20_000, startedAt: new Date(), turnClass: 'world' });
  const ctx = () => ({ evidence: ev, deadlineAt: Date.now() + 20_000, signal: new AbortController().signal });
  // Warm-up: both workers started and their code compiled by the JIT, as in a daemon that has been answering.
  for (let i = 0; i < PASS_WARMUPS; i++) await Promise.all([stage.run(turn(), ctx()), stage.run(turn(), ctx())]);
  const h = monitorEventLoopDelay({ resolution: 5 });
  const walls = [];
  let out;
  h.enable();
  for (let i = 0; i < PASS_RUNS; i++) {
    const t0 = performance.now();
    out = await stage.run(turn(), ctx());
    walls.push(performance.now() - t0);
  }
  h.disable();
  await stage.close();
  await fetcher.close();
  return {
    wallMs: walls.sort((a, b) => a - b)[Math.floor(PASS_RUNS / 2)],
    loopDelayMaxMs: h.max / 1e6,
    loopDelayP99Ms: h.percentile(99) / 1e6,
    evidenceItems: out.kind === 'evidence' ? out.evidence.length : 0,
  };
}
results.groundingPass6Pages = { htmlCharsEach: pages[0].length, workers: await pass(false), inline: await pass(true) };
results.groundingPassChinese500k = { htmlChars: zhHtml.length, workers: await pass(false, '长江有多长', zhEvidence), inline: await pass(true, '长江有多长', zhEvidence) };
server.close();

const r = results;
console.log('page grounding speed');
const line = (label, c) =>
  console.log(
    `${label}, ${c.chars} chars, ${c.passages} passages: split ${c.splitMs.toFixed(1)} ms, mark ${c.markMs.toFixed(1)} ms, rank ${c.rankMs.toFixed(1)} ms, split+rank+select ${c.selectMs.toFixed(1)} ms; select on prepared pages (main thread) ${c.mainThreadSelectMs.toFixed(1)} ms`,
  );
line('6 pages', r.pool6x1MB);
line('Chinese page (repetitive), 长江有多长', r.chinese500k);
line('Chinese page (running text), 长江有多长', r.chineseVaried500k);
line('Chinese page (running text), 长江', r.chineseVaried500kPlainWord);
line('Chinese page (long clauses), 长江有多长', r.chineseLongClauses500k);
console.log(`extract one ${(r.extract1MB.htmlChars / 1e6).toFixed(2)} MB page: Readability ${r.extract1MB.readabilityMs.toFixed(0)} ms, html-to-text base element ${r.extract1MB.baseElementMs.toFixed(0)} ms`);
for (const [label, c] of [
  [`6 x ${(r.groundingPass6Pages.htmlCharsEach / 1e3).toFixed(0)} KB`, r.groundingPass6Pages],
  [`one ${(r.groundingPassChinese500k.htmlChars / 1e3).toFixed(0)} K-char Chinese page, 长江有多长`, r.groundingPassChinese500k],
]) {
  for (const mode of ['workers', 'inline']) {
    const m = c[mode];
    console.log(`grounding pass, ${label}, extraction ${mode}: wall ${m.wallMs.toFixed(0)} ms, event-loop delay max ${m.loopDelayMaxMs.toFixed(1)} ms, p99 ${m.loopDelayP99Ms.toFixed(1)} ms`);
  }
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/grounding-speed.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2)}\n`);
