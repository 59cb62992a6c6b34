/**
 * The personal store: one SQLite file with the owner's notes, facts, persona, turn history and timers.
 * This file is the front door (openStore and the Store class); each concern lives in its own module:
 *   db.ts          file location, pragmas (WAL, synchronous=FULL), StoreError
 *   migrations.ts  schema, applied by PRAGMA user_version
 *   match.ts       how questions are matched against notes (pure)
 *   notes.ts  profile.ts  history.ts  timers.ts  lists.ts   the tables
 *   stage.ts       the chain stage that answers personal questions
 *
 * Privacy: this module never talks to the network, and network-facing modules never import it.
 * Calls are synchronous (better-sqlite3): each is a local write or a small read, well under a millisecond
 * to a few milliseconds, and synchronous calls make "acknowledged means on disk" easy to reason about.
 */
import { asOpenError, openDatabase, StoreError, type Db, type WriteFailureHook } from './db.js';
import { History, type HistoryRow } from './history.js';
import { migrate } from './migrations.js';
import { Notes, type Note, type ScoredNote } from './notes.js';
import { Profile, type Fact, type ScoredFact } from './profile.js';
import { Timers, type NewTimer, type TimerPatch, type TimerRow } from './timers.js';
import { Lists, type ListItem, type ListSummary } from './lists.js';

export type { Note, ScoredNote } from './notes.js';
export type { HistoryRow } from './history.js';
export type { TimerRow, TimerKind, TimerState, TimerPatch, NewTimer } from './timers.js';
export type { ListItem, ListSummary } from './lists.js';
export type { Fact, ScoredFact } from './profile.js';
export { StoreError, type StoreErrorCode, type WriteFailure, type WriteFailureHook, DB_FILE_NAME } from './db.js';
export { SCHEMA_VERSION } from './migrations.js';

export interface OpenStoreOptions {
  /** Directory for `hearth.sqlite`; created (0700) if missing. */
  dataDir: string;
  history: { enabled: boolean; retentionDays: number };
  /**
   * Called once for every write the disk refused (full, read-only, I/O error), before the call throws
   * StoreError('HEARTH_STORE_WRITE_FAILED'). The daemon counts (`store.writeFailed`) and logs it; it carries the
   * table and SQLite's code only, never the text.
   */
  onWriteFailure?: WriteFailureHook;
}

/**
 * Opens the store, applying migrations, and prunes history by the retention setting (all of it when
 * history is off). Throws StoreError (HEARTH_STORE_VERSION_TOO_NEW, HEARTH_STORE_BAD_OPTIONS, HEARTH_STORE_NOT_WAL) or the
 * SQLite error if the file cannot be opened.
 */
export function openStore(opts: OpenStoreOptions): Store {
  const db = openDatabase(opts.dataDir);
  try {
    migrate(db);
    const store = new Store(db, opts);
    store.pruneHistory();
    return store;
  } catch (err) {
    db.close();
    throw asOpenError(err, opts.dataDir);
  }
}

export class Store {
  readonly #db: Db;
  readonly #notes: Notes;
  readonly #profile: Profile;
  readonly #history: History;
  readonly #timers: Timers;
  readonly #lists: Lists;
  readonly #dataVersion: () => number;

  /** Use openStore(); this expects a connection that is already migrated. */
  constructor(db: Db, opts: OpenStoreOptions) {
    this.#db = db;
    this.#notes = new Notes(db, opts.onWriteFailure);
    this.#profile = new Profile(db, opts.onWriteFailure);
    this.#history = new History(db, opts.history, opts.onWriteFailure);
    this.#timers = new Timers(db, opts.onWriteFailure);
    this.#lists = new Lists(db, opts.onWriteFailure);
    const version = db.prepare('PRAGMA data_version').pluck();
    this.#dataVersion = () => Number(version.get());
  }

  // Notes ------------------------------------------------------------------------------------------------

  /**
   * Saves a note; committed and fsynced when it returns. Every write below works the same way: it returns
   * only once committed, or throws StoreError('HEARTH_STORE_WRITE_FAILED') and nothing changed.
   */
  addNote(text: string, now?: number): Note {
    return this.#notes.add(text, now);
  }

