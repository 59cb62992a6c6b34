import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import type { SearxngConfig } from '../daemon/config/types.js';
import { createLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import type { Turn } from '../daemon/turn/types.js';
import { createWebSearchStage, type WebSearchStage } from '../daemon/websearch/stage.js';
import { sendJson, startBacklogFull, startReplyServer, startSilentServer } from './helpers/searx.js';
import { stageContext } from './helpers/stage-context.js';

const fixtureText = (name: string): string => readFileSync(new URL(`./fixtures/searxng/${name}`, import.meta.url), 'utf8');

const QUESTION = 'wann wurde ray charles geboren';

function config(url: string, extra: Partial<SearxngConfig> = {}): SearxngConfig {
  return { url, dialTimeoutMs: 300, requestTimeoutMs: 1200, language: '', engines: [], maxResults: 5, ...extra };
}

function turn(extra: Partial<Turn> = {}): Turn {
  return {
    id: 't1',
    text: QUESTION,
    origin: 'cli',
    clientId: 'c1',
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 10_000,
    startedAt: new Date(), turnClass: 'world',
    ...extra,
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function setup(cfg: SearxngConfig, breaker?: { failuresToOpen?: number; openForMs?: number; now?: () => number }) {
  const counters = new Counters();
  let logs = '';
  const logger = createLogger('debug', { write: (line: string) => void (logs += line) });
  const stage: WebSearchStage = createWebSearchStage({ config: cfg, counters, logger, ...(breaker ? { breaker } : {}) });
  cleanups.push(() => stage.close());
  return { stage, counters, logs: () => logs };
}

async function replyServer(handler: Parameters<typeof startReplyServer>[0]) {
  const s = await startReplyServer(handler);
  cleanups.push(() => s.close());
  return s;
}

describe('web search stage', () => {
  test('is off when no instance is configured', async () => {
    const { stage, counters } = setup(config(''));
    expect(await stage.run(turn(), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.snapshot().components.searxng).toBe('web search off');
  });

  test('hands back instant answers first, then snippets, as web evidence', async () => {
    const s = await replyServer((_req, res) => sendJson(res, fixtureText('searxng-2026-answers.json')));
    const { stage, counters } = setup(config(s.url));
    const result = await stage.run(turn(), stageContext({ evidence: [] }));
    expect(result.kind).toBe('evidence');
    if (result.kind !== 'evidence') return;
    expect(result.route).toBe('web');
    expect(result.evidence.map((e) => e.source)).toEqual(['instant', 'web', 'web']);
    expect(counters.get('websearch.ok')).toBe(1);
    expect(counters.get('websearch.partial')).toBe(1);
  });

  test('never sends a personal question to the instance', async () => {
    const s = await replyServer((_req, res) => sendJson(res, fixtureText('searxng-2026-answers.json')));
    const { stage } = setup(config(s.url));
    expect(await stage.run(turn({ turnClass: 'personal' }), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(s.requests).toHaveLength(0);
  });

  test('403 says JSON output is disabled in /status and the log', async () => {
    const s = await replyServer((_req, res) => sendJson(res, 'Forbidden', 403));
    const { stage, counters, logs } = setup(config(s.url));
    expect(await stage.run(turn(), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.get('websearch.jsonDisabled')).toBe(1);
    expect(counters.snapshot().components.searxng).toBe(
      'JSON output disabled on the instance (403): add json to search.formats in settings.yml',
    );
    expect(logs()).toContain('JSON output disabled on the instance (403)');
  });

  test('an upstream failure is counted and falls through', async () => {
    const s = await replyServer((_req, res) => sendJson(res, fixtureText('searxng-2026-all-suspended.json')));
    const { stage, counters } = setup(config(s.url));
    expect(await stage.run(turn(), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.get('websearch.upstreamFailed')).toBe(1);
    expect(counters.get('websearch.noResults')).toBe(0);
  });

  test('skips the instance after repeated failures, then probes it once', async () => {
    let status = 500;
    const s = await replyServer((_req, res) => sendJson(res, fixtureText('searxng-2026-answers.json'), status));
    const clock = { t: 1_000_000 };
    const { stage, counters } = setup(config(s.url), { failuresToOpen: 3, openForMs: 60_000, now: () => clock.t });
    for (let i = 0; i < 3; i++) await stage.run(turn(), stageContext({ evidence: [] }));
    expect(s.requests).toHaveLength(3);

    await stage.run(turn(), stageContext({ evidence: [] }));
    expect(s.requests).toHaveLength(3);
    expect(counters.get('websearch.skippedByBreaker')).toBe(1);

    status = 200;
    clock.t += 60_000;
    const probed = await stage.run(turn(), stageContext({ evidence: [] }));
    expect(probed.kind).toBe('evidence');
    expect(s.requests).toHaveLength(4);
    await stage.run(turn(), stageContext({ evidence: [] }));
    expect(s.requests).toHaveLength(5);
  });

  test('a timeout forced by the turn deadline does not count against the instance', async () => {
    const s = await replyServer(() => {}); // never answers
    const { stage, counters } = setup(config(s.url, { requestTimeoutMs: 5000 }), { failuresToOpen: 1 });
    await stage.run(turn(), stageContext({ deadlineMs: 200 }));
    await stage.run(turn(), stageContext({ deadlineMs: 200 }));
    expect(counters.get('websearch.timedOut')).toBe(2);
    expect(counters.get('websearch.skippedByBreaker')).toBe(0);
  });

  test('gives up near the dial timeout when the instance never accepts', async () => {
    const dead = await startBacklogFull();
    cleanups.push(() => dead.close());
    const { stage, counters } = setup(config(dead.url, { dialTimeoutMs: 300, requestTimeoutMs: 1200 }));
    const started = Date.now();
    expect(await stage.run(turn(), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    const elapsed = Date.now() - started;
    expect(counters.get('websearch.dialTimedOut')).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1000);
  });

  test('gives up near the request budget when the instance accepts but never answers', async () => {
    const dead = await startSilentServer();
    cleanups.push(() => dead.close());
    const { stage, counters } = setup(config(dead.url, { dialTimeoutMs: 300, requestTimeoutMs: 1200 }));
    const started = Date.now();
    expect(await stage.run(turn(), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    const elapsed = Date.now() - started;
    expect(counters.get('websearch.timedOut')).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(1150);
    expect(elapsed).toBeLessThan(2500);
  });

  test('logs, counters and status never hold the question, a URL or a host', async () => {
    const replies: [number, string][] = [
      [200, fixtureText('searxng-2026-answers.json')],
      [403, 'Forbidden'],
      [429, 'Too Many Requests'],
      [500, 'oops'],
      [200, 'not json'],
      [200, fixtureText('searxng-2026-all-suspended.json')],
      [200, fixtureText('searxng-2026-no-results.json')],
    ];
    let i = 0;
    const s = await replyServer((_req, res) => {
      const [status, body] = replies[i++ % replies.length]!;
      sendJson(res, body, status);
    });
    const { stage, counters, logs } = setup(config(s.url), { failuresToOpen: 100 });
    for (let n = 0; n < replies.length; n++) await stage.run(turn(), stageContext({ evidence: [] }));
    const port = new URL(s.url).port;
    const everything = logs() + JSON.stringify(counters.snapshot());
    expect(everything).toContain('websearch.jsonDisabled'); // the text under test is not empty
    for (const secret of [QUESTION, 'ray charles', '127.0.0.1', `:${port}`, '://', 'wikipedia.org']) {
      expect(everything.toLowerCase()).not.toContain(secret);
    }
  });
});
