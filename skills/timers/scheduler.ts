/**
 * The one owner of the schedule: fires timers, reminders and alarms while the daemon runs. It keeps one Node
 * timeout per pending row; when a row is due it marks it fired (or moves a repeating alarm to its next day)
 * and emits 'announce' with the sentence to speak. The voice loop speaks it and the chat server pushes it;
 * the scheduler does not know either.
 *
 * Other processes: a `hearth ask` run while the daemon is up writes its timer to the same SQLite file. The
 * scheduler polls the store's change counter (`PRAGMA data_version`, which moves only when another
 * connection commits) every WATCH_INTERVAL_MS and re-reads the pending rows when it moved, so such a timer
 * rings here within a second. Its own writes do not move the counter, so a quiet store costs one pragma read
 * per interval.
 *
 * Alarms ring: 'announce' carries `ring: true`, and the alarm stays in ringing() until stopRinging(), a
 * snooze, or RING_LIMIT_MS, when 'ringStop' is emitted so every face goes quiet together.
 *
 * Restarts: start() loads every pending row from the store. Rows that came due while the daemon was off are
 * announced promptly, worded as missed ("Missed reminder from 17:00: ..."); a missed alarm is announced as
 * missed and does not ring hours late (a repeating one moves on to its next day).
 *
 * Node's setTimeout holds at most 2^31-1 ms (about 24.8 days); longer waits are chunked: the scheduler wakes
 * at the limit, re-reads the clock and waits again.
 */
import { EventEmitter } from 'node:events';
import type { CoreLang, SkillLang, SkillStore, TimerRow, TimerSink } from '../types.js';
import { asAnyLang, asSkillLang, guessLang } from '../text.js';
import { nextRepeat } from '../when/resolve.js';
import { announcement, MISSED_AFTER_MS } from './speech.js';

/** Largest delay setTimeout accepts; anything above overflows to 1 ms in Node. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/**
 * How often the store's change counter is read, ms. A timer set by another process rings at most this late;
 * a quarter second keeps that well under the one-second promise and costs a pragma read (microseconds).
 */
const WATCH_INTERVAL_MS = 250;
/** How long an alarm rings without being stopped: long enough to wake a sleeper, short enough not to ring all day. */
const RING_LIMIT_MS = 5 * 60_000;

export interface Announcement {
  id: number;
  kind: 'timer' | 'reminder' | 'alarm';
  label: string;
  /** The sentence to speak, in the language the timer was set in. */
  text: string;
  lang: SkillLang;
  /** An alarm that rings (repeating sound) until stopped or RING_LIMIT_MS. */
  ring: boolean;
  /** It came due while the daemon was off and is announced late, worded as missed. */
  missed: boolean;
}

export interface RingStop {
  id: number;
  reason: 'stopped' | 'limit';
}

interface TimerSchedulerOptions {
  timeZone: string;
  /** Clock, epoch ms; tests pass a fake one. */
  now?: () => number;
  /** Language for announcements whose language is unknown (set before a restart); config locale.language. */
  language?: string;
}

export class TimerScheduler extends EventEmitter implements TimerSink {
  readonly #store: SkillStore;
  readonly #timeZone: string;
  readonly #now: () => number;
  readonly #fallbackLang: CoreLang;
  readonly #handles = new Map<number, { timeout: NodeJS.Timeout; row: TimerRow; lang: SkillLang }>();
  readonly #ringing = new Map<number, { row: TimerRow; timeout: NodeJS.Timeout }>();
  #watch: NodeJS.Timeout | undefined;
  #seenVersion: number | undefined;
  #stopped = false;

  constructor(store: SkillStore, opts: TimerSchedulerOptions) {
    super();
    this.#store = store;
    this.#timeZone = opts.timeZone;
    this.#now = opts.now ?? Date.now;
    this.#fallbackLang = asSkillLang(opts.language) ?? 'en';
  }

  /** Loads pending rows from the store and schedules them (past-due ones fire on the next tick), then watches the store. */
  start(): void {
    this.#stopped = false;
    this.#seenVersion = this.#store.dataVersion?.();
    for (const row of this.#store.listTimers()) {
      if (row.state === 'pending') this.schedule(row);
    }
    if (this.#store.dataVersion && !this.#watch) {
      this.#watch = setInterval(() => this.#checkStore(), WATCH_INTERVAL_MS);
      this.#watch.unref();
    }
  }

