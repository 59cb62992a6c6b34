/**
 * A circuit breaker for one upstream (a SearXNG instance, a remote service). Pure policy plus a few fields of
 * state; no timers, so nothing keeps the process alive and tests drive time through an injected clock.
 *
 *   closed ──(failuresToOpen failures in a row)──▶ open ──(openForMs passed)──▶ one probe allowed
 *     ▲                                              ▲                              │
 *     └──────────────── probe succeeds ──────────────┼──────── probe fails ─────────┘
 *
 * While open, callers skip the upstream and save the turn the time a doomed request would cost. After the pause
 * exactly one caller is told 'probe'; everyone else still sees 'open' until that probe reports back.
 */

import { HearthError } from '../errors.js';

export type BreakerDecision = 'closed' | 'probe' | 'open';

interface BreakerState {
  /** 'halfOpen' means a probe is in flight. */
  mode: 'closed' | 'open' | 'halfOpen';
  /** Failures in a row since the last success. */
  consecutiveFailures: number;
  /** How many times the breaker has opened since it was made; a closed breaker says nothing about the last hour. */
  opens: number;
  /** When the open pause ends, epoch ms; undefined unless open. */
  openUntil?: number;
}

interface BreakerOptions {
  /** Failures in a row that open the circuit. */
  failuresToOpen: number;
  /** How long the circuit stays open before one probe is let through, ms. */
  openForMs: number;
  /** Clock, epoch ms; injectable for tests. */
  now?: () => number;
}

export class CircuitBreaker {
  readonly #failuresToOpen: number;
  readonly #openForMs: number;
  readonly #now: () => number;
  #mode: BreakerState['mode'] = 'closed';
  #consecutiveFailures = 0;
  #opens = 0;
  #openUntil = 0;
  /** When the current probe was handed out; a probe that never reports back is re-issued after openForMs. */
  #probeSince = 0;

  constructor(o: BreakerOptions) {
    if (!(o.failuresToOpen >= 1)) throw new HearthError('HEARTH_NET_BREAKER_CONFIG', 'failuresToOpen must be >= 1');
    if (!(o.openForMs >= 0)) throw new HearthError('HEARTH_NET_BREAKER_CONFIG', 'openForMs must be >= 0');
    this.#failuresToOpen = o.failuresToOpen;
    this.#openForMs = o.openForMs;
    this.#now = o.now ?? Date.now;
  }

  /**
   * Asks whether a request may go out now. 'closed': go ahead. 'probe': go ahead, you are the one probe, and you
   * must report the result. 'open': skip the upstream.
   */
  canRequest(): BreakerDecision {
    const now = this.#now();
    switch (this.#mode) {
      case 'closed':
        return 'closed';
      case 'open':
        if (now < this.#openUntil) return 'open';
        this.#mode = 'halfOpen';
        this.#probeSince = now;
        return 'probe';
      case 'halfOpen':
        // A probe whose caller vanished without reporting must not wedge the breaker forever.
        if (now - this.#probeSince >= this.#openForMs) {
          this.#probeSince = now;
          return 'probe';
        }
        return 'open';
    }
  }

  /** A request (probe or not) succeeded: close the circuit and forget past failures. */
  recordSuccess(): void {
    this.#mode = 'closed';
    this.#consecutiveFailures = 0;
  }

  /** A request failed. A failed probe reopens at once; otherwise the circuit opens at the threshold. */
  recordFailure(): void {
    this.#consecutiveFailures += 1;
    if (this.#mode === 'halfOpen' || (this.#mode === 'closed' && this.#consecutiveFailures >= this.#failuresToOpen)) {
      this.#open();
    }
  }

  /**
   * The request ended without telling us anything about the upstream (the turn was cancelled). A probe slot is
   * handed back so the next caller can probe; a closed circuit is unchanged.
   */
  recordInconclusive(): void {
    if (this.#mode === 'halfOpen') {
      this.#mode = 'open';
      this.#openUntil = this.#now();
    }
  }

  state(): BreakerState {
    const s: BreakerState = { mode: this.#mode, consecutiveFailures: this.#consecutiveFailures, opens: this.#opens };
    if (this.#mode === 'open') s.openUntil = this.#openUntil;
    return s;
  }

  #open(): void {
    this.#mode = 'open';
    this.#opens += 1;
    this.#openUntil = this.#now() + this.#openForMs;
  }
}
