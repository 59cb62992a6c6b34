/**
 * The 'pages' stage against real loopback page servers, admitted through the allowlist as a LAN wiki would be.
 * Real SafeFetcher, real extraction worker threads (loaded through the test TypeScript loader), real ranking.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { GroundingConfig } from '../daemon/config/types.js';
import type { ExtractJob } from '../daemon/grounding/document.js';
import { ExtractorPool } from '../daemon/grounding/pool.js';
import { createGroundingStage, type GroundingStage, type GroundingStageOptions } from '../daemon/grounding/stage.js';
import { createLogger, silentLogger } from '../daemon/log/logger.js';
import { SafeFetcher } from '../daemon/net/fetcher.js';
import { HOST_OPEN_FOR_MS } from '../daemon/net/host-breaker.js';
import { Counters } from '../daemon/status/counters.js';
import { queryTerms } from '../daemon/text/rank.js';
import type { Evidence, StageResult, Turn, TurnClass } from '../daemon/turn/types.js';
import { encodeAs, serve, startPageServer, type Handler, type PageServer } from './helpers/page-server.js';
import { stageContext } from './helpers/stage-context.js';

const page = (name: string): string => readFileSync(new URL(`./fixtures/pages/${name}`, import.meta.url), 'utf8');

const BASE_CONFIG: GroundingConfig = {
  enabled: true,
  topResults: 6,
  // Generous on purpose: under a loaded 2-core box (the full suite runs files in parallel) a page read and
  // extracted in a worker can take seconds; the tests assert which pages are used, not how fast.
  pageDeadlineMs: 10_000,
  allowPrivate: ['127.0.0.1'],
  evidenceBudgetChars: 2400,
  maxCharsPerPage: 900,
};

/** One worker pool for the whole file: a worker's start under the TypeScript loader costs most of a second. */
const poolCounters = new Counters();
const extractor = new ExtractorPool({ counters: poolCounters });
afterAll(() => extractor.close());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function server(routes: Record<string, Handler>): Promise<PageServer> {
  const s = await startPageServer(routes);
  cleanups.push(() => s.close());
  return s;
}

interface Rig {
  stage: GroundingStage;
  counters: Counters;
  clock: { now: number };
}

function rig(config: Partial<GroundingConfig> = {}, extra: Partial<GroundingStageOptions> = {}): Rig {
  const counters = new Counters();
  const clock = { now: 1_000_000 };
  const cfg = { ...BASE_CONFIG, ...config };
  const fetcher = new SafeFetcher({
    allowPrivate: cfg.allowPrivate,
    counters,
    deadlineMs: cfg.pageDeadlineMs,
    resolve: () => Promise.reject(new Error('no DNS in tests')),
    now: () => clock.now,
  });
  const stage = createGroundingStage({ config: cfg, fetcher, counters, logger: silentLogger(), extractor, ...extra });
  cleanups.push(async () => {
    await stage.close();
    await fetcher.close();
  });
  return { stage, counters, clock };
}

function turn(text: string, o: { turnClass?: TurnClass; deadlineMs?: number; signal?: AbortSignal } = {}): Turn {
  return {
    id: 't1',
    text,
    origin: 'cli',
    clientId: 'test',
    signal: o.signal ?? new AbortController().signal,
    deadlineAt: Date.now() + (o.deadlineMs ?? 30_000),
    startedAt: new Date(),
    turnClass: o.turnClass ?? 'world',
  };
}

const web = (...urls: string[]): Evidence[] => urls.map((url, i) => ({ source: 'web', text: `snippet ${i}`, title: `Result ${i}`, url }));

function pages(result: StageResult): Evidence[] {
  if (result.kind !== 'evidence') throw new Error(`expected evidence, got ${result.kind}`);
  return result.evidence;
}

const html = (body: string | Buffer, charset = 'utf-8'): Handler => serve(body, { 'content-type': `text/html; charset=${charset}` });

