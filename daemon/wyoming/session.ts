/**
 * One client connection to Hearth's Wyoming server: what each event does. The server (server.ts) owns the
 * socket, framing, access and limits; this owns the protocol's flows, one event at a time in arrival order:
 *
 *   describe                                   -> info
 *   ping {text?}                               -> pong {text?}
 *   transcript {text, context?}                -> handled-start, handled-chunk per sentence, handled-stop,
 *                                                 then handled {text, context} or not-handled {text, context}
 *   transcribe {language?} + audio-start/chunk/stop  -> transcript {text, language?}
 *   synthesize {text, voice?}                  -> audio-start, audio-chunk..., audio-stop (one group)
 *   synthesize-start, synthesize-chunk..., synthesize-stop
 *                                              -> one audio group per sentence, then synthesize-stopped
 *
 * Failures are `error {text, code}` events with fixed texts; the connection stays usable. Privacy: nothing
 * here logs, counters carry event types and outcomes only.
 */
import { floatToInt16, resampleLinear, SPEECH_SAMPLE_RATE_HZ } from '../audio/resample.js';
import type { Counters } from '../status/counters.js';
import type { SttFailure, Transcriber } from '../stt/types.js';
import { SentenceStream } from '../lang/sentences.js';
import { SpeechError, type Synthesizer, type TtsFailure } from '../tts/types.js';
import type { TurnRunner } from '../turn/chain.js';
import type { TurnRecord } from '../turn/types.js';
import { pcmFromPayload, readAudioFormat, SAMPLES_PER_CHUNK, type AudioFormat } from './audio.js';
import { buildInfo, type Capabilities } from './info.js';
import type { WyomingEvent } from './protocol.js';

/** Longest utterance accepted for transcription, s: a spoken question is under 15 s; 60 s bounds memory. */
const MAX_TRANSCRIBE_SECONDS = 60;

/** Longest id accepted from a client's context (satellite_id, conversation_id); longer ones are ignored. */
const MAX_ID_CHARS = 128;

/** Longest text accepted for synthesis, characters: a long answer is under 1,000; 5,000 bounds the work. */
const MAX_SYNTHESIZE_CHARS = 5000;

export type OutgoingEvent = { type: string; data?: Record<string, unknown>; payload?: Uint8Array };

interface SessionDeps {
  runner: TurnRunner;
  /** Undefined when no speech-to-text model or server is ready. */
  transcriber: Transcriber | undefined;
  synth: Synthesizer;
  capabilities: () => Promise<Capabilities>;
  counters: Counters;
  /** Unique per connection; a satellite_id in the context replaces it as the turn client. */
  connectionId: string;
  send(event: OutgoingEvent): void;
}

/** A turn is not-handled when Hearth had nothing: no evidence, or a personal question it knows nothing of. */
function isHandled(record: TurnRecord): boolean {
  if (record.route === 'none') return false;
  return !(record.route === 'personal' && record.evidence.length === 0);
}

