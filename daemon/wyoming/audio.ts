/**
 * Audio events of the Wyoming protocol (`audio-start`, `audio-chunk`, `audio-stop`) and the conversion
 * between their payloads and Int16Array PCM. Pure.
 *
 * Hearth's PCM is signed 16-bit little-endian, mono (Wyoming's `width: 2, channels: 1`). Node only runs on
 * little-endian machines in practice (x86-64, arm64), so a payload is reinterpreted without byte swapping.
 */
import type { WyomingEvent } from './protocol.js';

export interface AudioFormat {
  /** Samples per second. */
  rate: number;
  /** Bytes per sample. */
  width: number;
  channels: number;
}

/**
 * Samples per audio-chunk we send: 1024 is what wyoming-piper and wyoming-satellite use, 64 ms at 16 kHz,
 * small enough for the server to start work early, big enough that headers are a negligible overhead.
 */
export const SAMPLES_PER_CHUNK = 1024;

export function audioStartEvent(rate: number): WyomingEvent {
  return { type: 'audio-start', data: { rate, width: 2, channels: 1 } };
}

export function audioStopEvent(): WyomingEvent {
  return { type: 'audio-stop', data: {} };
}

/** Splits mono 16-bit PCM into audio-chunk events of at most SAMPLES_PER_CHUNK samples. */
export function audioChunkEvents(pcm: Int16Array, rate: number): WyomingEvent[] {
  const events: WyomingEvent[] = [];
  for (let start = 0; start < pcm.length; start += SAMPLES_PER_CHUNK) {
    const slice = pcm.subarray(start, Math.min(pcm.length, start + SAMPLES_PER_CHUNK));
    events.push({
      type: 'audio-chunk',
      data: { rate, width: 2, channels: 1 },
      payload: Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength),
    });
  }
  return events;
}

/** The audio format an audio-start or audio-chunk announces, or undefined when fields are missing or odd. */
export function readAudioFormat(data: Record<string, unknown>): AudioFormat | undefined {
  const { rate, width, channels } = data;
  const ok = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= max;
  if (!ok(rate, 384_000) || !ok(width, 4) || !ok(channels, 16)) return undefined;
  return { rate, width, channels };
}

/**
 * Mono 16-bit samples from a chunk payload. Only width 2 is supported (all Wyoming TTS servers send it);
 * with several channels the first one is kept. Returns undefined for a format we cannot read.
 */
export function pcmFromPayload(payload: Buffer, format: AudioFormat): Int16Array | undefined {
  if (format.width !== 2) return undefined;
  const frameBytes = 2 * format.channels;
  const frames = Math.floor(payload.length / frameBytes);
  // Copy into a fresh, aligned buffer: the payload may start at an odd offset inside a larger Buffer.
  const copy = new Uint8Array(frames * frameBytes);
  copy.set(payload.subarray(0, frames * frameBytes));
  const interleaved = new Int16Array(copy.buffer);
  if (format.channels === 1) return interleaved;
  const mono = new Int16Array(frames);
  for (let i = 0; i < frames; i += 1) mono[i] = interleaved[i * format.channels] ?? 0;
  return mono;
}
