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
 * The store is declared here as the subset the skills need (`SkillStore`, `ListStore`) instead of importing daemon/store/,
 * so skills/ does not depend on the store's implementation; the real Store satisfies it structurally.
 */

/** One timer, reminder or alarm as the store keeps it. `dueAt` and `createdAt` are epoch milliseconds. */
export interface TimerRow {
  id: number;
  kind: 'timer' | 'reminder' | 'alarm';
  label: string;
  dueAt: number;
  createdAt: number;
  state: 'pending' | 'fired' | 'cancelled' | 'paused';
  /** A timer's name ("pasta"); '' or absent when unnamed. */
  name?: string;
  /** Alarms: weekday bitmask (bit 0 = Sunday); 0 or absent rings once. */
  repeatDays?: number;
  /** Language the row was set in, for its announcement. */
  lang?: string;
  /** Paused timers: ms left. */
  leftMs?: number | null;
}

interface NewTimerRow {
  kind: TimerRow['kind'];
  label: string;
  dueAt: number;
  createdAt: number;
  name?: string;
  repeatDays?: number;
  lang?: string;
}

/** What the skills need from the personal store (notes and timers). */
export interface SkillStore {
  addNote(text: string, now?: number): { id: number; text: string; createdAt: number };
  searchNotes(query: string, limit?: number): { id: number; text: string; createdAt: number; score: number }[];
  listNotes(limit?: number): { id: number; text: string; createdAt: number }[];
  deleteNote(id: number): boolean;
  forgetNotesMatching(query: string): number;
  addTimer(t: NewTimerRow): TimerRow;
  /** Pending and paused rows by due time; includeDone adds fired and cancelled ones. */
  listTimers(opts?: { includeDone?: boolean }): TimerRow[];
  cancelTimer(id: number): boolean;
  markTimerFired(id: number): void;
  /** Changes an open (pending or paused) row; false when there is none. */
  updateTimer(id: number, patch: { dueAt?: number; state?: TimerRow['state']; leftMs?: number | null; label?: string }): boolean;
  /** A counter that changes when another connection commits (SQLite `PRAGMA data_version`); absent in memory stores. */
  dataVersion?(): number;
}

/** The lists the lists skill reads and writes (the real Store implements it). List names are keys: 'shopping', 'todo', or the owner's words. */
export interface ListStore {
  listSummaries(): { name: string; count: number }[];
  listItems(name: string): { id: number; text: string; createdAt: number }[];
  addListItems(name: string, texts: string[], now?: number): { added: { id: number; text: string }[]; already: string[] };
  removeListItem(name: string, id: number): boolean;
  clearList(name: string): number;
}

/**
 * Where the timers skill hands new and cancelled timers so they fire while the daemon runs.
 * TimerScheduler implements it; `lang` lets the announcement use the language the timer was set in.
 */
export interface TimerSink {
  schedule(row: TimerRow, lang?: string): void;
  cancel(id: number): void;
  /** Alarms ringing now (rang within the ring limit and not stopped), newest first. */
  ringing?(): TimerRow[];
  /** Stops every ringing alarm; returns how many were ringing. */
  stopRinging?(): number;
}

/** A question a skill asked and the next turn of the same client may answer ("which one?", "are you sure?"). */
export interface PendingQuestion {
  /** The skill that asked; its `followUp` handles the answer. */
  skill: string;
  /** What the skill needs to act on the answer. */
  data: unknown;
  /** Epoch ms after which the answer no longer counts. */
  expiresAt: number;
}

/** Per-client memory of the last open question (one per client; a new question replaces it). */
export interface FollowUps {
  get(clientId: string, nowMs: number): PendingQuestion | undefined;
  set(clientId: string, q: PendingQuestion): void;
  clear(clientId: string): void;
}

/**
 * The languages every skill phrases answers in (notes, sums, units, the time and weather speak only these).
 * Anything else falls back to English.
 */
export type CoreLang = 'en' | 'ru' | 'de' | 'es';
/**
 * The languages the everyday skills (alarms, lists, dates, timers and reminders) also speak: the rest of the
 * boundary's languages, where the phrases are simple. A frame in one of these names its language itself.
 */
type ExtraLang = 'fr' | 'it' | 'uk' | 'pt' | 'nl' | 'pl';
export type SkillLang = CoreLang | ExtraLang;

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
  /** The lists; absent where there is no store for them (the lists skill then says so). */
  lists?: ListStore;
  /** The asking client, for follow-up questions. */
  clientId?: string;
  /** Open questions per client; absent means a skill cannot ask one (it answers fully instead). */
  followUps?: FollowUps;
  /** The stage's signal (aborted at the turn's deadline or when it is cancelled); a skill's requests take it. */
  signal?: AbortSignal;
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
  /** Synchronous for every local skill; only weather (one bounded HTTP request) returns a promise. */
  handle(intent: I, ctx: SkillContext): SkillReply | Promise<SkillReply>;
  /** Answers a follow-up to a question this skill asked (see FollowUps); null when the text is not an answer. */
  followUp?(text: string, question: PendingQuestion, ctx: SkillContext): SkillReply | null;
}
