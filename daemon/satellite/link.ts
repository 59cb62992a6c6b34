/**
 * One remote Wyoming satellite (wyoming-satellite or compatible) that Hearth drives, as Home Assistant does:
 * Hearth connects to it, sends `run-satellite`, and the satellite streams its microphone:
 *
 *   <- run-pipeline {start_stage}     'asr': the satellite heard its wake word, listen now;
 *                                     'wake': Hearth's own wake word listens on the stream
 *   <- detection                      the satellite's wake word fired: listen now
 *   <- audio-start / audio-chunk      the microphone, any rate; resampled to 16 kHz frames
 *   -> voice-started / voice-stopped  Hearth's VAD saw the question start and end
 *   -> audio-start, audio-chunk..., audio-stop   the answer, spoken on that satellite's speaker
 *   <- played                         the satellite finished playing
 *
 * Each satellite has its own voice loop (its own wake-word and VAD worker, its own chain client id), so a
 * newer question in one room cancels only that room's turn. A dropped connection is retried with backoff,
 * and its state is a /status line.
 *
 * Privacy: no log line names the satellite's address; /status shows the room name from the config.
 */
import { pause } from '../async/wait.js';
import { SPEECH_SAMPLE_RATE_HZ, floatToInt16, resampleLinear } from '../audio/resample.js';
import { FRAME_SAMPLES } from '../audio/source.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { VoiceLoop } from '../voice/loop.js';
import { pcmFromPayload, readAudioFormat, type AudioFormat } from '../wyoming/audio.js';
import { WyomingConnection, type WyomingTarget } from '../wyoming/client.js';
import { SatellitePlayer } from './player.js';

/** First reconnect delay, ms: a satellite rebooting is back within seconds. */
const RECONNECT_INITIAL_MS = 1000;
/** Longest reconnect delay, ms: a satellite unplugged for the night is tried twice a minute, at no cost. */
const RECONNECT_MAX_MS = 30_000;
/**
 * Silence on the connection before Hearth pings, ms; a second silent interval drops it. Satellites stream
 * audio all the time while running, so 15 s of nothing means the link is dead.
 */
const LINK_IDLE_MS = 15_000;

/** How long to wait for speech after the satellite's own wake word, ms (the VAD's no-speech timeout). */
type ListenWindow = number;

type LinkState = 'connecting' | 'connected' | 'closed';

interface SatelliteLinkOptions {
  /** Room name (config satellites.names) or the address; used in /status and the chain client id. */
  name: string;
  target: WyomingTarget;
  counters: Counters;
  logger: Logger;
  /** Builds the satellite's voice loop around its player. */
  makeLoop: (player: SatellitePlayer, clientId: string) => VoiceLoop;
  listenWindowMs: ListenWindow;
}

/** Mono 16-bit audio at any rate to 16 kHz, cut into the loop's 80 ms frames. */
class FrameCutter {
  #pending = new Int16Array(0);

