/**
 * The Wyoming protocol's wire format (Home Assistant's voice protocol, used by wyoming-faster-whisper and
 * wyoming-piper). Pure: no sockets, no clock. See docs/voice.md and the spec in shared/reference/voice.md §4.
 *
 * One event on the wire is three parts, back to back:
 *   1. a JSON header on one line ending in "\n": `{"type": "...", "data": {...}?, "data_length": N?,
 *      "payload_length": M?, "version": "..."}`;
 *   2. `data_length` bytes of UTF-8 JSON ("additional data"), merged on top of the header's inline `data`;
 *   3. `payload_length` bytes of binary payload, usually PCM audio.
 *
 * The reader accepts `data` both inline and as a data block (the Python reference writes the block; other
 * implementations inline it). The writer mirrors the Python reference: data in a block, never inline.
 */

import { HearthError } from '../errors.js';

/** One decoded event. `data` is always an object (empty when the event had none). */
export interface WyomingEvent {
  type: string;
  data: Record<string, unknown>;
  payload?: Buffer;
}

/** The protocol version we announce. Servers ignore it; the Python reference sends its package version. */
const WYOMING_VERSION = '1.9.0';

/**
 * Longest header line we buffer before giving up on the peer, bytes. Real headers are under 200 bytes;
 * 64 KiB leaves room for odd servers while keeping a stream of garbage from growing memory without bound.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Largest data block or payload we accept, bytes. An `info` event with many voices is tens of KiB and an
 * audio chunk is a few KiB; 16 MiB (about 6 minutes of 22 kHz audio in one chunk) only trips on nonsense.
 */
const MAX_BLOCK_BYTES = 16 * 1024 * 1024;

/** A broken stream: bad JSON, a header without a type, or lengths out of range. Carries a stable code. */
export class WyomingProtocolError extends HearthError {
  /** True when a length or line was over a limit, false for a malformed stream. */
  constructor(message: string, readonly tooLarge = false) {
    super('HEARTH_WYOMING_PROTOCOL', message);
    this.name = 'WyomingProtocolError';
  }
}

/** Encodes one event the way the Python reference does. Byte lengths are UTF-8 byte counts. */
export function encodeEvent(event: { type: string; data?: Record<string, unknown>; payload?: Uint8Array }): Buffer {
  const header: Record<string, unknown> = { type: event.type, version: WYOMING_VERSION };
  const parts: Buffer[] = [];
  let dataBytes: Buffer | undefined;
  if (event.data && Object.keys(event.data).length > 0) {
    dataBytes = Buffer.from(JSON.stringify(event.data), 'utf8');
    header.data_length = dataBytes.length;
  }
  const payload = event.payload && event.payload.byteLength > 0 ? event.payload : undefined;
  if (payload) header.payload_length = payload.byteLength;
  parts.push(Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'));
  if (dataBytes) parts.push(dataBytes);
  if (payload) parts.push(Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength));
  return Buffer.concat(parts);
}

/** Reads a non-negative integer length field; absent or null means 0. */
function lengthField(header: Record<string, unknown>, key: string): number {
  const value = header[key];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new WyomingProtocolError(`bad ${key}`);
  if (value > MAX_BLOCK_BYTES) throw new WyomingProtocolError(`${key} too large`, true);
  return value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a JSON object from UTF-8 bytes, or throws a protocol error. */
function parseObject(bytes: Buffer, what: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new WyomingProtocolError(`${what} is not JSON`);
  }
  if (!isObject(parsed)) throw new WyomingProtocolError(`${what} is not an object`);
  return parsed;
}

/** Limits a parser enforces; a server facing the LAN sets them far lower than the client defaults. */
interface ParserLimits {
  maxHeaderBytes?: number;
  maxBlockBytes?: number;
}

/**
 * A streaming decoder: feed it socket chunks as they arrive (split anywhere, even inside a UTF-8 character)
 * and it returns the events completed so far. After a protocol error the stream is unusable; close it.
 *
 * Chunks are kept in a list and joined once per header line or block, and a header search resumes where the
 * last one stopped, so a peer trickling one byte per packet costs linear time, not quadratic.
 */
