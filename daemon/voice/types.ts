/**
 * What the voice loop reports about itself (VoiceLoopOptions.onEvent): listener steps, barge-ins and each
 * turn's outcome with its wall-clock marks. Events may carry the answer's record: never log them.
 */
import type { TurnRecord } from '../turn/types.js';

/** Wall-clock marks of one voice turn, ms (performance.now()). */
export interface VoiceTimings {
  /** When the endpoint (speechEnd) reached the loop. */
  speechEndAt: number;
  /** Speech-to-text done. */
  transcribedAt?: number;
  /** The chain's first sentence. */
  firstSentenceAt?: number;
  /** The synthesizer's first chunk handed to the player. */
  firstAudioAt?: number;
  /** Speech finished playing (or stopped). */
  spokenAt?: number;
}

export type VoiceTurnResult =
  | 'answered'
  | 'ttsFailed'
  | 'sttFailed'
  | 'emptyTranscript'
  | 'interrupted'
  | 'failed';

export type VoiceEvent =
  | { type: 'wake'; name: string; score: number; atMs: number }
  | { type: 'bargeIn' }
  | { type: 'speechStart'; atMs: number }
  | { type: 'speechEnd'; atMs: number; endedBy: 'silence' | 'maxLength' | 'endOfStream'; audioMs: number }
  | { type: 'noSpeech'; atMs: number }
  | { type: 'turnDone'; result: VoiceTurnResult; record?: TurnRecord; sttFailure?: string; timings: VoiceTimings }
  | { type: 'followUp'; windowMs: number }
  | { type: 'announced'; spoken: boolean }
  | { type: 'ringing' };

