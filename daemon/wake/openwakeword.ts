/**
 * openWakeWord's three stages on onnxruntime-node, streaming in 80 ms steps (1280 samples at 16 kHz):
 *
 * 1. melspectrogram.onnx: 1760 samples (the new 1280 plus 480 of context, as raw int16 values cast to float,
 *    not scaled to +-1) give 8 mel frames of 32 bands, 10 ms apart; each value is then mapped `x/10 + 2`.
 * 2. embedding_model.onnx: the last 76 mel frames (~775 ms) give one 96-d embedding per step.
 * 3. each head: its last N embeddings (N = 16, ~1.28 s, read from the model's input shape) give a score 0..1.
 *
 * Before the first real audio we push 2 s of digital silence through all three stages, so the windows are full
 * and a wake word at the very start of a stream can fire (openWakeWord itself pre-fills its buffers the same
 * way). Input and output names differ between head files, so they are read from each session.
 * This module runs inside the listener worker; nothing here may run on the main thread.
 */
import * as ort from 'onnxruntime-node';
import { ModelLoadError } from '../errors.js';

export const STEP_SAMPLES = 1280;
const CONTEXT_SAMPLES = 480;
const MEL_BANDS = 32;
const MEL_FRAMES_PER_STEP = 8;
/** The embedding model's fixed window: 76 mel frames. */
const EMBEDDING_WINDOW_FRAMES = 76;
const EMBEDDING_SIZE = 96;
/** Head window when a model does not state one; every published openWakeWord head uses 16. */
const DEFAULT_HEAD_WINDOW = 16;
/** Silence pushed through at load: 76 mel frames (10 steps) plus 15 more embeddings for a 16-step head = 25 steps = 2 s. */
const PREFILL_STEPS = 25;

/**
 * One thread per session and no spin-waiting: the models are tiny and run every 80 ms, so extra threads only
 * add hand-off cost, and ONNX Runtime's default busy-wait between calls would burn CPU while idle.
 */
export const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
};

export interface WakeModelPaths {
  melspectrogram: string;
  embedding: string;
  heads: ReadonlyArray<{ name: string; path: string }>;
}

interface Head {
  name: string;
  session: ort.InferenceSession;
  input: string;
  output: string;
  window: number;
  /** The head's input, refilled for every step, and the tensor wrapping it. */
  buffer: Float32Array;
  tensor: ort.Tensor;
}

async function load(name: string, path: string): Promise<ort.InferenceSession> {
  try {
    return await ort.InferenceSession.create(path, SESSION_OPTIONS);
  } catch (err) {
    throw new ModelLoadError('badModel', name, { cause: err });
  }
}

function headWindow(session: ort.InferenceSession): number {
  const meta = session.inputMetadata[0];
  const dim = meta && meta.isTensor ? meta.shape[1] : undefined;
  return typeof dim === 'number' && dim > 0 ? dim : DEFAULT_HEAD_WINDOW;
}

export class OpenWakeWord {
  readonly #mel: ort.InferenceSession;
  readonly #melInput: string;
  readonly #melOutput: string;
  readonly #embedding: ort.InferenceSession;
  readonly #embeddingInput: string;
  readonly #embeddingOutput: string;
  readonly #heads: Head[];
  /** The last 480 samples of the previous step, as floats. */
  readonly #context = new Float32Array(CONTEXT_SAMPLES);
  /** The last 76 mel frames, oldest first, flattened [76 * 32]. */
  readonly #melFrames = new Float32Array(EMBEDDING_WINDOW_FRAMES * MEL_BANDS);
  #melCount = 0;
  /** The last embeddings, oldest first, flattened: as many as the longest head window. */
  readonly #embeddings: Float32Array;
  #embeddingCount = 0;
  readonly #maxWindow: number;
  // Buffers and tensors made once and refilled for every step: at 12.5 steps a second, fresh ones each time
  // would only feed the garbage collector. (A tensor wraps its array; ONNX Runtime reads it during run(), so
  // refilling the array between runs is safe.) The mel window tensor is the embedding input of a lone step.
  readonly #audio1 = new Float32Array(CONTEXT_SAMPLES + STEP_SAMPLES);
  readonly #audio1Tensor = new ort.Tensor('float32', this.#audio1, [1, CONTEXT_SAMPLES + STEP_SAMPLES]);
  readonly #melFramesTensor = new ort.Tensor('float32', this.#melFrames, [1, EMBEDDING_WINDOW_FRAMES, MEL_BANDS, 1]);

  private constructor(mel: ort.InferenceSession, embedding: ort.InferenceSession, heads: Head[]) {
    this.#mel = mel;
    this.#melInput = mel.inputNames[0]!;
    this.#melOutput = mel.outputNames[0]!;
    this.#embedding = embedding;
    this.#embeddingInput = embedding.inputNames[0]!;
    this.#embeddingOutput = embedding.outputNames[0]!;
    this.#heads = heads;
    this.#maxWindow = Math.max(1, ...heads.map((h) => h.window));
    this.#embeddings = new Float32Array(this.#maxWindow * EMBEDDING_SIZE);
  }

