/**
 * The store's schema as an ordered list of migrations. `PRAGMA user_version` records how many have been
 * applied; opening the store applies the missing ones, each in its own transaction together with the
 * version bump, so a crash mid-migration leaves the previous version intact.
 *
 * Rules for adding one: append to MIGRATIONS (never edit or reorder a released entry), bump nothing else.
 * A database written by a newer Hearth (user_version above what this code knows) is refused rather than
 * guessed at: opening it could silently drop data the newer schema relies on.
 */
import { StoreError, type Db } from './db.js';

interface Migration {
  /** 1-based; equals the index in MIGRATIONS plus one. */
  readonly version: number;
  /** What it does, for the reader. */
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = Object.freeze([
  {
    version: 1,
    name: 'notes, facts and persona',
    sql: `
      -- AUTOINCREMENT: a deleted note's id is never handed out again, so "note 12" always means one note.
      CREATE TABLE notes (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        text       TEXT    NOT NULL CHECK (length(text) > 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX notes_by_created_at ON notes (created_at);

      CREATE TABLE facts (
        key        TEXT    PRIMARY KEY,
        value      TEXT    NOT NULL,
        updated_at INTEGER NOT NULL
      );

      -- One row at most (id = 1): the text describing how Hearth should speak to its owner.
      CREATE TABLE persona (
        id         INTEGER PRIMARY KEY CHECK (id = 1),
        text       TEXT    NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'turn history and timers',
    sql: `
      CREATE TABLE turns (
        id       INTEGER PRIMARY KEY,
        at       INTEGER NOT NULL,
        origin   TEXT    NOT NULL,
        question TEXT    NOT NULL,
        answer   TEXT    NOT NULL,
        route    TEXT    NOT NULL
      );
      CREATE INDEX turns_by_at ON turns (at);

      CREATE TABLE timers (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        kind       TEXT    NOT NULL CHECK (kind IN ('timer', 'reminder')),
        label      TEXT    NOT NULL,
        due_at     INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        state      TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'fired', 'cancelled'))
      );
      CREATE INDEX timers_by_state_due ON timers (state, due_at);
    `,
  },
  {
    version: 3,
    name: 'alarms, named and paused timers; lists',
    sql: `
      -- SQLite cannot change a CHECK constraint in place: the timers table is rebuilt with the new kinds,
      -- states and columns, keeping every row and id.
      CREATE TABLE timers_v3 (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        kind        TEXT    NOT NULL CHECK (kind IN ('timer', 'reminder', 'alarm')),
        label       TEXT    NOT NULL,
        due_at      INTEGER NOT NULL,
        created_at  INTEGER NOT NULL,
        state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'fired', 'cancelled', 'paused')),
        name        TEXT    NOT NULL DEFAULT '',
        -- Alarms: weekday bitmask, bit 0 = Sunday; 0 rings once.
        repeat_days INTEGER NOT NULL DEFAULT 0 CHECK (repeat_days BETWEEN 0 AND 127),
        lang        TEXT    NOT NULL DEFAULT '',
        -- Paused timers: milliseconds left when paused.
        left_ms     INTEGER
      );
      INSERT INTO timers_v3 (id, kind, label, due_at, created_at, state)
        SELECT id, kind, label, due_at, created_at, state FROM timers;
      DROP TABLE timers;
      ALTER TABLE timers_v3 RENAME TO timers;
      CREATE INDEX timers_by_state_due ON timers (state, due_at);

      CREATE TABLE lists (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        name       TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE list_items (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        list_id    INTEGER NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
        text       TEXT    NOT NULL CHECK (length(text) > 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX list_items_by_list ON list_items (list_id, id);
      INSERT INTO lists (name, created_at) VALUES ('shopping', 0), ('todo', 0);
    `,
  },
]);

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Reads `PRAGMA user_version`. */
function schemaVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}

/**
 * Brings the database up to the last entry of `migrations` (default: all of them) and returns the version
 * it started from. Throws StoreError HEARTH_STORE_VERSION_TOO_NEW for a database from a newer Hearth.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number {
  const known = migrations.length;
  const start = schemaVersion(db);
  if (start > known) {
    throw new StoreError(
      'HEARTH_STORE_VERSION_TOO_NEW',
      `database schema version ${start} is newer than this Hearth understands (${known}); upgrade Hearth`,
    );
  }
  for (const m of migrations.slice(start)) {
    // IMMEDIATE: take the write lock up front so two processes opening a fresh store cannot both migrate.
    db.transaction(() => {
      if (schemaVersion(db) >= m.version) return; // another process got there first
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
  }
  return start;
}
