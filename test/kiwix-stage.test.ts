/**
 * The ZIM stage against a real kiwix-serve over English and Russian ZIMs built by zimwriterfs from
 * test/fixtures/zim/. Answers sit deep in the articles and questions are worded unlike the text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createKiwixStage, MAX_SEARCH_REQUESTS_PER_TURN } from '../daemon/kiwix/stage.js';
import { Counters } from '../daemon/status/counters.js';
import { silentLogger } from '../daemon/log/logger.js';
import type { Evidence, StageResult, Turn } from '../daemon/turn/types.js';
import { disposeFixtureZims, fixtureZims, freePort, startKiwixServe, type KiwixServer } from './helpers/zim.js';
import { stageContext } from './helpers/stage-context.js';

let server: KiwixServer;

beforeAll(async () => {
  const zims = await fixtureZims();
  server = await startKiwixServe([zims.en, zims.ru]);
});

afterAll(async () => {
  await server?.stop();
  await disposeFixtureZims();
});

/**
 * Time a stage here may take, ms. These tests check what is found, not how fast: far above a healthy loopback
 * turn (10-100 ms) and above a cold server's first searches on a loaded CI box (over 2 s seen).
 */
const SLOW_BOX_MS = 20_000;

function turn(text: string, extra: Partial<Turn> = {}): Turn {
  return {
    id: 't1', text, origin: 'cli', clientId: 'c1', signal: new AbortController().signal,
    deadlineAt: Date.now() + SLOW_BOX_MS, startedAt: new Date(), turnClass: 'world', ...extra,
  };
}

function stageFor(baseUrl: string | undefined, counters = new Counters()) {
  return createKiwixStage({ baseUrl: () => baseUrl, counters, logger: silentLogger(), requestTimeoutMs: SLOW_BOX_MS, budgetMs: SLOW_BOX_MS });
}

function evidenceOf(r: StageResult): Evidence[] {
  expect(r.kind).toBe('evidence');
  return r.kind === 'evidence' ? r.evidence : [];
}

const allText = (ev: Evidence[]): string => ev.map((e) => e.text).join(' ');

describe('zim stage on a real kiwix-serve', () => {
  test('answers a typed English question from deep in the article', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('When was Ray Charles born?'), stageContext({ evidence: [] })));
    expect(allText(ev)).toContain('September 23, 1930');
    expect(ev[0]).toMatchObject({ source: 'zim', title: 'Ray Charles', lang: 'en' });
  });

  test('answers lower-case speech without capitals to find the name', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('when was ray charles born'), stageContext({ evidence: [] })));
    expect(allText(ev)).toContain('1930');
  });

  test('answers a question worded unlike the article ("how tall" vs "stands 330 metres")', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('how tall is the eiffel tower'), stageContext({ evidence: [] })));
    expect(allText(ev)).toContain('330 metres');
  });

  test('falls back to fewer words when the full question matches no article', async () => {
    const ev = evidenceOf(
      await stageFor(server.url).run(turn('what gas do plants give off during photosynthesis'), stageContext({ evidence: [] })),
    );
    expect(allText(ev)).toContain('oxygen');
  });

  test('answers a Russian question from the Russian book', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('когда гагарин полетел в космос'), stageContext({ evidence: [] })));
    expect(allText(ev)).toContain('12 апреля 1961');
    expect(ev.every((e) => e.lang === 'ru')).toBe(true);
  });

  test('prefers the Russian book when both books have the article', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('какой высоты эйфелева башня'), stageContext({ evidence: [] })));
    expect(allText(ev)).toContain('330 метров');
    expect(ev.every((e) => e.lang === 'ru' && e.title === 'Эйфелева башня')).toBe(true);
  });

  test("uses the turn's language when the boundary set it", async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('Рэй Чарльз', { lang: 'ru' }), stageContext({ evidence: [] })));
    expect(ev[0]?.lang).toBe('ru');
  });

  test('evidence is speakable: one line, no markup, no URLs, capped', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('Who won the Nobel Prize in Chemistry in 1911?'), stageContext({ evidence: [] })));
    expect(ev.length).toBeGreaterThan(0);
    expect(ev.length).toBeLessThanOrEqual(4);
    for (const e of ev) {
      expect(e.text).not.toMatch(/[<>\n]|https?:|\[\d+\]/u);
      expect(e.text.length).toBeLessThanOrEqual(600);
      expect(e.url?.startsWith(server.url)).toBe(true);
    }
    expect(allText(ev)).toContain('1911 Nobel Prize in Chemistry');
  });

  test('article URLs in the evidence open on the server', async () => {
    const ev = evidenceOf(await stageFor(server.url).run(turn('какая столица франции'), stageContext({ evidence: [] })));
    const res = await fetch(ev[0]!.url!);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
  });

  test('stays within its request budget for a question nothing answers', async () => {
    const counters = new Counters();
    const r = await stageFor(server.url, counters).run(turn('zxqv wplk mrrgh ttrp gggh'), stageContext({ evidence: [] }));
    expect(r.kind).toBe('pass');
    expect(counters.get('kiwix.noResults')).toBe(1);
    // One catalog read plus the search budget; no articles were read.
    expect(counters.get('kiwix.requests')).toBeLessThanOrEqual(1 + MAX_SEARCH_REQUESTS_PER_TURN);
  });

  test('passes when no kiwix server is running', async () => {
    const counters = new Counters();
    expect(await stageFor(undefined, counters).run(turn('when was ray charles born'), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.get('kiwix.skipped')).toBe(1);
  });

  test('passes and counts a failure when the server is down', async () => {
    const counters = new Counters();
    const url = `http://127.0.0.1:${await freePort()}`;
    expect(await stageFor(url, counters).run(turn('when was ray charles born'), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.get('kiwix.failed')).toBe(1);
  });

  test('passes without requests when the stage signal has already aborted or its deadline has passed', async () => {
    const counters = new Counters();
    const ac = new AbortController();
    ac.abort();
    const stage = stageFor(server.url, counters);
    expect(await stage.run(turn('when was ray charles born'), stageContext({ signal: ac.signal }))).toEqual({ kind: 'pass' });
    expect(await stage.run(turn('when was ray charles born'), stageContext({ deadlineMs: -1 }))).toEqual({ kind: 'pass' });
    expect(counters.get('kiwix.aborted')).toBe(1);
    expect(counters.get('kiwix.timedOut')).toBe(1);
  });
});
