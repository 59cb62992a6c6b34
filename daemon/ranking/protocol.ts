/**
 * Messages between the main thread (service.ts) and the ranking worker (ranking-worker.ts). The main thread
 * sends texts and receives scores; tensors, tokenizers and sessions never leave the worker.
 */

export type ModelRole = 'dense' | 'rerank';

/** Why loading a model failed: reason codes only, never a path or a library's message. */
type LoadFailure = 'missingFiles' | 'badModel';

export type ToWorker =
  | { type: 'load'; role: ModelRole; dir: string; threads: number }
  /** Cosine similarity of the query to each passage. */
  | { type: 'dense'; id: number; query: string; passages: string[] }
  /** Cross-encoder logit of (query, doc) for each doc, one pair per run. */
  | { type: 'rerank'; id: number; query: string; docs: string[] }
  /** Stop job `id` at its next batch or pair boundary; its answer is dropped. */
  | { type: 'cancel'; id: number }
  /** Finish the job in hand (queued ones are dropped), then exit: see daemon/workers/exit.ts for why. */
  | { type: 'close' };

export type FromWorker =
  | { type: 'loaded'; role: ModelRole; ok: true }
  | { type: 'loaded'; role: ModelRole; ok: false; reason: LoadFailure }
  | { type: 'scores'; id: number; ok: true; scores: Float32Array; truncated: number }
  | { type: 'scores'; id: number; ok: false; reason: 'notLoaded' | 'failed' | 'cancelled' };