describe('grounding stage: extraction through the fetcher', () => {
  it('hands on the article passage that answers, without nav, cookie banner, comments, aside or footer', async () => {
    const s = await server({ '/loch': html(page('article-en.html')) });
    const { stage, counters } = rig();
    const [e] = pages(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/loch`) })));
    expect(e?.source).toBe('page');
    expect(e?.text).toContain('230 metres');
    expect(e?.text).not.toMatch(/cookie|Subscribe|Most read|All rights reserved|Great article|newsletter/iu);
    expect(e?.title).toContain('Loch Ness');
    expect(e?.url).toBe(`${s.origin}/loch`);
    expect(e?.lang).toBe('en');
    expect(counters.get('grounding.pagesRead')).toBe(1);
    expect(poolCounters.get('grounding.inlineFallback')).toBe(0); // the worker thread did the extraction
  });

  it('has each page cut into passages and matched against the question in the worker that extracts it', async () => {
    const s = await server({ '/loch': html(page('article-en.html')) });
    const jobs: ExtractJob[] = [];
    const spy = Object.create(extractor) as ExtractorPool;
    spy.extract = (job, signal) => {
      jobs.push(job);
      return extractor.extract(job, signal);
    };
    const { stage } = rig({}, { extractor: spy });
    const [e] = pages(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/loch`) })));
    expect(jobs.map((j) => j.prepare)).toEqual([{ terms: queryTerms('How deep is Loch Ness?'), maxCharsPerPage: BASE_CONFIG.maxCharsPerPage }]);
    expect(e?.text).toContain('230 metres');
  });

  it('reads a windows-1251 page that declares its charset only in a meta tag', async () => {
    const s = await server({ '/baikal': serve(encodeAs(page('article-ru.html'), 'windows-1251'), { 'content-type': 'text/html' }) });
    const { stage } = rig();
    const [e] = pages(await stage.run(turn('Какова глубина Байкала?'), stageContext({ evidence: web(`${s.origin}/baikal`) })));
    expect(e?.text).toContain('Максимальная глубина Байкала составляет 1642 метра');
    expect(e?.text).not.toContain('\uFFFD');
    expect(e?.lang).toBe('ru');
  });

  it('reads gzip and brotli bodies', async () => {
    const body = page('article-en.html');
    const s = await server({
      '/gz': serve(zlib.gzipSync(body), { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }),
      '/br': serve(zlib.brotliCompressSync(body), { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }),
    });
    for (const path of ['/gz', '/br']) {
      const { stage } = rig();
      const [e] = pages(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}${path}`) })));
      expect(e?.text).toContain('230 metres');
    }
  });

  it.each([
    ['Japanese', 'article-ja.html', '富士山の高さは何メートルですか', '3776メートル'],
    ['Thai', 'article-th.html', 'ดอยอินทนนท์สูงกี่เมตร', '2,565 เมตร'],
  ])('finds a %s answer that sits mid-page', async (_lang, file, question, answer) => {
    const s = await server({ '/p': html(page(file)) });
    const { stage } = rig();
    const [e] = pages(await stage.run(turn(question), stageContext({ evidence: web(`${s.origin}/p`) })));
    expect(e?.text).toContain(answer);
    expect(e?.text).not.toMatch(/クッキー|คุกกี้/u);
  });

  it('counts a syndicated copy once', async () => {
    const body = page('article-en.html');
    const a = await server({ '/story': html(body) });
    const b = await server({ '/syndicated': html(body.replace('Highland Gazette', 'Northern Wire')) });
    const { stage } = rig();
    const out = pages(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${a.origin}/story`, `${b.origin}/syndicated`) })));
    expect(out).toHaveLength(1);
    expect(out[0]?.url).toBe(`${a.origin}/story`);
  });

  it('drops a page with too little text and counts it', async () => {
    const s = await server({ '/wall': html('<html><body><div class="cookie">Please accept cookies to continue.</div></body></html>') });
    const { stage, counters } = rig();
    expect(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/wall`) }))).toEqual({ kind: 'pass' });
    expect(counters.get('net.tooLittleText')).toBe(1);
  });
});

describe('grounding stage: slow and refusing hosts', () => {
  it('uses the other pages when one never finishes', async () => {
    const s = await server({
      '/ok': html(page('article-en.html')),
      '/stall': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body><p>Loch Ness');
      },
    });
    // Long enough for /ok to arrive under load; /stall never finishes, so it still times out.
    const { stage, counters } = rig({ pageDeadlineMs: 2_500 });
    const out = pages(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/stall`, `${s.origin}/ok`) })));
    expect(out.map((e) => e.url)).toEqual([`${s.origin}/ok`]);
    expect(counters.get('net.timedOut')).toBe(1);
  });

  it('gives up on pages slower than the evidence deadline and leaves the snippets alone', async () => {
    const s = await server({
      '/slow': (_req, res) => {
        const t = setTimeout(() => html(page('article-en.html'))(_req, res), 2_000);
        res.on('close', () => clearTimeout(t));
      },
    });
    const { stage, counters } = rig();
    const started = Date.now();
    const result = await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/slow`), deadlineMs: 400 }));
    expect(result).toEqual({ kind: 'pass' });
    // The page would arrive after 2 s; giving up at the 400 ms cut-off ends well before that.
    expect(Date.now() - started).toBeLessThan(1_800);
    expect(counters.get('grounding.pagesLate')).toBe(1);
  });

  it.each([403, 429])('skips a host answering %i every time after three refusals, then probes it after five minutes', async (status) => {
    const s = await server({ '/p': serve('no', { 'content-type': 'text/html' }, status) });
    const { stage, counters, clock } = rig();
    const ask = () => stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/p`) }));
    for (let i = 0; i < 3; i++) expect(await ask()).toEqual({ kind: 'pass' });
    expect(s.hits).toHaveLength(3);
    await ask();
    expect(s.hits).toHaveLength(3);
    expect(counters.get('net.skippedByBreaker')).toBe(1);
    clock.now += HOST_OPEN_FOR_MS + 1;
    await ask();
    expect(s.hits).toHaveLength(4);
  });
});

