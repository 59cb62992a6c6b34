/**
 * Downloads one file into `<dest>.part`, hashing as the bytes arrive, and renames it to `<dest>` only when
 * it is complete and its SHA-256 is right. A `.part` left by an interrupted download is resumed with an
 * HTTP Range request when the server allows it (its bytes are re-hashed first); a wrong hash deletes it.
 *
 * Never logs or returns the URL: failures are reason codes only.
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Agent, buildConnector, request, type Dispatcher } from 'undici';
import { guardedConnector } from '../net/socket-guard.js';
import type { Outcome } from '../outcome.js';

export type DownloadFailure = 'unreachable' | 'httpError' | 'hashMismatch' | 'truncated' | 'diskError' | 'cancelled';

/** A LAN mirror or the hub accepts TCP within a second; 10 s covers a slow uplink without hanging for minutes. */
const CONNECT_TIMEOUT_MS = 10_000;
/** The hub resolves an LFS file and redirects to its CDN before the first byte; a cold CDN can take a while. */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * Longest silence between two body chunks. The whole file has no deadline (1 GB on a slow line takes an
 * hour), but a link that sends nothing for a minute is dead.
 */
const BODY_IDLE_TIMEOUT_MS = 60_000;
/** The hub answers with one redirect to its CDN; five leaves room for a mirror's own and stops loops. */
const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The dispatcher the manager uses when the caller does not pass one: timeouts as above, sockets guarded. */
export function createModelAgent(): Agent {
  // Guarded: against a mirror that speaks HTTP/1.0 and closes, undici 7 can otherwise crash the process while
  // the file is written behind the network (daemon/net/socket-guard.ts).
  const connect = guardedConnector(buildConnector({ timeout: CONNECT_TIMEOUT_MS }));
  return new Agent({ connect, headersTimeout: HEADERS_TIMEOUT_MS, bodyTimeout: BODY_IDLE_TIMEOUT_MS });
}

interface DownloadRequest {
  url: string;
  /** Final path; the download goes to `${dest}.part` first. */
  dest: string;
  /** Required hash; undefined only for an unpinned file's first download (whatever arrives is accepted). */
  expectedSha256?: string;
  /** Required size, when known; more bytes than this stop the download as corrupt. */
  expectedSize?: number;
  dispatcher: Dispatcher;
  signal?: AbortSignal;
  onProgress?: (received: number, total: number | undefined) => void;
}

interface Downloaded {
  sha256: string;
  size: number;
  /** Bytes reused from an earlier `.part`. */
  resumedFrom: number;
}

/** Thrown inside the body loop to leave it with a reason. */
class Stop extends Error {
  constructor(readonly reason: DownloadFailure) {
    super(reason);
  }
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error as Error)?.name === 'AbortError';
}

/** Hashes the bytes already in a `.part` so a resumed download still verifies the whole file. */
async function hashExisting(path: string, hash: Hash): Promise<void> {
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
}

async function partSize(part: string): Promise<number> {
  try {
    return (await stat(part)).size;
  } catch {
    return 0;
  }
}

/** Opens the URL, following at most MAX_REDIRECTS redirects, and returns the final response. */
async function openUrl(
  url: string, req: DownloadRequest, headers: Record<string, string>,
): Promise<Outcome<Dispatcher.ResponseData, DownloadFailure>> {
  let current = url;
  for (let hop = 0; ; hop++) {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(current, {
        method: 'GET', dispatcher: req.dispatcher, signal: req.signal, headers,
        headersTimeout: HEADERS_TIMEOUT_MS, bodyTimeout: BODY_IDLE_TIMEOUT_MS,
      });
    } catch (error) {
      return { ok: false, reason: isAbort(error, req.signal) ? 'cancelled' : 'unreachable' };
    }
    if (!REDIRECT_STATUSES.has(res.statusCode)) return { ok: true, value: res };
    const location = res.headers.location;
    await res.body.dump().catch(() => undefined);
    if (typeof location !== 'string' || hop >= MAX_REDIRECTS) return { ok: false, reason: 'httpError' };
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      return { ok: false, reason: 'httpError' };
    }
    if (next.protocol !== 'https:' && next.protocol !== 'http:') return { ok: false, reason: 'httpError' };
    current = next.toString();
  }
}

