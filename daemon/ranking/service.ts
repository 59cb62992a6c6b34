/**
 * The main thread's side of model ranking: ships texts to the ranking worker and receives scores, nothing more.
 *
 *   const ranking = new RankingService({ denseModelDir: models.localDir('multilingual-e5-small'),
 *     rerankModelDir: models.localDir('mmarco-mminilmv2-l12'), maxDensePool: 300, keepTopFirst: true, counters });
 *   ranking.warm();                                   // start loading in the background (optional)
 *   const r = await ranking.denseScores(question, passages, { signal, deadlineAt });
 *   if (r.ok) ... r.value[i] is passage i's cosine with the question
 *
 * Degrades, never fails: every call resolves to an Outcome, and every failure is counted as
 * `ranking.dense.<reason>` / `ranking.rerank.<reason>` with no text attached. A model loads lazily in the
 * worker on first use (or on warm()); calls made while it loads answer `notReady` at once rather than hold up
 * the turn, so the first turn after start ranks lexically and later ones use the model. Nothing downloads
 * here: a directory the model manager has not filled is `noModel`.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { waitFor } from '../async/wait.js';
import type { Counters } from '../status/counters.js';
import type { Outcome } from '../outcome.js';
import { awaitWorkerExit } from '../workers/exit.js';
import { startWorker, workerUrl } from '../workers/spawn.js';
import type { FromWorker, ModelRole, ToWorker } from './protocol.js';

/**
 * Longest wait for a dense pass, ms, whatever the turn's deadline. An estimate, to re-measure with the real
 * model (bench/dense.bench.ts): e5-small quantised embeds on the order of a hundred 256-token passages a
 * second on one core of a home CPU, so 1.5 s covers a pool of a few pages; past it, lexical ranking stands.
 */
const DENSE_MAX_WAIT_MS = 1_500;

/**
 * Longest wait for reranking, ms. One pair costs ~13 ms on a desktop core (MiniSearch's measurement), perhaps
 * three times that on a small home box: a dozen results fit in about 500 ms; 800 leaves slack. Past it the
 * results keep the search engine's order.
 */
const RERANK_MAX_WAIT_MS = 800;

/**
 * A worker that dies this many times is not restarted: something (memory, a broken model file) kills it every
 * time, and each restart would reload a model of a hundred megabytes or more.
 */
const MAX_WORKER_CRASHES = 3;

type RankFailure =
  /** No model directory: the model is not installed. */
  | 'noModel'
  /** The model is loading; this call ranks without it. */
  | 'notReady'
  /** The model's files are missing or do not load; it will not be tried again until restart. */
  | 'loadFailed'
  /** More passages than `maxDensePool`: scoring them all would not finish in time. */
  | 'poolTooLarge'
  | 'timedOut'
  | 'cancelled'
  /** A run failed or the worker died. */
  | 'failed';

export interface RankingOptions {
  /** Local directory of the bi-encoder (ModelManager.localDir), undefined when not installed. */
  denseModelDir?: string | undefined;
  /** Local directory of the cross-encoder, undefined when not installed. */
  rerankModelDir?: string | undefined;
  /** Pools with more passages than this stay lexical. */
  maxDensePool: number;
  /** Keep the search engine's first result first after reranking. */
  keepTopFirst: boolean;
  counters: Counters;
  /** ONNX Runtime intra-op threads; default half the cores, at least one. */
  threads?: number;
  /** The worker module; defaults to ranking-worker beside this file (tests may point elsewhere). */
  workerUrl?: URL;
}

interface CallOptions {
  signal?: AbortSignal;
  /** Epoch ms after which the caller no longer wants the scores. */
  deadlineAt?: number;
}

type State = 'absent' | 'idle' | 'loading' | 'ready' | 'broken';

const STATUS: Record<State, string> = {
  absent: 'model not installed; lexical order',
  idle: 'model installed; loads on first use',
  loading: 'loading the model',
  ready: 'ready',
  broken: 'model failed to load; lexical order',
};

interface Pending {
  role: ModelRole;
  resolve: (o: Outcome<{ scores: Float32Array; truncated: number }, RankFailure>) => void;
}

