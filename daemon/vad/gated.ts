/**
 * Running the VAD only while someone needs it. While Hearth waits for the wake word nobody looks at speech
 * probabilities, yet Silero would run 2.5 times per 80 ms frame (a fifth of the listener's cost). The gate keeps
 * the last WARM_UP_MS of audio in a ring buffer instead; when the VAD is wanted from some sample on (a wake word
 * fired, a follow-up window opened) it starts there minus the warm-up, with a fresh state, so its recurrent
 * state has heard some audio before the first window that counts, and catches up on the buffered audio at once.
 *
 * Windows stay on the stream's 512-sample grid (they end at multiples of 512, as with a VAD that never
 * stopped), and only windows ending after the requested sample are reported: the warm-up is not news.
 *
 * Turning off is racy by nature: the main thread learns of a wake word one frame after the worker does. So
 * `rest(atSample)` only stops the VAD when it was last asked for at or before `atSample`; a wake word the worker
 * has already seen later in the stream keeps it on. Used inside the listener worker.
 */
import { VAD_WINDOW_SAMPLES, type VadProbability } from './silero.js';

/**
 * Audio kept for the warm-up: 0.5 s. With no warm-up at all, a fresh state missed the first 190 ms of a question;
 * 250 ms to 1 s gave the same events on a 24-question test stream. The catch-up (16 windows) costs the worker
 * a few ms once, when the wake word fires. Measured in docs/voice.md, "Wake word and VAD cost".
 */
const WARM_UP_SAMPLES = 8000;
/**
 * Audio kept beyond the warm-up: 2 s, the voice loop's largest backlog of frames in flight. A follow-up window
 * opened on the main thread at sample P reaches the worker after it has stepped the frames already posted; the
 * audio after P must still be in the ring then. 2 s of int16 is 64 KB.
 */
const IN_FLIGHT_SLACK_SAMPLES = 32_000;

/** What the gate needs of a streaming VAD (SileroVad fits). */
export interface StreamingVad {
  /** Stream position up to which samples have been taken. */
  readonly position: number;
  push(samples: Int16Array, out?: VadProbability[]): Promise<VadProbability[]>;
  /** Fresh state, nothing queued; the next sample pushed is stream sample `sample`. */
  restartAt(sample: number): void;
}

export class GatedVad {
  readonly #vad: StreamingVad;
  readonly #warmUp: number;
  readonly #always: boolean;
  #ring: Int16Array;
  /** Stream position just after the last appended sample. */
  #end = 0;
  /** Samples held in the ring (up to its length). */
  #held = 0;
  #active = false;
  /** The latest sample the VAD was asked for from (see rest()). */
  #wantedFrom = -Infinity;
  /** Windows ending at or before this are warm-up, not reported. */
  #reportAfter = 0;

  /** `always`: never rest (the VAD runs on all audio, as before gating; for comparison and tracing). */
  constructor(vad: StreamingVad, options: { warmUpSamples?: number; always?: boolean } = {}) {
    this.#vad = vad;
    this.#warmUp = options.warmUpSamples ?? WARM_UP_SAMPLES;
    this.#always = options.always ?? false;
    this.#ring = new Int16Array(this.#warmUp + IN_FLIGHT_SLACK_SAMPLES + VAD_WINDOW_SAMPLES);
    if (this.#always) this.activate(0);
  }

  get active(): boolean {
    return this.#active;
  }

  /** Stream position after the last appended sample. */
  get position(): number {
    return this.#end;
  }

  /** Appends the next samples of the stream to the ring buffer (they are copied). */
  append(samples: Int16Array): void {
    const needed = this.#warmUp + samples.length + VAD_WINDOW_SAMPLES;
    if (needed > this.#ring.length) this.#grow(needed);
    const size = this.#ring.length;
    let at = this.#end % size;
    let i = 0;
    while (i < samples.length) {
      const n = Math.min(samples.length - i, size - at);
      this.#ring.set(samples.subarray(i, i + n), at);
      i += n;
      at = (at + n) % size;
    }
    this.#end += samples.length;
    this.#held = Math.min(size, this.#held + samples.length);
  }

  /**
   * The VAD is wanted for windows ending after `fromSample`. If it is off, it restarts at the warm-up start (a
   * grid point at least WARM_UP before `fromSample`, or the oldest buffered one) and catches up in the next run().
   * If it is on, it carries on with its warm state.
   */
  activate(fromSample: number): void {
    this.#wantedFrom = Math.max(this.#wantedFrom, fromSample);
    if (this.#active) return;
    this.#active = true;
    this.#reportAfter = fromSample;
    const oldest = this.#end - this.#held;
    const start = Math.ceil(Math.max(oldest, fromSample - this.#warmUp) / VAD_WINDOW_SAMPLES) * VAD_WINDOW_SAMPLES;
    this.#vad.restartAt(Math.min(start, this.#end));
  }

  /** Nobody needs the VAD after `atSample`: off, unless it was asked for from a later sample meanwhile. */
  rest(atSample: number): void {
    if (this.#always || !this.#active || this.#wantedFrom > atSample) return;
    this.#active = false;
  }

  /** Runs the VAD over the audio appended since it last ran; returns the windows that count, in order. */
  async run(): Promise<VadProbability[]> {
    if (!this.#active) return [];
    const size = this.#ring.length;
    let from = this.#vad.position;
    const oldest = this.#end - this.#held;
    if (from < oldest) {
      // Cannot happen while run() follows every append(); if it ever does, start again from what is held.
      from = Math.ceil(oldest / VAD_WINDOW_SAMPLES) * VAD_WINDOW_SAMPLES;
      this.#vad.restartAt(from);
    }
    const out: VadProbability[] = [];
    while (from < this.#end) {
      const at = from % size;
      const n = Math.min(this.#end - from, size - at);
      await this.#vad.push(this.#ring.subarray(at, at + n), out);
      from += n;
    }
    let skip = 0;
    while (skip < out.length && out[skip]!.atSample <= this.#reportAfter) skip++;
    return skip === 0 ? out : out.slice(skip);
  }

  #grow(needed: number): void {
    const next = new Int16Array(needed);
    const oldest = this.#end - this.#held;
    for (let p = oldest; p < this.#end; p++) next[p % needed] = this.#ring[p % this.#ring.length]!;
    this.#ring = next;
  }
}
