/**
 * Opening the personal store's SQLite file: where it lives, the pragmas it runs with, and the one error
 * type the store throws. The schema itself is in migrations.ts.
 *
 * Everything personal (notes, facts, persona, turn history, timers) lives in one file,
 * `<dataDir>/hearth.sqlite`, readable only by the daemon's user.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** File name inside the data directory. */
export const DB_FILE_NAME = 'hearth.sqlite';

/**
 * How long a statement waits for a lock held by another connection (the CLI writing a note while the daemon
 * runs) before failing with SQLITE_BUSY. Writes here take milliseconds; five seconds only runs out if
 * another process is stuck, and it is still short enough that a turn does not hang for long.
 */
export const BUSY_TIMEOUT_MS = 5_000;

/** Stable codes carried by StoreError, for callers and counters. */
export type StoreErrorCode =
  | 'STORE_VERSION_TOO_NEW'
  | 'STORE_NOT_WAL'
  | 'STORE_BAD_OPTIONS'
  | 'STORE_BAD_INPUT'
  | 'STORE_CLOSED';

/** The store's only exception type. Messages never contain user text (notes, questions, answers). */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}

/**
 * Pragmas applied to every connection, in order. Exported as plain data so tests can check a connection
 * runs with them.
 *
 * - journal_mode=WAL: readers never block the writer, and a crash leaves the main file untouched; the next
 *   open replays or discards the write-ahead log.
 * - synchronous=FULL: every commit waits for the WAL to reach the disk (fsync) before better-sqlite3
 *   returns. With NORMAL a commit that survived a *process* kill could still vanish in a power cut, and an
 *   acknowledged note ("remember that the spare key is under the blue pot") must never be lost. Writes
 *   are a few per turn at most, so the fsync costs nothing anyone can hear.
 * - busy_timeout: see BUSY_TIMEOUT_MS.
 * - foreign_keys=ON: SQLite leaves them off by default; any future reference between tables is enforced.
 */
export const CONNECTION_PRAGMAS: readonly string[] = Object.freeze([
  'journal_mode = WAL',
  'synchronous = FULL',
  `busy_timeout = ${BUSY_TIMEOUT_MS}`,
  'foreign_keys = ON',
]);

/**
 * Opens (creating if missing) the database file in `dataDir`, applying CONNECTION_PRAGMAS. A new directory
 * is created private to the user (0700) and a new file is made 0600: the store holds what the owner said.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DB_FILE_NAME);
  const isNew = !existsSync(file);
  const db = new Database(file);
  try {
    if (isNew) chmodSync(file, 0o600);
    for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
    const mode = db.pragma('journal_mode', { simple: true });
    if (mode !== 'wal') throw new StoreError('STORE_NOT_WAL', 'the database could not switch to WAL mode');
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}
