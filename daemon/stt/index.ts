/**
 * Picks the speech-to-text engine the config asks for. See types.ts for the Transcriber contract.
 */
import type { Config } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import type { Transcriber } from './types.js';
import { WhisperTranscriber } from './whisper.js';
import { WyomingTranscriber } from './wyoming.js';

export type { SttFailure, Transcriber, Transcription } from './types.js';

export function createTranscriber(config: Pick<Config, 'stt' | 'paths'>, counters?: Counters): Transcriber {
  const { stt } = config;
  if (stt.engine === 'wyoming') return new WyomingTranscriber({ uri: stt.wyomingUri, language: stt.language, counters });
  return new WhisperTranscriber({ modelsDir: config.paths.modelsDir, size: stt.model, language: stt.language, counters });
}
