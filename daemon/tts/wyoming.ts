/**
 * Text to speech on a Wyoming server (wyoming-piper on another box).
 *
 * One connection per text. The first time, we ask the server what it supports (`describe` → `info`) on that
 * same connection and remember whether it streams (`tts[].supports_synthesize_streaming`). Then:
 * - plain:     → synthesize {text, voice?}   ← audio-start, audio-chunk × N, audio-stop
 * - streaming: → synthesize-start, synthesize-chunk {text}, synthesize {text} (for older servers; streaming
 *              servers ignore it), synthesize-stop   ← one audio-start…audio-stop group per sentence, then
 *              synthesize-stopped. The first audio-stop is not the end.
 * Chunks are yielded as they arrive, so playback starts with the first sentence.
 */
import type { Counters } from '../status/counters.js';
import { pcmFromPayload, readAudioFormat, type AudioFormat } from '../wyoming/audio.js';
import { WyomingConnection, describeServer, parseWyomingUri } from '../wyoming/client.js';
import { SpeechError, type SpeechChunk, type SynthesizeOptions, type Synthesizer } from './types.js';

/**
 * Longest wait for the next event from the server, ms. Piper makes a sentence in well under a second on a
 * desktop CPU but loads a voice on first use (a few seconds), and a long sentence on a Raspberry Pi takes
 * several; 15 s of silence from the server means it is stuck.
 */
const WYOMING_TTS_EVENT_TIMEOUT_MS = 15_000;

/** How long `describe` may take, ms: the server answers from memory, so 3 s only trips on a broken one. */
const WYOMING_DESCRIBE_TIMEOUT_MS = 3000;

interface WyomingSynthesizerOptions {
  uri: string;
  /** Voice name for the server (tts.voice); empty lets the server use its default. */
  voice?: string;
  counters?: Counters;
  connectTimeoutMs?: number;
  eventTimeoutMs?: number;
}

/** Whether an `info` event's data says the first TTS program supports streaming synthesis. Pure. */
function supportsStreaming(info: Record<string, unknown>): boolean {
  const tts = info.tts;
  if (!Array.isArray(tts)) return false;
  return tts.some((p) => typeof p === 'object' && p !== null && (p as Record<string, unknown>).supports_synthesize_streaming === true);
}

export class WyomingSynthesizer implements Synthesizer {
  readonly #options: WyomingSynthesizerOptions;
  /** Learnt from the first `info`; undefined until then. */
  #streaming: boolean | undefined;

  constructor(options: WyomingSynthesizerOptions) {
    this.#options = options;
  }

  async *synthesize(text: string, options: SynthesizeOptions = {}): AsyncGenerator<SpeechChunk> {
    const { signal } = options;
    if (text.trim() === '' || signal?.aborted) return;
    const counters = this.#options.counters;
    const target = parseWyomingUri(this.#options.uri);
    if (!target) throw this.#fail('unreachable');
    const opened = await WyomingConnection.open(target, { connectTimeoutMs: this.#options.connectTimeoutMs, signal });
    if (!opened.ok) {
      if (opened.reason === 'cancelled') return;
      throw this.#fail(opened.reason);
    }
    const connection = opened.value;
    try {
      if (this.#streaming === undefined) {
        const info = await describeServer(connection, Date.now() + WYOMING_DESCRIBE_TIMEOUT_MS, signal);
        if (!info.ok) {
          if (info.reason === 'cancelled') return;
          throw this.#fail(info.reason === 'timedOut' ? 'timedOut' : 'failed');
        }
        this.#streaming = supportsStreaming(info.value);
      }
      const voice = this.#options.voice?.trim() ? { name: this.#options.voice.trim() } : undefined;
      const streaming = this.#streaming;
      if (streaming) {
        connection.send({ type: 'synthesize-start', data: voice ? { voice } : {} });
        connection.send({ type: 'synthesize-chunk', data: { text } });
        connection.send({ type: 'synthesize', data: voice ? { text, voice } : { text } });
        connection.send({ type: 'synthesize-stop' });
      } else {
        connection.send({ type: 'synthesize', data: voice ? { text, voice } : { text } });
      }
      const eventTimeoutMs = this.#options.eventTimeoutMs ?? WYOMING_TTS_EVENT_TIMEOUT_MS;
      let format: AudioFormat | undefined;
      for (;;) {
        const next = await connection.next(Date.now() + eventTimeoutMs, signal);
        if (!next.ok) {
          if (next.reason === 'cancelled') return;
          throw this.#fail(next.reason === 'timedOut' ? 'timedOut' : 'failed');
        }
        const event = next.value;
        if (event.type === 'error') throw this.#fail('failed');
        if (event.type === 'audio-start') format = readAudioFormat(event.data) ?? format;
        else if (event.type === 'audio-chunk' && event.payload) {
          const chunkFormat = readAudioFormat(event.data) ?? format;
          const pcm = chunkFormat ? pcmFromPayload(event.payload, chunkFormat) : undefined;
          if (!chunkFormat || !pcm) throw this.#fail('failed');
          if (pcm.length > 0) yield { pcm, sampleRate: chunkFormat.rate };
        } else if (event.type === 'audio-stop' && !streaming) break;
        else if (event.type === 'synthesize-stopped') break;
      }
      counters?.bump('tts.wyoming.ok');
      counters?.note('tts', undefined);
    } finally {
      connection.close();
    }
  }

  #fail(reason: 'unreachable' | 'timedOut' | 'failed'): SpeechError {
    this.#options.counters?.bump(`tts.${reason}`);
    if (reason === 'unreachable') this.#options.counters?.note('tts', 'Wyoming text-to-speech server unreachable');
    return new SpeechError(reason, `Wyoming text-to-speech ${reason}`);
  }

  async close(): Promise<void> {
    // Nothing held between texts.
  }
}
