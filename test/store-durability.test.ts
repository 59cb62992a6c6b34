/**
 * Acknowledged means on disk. The data directory is a real tmpfs that fills up (or is read-only) while a
 * real store and a real Hearth run on it: every write must either be committed before it is acknowledged,
 * or fail loudly enough that the user hears "I couldn't save that", a counter moves and a log line says
 * which table and SQLite code (never the text).
 */
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../daemon/log/logger.js';
import { createHearth } from '../daemon/main.js';
import { phrasesFor } from '../daemon/store/phrases.js';
import { openStore, StoreError, type Store, type WriteFailure } from '../daemon/store/store.js';
import { testConfig } from './helpers/hearth.js';
import { canMount, mountTmpfs, MOUNT_SKIP_REASON, type Tmpfs } from './helpers/tmpfs.js';

/** Big enough for the schema, its WAL and a few turns; small enough to fill in a few milliseconds. */
const TMPFS_KB = 2048;
const mountable = canMount();
if (!mountable) console.warn(MOUNT_SKIP_REASON);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

function freshFs(mode: 'ro' | 'rw' = 'rw'): Tmpfs {
  const fs = mountTmpfs(TMPFS_KB, mode);
  cleanups.push(() => fs.unmount());
  return fs;
}

function storeOn(dir: string, failures: WriteFailure[] = []): Store {
  const store = openStore({ dataDir: dir, history: { enabled: true, retentionDays: 30 }, onWriteFailure: (f) => failures.push(f) });
  cleanups.push(() => store.close());
  return store;
}

function writeError(fn: () => unknown): StoreError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(StoreError);
    return err as StoreError;
  }
  throw new Error('the write was acknowledged on a full disk');
}

describe.skipIf(!mountable)('store writes on a disk that fills up mid-run', () => {
  it('a note added on a full disk throws HEARTH_STORE_WRITE_FAILED instead of returning a row', () => {
    const fs = freshFs();
    const store = storeOn(fs.dir);
    store.addNote('the red kite is in the shed');
    fs.fill();
    const err = writeError(() => store.addNote('the yellow kite is in the loft'));
    expect(err.code).toBe('HEARTH_STORE_WRITE_FAILED');
    expect(err.message).not.toContain('kite');
  });

  it('the refused note is not in the database, the earlier one still is', () => {
    const fs = freshFs();
    const store = storeOn(fs.dir);
    store.addNote('the red kite is in the shed');
    fs.fill();
    writeError(() => store.addNote('the yellow kite is in the loft'));
    fs.unfill();
    expect(store.listNotes().map((n) => n.text)).toEqual(['the red kite is in the shed']);
  });

  it('after space is freed, writes succeed again on the same connection', () => {
    const fs = freshFs();
    const store = storeOn(fs.dir);
    fs.fill();
    writeError(() => store.addNote('the yellow kite is in the loft'));
    fs.unfill();
    store.addNote('the yellow kite is in the loft');
    expect(store.listNotes()).toHaveLength(1);
  });

  it.each([
    ['addTimer', (s: Store) => s.addTimer({ kind: 'timer', label: 'tea', dueAt: Date.now() + 60_000, createdAt: Date.now() })],
    ['setFact', (s: Store) => s.setFact('wifi password', 'kite-42')],
    ['setPersona', (s: Store) => s.setPersona('speak slowly')],
    ['recordTurn', (s: Store) => s.recordTurn({ at: Date.now(), origin: 'chat', question: 'kite?', answer: 'loft', route: 'personal' })],
    ['addListItems', (s: Store) => s.addListItems('shopping', ['milk', 'bread'])],
  ])('%s on a full disk throws HEARTH_STORE_WRITE_FAILED', (_name, write) => {
    const fs = freshFs();
    const store = storeOn(fs.dir);
    fs.fill();
    expect(writeError(() => write(store)).code).toBe('HEARTH_STORE_WRITE_FAILED');
  });

  it.each([
    ['deleteNote', (s: Store, id: number) => s.deleteNote(id)],
    ['forgetNotesMatching', (s: Store) => s.forgetNotesMatching('yellow kite loft')],
  ])('%s on a full disk throws and the note is still there', (_name, write) => {
    const fs = freshFs();
    const store = storeOn(fs.dir);
    const note = store.addNote('the yellow kite is in the loft');
    // Fill the WAL's free pages too: a deletion only needs a page or two.
    for (let i = 0; i < 20; i++) store.addNote(`padding note number ${i} ${'x'.repeat(2000)}`);
    fs.fill();
    writeError(() => write(store, note.id));
    fs.unfill();
    expect(store.listNotes(100).some((n) => n.id === note.id)).toBe(true);
  });

  it('tells its owner which table failed and SQLite code, without the text', () => {
    const fs = freshFs();
    const failures: WriteFailure[] = [];
    const store = storeOn(fs.dir, failures);
    fs.fill();
    writeError(() => store.addNote('the yellow kite is in the loft'));
    expect(failures).toEqual([{ table: 'notes', code: 'SQLITE_FULL' }]);
  });
});

interface Case {
  lang: string;
  remember: string;
  timer: string;
  list: string;
}

