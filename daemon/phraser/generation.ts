/**
 * The plumbing one LLM generation needs, shared by the OpenAI-compatible client and the local llama.cpp model:
 * text deltas in, speakable sentences out (through onSentence) as each completes, under two clocks:
 *
 * - until the first sentence, `firstBy` (the first-sentence timeout, or the turn deadline if sooner);
 * - after it, the turn deadline.
 *
 * When either clock runs out the generation's signal aborts and the run remembers it timed out; when the turn
 * is cancelled the signal aborts too and the failure reads 'cancelled'. No I/O here; settleGeneration() below is
 * the one policy for what a generation's end means for the turn.
 */
import { boundedSignal, type BoundedSignal } from '../async/wait.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { joinSentences, SentenceStream } from '../lang/sentences.js';
import { tidyForSpeech } from './extractive.js';
import { ThinkFilter } from './think.js';
import type { FallbackReason, PhraseRequest, PhraseResult, Phraser } from './types.js';

/** Markdown a model may emit despite the prompt; read aloud it would be noise. The words stay. */
export function stripMarkdown(sentence: string): string {
  return sentence
    .replace(/^\s*(?:#{1,6}\s+|[-*•]\s+|\d{1,2}[.)]\s+(?=\p{L}))/u, '')
    .replace(/\*\*|__|[*`]/gu, '')
    .replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/gu, '$1');
}

interface GenerationOptions {
  /** Stop (abort) once this many sentences were spoken; the run then counts as complete, not failed. */
  maxSentences?: number;
  /** Called once, when the first sentence is spoken. */
  onFirstSentence?: () => void;
}

export class Generation {
  /** Sentences already handed to onSentence, in order. */
  readonly sentences: string[] = [];
  /**
   * Aborted at the first-sentence deadline, then at the turn's; on turn cancel, when complete, and by
   * dispose(). Pass its signal to the request.
   */
  readonly controller: BoundedSignal;
  #complete = false;
  readonly #req: PhraseRequest;
  readonly #o: GenerationOptions;
  readonly #think = new ThinkFilter();
  readonly #stream = new SentenceStream();

  constructor(req: PhraseRequest, firstBy: number, options: GenerationOptions = {}) {
    this.#req = req;
    this.#o = options;
    this.controller = boundedSignal({ signal: req.signal, deadlineAt: firstBy });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True once maxSentences were spoken and the generation was stopped on purpose. */
  get complete(): boolean {
    return this.#complete;
  }

  /** A piece of generated text. */
  feed(delta: string): void {
    for (const s of this.#stream.push(this.#think.push(delta))) this.#emit(s);
  }

  /** The end of the text: speaks what is left. `keep` may drop a trailing fragment (e.g. cut at a length cap). */
  flush(keep: (fragment: string) => boolean = () => true): void {
    for (const s of this.#stream.push(this.#think.flush())) this.#emit(s);
    for (const s of this.#stream.flush()) if (keep(s)) this.#emit(s);
  }

  /** The failure to report for `reason`: 'cancelled' if the turn was, 'timedOut' if a clock ran out. */
  failure<R extends string>(reason: R): R | 'timedOut' | 'cancelled' {
    if (this.#req.signal.aborted) return 'cancelled';
    return this.controller.expired ? 'timedOut' : reason;
  }

  /** Clears the clock, detaches from the turn and aborts whatever is still running. Call in a finally. */
  dispose(): void {
    this.controller.abort();
  }

  #emit(raw: string): void {
    const sentence = tidyForSpeech(stripMarkdown(raw));
    if (sentence === '' || this.controller.signal.aborted) return;
    if (this.sentences.length === 0) {
      // The first sentence made it in time; from now on only the turn deadline limits the answer.
      this.controller.rearm({ deadlineAt: this.#req.deadlineAt });
      this.#o.onFirstSentence?.();
    }
    this.sentences.push(sentence);
    this.#req.onSentence(sentence);
    if (this.#o.maxSentences !== undefined && this.sentences.length >= this.#o.maxSentences) {
      this.#complete = true;
      this.controller.abort();
    }
  }
}

/** How one generation ended. `sentences` were already passed to onSentence. */
export interface GenerationResult {
  sentences: string[];
  failure?: FallbackReason | 'cancelled';
  /** HTTP status or a Node error code such as 'ECONNREFUSED', for the log; never a message or a host. */
  detail?: number | string;
}

/** What both LLM phrasers need to report and fall back. */
interface LlmOutcomeDeps {
  fallback: Phraser;
  counters: Counters;
  logger: Logger;
}

/** The extractive (or other fallback) phraser answers this turn instead of the LLM; counted and logged by reason. */
export async function fallBack(deps: LlmOutcomeDeps, req: PhraseRequest, reason: FallbackReason, detail?: number | string): Promise<PhraseResult> {
  deps.counters.bump(`phraser.llm.fallback.${reason}`);
  deps.logger.warn({ event: 'phraser.llm.fallback', reason, ...(detail === undefined ? {} : { detail }) });
  const result = await deps.fallback.phrase(req);
  return { ...result, fallbackReason: reason };
}

/**
 * The one policy for turning a generation's end into the turn's answer:
 * - cancelled: what was said stands, nothing more (no fallback for a turn nobody waits for);
 * - failed before any sentence: the fallback answers;
 * - failed after some sentences: stop there rather than start over with different words;
 * - otherwise the LLM's answer.
 */
export async function settleGeneration(deps: LlmOutcomeDeps, req: PhraseRequest, result: GenerationResult, startedAt: number): Promise<PhraseResult> {
  const { counters, logger } = deps;
  const text = joinSentences(result.sentences);
  if (result.failure === 'cancelled') {
    counters.bump('phraser.llm.cancelled');
    return result.sentences.length > 0 ? { text, backend: 'llm' } : { text: '', backend: 'none' };
  }
  if (result.failure !== undefined && result.sentences.length === 0) return fallBack(deps, req, result.failure, result.detail);
  if (result.failure !== undefined) {
    counters.bump(`phraser.llm.cutShort.${result.failure}`);
    logger.warn({ event: 'phraser.llm.cutShort', reason: result.failure, sentences: result.sentences.length });
    return { text, backend: 'llm' };
  }
  counters.bump('phraser.llm.ok');
  logger.debug({ event: 'phraser.llm.ok', sentences: result.sentences.length, ms: Date.now() - startedAt });
  return { text, backend: 'llm' };
}
