/**
 * The word indexes of unindexed books (daemon/kiwix/word-indexes.ts) degrade to none: a failed read or a book
 * past a limit leaves that book without an index, counted, and nothing is thrown.
 */
import { describe, expect, test } from 'vitest';
import { KiwixClient, type KiwixOutcome } from '../daemon/kiwix/client.js';
import { DEFAULT_INDEX_LIMITS } from '../daemon/kiwix/local-index.js';
import { createWordIndexes } from '../daemon/kiwix/word-indexes.js';
import { silentLogger } from '../daemon/log/logger.js';
import type { CounterName } from '../daemon/status/counter-names.js';
import { Counters } from '../daemon/status/counters.js';
import { freePort } from './helpers/zim.js';

const TITLES = [
  { title: 'Boeing 747', path: 'A/Boeing_747' },
  { title: 'Mach number', path: 'A/Mach_number' },
];
const direct = <T>(call: () => Promise<KiwixOutcome<T>>) => call();

/** Waits until the counter is bumped (the build runs in the background); fails the test after a few seconds. */
async function counted(counters: Counters, name: CounterName): Promise<void> {
  for (let i = 0; i < 100 && counters.get(name) === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(counters.get(name)).toBe(1);
}

describe('word indexes', () => {
  test('a book whose article cannot be read gets no index, counted as failed', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger() });
    const client = new KiwixClient(`http://127.0.0.1:${await freePort()}`);
    indexes.start('book', client, 'book', TITLES, direct);
    await counted(counters, 'kiwix.wordIndexFailed');
    expect(indexes.ready('book')).toBeUndefined();
  });

  test('a book with more articles than the limit gets no index, counted as too large', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger(), limits: { ...DEFAULT_INDEX_LIMITS, maxArticles: 1 } });
    indexes.start('book', new KiwixClient(`http://127.0.0.1:${await freePort()}`), 'book', TITLES, direct);
    await counted(counters, 'kiwix.wordIndexTooLarge');
    expect(indexes.ready('book')).toBeUndefined();
  });

  test('a book past the budget of all books together gets no index, counted as too large', async () => {
    const counters = new Counters();
    const indexes = createWordIndexes({ counters, logger: silentLogger(), maxAllBytes: 0 });
    indexes.start('book', new KiwixClient(`http://127.0.0.1:${await freePort()}`), 'book', TITLES, direct);
    await counted(counters, 'kiwix.wordIndexTooLarge');
    expect(counters.get('kiwix.wordIndexFailed')).toBe(0);
  });
});
