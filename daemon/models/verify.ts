/**
 * `hearth models verify`: accepts model files copied into the models directory by hand (an offline install,
 * a copy from another box). Each file of a catalog model that is present is hashed and compared with the
 * catalog's pinned SHA-256; when every file matches, the verification record (lock.ts) is written, and from
 * then on the model loads like a downloaded one. Nothing is deleted: a file that does not match is the
 * user's, reported as such, and simply not used.
 */
import { join } from 'node:path';
import { UNPINNED, type CatalogEntry } from './catalog.js';
import { hashFile, readLock, statForLock, writeLock } from './lock.js';

type FileVerdict = 'ok' | 'missing' | 'mismatch' | 'unpinned';

export interface ModelVerdict {
  name: string;
  /** 'verified': every file matches and the record is written; 'absent': no file of it is there. */
  state: 'verified' | 'absent' | 'incomplete' | 'mismatch' | 'unpinned';
  files: { path: string; verdict: FileVerdict }[];
}

/** Pure: the model's state from its files' verdicts. */
function modelState(verdicts: readonly FileVerdict[]): ModelVerdict['state'] {
  if (verdicts.every((v) => v === 'missing')) return 'absent';
  if (verdicts.includes('mismatch')) return 'mismatch';
  if (verdicts.includes('missing')) return 'incomplete';
  if (verdicts.includes('unpinned')) return 'unpinned';
  return 'verified';
}

export async function verifyModel(entry: CatalogEntry, modelsDir: string): Promise<ModelVerdict> {
  const dir = join(modelsDir, entry.name);
  const lock = readLock(dir);
  const files: ModelVerdict['files'] = [];
  const found = new Map<string, { sha256: string; size: number; mtimeMs: number }>();
  for (const file of entry.files) {
    const path = join(dir, file.path);
    let st: { size: number; mtimeMs: number };
    try {
      st = await statForLock(path);
    } catch {
      files.push({ path: file.path, verdict: 'missing' });
      continue;
    }
    const recorded = lock.files[file.path];
    if (file.sha256 === UNPINNED) {
      // No catalog hash to check against: only a download can vouch for it (its hash is recorded then).
      files.push({ path: file.path, verdict: recorded ? 'ok' : 'unpinned' });
      continue;
    }
    if (file.size !== null && st.size !== file.size) {
      files.push({ path: file.path, verdict: 'mismatch' });
      continue;
    }
    const got = await hashFile(path);
    if (got.sha256 !== file.sha256) {
      files.push({ path: file.path, verdict: 'mismatch' });
      continue;
    }
    found.set(file.path, { sha256: got.sha256, size: got.size, mtimeMs: st.mtimeMs });
    files.push({ path: file.path, verdict: 'ok' });
  }
  const state = modelState(files.map((f) => f.verdict));
  if (state === 'verified' && found.size > 0) {
    for (const [path, record] of found) lock.files[path] = record;
    await writeLock(dir, lock);
  }
  return { name: entry.name, state, files };
}
