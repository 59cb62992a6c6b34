/**
 * Timers, reminders and alarms, stored so they survive a restart. This file only keeps the rows; whoever
 * rings them (skills/timers/scheduler.ts) reads pending ones by due time and marks them fired or cancelled,
 * moves a repeating alarm to its next day, or pauses a timer (state 'paused', the time left in left_ms).
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailureHook } from './db.js';

export type TimerKind = 'timer' | 'reminder' | 'alarm';
export type TimerState = 'pending' | 'fired' | 'cancelled' | 'paused';

export interface TimerRow {
  id: number;
  kind: TimerKind;
  label: string;
  /** Epoch ms. */
  dueAt: number;
  createdAt: number;
  state: TimerState;
  /** A timer's name ("pasta"); '' when unnamed. */
  name: string;
  /** Alarms: weekday bitmask (bit 0 = Sunday); 0 rings once. */
  repeatDays: number;
  /** Language the row was set in ('' unknown), for its announcement. */
  lang: string;
  /** Paused timers: ms left when paused. */
  leftMs: number | null;
}

export interface NewTimer {
  kind: TimerKind;
  label: string;
  dueAt: number;
  createdAt: number;
  name?: string;
  repeatDays?: number;
  lang?: string;
}

/** Fields a caller may change on a row. */
export interface TimerPatch {
  dueAt?: number;
  state?: TimerState;
  leftMs?: number | null;
  label?: string;
}

interface Row {
  id: number;
  kind: TimerKind;
  label: string;
  due_at: number;
  created_at: number;
  state: TimerState;
  name: string;
  repeat_days: number;
  lang: string;
  left_ms: number | null;
}

const COLUMNS = 'id, kind, label, due_at, created_at, state, name, repeat_days, lang, left_ms';
const KINDS = new Set<TimerKind>(['timer', 'reminder', 'alarm']);
const STATES = new Set<TimerState>(['pending', 'fired', 'cancelled', 'paused']);

function toTimer(r: Row): TimerRow {
  return {
    id: r.id, kind: r.kind, label: r.label, dueAt: r.due_at, createdAt: r.created_at, state: r.state,
    name: r.name, repeatDays: r.repeat_days, lang: r.lang, leftMs: r.left_ms,
  };
}

export class Timers {
  readonly #insert: Statement<[string, string, number, number, string, number, string], Row>;
  readonly #open: Statement<[], Row>;
  readonly #all: Statement<[], Row>;
  readonly #one: Statement<[number], Row>;
  readonly #cancel: Statement<[number]>;
  readonly #fire: Statement<[number]>;
  readonly #update: Statement<[number | null, string | null, number, number | null, string | null, number]>;

  constructor(
    private readonly db: Db,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    this.#insert = db.prepare(
      `INSERT INTO timers (kind, label, due_at, created_at, name, repeat_days, lang) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    );
    this.#open = db.prepare(`SELECT ${COLUMNS} FROM timers WHERE state IN ('pending', 'paused') ORDER BY due_at, id`);
    this.#all = db.prepare(`SELECT ${COLUMNS} FROM timers ORDER BY due_at, id`);
    this.#one = db.prepare(`SELECT ${COLUMNS} FROM timers WHERE id = ?`);
    this.#cancel = db.prepare(`UPDATE timers SET state = 'cancelled' WHERE id = ? AND state IN ('pending', 'paused')`);
    this.#fire = db.prepare(`UPDATE timers SET state = 'fired' WHERE id = ? AND state = 'pending'`);
    // left_ms is written only when the patch names it (the third parameter says whether it does).
    this.#update = db.prepare(
      `UPDATE timers SET due_at = coalesce(?, due_at), state = coalesce(?, state),
         left_ms = CASE WHEN ? = 1 THEN ? ELSE left_ms END, label = coalesce(?, label)
       WHERE id = ? AND state IN ('pending', 'paused')`,
    );
  }

  add(t: NewTimer): TimerRow {
    if (!KINDS.has(t.kind)) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'a timer kind is "timer", "reminder" or "alarm"');
    if (!Number.isFinite(t.dueAt) || !Number.isFinite(t.createdAt)) {
      throw new StoreError('HEARTH_STORE_BAD_INPUT', 'a timer needs finite dueAt and createdAt times');
    }
    const repeat = t.repeatDays ?? 0;
    if (!Number.isInteger(repeat) || repeat < 0 || repeat > 0b1111111) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'repeatDays is a 7-bit weekday mask');
    const row = this.#write(() =>
      this.#insert.get(t.kind, t.label.trim(), Math.round(t.dueAt), Math.round(t.createdAt), (t.name ?? '').trim(), repeat, t.lang ?? ''),
    );
    if (row === undefined) throw new StoreError('HEARTH_STORE_WRITE_FAILED', 'the timer was not saved');
    return toTimer(row);
  }

  /** Pending and paused rows soonest first; with includeDone, fired and cancelled ones too (still by due time). */
  list(opts: { includeDone?: boolean } = {}): TimerRow[] {
    return (opts.includeDone === true ? this.#all : this.#open).all().map(toTimer);
  }

  get(id: number): TimerRow | undefined {
    const row = this.#one.get(id);
    return row === undefined ? undefined : toTimer(row);
  }

  /** Cancels a pending or paused row; false if there is none with that id or it already fired or was cancelled. */
  cancel(id: number): boolean {
    return this.#write(() => this.#cancel.run(id).changes > 0);
  }

  /** Marks a pending row as fired; does nothing for a cancelled or unknown one. */
  markFired(id: number): void {
    this.#write(() => this.#fire.run(id));
  }

  /** Every write is committed before it returns, or throws StoreError('HEARTH_STORE_WRITE_FAILED'); see durably. */
  #write<T>(write: () => T): T {
    return durably(this.db, 'timers', this.onWriteFailure, write);
  }

  /** Changes a pending or paused row; false when there is no such open row. */
  update(id: number, patch: TimerPatch): boolean {
    if (patch.state !== undefined && !STATES.has(patch.state)) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'unknown timer state');
    if (patch.dueAt !== undefined && !Number.isFinite(patch.dueAt)) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'dueAt must be finite');
    const hasLeft = patch.leftMs !== undefined ? 1 : 0;
    return this.#write(
      () =>
        this.#update.run(
          patch.dueAt === undefined ? null : Math.round(patch.dueAt), patch.state ?? null, hasLeft,
          patch.leftMs === undefined || patch.leftMs === null ? null : Math.round(patch.leftMs), patch.label ?? null, id,
        ).changes > 0,
    );
  }
}
