/**
 * A Player (daemon/audio/player.ts) whose speaker is a remote Wyoming satellite: each play is one audio
 * group (audio-start, audio-chunks, audio-stop) sent over the satellite's connection, and it is done when the
 * satellite says `played`. The voice loop speaks through it exactly as through aplay.
 */
import type { PcmChunks, PlayOutcome, Player } from '../audio/player.js';
import { SAMPLES_PER_CHUNK } from '../wyoming/audio.js';
import { pause } from '../async/wait.js';

/**
 * Extra wait for `played` beyond the audio's own length, ms: the satellite's buffer and its speaker's
 * latency. A satellite that never says `played` (an old one, or gone) releases the loop after this.
 */
const PLAYED_GRACE_MS = 3000;

type Send = (event: { type: string; data?: Record<string, unknown>; payload?: Uint8Array }) => boolean;

export class SatellitePlayer implements Player {
  readonly #send: Send;
  #playing = false;
  #stopRequested = false;
  #onPlayed: (() => void) | undefined;

  /** `send` returns false when the satellite is not connected. */
  constructor(send: Send) {
    this.#send = send;
  }

  get playing(): boolean {
    return this.#playing;
  }

  /** The satellite finished playing what it was sent. */
  played(): void {
    this.#onPlayed?.();
  }

  async play(chunks: PcmChunks, sampleRate: number): Promise<PlayOutcome> {
    this.stop();
    this.#playing = true;
    this.#stopRequested = false;
    let samples = 0;
    let started = false;
    try {
      for await (const chunk of chunks) {
        if (this.#stopRequested) break;
        if (!started) {
          if (!this.#send({ type: 'audio-start', data: { rate: sampleRate, width: 2, channels: 1, timestamp: 0 } })) return { ok: false, reason: 'deviceFailed', playedSamples: 0 };
          started = true;
        }
        for (let at = 0; at < chunk.length; at += SAMPLES_PER_CHUNK) {
          const slice = chunk.subarray(at, Math.min(chunk.length, at + SAMPLES_PER_CHUNK));
          const timestamp = Math.round(((samples + at) * 1000) / sampleRate);
          if (!this.#send({ type: 'audio-chunk', data: { rate: sampleRate, width: 2, channels: 1, timestamp }, payload: new Uint8Array(slice.buffer, slice.byteOffset, slice.byteLength) })) {
            return { ok: false, reason: 'deviceFailed', playedSamples: samples };
          }
        }
        samples += chunk.length;
      }
      if (!started) return { ok: true, stopped: this.#stopRequested, playedSamples: 0 };
      this.#send({ type: 'audio-stop', data: { timestamp: Math.round((samples * 1000) / sampleRate) } });
      if (this.#stopRequested) return { ok: true, stopped: true, playedSamples: samples };
      // Wait for the satellite to finish playing: `played`, a stop, or the audio's length plus a grace.
      const played = new AbortController();
      this.#onPlayed = () => played.abort();
      await pause((samples * 1000) / sampleRate + PLAYED_GRACE_MS, played.signal);
      return { ok: true, stopped: this.#stopRequested, playedSamples: samples };
    } finally {
      this.#onPlayed = undefined;
      this.#playing = false;
    }
  }

  stop(): void {
    if (!this.#playing) return;
    this.#stopRequested = true;
    this.#onPlayed?.();
  }
}
