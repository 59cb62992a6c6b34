/**
 * Bounded waiting: the one place in the daemon that pairs an abort listener with a timer.
 *
 * - `waitFor` waits for a promise until a deadline or an abort, whichever comes first, and says which as a value.
 *   A late result is dropped, never awaited: a piece of work that ignores its signal cannot hold its caller.
 * - `pause` sleeps, cut short by an abort (back-off between reconnects).
 * - `boundedSignal` is the same limits as a signal to hand to a request: aborted at the deadline or when its
 *   parent aborts, and it remembers which (a request cut by its own budget is the server's doing; one cut by
 *   the turn is not).
 *
 * Whichever way a wait ends, its timer is cleared and its listener removed (tests count both). No imports, no
 * I/O: any module may use it (docs/deadlines.md).
 */

type WaitFailure = 'timedOut' | 'cancelled' | 'failed';
/** How a wait ended. `failed` carries what the work rejected with. */
type Waited<T> = { ok: true; value: T } | { ok: false; reason: WaitFailure; error?: unknown };

interface Bounds {
  /** Ends the wait as `cancelled` when it aborts. */
  signal?: AbortSignal | undefined;
  /** Absolute limit, epoch ms. */
  deadlineAt?: number | undefined;
  /** Relative limit, ms. With `deadlineAt` too, the earlier one wins. */
  timeoutMs?: number | undefined;
}

/** setTimeout's longest delay (2^31-1 ms, ~24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until the earlier limit (may be <= 0); undefined when there is no limit. */
export function msLeft(b: Bounds, now: number = Date.now()): number | undefined {
  const untilDeadline = b.deadlineAt === undefined ? undefined : b.deadlineAt - now;
  if (untilDeadline === undefined) return b.timeoutMs;
  return b.timeoutMs === undefined ? untilDeadline : Math.min(untilDeadline, b.timeoutMs);
}

/**
 * Arms the limits: `onTimeout` at the earlier limit, `onAbort` when the signal aborts, at most one of them,
 * never after the returned disarm() was called. The signal must not already be aborted.
 */
function arm(b: Bounds, onTimeout: () => void, onAbort: () => void): () => void {
  let armed = true;
  const left = msLeft(b);
  const disarm = (): void => {
    armed = false;
    if (timer !== undefined) clearTimeout(timer);
    b.signal?.removeEventListener('abort', abortListener);
  };
  const abortListener = (): void => {
    if (!armed) return;
    disarm();
    onAbort();
  };
  const timer =
    left === undefined
      ? undefined
      : setTimeout(() => {
          if (!armed) return;
          disarm();
          onTimeout();
        }, Math.min(Math.max(0, left), MAX_TIMER_MS));
  b.signal?.addEventListener('abort', abortListener, { once: true });
  return disarm;
}

/**
 * Resolves with the work's value, or `timedOut` at the earlier limit, or `cancelled` when the signal aborts
 * (at once if it already has), or `failed` with the rejection. Never rejects. Already-settled work still wins
 * over a limit that is already past: the timer fires no sooner than the next macrotask.
 */
export function waitFor<T>(work: PromiseLike<T>, b: Bounds): Promise<Waited<T>> {
  if (b.signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
  return new Promise((resolve) => {
    const disarm = arm(
      b,
      () => resolve({ ok: false, reason: 'timedOut' }),
      () => resolve({ ok: false, reason: 'cancelled' }),
    );
    work.then(
      (value) => {
        disarm();
        resolve({ ok: true, value });
      },
      (error: unknown) => {
        disarm();
        resolve({ ok: false, reason: 'failed', error });
      },
    );
  });
}

/** Sleeps `ms`, or less when the signal aborts. Resolves `elapsed` or `cancelled`; never rejects. */
export function pause(ms: number, signal?: AbortSignal): Promise<'elapsed' | 'cancelled'> {
  if (signal?.aborted) return Promise.resolve('cancelled');
  return new Promise((resolve) => {
    arm({ signal, timeoutMs: ms }, () => resolve('elapsed'), () => resolve('cancelled'));
  });
}

/** A signal with limits, for a request; see boundedSignal. */
export interface BoundedSignal {
  /** Aborted at the earlier limit (reason 'timedOut'), when the parent aborts (its reason), or by abort(). */
  readonly signal: AbortSignal;
  /** True when the signal was aborted by its own limit, not by the parent or abort(). */
  readonly expired: boolean;
  /** Aborts now (the caller stopped waiting), unless already aborted. */
  abort(reason?: unknown): void;
  /** Replaces the limits (a first-sentence budget giving way to the turn's deadline); no-op once aborted. */
  rearm(limits: Omit<Bounds, 'signal'>): void;
  /** Clears the timer and detaches from the parent without aborting. Call in a finally. */
  dispose(): void;
}

/** Why a bounded signal aborted at its own limit (`signal.reason`). */
export const TIMED_OUT_REASON = 'timedOut';

/**
 * A signal aborted at the earlier of `deadlineAt` and `timeoutMs`, or when `b.signal` (the parent) aborts.
 * A parent that has already aborted gives a signal that has too. Without any limit or parent it aborts only
 * by abort().
 */
export function boundedSignal(b: Bounds): BoundedSignal {
  const controller = new AbortController();
  let expired = false;
  const start = (limits: Omit<Bounds, 'signal'>): (() => void) =>
    arm(
      { signal: b.signal, deadlineAt: limits.deadlineAt, timeoutMs: limits.timeoutMs },
      () => {
        expired = true;
        controller.abort(TIMED_OUT_REASON);
      },
      () => controller.abort(b.signal?.reason),
    );
  let disarm: () => void = () => undefined;
  if (b.signal?.aborted) controller.abort(b.signal.reason);
  else disarm = start(b);
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    abort(reason?: unknown) {
      disarm();
      if (!controller.signal.aborted) controller.abort(reason);
    },
    rearm(limits) {
      if (controller.signal.aborted) return;
      disarm();
      disarm = start(limits);
    },
    dispose: () => disarm(),
  };
}