  static async load(paths: WakeModelPaths): Promise<OpenWakeWord> {
    const mel = await load('melspectrogram', paths.melspectrogram);
    const embedding = await load('embedding_model', paths.embedding);
    const heads: Head[] = [];
    for (const { name, path } of paths.heads) {
      const session = await load(name, path);
      const window = headWindow(session);
      const input = new Float32Array(window * EMBEDDING_SIZE);
      heads.push({
        name, session, input: session.inputNames[0]!, output: session.outputNames[0]!, window,
        buffer: input, tensor: new ort.Tensor('float32', input, [1, window, EMBEDDING_SIZE]),
      });
    }
    const model = new OpenWakeWord(mel, embedding, heads);
    await model.steps(new Int16Array(PREFILL_STEPS * STEP_SAMPLES));
    return model;
  }

  get heads(): ReadonlyArray<{ name: string; window: number }> {
    return this.#heads.map(({ name, window }) => ({ name, window }));
  }

  /** One 80 ms step (exactly 1280 samples). Returns each head's score, or an empty map while windows fill. */
  async step(samples: Int16Array): Promise<Map<string, number>> {
    return (await this.steps(samples.subarray(0, STEP_SAMPLES)))[0] ?? new Map();
  }

  /**
   * Several 80 ms steps at once (the first `floor(length / 1280) * 1280` samples; the caller keeps the rest).
   * Returns each step's scores, in order, exactly as step() would one at a time. The embedding model takes
   * every step's window as one batch, which saves per-call cost when frames arrive in bulk (a file, a backlog).
   * The mel model runs once per step on 1760 samples: it is not length-invariant (its decibel floor is set
   * relative to the loudest value in the input), so a longer input would change the features. The heads have
   * a fixed batch of 1 and run step by step.
   */
  async steps(samples: Int16Array): Promise<Array<Map<string, number>>> {
    const count = Math.floor(samples.length / STEP_SAMPLES);
    if (count === 0) return [];
    const audio = this.#audio1;
    // Which steps have a full mel window, and (when there are several) those windows, batched.
    const ready: number[] = [];
    let batch: Float32Array | undefined;
    for (let j = 0; j < count; j++) {
      audio.set(this.#context);
      for (let i = 0; i < STEP_SAMPLES; i++) audio[CONTEXT_SAMPLES + i] = samples[j * STEP_SAMPLES + i]!;
      this.#context.set(audio.subarray(STEP_SAMPLES));
      const mel = (await this.#mel.run({ [this.#melInput]: this.#audio1Tensor }))[this.#melOutput]!.data as Float32Array;
      // Shift the window left by the new frames and append them, transformed to the embedding model's range.
      const newFrames = Math.min(MEL_FRAMES_PER_STEP, mel.length / MEL_BANDS);
      const shift = newFrames * MEL_BANDS;
      this.#melFrames.copyWithin(0, shift);
      const base = this.#melFrames.length - shift;
      for (let i = 0; i < shift; i++) this.#melFrames[base + i] = mel[mel.length - shift + i]! / 10 + 2;
      this.#melCount = Math.min(EMBEDDING_WINDOW_FRAMES, this.#melCount + newFrames);
      if (this.#melCount < EMBEDDING_WINDOW_FRAMES) continue;
      if (count > 1) {
        batch ??= new Float32Array(count * this.#melFrames.length);
        batch.set(this.#melFrames, ready.length * this.#melFrames.length);
      }
      ready.push(j);
    }
    const results = Array.from({ length: count }, () => new Map<string, number>());
    if (ready.length === 0) return results;
    const embeddingTensor = count === 1
      ? this.#melFramesTensor
      : new ort.Tensor('float32', batch!.subarray(0, ready.length * this.#melFrames.length), [ready.length, EMBEDDING_WINDOW_FRAMES, MEL_BANDS, 1]);
    const embedded = (await this.#embedding.run({ [this.#embeddingInput]: embeddingTensor }))[this.#embeddingOutput]!.data as Float32Array;

    for (let b = 0; b < ready.length; b++) {
      this.#embeddings.copyWithin(0, EMBEDDING_SIZE);
      this.#embeddings.set(embedded.subarray(b * EMBEDDING_SIZE, (b + 1) * EMBEDDING_SIZE), this.#embeddings.length - EMBEDDING_SIZE);
      this.#embeddingCount = Math.min(this.#maxWindow, this.#embeddingCount + 1);
      const scores = results[ready[b]!]!;
      for (const head of this.#heads) {
        if (this.#embeddingCount < head.window) continue;
        head.buffer.set(this.#embeddings.subarray(this.#embeddings.length - head.window * EMBEDDING_SIZE));
        const values = (await head.session.run({ [head.input]: head.tensor }))[head.output]!.data as Float32Array;
        // Multi-class heads (e.g. openWakeWord's "timer") give one score per class; the strongest one counts.
        let best = -Infinity;
        for (const v of values) best = Math.max(best, v);
        scores.set(head.name, best);
      }
    }
    return results;
  }

  async release(): Promise<void> {
    await Promise.all([this.#mel.release(), this.#embedding.release(), ...this.#heads.map((h) => h.session.release())]);
  }
}
