/**
 * The voice turn: audio frames in, spoken answers out, over the same turn chain as typed questions.
 *
 *   frames -> listener worker (wake word + VAD) -> Listener state machine
 *     wake       -> barge-in (stop playback, cancel the turn in flight) -> acknowledgement sound
 *     speechEnd  -> transcribe -> chain.ask({ origin: 'voice', clientId: 'voice' }) -> sentences -> speech
 *     answered   -> listen for a follow-up without the wake word for voice.followUpMs (0 = off)
 *     noSpeech   -> nothing (the turn ends quietly)
 *
 * Sentences go from the chain's onSentence into an AsyncQueue that speakSentences reads, so the first sentence
 * is playing while the phraser is still writing the rest. Timer announcements are spoken when the loop is idle
 * and wait while it is speaking or listening.
 *
 * Frames are handled synchronously as their results come back from the worker; the turn itself runs beside
 * them, which is what lets a wake word interrupt an answer. Everything degrades: speech-to-text failures get a
 * short spoken apology, text-to-speech failures send the answer to the chat page instead, and every case is
 * counted under `voice.*`. Nothing here logs or counts what was said.
 */
import { pause } from '../async/wait.js';
import { frames, FRAME_SAMPLES } from '../audio/source.js';
import { SPEECH_SAMPLE_RATE_HZ } from '../audio/resample.js';
import type { Player } from '../audio/player.js';
import type { VadConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { Transcriber } from '../stt/types.js';
import { AsyncQueue, playerSink, speakSentences } from '../tts/speak.js';
import type { AudioSink, Synthesizer, TtsFailure } from '../tts/types.js';
import { detectLanguage } from '../lang/detect.js';
import type { TurnRunner } from '../turn/chain.js';
import type { Outcome } from '../outcome.js';
import type { TurnRecord } from '../turn/types.js';
import type { FrameResult } from '../wake/engine.js';
import { VadDemand } from '../wake/feed.js';
import { Listener, type ListenerEvent } from '../wake/listener.js';
import { sttUnavailable } from './phrases.js';
import type { VoiceEvent, VoiceTimings, VoiceTurnResult } from './types.js';

export type { VoiceEvent, VoiceTimings, VoiceTurnResult } from './types.js';
import { ACK_RATE_HZ, ackTone, alarmTone } from './sounds.js';

/** The chain client id of the voice face: one voice turn at a time, a newer one supersedes the older. */
const VOICE_CLIENT_ID = 'voice';

/**
 * Frames waiting for the worker before new microphone frames are dropped (counted): 2 s of audio. The worker
 * handles a frame in a few ms, so a backlog this deep means the box is overloaded; dropping keeps the wake
 * word current instead of answering ever later.
 */
const MAX_BACKLOG_FRAMES = 25;


const STATUS_WORKER_FAILED = 'voice stopped: the wake-word listener failed (restart hearth); text chat works';

/** What the loop needs of the listener worker (a WakeEngine fits). */
interface FrameEngine {
  process(samples: Int16Array): Promise<FrameResult>;
  readonly inFlight: number;
  /** VAD gating (see VadDemand); an engine without them just runs its VAD all the time. */
  listen?(fromSample: number): void;
  rest?(atSample: number): void;
}

export interface VoiceLoopOptions {
  engine: FrameEngine;
  vad: Pick<VadConfig, 'threshold' | 'trailingSilenceMs' | 'maxUtteranceMs' | 'noSpeechTimeoutMs'>;
  /** Listen this long for a follow-up without the wake word after an answer, ms; 0 = off. */
  followUpMs: number;
  ackSound: boolean;
  runner: TurnRunner;
  transcriber: Pick<Transcriber, 'transcribe'>;
  synth: Synthesizer;
  player: Player;
  counters: Counters;
  logger?: Logger;
  /** Language of the loop's own lines when nothing better is known (config.locale.language). */
  language?: string;
  /** An answer that could not be spoken (text-to-speech failed): the daemon shows it on the chat page. */
  onUnspoken?: (text: string) => void;
  /** Every step, for tests, `hearth listen`-style tracing and benchmarks. Carries answer text: never log it. */
  onEvent?: (event: VoiceEvent) => void;
  /** The chain client id of this loop (one per satellite); default VOICE_CLIENT_ID. */
  clientId?: string;
}

interface Announcement {
  text: string;
  lang?: string;
  /** An alarm: the ring plays (repeating) until stopRinging(), a wake word or ALARM_RING_REPEATS, then the text. */
  ring?: boolean;
}

/**
 * Most times the alarm sound repeats before the loop gives up and speaks: about a minute of ringing (each
 * ring is under a second plus a pause); the scheduler's own limit stops the chat pages too.
 */
const ALARM_RING_REPEATS = 60;
/** Pause between rings, ms: a ring, then a breath, reads as an alarm rather than a tone. */
const RING_GAP_MS = 400;

export class VoiceLoop {
  readonly #o: VoiceLoopOptions;
  readonly #listener: Listener;
  /** Lets the worker's VAD rest while only the wake word is listened for. */
  readonly #vadDemand: VadDemand;
  /** Results are handled in the order frames were posted. */
  #tail: Promise<void> = Promise.resolve();
  /** The voice turn or announcement in flight; aborting it stops its speech at once. */
  #current: AbortController | undefined;
  #currentDone: Promise<void> = Promise.resolve();
  readonly #announcements: Announcement[] = [];
  /** The acknowledgement sound; speech waits for it rather than cutting it off. */
  #ack: Promise<unknown> = Promise.resolve();
  #closed = false;
  #workerFailed = false;
  /** True while an alarm's ring is playing. */
  #ringing = false;

  constructor(options: VoiceLoopOptions) {
    this.#o = options;
    this.#listener = new Listener({ vad: options.vad, sampleRate: SPEECH_SAMPLE_RATE_HZ });
    const engine = options.engine;
    this.#vadDemand = new VadDemand({ listen: (from) => engine.listen?.(from), rest: (at) => engine.rest?.(at) });
  }

  /** True while a turn or an announcement is running (transcribing, asking or speaking). */
  get busy(): boolean {
    return this.#current !== undefined;
  }

  get listenerState(): Listener['state'] {
    return this.#listener.state;
  }

  /**
   * One 80 ms microphone frame. Posted to the worker at once; its result is handled when it comes back, in
   * order. Never blocks and never throws.
   */
  pushFrame(frame: Int16Array): void {
    if (this.#closed) return;
    if (this.#o.engine.inFlight >= MAX_BACKLOG_FRAMES) {
      this.#o.counters.bump('voice.framesDropped');
      return;
    }
    const result = this.#o.engine.process(frame);
    this.#tail = this.#tail.then(async () => {
      try {
        this.#handle(await result);
      } catch (error) {
        this.#o.counters.bump('voice.frameFailed');
        const code = codeOf(error);
        if (code === 'HEARTH_WAKE_WORKER_FAILED' && !this.#workerFailed) {
          this.#workerFailed = true;
          this.#o.counters.note('voice', STATUS_WORKER_FAILED);
          this.#o.logger?.error({ event: 'voiceListenerFailed', code }, 'listener worker stopped');
        }
      }
    });
  }

  /**
   * Recorded audio (16 kHz mono int16), frame by frame. `realTime` paces the frames like a microphone (80 ms
   * apart); otherwise they go as fast as the worker takes them. Resolves once every frame has been handled
   * (turns they started may still be running; see idle()).
   */
  async feed(pcm: Int16Array, options: { realTime?: boolean } = {}): Promise<void> {
    const frameMs = (FRAME_SAMPLES * 1000) / SPEECH_SAMPLE_RATE_HZ;
    const started = performance.now();
    let n = 0;
    for (const frame of frames(pcm, FRAME_SAMPLES)) {
      if (this.#closed) break;
      if (options.realTime) {
        const due = started + n * frameMs;
        const wait = due - performance.now();
        if (wait > 0) await pause(wait);
      } else if (this.#o.engine.inFlight >= 4) {
        await this.#tail; // keep a few frames in flight, as feedPcm does
      }
      this.pushFrame(frame);
      n++;
    }
    await this.#tail;
  }

  /** Resolves when every posted frame is handled and no turn or announcement is running. */
  async idle(): Promise<void> {
    for (;;) {
      await this.#tail;
      await this.#currentDone;
      if (this.#current === undefined) return;
    }
  }

  /**
   * Listens for a question now, without a wake word (a satellite heard its own wake word): like a wake word,
   * it stops speech in progress, then waits up to `windowMs` for speech to start.
   */
  listenNow(windowMs: number): void {
    if (this.#closed) return;
    if (this.#current !== undefined || this.#o.player.playing) {
      this.#o.counters.bump('voice.bargeIn');
      this.#interrupt();
    }
    if (this.#listener.state !== 'idle') this.#listener.cancel();
    this.#listener.followUp(windowMs);
    this.#vadDemand.update(this.#listener);
  }

  /** Speaks a timer or reminder announcement now if idle, else after the current turn. */
  announce(text: string, lang?: string): void {
    if (this.#closed) return;
    this.#announcements.push(lang ? { text, lang } : { text });
    this.#o.counters.bump('voice.announceQueued');
    this.#drainAnnouncements();
  }

  /** Rings an alarm (repeating sound, then the text) now if idle, else after the current turn. */
  ring(text: string, lang?: string): void {
    if (this.#closed) return;
    this.#announcements.push({ text, ring: true, ...(lang ? { lang } : {}) });
    this.#o.counters.bump('voice.ringQueued');
    this.#drainAnnouncements();
  }

  /** Stops a ringing alarm (and drops queued rings): "stop" said, or stopped from another face. */
  stopRinging(): void {
    for (let i = this.#announcements.length - 1; i >= 0; i--) if (this.#announcements[i]!.ring) this.#announcements.splice(i, 1);
    if (this.#ringing) {
      this.#ringing = false;
      this.#interrupt();
    }
  }

  /** Stops speech and any turn in flight; frames are ignored from now on. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#interrupt();
    await this.#tail;
    await this.#currentDone;
  }

  #emit(event: VoiceEvent): void {
    try {
      this.#o.onEvent?.(event);
    } catch {
      this.#o.counters.bump('voice.onEventFailed');
    }
  }

  #handle(result: FrameResult): void {
    if (this.#closed) return;
    // A wake word during a follow-up window is a fresh question: drop the window so the wake word fires.
    if (result.detections.length > 0 && this.#listener.state === 'awaitingSpeech') this.#listener.cancel();
    for (const event of this.#listener.push(result)) this.#onListenerEvent(event);
    this.#vadDemand.update(this.#listener);
    if (this.#announcements.length > 0) this.#drainAnnouncements();
  }

  #onListenerEvent(event: ListenerEvent): void {
    const { counters } = this.#o;
    switch (event.type) {
      case 'wake':
        counters.bump('voice.wake');
        this.#emit({ type: 'wake', name: event.name, score: event.score, atMs: event.atMs });
        if (this.#current !== undefined || this.#o.player.playing) {
          counters.bump('voice.bargeIn');
          this.#interrupt();
          this.#emit({ type: 'bargeIn' });
        }
        if (this.#o.ackSound) this.#ack = this.#playAck();
        return;
      case 'speechStart':
        counters.bump('voice.speechStart');
        this.#emit({ type: 'speechStart', atMs: event.atMs });
        return;
      case 'speechEnd': {
        counters.bump(`voice.speechEnd.${event.endedBy}`);
        const audioMs = Math.round((event.audio.length * 1000) / SPEECH_SAMPLE_RATE_HZ);
        this.#emit({ type: 'speechEnd', atMs: event.atMs, endedBy: event.endedBy, audioMs });
        this.#start((signal) => this.#turn(event.audio, signal));
        return;
      }
      case 'noSpeech':
        counters.bump('voice.noSpeech');
        this.#emit({ type: 'noSpeech', atMs: event.atMs });
    }
  }

  /** Cancels the running turn or announcement: its speech stops at once and its late results are dropped. */
  #interrupt(): void {
    this.#current?.abort();
    this.#current = undefined;
    this.#o.runner.cancel(VOICE_CLIENT_ID);
    this.#o.player.stop();
  }

  /** Runs `work` as the current turn, replacing (interrupting) any previous one. */
  #start(work: (signal: AbortSignal) => Promise<void>): void {
    if (this.#current) this.#interrupt();
    const controller = new AbortController();
    this.#current = controller;
    const done = work(controller.signal)
      .catch((error: unknown) => {
        this.#o.counters.bump('voice.turnFailed');
        this.#o.logger?.warn({ event: 'voiceTurnFailed', code: codeOf(error) }, 'voice turn failed');
      })
      .finally(() => {
        if (this.#current === controller) this.#current = undefined;
        this.#drainAnnouncements();
      });
    this.#currentDone = done;
  }

  async #turn(audio: Int16Array, signal: AbortSignal): Promise<void> {
    const { counters, runner } = this.#o;
    const timings: VoiceTimings = { speechEndAt: performance.now() };
    const done = (result: VoiceTurnResult, extra: { record?: TurnRecord; sttFailure?: string } = {}): void => {
      counters.bump(`voice.turn.${result}`);
      this.#emit({ type: 'turnDone', result, ...extra, timings });
    };
    counters.bump('voice.turns');
    const heard = await this.#o.transcriber.transcribe(audio, SPEECH_SAMPLE_RATE_HZ, signal);
    timings.transcribedAt = performance.now();
    if (signal.aborted) return done('interrupted');
    if (!heard.ok) {
      counters.bump(`voice.stt.${heard.reason}`);
      if (heard.reason !== 'cancelled') {
        await this.#speak([sttUnavailable(this.#o.language)], this.#o.language, signal, timings);
        this.#followUp(signal);
      }
      return done(signal.aborted ? 'interrupted' : 'sttFailed', { sttFailure: heard.reason });
    }
    const text = heard.value.text.trim();
    if (text === '') return done('emptyTranscript');

    const lang = heard.value.lang ?? detectLanguage(text) ?? this.#o.language;
    const sentences = new AsyncQueue<string>();
    // A barge-in must end the sentence stream at once, or speech would wait for the chain to notice.
    signal.addEventListener('abort', () => sentences.end(), { once: true });
    const speaking = this.#speak(sentences, lang, signal, timings);
    const asked = await runner.ask({
      text,
      origin: 'voice',
      clientId: this.#o.clientId ?? VOICE_CLIENT_ID,
      onSentence: (sentence) => {
        timings.firstSentenceAt ??= performance.now();
        sentences.push(sentence);
      },
    });
    sentences.end();
    const spoken = await speaking;
    if (!asked.ok || signal.aborted) return done('interrupted');
    this.#o.logger?.info({ event: 'voiceTurn', route: asked.record.route, ms: Math.round(performance.now() - timings.speechEndAt) }, 'voice turn done');
    if (!spoken.ok && spoken.reason !== 'cancelled') {
      counters.bump(`voice.tts.${spoken.reason}`);
      this.#o.onUnspoken?.(asked.record.text);
      done('ttsFailed', { record: asked.record });
    } else {
      done('answered', { record: asked.record });
    }
    this.#followUp(signal);
  }

  #followUp(signal: AbortSignal): void {
    const windowMs = this.#o.followUpMs;
    if (windowMs <= 0 || signal.aborted || this.#closed || this.#listener.state !== 'idle') return;
    this.#listener.followUp(windowMs);
    this.#vadDemand.update(this.#listener);
    this.#o.counters.bump('voice.followUpOpened');
    this.#emit({ type: 'followUp', windowMs });
  }

  /**
   * Plays the acknowledgement once the player has let go of any speech it was just told to stop (a new play
   * must not overlap the old one's exit).
   */
  async #playAck(): Promise<void> {
    // play() stops whatever is playing first; a killed answer reports itself as stopped, not failed.
    if (this.#closed) return;
    await this.#o.player.play([ackTone(ACK_RATE_HZ)], ACK_RATE_HZ);
  }

  /** Speaks sentences through the player; marks the first audio. Never throws for a synthesis failure. */
  async #speak(
    sentences: AsyncIterable<string> | Iterable<string>,
    lang: string | undefined,
    signal: AbortSignal,
    timings: VoiceTimings,
  ): Promise<Outcome<unknown, TtsFailure | 'cancelled'>> {
    await this.#ack;
    const sink = markFirstWrite(playerSink(this.#o.player), () => {
      timings.firstAudioAt ??= performance.now();
    });
    const outcome = await speakSentences(sentences, this.#o.synth, sink, { lang, signal, counters: this.#o.counters });
    timings.spokenAt = performance.now();
    return outcome;
  }

  /** Plays the alarm sound until the signal aborts (stop, wake word) or ALARM_RING_REPEATS. */
  async #ring(signal: AbortSignal): Promise<void> {
    this.#ringing = true;
    this.#emit({ type: 'ringing' });
    try {
      for (let k = 0; k < ALARM_RING_REPEATS && !signal.aborted && this.#ringing; k++) {
        await this.#o.player.play([alarmTone(ACK_RATE_HZ)], ACK_RATE_HZ);
        await pause(RING_GAP_MS, signal);
      }
    } finally {
      this.#ringing = false;
    }
  }

  #drainAnnouncements(): void {
    if (this.#closed || this.#current !== undefined || this.#listener.state !== 'idle') return;
    const next = this.#announcements.shift();
    if (!next) return;
    this.#start(async (signal) => {
      const timings: VoiceTimings = { speechEndAt: performance.now() };
      if (next.ring) await this.#ring(signal);
      if (signal.aborted) return;
      const spoken = await this.#speak([next.text], next.lang ?? this.#o.language, signal, timings);
      this.#o.counters.bump(spoken.ok ? 'voice.announced' : 'voice.announceUnspoken');
      // The chat page shows every announcement anyway (the daemon sends it there), so nothing more to do.
      this.#emit({ type: 'announced', spoken: spoken.ok });
    });
  }
}


/** Wraps a sink so `onFirst` runs when the first audio is written. */
function markFirstWrite(sink: AudioSink, onFirst: () => void): AudioSink {
  let first = true;
  return {
    write(pcm, rate) {
      if (first) {
        first = false;
        onFirst();
      }
      return sink.write(pcm, rate);
    },
    end: () => sink.end(),
    stop: () => sink.stop(),
  };
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

