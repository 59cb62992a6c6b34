/**
 * Reading and writing WAV files (RIFF/WAVE). Reading accepts what recorders and converters commonly write:
 * PCM integer at 8, 16, 24 or 32 bits and IEEE float at 32 or 64 bits, any channel count, any rate, including
 * WAVE_FORMAT_EXTENSIBLE headers and streams whose data size field is 0 or 0xFFFFFFFF (sox/arecord writing to a
 * pipe). Samples come out as Float32 in -1..1 per channel; `toSpeechPcm` (resample.ts) turns them into Hearth's
 * 16 kHz mono int16. Writing produces plain 16-bit PCM.
 */

import { HearthError, type HearthErrorCode } from '../errors.js';

/** A decoded WAV: channel-separated float samples in -1..1. */
interface DecodedWav {
  sampleRate: number;
  channels: Float32Array[];
}

/** Why a WAV could not be read: the `reason` callers return as a value. */
type WavFailure = 'notWav' | 'unsupportedFormat' | 'truncated';

const WAV_CODES = {
  notWav: 'HEARTH_AUDIO_NOT_WAV',
  unsupportedFormat: 'HEARTH_AUDIO_UNSUPPORTED_FORMAT',
  truncated: 'HEARTH_AUDIO_TRUNCATED',
} as const satisfies Record<WavFailure, HearthErrorCode>;

/** A WAV that could not be read; `code` is stable for logs, `reason` for the callers' outcome values. */
export class WavError extends HearthError {
  constructor(readonly reason: WavFailure, message: string) {
    super(WAV_CODES[reason], message);
  }
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface FmtChunk {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

function readFmt(buf: Buffer, offset: number, size: number): FmtChunk {
  if (size < 16) throw new WavError('notWav', 'fmt chunk too short');
  let format = buf.readUInt16LE(offset);
  const channels = buf.readUInt16LE(offset + 2);
  const sampleRate = buf.readUInt32LE(offset + 4);
  const blockAlign = buf.readUInt16LE(offset + 12);
  const bitsPerSample = buf.readUInt16LE(offset + 14);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (format === FORMAT_EXTENSIBLE && size >= 26) format = buf.readUInt16LE(offset + 24);
  if (channels < 1 || sampleRate < 1 || blockAlign < 1) throw new WavError('unsupportedFormat', 'fmt chunk has zero channels, rate or block size');
  return { format, channels, sampleRate, bitsPerSample, blockAlign };
}

function sampleReader(fmt: FmtChunk): (buf: Buffer, at: number) => number {
  const { format, bitsPerSample: bits } = fmt;
  if (format === FORMAT_PCM) {
    if (bits === 8) return (b, at) => (b.readUInt8(at) - 128) / 128;
    if (bits === 16) return (b, at) => b.readInt16LE(at) / 32768;
    if (bits === 24) return (b, at) => b.readIntLE(at, 3) / 8388608;
    if (bits === 32) return (b, at) => b.readInt32LE(at) / 2147483648;
  }
  if (format === FORMAT_FLOAT) {
    if (bits === 32) return (b, at) => b.readFloatLE(at);
    if (bits === 64) return (b, at) => b.readDoubleLE(at);
  }
  throw new WavError('unsupportedFormat', `unsupported WAV encoding (format ${format}, ${bits} bits)`);
}

/** Parses a WAV file's bytes. Throws WavError for anything that is not a readable WAV. */
export function parseWav(buf: Buffer): DecodedWav {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavError('notWav', 'not a RIFF/WAVE file');
  }
  let fmt: FmtChunk | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') fmt = readFmt(buf, body, size);
    if (id === 'data') {
      if (!fmt) throw new WavError('notWav', 'data chunk before fmt chunk');
      // A streamed WAV may carry 0 or 0xFFFFFFFF as its size: the data then runs to the end of the file.
      if (size === 0 || size === 0xffffffff || body + size > buf.length) size = buf.length - body;
      return decodeData(buf.subarray(body, body + size), fmt);
    }
    offset = body + size + (size % 2); // chunks are padded to even sizes
  }
  throw new WavError(fmt ? 'truncated' : 'notWav', 'no data chunk');
}

function decodeData(data: Buffer, fmt: FmtChunk): DecodedWav {
  const read = sampleReader(fmt);
  const bytesPerSample = fmt.bitsPerSample / 8;
  const frames = Math.floor(data.length / fmt.blockAlign);
  const channels = Array.from({ length: fmt.channels }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i++) {
    const base = i * fmt.blockAlign;
    for (let c = 0; c < fmt.channels; c++) channels[c]![i] = read(data, base + c * bytesPerSample);
  }
  return { sampleRate: fmt.sampleRate, channels };
}

/** Encodes mono 16-bit PCM samples as a WAV file. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(FORMAT_PCM, 20);
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, 44 + i * 2);
  return out;
}
