/** The personal store on real SQLite files: schema, notes, facts, persona, history and timers. */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../daemon/store/db.js';
import { DAY_MS } from '../daemon/store/history.js';
import { migrate, MIGRATIONS, SCHEMA_VERSION } from '../daemon/store/migrations.js';
import { openStore, StoreError, type OpenStoreOptions, type Store } from '../daemon/store/store.js';

let dir: string;
let store: Store | undefined;
const HISTORY_ON = { enabled: true, retentionDays: 30 };

function open(history: OpenStoreOptions['history'] = HISTORY_ON): Store {
  store?.close();
  store = openStore({ dataDir: dir, history });
  return store;
}

function raw(): Database.Database {
  return new Database(join(dir, 'hearth.sqlite'));
}

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'hearth-store-')), 'data');
  store = undefined;
});
afterEach(() => {
  store?.close();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('opening and migrations', () => {
  test('a missing data dir is created with the database at the latest schema version', () => {
    open().close();
    const db = raw();
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'hearth.sqlite')).mode & 0o777).toBe(0o600);
  });

  test('the connection runs in WAL mode with synchronous FULL, a busy timeout and foreign keys', () => {
    const db = openDatabase(dir); // the function openStore opens its connection with
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  test('re-opening keeps the data and does not migrate again', () => {
    const first = open();
    const note = first.addNote('the spare key is under the blue pot', 1000);
    open();
    expect(store?.listNotes()).toEqual([note]);
    const db = raw();
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  test('an older database is migrated forward and keeps its rows', () => {
    mkdirSync(dir, { recursive: true });
    const db = new Database(join(dir, 'hearth.sqlite'));
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare('INSERT INTO notes (text, created_at) VALUES (?, ?)').run('old note', 5);
    db.close();
    const s = open();
    expect(s.listNotes().map((n) => n.text)).toEqual(['old note']);
    expect(s.addTimer({ kind: 'timer', label: 'tea', dueAt: 10, createdAt: 1 }).id).toBe(1);
  });

  test('a database from a newer Hearth is refused with HEARTH_STORE_VERSION_TOO_NEW', () => {
    open().close();
    store = undefined;
    const db = raw();
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    let caught: unknown;
    try {
      openStore({ dataDir: dir, history: HISTORY_ON });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(StoreError);
    expect((caught as StoreError).code).toBe('HEARTH_STORE_VERSION_TOO_NEW');
  });

  test('a negative retention is refused with HEARTH_STORE_BAD_OPTIONS', () => {
    expect(() => open({ enabled: true, retentionDays: -1 })).toThrow(
      expect.objectContaining({ code: 'HEARTH_STORE_BAD_OPTIONS' }),
    );
  });
});

describe('notes', () => {
  test('addNote returns the saved note and listNotes is newest first', () => {
    const s = open();
    const a = s.addNote('  first note  ', 1000);
    const b = s.addNote('second note', 2000);
    expect(a).toEqual({ id: 1, text: 'first note', createdAt: 1000 });
    expect(s.listNotes()).toEqual([b, a]);
    expect(s.listNotes(1)).toEqual([b]);
  });

  test('an empty note is refused with HEARTH_STORE_BAD_INPUT', () => {
    expect(() => open().addNote('   ')).toThrow(expect.objectContaining({ code: 'HEARTH_STORE_BAD_INPUT' }));
  });

  const finds: [string, string, string][] = [
    ['en', 'the spare key is under the blue pot', 'where is the spare key'],
    ['ru', 'запасной ключ лежит под синим горшком', 'где запасной ключ'],
    ['ru inflection', 'ключи от машины в ящике', 'где ключ от машины'],
    ['de', 'Der Ersatzschlüssel liegt unter dem blauen Topf', 'Wo ist der Ersatzschlüssel?'],
    ['es', 'Las llaves del coche están en el cajón', '¿Dónde están las llaves del coche?'],
  ];
  for (const [lang, note, question] of finds) {
    test(`searchNotes finds a note from a question (${lang})`, () => {
      const s = open();
      s.addNote('the passport is in the top drawer of the desk');
      s.addNote('паспорт в верхнем ящике стола');
      const wanted = s.addNote(note);
      s.addNote('Mama hat am 3. Mai Geburtstag');
      const hits = s.searchNotes(question);
      expect(hits[0]?.id).toBe(wanted.id);
      expect(hits[0]?.score).toBeGreaterThanOrEqual(0.9);
    });
  }

  test('searchNotes prefers the newer of two equally good notes', () => {
    const s = open();
    s.addNote('the spare key is under the blue pot', 1000);
    const newer = s.addNote('the spare key is now in the kitchen drawer', 2000);
    expect(s.searchNotes('where is the spare key')[0]?.id).toBe(newer.id);
  });

  test('world questions match none of the typical notes', () => {
    const s = open();
    for (const n of [
      'the spare key is under the blue pot',
      'the wifi password is on the fridge',
      'my tower fan is in the attic',
      'запасной ключ лежит под синим горшком',
      'Der Ersatzschlüssel liegt unter dem blauen Topf',
      'la llave de repuesto está debajo de la maceta azul',
      'the car is parked on level 3',
    ]) s.addNote(n);
    for (const q of [
      'where is the eiffel tower',
      'what is the capital of France',
      'who wrote war and peace',
      'где находится Эйфелева башня',
      'какая столица Франции',
      'Wo ist der Eiffelturm?',
      'Was ist die Hauptstadt von Frankreich?',
      '¿Dónde está la torre Eiffel?',
      '¿Cuál es la capital de Francia?',
    ]) expect(s.searchNotes(q), q).toEqual([]);
  });

  test('deleteNote removes one note and reports whether it existed', () => {
    const s = open();
    const n = s.addNote('the spare key is under the blue pot');
    expect(s.deleteNote(n.id)).toBe(true);
    expect(s.deleteNote(n.id)).toBe(false);
    expect(s.searchNotes('where is the spare key')).toEqual([]);
  });

  test('forgetNotesMatching deletes only notes containing every content word', () => {
    const s = open();
    s.addNote('the spare key is under the blue pot');
    s.addNote('запасной ключ лежит под синим горшком');
    const kept = s.addNote('the car key is in the bowl');
    expect(s.forgetNotesMatching('the spare key')).toBe(1);
    expect(s.forgetNotesMatching('запасного ключа')).toBe(1);
    expect(s.forgetNotesMatching('')).toBe(0);
    expect(s.listNotes()).toEqual([kept]);
  });
});

describe('facts and persona', () => {
  test('facts are set, replaced, listed by key and deleted', () => {
    const s = open();
    s.setFact('name', 'Sam');
    s.setFact('birthday', 'May 3');
    s.setFact(' name ', 'Samantha');
    expect(s.getFact('name')).toBe('Samantha');
    expect(s.listFacts()).toEqual([{ key: 'birthday', value: 'May 3' }, { key: 'name', value: 'Samantha' }]);
    expect(s.deleteFact('name')).toBe(true);
    expect(s.deleteFact('name')).toBe(false);
    expect(s.getFact('name')).toBeUndefined();
  });

  test('searchFacts matches a question against key and value', () => {
    const s = open();
    s.setFact('wifi password', 'blue-otter-42');
    s.setFact('name', 'Sam');
    expect(s.searchFacts('what is the wifi password')[0]?.value).toBe('blue-otter-42');
    expect(s.searchFacts('what is the capital of France')).toEqual([]);
  });

  test('persona is empty until set and survives a re-open', () => {
    expect(open().getPersona()).toBe('');
    store?.setPersona('Speak briefly. Call me Sam.');
    expect(open().getPersona()).toBe('Speak briefly. Call me Sam.');
  });
});

describe('history', () => {
  const turn = (at: number) => ({ at, origin: 'chat', question: `q${at}`, answer: `a${at}`, route: 'zim' });

  test('recordTurn keeps turns, newest first', () => {
    const s = open();
    s.recordTurn(turn(1000));
    s.recordTurn(turn(2000));
    expect(s.recentTurns(10)).toEqual([turn(2000), turn(1000)]);
    expect(s.recentTurns(1)).toEqual([turn(2000)]);
  });

  test('pruneHistory deletes turns older than retentionDays', () => {
    const s = open({ enabled: true, retentionDays: 7 });
    const now = 100 * DAY_MS;
    s.recordTurn(turn(now - 8 * DAY_MS));
    s.recordTurn(turn(now - 6 * DAY_MS));
    expect(s.pruneHistory(now)).toBe(1);
    expect(s.recentTurns(10)).toEqual([turn(now - 6 * DAY_MS)]);
  });

  test('with history off recordTurn stores nothing', () => {
    const s = open({ enabled: false, retentionDays: 30 });
    s.recordTurn(turn(Date.now()));
    expect(s.recentTurns(10)).toEqual([]);
  });

  test('turning history off deletes what was kept when the store opens', () => {
    open().recordTurn(turn(Date.now()));
    expect(open({ enabled: false, retentionDays: 30 }).recentTurns(10)).toEqual([]);
    expect(open().recentTurns(10)).toEqual([]);
  });
});

describe('timers', () => {
  test('addTimer returns a pending row and listTimers orders pending ones by due time', () => {
    const s = open();
    const late = s.addTimer({ kind: 'reminder', label: 'call mum', dueAt: 5000, createdAt: 1 });
    const soon = s.addTimer({ kind: 'timer', label: 'tea', dueAt: 3000, createdAt: 2 });
    expect(soon).toEqual({ id: 2, kind: 'timer', label: 'tea', dueAt: 3000, createdAt: 2, state: 'pending', name: '', repeatDays: 0, lang: '', leftMs: null });
    expect(s.listTimers()).toEqual([soon, late]);
  });

  test('cancelled and fired timers leave the pending list but show with includeDone', () => {
    const s = open();
    const a = s.addTimer({ kind: 'timer', label: 'eggs', dueAt: 1000, createdAt: 1 });
    const b = s.addTimer({ kind: 'timer', label: 'pasta', dueAt: 2000, createdAt: 1 });
    const c = s.addTimer({ kind: 'reminder', label: 'bins', dueAt: 3000, createdAt: 1 });
    expect(s.cancelTimer(a.id)).toBe(true);
    s.markTimerFired(b.id);
    expect(s.listTimers().map((t) => t.id)).toEqual([c.id]);
    expect(s.listTimers({ includeDone: true }).map((t) => [t.id, t.state])).toEqual([
      [a.id, 'cancelled'],
      [b.id, 'fired'],
      [c.id, 'pending'],
    ]);
  });

  test('cancelTimer is false for a fired, cancelled or unknown timer', () => {
    const s = open();
    const t = s.addTimer({ kind: 'timer', label: 'tea', dueAt: 1000, createdAt: 1 });
    s.markTimerFired(t.id);
    expect(s.cancelTimer(t.id)).toBe(false);
    expect(s.cancelTimer(999)).toBe(false);
  });

  test('a fired timer is not un-fired by a late cancel, nor a cancelled one fired', () => {
    const s = open();
    const t = s.addTimer({ kind: 'timer', label: 'tea', dueAt: 1000, createdAt: 1 });
    s.cancelTimer(t.id);
    s.markTimerFired(t.id);
    expect(s.listTimers({ includeDone: true })[0]?.state).toBe('cancelled');
  });
});
