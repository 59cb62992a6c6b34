/**
 * Small pure helpers for running work under a turn's signal and deadline.
 */

/** Outcome of racing a stage against the clock: late results are dropped, never awaited. */
export type Raced<T> = { ok: true; value: T } | { ok: false; reason: 'timedOut' | 'cancelled' | 'failed'; error?: unknown };

/**
 * Resolves with the promise's value, or with `timedOut` at `deadlineAt`, or `cancelled` when the signal aborts,
 * whichever comes first. A stage that ignores its signal therefore cannot hold the turn past its deadline.
 */
export function raceDeadline<T>(work: Promise<T>, deadlineAt: number, signal: AbortSignal): Promise<Raced<T>> {
  if (signal.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
  return new Promise((resolve) => {
    const finish = (result: Raced<T>): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = (): void => finish({ ok: false, reason: 'cancelled' });
    const timer = setTimeout(() => finish({ ok: false, reason: 'timedOut' }), Math.max(0, deadlineAt - Date.now()));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => finish({ ok: true, value }),
      (error: unknown) => finish({ ok: false, reason: 'failed', error }),
    );
  });
}

/**
 * How much of the turn the evidence stages may use. The rest is kept for phrasing: an LLM needs its
 * first-sentence budget, and the extractive fallback needs almost nothing.
 */
export function evidenceDeadline(startedAt: number, deadlineMs: number, phraseReserveMs: number): number {
  const reserve = Math.min(phraseReserveMs, Math.floor(deadlineMs / 2));
  return startedAt + deadlineMs - reserve;
}
