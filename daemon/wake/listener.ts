/**
 * The listening state machine, pure: it turns what the listener worker reports for each frame (audio, wake
 * detections, VAD probabilities) into the events a voice turn needs. Time is the position in the audio stream
 * (samples at 16 kHz, reported in ms), never the wall clock, so a WAV file gives the same events every run.
 *
 *   idle --wake--> awaitingSpeech --speech--> capturing --trailing silence / max length--> idle (speechEnd)
 *                       \--no speech within noSpeechTimeoutMs--> idle (noSpeech)
 *
 * followUp(ms) enters awaitingSpeech without a wake word (after an answer, for a follow-up question).
 * Speech starts after MIN_SPEECH_MS of windows at or above the VAD threshold; it ends when the probability has
 * stayed below (threshold - VAD_HYSTERESIS) for trailingSilenceMs. The captured audio runs from PRE_ROLL_MS
 * before speech start (but not before the wake word or follow-up began) to END_TAIL_MS after the last speech.
 */
import type { VadConfig } from '../config/types.js';
import type { Detection } from './gate.js';
import type { VadProbability } from '../vad/silero.js';

export type ListenerEvent =
  | { type: 'wake'; name: string; score: number; atMs: number }
  | { type: 'speechStart'; atMs: number }
  | { type: 'speechEnd'; atMs: number; endedBy: 'silence' | 'maxLength' | 'endOfStream'; audio: Int16Array }
  | { type: 'noSpeech'; atMs: number };

type ListenerState = 'idle' | 'awaitingSpeech' | 'capturing';

/** What the listener needs from one frame (a FrameResult from the worker fits). */
export interface ListenerFrame {
  startSample: number;
  samples: Int16Array;
  detections: readonly Detection[];
  vad: readonly VadProbability[];
}

interface ListenerOptions {
  vad: Pick<VadConfig, 'threshold' | 'trailingSilenceMs' | 'maxUtteranceMs' | 'noSpeechTimeoutMs'>;
  sampleRate?: number;
}

/**
 * Speech this long starts an utterance, so a click, a cough or the tail of the wake word itself (the detector
 * fires while the word is still ending) does not. Home Assistant's VAD uses 0.3 s for the same purpose.
 */
const MIN_SPEECH_MS = 250;
/** Silence is below threshold minus this, as in Silero's own iterator: it keeps soft word endings inside speech. */
const VAD_HYSTERESIS = 0.15;
/** Audio kept before the detected start: VAD fires a little after the first soft consonant. */
const PRE_ROLL_MS = 300;
/** Audio kept after the last speech window, so a trailing consonant is not cut for speech-to-text. */
const END_TAIL_MS = 200;
/** Audio kept while idle, enough for the pre-roll of a follow-up that starts right away. */
const IDLE_KEEP_MS = 1000;

interface Chunk { start: number; samples: Int16Array }

export class Listener {
  readonly #rate: number;
  readonly #threshold: number;
  readonly #trailing: number;
  readonly #maxUtterance: number;
  readonly #noSpeechTimeout: number;
  readonly #minSpeech: number;
  #state: ListenerState = 'idle';
  #chunks: Chunk[] = [];
  /** Stream position after the last frame pushed. */
  #position = 0;
  /** Where the current capture began (wake word or follow-up); audio before it is not part of the utterance. */
  #captureStart = 0;
  #deadline = 0;
  #runStart = -1;
  #speechStart = 0;
  #lastSpeech = 0;