function idFrom(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID_CHARS ? value : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Hearth's PCM to audio-chunk events of SAMPLES_PER_CHUNK samples, with timestamps in ms from `startMs`. */
function chunkEvents(pcm: Int16Array, rate: number, startMs: number): OutgoingEvent[] {
  const events: OutgoingEvent[] = [];
  for (let at = 0; at < pcm.length; at += SAMPLES_PER_CHUNK) {
    const slice = pcm.subarray(at, Math.min(pcm.length, at + SAMPLES_PER_CHUNK));
    events.push({
      type: 'audio-chunk',
      data: { rate, width: 2, channels: 1, timestamp: Math.round(startMs + (at * 1000) / rate) },
      payload: new Uint8Array(slice.buffer, slice.byteOffset, slice.byteLength),
    });
  }
  return events;
}

function resampleInt16(pcm: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return pcm;
  const floats = new Float32Array(pcm.length);
  for (let i = 0; i < pcm.length; i += 1) floats[i] = pcm[i]! / 32768;
  return floatToInt16(resampleLinear(floats, from, to));
}

interface AudioIn {
  format: AudioFormat;
  chunks: Int16Array[];
  samples: number;
  tooLong: boolean;
}

export class WyomingSession {
  readonly #d: SessionDeps;
  readonly #abort = new AbortController();
  #language: string | undefined;
  #audio: AudioIn | undefined;
  #stream: { sentences: SentenceStream; lang: string | undefined } | undefined;
  #turnClient: string;
  #turnInFlight = false;

  constructor(deps: SessionDeps) {
    this.#d = deps;
    this.#turnClient = `wyoming:${deps.connectionId}`;
  }

  /** Cancels the turn and synthesis in flight; the connection is going away. */
  close(): void {
    this.#abort.abort();
    // Only our own turn: a newer connection from the same satellite may be asking under the same client id.
    if (this.#turnInFlight) this.#d.runner.cancel(this.#turnClient);
  }

  #error(code: SessionErrorCode, text: string): void {
    this.#d.counters.bump(`wyoming.server.error.${code}`);
    this.#d.send({ type: 'error', data: { text, code } });
  }

  /** Handles one event completely (a turn, a transcription, a synthesis) before the next is looked at. */
  async handle(event: WyomingEvent): Promise<void> {
    const { counters } = this.#d;
    counters.bump(`wyoming.server.in.${isKnownEvent(event.type) ? event.type : 'other'}`);
    switch (event.type) {
      case 'describe':
        return this.#d.send({ type: 'info', data: buildInfo(await this.#d.capabilities()) });
      case 'ping':
        return this.#d.send({ type: 'pong', data: typeof event.data.text === 'string' ? { text: event.data.text.slice(0, 200) } : {} });
      case 'transcript':
        return this.#transcript(event.data);
      case 'transcribe':
        this.#language = typeof event.data.language === 'string' && event.data.language.length <= 16 ? event.data.language : undefined;
        return;
      case 'audio-start':
        return this.#audioStart(event.data);
      case 'audio-chunk':
        return this.#audioChunk(event);
      case 'audio-stop':
        return this.#audioStop();
      case 'synthesize':
        // In the streaming flow `synthesize` is only there for old servers; the chunks carry the text.
        if (this.#stream) return;
        return this.#synthesize(event.data);
      case 'synthesize-start':
        this.#stream = { sentences: new SentenceStream(), lang: this.#voiceLang(event.data) };
        return;
      case 'synthesize-chunk':
        return this.#synthesizeChunk(event.data);
      case 'synthesize-stop':
        return this.#synthesizeStop();
      default:
        // Unknown events are ignored, as the reference servers do (new protocol versions add events).
        return;
    }
  }

  async #transcript(data: Record<string, unknown>): Promise<void> {
    const text = typeof data.text === 'string' ? data.text.trim() : '';
    const context = isObject(data.context) ? data.context : {};
    const satellite = idFrom(context.satellite_id);
    const conversation = idFrom(context.conversation_id);
    // A satellite is its own turn client (a newer question in one room cancels only that room's turn).
    this.#turnClient = satellite !== undefined ? `wyoming-satellite:${satellite}` : `wyoming:${this.#d.connectionId}`;
    const echoed = conversation !== undefined ? { conversation_id: conversation } : {};
    if (text === '') {
      this.#d.counters.bump('wyoming.server.notHandled');
      return this.#d.send({ type: 'not-handled', data: { text: '', context: echoed } });
    }
    let started = false;
    this.#turnInFlight = true;
    const outcome = await this.#d.runner.ask({
      text,
      origin: 'voice',
      clientId: this.#turnClient,
      ...(conversation !== undefined ? { conversationId: `wyoming:${conversation}` } : {}),
      onSentence: (sentence) => {
        if (!started) this.#d.send({ type: 'handled-start', data: { context: echoed } });
        started = true;
        this.#d.send({ type: 'handled-chunk', data: { text: sentence } });
      },
    });
    this.#turnInFlight = false;
    if (started) this.#d.send({ type: 'handled-stop' });
    if (!outcome.ok) {
      this.#d.counters.bump(`wyoming.server.turn.${outcome.reason}`);
      return this.#d.send({ type: 'not-handled', data: { text: '', context: echoed } });
    }
    const handled = isHandled(outcome.record);
    this.#d.counters.bump(handled ? 'wyoming.server.handled' : 'wyoming.server.notHandled');
    this.#d.send({ type: handled ? 'handled' : 'not-handled', data: { text: outcome.record.text, context: echoed } });
  }

  #audioStart(data: Record<string, unknown>): void {
    const format = readAudioFormat(data);
    if (!format || format.width !== 2) {
      this.#audio = undefined;
      return this.#error('badAudio', 'audio must be 16-bit PCM');
    }
    this.#audio = { format, chunks: [], samples: 0, tooLong: false };
  }

  #audioChunk(event: WyomingEvent): void {
    const audio = this.#audio;
    if (!audio || !event.payload || audio.tooLong) return;
    const format = readAudioFormat(event.data) ?? audio.format;
    if (format.rate !== audio.format.rate || format.width !== 2) return this.#error('badAudio', 'audio format changed mid-stream');
    const pcm = pcmFromPayload(event.payload, format);
    if (!pcm) return;
    if (audio.samples + pcm.length > MAX_TRANSCRIBE_SECONDS * format.rate) {
      audio.tooLong = true;
      audio.chunks = [];
      return this.#error('tooLong', `audio longer than ${MAX_TRANSCRIBE_SECONDS} s`);
    }
    audio.chunks.push(pcm);
    audio.samples += pcm.length;
  }

  async #audioStop(): Promise<void> {
    const audio = this.#audio;
    this.#audio = undefined;
    if (!audio || audio.tooLong) return;
    const transcriber = this.#d.transcriber;
    if (!transcriber) return this.#error('sttUnavailable', 'speech to text is not available');
    const joined = new Int16Array(audio.samples);
    let at = 0;
    for (const chunk of audio.chunks) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    const pcm = resampleInt16(joined, audio.format.rate, SPEECH_SAMPLE_RATE_HZ);
    const result = pcm.length === 0 ? { ok: true as const, value: { text: '' } } : await transcriber.transcribe(pcm, SPEECH_SAMPLE_RATE_HZ, this.#abort.signal);
    if (!result.ok) return this.#error(`stt.${result.reason}`, 'speech to text failed');
    const language = result.value.lang ?? this.#language;
    this.#d.counters.bump('wyoming.server.transcribed');
    this.#d.send({ type: 'transcript', data: { text: result.value.text, ...(language ? { language } : {}) } });
  }

  #voiceLang(data: Record<string, unknown>): string | undefined {
    const voice = isObject(data.voice) ? data.voice : {};
    const lang = typeof voice.language === 'string' ? voice.language : undefined;
    return lang !== undefined && lang.length <= 16 ? lang.toLowerCase().split(/[-_]/)[0] : undefined;
  }

  /** Speaks `text` as one audio group. Returns false when synthesis failed (an error event was sent). */
  async #speakGroup(text: string, lang: string | undefined): Promise<boolean> {
    let rate = 0;
    let sentMs = 0;
    try {
      for await (const chunk of this.#d.synth.synthesize(text, { lang, signal: this.#abort.signal })) {
        if (this.#abort.signal.aborted) return false;
        if (rate === 0) {
          rate = chunk.sampleRate;
          this.#d.send({ type: 'audio-start', data: { rate, width: 2, channels: 1, timestamp: 0 } });
        }
        const pcm = resampleInt16(chunk.pcm, chunk.sampleRate, rate);
        for (const event of chunkEvents(pcm, rate, sentMs)) this.#d.send(event);
        sentMs += (pcm.length * 1000) / rate;
      }
    } catch (error) {
      if (!(error instanceof SpeechError)) throw error;
      if (rate !== 0) this.#d.send({ type: 'audio-stop', data: { timestamp: Math.round(sentMs) } });
      this.#error(`tts.${error.reason}`, 'text to speech failed');
      return false;
    }
    if (rate === 0) return true; // nothing to say (empty text, or cancelled before the first chunk)
    this.#d.send({ type: 'audio-stop', data: { timestamp: Math.round(sentMs) } });
    this.#d.counters.bump('wyoming.server.synthesized');
    return true;
  }

  async #synthesize(data: Record<string, unknown>): Promise<void> {
    const text = typeof data.text === 'string' ? data.text.slice(0, MAX_SYNTHESIZE_CHARS) : '';
    if (text.trim() === '') return this.#error('badSynthesize', 'nothing to synthesize');
    await this.#speakGroup(text, this.#voiceLang(data));
  }

  async #synthesizeChunk(data: Record<string, unknown>): Promise<void> {
    const stream = this.#stream;
    if (!stream || typeof data.text !== 'string') return;
    for (const sentence of stream.sentences.push(data.text.slice(0, MAX_SYNTHESIZE_CHARS))) await this.#speakGroup(sentence, stream.lang);
  }

  async #synthesizeStop(): Promise<void> {
    const stream = this.#stream;
    this.#stream = undefined;
    if (!stream) return;
    const rest = stream.sentences.flush();
    for (const sentence of rest) await this.#speakGroup(sentence, stream.lang);
    this.#d.send({ type: 'synthesize-stopped' });
  }
}

/** Event types counted by name; anything else counts as `other` so a client cannot grow /status. */
const KNOWN_EVENTS = [
  'describe', 'ping', 'transcript', 'transcribe', 'audio-start', 'audio-chunk', 'audio-stop',
  'synthesize', 'synthesize-start', 'synthesize-chunk', 'synthesize-stop', 'auth',
] as const;
const KNOWN_EVENT_SET: ReadonlySet<string> = new Set(KNOWN_EVENTS);
const isKnownEvent = (type: string): type is (typeof KNOWN_EVENTS)[number] => KNOWN_EVENT_SET.has(type);

/** The `code` of the error events a session sends (Wyoming leaves codes free-form; docs/wyoming-server.md). */
type SessionErrorCode = 'badAudio' | 'tooLong' | 'sttUnavailable' | 'badSynthesize' | `stt.${SttFailure}` | `tts.${TtsFailure}`;
