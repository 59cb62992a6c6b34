/**
 * The skills' vocabulary. A skill is a small, fast, offline answerer for one kind of request (the time, a timer,
 * a note, a sum, a unit conversion). It has two halves:
 *
 * - `match(text)` is cheap and pure: it reads the turn text and returns a parsed intent, or null when the text
 *   is not for this skill. It never reads the clock, the store or the network, so it is safe to call from the
 *   boundary to classify a turn.
 * - `handle(intent, ctx)` does the work with what the context gives it (the turn's time, the configured zone,
 *   the store) and returns the sentence to speak. It answers in milliseconds and never touches the network.
 *
 * The store is declared here as the subset the skills need (`SkillStore`) instead of importing daemon/store/,
 * so skills/ does not depend on the store's implementation; the real Store satisfies it structurally.
 */

/** One timer or reminder as the store keeps it. `dueAt` and `createdAt` are epoch milliseconds. */
export interface TimerRow {
  id: number;
  kind: 'timer' | 'reminder';
  label: string;
  dueAt: number;
  createdAt: number;
  state: 'pending' | 'fired' | 'cancelled';
}

/** What the skills need from the personal store (notes and timers). */
export interface SkillStore {
  addNote(text: string, now?: number): { id: number; text: string; createdAt: number };
  searchNotes(query: string, limit?: number): { id: number; text: string; createdAt: number; score: number }[];
  listNotes(limit?: number): { id: number; text: string; createdAt: number }[];
  deleteNote(id: number): boolean;
  forgetNotesMatching(query: string): number;
  addTimer(t: { kind: 'timer' | 'reminder'; label: string; dueAt: number; createdAt: number }): TimerRow;
  listTimers(opts?: { includeDone?: boolean }): TimerRow[];
  cancelTimer(id: number): boolean;
  markTimerFired(id: number): void;
}

/**
 * Where the timers skill hands new and cancelled timers so they fire while the daemon runs.
 * TimerScheduler implements it; `lang` lets the announcement use the language the timer was set in.
 */
export interface TimerSink {
  schedule(row: TimerRow, lang?: string): void;
  cancel(id: number): void;
}

/** The languages the skills phrase answers in. Anything else falls back to English. */
export type SkillLang = 'en' | 'ru' | 'de' | 'es';

export interface SkillContext {
  /** The turn's start time; skills use it instead of reading the clock. */
  now: Date;
  /** Resolved IANA zone, e.g. 'Europe/Berlin'. */
  timeZone: string;
  store: SkillStore;
  /** Language guessed for the turn by the boundary, used when the phrase itself does not tell. */
  lang?: string;
  /** Where new timers go to be scheduled; absent in contexts that only read (then timers fire after restart). */
  timers?: TimerSink;
}

/** A skill's answer: one or two plain sentences that read well aloud (no markdown, no URLs). */
export interface SkillReply {
  text: string;
  /** Language the answer is phrased in. */
  lang: SkillLang;
}

/**
 * One skill. `match` returns the parsed intent (typed per skill as `I`) or null; `handle` turns the intent into
 * a reply. `handle` may throw only on bugs; the skill stage catches, counts and passes.
 */
export interface Skill<I = unknown> {
  readonly name: string;
  match(text: string): I | null;
  handle(intent: I, ctx: SkillContext): SkillReply;
}