const CASES: Case[] = [
  { lang: 'en', remember: 'remember that the yellow kite is in the loft', timer: 'set a timer for 5 minutes', list: 'add milk to the shopping list' },
  { lang: 'ru', remember: 'запомни, что жёлтый змей на чердаке', timer: 'поставь таймер на 5 минут', list: 'добавь молоко в список покупок' },
  { lang: 'de', remember: 'merk dir, dass der gelbe Drachen auf dem Dachboden ist', timer: 'stell einen Timer auf 5 Minuten', list: 'setz Milch auf die Einkaufsliste' },
  { lang: 'es', remember: 'recuerda que la cometa amarilla está en el desván', timer: 'pon un temporizador de 5 minutos', list: 'añade leche a la lista de la compra' },
];

describe.skipIf(!mountable)('turns on a disk that fills up mid-run', () => {
  async function hearthOnFullDisk() {
    const fs = freshFs();
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ HEARTH_SEARXNG_URL: '', HEARTH_KIWIX_URL: '', HEARTH_LLM_URL: '', HEARTH_LOG_LEVEL: 'info' }, fs.dir);
    const hearth = await createHearth(config, { logger: createLogger('info', sink) });
    cleanups.push(() => hearth.close());
    fs.fill();
    return { hearth, lines, fs };
  }

  it.each(CASES)('"$remember" answers that it could not save ($lang)', async ({ lang, remember }) => {
    const { hearth } = await hearthOnFullDisk();
    const outcome = await hearth.chain.ask({ text: remember, origin: 'chat', clientId: 'c' });
    expect(outcome.ok && outcome.record.text).toBe(phrasesFor(lang).cannotSave);
  });

  it.each(CASES)('"$timer" answers that it could not save ($lang)', async ({ lang, timer }) => {
    const { hearth } = await hearthOnFullDisk();
    const outcome = await hearth.chain.ask({ text: timer, origin: 'chat', clientId: 'c' });
    expect(outcome.ok && outcome.record.text).toBe(phrasesFor(lang).cannotSave);
  });

  it.each(CASES)('"$list" answers that it could not save, and the list stays empty ($lang)', async ({ lang, list }) => {
    const { hearth, fs } = await hearthOnFullDisk();
    const outcome = await hearth.chain.ask({ text: list, origin: 'chat', clientId: 'c' });
    expect(outcome.ok && outcome.record.text).toBe(phrasesFor(lang).cannotSave);
    fs.unfill();
    expect(hearth.store.listItems('shopping')).toEqual([]);
  });

  it('a refused note is counted and logged by table and code, and the log never has its text', async () => {
    const { hearth, lines } = await hearthOnFullDisk();
    await hearth.chain.ask({ text: 'remember that the yellow kite is in the loft', origin: 'chat', clientId: 'c' });
    expect(hearth.counters.get('store.writeFailed.notes')).toBe(1);
    const logged = lines.map((l) => JSON.parse(l) as { event?: string; table?: string; code?: string });
    expect(logged.filter((l) => l.event === 'storeWriteFailed')).toContainEqual(expect.objectContaining({ table: 'notes', code: 'SQLITE_FULL' }));
    expect(lines.join('\n')).not.toMatch(/kite|loft/u);
  });

  it('the note the user was told about is never missing: after the disk recovers, none was acknowledged', async () => {
    const { hearth, fs } = await hearthOnFullDisk();
    const outcome = await hearth.chain.ask({ text: 'remember that the yellow kite is in the loft', origin: 'chat', clientId: 'c' });
    fs.unfill();
    const saved = hearth.store.listNotes().length > 0;
    const acknowledged = outcome.ok && outcome.record.text !== phrasesFor('en').cannotSave;
    expect({ saved, acknowledged }).toEqual({ saved: false, acknowledged: false });
  });
});

const BIN = new URL('../bin/hearth.js', import.meta.url).pathname;

describe.skipIf(!mountable)('a read-only data directory at start', () => {
  function askOn(dir: string) {
    const env = { ...process.env, HEARTH_DATA_DIR: dir, HEARTH_ZIM_DIR: join(dir, 'no-zims'), HEARTH_SEARXNG_URL: '', HEARTH_KIWIX_URL: '', HEARTH_LLM_URL: '', HEARTH_CONFIG: '' };
    return spawnSync(process.execPath, [BIN, 'ask', 'what is 6 times 7'], { env, encoding: 'utf8', timeout: 30_000 });
  }

  it('an empty read-only directory: openStore throws HEARTH_STORE_READ_ONLY naming the directory', () => {
    const fs = freshFs('ro');
    const err = writeError(() => storeOn(fs.dir));
    expect({ code: err.code, namesDir: err.message.includes(fs.dir) }).toEqual({ code: 'HEARTH_STORE_READ_ONLY', namesDir: true });
  });

  it('an existing store on a filesystem remounted read-only: openStore throws HEARTH_STORE_READ_ONLY', () => {
    const fs = freshFs();
    const store = openStore({ dataDir: fs.dir, history: { enabled: true, retentionDays: 30 } });
    store.addNote('the yellow kite is in the loft');
    store.close();
    fs.remount('ro');
    expect(writeError(() => storeOn(fs.dir)).code).toBe('HEARTH_STORE_READ_ONLY');
  });

  it('hearth ask on it prints one line saying the directory cannot be written and exits 1', () => {
    const fs = freshFs('ro');
    const run = askOn(fs.dir);
    expect({ code: run.status, lines: run.stderr.trim().split('\n').length }).toEqual({ code: 1, lines: 1 });
    expect(run.stderr).toContain(`the data directory ${fs.dir} cannot be written`);
  });
});