  constructor(options: ListenerOptions) {
    this.#rate = options.sampleRate ?? 16_000;
    const s = (ms: number): number => Math.round((ms * this.#rate) / 1000);
    this.#threshold = options.vad.threshold;
    this.#trailing = s(options.vad.trailingSilenceMs);
    this.#maxUtterance = s(options.vad.maxUtteranceMs);
    this.#noSpeechTimeout = s(options.vad.noSpeechTimeoutMs);
    this.#minSpeech = s(MIN_SPEECH_MS);
  }

  get state(): ListenerState {
    return this.#state;
  }

  /** Stream position (samples) just after the last frame pushed. */
  get position(): number {
    return this.#position;
  }

  /** Whether speech probabilities matter right now (anything but idle); see VadDemand in feed.ts. */
  get needsVad(): boolean {
    return this.#state !== 'idle';
  }

  #ms(sample: number): number {
    return Math.round((sample * 1000) / this.#rate);
  }

  #samples(ms: number): number {
    return Math.round((ms * this.#rate) / 1000);
  }

  /** Listens for speech without a wake word for `windowMs`, from the current stream position. */
  followUp(windowMs: number): void {
    this.#await(this.#position, this.#position + this.#samples(windowMs));
  }

  /** Drops any capture in progress and goes back to waiting for the wake word. */
  cancel(): void {
    this.#state = 'idle';
  }

  #await(from: number, deadline: number): void {
    this.#state = 'awaitingSpeech';
    this.#captureStart = from;
    this.#deadline = deadline;
    this.#runStart = -1;
  }

  /** Feeds one frame's results; returns the events they cause, in stream order. */
  push(frame: ListenerFrame): ListenerEvent[] {
    this.#chunks.push({ start: frame.startSample, samples: frame.samples });
    this.#position = Math.max(this.#position, frame.startSample + frame.samples.length);
    const events: ListenerEvent[] = [];
    let wakeAt = -1;
    if (this.#state === 'idle') {
      const hit = frame.detections[0];
      if (hit) {
        events.push({ type: 'wake', name: hit.name, score: hit.score, atMs: this.#ms(hit.atSample) });
        this.#await(hit.atSample, hit.atSample + this.#noSpeechTimeout);
        wakeAt = hit.atSample;
      }
    }
    for (const v of frame.vad) {
      if (v.atSample <= wakeAt) continue; // windows before the detection belong to the wake word
      this.#vadWindow(v, events);
    }
    this.#checkTimeouts(events);
    this.#trim();
    return events;
  }

  #vadWindow(v: VadProbability, events: ListenerEvent[]): void {
    if (this.#state === 'awaitingSpeech') {
      if (v.prob >= this.#threshold) {
        const windowStart = v.atSample - Math.min(512, v.atSample);
        if (this.#runStart < 0) this.#runStart = windowStart;
        if (v.atSample - this.#runStart >= this.#minSpeech) {
          this.#state = 'capturing';
          this.#speechStart = this.#runStart;
          this.#lastSpeech = v.atSample;
          events.push({ type: 'speechStart', atMs: this.#ms(this.#speechStart) });
        }
      } else {
        this.#runStart = -1;
        if (v.atSample >= this.#deadline) {
          events.push({ type: 'noSpeech', atMs: this.#ms(this.#deadline) });
          this.#state = 'idle';
        }
      }
    } else if (this.#state === 'capturing') {
      if (v.prob >= this.#threshold - VAD_HYSTERESIS) this.#lastSpeech = v.atSample;
      if (v.atSample - this.#lastSpeech >= this.#trailing) this.#end(this.#lastSpeech, 'silence', events);
      else if (v.atSample - this.#speechStart >= this.#maxUtterance) this.#end(v.atSample, 'maxLength', events);
    }
  }

  #checkTimeouts(events: ListenerEvent[]): void {
    // A stream with no VAD windows (or a frame too short for one) still times out on position.
    if (this.#state === 'awaitingSpeech' && this.#runStart < 0 && this.#position >= this.#deadline + this.#samples(100)) {
      events.push({ type: 'noSpeech', atMs: this.#ms(this.#deadline) });
      this.#state = 'idle';
    }
  }

  /** The stream has ended (end of a file): closes a capture in progress. */
  finish(): ListenerEvent[] {
    const events: ListenerEvent[] = [];
    if (this.#state === 'capturing') this.#end(this.#lastSpeech, 'endOfStream', events);
    else if (this.#state === 'awaitingSpeech') {
      events.push({ type: 'noSpeech', atMs: this.#ms(Math.min(this.#deadline, this.#position)) });
      this.#state = 'idle';
    }
    return events;
  }

  #end(lastSpeech: number, endedBy: 'silence' | 'maxLength' | 'endOfStream', events: ListenerEvent[]): void {
    const from = Math.max(this.#captureStart, this.#speechStart - this.#samples(PRE_ROLL_MS));
    const to = Math.min(this.#position, lastSpeech + (endedBy === 'maxLength' ? 0 : this.#samples(END_TAIL_MS)));
    events.push({ type: 'speechEnd', atMs: this.#ms(lastSpeech), endedBy, audio: this.#extract(from, to) });
    this.#state = 'idle';
  }

  #extract(from: number, to: number): Int16Array {
    const out = new Int16Array(Math.max(0, to - from));
    for (const c of this.#chunks) {
      const a = Math.max(from, c.start);
      const b = Math.min(to, c.start + c.samples.length);
      if (b > a) out.set(c.samples.subarray(a - c.start, b - c.start), a - from);
    }
    return out;
  }

  /** Keeps only the audio a capture could still need. */
  #trim(): void {
    const keepFrom = this.#state === 'idle' ? this.#position - this.#samples(IDLE_KEEP_MS) : this.#captureStart;
    while (this.#chunks.length > 0) {
      const first = this.#chunks[0]!;
      if (first.start + first.samples.length > keepFrom) break;
      this.#chunks.shift();
    }
  }
}
