/**
 * Where audio comes from: a WAV file (tests and `hearth listen`) or the microphone (node-record-lpcm16 driving
 * sox or arecord). Both produce 16 kHz mono int16; the microphone hands out fixed 80 ms frames, the size the
 * wake-word models step by.
 *
 * A missing tool or a failing device is an outcome and a /status line (counters.note('audio', ...)), never a
 * thrown error: text chat keeps working without a microphone.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import type { AudioConfig } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import { hasTool } from './tools.js';
import { SPEECH_SAMPLE_RATE_HZ, toSpeechPcm } from './resample.js';
import { parseWav, WavError } from './wav.js';

/** 80 ms at 16 kHz: openWakeWord's step, and so the frame size everything downstream works in. */
export const FRAME_SAMPLES = 1280;

type WavReadOutcome =
  | { ok: true; pcm: Int16Array; sampleRate: typeof SPEECH_SAMPLE_RATE_HZ; sourceRate: number; sourceChannels: number }
  | { ok: false; reason: 'notFound' | 'notWav' | 'unsupportedFormat' | 'truncated' };

/** Reads any WAV file and converts it to 16 kHz mono int16 (in-process; see resample.ts). */
export async function readWavFile(path: string): Promise<WavReadOutcome> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return { ok: false, reason: 'notFound' };
  }
  try {
    const wav = parseWav(bytes);
    return { ok: true, pcm: toSpeechPcm(wav.channels, wav.sampleRate), sampleRate: SPEECH_SAMPLE_RATE_HZ, sourceRate: wav.sampleRate, sourceChannels: wav.channels.length };
  } catch (err) {
    if (err instanceof WavError) return { ok: false, reason: err.reason };
    throw err;
  }
}

/** Splits PCM into frames of `size` samples; the last one is zero-padded so no audio is dropped. */
export function* frames(pcm: Int16Array, size = FRAME_SAMPLES): Generator<Int16Array> {
  for (let at = 0; at < pcm.length; at += size) {
    const frame = new Int16Array(size);
    frame.set(pcm.subarray(at, Math.min(at + size, pcm.length)));
    yield frame;
  }
}

/** Collects a byte stream of little-endian int16 into fixed-size frames (chunks arrive at any boundary). */
export class FrameChunker {
  readonly #size: number;
  #pending: Buffer = Buffer.alloc(0);

  constructor(frameSamples = FRAME_SAMPLES) {
    this.#size = frameSamples * 2;
  }

  push(bytes: Buffer): Int16Array[] {
    this.#pending = this.#pending.length === 0 ? bytes : Buffer.concat([this.#pending, bytes]);
    const out: Int16Array[] = [];
    while (this.#pending.length >= this.#size) {
      const frame = new Int16Array(this.#size / 2);
      for (let i = 0; i < frame.length; i++) frame[i] = this.#pending.readInt16LE(i * 2);
      out.push(frame);
      this.#pending = this.#pending.subarray(this.#size);
    }
    return out;
  }
}

interface Recording {
  process: ChildProcess;
  stop(): void;
  stream(): Readable;
}
type RecordFn = (options: Record<string, unknown>) => Recording;

/** A running microphone capture. */
export interface Microphone {
  /** Stops capture; idempotent. */
  stop(): void;
}

interface MicrophoneHandlers {
  /** Each 80 ms frame, in order. The array is the caller's to keep or transfer. */
  onFrame(frame: Int16Array): void;
  /** Capture ended on its own (device gone, tool crashed). Already noted on /status. */
  onEnd?(reason: 'deviceFailed'): void;
}

export type MicrophoneOutcome = { ok: true; mic: Microphone } | { ok: false; reason: 'disabled' | 'toolMissing' };

const STATUS_NO_TOOL = { sox: 'microphone off: sox is not installed', arecord: 'microphone off: arecord (alsa-utils) is not installed' } as const;
const STATUS_DEVICE_FAILED = 'microphone stopped: the capture device failed or is missing';

/**
 * Starts capture with the configured tool and device. `record` is node-record-lpcm16's, injectable for tests.
 * A missing tool, a spawn failure or a device error sets the 'audio' status line and never throws.
 */
export function openMicrophone(config: AudioConfig, counters: Counters, handlers: MicrophoneHandlers, record?: RecordFn): MicrophoneOutcome {
  if (config.input === 'none') {
    counters.note('audio', 'microphone off (audio.input = "none")');
    return { ok: false, reason: 'disabled' };
  }
  if (!hasTool(config.input)) {
    counters.note('audio', STATUS_NO_TOOL[config.input]);
    counters.bump('audio.toolMissing');
    return { ok: false, reason: 'toolMissing' };
  }
  const start = record ?? (createRequire(import.meta.url)('node-record-lpcm16') as { record: RecordFn }).record;
  const recording = start({
    sampleRate: SPEECH_SAMPLE_RATE_HZ,
    channels: 1,
    recorder: config.input,
    audioType: 'raw',
    ...(config.inputDevice ? { device: config.inputDevice } : {}),
  });
  const chunker = new FrameChunker();
  let stopped = false;
  const fail = (): void => {
    if (stopped) return;
    stopped = true;
    counters.note('audio', STATUS_DEVICE_FAILED);
    counters.bump('audio.deviceFailed');
    handlers.onEnd?.('deviceFailed');
  };
  // node-record-lpcm16 does not listen for spawn errors itself; without this an ENOENT would crash the daemon.
  recording.process.on('error', fail);
  const stream = recording.stream();
  stream.on('error', fail); // the library emits a string here when the tool exits non-zero
  stream.on('end', fail);
  stream.on('data', (chunk: Buffer) => {
    for (const frame of chunker.push(chunk)) handlers.onFrame(frame);
  });
  counters.note('audio', undefined);
  return {
    ok: true,
    mic: {
      stop() {
        if (stopped) return;
        stopped = true;
        recording.stop();
      },
    },
  };
}
