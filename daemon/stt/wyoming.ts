/**
 * Speech to text on a Wyoming server (wyoming-faster-whisper on a stronger box on the LAN).
 *
 * One connection per utterance, because the server closes it after the transcript:
 *   → transcribe {language?}  → audio-start  → audio-chunk × N  → audio-stop
 *   ← transcript {text, language?}
 * The server converts any audio to 16 kHz mono itself, so we send what we have at its own rate.
 */
import type { Counters } from '../status/counters.js';
import type { Outcome } from '../outcome.js';
import { audioChunkEvents, audioStartEvent, audioStopEvent } from '../wyoming/audio.js';
import { WyomingConnection, parseWyomingUri } from '../wyoming/client.js';
import type { SttFailure, Transcriber, Transcription } from './types.js';

/**
 * How long we wait for the transcript after sending the audio, ms. faster-whisper transcribes a 15 s
 * utterance in 1-3 s on a desktop CPU, but loads its model on the first request (several seconds for
 * "small"), so 20 s covers a cold start without leaving a voice turn hanging forever on a stuck server.
 */
const WYOMING_STT_RESPONSE_TIMEOUT_MS = 20_000;

interface WyomingTranscriberOptions {
  /** tcp://host:port */
  uri: string;
  /** Fixed language code, or empty/undefined to let the server detect it. */
  language?: string;
  counters?: Counters;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
}

export class WyomingTranscriber implements Transcriber {
  readonly #options: WyomingTranscriberOptions;

  constructor(options: WyomingTranscriberOptions) {
    this.#options = options;
  }

  async transcribe(
    audio: Int16Array,
    sampleRate: number,
    signal?: AbortSignal,
  ): Promise<Outcome<Transcription, SttFailure>> {
    const result = await this.#transcribe(audio, sampleRate, signal);
    const counters = this.#options.counters;
    if (result.ok) {
      counters?.bump('stt.wyoming.ok');
      counters?.note('stt', undefined);
    } else {
      counters?.bump(`stt.${result.reason}`);
      if (result.reason === 'unreachable') counters?.note('stt', 'Wyoming speech-to-text server unreachable');
    }
    return result;
  }

  async #transcribe(audio: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Outcome<Transcription, SttFailure>> {
    const target = parseWyomingUri(this.#options.uri);
    if (!target) return { ok: false, reason: 'unreachable' };
    const opened = await WyomingConnection.open(target, { connectTimeoutMs: this.#options.connectTimeoutMs, signal });
    if (!opened.ok) return { ok: false, reason: opened.reason };
    const connection = opened.value;
    try {
      const language = this.#options.language?.trim();
      connection.send({ type: 'transcribe', data: language ? { language } : {} });
      connection.send(audioStartEvent(sampleRate));
      for (const chunk of audioChunkEvents(audio, sampleRate)) connection.send(chunk);
      connection.send(audioStopEvent());
      const deadlineAt = Date.now() + (this.#options.responseTimeoutMs ?? WYOMING_STT_RESPONSE_TIMEOUT_MS);
      for (;;) {
        const next = await connection.next(deadlineAt, signal);
        if (!next.ok) {
          if (next.reason === 'timedOut' || next.reason === 'cancelled') return { ok: false, reason: next.reason };
          return { ok: false, reason: 'failed' };
        }
        const event = next.value;
        if (event.type === 'error') return { ok: false, reason: 'failed' };
        if (event.type !== 'transcript') continue; // transcript-start/-chunk and anything newer: skip
        const text = typeof event.data.text === 'string' ? event.data.text.trim() : '';
        const lang = typeof event.data.language === 'string' && event.data.language !== '' ? event.data.language : undefined;
        return { ok: true, value: lang ? { text, lang } : { text } };
      }
    } finally {
      connection.close();
    }
  }

  async close(): Promise<void> {
    // Nothing held between utterances.
  }
}
