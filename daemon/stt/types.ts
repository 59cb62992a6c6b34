/**
 * Speech to text, as the voice loop sees it: PCM in, text (and the language heard, when known) out.
 * Every engine (local Whisper, a Wyoming server) implements Transcriber; failures are values, never throws.
 */
import type { Outcome } from '../outcome.js';

/** Why a transcription gave no text. Each is counted as `stt.<reason>` by the engine. */
export type SttFailure = 'modelMissing' | 'failed' | 'timedOut' | 'unreachable' | 'cancelled';

export interface Transcription {
  /** What was said, trimmed; may be empty when the audio held no speech. */
  text: string;
  /** BCP-47 primary subtag ('en', 'ru') when the engine reports it. */
  lang?: string;
}

export interface Transcriber {
  /** Mono signed 16-bit PCM at `sampleRate` (16000 from the microphone). */
  transcribe(audio: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Outcome<Transcription, SttFailure>>;
  /** Releases workers and sockets. */
  close(): Promise<void>;
}