/** Half the cores, at least one: ranking must leave the other half to audio, the chat and page reading. */
function defaultThreads(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

export class RankingService {
  readonly #o: RankingOptions;
  readonly #dirs: Record<ModelRole, string | undefined>;
  readonly #state: Record<ModelRole, State>;
  readonly #waiters: Record<ModelRole, Array<(ready: boolean) => void>> = { dense: [], rerank: [] };
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #crashes = 0;
  #nextId = 1;
  #closed = false;

  constructor(o: RankingOptions) {
    this.#o = o;
    this.#dirs = { dense: o.denseModelDir || undefined, rerank: o.rerankModelDir || undefined };
    this.#state = { dense: this.#dirs.dense ? 'idle' : 'absent', rerank: this.#dirs.rerank ? 'idle' : 'absent' };
    this.#note('dense');
    this.#note('rerank');
  }

  get keepTopFirst(): boolean {
    return this.#o.keepTopFirst;
  }

  /** Where each model stands (for /status and tests). */
  state(role: ModelRole): State {
    return this.#state[role];
  }

  /** Starts loading every installed model in the background. */
  warm(): void {
    this.#load('dense');
    this.#load('rerank');
  }

  /** Loads `role` if needed and waits: true once it is ready, false when absent or broken. For startup and tests. */
  ready(role: ModelRole): Promise<boolean> {
    this.#load(role);
    const s = this.#state[role];
    if (s === 'ready') return Promise.resolve(true);
    if (s !== 'loading') return Promise.resolve(false);
    return new Promise((resolve) => this.#waiters[role].push(resolve));
  }

  /** Cosine similarity of `query` to each passage, in order. */
  async denseScores(query: string, passages: readonly string[], o: CallOptions = {}): Promise<Outcome<Float32Array, RankFailure>> {
    if (passages.length > this.#o.maxDensePool) return this.#fail('dense', 'poolTooLarge');
    const r = await this.#call('dense', { query, passages: [...passages] }, DENSE_MAX_WAIT_MS, o);
    if (r.ok) this.#o.counters.bump('ranking.dense.passages', passages.length);
    return r.ok ? { ok: true, value: r.value.scores } : r;
  }

  /** Cross-encoder logit of (query, doc) for each doc, in order. */
  async rerankScores(query: string, docs: readonly string[], o: CallOptions = {}): Promise<Outcome<Float32Array, RankFailure>> {
    const r = await this.#call('rerank', { query, docs: [...docs] }, RERANK_MAX_WAIT_MS, o);
    if (r.ok && r.value.truncated > 0) this.#o.counters.bump('ranking.rerank.truncated', r.value.truncated);
    return r.ok ? { ok: true, value: r.value.scores } : r;
  }

  /** Stops the worker; calls in flight end as cancelled. */
  async close(): Promise<void> {
    this.#closed = true;
    const w = this.#worker;
    this.#worker = undefined;
    this.#settleAll('cancelled');
    for (const role of ['dense', 'rerank'] as const) this.#wake(role, false);
    if (w) {
      w.removeAllListeners('exit');
      w.removeAllListeners('error');
      await awaitWorkerExit(w, { type: 'close' } satisfies ToWorker);
    }
  }

  #note(role: ModelRole): void {
    this.#o.counters.note(`ranking.${role}`, STATUS[this.#state[role]]);
  }

  #set(role: ModelRole, s: State): void {
    this.#state[role] = s;
    this.#note(role);
  }

  #fail(role: ModelRole, reason: RankFailure): { ok: false; reason: RankFailure } {
    this.#o.counters.bump(`ranking.${role}.${reason}`);
    return { ok: false, reason };
  }

  async #call(
    role: ModelRole,
    body: { query: string; passages: string[] } | { query: string; docs: string[] },
    maxWaitMs: number,
    o: CallOptions,
  ): Promise<Outcome<{ scores: Float32Array; truncated: number }, RankFailure>> {
    const s = this.#state[role];
    if (s === 'absent') return this.#fail(role, 'noModel');
    if (s === 'broken') return this.#fail(role, 'loadFailed');
    if (s !== 'ready') {
      this.#load(role);
      return this.#fail(role, 'notReady');
    }
    const count = 'passages' in body ? body.passages.length : body.docs.length;
    if (count === 0) return { ok: true, value: { scores: new Float32Array(0), truncated: 0 } };
    if (o.signal?.aborted || this.#closed) return this.#fail(role, 'cancelled');
    const worker = this.#worker;
    if (!worker) return this.#fail(role, 'failed');

    const id = this.#nextId++;
    const started = performance.now();
    const waitMs = Math.min(maxWaitMs, o.deadlineAt === undefined ? maxWaitMs : o.deadlineAt - Date.now());
    if (waitMs <= 0) return this.#fail(role, 'timedOut');

    const reply = new Promise<Outcome<{ scores: Float32Array; truncated: number }, RankFailure>>((resolve) => {
      this.#pending.set(id, { role, resolve });
    });
    const msg: ToWorker = 'passages' in body ? { type: 'dense', id, ...body } : { type: 'rerank', id, ...body };
    worker.postMessage(msg);
    const waited = await waitFor(reply, { signal: o.signal, timeoutMs: waitMs });
    if (!waited.ok && this.#pending.delete(id)) worker.postMessage({ type: 'cancel', id } satisfies ToWorker);
    const outcome: Outcome<{ scores: Float32Array; truncated: number }, RankFailure> = waited.ok
      ? waited.value
      : { ok: false, reason: waited.reason === 'failed' ? 'failed' : waited.reason };
    if (!outcome.ok) return this.#fail(role, outcome.reason);
    this.#o.counters.bump(`ranking.${role}.ok`);
    this.#o.counters.bump(`ranking.${role}.ms`, Math.round(performance.now() - started));
    return outcome;
  }

  #load(role: ModelRole): void {
    if (this.#state[role] !== 'idle' || this.#closed) return;
    const worker = this.#ensureWorker();
    if (!worker) {
      this.#set(role, 'broken');
      this.#wake(role, false);
      return;
    }
    this.#set(role, 'loading');
    const threads = Math.max(1, this.#o.threads ?? defaultThreads());
    worker.postMessage({ type: 'load', role, dir: this.#dirs[role]!, threads } satisfies ToWorker);
  }

  #ensureWorker(): Worker | undefined {
    if (this.#worker) return this.#worker;
    if (this.#crashes >= MAX_WORKER_CRASHES) return undefined;
    let w: Worker;
    try {
      w = startWorker(this.#o.workerUrl ?? workerUrl(import.meta.url, 'ranking-worker'));
    } catch {
      this.#o.counters.bump('ranking.workerFailed');
      this.#crashes = MAX_WORKER_CRASHES;
      return undefined;
    }
    // A loaded model must not keep a finished CLI command alive.
    w.unref();
    w.on('message', (msg: FromWorker) => this.#onMessage(msg));
    w.on('error', () => this.#lost(w));
    w.on('exit', () => this.#lost(w));
    this.#worker = w;
    return w;
  }

  #onMessage(msg: FromWorker): void {
    if (msg.type === 'loaded') {
      if (this.#state[msg.role] !== 'loading') return;
      if (msg.ok) {
        this.#set(msg.role, 'ready');
      } else {
        this.#o.counters.bump(`ranking.${msg.role}.loadFailed.${msg.reason}`);
        this.#set(msg.role, 'broken');
      }
      this.#wake(msg.role, msg.ok);
      return;
    }
    const p = this.#pending.get(msg.id);
    if (!p) return;
    this.#pending.delete(msg.id);
    if (msg.ok) p.resolve({ ok: true, value: { scores: msg.scores, truncated: msg.truncated } });
    else p.resolve({ ok: false, reason: msg.reason === 'cancelled' ? 'cancelled' : 'failed' });
  }

  /** The worker died: calls in flight fail, and loaded models load again on next use (up to the crash cap). */
  #lost(w: Worker): void {
    if (this.#worker !== w) return;
    this.#worker = undefined;
    this.#crashes += 1;
    this.#o.counters.bump('ranking.workerCrashed');
    this.#settleAll('failed');
    for (const role of ['dense', 'rerank'] as const) {
      if (this.#state[role] === 'ready' || this.#state[role] === 'loading') {
        this.#set(role, this.#crashes >= MAX_WORKER_CRASHES ? 'broken' : 'idle');
        this.#wake(role, false);
      }
    }
  }

  #settleAll(reason: RankFailure): void {
    for (const [id, p] of this.#pending) {
      this.#pending.delete(id);
      p.resolve({ ok: false, reason });
    }
  }

  #wake(role: ModelRole, ready: boolean): void {
    for (const w of this.#waiters[role].splice(0)) w(ready);
  }
}
