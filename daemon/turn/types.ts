/**
 * The chain's vocabulary. Every stage, face and adapter speaks in these types; nothing here does I/O.
 * See docs/architecture.md for how a turn flows through the stages.
 */

/** Where a turn came from. A newer turn from the same client cancels the older one. */
export type Origin = 'voice' | 'chat' | 'cli';

/** How a turn was answered, as shown in the turn record. */
export type Route = 'personal' | 'skill' | 'zim' | 'web' | 'none';

/**
 * What the boundary decided a turn is about. 'unsure': only a weak personal signal (a first-person word with
 * nothing else about the owner), so it is answered from local sources only (see turn/reach.ts).
 */
export type TurnClass = 'personal' | 'skill' | 'world' | 'unsure';

/** Where a piece of evidence came from. */
export type EvidenceSource = 'store' | 'skill' | 'instant' | 'zim' | 'web' | 'page';

/**
 * One line the phraser may read. `text` is already cleaned for speech (no markup, no URLs, one line).
 * `url` is kept for the chat page's source list and is never spoken.
 */
export interface Evidence {
  source: EvidenceSource;
  text: string;
  title?: string;
  url?: string;
  lang?: string;
}

/** One question on its way through the chain. */
export interface Turn {
  /** Random id; never derived from the text. */
  readonly id: string;
  readonly text: string;
  readonly origin: Origin;
  /** Identifies the face's client (a WebSocket connection, the voice loop, the CLI). */
  readonly clientId: string;
  /** Aborted when a newer turn from the same client starts, when the deadline passes, or at shutdown. */
  readonly signal: AbortSignal;
  /** Absolute deadline, epoch milliseconds. */
  readonly deadlineAt: number;
  /** Wall-clock time the turn started; skills use it instead of reading the clock themselves. */
  readonly startedAt: Date;
  /** Set by the boundary stage. */
  turnClass?: TurnClass;
  /** BCP-47 primary language guessed from the text by the boundary ('en', 'ru', ...), if it could tell. */
  lang?: string;
}

/** What a stage hands back. The chain stops at the first answer; evidence accumulates for the phraser. */
export type StageResult =
  | { kind: 'answer'; text: string; route: Route; evidence?: Evidence[] }
  /** `sufficient`: this evidence answers the question well enough that later evidence stages are skipped. */
  | { kind: 'evidence'; route: Route; evidence: Evidence[]; sufficient?: boolean }
  | { kind: 'pass' };

/** What a stage can see of the turn so far besides the turn itself. */
export interface StageContext {
  /** Evidence gathered by earlier stages, in order. */
  readonly evidence: readonly Evidence[];
  /**
   * When the chain stops waiting for this stage (epoch ms): for evidence stages, the turn's deadline minus the
   * time kept for phrasing. A stage that gathers several things should stop waiting for stragglers before it
   * and hand on what it has. Absent when a stage runs outside the chain (tests): use turn.deadlineAt.
   */
  readonly deadlineAt?: number;
}

export interface Stage {
  /** Short stable name; used as the key in timingsMs and in counters. */
  readonly name: string;
  run(turn: Turn, ctx: StageContext): Promise<StageResult>;
}

/** What `hearth ask --json` prints and the chat page shows. */
export interface TurnRecord {
  text: string;
  route: Route;
  evidence: Evidence[];
  timingsMs: Record<string, number>;
}
