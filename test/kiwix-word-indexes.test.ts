/**
 * The word indexes of unindexed books (daemon/kiwix/word-indexes.ts) degrade to none: a failed read or a book
 * past a limit leaves that book without an index, counted, and nothing is thrown.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KiwixClient, type KiwixOutcome } from '../daemon/kiwix/client.js';
import { DEFAULT_INDEX_LIMITS } from '../daemon/kiwix/local-index.js';
import { listTitles } from '../daemon/kiwix/title-list.js';
import { createWordIndexes } from '../daemon/kiwix/word-indexes.js';
import { silentLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import { freePort, startKiwixServe, type KiwixServer } from './helpers/zim.js';

const TITLES = [
  { title: 'Boeing 747', path: 'A/Boeing_747' },
  { title: 'Mach number', path: 'A/Mach_number' },
];
const direct = <T>(call: () => Promise<KiwixOutcome<T>>) => call();


describe('word indexes degrade', () => {
  test('a book whose article cannot be read gets no index, counted as failed', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger() });
    const client = new KiwixClient(`http://127.0.0.1:${await freePort()}`);
    await indexes.start('http://a', client, 'book', TITLES, direct);
    expect(counters.get('kiwix.wordIndexFailed')).toBe(1);
    expect(indexes.ready('http://a', 'book')).toBeUndefined();
  });

  test('a book with more articles than the limit gets no index, counted as too large', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger(), limits: { ...DEFAULT_INDEX_LIMITS, maxArticles: 1 } });
    await indexes.start('http://a', new KiwixClient(`http://127.0.0.1:${await freePort()}`), 'book', TITLES, direct);
    expect(counters.get('kiwix.wordIndexTooLarge')).toBe(1);
    expect(indexes.ready('http://a', 'book')).toBeUndefined();
  });

  test('a book past the budget of all books together gets no index, counted as too large', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger(), maxAllBytes: 0 });
    await indexes.start('http://a', new KiwixClient(`http://127.0.0.1:${await freePort()}`), 'book', TITLES, direct);
    expect(counters.get('kiwix.wordIndexTooLarge')).toBe(1);
    expect(counters.get('kiwix.wordIndexFailed')).toBe(0);
  });
});

const ZIM = new URL('../../shared/zim/wikipedia_en_testzim_zimbalaka_2017-04.zim', import.meta.url).pathname;

describe.skipIf(!existsSync(ZIM))('word indexes over a real book without a full-text index', () => {
  let server: KiwixServer;
  beforeAll(async () => {
    server = await startKiwixServe([ZIM]);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
  });

  const built = async () => {
    const client = new KiwixClient(server.url);
    const catalog = await client.catalog({ timeoutMs: 5_000 });
    if (!catalog.ok) throw new Error(`no catalog: ${catalog.reason}`);
    const book = catalog.value[0]!.book;
    const titles = await listTitles(client, book, { timeoutMs: 5_000 }, direct);
    if (titles === undefined) throw new Error('no title list');
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger() });
    await indexes.start(server.url, client, book, titles, direct);
    expect(counters.get('kiwix.wordIndexBuilt')).toBe(1);
    return { indexes, book, titles };
  };

  test('every listed article of the book is indexed', async () => {
    const { indexes, book, titles } = await built();
    expect(indexes.ready(server.url, book)?.articles.map((a) => a.path).sort()).toEqual(titles.map((t) => t.path).sort());
  });

  test('a new server address drops the indexes built for the old one', async () => {
    const { indexes, book } = await built();
    await indexes.start(`http://127.0.0.1:${await freePort()}`, new KiwixClient(server.url), 'other', [], direct);
    expect(indexes.ready(server.url, book)).toBeUndefined();
  });
});