export class EventParser {
  readonly #maxHeaderBytes: number;
  readonly #maxBlockBytes: number;
  #chunks: Buffer[] = [];
  #length = 0;
  /** Bytes at the front of #chunks already searched for a newline (none found). */
  #scanned = 0;
  /** The header of the event being read, once its line is complete. */
  #pending: { header: Record<string, unknown>; dataLength: number; payloadLength: number } | undefined;

  constructor(limits: ParserLimits = {}) {
    this.#maxHeaderBytes = limits.maxHeaderBytes ?? MAX_HEADER_BYTES;
    this.#maxBlockBytes = limits.maxBlockBytes ?? MAX_BLOCK_BYTES;
  }

  /** Bytes held that do not yet form a complete event. */
  get bufferedBytes(): number {
    return this.#length;
  }

  push(chunk: Uint8Array): WyomingEvent[] {
    if (chunk.byteLength > 0) {
      this.#chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      this.#length += chunk.byteLength;
    }
    const events: WyomingEvent[] = [];
    for (;;) {
      const event = this.#next();
      if (!event) break;
      events.push(event);
    }
    return events;
  }

  /** Removes and returns the first `n` bytes (n <= #length), joined into one Buffer. */
  #take(n: number): Buffer {
    const joined = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.#length);
    const head = joined.subarray(0, n);
    const rest = joined.subarray(n);
    this.#chunks = rest.length > 0 ? [rest] : [];
    this.#length = rest.length;
    this.#scanned = 0;
    return head;
  }

  /** Index of the first newline in the held bytes, searching only bytes not searched before; -1 if none. */
  #findNewline(): number {
    let offset = 0;
    for (const chunk of this.#chunks) {
      if (offset + chunk.length > this.#scanned) {
        const from = Math.max(0, this.#scanned - offset);
        const at = chunk.indexOf(0x0a, from);
        if (at >= 0) return offset + at;
      }
      offset += chunk.length;
    }
    this.#scanned = this.#length;
    return -1;
  }

  #lengthField(header: Record<string, unknown>, key: string): number {
    const value = lengthField(header, key);
    if (value > this.#maxBlockBytes) throw new WyomingProtocolError(`${key} too large`, true);
    return value;
  }

  #next(): WyomingEvent | undefined {
    if (!this.#pending) {
      const newline = this.#findNewline();
      if (newline < 0) {
        if (this.#length > this.#maxHeaderBytes) throw new WyomingProtocolError('header line too long', true);
        return undefined;
      }
      if (newline > this.#maxHeaderBytes) throw new WyomingProtocolError('header line too long', true);
      const line = this.#take(newline + 1).subarray(0, newline);
      const header = parseObject(line, 'header');
      if (typeof header.type !== 'string' || header.type === '') throw new WyomingProtocolError('header has no type');
      if (header.data !== undefined && header.data !== null && !isObject(header.data)) {
        throw new WyomingProtocolError('header data is not an object');
      }
      this.#pending = {
        header,
        dataLength: this.#lengthField(header, 'data_length'),
        payloadLength: this.#lengthField(header, 'payload_length'),
      };
    }
    const { header, dataLength, payloadLength } = this.#pending;
    if (this.#length < dataLength + payloadLength) return undefined;
    const body = dataLength + payloadLength > 0 ? this.#take(dataLength + payloadLength) : Buffer.alloc(0);
    const data: Record<string, unknown> = isObject(header.data) ? { ...header.data } : {};
    if (dataLength > 0) Object.assign(data, parseObject(body.subarray(0, dataLength), 'data block'));
    const event: WyomingEvent = { type: header.type as string, data };
    if (payloadLength > 0) {
      // Copy so the event does not pin the whole receive buffer in memory.
      event.payload = Buffer.from(body.subarray(dataLength, dataLength + payloadLength));
    }
    this.#pending = undefined;
    return event;
  }
}
