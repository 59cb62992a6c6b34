/**
 * Turn history: what was asked, what Hearth answered and how. Kept for `retentionDays`, and not at all when
 * the owner turns it off. Turning it off also deletes what was kept (at the next prune, which runs when
 * the store opens): "off" should mean nothing is on disk, not just nothing new.
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailureHook } from './db.js';

export interface HistoryRow {
  /** Epoch ms. */
  at: number;
  origin: string;
  question: string;
  answer: string;
  route: string;
}

interface HistoryOptions {
  enabled: boolean;
  /** Rows older than this many days are pruned. 0 keeps nothing past the next prune. */
  retentionDays: number;
}

export const DAY_MS = 86_400_000;
/**
 * recordTurn prunes at most this often. Retention is counted in days; pruning hourly keeps the table within
 * an hour of the promise without a DELETE on every turn.
 */
const PRUNE_INTERVAL_MS = 3_600_000;

export class History {
  readonly #opts: HistoryOptions;
  readonly #insert: Statement<[number, string, string, string, string]>;
  readonly #recent: Statement<[number], HistoryRow>;
  readonly #pruneBefore: Statement<[number]>;
  readonly #pruneAll: Statement<[]>;
  #lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    opts: HistoryOptions,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    if (!Number.isFinite(opts.retentionDays) || opts.retentionDays < 0) {
      throw new StoreError('HEARTH_STORE_BAD_OPTIONS', 'history.retentionDays must be a number of days, 0 or more');
    }
    this.#opts = { ...opts };
    this.#insert = db.prepare('INSERT INTO turns (at, origin, question, answer, route) VALUES (?, ?, ?, ?, ?)');
    this.#recent = db.prepare(
      'SELECT at, origin, question, answer, route FROM turns ORDER BY at DESC, id DESC LIMIT ?',
    );
    this.#pruneBefore = db.prepare('DELETE FROM turns WHERE at < ?');
    this.#pruneAll = db.prepare('DELETE FROM turns');
  }

  get enabled(): boolean {
    return this.#opts.enabled;
  }

  /** Saves one turn; does nothing when history is off. */
  record(row: HistoryRow): void {
    if (!this.#opts.enabled) return;
    this.#write(() => this.#insert.run(row.at, row.origin, row.question, row.answer, row.route));
    if (row.at - this.#lastPruneAt >= PRUNE_INTERVAL_MS) this.prune(row.at);
  }

  /** Newest first. Empty when history is off (it was deleted at open). */
  recent(limit: number): HistoryRow[] {
    return this.#recent.all(Math.max(0, limit));
  }

  /** Deletes rows older than the retention window (all rows when history is off); returns how many. */
  prune(now: number = Date.now()): number {
    this.#lastPruneAt = now;
    if (!this.#opts.enabled) return this.#write(() => this.#pruneAll.run().changes);
    return this.#write(() => this.#pruneBefore.run(now - this.#opts.retentionDays * DAY_MS).changes);
  }

  /** Every write is committed before it returns, or throws StoreError('HEARTH_STORE_WRITE_FAILED'); see durably. */
  #write<T>(write: () => T): T {
    return durably(this.db, 'turns', this.onWriteFailure, write);
  }
}
