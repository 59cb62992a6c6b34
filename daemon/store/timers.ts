/**
 * Timers and reminders, stored so they survive a restart. This file only keeps the rows; whoever rings
 * them (the timer skill / scheduler) reads pending ones by due time and marks them fired or cancelled.
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailureHook } from './db.js';

export type TimerKind = 'timer' | 'reminder';
export type TimerState = 'pending' | 'fired' | 'cancelled';

export interface TimerRow {
  id: number;
  kind: TimerKind;
  label: string;
  /** Epoch ms. */
  dueAt: number;
  createdAt: number;
  state: TimerState;
}

export interface NewTimer {
  kind: TimerKind;
  label: string;
  dueAt: number;
  createdAt: number;
}

interface Row {
  id: number;
  kind: TimerKind;
  label: string;
  due_at: number;
  created_at: number;
  state: TimerState;
}

const COLUMNS = 'id, kind, label, due_at, created_at, state';

function toTimer(r: Row): TimerRow {
  return { id: r.id, kind: r.kind, label: r.label, dueAt: r.due_at, createdAt: r.created_at, state: r.state };
}

export class Timers {
  readonly #insert: Statement<[string, string, number, number], Row>;
  readonly #pending: Statement<[], Row>;
  readonly #all: Statement<[], Row>;
  readonly #cancel: Statement<[number]>;
  readonly #fire: Statement<[number]>;

  constructor(
    private readonly db: Db,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    this.#insert = db.prepare(
      `INSERT INTO timers (kind, label, due_at, created_at) VALUES (?, ?, ?, ?) RETURNING ${COLUMNS}`,
    );
    this.#pending = db.prepare(`SELECT ${COLUMNS} FROM timers WHERE state = 'pending' ORDER BY due_at, id`);
    this.#all = db.prepare(`SELECT ${COLUMNS} FROM timers ORDER BY due_at, id`);
    this.#cancel = db.prepare(`UPDATE timers SET state = 'cancelled' WHERE id = ? AND state = 'pending'`);
    this.#fire = db.prepare(`UPDATE timers SET state = 'fired' WHERE id = ? AND state = 'pending'`);
  }

  add(t: NewTimer): TimerRow {
    if (t.kind !== 'timer' && t.kind !== 'reminder') {
      throw new StoreError('STORE_BAD_INPUT', 'a timer kind is "timer" or "reminder"');
    }
    if (!Number.isFinite(t.dueAt) || !Number.isFinite(t.createdAt)) {
      throw new StoreError('STORE_BAD_INPUT', 'a timer needs finite dueAt and createdAt times');
    }
    const row = this.#write(() => this.#insert.get(t.kind, t.label.trim(), Math.round(t.dueAt), Math.round(t.createdAt)));
    if (row === undefined) throw new StoreError('STORE_WRITE_FAILED', 'the timer was not saved');
    return toTimer(row);
  }

  /** Pending timers soonest first; with includeDone, fired and cancelled ones too (still by due time). */
  list(opts: { includeDone?: boolean } = {}): TimerRow[] {
    return (opts.includeDone === true ? this.#all : this.#pending).all().map(toTimer);
  }

  /** Cancels a pending timer; false if there is none with that id or it already fired or was cancelled. */
  cancel(id: number): boolean {
    return this.#write(() => this.#cancel.run(id).changes > 0);
  }

  /** Marks a pending timer as fired; does nothing for a cancelled or unknown one. */
  markFired(id: number): void {
    this.#write(() => this.#fire.run(id));
  }

  /** Every write is committed before it returns, or throws StoreError('STORE_WRITE_FAILED'); see durably. */
  #write<T>(write: () => T): T {
    return durably(this.db, 'timers', this.onWriteFailure, write);
  }
}
