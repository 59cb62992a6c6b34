/**
 * Offline knowledge and web search through the whole chain, on real servers on loopback: the daemon manages
 * its own kiwix-serve over ZIMs built by zimwriterfs, and SearXNG is either Debian's searx aimed at an upstream
 * this test controls, or dead in one of two ways. The turn must answer from ZIM whatever SearXNG does.
 */
import { execSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { createHearth, type Hearth } from '../daemon/main.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from './helpers/hearth.js';
import { disposeFixtureZims, fixtureZims } from './helpers/zim.js';
import { hasSearx, startBacklogFull, startSearx, startSilentServer, startUpstream, type Searx, type Upstream } from './helpers/searx.js';

/** The ZIM answers this only in part (no passage holds every word), so SearXNG is asked too. */
const PARTIAL_QUESTION = 'what gas do plants give off during photosynthesis';
const dirs: string[] = [];
const apps: Hearth[] = [];

/** A Hearth whose managed kiwix-serve serves the fixture ZIMs, with the given SearXNG and timeouts. */
async function hearthWith(env: Record<string, string>): Promise<Hearth> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-knowledge-'));
  dirs.push(dataDir);
  const { dir } = await fixtureZims();
  const hearth = await createHearth(testConfig({ HEARTH_ZIM_DIR: dir, ...env }, dataDir), { logger: silentLogger() });
  apps.push(hearth);
  return hearth;
}

async function ask(hearth: Hearth, text: string) {
  const outcome = await hearth.chain.ask({ text, origin: 'cli', clientId: 'k' });
  if (!outcome.ok) throw new Error(`turn ended: ${outcome.reason}`);
  return outcome.record;
}

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await disposeFixtureZims();
});

describe('offline knowledge through the managed kiwix-serve', () => {
  let hearth: Hearth;
  beforeAll(async () => {
    hearth = await hearthWith({ HEARTH_SEARXNG_URL: '' });
  });

  it('answers an English question from the ZIM, with the answer in text and evidence', async () => {
    const record = await ask(hearth, 'when was ray charles born');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('1930');
    expect(record.evidence.some((e) => e.source === 'zim' && e.text.includes('1930'))).toBe(true);
  });

  it('answers a Russian question from the Russian book', async () => {
    const record = await ask(hearth, 'когда гагарин полетел в космос');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('1961');
    expect(record.evidence[0]?.lang).toBe('ru');
  });

  it('keeps URLs out of the spoken text but in the evidence', async () => {
    const record = await ask(hearth, 'how tall is the eiffel tower');
    expect(record.text).not.toMatch(/https?:/);
    expect(record.evidence[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('says it does not know when nothing answers', async () => {
    const record = await ask(hearth, 'what is the airspeed velocity of an unladen swallow');
    expect(record.route).toBe('none');
    expect(record.evidence).toEqual([]);
  });

  it('restarts kiwix-serve after it is killed, and the next turn answers', async () => {
    const before = hearth.counters.get('kiwix.restarts');
    // Only this test process's own kiwix-serve children are killed.
    execSync(`pkill -9 -P ${process.pid} -x kiwix-serve`);
    let record = await ask(hearth, 'when was ray charles born');
    for (let i = 0; i < 40 && record.route !== 'zim'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      record = await ask(hearth, 'when was ray charles born');
    }
    expect(record.route).toBe('zim');
    expect(hearth.counters.get('kiwix.restarts')).toBeGreaterThan(before);
  });
});

describe('a dead SearXNG does not stall the turn', () => {
  it('gives up near the dial timeout when the instance never accepts, and answers from ZIM', async () => {
    const dead = await startBacklogFull();
    try {
      const hearth = await hearthWith({ HEARTH_SEARXNG_URL: dead.url });
      const started = Date.now();
      const record = await ask(hearth, PARTIAL_QUESTION);
      expect(Date.now() - started).toBeLessThan(3500);
      expect(hearth.counters.get('websearch.dialTimedOut')).toBe(1);
      expect(record.text).toContain('oxygen');
    } finally {
      await dead.close();
    }
  });

  it('gives up within the request budget when the instance accepts but never answers, and answers from ZIM', async () => {
    const silent = await startSilentServer();
    try {
      const hearth = await hearthWith({ HEARTH_SEARXNG_URL: silent.url });
      const started = Date.now();
      const record = await ask(hearth, PARTIAL_QUESTION);
      expect(Date.now() - started).toBeLessThan(10_500);
      expect(hearth.counters.get('websearch.timedOut')).toBe(1);
      expect(record.text).toContain('oxygen');
    } finally {
      await silent.close();
    }
  });
});

describe.skipIf(!hasSearx)('web snippets through a real searx', () => {
  let upstream: Upstream;
  let searx: Searx;
  let hearth: Hearth;
  beforeAll(async () => {
    upstream = await startUpstream();
    searx = await startSearx({ upstreamUrl: upstream.url });
    hearth = await hearthWith({ HEARTH_SEARXNG_URL: searx.url });
  });
  afterAll(async () => {
    await searx?.stop();
    await upstream?.close();
  });

  it('adds SearXNG snippets after the offline evidence when the ZIM answer is partial', async () => {
    const record = await ask(hearth, 'what gas do plants give off during photosynthesis');
    const sources = record.evidence.map((e) => e.source);
    expect(sources[0]).toBe('zim');
    expect(sources).toContain('web');
    expect(sources.lastIndexOf('zim')).toBeLessThan(sources.indexOf('web'));
    expect(record.text).not.toMatch(/https?:/);
    expect(upstream.queries).toContain('what gas do plants give off during photosynthesis');
  });

  it('does not send the question to SearXNG when the ZIM passage holds every word of it', async () => {
    const before = upstream.queries.length;
    const record = await ask(hearth, 'when was ray charles born');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('1930');
    expect(upstream.queries.length).toBe(before);
  });
});
