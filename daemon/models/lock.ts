/**
 * The per-model lock and verification marker, `<modelsDir>/<name>/.verified.json`:
 *
 *   { "version": 1, "files": { "<path>": { "sha256": "...", "size": 123, "mtimeMs": 1700000000000 } } }
 *
 * Two jobs in one small file:
 * - a *marker*: hashing a 1 GB model on every start costs seconds of disk and CPU, so after a file has been
 *   hashed once, its size and mtime are recorded; while both are unchanged the file counts as verified
 *   without reading it again. A changed size or mtime (an edit, a copy, a truncation) triggers a re-hash.
 *   This trusts the filesystem's mtime; it does not defend against someone who rewrites a file and then
 *   restores its mtime on purpose.
 * - a *lock* for unpinned catalog files: the hash recorded at the first download is what later loads and
 *   re-downloads must match.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UNPINNED, type CatalogEntry, type CatalogFile } from './catalog.js';

export const LOCK_FILE_NAME = '.verified.json';
const LOCK_VERSION = 1;

interface LockedFile {
  sha256: string;
  size: number;
  mtimeMs: number;
}

export interface LockData {
  version: number;
  files: Record<string, LockedFile>;
}

function emptyLock(): LockData {
  return { version: LOCK_VERSION, files: {} };
}

function isLockedFile(v: unknown): v is LockedFile {
  const f = v as LockedFile;
  return typeof f === 'object' && f !== null && typeof f.sha256 === 'string' && /^[0-9a-f]{64}$/.test(f.sha256) &&
    Number.isSafeInteger(f.size) && typeof f.mtimeMs === 'number';
}

/** Reads a model directory's lock; a missing, unreadable or malformed one is empty (everything re-hashes). */
export function readLock(modelDir: string): LockData {
  try {
    const doc = JSON.parse(readFileSync(join(modelDir, LOCK_FILE_NAME), 'utf8')) as Partial<LockData>;
    if (doc.version !== LOCK_VERSION || typeof doc.files !== 'object' || doc.files === null) return emptyLock();
    const files: Record<string, LockedFile> = {};
    for (const [path, entry] of Object.entries(doc.files)) if (isLockedFile(entry)) files[path] = entry;
    return { version: LOCK_VERSION, files };
  } catch {
    return emptyLock();
  }
}

/** Writes the lock atomically (temp file, fsync, rename) so a crash never leaves half a lock. */
export async function writeLock(modelDir: string, lock: LockData): Promise<void> {
  const target = join(modelDir, LOCK_FILE_NAME);
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(lock, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * The hash a file must have: the catalog's when pinned, else the one locked at first download, else
 * undefined (an unpinned file never downloaded here: whatever arrives first is accepted and locked).
 */
export function expectedHash(file: CatalogFile, lock: LockData): string | undefined {
  if (file.sha256 !== UNPINNED) return file.sha256;
  return lock.files[file.path]?.sha256;
}

/** Expected size, from the catalog or the lock; undefined when neither knows. */
export function expectedSize(file: CatalogFile, lock: LockData): number | undefined {
  if (file.size !== null) return file.size;
  return lock.files[file.path]?.size;
}

/**
 * Whether the marker vouches for the file as it is on disk now, without reading it: the recorded hash is
 * the expected one and size and mtime are unchanged. Pure, given the stat.
 */
export function markerVouches(file: CatalogFile, lock: LockData, st: { size: number; mtimeMs: number }): boolean {
  const locked = lock.files[file.path];
  const want = expectedHash(file, lock);
  if (!locked || want === undefined || locked.sha256 !== want) return false;
  const size = expectedSize(file, lock);
  return st.size === locked.size && st.mtimeMs === locked.mtimeMs && (size === undefined || size === st.size);
}

/** Synchronous marker check for every file of a model; used by list() and localDir(), which never hash. */
export function allVouched(entry: CatalogEntry, modelDir: string): { present: boolean; verified: boolean } {
  const lock = readLock(modelDir);
  let present = true;
  let verified = true;
  for (const file of entry.files) {
    let st: { size: number; mtimeMs: number; isFile(): boolean };
    try {
      st = statSync(join(modelDir, file.path));
    } catch {
      present = false;
      verified = false;
      continue;
    }
    if (!st.isFile() || !markerVouches(file, lock, st)) verified = false;
  }
  return { present, verified };
}

/** SHA-256 of a file, streamed (large models never sit in memory). */
export async function hashFile(path: string, signal?: AbortSignal): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const stream = createReadStream(path, { highWaterMark: 1 << 20, signal });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** The size and mtime to record for a file now on disk. */
export async function statForLock(path: string): Promise<{ size: number; mtimeMs: number }> {
  const st = await stat(path);
  return { size: st.size, mtimeMs: st.mtimeMs };
}
