/**
 * Fires timers and reminders while the daemon runs. It keeps one Node timeout per pending row; when a row is
 * due it marks it fired in the store and emits 'announce' with the sentence to speak. The voice loop speaks
 * it and the chat server pushes it; the scheduler does not know either.
 *
 * Restarts: start() loads every pending row from the store. Rows that came due while the daemon was off are
 * announced promptly, worded as missed ("Missed reminder from 17:00: ..."), so nothing is silently dropped.
 *
 * Node's setTimeout holds at most 2^31-1 ms (about 24.8 days); longer waits are chunked: the scheduler wakes
 * at the limit, re-reads the clock and waits again.
 */
import { EventEmitter } from 'node:events';
import type { SkillLang, SkillStore, TimerRow, TimerSink } from '../types.js';
import { asSkillLang, guessLang } from '../text.js';
import { announcement } from './speech.js';

/** Largest delay setTimeout accepts; anything above overflows to 1 ms in Node. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface Announcement {
  id: number;
  kind: 'timer' | 'reminder';
  label: string;
  /** The sentence to speak, in the language the timer was set in. */
  text: string;
  lang: SkillLang;
}

export interface TimerSchedulerOptions {
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
  readonly #fallbackLang: SkillLang;
  readonly #handles = new Map<number, { timeout: NodeJS.Timeout; row: TimerRow; lang: SkillLang }>();
  #stopped = false;

  constructor(store: SkillStore, opts: TimerSchedulerOptions) {
    super();
    this.#store = store;
    this.#timeZone = opts.timeZone;
    this.#now = opts.now ?? Date.now;
    this.#fallbackLang = asSkillLang(opts.language) ?? 'en';
  }

  /** Loads pending rows from the store and schedules them; past-due ones fire on the next tick. */
  start(): void {
    this.#stopped = false;
    for (const row of this.#store.listTimers()) {
      if (row.state === 'pending') this.schedule(row);
    }
  }

  /**
   * Schedules (or reschedules) one row. `lang` is the language it was set in; after a restart it is guessed
   * from the label (the store keeps no language column).
   */
  schedule(row: TimerRow, lang?: string): void {
    if (this.#stopped || row.state !== 'pending') return;
    const previous = this.#handles.get(row.id);
    if (previous) clearTimeout(previous.timeout);
    const resolved = asSkillLang(lang) ?? previous?.lang ?? guessLang(row.label, this.#fallbackLang);
    this.#arm(row, resolved);
  }

  /** Forgets a row's timeout (the store row is cancelled by the caller). */
  cancel(id: number): void {
    const h = this.#handles.get(id);
    if (h) clearTimeout(h.timeout);
    this.#handles.delete(id);
  }

  /** Clears every timeout; rows stay pending in the store for the next start(). */
  stop(): void {
    this.#stopped = true;
    for (const h of this.#handles.values()) clearTimeout(h.timeout);
    this.#handles.clear();
  }

  /** How many rows are waiting (for /status). */
  get pendingCount(): number {
    return this.#handles.size;
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
    try {
      // Cancelled elsewhere (another face, another process) after it was scheduled: stay quiet.
      const current = this.#store.listTimers({ includeDone: true }).find((r) => r.id === row.id);
      if (current && current.state !== 'pending') return;
      this.#store.markTimerFired(row.id);
    } catch {
      // The disk refused (the store counts and logs it). A timer that is due still rings: staying silent would
      // be worse than ringing again after a restart, when the row is still pending.
    }
    const text = announcement(row, this.#now(), this.#timeZone, lang);
    const event: Announcement = { id: row.id, kind: row.kind, label: row.label, text, lang };
    this.emit('announce', event);
  }
}