  /** Notes that really match the question, best first; [] when nothing does. */
  searchNotes(query: string, limit?: number): ScoredNote[] {
    return this.#notes.search(query, limit);
  }

  /** Newest first. */
  listNotes(limit?: number): Note[] {
    return this.#notes.list(limit);
  }

  deleteNote(id: number): boolean {
    return this.#notes.delete(id);
  }

  /** Deletes notes that contain every content word of `query`; returns how many. */
  forgetNotesMatching(query: string): number {
    return this.#notes.forgetMatching(query);
  }

  // Facts and persona ------------------------------------------------------------------------------------

  setFact(key: string, value: string): void {
    this.#profile.setFact(key, value);
  }

  getFact(key: string): string | undefined {
    return this.#profile.getFact(key);
  }

  listFacts(): Fact[] {
    return this.#profile.listFacts();
  }

  deleteFact(key: string): boolean {
    return this.#profile.deleteFact(key);
  }

  /** Facts whose key and value match the question, best first. */
  searchFacts(query: string): ScoredFact[] {
    return this.#profile.searchFacts(query);
  }

  getPersona(): string {
    return this.#profile.getPersona();
  }

  setPersona(text: string): void {
    this.#profile.setPersona(text);
  }

  // History ----------------------------------------------------------------------------------------------

  /** Saves a turn; does nothing when history is off. */
  recordTurn(row: HistoryRow): void {
    this.#history.record(row);
  }

  /** Newest first. */
  recentTurns(limit: number): HistoryRow[] {
    return this.#history.recent(limit);
  }

  /** Deletes turns older than retentionDays (every turn when history is off); returns how many. */
  pruneHistory(now?: number): number {
    return this.#history.prune(now);
  }

  // Timers -----------------------------------------------------------------------------------------------

  addTimer(t: NewTimer): TimerRow {
    return this.#timers.add(t);
  }

  /** Pending timers by due time; includeDone adds fired and cancelled ones. */
  listTimers(opts?: { includeDone?: boolean }): TimerRow[] {
    return this.#timers.list(opts);
  }

  cancelTimer(id: number): boolean {
    return this.#timers.cancel(id);
  }

  markTimerFired(id: number): void {
    this.#timers.markFired(id);
  }

  getTimer(id: number): TimerRow | undefined {
    return this.#timers.get(id);
  }

  /** Changes a pending or paused row (due time, state, time left, label); false when there is none. */
  updateTimer(id: number, patch: TimerPatch): boolean {
    return this.#timers.update(id, patch);
  }

  // Lists ------------------------------------------------------------------------------------------------

  listSummaries(): ListSummary[] {
    return this.#lists.summaries();
  }

  listItems(name: string): ListItem[] {
    return this.#lists.items(name);
  }

  addListItems(name: string, texts: string[], now?: number): { added: ListItem[]; already: string[] } {
    return this.#lists.add(name, texts, now);
  }

  removeListItem(name: string, id: number): boolean {
    return this.#lists.remove(name, id);
  }

  clearList(name: string): number {
    return this.#lists.clear(name);
  }

  // Change watch -----------------------------------------------------------------------------------------

  /**
   * SQLite's `PRAGMA data_version`: changes whenever another connection (another process, such as a
   * `hearth ask` while the daemon runs) commits to the file. A cheap read, polled by the timer scheduler so
   * a timer set elsewhere rings here.
   */
  dataVersion(): number {
    return this.#dataVersion();
  }

  // Lifecycle --------------------------------------------------------------------------------------------

  /** True until close(). */
  get isOpen(): boolean {
    return this.#db.open;
  }

  /** Closes the connection; calling it twice is harmless. Any call after close throws a TypeError. */
  close(): void {
    if (this.#db.open) this.#db.close();
  }

  /** Runs `PRAGMA integrity_check`; 'ok' when the file is sound. For `hearth status` and tests. */
  integrityCheck(): string {
    if (!this.#db.open) throw new StoreError('HEARTH_STORE_CLOSED', 'the store is closed');
    return String(this.#db.pragma('integrity_check', { simple: true }));
  }
}
