/**
 * The main thread's handle on the listener worker (wake word + VAD). Start it with the config; post 80 ms
 * frames with process(); each resolves, in order, with that frame's detections, scores and VAD probabilities
 * (and the frame's samples, handed back). Frames may be posted without waiting: results come back in order.
 *
 * The VAD runs only while it is wanted: from a wake word on (the worker starts it itself), from listen(sample)
 * on (a follow-up window), until rest(sample) (the listener is idle again). `VadDemand` in feed.ts sends those
 * two from a Listener's state; without them the VAD simply stays on after the first wake word.
 *
 * Expected failures are outcomes: a model that cannot be found or loaded gives `{ ok: false, reason, model }`
 * and a /status line under 'wake'. A worker that dies mid-run rejects pending frames with code
 * 'HEARTH_WAKE_WORKER_FAILED' (a bug or an out-of-memory, not an expected condition).
 */
import type { Worker } from 'node:worker_threads';
import type { WakeConfig } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import { awaitWorkerExit } from '../workers/exit.js';
import { startWorker, workerUrl } from '../workers/spawn.js';
import { defaultResolver, resolveListenerModels, type ResolveModel } from './models.js';
import type { FrameResult, FromWorker, ToWorker, WorkerInit } from './protocol.js';
import { HearthError } from '../errors.js';

export type { FrameResult } from './protocol.js';

interface WakeEngineOptions {
  wake: Pick<WakeConfig, 'models' | 'threshold' | 'refractoryMs'>;
  /** Where the default resolver looks (config.paths.modelsDir). */
  modelsDir: string;
  /** The model manager's lookup; defaults to defaultResolver(modelsDir). */
  resolveModel?: ResolveModel;
  counters?: Counters;
  /** 'always' runs the VAD on every frame, as before gating (benchmarks, tracing); default 'gated'. */
  vad?: 'gated' | 'always';
}

type WakeEngineOutcome =
  | { ok: true; engine: WakeEngine }
  | { ok: false; reason: 'modelMissing' | 'modelLoadFailed' | 'workerFailed'; model?: string };

/** An error with a stable code. */
class WakeEngineError extends HearthError {
  constructor(code: 'HEARTH_WAKE_WORKER_FAILED' | 'HEARTH_WAKE_ENGINE_CLOSED', message: string) {
    super(code, message);
  }
}

export class WakeEngine {
  readonly heads: readonly string[];
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (r: FrameResult) => void; reject: (e: Error) => void }>();
  #seq = 0;
  #failed: WakeEngineError | undefined;

  constructor(worker: Worker, heads: readonly string[]) {
    this.#worker = worker;
    this.heads = heads;
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'frame') return;
      const { type: _type, ...result } = message;
      const waiter = this.#pending.get(result.seq);
      this.#pending.delete(result.seq);
      waiter?.resolve(result);
    });
    const fail = (): void => {
      this.#failed ??= new WakeEngineError('HEARTH_WAKE_WORKER_FAILED', 'the listener worker stopped');
      for (const waiter of this.#pending.values()) waiter.reject(this.#failed);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
  }

  /** Frames posted and not yet answered. */
  get inFlight(): number {
    return this.#pending.size;
  }

  /**
   * Sends a frame to the worker. Its buffer is transferred (the caller's array becomes empty); the result
   * carries the samples back as an Int16Array. A view into a larger buffer is copied first.
   */
  process(samples: Int16Array | Float32Array): Promise<FrameResult> {
    if (this.#failed) return Promise.reject(this.#failed);
    const owned = samples.byteOffset === 0 && samples.byteLength === samples.buffer.byteLength ? samples : samples.slice();
    const seq = this.#seq++;
    return new Promise<FrameResult>((resolve, reject) => {
      this.#pending.set(seq, { resolve, reject });
      const message: ToWorker = { type: 'frame', seq, samples: owned };
      this.#worker.postMessage(message, [owned.buffer as ArrayBuffer]);
    });
  }

  /** Forgets the VAD's recurrent state; wake-word windows and stream positions carry on. */
  resetVad(): void {
    this.#send({ type: 'resetVad' });
  }

  /**
   * Speech probabilities are wanted for the audio after stream sample `fromSample` (a follow-up window opened
   * there). The VAD catches up from the worker's ring buffer; its windows come with the next frame's result.
   */
  listen(fromSample: number): void {
    this.#send({ type: 'listen', fromSample });
  }

  /** Nothing needs speech probabilities after `atSample` (the listener is idle again): the VAD stops. */
  rest(atSample: number): void {
    this.#send({ type: 'rest', atSample });
  }

  #send(message: ToWorker): void {
    if (!this.#failed) this.#worker.postMessage(message);
  }

  async close(): Promise<void> {
    this.#failed ??= new WakeEngineError('HEARTH_WAKE_ENGINE_CLOSED', 'the listener was closed');
    // Queued after any frame in hand, so the worker leaves between native runs (daemon/workers/exit.ts).
    await awaitWorkerExit(this.#worker, { type: 'close' } satisfies ToWorker);
  }
}

const STATUS_MODEL_MISSING = 'wake word off: a listener model is missing (see hearth models list)';
const STATUS_LOAD_FAILED = 'wake word off: a listener model could not be loaded';
const STATUS_WORKER_FAILED = 'wake word off: the listener worker failed to start';

/** Resolves the models, starts the worker and waits until every model is loaded. */
export async function startWakeEngine(options: WakeEngineOptions): Promise<WakeEngineOutcome> {
  const resolve = options.resolveModel ?? defaultResolver(options.modelsDir);
  const models = await resolveListenerModels(options.wake.models, resolve);
  if (!models.ok) {
    options.counters?.note('wake', STATUS_MODEL_MISSING);
    return { ok: false, reason: 'modelMissing', model: models.model };
  }
  const init: WorkerInit = {
    paths: models.paths, threshold: options.wake.threshold, refractoryMs: options.wake.refractoryMs, vad: options.vad ?? 'gated',
  };
  const worker = startWorker(workerUrl(import.meta.url, 'wake-worker'), { workerData: init });
  const first = await new Promise<FromWorker | undefined>((resolveFirst) => {
    worker.once('message', resolveFirst);
    worker.once('error', () => resolveFirst(undefined));
    worker.once('exit', () => resolveFirst(undefined));
  });
  if (first?.type === 'ready') {
    options.counters?.note('wake', undefined);
    return { ok: true, engine: new WakeEngine(worker, first.heads) };
  }
  await worker.terminate();
  if (first?.type === 'loadFailed') {
    options.counters?.note('wake', STATUS_LOAD_FAILED);
    return { ok: false, reason: 'modelLoadFailed', model: first.model };
  }
  options.counters?.note('wake', STATUS_WORKER_FAILED);
  return { ok: false, reason: 'workerFailed' };
}
