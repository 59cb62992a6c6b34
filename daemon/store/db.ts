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
import { HearthError, type HearthErrorCode } from '../errors.js';

export type Db = Database.Database;

/** File name inside the data directory. */
export const DB_FILE_NAME = 'hearth.sqlite';

/**
 * How long a statement waits for a lock held by another connection (the CLI writing a note while the daemon
 * runs) before failing with SQLITE_BUSY. Writes here take milliseconds; five seconds only runs out if
 * another process is stuck, and it is still short enough that a turn does not hang for long.
 */
const BUSY_TIMEOUT_MS = 5_000;

/** Stable codes carried by StoreError, for callers and counters (declared in daemon/errors.ts). */
export type StoreErrorCode = Extract<HearthErrorCode, `HEARTH_STORE_${string}`>;

/** The store's only exception type. Messages never contain user text (notes, questions, answers). */
export class StoreError extends HearthError {
  declare readonly code: StoreErrorCode;
  /** SQLite's own code when SQLite refused ('SQLITE_FULL', 'SQLITE_IOERR_WRITE', ...); else undefined. */
  readonly sqliteCode: string | undefined;
  constructor(code: StoreErrorCode, message: string, sqliteCode?: string) {
    super(code, message);
    this.sqliteCode = sqliteCode;
  }
}

/** What the store tells its owner when a write did not reach the disk: which table and SQLite's code. */
export interface WriteFailure {
  table: 'notes' | 'facts' | 'persona' | 'turns' | 'timers' | 'lists';
  /** SQLite's code ('SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY', ...) or 'unknown'. Never user text. */
  code: string;
}

export type WriteFailureHook = (failure: WriteFailure) => void;

function sqliteCodeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

/**
 * Runs `write` in an explicit transaction and returns its result only once COMMIT succeeded, so whatever the
 * caller acknowledges is on disk (synchronous=FULL).
 *
 * Why not the plain statement: `INSERT ... RETURNING` read with better-sqlite3's `.get()` returns the row
 * after the first step, and the implicit commit that follows happens when the statement is reset, where
 * its error is dropped: on a full or read-only disk the caller got a row that was never saved. Inside an
 * explicit transaction the COMMIT is its own statement, and its failure throws here.
 *
 * Any SQLite failure becomes StoreError('HEARTH_STORE_WRITE_FAILED') carrying SQLite's code (never the text being
 * written); `onFailure` hears about it first, so the owner can count and log it. A StoreError raised by
 * `write` itself (bad input) passes through unchanged.
 */
export function durably<T>(db: Db, table: WriteFailure['table'], onFailure: WriteFailureHook | undefined, write: () => T): T {
  try {
    return db.transaction(write)();
  } catch (err) {
    if (err instanceof StoreError) throw err;
    const sqliteCode = sqliteCodeOf(err);
    onFailure?.({ table, code: sqliteCode ?? 'unknown' });
    throw new StoreError('HEARTH_STORE_WRITE_FAILED', `a write to ${table} did not reach the disk (${sqliteCode ?? 'unknown'})`, sqliteCode);
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
const CONNECTION_PRAGMAS: readonly string[] = Object.freeze([
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
  const file = join(dataDir, DB_FILE_NAME);
  let db: Db;
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const isNew = !existsSync(file);
    db = new Database(file);
    if (isNew) chmodSync(file, 0o600);
  } catch (err) {
    throw asOpenError(err, dataDir);
  }
  try {
    for (const pragma of CONNECTION_PRAGMAS) db.pragma(pragma);
    const mode = db.pragma('journal_mode', { simple: true });
    if (mode !== 'wal') throw new StoreError('HEARTH_STORE_NOT_WAL', 'the database could not switch to WAL mode');
  } catch (err) {
    db.close();
    throw asOpenError(err, dataDir);
  }
  return db;
}

/** Error codes (Node's and SQLite's) that mean "this directory or file cannot be written". */
const READ_ONLY_CODES: ReadonlySet<string> = new Set(['EROFS', 'EACCES', 'EPERM', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_IOERR_WRITE', 'SQLITE_IOERR_SHMOPEN', 'SQLITE_IOERR_SHMSIZE', 'SQLITE_READONLY_CANTINIT']);

/**
 * Turns "cannot create or write the store" at open into one StoreError with a hint a person can act on
 * (the data directory's path is the owner's config, not user text). Anything else passes through.
 */
export function asOpenError(err: unknown, dataDir: string): unknown {
  if (err instanceof StoreError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (READ_ONLY_CODES.has(code) || code.startsWith('SQLITE_READONLY'))) {
    return new StoreError(
      'HEARTH_STORE_READ_ONLY',
      `the data directory ${dataDir} cannot be written (${code}); Hearth keeps its notes there, so it needs a writable directory (check the mount, the free space and paths.dataDir)`,
      code.startsWith('SQLITE_') ? code : undefined,
    );
  }
  return err;
}
