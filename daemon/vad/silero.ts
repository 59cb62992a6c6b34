/**
 * Silero VAD v5 on onnxruntime-node: a speech probability for every 512 new samples (32 ms at 16 kHz).
 *
 * Each call takes 576 samples, the last 64 of the previous window as context followed by the 512 new ones,
 * scaled to -1..1; the recurrent state [2, 1, 128] is carried from call to call, and `sr` is the rate as an
 * int64 scalar. Hearth's audio arrives in 1280-sample frames, which is 2.5 windows, so samples are queued and
 * each result is stamped with the sample index where its window ends. Runs inside the listener worker.
 *
 * The input, state and rate tensors are made once and refilled for every window: the model runs ~31 times a
 * second while it is listening, and fresh arrays for each run only feed the garbage collector.
 */
import * as ort from 'onnxruntime-node';

export const VAD_WINDOW_SAMPLES = 512;
const VAD_CONTEXT_SAMPLES = 64;
const STATE_SIZE = 2 * 1 * 128;
const SAMPLE_RATE_HZ = 16_000;

export interface VadProbability {
  /** Sample index (from the start of the stream) where this 32 ms window ends. */
  atSample: number;
  prob: number;
}

export class SileroVad {
  readonly #session: ort.InferenceSession;
  readonly #sr = new ort.Tensor('int64', BigInt64Array.from([BigInt(SAMPLE_RATE_HZ)]), []);
  /** Context (first 64 values) followed by the window being run; reused for every run. */
  readonly #input = new Float32Array(VAD_CONTEXT_SAMPLES + VAD_WINDOW_SAMPLES);
  readonly #inputTensor = new ort.Tensor('float32', this.#input, [1, VAD_CONTEXT_SAMPLES + VAD_WINDOW_SAMPLES]);
  readonly #state = new Float32Array(STATE_SIZE);
  readonly #stateTensor = new ort.Tensor('float32', this.#state, [2, 1, 128]);
  /** How many samples of the next window are already in #input (after the context). */
  #filled = 0;
  /** Stream position of the first sample of the window being filled. */
  #windowStart = 0;

  private constructor(session: ort.InferenceSession) {
    this.#session = session;
  }

  static async load(path: string, options: ort.InferenceSession.SessionOptions): Promise<SileroVad> {
    return new SileroVad(await ort.InferenceSession.create(path, options));
  }

  /** Stream position up to which samples have been taken (run, or waiting for their window to fill). */
  get position(): number {
    return this.#windowStart + this.#filled;
  }

  /** Queues samples and runs every complete window; appends the probabilities, in stream order, to `out`. */
  async push(samples: Int16Array, out: VadProbability[] = []): Promise<VadProbability[]> {
    const input = this.#input;
    for (let i = 0; i < samples.length; ) {
      const take = Math.min(VAD_WINDOW_SAMPLES - this.#filled, samples.length - i);
      const base = VAD_CONTEXT_SAMPLES + this.#filled;
      for (let k = 0; k < take; k++) input[base + k] = samples[i + k]! / 32768;
      this.#filled += take;
      i += take;
      if (this.#filled < VAD_WINDOW_SAMPLES) break;
      const result = await this.#session.run({ input: this.#inputTensor, state: this.#stateTensor, sr: this.#sr });
      this.#state.set(result.stateN!.data as Float32Array);
      this.#windowStart += VAD_WINDOW_SAMPLES;
      this.#filled = 0;
      out.push({ atSample: this.#windowStart, prob: (result.output!.data as Float32Array)[0]! });
      // The last 64 samples of this window are the next one's context.
      input.copyWithin(0, input.length - VAD_CONTEXT_SAMPLES);
    }
    return out;
  }

  /** Forgets the recurrent state (between unrelated streams). Sample positions keep counting. */
  reset(): void {
    this.#state.fill(0);
    this.#input.fill(0, 0, VAD_CONTEXT_SAMPLES);
  }

  /**
   * Starts over at stream position `sample` with a fresh state and nothing queued: the next sample pushed is
   * taken to be that one. The listener worker uses it to resume after audio it did not need the VAD for.
   */
  restartAt(sample: number): void {
    this.reset();
    this.#filled = 0;
    this.#windowStart = sample;
  }

  async release(): Promise<void> {
    await this.#session.release();
  }
}