/** Parses `bytes START-END/TOTAL` and returns START, or undefined. */
function contentRangeStart(value: string | string[] | undefined): number | undefined {
  const m = typeof value === 'string' ? /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(value.trim()) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * Downloads `req.url` to `req.dest`, verified. On 'truncated', 'unreachable' and 'cancelled' the `.part`
 * is kept for a later resume; on 'hashMismatch' it is deleted; `dest` itself is never touched unless the
 * new file is complete and verified.
 */
export async function downloadFile(req: DownloadRequest): Promise<Outcome<Downloaded, DownloadFailure>> {
  const part = `${req.dest}.part`;
  try {
    await mkdir(dirname(req.dest), { recursive: true });
  } catch {
    return { ok: false, reason: 'diskError' };
  }
  let offset = await partSize(part);
  if (offset > 0 && req.expectedSize !== undefined && offset >= req.expectedSize) {
    // As long as (or longer than) the whole file yet never renamed: start over rather than guess.
    await rm(part, { force: true });
    offset = 0;
  }
  const first = await attempt(req, part, offset);
  if (!first.ok && first.reason === 'restart') return attempt(req, part, 0) as Promise<Outcome<Downloaded, DownloadFailure>>;
  return first as Outcome<Downloaded, DownloadFailure>;
}

async function attempt(
  req: DownloadRequest, part: string, offset: number,
): Promise<Outcome<Downloaded, DownloadFailure | 'restart'>> {
  if (req.signal?.aborted) return { ok: false, reason: 'cancelled' };
  const hash = createHash('sha256');
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (offset > 0) headers.range = `bytes=${offset}-`;
  const opened = await openUrl(req.url, req, headers);
  if (!opened.ok) return opened;
  const res = opened.value;

  let received = 0;
  if (offset > 0 && res.statusCode === 206 && contentRangeStart(res.headers['content-range']) === offset) {
    try {
      await hashExisting(part, hash);
    } catch {
      await res.body.dump().catch(() => undefined);
      return { ok: false, reason: 'diskError' };
    }
    received = offset;
  } else if (offset > 0 && (res.statusCode === 416 || res.statusCode === 206)) {
    // The server cannot continue from here (or answered a different range): drop the .part, start over.
    await res.body.dump().catch(() => undefined);
    await rm(part, { force: true }).catch(() => undefined);
    return { ok: false, reason: 'restart' };
  } else if (res.statusCode !== 200) {
    await res.body.dump().catch(() => undefined);
    return { ok: false, reason: 'httpError' };
  }
  const resumedFrom = received;
  const lengthHeader = Number(res.headers['content-length']);
  const announced = Number.isSafeInteger(lengthHeader) ? received + lengthHeader : undefined;
  const total = req.expectedSize ?? announced;
  if (req.expectedSize !== undefined && announced !== undefined && announced !== req.expectedSize) {
    // The server says up front the file is another size: a short copy is truncated, a longer one is the
    // wrong file. Either way it is not worth downloading, and a .part it was meant to continue is suspect.
    await res.body.dump().catch(() => undefined);
    if (resumedFrom > 0) await rm(part, { force: true }).catch(() => undefined);
    return { ok: false, reason: announced < req.expectedSize ? 'truncated' : 'hashMismatch' };
  }

  let handle: FileHandle;
  try {
    handle = await open(part, resumedFrom > 0 ? 'a' : 'w');
  } catch {
    await res.body.dump().catch(() => undefined);
    return { ok: false, reason: 'diskError' };
  }
  let reason: DownloadFailure | undefined;
  try {
    try {
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (req.expectedSize !== undefined && received > req.expectedSize) throw new Stop('hashMismatch');
        hash.update(chunk);
        try {
          await handle.write(chunk);
        } catch {
          throw new Stop('diskError');
        }
        req.onProgress?.(received, total);
      }
    } catch (error) {
      reason = error instanceof Stop ? error.reason : isAbort(error, req.signal) ? 'cancelled' : 'truncated';
    }
    if (reason === undefined && req.signal?.aborted) reason = 'cancelled';
    if (reason === undefined && ((req.expectedSize !== undefined && received < req.expectedSize) ||
      (announced !== undefined && received < announced))) reason = 'truncated';
    if (reason === undefined) {
      try {
        await handle.sync();
      } catch {
        reason = 'diskError';
      }
    }
  } finally {
    await handle.close().catch(() => undefined);
    if (reason !== undefined) res.body.destroy();
  }
  if (reason === 'hashMismatch') await rm(part, { force: true }).catch(() => undefined);
  if (reason !== undefined) return { ok: false, reason };

  const sha256 = hash.digest('hex');
  if (req.expectedSha256 !== undefined && sha256 !== req.expectedSha256) {
    await rm(part, { force: true }).catch(() => undefined);
    return { ok: false, reason: 'hashMismatch' };
  }
  try {
    await rename(part, req.dest);
    await syncDir(dirname(req.dest));
  } catch {
    return { ok: false, reason: 'diskError' };
  }
  return { ok: true, value: { sha256, size: received, resumedFrom } };
}

/** fsyncs a directory so the rename survives a power cut; some filesystems refuse, which is harmless. */
async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Not supported everywhere (and never on Windows); the file itself is already fsynced.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