describe('grounding stage: when it does not read', () => {
  it('never fetches for a personal turn', async () => {
    const s = await server({ '/p': html(page('article-en.html')) });
    const { stage } = rig();
    expect(await stage.run(turn('what is on my shopping list', { turnClass: 'personal' }), stageContext({ evidence: web(`${s.origin}/p`) }))).toEqual({ kind: 'pass' });
    expect(s.hits).toHaveLength(0);
  });

  it('never fetches when grounding is disabled', async () => {
    const s = await server({ '/p': html(page('article-en.html')) });
    const { stage } = rig({ enabled: false });
    expect(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/p`) }))).toEqual({ kind: 'pass' });
    expect(s.hits).toHaveLength(0);
  });

  it('passes without web results, and reads only the top results', async () => {
    const s = await server({ '/a': html(page('article-en.html')), '/b': html(page('article-en.html')) });
    const { stage } = rig({ topResults: 1 });
    expect(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: [{ source: 'zim', text: 'x' }] }))).toEqual({ kind: 'pass' });
    await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/a`, `${s.origin}/b`) }));
    expect(s.hits.map((h) => h.path)).toEqual(['/a']);
  });

  it('does not read pages on a private address that is not allowlisted', async () => {
    const s = await server({ '/p': html(page('article-en.html')) });
    const { stage, counters } = rig({ allowPrivate: [] });
    expect(await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/p`) }))).toEqual({ kind: 'pass' });
    expect(s.hits).toHaveLength(0);
    expect(counters.get('net.blocked')).toBe(1);
  });

  it('logs no URL, host or question', async () => {
    const s = await server({ '/loch': html(page('article-en.html')), '/gone': serve('x', { 'content-type': 'text/html' }, 500) });
    let logged = '';
    const sink = new Writable({ write: (chunk, _enc, cb) => ((logged += String(chunk)), cb()) });
    const { stage } = rig({}, { logger: createLogger('trace', sink) });
    await stage.run(turn('How deep is Loch Ness?'), stageContext({ evidence: web(`${s.origin}/loch`, `${s.origin}/gone`) }));
    expect(logged).toContain('grounding.done');
    expect(logged).not.toMatch(/127\.0\.0\.1|loch|Ness|\/gone/iu);
  });
});
