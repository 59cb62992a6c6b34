/**
 * Text to speech with a Piper voice on onnxruntime-node. Per sentence: espeak-ng IPA (phonemize.ts) → the
 * voice's phoneme ids → the model in a worker thread (piper-worker.ts) → int16 PCM at the voice's rate. Each
 * sentence is yielded as soon as it is ready, so the first one plays while the next is being made.
 *
 * A Piper voice speaks one language (its espeak voice); the text's language does not change it.
 * Missing voice files are SpeechError('modelMissing') with a /status line, never a crash.
 */
import type { Worker } from 'node:worker_threads';
import { waitFor } from '../async/wait.js';
import type { Counters } from '../status/counters.js';
import { splitSentences } from '../lang/sentences.js';
import { awaitWorkerExit, routeReplies } from '../workers/exit.js';
import { startWorker, workerUrl } from '../workers/spawn.js';
import { espeakIpa, joinClausePhonemes, phonemeIds, phonemeList } from './phonemize.js';
import type { PiperReply, PiperRequest } from './piper-worker.js';
import { loadPiperVoice, piperFeeds, type PiperVoice } from './piper-voice.js';
import { SpeechError, type SpeechChunk, type SynthesizeOptions, type Synthesizer } from './types.js';

/**
 * How long loading a voice may take, ms. A medium voice (60 MB) loads in about a second from an SSD; 30 s
 * allows a slow SD card without hanging forever on a broken file.
 */
const PIPER_LOAD_TIMEOUT_MS = 30_000;

interface PiperOptions {
  /** Path of the voice's .onnx (its .onnx.json beside it). */
  modelPath: string;
  counters?: Counters;
  espeakBinary?: string;
  /** Overrides the voice's length_scale (above 1 is slower speech). */
  lengthScale?: number;
}

interface Loaded {
  voice: PiperVoice;
  worker: Worker;
  inputNames: string[];
}

export class PiperSynthesizer implements Synthesizer {
  readonly #options: PiperOptions;
  #loading: Promise<Loaded> | undefined;
  readonly #pending = new Map<number, (reply: PiperReply) => void>();
  #nextId = 1;

  constructor(options: PiperOptions) {
    this.#options = options;
  }

  /** Loads the voice and starts the worker once; later calls share it. Throws SpeechError. */
  load(): Promise<Loaded> {
    this.#loading ??= this.#load().catch((error: unknown) => {
      this.#loading = undefined;
      if (error instanceof SpeechError && error.reason === 'modelMissing') {
        this.#options.counters?.bump('tts.modelMissing');
        this.#options.counters?.note('tts', 'Piper voice not downloaded: run `npx hearth models pull` for it');
      }
      throw error;
    });
    return this.#loading;
  }

  async #load(): Promise<Loaded> {
    const voice = loadPiperVoice(this.#options.modelPath);
    const worker = startWorker(workerUrl(import.meta.url, 'piper-worker'), { workerData: { modelPath: voice.modelPath } });
    const started = await waitFor(
      new Promise<PiperReply | undefined>((resolve) => {
        worker.once('message', (reply: PiperReply) => resolve(reply));
        worker.once('error', () => resolve(undefined));
      }),
      { timeoutMs: PIPER_LOAD_TIMEOUT_MS },
    );
    if (!started.ok || started.value === undefined) {
      await awaitWorkerExit(worker, undefined, 0);
      throw new SpeechError('failed', started.ok ? 'Piper worker failed to start' : 'Piper voice took too long to load');
    }
    const ready = started.value;
    if (ready.kind !== 'ready') {
      await awaitWorkerExit(worker);
      this.#options.counters?.note('tts', 'Piper voice file could not be loaded');
      throw new SpeechError('failed', 'Piper voice could not be loaded');
    }
    routeReplies(worker, this.#pending, { id: 0, kind: 'failed' } as PiperReply, () => {
      this.#loading = undefined;
    });
    worker.unref();
    this.#options.counters?.note('tts', undefined);
    return { voice, worker, inputNames: ready.inputNames };
  }

  /** The phoneme ids for one sentence, and how many phonemes the voice did not know. */
  async sentenceIds(sentence: string, signal?: AbortSignal): Promise<{ ids: number[]; unknown: number }> {
    const { voice } = await this.load();
    const lines = await espeakIpa(sentence, voice.espeakVoice, this.#options.espeakBinary, signal);
    return phonemeIds(phonemeList(joinClausePhonemes(sentence, lines)), voice.phonemeIdMap);
  }

  /** Runs the model on one sentence's ids. Resolves with PCM, or throws SpeechError('failed'). */
  async infer(ids: readonly number[]): Promise<{ pcm: Int16Array; outputDims: number[]; sampleRate: number }> {
    const { voice, worker } = await this.load();
    const id = this.#nextId++;
    // The idle worker is unref'd so it never keeps the process alive; while a request is out it must,
    // or a short-lived process (`hearth say`) would exit waiting for the reply.
    worker.ref();
    const reply = await new Promise<PiperReply>((resolve) => {
      this.#pending.set(id, resolve);
      worker.postMessage({ id, feeds: piperFeeds(ids, voice, this.#options.lengthScale) } satisfies PiperRequest);
    });
    if (this.#pending.size === 0) worker.unref();
    if (reply.kind !== 'audio') {
      this.#options.counters?.bump('tts.failed');
      throw new SpeechError('failed', 'Piper inference failed');
    }
    return { pcm: reply.pcm, outputDims: reply.outputDims, sampleRate: voice.sampleRate };
  }

  async *synthesize(text: string, options: SynthesizeOptions = {}): AsyncGenerator<SpeechChunk> {
    const { signal } = options;
    for (const sentence of splitSentences(text)) {
      if (signal?.aborted) return;
      const { ids, unknown } = await this.sentenceIds(sentence, signal);
      if (unknown > 0) this.#options.counters?.bump('tts.piper.unknownPhonemes', unknown);
      if (signal?.aborted) return;
      if (ids.length <= 3) continue; // only ^ _ $: nothing speakable in this sentence
      const { pcm, sampleRate } = await this.infer(ids);
      if (signal?.aborted) return;
      this.#options.counters?.bump('tts.piper.sentences');
      yield { pcm, sampleRate };
    }
  }

  async close(): Promise<void> {
    const loading = this.#loading;
    this.#loading = undefined;
    if (!loading) return;
    const loaded = await loading.catch(() => undefined);
    if (loaded) await awaitWorkerExit(loaded.worker, { kind: 'close' });
  }
}
