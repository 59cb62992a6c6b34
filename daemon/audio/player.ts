/**
 * Playing PCM: a `Player` takes a stream of int16 chunks (speech synthesized sentence by sentence) and can be
 * stopped at once, which is what barge-in needs. Three kinds:
 * - aplay or sox: a child process reading raw PCM on stdin; stop() kills it, dropping whatever is buffered.
 * - a recording sink (audio.output = "none", and tests): keeps what would have been played; it can pace
 *   itself at real time so barge-in can be tested against "audio that is still playing".
 * A missing tool or a failing device is an outcome plus a /status line, never a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AudioConfig } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import { hasTool } from './tools.js';
import { pause } from '../async/wait.js';

export type PlayOutcome =
  | { ok: true; stopped: boolean; playedSamples: number }
  | { ok: false; reason: 'toolMissing' | 'deviceFailed'; playedSamples: number };

export type PcmChunks = AsyncIterable<Int16Array> | Iterable<Int16Array>;

export interface Player {
  /** Plays the chunks in order at `sampleRate` (mono int16); resolves when done, stopped or failed. */
  play(chunks: PcmChunks, sampleRate: number): Promise<PlayOutcome>;
  /** Stops the current playback at once (no-op when idle). The pending play() resolves with stopped: true. */
  stop(): void;
  readonly playing: boolean;
}

/** The argv for playing raw mono int16 at `rate` with the configured tool and device. */
function playerCommand(tool: 'aplay' | 'sox', device: string, rate: number): { cmd: string; args: string[] } {
  if (tool === 'aplay') {
    return { cmd: 'aplay', args: ['-q', '-t', 'raw', '-f', 'S16_LE', '-c', '1', '-r', String(rate), ...(device ? ['-D', device] : []), '-'] };
  }
  const out = device ? ['-t', 'alsa', device] : ['-d'];
  return { cmd: 'sox', args: ['-q', '-t', 'raw', '-e', 'signed-integer', '-b', '16', '-c', '1', '-r', String(rate), '-', ...out] };
}

const STATUS_DEVICE_FAILED = 'speaker: the playback device failed or is missing';

/** Plays through aplay or sox. */
export class ProcessPlayer implements Player {
  readonly #tool: 'aplay' | 'sox';
  readonly #device: string;
  readonly #counters: Counters;
  /**
   * The play in progress. Each play has its own `stopped` flag, so a play started right after stop() cannot
   * clear the flag of the one being killed (which would then report its kill as a device failure).
   */
  #current: { child: ChildProcess; stopped: boolean } | undefined;

  constructor(tool: 'aplay' | 'sox', device: string, counters: Counters) {
    this.#tool = tool;
    this.#device = device;
    this.#counters = counters;
  }

  get playing(): boolean {
    return this.#current !== undefined;
  }

  stop(): void {
    if (!this.#current) return;
    this.#current.stopped = true;
    this.#current.child.kill('SIGKILL'); // at once: SIGTERM lets aplay drain its buffer first
  }

  async play(chunks: PcmChunks, sampleRate: number): Promise<PlayOutcome> {
    this.stop(); // one voice at a time
    let played = 0;
    if (!hasTool(this.#tool)) {
      this.#counters.note('audio.output', `speaker off: ${this.#tool} is not installed`);
      return { ok: false, reason: 'toolMissing', playedSamples: 0 };
    }
    const { cmd, args } = playerCommand(this.#tool, this.#device, sampleRate);
    const child = spawn(cmd, args, { stdio: ['pipe', 'ignore', 'ignore'] });
    const current = { child, stopped: false };
    this.#current = current;
    const exited = new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(-1));
      child.once('close', (code) => resolve(code));
    });
    child.stdin!.on('error', () => undefined); // EPIPE after a kill or a device failure; the exit code tells
    try {
      for await (const chunk of chunks) {
        if (current.stopped || child.exitCode !== null) break;
        const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        played += chunk.length;
        if (!child.stdin!.write(bytes)) {
          await Promise.race([new Promise((r) => child.stdin!.once('drain', r)), exited]);
        }
      }
      child.stdin!.end();
      const code = await exited;
      if (current.stopped) return { ok: true, stopped: true, playedSamples: played };
      if (code !== 0) {
        this.#counters.note('audio.output', STATUS_DEVICE_FAILED);
        this.#counters.bump('audio.playbackFailed');
        return { ok: false, reason: 'deviceFailed', playedSamples: played };
      }
      return { ok: true, stopped: false, playedSamples: played };
    } finally {
      if (this.#current === current) this.#current = undefined;
    }
  }
}

/** Keeps what would have been played; optionally takes as long as real playback would. */
export class RecordingPlayer implements Player {
  /** Every chunk handed to play(), in order, across plays. */
  readonly played: Int16Array[] = [];
  readonly #realTime: boolean;
  #stopRequested = false;
  #wake: (() => void) | undefined;
  #playing = false;

  constructor(options: { realTime?: boolean } = {}) {
    this.#realTime = options.realTime ?? false;
  }

  get playing(): boolean {
    return this.#playing;
  }

  stop(): void {
    this.#stopRequested = true;
    this.#wake?.();
  }

  async play(chunks: PcmChunks, sampleRate: number): Promise<PlayOutcome> {
    this.#stopRequested = false;
    this.#playing = true;
    let playedSamples = 0;
    try {
      for await (const chunk of chunks) {
        if (this.#stopRequested) break;
        this.played.push(chunk);
        playedSamples += chunk.length;
        if (this.#realTime) {
          const woken = new AbortController();
          this.#wake = () => woken.abort();
          await pause((chunk.length / sampleRate) * 1000, woken.signal);
          this.#wake = undefined;
        }
      }
      return { ok: true, stopped: this.#stopRequested, playedSamples };
    } finally {
      this.#playing = false;
    }
  }

  /** Everything played so far as one array. */
  all(): Int16Array {
    const total = this.played.reduce((n, c) => n + c.length, 0);
    const out = new Int16Array(total);
    let at = 0;
    for (const c of this.played) { out.set(c, at); at += c.length; }
    return out;
  }
}

/** The player the config asks for: aplay/sox, or a recording sink for "none". Notes a missing tool up front. */
export function createPlayer(config: AudioConfig, counters: Counters): Player {
  if (config.output === 'none') return new RecordingPlayer();
  if (!hasTool(config.output)) counters.note('audio.output', `speaker off: ${config.output} is not installed`);
  return new ProcessPlayer(config.output, config.outputDevice, counters);
}
