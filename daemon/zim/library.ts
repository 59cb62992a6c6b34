/**
 * The ZIM folder as `hearth zim list|pull|remove` sees it. A pull downloads into `<zimDir>/.downloads/`
 * (same filesystem, so the final rename is atomic), resumes a `.part` left there by an interrupted pull,
 * verifies the SHA-256, and only then renames the file into the ZIM folder: kiwix-serve, which the daemon
 * restarts when the set of `*.zim` files changes (daemon/kiwix/process.ts), never sees a half-written or
 * unverified book.
 */
import { mkdir, readdir, rename, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Outcome } from '../outcome.js';
import { downloadFile, type DownloadFailure } from '../models/download.js';
import type { CatalogClient, CatalogFailure } from './catalog.js';
import type { ZimEntry } from './opds.js';

/** The staging folder inside the ZIM folder; a dot folder, so the kiwix supervisor's *.zim scan skips it. */
export const DOWNLOADS_DIR = '.downloads';
/** Room kept free beyond the book: a full disk stops the database and the logs too. */
const FREE_SPACE_MARGIN_BYTES = 512 * 1024 * 1024;

interface LocalBook {
  file: string;
  sizeBytes: number;
}

interface LocalLibrary {
  books: LocalBook[];
  /** Interrupted pulls that `pull` would resume. */
  partial: LocalBook[];
}

/** A ZIM file or the first part of a split set. */
const ZIM_FILE = /\.zim(aa)?$/u;

async function filesIn(dir: string, match: RegExp): Promise<LocalBook[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const out: LocalBook[] = [];
  for (const file of names.filter((n) => match.test(n)).sort()) {
    try {
      const s = await stat(join(dir, file));
      if (s.isFile()) out.push({ file, sizeBytes: s.size });
    } catch {
      // vanished between readdir and stat
    }
  }
  return out;
}

export async function listLocal(zimDir: string): Promise<LocalLibrary> {
  const partial = (await filesIn(join(zimDir, DOWNLOADS_DIR), /\.zim\.part$/u)).map((b) => ({ ...b, file: b.file.replace(/\.part$/u, '') }));
  return { books: await filesIn(zimDir, ZIM_FILE), partial };
}

export type PullFailure = DownloadFailure | CatalogFailure | 'noSpace';

interface PullOptions {
  zimDir: string;
  client: CatalogClient;
  signal?: AbortSignal;
  onProgress?: (received: number, total: number | undefined) => void;
}

interface Pulled {
  path: string;
  sizeBytes: number;
  resumedFrom: number;
  /** True when the file was in the ZIM folder already and nothing was downloaded. */
  already: boolean;
}

async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const s = await statfs(dir);
    return s.bavail * s.bsize;
  } catch {
    return undefined;
  }
}

/** Pure: whether `needed` more bytes fit with the margin kept free. Unknown free space is not a refusal. */
function fitsOnDisk(needed: number, free: number | undefined): boolean {
  return free === undefined || needed + FREE_SPACE_MARGIN_BYTES <= free;
}

export async function pullBook(entry: ZimEntry, o: PullOptions): Promise<Outcome<Pulled, PullFailure>> {
  const dest = join(o.zimDir, entry.fileName);
  try {
    const existing = await stat(dest);
    return { ok: true, value: { path: dest, sizeBytes: existing.size, resumedFrom: 0, already: true } };
  } catch {
    // not there yet
  }
  const checksum = await o.client.checksum(entry);
  if (!checksum.ok) return checksum;
  const staging = join(o.zimDir, DOWNLOADS_DIR);
  const staged = join(staging, entry.fileName);
  try {
    await mkdir(staging, { recursive: true });
  } catch {
    return { ok: false, reason: 'diskError' };
  }
  const size = checksum.value.size ?? entry.sizeBytes;
  let partBytes = 0;
  try {
    partBytes = (await stat(`${staged}.part`)).size;
  } catch {
    // nothing to resume
  }
  if (!fitsOnDisk(Math.max(0, size - partBytes), await freeBytes(staging))) return { ok: false, reason: 'noSpace' };
  const got = await downloadFile({
    url: checksum.value.url,
    dest: staged,
    expectedSha256: checksum.value.sha256,
    ...(checksum.value.size !== undefined ? { expectedSize: checksum.value.size } : {}),
    dispatcher: o.client.dispatcher,
    ...(o.signal ? { signal: o.signal } : {}),
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
  });
  if (!got.ok) return got;
  try {
    await rename(staged, dest);
  } catch {
    return { ok: false, reason: 'diskError' };
  }
  return { ok: true, value: { path: dest, sizeBytes: got.value.size, resumedFrom: got.value.resumedFrom, already: false } };
}

/**
 * The local files `name` means: an exact file name, a name without `.zim`, or a catalog name/flavour
 * prefix ("wikipedia_en_100_mini" for wikipedia_en_100_mini_2022-10.zim). Split sets come with all parts.
 */
export async function matchLocal(zimDir: string, name: string): Promise<string[]> {
  const { books } = await listLocal(zimDir);
  const stem = name.replace(/\.zim$/u, '');
  const exact = books.filter((b) => b.file === name || b.file === `${stem}.zim` || b.file === `${stem}.zimaa`);
  const matched = exact.length > 0 ? exact : books.filter((b) => b.file.startsWith(`${stem}_`));
  const files: string[] = [];
  for (const b of matched) {
    files.push(b.file);
    if (b.file.endsWith('.zimaa')) {
      const base = b.file.slice(0, -2);
      const all = await readdir(zimDir).catch(() => [] as string[]);
      files.push(...all.filter((f) => f.startsWith(base) && /\.zim[a-z]{2}$/u.test(f) && f !== b.file));
    }
  }
  return files;
}

/** Deletes files from the ZIM folder (names from matchLocal only: no path can be passed in). */
export async function removeFiles(zimDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    if (file.includes('/') || file.startsWith('.')) continue;
    await rm(join(zimDir, file), { force: true });
  }
  // A resumable download of the same book would come back on the next pull; remove it too.
  for (const file of files) await rm(join(zimDir, DOWNLOADS_DIR, `${file}.part`), { force: true });
}
