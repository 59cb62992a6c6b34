/**
 * Speech to text with a local Whisper model (tiny, base or small; multilingual) in a worker thread.
 *
 * The worker starts on the first utterance (or `load()`), not at daemon start, so a box that never speaks
 * pays nothing. With no model downloaded, `transcribe` returns `modelMissing` at once, counted, with a
 * /status line saying how to get one; a broken model file is `failed` with its own line. Never throws.
 *
 * Language: config `stt.language` fixes it ("ru"); empty lets Whisper detect it. transformers.js does not
 * report the language it detected, so `lang` is only set when it was fixed; the boundary guesses the rest
 * from the text.
 */
import type { Worker } from 'node:worker_threads';
import type { Counters } from '../status/counters.js';
import { waitFor } from '../async/wait.js';
import type { Outcome } from '../outcome.js';
import { startWorker, workerUrl } from '../workers/spawn.js';
import { awaitWorkerExit, routeReplies } from '../workers/exit.js';
import { findWhisperModel, type WhisperSize } from './whisper-files.js';
import type { WhisperReply, WhisperRequest, WhisperWorkerData } from './whisper-worker.js';
import type { SttFailure, Transcriber, Transcription } from './types.js';

/**
 * Longest a model load may take, ms: "small" (q8, ~250 MB) loads in a few seconds from an SSD; a minute
 * allows an SD card, and a stuck load still ends.
 */
const WHISPER_LOAD_TIMEOUT_MS = 60_000;

/**
 * Longest one transcription may take, ms. A 15 s utterance (the endpointer's cap) takes about 1 s with
 * "base" and 4-6 s with "small" on an N100; 30 s only trips on a stuck worker.
 */
const WHISPER_TRANSCRIBE_TIMEOUT_MS = 30_000;

interface WhisperOptions {
  modelsDir: string;
  size: WhisperSize;
  /** Fixed language code, or empty for detection. */
  language?: string;
  counters?: Counters;
  loadTimeoutMs?: number;
  transcribeTimeoutMs?: number;
}

type LoadOutcome = Outcome<Worker, 'modelMissing' | 'failed'>;

export class WhisperTranscriber implements Transcriber {
  readonly #options: WhisperOptions;
  #loading: Promise<LoadOutcome> | undefined;
  readonly #pending = new Map<number, (reply: WhisperReply) => void>();
  #nextId = 1;

  constructor(options: WhisperOptions) {
    this.#options = options;
  }

  /** Starts the worker and loads the model once. A missing model is re-checked on every call. */
  load(): Promise<LoadOutcome> {
    const current = this.#loading;
    if (current !== undefined) return current;
    const loading = this.#load();
    this.#loading = loading;
    void loading.then((outcome) => {
      if (!outcome.ok && this.#loading === loading) this.#loading = undefined;
    });
    return loading;
  }

  async #load(): Promise<LoadOutcome> {
    const counters = this.#options.counters;
    const model = findWhisperModel(this.#options.modelsDir, this.#options.size);
    if (!model) {
      counters?.note('stt', `Whisper ${this.#options.size} model not downloaded: run \`npx hearth models pull whisper-${this.#options.size}\``);
      return { ok: false, reason: 'modelMissing' };
    }
    const workerData: WhisperWorkerData = { modelsDir: this.#options.modelsDir, ...model };
    const worker = startWorker(workerUrl(import.meta.url, 'whisper-worker'), { workerData });
    const loaded = await waitFor(
      new Promise<WhisperReply | undefined>((resolve) => {
        worker.once('message', (reply: WhisperReply) => resolve(reply));
        worker.once('error', () => resolve(undefined));
      }),
      { timeoutMs: this.#options.loadTimeoutMs ?? WHISPER_LOAD_TIMEOUT_MS },
    );
    const first = loaded.ok ? loaded.value : undefined;
    if (first?.kind !== 'ready') {
      // After loadFailed the worker exits by itself once its native load work is done; a timed-out or
      // crashed one is terminated after the grace period.
      await awaitWorkerExit(worker, undefined, first === undefined ? 0 : undefined);
      counters?.note('stt', 'Whisper model could not be loaded (damaged files?)');
      return { ok: false, reason: 'failed' };
    }
    routeReplies(worker, this.#pending, { id: 0, kind: 'failed' } as WhisperReply, () => {
      this.#loading = undefined;
    });
    worker.unref();
    counters?.note('stt', undefined);
    return { ok: true, value: worker };
  }

  async transcribe(audio: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Outcome<Transcription, SttFailure>> {
    const result = await this.#transcribe(audio, sampleRate, signal);
    this.#options.counters?.bump(result.ok ? 'stt.whisper.ok' : `stt.${result.reason}`);
    return result;
  }

  async #transcribe(audio: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Outcome<Transcription, SttFailure>> {
    if (signal?.aborted) return { ok: false, reason: 'cancelled' };
    const loaded = await this.load();
    if (!loaded.ok) return loaded;
    if (signal?.aborted) return { ok: false, reason: 'cancelled' };
    const worker = loaded.value;
    const id = this.#nextId++;
    const language = this.#options.language?.trim() || undefined;
    // The idle worker is unref'd so it never keeps the process alive; while a request is out it must.
    worker.ref();
    const replied = new Promise<WhisperReply>((resolve) => this.#pending.set(id, resolve));
    worker.postMessage({ id, pcm: audio, sampleRate, ...(language ? { language } : {}) } satisfies WhisperRequest);
    // A cancelled or late reply is dropped when it arrives: ONNX Runtime cannot be interrupted mid-run,
    // and restarting the worker would cost a model load.
    const waited = await waitFor(replied, { signal, timeoutMs: this.#options.transcribeTimeoutMs ?? WHISPER_TRANSCRIBE_TIMEOUT_MS });
    this.#pending.delete(id);
    if (this.#pending.size === 0) worker.unref();
    if (!waited.ok) return { ok: false, reason: waited.reason };
    const reply = waited.value;
    if (reply.kind !== 'text') return { ok: false, reason: 'failed' };
    return { ok: true, value: language ? { text: reply.text, lang: language } : { text: reply.text } };
  }

  async close(): Promise<void> {
    const loading = this.#loading;
    this.#loading = undefined;
    const loaded = await loading;
    if (loaded?.ok) await awaitWorkerExit(loaded.value, { kind: 'close' });
  }
}
