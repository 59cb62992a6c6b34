/**
 * Text to speech, as the voice loop and `hearth say` see it. Every engine (espeak-ng, Piper, a Wyoming
 * server) implements Synthesizer; the speaker (aplay/sox, the chat page, a WAV file) implements AudioSink.
 */

import { HearthError, type HearthErrorCode } from '../errors.js';

/** A piece of synthesized speech: mono signed 16-bit PCM at `sampleRate`. */
export interface SpeechChunk {
  pcm: Int16Array;
  sampleRate: number;
}

export interface SynthesizeOptions {
  /** BCP-47 primary subtag of the text ('en', 'ru'); engines with per-language voices pick one from it. */
  lang?: string;
  /** Aborting stops synthesis; the iterator then ends quietly. */
  signal?: AbortSignal;
}

/**
 * Why synthesis produced nothing. Thrown as a SpeechError (the iterator cannot return a value), with a
 * stable code; `speakSentences` and `runSay` catch it and count it.
 */
export type TtsFailure = 'modelMissing' | 'unavailable' | 'unreachable' | 'timedOut' | 'failed';

const SPEECH_CODES = {
  modelMissing: 'HEARTH_TTS_MODEL_MISSING',
  unavailable: 'HEARTH_TTS_UNAVAILABLE',
  unreachable: 'HEARTH_TTS_UNREACHABLE',
  timedOut: 'HEARTH_TTS_TIMED_OUT',
  failed: 'HEARTH_TTS_FAILED',
} as const satisfies Record<TtsFailure, HearthErrorCode>;

export class SpeechError extends HearthError {
  constructor(readonly reason: TtsFailure, message: string) {
    super(SPEECH_CODES[reason], message);
  }
}

export interface Synthesizer {
  /** Yields audio chunks as soon as each is ready (at least one per sentence). */
  synthesize(text: string, options?: SynthesizeOptions): AsyncIterable<SpeechChunk>;
  /** Releases workers and child processes. */
  close(): Promise<void>;
}

/**
 * Where speech goes. The audio helper's aplay/sox player implements exactly this shape.
 * `write` may apply back-pressure by returning a promise; `end` resolves when everything written has been
 * played; `stop` cuts playback at once (barge-in).
 */
export interface AudioSink {
  write(pcm: Int16Array, sampleRate: number): void | Promise<void>;
  end(): Promise<void>;
  stop(): void;
}
