/**
 * One circuit breaker per host for page reads. A host that refuses three reads in a row is skipped, without a
 * request, for five minutes; then one read probes it. Only hosts with a failure streak (or an open circuit)
 * are remembered, and at most MAX_TRACKED_HOSTS of them, so a long-running daemon's map stays small.
 */
import { CircuitBreaker, type BreakerDecision } from './breaker.js';

/** Three refusals in a row: one can be a blip, three in one conversation is a pattern (a bot wall, a 429). */
const HOST_FAILURES_TO_OPEN = 3;

/** Five minutes: long enough to cover the rest of a conversation, short enough that a blip is forgotten soon. */
export const HOST_OPEN_FOR_MS = 5 * 60_000;

/**
 * Hosts remembered at once. Pages come from search results, a few per turn; 1,000 failing hosts is far beyond a
 * household's use, and the oldest entry goes first when the map is full.
 */
const MAX_TRACKED_HOSTS = 1_000;

export class HostBreakers {
  readonly #breakers = new Map<string, CircuitBreaker>();
  readonly #now: () => number;
  #opens = 0;

  constructor(o: { now?: () => number } = {}) {
    this.#now = o.now ?? Date.now;
  }

  /** 'closed' or 'probe': go ahead (a probe must report back). 'open': skip the host. */
  canRequest(hostKey: string): BreakerDecision {
    return this.#breakers.get(hostKey)?.canRequest() ?? 'closed';
  }

  /** The host answered (any answer that is not a refusal: a page, a redirect, a 404, a non-document). */
  recordSuccess(hostKey: string): void {
    // A success closes the circuit and clears the streak: nothing left worth remembering.
    this.#breakers.delete(hostKey);
  }

  /** The host refused: 401, 403, 429, another non-ok status, a timeout or a dropped connection. */
  recordFailure(hostKey: string): void {
    let breaker = this.#breakers.get(hostKey);
    if (!breaker) {
      if (this.#breakers.size >= MAX_TRACKED_HOSTS) {
        const oldest = this.#breakers.keys().next().value;
        if (oldest !== undefined) this.#breakers.delete(oldest);
      }
      breaker = new CircuitBreaker({ failuresToOpen: HOST_FAILURES_TO_OPEN, openForMs: HOST_OPEN_FOR_MS, now: this.#now });
      this.#breakers.set(hostKey, breaker);
    }
    const before = breaker.state().opens;
    breaker.recordFailure();
    if (breaker.state().opens > before) this.#opens += 1;
  }

  /** The read ended without telling us anything about the host (cancelled, or refused by our own policy). */
  recordInconclusive(hostKey: string): void {
    this.#breakers.get(hostKey)?.recordInconclusive();
  }

  /** How many times any host's circuit has opened; for /status. */
  get opens(): number {
    return this.#opens;
  }

  /** Hosts currently remembered (for tests and /status). */
  get size(): number {
    return this.#breakers.size;
  }
}
