/**
 * The phraser's contract, as the chain needs it: the chain's last stage turns the question and the gathered
 * evidence into a short spoken answer, streamed one sentence at a time. It lives with the chain's vocabulary so
 * the chain depends only on this port; daemon/phraser/ holds the backends that implement it (the extractive
 * phraser, which needs no model and picks evidence sentences, and the LLM clients that fall back to it for the
 * turn when they are unreachable, fail or are too slow).
 */
import type { Evidence } from './types.js';

export interface PhraseRequest {
  question: string;
  /** Evidence in the chain's order: instant answers and earlier (better) sources first. */
  evidence: readonly Evidence[];
  /** Primary language of the question ('en', 'ru', 'de', 'es', ...) if the boundary could tell. */
  lang?: string;
  /** Aborted when a newer turn replaces this one or at shutdown; the phraser then stops emitting. */
  signal: AbortSignal;
  /** Whole-turn deadline, epoch milliseconds. */
  deadlineAt: number;
  /**
   * An unsure turn (turn/reach.ts): the question may be about the owner, so no remote model may see it, and
   * when the local evidence does not answer, the reply says it looked on this box only.
   */
  localOnly?: boolean;
  /** Called once per finished sentence, in order, as soon as it is ready. Never called after phrase() settles. */
  onSentence: (sentence: string) => void;
}

/** Why a turn was not phrased by the LLM. Also the suffix of the `phraser.llm.fallback.*` counters. */
export type FallbackReason =
  | 'unreachable'
  | 'httpError'
  | 'timedOut'
  | 'badReply'
  | 'emptyReply'
  | 'noEvidence'
  // Evidence was found, but no sentence of it speaks to what the question asks (phraser/sentence-checks.ts answersQuestion).
  | 'notInEvidence'
  // The local model (llama.ts): still loading, its file is not there, it would not load, or llama.cpp itself
  // could not be loaded on this machine.
  | 'loading'
  | 'modelMissing'
  | 'modelBroken'
  | 'runtimeUnavailable';

export interface PhraseResult {
  /** Everything that was passed to onSentence, joined. */
  text: string;
  /** 'none' means no source was used: the honest "I don't know" or a cancelled turn. */
  backend: 'llm' | 'extractive' | 'none';
  fallbackReason?: FallbackReason;
}

export interface Phraser {
  /** Never rejects for expected failures (network, timeouts, bad replies); those become a fallback. */
  phrase(req: PhraseRequest): Promise<PhraseResult>;
  /** Frees what the backend holds (the local model); later turns are answered extractively. Safe to call twice. */
  close?(): Promise<void>;
}
