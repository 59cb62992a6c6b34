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
  /**
   * The title the search found the article by, when it is a redirect to it ("The Twin Towers" for "World Trade
   * Center (1973–2001)"): the question names the article by it.
   */
  alias?: string;
  url?: string;
  lang?: string;
  /**
   * The sentence just before `text` in its source, when `text` starts mid-article: what "It bought the 780-acre
   * site in June 1966." refers to. Read to check what a sentence speaks about; never spoken.
   */
  before?: string;
}

/** One question on its way through the chain. */
export interface Turn {
  /** Random id; never derived from the text. */
  readonly id: string;
  readonly text: string;
  readonly origin: Origin;
  /** Identifies the face's client (a WebSocket connection, the voice loop, the CLI). */
  readonly clientId: string;
  /**
   * Aborted when the turn is cancelled: a newer turn from the same client, cancel(), shutdown. Not at a deadline:
   * the phraser speaks until `deadlineAt`. Stages use `StageContext.signal` instead (docs/deadlines.md).
   */
  readonly signal: AbortSignal;
  /** Absolute deadline of the whole turn, phrasing included, epoch milliseconds. */
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
   * When the chain stops waiting for this stage (epoch ms): for evidence stages the evidence deadline (the
   * turn's deadline minus the time kept for phrasing), for the local stages the turn's deadline. The only
   * deadline a stage reads: a stage that gathers several things stops waiting for stragglers before it and
   * hands on what it has.
   */
  readonly deadlineAt: number;
  /**
   * Aborted by the chain at `deadlineAt`, when the turn is cancelled, and when the chain moves on past the
   * stage. Every request and wait of the stage takes it, so nothing a stage started outlives its deadline.
   */
  readonly signal: AbortSignal;
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
