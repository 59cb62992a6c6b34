/**
 * A small stand-in for the turn chain, for the server and chat-page tests: it streams a few fixed sentences
 * with short delays, honours supersede/cancel by clientId like the real runner, and throws on request.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Evidence } from '../../daemon/turn/types.js';
import type { AskOutcome, TurnRunner } from '../../daemon/server/types.js';

export const FAKE_SENTENCES = ['Tea is an aromatic beverage.', 'It is prepared by pouring hot water over leaves.'];

export const FAKE_EVIDENCE: Evidence[] = [
  { source: 'zim', title: 'Tea', url: 'http://127.0.0.1:9/wiki/Tea', text: 'Tea is an aromatic beverage.', lang: 'en' },
  { source: 'web', title: 'Sneaky link', url: 'javascript:alert(1)', text: 'Should never become a link.' },
];

/** Questions containing this word make the fake throw, with the question in the error message. */
export const EXPLODE_WORD = 'explode';

type Cancel = 'superseded' | 'cancelled';

export class FakeRunner implements TurnRunner {
  /** Questions received, in order (test-only bookkeeping). */
  readonly asked: string[] = [];
  readonly #inFlight = new Map<string, AbortController>();

  constructor(private readonly delayMs = 15) {}

  async ask(input: {
    text: string;
    clientId: string;
    onSentence?: (sentence: string) => void;
  }): Promise<AskOutcome> {
    this.#inFlight.get(input.clientId)?.abort('superseded' satisfies Cancel);
    const controller = new AbortController();
    this.#inFlight.set(input.clientId, controller);
    this.asked.push(input.text);
    try {
      if (input.text.includes(EXPLODE_WORD)) {
        throw Object.assign(new Error(`failed while answering: ${input.text}`), { code: 'fakeFailure' });
      }
      const started = Date.now();
      for (const sentence of FAKE_SENTENCES) {
        try {
          await sleep(this.delayMs, undefined, { signal: controller.signal });
        } catch {
          return { ok: false, reason: controller.signal.reason as Cancel };
        }
        input.onSentence?.(sentence);
      }
      return {
        ok: true,
        record: {
          text: FAKE_SENTENCES.join(' '),
          route: 'zim',
          evidence: FAKE_EVIDENCE,
          timingsMs: { boundary: 1, zim: Date.now() - started, total: Date.now() - started },
        },
      };
    } finally {
      if (this.#inFlight.get(input.clientId) === controller) this.#inFlight.delete(input.clientId);
    }
  }

  cancel(clientId: string): void {
    this.#inFlight.get(clientId)?.abort('cancelled' satisfies Cancel);
  }

  /** Number of turns still running (to check that closing a socket cancels its turn). */
  get inFlight(): number {
    return this.#inFlight.size;
  }
}
