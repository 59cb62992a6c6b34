/**
 * A hung kiwix-serve in a turn: the zim stage gives up within its own share of the turn, and once the breaker
 * has seen the server time out, later turns do not wait on it at all. The server is a real kiwix-serve over the
 * fixture ZIMs, stopped with SIGSTOP (the kernel still accepts its connections).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtureZims, disposeFixtureZims, startKiwixServe, type KiwixServer } from './helpers/zim.js';
import { startTestHearth, type TestHearth } from './helpers/hearth.js';

let kiwix: KiwixServer;
let app: TestHearth;

beforeAll(async () => {
  const { en, ru } = await fixtureZims();
  kiwix = await startKiwixServe([en, ru]);
  app = await startTestHearth({ HEARTH_KIWIX_URL: kiwix.url, HEARTH_SEARXNG_URL: '' });
  // One healthy turn first, so the catalog is read and the stage has answered once.
  await app.hearth.chain.ask({ text: 'when was ray charles born', origin: 'cli', clientId: 'warm' });
  kiwix.child.kill('SIGSTOP');
}, 60_000);

afterAll(async () => {
  kiwix?.child.kill('SIGCONT');
  await app?.close();
  await kiwix?.stop();
  await disposeFixtureZims();
});

describe('a kiwix-serve that stops answering', () => {
  test('the turn still ends with an answer, the zim stage within its share of the turn', async () => {
    const outcome = await app.hearth.chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'hung' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // The stage's budget is 2 s; the margin is for a loaded box, far below the 8 s turn deadline.
    expect(outcome.record.timingsMs.zim ?? 0).toBeLessThan(4_000);
  });

  test('after two timeouts the breaker answers for the server, without waiting', async () => {
    await app.hearth.chain.ask({ text: 'what gas do plants give off during photosynthesis', origin: 'cli', clientId: 'hung' });
    expect(app.hearth.counters.get('kiwix.breakerOpen')).toBeGreaterThan(0);
  });
});