  /**
   * Schedules (or reschedules) one row. `lang` is the language it was set in; else the row's own, else
   * guessed from the label.
   */
  schedule(row: TimerRow, lang?: string): void {
    if (this.#stopped || row.state !== 'pending') return;
    const previous = this.#handles.get(row.id);
    if (previous) clearTimeout(previous.timeout);
    const resolved = asAnyLang(lang) ?? asAnyLang(row.lang) ?? previous?.lang ?? guessLang(row.label, this.#fallbackLang);
    this.#arm(row, resolved);
  }

  /** Forgets a row's timeout (the store row is cancelled by the caller); a ringing alarm stops. */
  cancel(id: number): void {
    this.#disarm(id);
    if (this.#ringing.has(id)) this.#endRing(id, 'stopped');
  }

  #disarm(id: number): void {
    const h = this.#handles.get(id);
    if (h) clearTimeout(h.timeout);
    this.#handles.delete(id);
  }

  /** Clears every timeout; rows stay pending in the store for the next start(). */
  stop(): void {
    this.#stopped = true;
    for (const h of this.#handles.values()) clearTimeout(h.timeout);
    this.#handles.clear();
    for (const id of [...this.#ringing.keys()]) this.#endRing(id, 'stopped');
    if (this.#watch) clearInterval(this.#watch);
    this.#watch = undefined;
  }

  /** How many rows are waiting (for /status). */
  get pendingCount(): number {
    return this.#handles.size;
  }

  /** Alarms ringing now, newest first. */
  ringing(): TimerRow[] {
    return [...this.#ringing.values()].map((r) => r.row).reverse();
  }

  /** Stops every ringing alarm; returns how many rang. */
  stopRinging(): number {
    const ids = [...this.#ringing.keys()];
    for (const id of ids) this.#endRing(id, 'stopped');
    return ids.length;
  }

  /** Re-reads the pending rows when another connection changed the store. */
  #checkStore(): void {
    if (this.#stopped) return;
    let version: number | undefined;
    try {
      version = this.#store.dataVersion?.();
    } catch {
      return; // the store is closing; stop() follows
    }
    if (version === undefined || version === this.#seenVersion) return;
    this.#seenVersion = version;
    this.resync();
    // Lists and other rows may have changed too: the daemon refreshes the chat pages.
    this.emit('storeChanged');
  }

  /** Brings the timeouts in line with the store: new rows armed, moved rows re-armed, gone rows dropped. */
  resync(): void {
    const pending = new Map(this.#store.listTimers().filter((r) => r.state === 'pending').map((r) => [r.id, r]));
    for (const [id] of [...this.#handles]) if (!pending.has(id)) this.#disarm(id);
    for (const [id, row] of pending) {
      const armed = this.#handles.get(id);
      if (!armed || armed.row.dueAt !== row.dueAt) this.schedule(row);
    }
  }

  #arm(row: TimerRow, lang: SkillLang): void {
    const delay = Math.max(0, row.dueAt - this.#now());
    const timeout = setTimeout(() => {
      if (row.dueAt - this.#now() > 0) this.#arm(row, lang); // woke from a chunk (or early): wait again
      else this.#fire(row, lang);
    }, Math.min(delay, MAX_TIMEOUT_MS));
    // Pending reminders must not keep a CLI process alive; the daemon's server keeps the loop running.
    timeout.unref();
    this.#handles.set(row.id, { timeout, row, lang });
  }

  #fire(row: TimerRow, lang: SkillLang): void {
    this.#handles.delete(row.id);
    if (this.#stopped) return;
    // Cancelled, paused or moved elsewhere (another face, another process) after it was scheduled.
    const current = this.#store.listTimers({ includeDone: true }).find((r) => r.id === row.id);
    if (current && (current.state !== 'pending' || current.dueAt !== row.dueAt)) {
      if (current.state === 'pending') this.schedule(current, lang);
      return;
    }
    const now = this.#now();
    const missed = now - row.dueAt > MISSED_AFTER_MS;
    try {
      if (row.kind === 'alarm' && (row.repeatDays ?? 0) !== 0) {
        const next = nextRepeat(row.dueAt, row.repeatDays!, Math.max(now, row.dueAt), this.#timeZone);
        this.#store.updateTimer(row.id, { dueAt: next });
        this.#arm({ ...row, dueAt: next }, lang);
      } else this.#store.markTimerFired(row.id);
    } catch {
      // The disk refused (the store counts and logs it). A timer that is due still rings: staying silent would
      // be worse than ringing again after a restart, when the row is still pending.
    }
    const text = announcement(row, now, this.#timeZone, lang);
    const ring = row.kind === 'alarm' && !missed;
    const event: Announcement = { id: row.id, kind: row.kind, label: row.label, text, lang, ring, missed };
    if (ring) {
      const timeout = setTimeout(() => this.#endRing(row.id, 'limit'), RING_LIMIT_MS);
      timeout.unref();
      this.#ringing.set(row.id, { row, timeout });
    }
    this.emit('announce', event);
  }

  #endRing(id: number, reason: RingStop['reason']): void {
    const r = this.#ringing.get(id);
    if (!r) return;
    clearTimeout(r.timeout);
    this.#ringing.delete(id);
    const event: RingStop = { id, reason };
    this.emit('ringStop', event);
  }
}
