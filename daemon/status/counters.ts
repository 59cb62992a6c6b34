/**
 * Counters and status lines for /status. Modules bump named counters; nothing here records who asked what.
 * Names are dotted, owner first: `websearch.timedOut`, `turn.cancelled`, each declared in counter-names.ts.
 * Values are numbers only, and status lines (`notes`) are fixed strings chosen by the code, never built from
 * a question, URL or host.
 */
import type { CounterName } from './counter-names.js';

export class Counters {
  readonly #counts = new Map<string, number>();
  readonly #notes = new Map<string, string>();

  /** Adds `by` (default 1) to the named counter, creating it at zero. */
  bump(name: CounterName, by = 1): void {
    this.#counts.set(name, (this.#counts.get(name) ?? 0) + by);
  }

  /** Sets a gauge (a value that goes up and down, like `turn.inFlight`). */
  set(name: CounterName, value: number): void {
    this.#counts.set(name, value);
  }

  get(name: CounterName): number {
    return this.#counts.get(name) ?? 0;
  }

  /**
   * Sets or clears a one-line status for a component, e.g. note('kiwix', 'kiwix-serve not installed').
   * The text must be a fixed message from the code: never interpolate user data, URLs or hosts into it.
   */
  note(component: string, line: string | undefined): void {
    if (line === undefined) this.#notes.delete(component);
    else this.#notes.set(component, line);
  }

  snapshot(): { counters: Record<string, number>; components: Record<string, string> } {
    const counters = Object.fromEntries([...this.#counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
    const components = Object.fromEntries([...this.#notes.entries()].sort(([a], [b]) => a.localeCompare(b)));
    return { counters, components };
  }
}
