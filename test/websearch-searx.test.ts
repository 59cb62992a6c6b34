/**
 * Against Debian's searx 1.1.0 (the older reply generation) on loopback, with json_engine engines aimed at an
 * upstream this test controls. One searx instance for the whole file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SearxngConfig } from '../daemon/config/types.js';
import { silentLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import type { Turn } from '../daemon/turn/types.js';
import { searchSearxng } from '../daemon/websearch/client.js';
import { createWebSearchStage } from '../daemon/websearch/stage.js';
import { hasSearx, startSearx, startUpstream, type Searx, type Upstream } from './helpers/searx.js';
import { stageContext } from './helpers/stage-context.js';

function config(url: string, engines: string[]): SearxngConfig {
  return { url, dialTimeoutMs: 1500, requestTimeoutMs: 8000, language: '', engines, maxResults: 5 };
}

function turn(text: string): Turn {
  return { id: 't', text, origin: 'cli', clientId: 'c', signal: new AbortController().signal, deadlineAt: Date.now() + 10_000, startedAt: new Date(), turnClass: 'world' };
}

const never = new AbortController().signal;

describe.skipIf(!hasSearx)('web search against searx 1.1.0', () => {
  let upstream: Upstream;
  let searx: Searx;

  beforeAll(async () => {
    upstream = await startUpstream();
    searx = await startSearx({ upstreamUrl: upstream.url });
  });

  afterAll(async () => {
    await searx?.stop();
    await upstream?.close();
  });

  test('the question reaches the engines verbatim', async () => {
    const q = 'когда родился Рэй Чарльз?';
    await searchSearxng(q, config(searx.url, ['good']), never, Date.now() + 10_000);
    expect(upstream.queries.at(-1)).toBe(q);
  });

  test('normal results become cleaned snippets with their URLs kept aside', async () => {
    const stage = createWebSearchStage({ config: config(searx.url, ['good']), counters: new Counters(), logger: silentLogger() });
    const result = await stage.run(turn('when was ray charles born'), stageContext({ evidence: [] }));
    await stage.close();
    expect(result).toEqual({
      kind: 'evidence',
      route: 'web',
      evidence: [
        {
          source: 'web',
          title: 'Ray Charles – biography',
          url: 'https://music.example/ray-charles',
          text: 'Ray Charles was born on September 23, 1930, in Albany, Georgia. More at',
        },
        { source: 'web', title: 'Ray Charles - Wiki', url: 'https://wiki.example/ray', text: 'American singer, songwriter and pianist.' },
      ],
    });
  });

  test('the old generation carries number_of_results', async () => {
    const out = await searchSearxng('x', config(searx.url, ['good']), never, Date.now() + 10_000);
    expect(out.ok && out.value.numberOfResults).toBe(0);
  });

  test('an engine with no results gives noResults', async () => {
    const out = await searchSearxng('x', config(searx.url, ['empty']), never, Date.now() + 10_000);
    expect(out).toEqual({ ok: false, reason: 'noResults' });
  });

  test('one engine failing next to a working one still answers, and names the failing engine', async () => {
    const out = await searchSearxng('x', config(searx.url, ['good', 'broken']), never, Date.now() + 10_000);
    expect(out.ok).toBe(true);
    expect(out.ok && out.value.unresponsiveEngines.map((u) => u.engine)).toEqual(['broken']);
  });

  test('every engine failing is an upstream failure, not no results', async () => {
    const counters = new Counters();
    const stage = createWebSearchStage({ config: config(searx.url, ['broken']), counters, logger: silentLogger() });
    expect(await stage.run(turn('x'), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    await stage.close();
    expect(counters.get('websearch.upstreamFailed')).toBe(1);
  });
});
