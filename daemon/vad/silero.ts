/**
 * Silero VAD v5 on onnxruntime-node: a speech probability for every 512 new samples (32 ms at 16 kHz).
 *
 * Each call takes 576 samples, the last 64 of the previous window as context followed by the 512 new ones,
 * scaled to -1..1; the recurrent state [2, 1, 128] is carried from call to call, and `sr` is the rate as an
 * int64 scalar. Hearth's audio arrives in 1280-sample frames, which is 2.5 windows, so samples are queued and
 * each result is stamped with the sample index where its window ends. Runs inside the listener worker.
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
  #state = new Float32Array(STATE_SIZE);
  readonly #context = new Float32Array(VAD_CONTEXT_SAMPLES);
  /** Samples not yet run, already scaled to -1..1. */
  #pending = new Float32Array(0);
  /** Stream position of the first pending sample. */
  #pendingStart = 0;

  private constructor(session: ort.InferenceSession) {
    this.#session = session;
  }

  static async load(path: string, options: ort.InferenceSession.SessionOptions): Promise<SileroVad> {
    return new SileroVad(await ort.InferenceSession.create(path, options));
  }

  /** Queues samples and runs every complete window; returns the probabilities in stream order. */
  async push(samples: Int16Array): Promise<VadProbability[]> {
    const joined = new Float32Array(this.#pending.length + samples.length);
    joined.set(this.#pending);
    for (let i = 0; i < samples.length; i++) joined[this.#pending.length + i] = samples[i]! / 32768;
    const out: VadProbability[] = [];
    let at = 0;
    for (; at + VAD_WINDOW_SAMPLES <= joined.length; at += VAD_WINDOW_SAMPLES) {
      const input = new Float32Array(VAD_CONTEXT_SAMPLES + VAD_WINDOW_SAMPLES);
      input.set(this.#context);
      input.set(joined.subarray(at, at + VAD_WINDOW_SAMPLES), VAD_CONTEXT_SAMPLES);
      this.#context.set(input.subarray(input.length - VAD_CONTEXT_SAMPLES));
      const result = await this.#session.run({
        input: new ort.Tensor('float32', input, [1, input.length]),
        state: new ort.Tensor('float32', this.#state, [2, 1, 128]),
        sr: this.#sr,
      });
      this.#state = (result.stateN!.data as Float32Array).slice();
      out.push({ atSample: this.#pendingStart + at + VAD_WINDOW_SAMPLES, prob: (result.output!.data as Float32Array)[0]! });
    }
    this.#pending = joined.slice(at);
    this.#pendingStart += at;
    return out;
  }

  /** Forgets the recurrent state (between unrelated streams). Sample positions keep counting. */
  reset(): void {
    this.#state = new Float32Array(STATE_SIZE);
    this.#context.fill(0);
  }

  async release(): Promise<void> {
    await this.#session.release();
  }
}
