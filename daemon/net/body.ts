/**
 * Reads a response body under two separate caps: bytes received from the network, and bytes after
 * Content-Encoding is undone (gzip, deflate, br). A decompression bomb (a few kilobytes that inflate to
 * gigabytes) stops at the decoded cap and is reported as truncated; the text up to the cap is kept and usable.
 *
 * The first SNIFF_BYTES decoded bytes go to an `acceptHead` callback before the rest is read, so a body that
 * turns out not to be a document is abandoned after one chunk instead of being downloaded.
 */
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { SNIFF_BYTES } from './document.js';

type ContentCoding = 'identity' | 'gzip' | 'deflate' | 'br';

/** Maps a Content-Encoding header to a coding we undo, or undefined if we cannot. */
export function contentCoding(header: string | undefined): ContentCoding | undefined {
  const value = (header ?? '').trim().toLowerCase();
  if (value === '' || value === 'identity') return 'identity';
  if (value === 'gzip' || value === 'x-gzip') return 'gzip';
  if (value === 'deflate') return 'deflate';
  if (value === 'br') return 'br';
  return undefined;
}

interface BodyCaps {
  maxBytesReceived: number;
  maxBytesDecoded: number;
}

interface BodyRead {
  /** The decoded bytes, at most maxBytesDecoded. */
  bytes: Buffer;
  /** Bytes taken off the network (compressed size). */
  bytesReceived: number;
  /** A cap cut the body short. */
  truncated: boolean;
  /** acceptHead said no; `bytes` holds only the head. */
  refused: boolean;
}

/** Yields the source's chunks until `cap` bytes have passed, then stops (and so releases the source). */
async function* capped(source: AsyncIterable<Buffer>, cap: number, state: { received: number; truncated: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const room = cap - state.received;
    if (chunk.length > room) {
      state.received += room;
      state.truncated = true;
      if (room > 0) yield chunk.subarray(0, room);
      return;
    }
    state.received += chunk.length;
    yield chunk;
  }
}

/**
 * 'deflate' on the web means zlib-wrapped deflate (RFC 1950), but some servers send raw deflate (RFC 1951).
 * A zlib header is two bytes whose big-endian value is a multiple of 31, with compression method 8.
 */
function looksZlibWrapped(first: Buffer): boolean {
  return first.length >= 2 && (first[0]! & 0x0f) === 8 && ((first[0]! << 8) | first[1]!) % 31 === 0;
}

function decompressor(coding: Exclude<ContentCoding, 'identity'>, first: Buffer): zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress {
  // The flush modes make a stream cut short by the received cap give up what it has instead of an error.
  const sync = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (coding === 'gzip') return zlib.createGunzip(sync);
  if (coding === 'deflate') return looksZlibWrapped(first) ? zlib.createInflate(sync) : zlib.createInflateRaw(sync);
  return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
}

/** Puts a chunk back in front of the rest of an iterator. */
async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (let r = await rest.next(); !r.done; r = await rest.next()) yield r.value;
}

/**
 * Reads `body` (chunks as the network delivered them) under the caps, and destroys it when done. Errors from the network or a corrupt
 * compressed stream propagate; the caller maps them (and aborts) to outcomes.
 */
export async function readCappedBody(
  body: Readable,
  coding: ContentCoding,
  caps: BodyCaps,
  acceptHead: (head: Buffer) => boolean = () => true,
): Promise<BodyRead> {
  const state = { received: 0, truncated: false };
  const raw = capped(body, caps.maxBytesReceived, state);
  let decoded: AsyncIterable<Buffer> = raw;
  let inflater: NodeJS.ReadWriteStream | undefined;
  if (coding !== 'identity') {
    const firstStep = await raw.next();
    const first = firstStep.done ? Buffer.alloc(0) : firstStep.value;
    const z = decompressor(coding, first);
    inflater = z;
    // pipeline tears both sides down when we stop reading early; its error is seen through the iteration.
    pipeline(Readable.from(prepend(first, raw)), z, () => {});
    decoded = z;
  }

  const chunks: Buffer[] = [];
  let total = 0;
  let headChecked = false;
  let refused = false;
  const checkHead = (): boolean => {
    headChecked = true;
    return acceptHead(Buffer.concat(chunks, total).subarray(0, SNIFF_BYTES));
  };
  try {
    for await (const chunk of decoded) {
      const room = caps.maxBytesDecoded - total;
      const piece = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(piece);
      total += piece.length;
      if (!headChecked && total >= SNIFF_BYTES && !checkHead()) {
        refused = true;
        break;
      }
      if (chunk.length > room) {
        state.truncated = true;
        break;
      }
    }
    if (!headChecked && !refused && !checkHead()) refused = true;
  } finally {
    // Destroying the source (not awaiting the generators) also unblocks a read stalled on a silent server.
    // undici reports an early destroy as an 'error' event; the listener keeps that from being uncaught.
    (inflater as { destroy?: () => void } | undefined)?.destroy?.();
    body.on('error', () => {});
    body.destroy();
  }
  return { bytes: Buffer.concat(chunks, total), bytesReceived: state.received, truncated: state.truncated, refused };
}