  push(pcm: Int16Array, rate: number, onFrame: (frame: Int16Array) => void): void {
    let audio = pcm;
    if (rate !== SPEECH_SAMPLE_RATE_HZ) {
      const floats = new Float32Array(pcm.length);
      for (let i = 0; i < pcm.length; i += 1) floats[i] = pcm[i]! / 32768;
      audio = floatToInt16(resampleLinear(floats, rate, SPEECH_SAMPLE_RATE_HZ));
    }
    const joined = new Int16Array(this.#pending.length + audio.length);
    joined.set(this.#pending);
    joined.set(audio, this.#pending.length);
    let at = 0;
    for (; at + FRAME_SAMPLES <= joined.length; at += FRAME_SAMPLES) onFrame(joined.slice(at, at + FRAME_SAMPLES));
    this.#pending = joined.slice(at);
  }
}

export class SatelliteLink {
  readonly name: string;
  readonly clientId: string;
  readonly loop: VoiceLoop;
  readonly #o: SatelliteLinkOptions;
  readonly #player: SatellitePlayer;
  readonly #stop = new AbortController();
  readonly #cutter = new FrameCutter();
  #connection: WyomingConnection | undefined;
  #format: AudioFormat | undefined;
  #state: LinkState = 'connecting';
  #attempts = 0;
  #running: Promise<void> | undefined;

  constructor(options: SatelliteLinkOptions) {
    this.#o = options;
    this.name = options.name;
    this.clientId = `satellite:${options.name}`;
    this.#player = new SatellitePlayer((event) => {
      const connection = this.#connection;
      if (!connection) return false;
      connection.send(event);
      return true;
    });
    this.loop = options.makeLoop(this.#player, this.clientId);
  }

  get state(): LinkState {
    return this.#state;
  }

  /** Connects and keeps reconnecting until close(). */
  start(): void {
    this.#running ??= this.#run();
  }

  /** Speaks an announcement (a timer, `announce`) in this room. */
  announce(text: string, lang?: string): void {
    this.loop.announce(text, lang);
  }

  async close(): Promise<void> {
    this.#stop.abort();
    this.#connection?.close();
    this.#setState('closed');
    await this.#running;
    await this.loop.close();
  }

  #setState(state: LinkState): void {
    this.#state = state;
    const line = state === 'connected' ? 'connected' : state === 'connecting' ? `reconnecting (attempt ${this.#attempts})` : 'stopped';
    this.#o.counters.note(`satellite.${this.name}`, line);
  }

  async #run(): Promise<void> {
    const signal = this.#stop.signal;
    let delay = RECONNECT_INITIAL_MS;
    while (!signal.aborted) {
      this.#attempts += 1;
      this.#setState('connecting');
      const opened = await WyomingConnection.open(this.#o.target, { signal });
      if (opened.ok) {
        this.#o.counters.bump('satellite.connected');
        this.#attempts = 0;
        delay = RECONNECT_INITIAL_MS;
        this.#connection = opened.value;
        this.#setState('connected');
        await this.#serve(opened.value, signal);
        this.#connection = undefined;
        this.#player.stop();
        this.#o.counters.bump('satellite.dropped');
      } else if (opened.reason !== 'cancelled') {
        this.#o.counters.bump(`satellite.connect.${opened.reason}`);
      }
      if (signal.aborted) break;
      await pause(delay, signal);
      delay = Math.min(RECONNECT_MAX_MS, delay * 2);
    }
  }

  async #serve(connection: WyomingConnection, signal: AbortSignal): Promise<void> {
    connection.send({ type: 'run-satellite' });
    let pinged = false;
    for (;;) {
      const next = await connection.next(Date.now() + LINK_IDLE_MS, signal);
      if (!next.ok) {
        if (next.reason === 'timedOut' && !pinged) {
          pinged = true;
          connection.send({ type: 'ping' });
          continue;
        }
        connection.close();
        return;
      }
      pinged = false;
      const event = next.value;
      switch (event.type) {
        case 'run-pipeline':
          if (event.data.start_stage !== 'wake') this.loop.listenNow(this.#o.listenWindowMs);
          this.#o.counters.bump('satellite.runPipeline');
          break;
        case 'detection':
          this.#o.counters.bump('satellite.detection');
          this.loop.listenNow(this.#o.listenWindowMs);
          break;
        case 'audio-start':
          this.#format = readAudioFormat(event.data);
          break;
        case 'audio-chunk': {
          const format = readAudioFormat(event.data) ?? this.#format;
          const pcm = format && event.payload ? pcmFromPayload(event.payload, format) : undefined;
          if (format && pcm) this.#cutter.push(pcm, format.rate, (frame) => this.loop.pushFrame(frame));
          break;
        }
        case 'played':
          this.#player.played();
          break;
        case 'ping':
          connection.send({ type: 'pong', data: typeof event.data.text === 'string' ? { text: event.data.text.slice(0, 200) } : {} });
          break;
        default:
      }
    }
  }

  /** Tells the satellite what the VAD saw, as Home Assistant does (satellites show it on their LEDs). */
  voiceEvent(type: 'voice-started' | 'voice-stopped'): void {
    this.#connection?.send({ type, data: { timestamp: null } });
  }
}
