/**
 * A Hearth over real ZIM files from ../shared/zim, with its own managed kiwix-serve, for the suites that answer
 * from real Wikipedia. Skipped (`present` false) where the files are missing, except in CI, which has them.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TurnRecord } from '../../daemon/turn/types.js';
import { startTestHearth, type TestHearth } from './hearth.js';

const SHARED_ZIM = new URL('../../../shared/zim/', import.meta.url).pathname;

export interface RealZimHearth {
  /** Whether every book is there; a suite is skipped otherwise. */
  present: boolean;
  /** The running Hearth (after beforeAll). */
  app: () => TestHearth;
  /** Asks one turn as the CLI does and returns its record. */
  ask: (text: string) => Promise<TurnRecord>;
}

/** Registers beforeAll/afterAll that start and stop a Hearth over `books`. */
export function useRealZimHearth(books: readonly string[], clientId: string): RealZimHearth {
  const present = books.every((b) => existsSync(join(SHARED_ZIM, b)));
  if (!present && process.env.CI !== 'true') process.stderr.write(`skipping real-ZIM tests: ${books.join(', ')} not in ${SHARED_ZIM}\n`);
  let app: TestHearth | undefined;
  const zimDir = mkdtempSync(join(tmpdir(), 'hearth-realzim-'));
  beforeAll(async () => {
    if (!present) return;
    mkdirSync(join(zimDir, 'zim'));
    for (const b of books) symlinkSync(join(SHARED_ZIM, b), join(zimDir, 'zim', b));
    app = await startTestHearth({ HEARTH_ZIM_DIR: join(zimDir, 'zim'), HEARTH_SEARXNG_URL: '' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    rmSync(zimDir, { recursive: true, force: true });
  });
  return {
    present,
    app: () => app!,
    async ask(text) {
      const outcome = await app!.hearth.chain.ask({ text, origin: 'cli', clientId });
      if (!outcome.ok) throw new Error(`turn ended early: ${outcome.reason}`);
      return outcome.record;
    },
  };
}
