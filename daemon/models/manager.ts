/**
 * The model manager: the one place that knows where models live on disk and how they get there.
 *
 *   const models = new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters, logger });
 *   const dir = models.localDir('silero-vad');            // cheap, never downloads, never hashes
 *   const got = await models.ensure('whisper-base', { signal, onProgress });   // downloads if needed
 *   if (got.ok) load(join(got.value.dir, 'onnx/encoder_model_quantized.onnx'));
 *
 * Layout: `<modelsDir>/<name>/<file path>` plus `<modelsDir>/<name>/.verified.json` (lock.ts). A file is
 * used only when complete and verified: pinned files against the catalog's SHA-256, unpinned ones against
 * the hash recorded at their first download. A file whose size or mtime changed since it was verified is
 * re-hashed; a wrong one is deleted and downloaded again, never loaded. A verified cache makes no request.
 *
 * Logs carry model names, catalog file paths, byte counts and reason codes; never a URL or host.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dispatcher } from 'undici';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { Outcome } from '../outcome.js';
import {
  UNPINNED, catalogSizeBytes, fileUrl, isPinned, loadCatalog, type CatalogEntry, type CatalogFile, type ModelKind,
} from './catalog.js';
import { createModelAgent, downloadFile, type DownloadFailure } from './download.js';
import {
  allVouched, expectedHash, expectedSize, hashFile, markerVouches, readLock, statForLock, writeLock, type LockData,
} from './lock.js';

export type EnsureFailure = 'unknownModel' | DownloadFailure;

export interface ModelProgress {
  /** Catalog path of the file being fetched. */
  file: string;
  /** Bytes of this file on disk so far (a resumed download starts above zero). */
  received: number;
  /** Expected bytes of this file, when the catalog, the lock or the server says. */
  total?: number;
}

export interface EnsureOptions {
  signal?: AbortSignal;
  onProgress?: (p: ModelProgress) => void;
  /** Human-readable warnings meant for a terminal (e.g. "this file has no pinned hash"). */
  onNotice?: (line: string) => void;
}

export interface ModelListing {
  name: string;
  kind: ModelKind;
  /** Sum of the file sizes the catalog or the lock knows. */
  sizeBytes: number;
  /** False when some unpinned file has never been downloaded here, so sizeBytes is a lower bound. */
  sizeKnown: boolean;
  present: boolean;
  verified: boolean;
  /** Every file has a SHA-256 in the catalog. */
  pinned: boolean;
  licence: string;
}

export interface ModelManagerOptions {
  modelsDir: string;
  /** Base URL of a Hugging Face-shaped mirror; empty = each model's own host. */
  mirrorUrl: string;
  counters: Counters;
  logger: Logger;
  /** Tests pass a dispatcher; otherwise the manager makes its own with the timeouts in download.ts. */
  dispatcher?: Dispatcher;
  /** Tests pass their own entries; otherwise models/catalog.json. */
  catalog?: readonly CatalogEntry[];
}

/** One download job per model, shared by every concurrent ensure() of that model. */
interface Job {
  promise: Promise<Outcome<{ dir: string }, EnsureFailure>>;
  controller: AbortController;
  waiters: number;
  progress: Set<(p: ModelProgress) => void>;
  notices: Set<(line: string) => void>;
}

export class ModelManager {
  readonly #modelsDir: string;
  readonly #mirrorUrl: string;
  readonly #counters: Counters;
  readonly #logger: Logger;
  readonly #entries: ReadonlyMap<string, CatalogEntry>;
  readonly #jobs = new Map<string, Job>();
  /** Jobs every caller abandoned, still closing their files; a new job for the model waits for them. */
  readonly #abandoned = new Map<string, Promise<unknown>>();
  #dispatcher: Dispatcher | undefined;
  readonly #ownsDispatcher: boolean;

  constructor(o: ModelManagerOptions) {
    this.#modelsDir = o.modelsDir;
    this.#mirrorUrl = o.mirrorUrl;
    this.#counters = o.counters;
    this.#logger = o.logger;
    this.#dispatcher = o.dispatcher;
    this.#ownsDispatcher = o.dispatcher === undefined;
    this.#entries = new Map((o.catalog ?? loadCatalog()).map((e) => [e.name, e]));
  }

  /** The catalog entry (files, licence, languages) of a model, or undefined. */
  entry(name: string): CatalogEntry | undefined {
    return this.#entries.get(name);
  }

  /** Every catalog model with its state on disk; reads markers only, never hashes or downloads. */
  list(): ModelListing[] {
    return [...this.#entries.values()].map((entry) => {
      const dir = this.#dirOf(entry);
      const { present, verified } = allVouched(entry, dir);
      const lock = readLock(dir);
      let sizeBytes = 0;
      let sizeKnown = true;
      for (const f of entry.files) {
        const size = expectedSize(f, lock);
        if (size === undefined) sizeKnown = false;
        else sizeBytes += size;
      }
      if (sizeKnown) sizeBytes = Math.max(sizeBytes, catalogSizeBytes(entry).bytes);
      return { name: entry.name, kind: entry.kind, sizeBytes, sizeKnown, present, verified, pinned: isPinned(entry), licence: entry.licence };
    });
  }

  /**
   * Local directory of a complete, verified model, or undefined. Never downloads and never hashes: a model
   * whose marker does not vouch for every file (new, changed on disk, never verified) needs ensure().
   */
  localDir(name: string): string | undefined {
    const entry = this.#entries.get(name);
    if (!entry) return undefined;
    const dir = this.#dirOf(entry);
    return allVouched(entry, dir).verified ? dir : undefined;
  }

  /**
   * Makes the model present and verified (re-hashing changed files, downloading missing or corrupt ones),
   * then returns its directory. A second ensure() of a model already in progress joins the first; the
   * shared download stops only when every caller waiting for it has aborted.
   */
  ensure(name: string, o: EnsureOptions = {}): Promise<Outcome<{ dir: string }, EnsureFailure>> {
    const entry = this.#entries.get(name);
    if (!entry) {
      this.#counters.bump('models.unknownModel');
      return Promise.resolve({ ok: false, reason: 'unknownModel' });
    }
    if (o.signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
    let job = this.#jobs.get(name);
    if (job) this.#counters.bump('models.ensureJoined');
    else {
      const controller = new AbortController();
      const created: Job = {
        controller, waiters: 0, progress: new Set(), notices: new Set(),
        promise: Promise.resolve({ ok: false, reason: 'cancelled' }),
      };
      const previous = this.#abandoned.get(name) ?? Promise.resolve();
      created.promise = previous.then(() => this.#run(entry, created)).catch((error: unknown) => {
        // A bug, not an expected failure: count it and log its code only, and still answer every waiter.
        this.#counters.bump('models.unexpectedError');
        this.#logger.error({ event: 'models.unexpectedError', model: name, code: (error as { code?: unknown })?.code ?? 'unknown' }, 'model manager bug');
        return { ok: false as const, reason: 'diskError' as const };
      }).finally(() => {
        if (this.#jobs.get(name) === created) this.#jobs.delete(name);
      });
      this.#jobs.set(name, created);
      job = created;
    }
    return this.#wait(name, job, o);
  }

  /** Closes the HTTP agent the manager made for itself (not one a caller passed in). */
  async close(): Promise<void> {
    if (this.#ownsDispatcher && this.#dispatcher) await this.#dispatcher.close();
    this.#dispatcher = undefined;
  }

  #dirOf(entry: CatalogEntry): string {
    return join(this.#modelsDir, entry.name);
  }

  #wait(name: string, job: Job, o: EnsureOptions): Promise<Outcome<{ dir: string }, EnsureFailure>> {
    job.waiters += 1;
    if (o.onProgress) job.progress.add(o.onProgress);
    if (o.onNotice) job.notices.add(o.onNotice);
    const leave = (): void => {
      if (o.onProgress) job.progress.delete(o.onProgress);
      if (o.onNotice) job.notices.delete(o.onNotice);
      job.waiters -= 1;
    };
    const signal = o.signal;
    if (!signal) return job.promise.finally(leave);
    return new Promise((resolve) => {
      const onAbort = (): void => {
        leave();
        if (job.waiters === 0) {
          // Nobody wants it any more: stop it, and let the next ensure() start afresh rather than join it.
          if (this.#jobs.get(name) === job) {
            this.#jobs.delete(name);
            const settled = job.promise.then(() => {
              if (this.#abandoned.get(name) === settled) this.#abandoned.delete(name);
            });
            this.#abandoned.set(name, settled);
          }
          job.controller.abort();
        }
        resolve({ ok: false, reason: 'cancelled' });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      void job.promise.then((outcome) => {
        if (signal.aborted) return;
        signal.removeEventListener('abort', onAbort);
        leave();
        resolve(outcome);
      });
    });
  }

  async #run(entry: CatalogEntry, job: Job): Promise<Outcome<{ dir: string }, EnsureFailure>> {
    const dir = this.#dirOf(entry);
    const signal = job.controller.signal;
    try {
      await mkdir(dir, { recursive: true });
    } catch {
      return this.#failed(entry, undefined, 'diskError');
    }
    const lock = readLock(dir);
    let lockDirty = false;
    for (const file of entry.files) {
      const checked = await this.#checkExisting(entry, file, dir, lock, signal);
      if (checked === 'cancelled' || checked === 'diskError') {
        if (lockDirty) await writeLock(dir, lock).catch(() => undefined);
        return this.#failed(entry, file, checked);
      }
      if (checked === 'rehashed') lockDirty = true;
      if (checked === 'vouched' || checked === 'rehashed') continue;

      const got = await this.#download(entry, file, dir, lock, job);
      if (!got.ok) {
        if (lockDirty) await writeLock(dir, lock).catch(() => undefined);
        return this.#failed(entry, file, got.reason);
      }
      // Persist after every file, so a later failure does not make a finished file look unverified.
      try {
        await writeLock(dir, lock);
        lockDirty = false;
      } catch {
        return this.#failed(entry, file, 'diskError');
      }
    }
    if (lockDirty) {
      try {
        await writeLock(dir, lock);
      } catch {
        return this.#failed(entry, undefined, 'diskError');
      }
    }
    this.#counters.note('models', undefined);
    return { ok: true, value: { dir } };
  }

  /**
   * Decides whether a file already on disk can be used: 'vouched' (marker fresh), 'rehashed' (hash checked
   * now, marker updated), 'missing' (absent, or corrupt and deleted: download it).
   */
  async #checkExisting(
    entry: CatalogEntry, file: CatalogFile, dir: string, lock: LockData, signal: AbortSignal,
  ): Promise<'vouched' | 'rehashed' | 'missing' | 'cancelled' | 'diskError'> {
    const path = join(dir, file.path);
    const st = await stat(path).catch(() => undefined);
    if (!st) return 'missing';
    if (st.isFile() && markerVouches(file, lock, st)) return 'vouched';
    const want = expectedHash(file, lock);
    const size = expectedSize(file, lock);
    if (st.isFile() && want !== undefined && (size === undefined || size === st.size)) {
      let got: { sha256: string; size: number };
      try {
        got = await hashFile(path, signal);
      } catch {
        return signal.aborted ? 'cancelled' : 'diskError';
      }
      this.#counters.bump('models.rehashed');
      if (got.sha256 === want) {
        lock.files[file.path] = { sha256: want, size: got.size, mtimeMs: st.mtimeMs };
        return 'rehashed';
      }
    }
    // Wrong size, wrong hash, or an unpinned file nobody recorded: never load it, fetch a fresh copy.
    this.#counters.bump('models.corruptReplaced');
    this.#logger.warn({ event: 'models.corruptReplaced', model: entry.name, file: file.path }, 'model file failed verification; downloading it again');
    try {
      await rm(path, { force: true, recursive: !st.isFile() });
    } catch {
      return 'diskError';
    }
    return 'missing';
  }

  async #download(
    entry: CatalogEntry, file: CatalogFile, dir: string, lock: LockData, job: Job,
  ): Promise<Outcome<true, DownloadFailure>> {
    const firstTrust = file.sha256 === UNPINNED && lock.files[file.path] === undefined;
    if (firstTrust) {
      this.#counters.bump('models.unpinnedDownload');
      this.#logger.warn({ event: 'models.unpinned', model: entry.name, file: file.path }, 'catalog has no SHA-256 for this file; recording the downloaded hash');
      const line = `warning: ${entry.name}/${file.path} has no pinned SHA-256 in the catalog; ` +
        'accepting this download and recording its hash, which every later load must match';
      for (const notice of job.notices) notice(line);
    }
    this.#dispatcher ??= createModelAgent();
    const started = Date.now();
    const path = join(dir, file.path);
    const result = await downloadFile({
      url: fileUrl(entry, file, this.#mirrorUrl),
      dest: path,
      expectedSha256: expectedHash(file, lock),
      expectedSize: expectedSize(file, lock),
      dispatcher: this.#dispatcher,
      signal: job.controller.signal,
      onProgress: (received, total) => {
        for (const listener of job.progress) listener(total === undefined ? { file: file.path, received } : { file: file.path, received, total });
      },
    });
    if (!result.ok) return result;
    const { sha256, size, resumedFrom } = result.value;
    let mtimeMs: number;
    try {
      mtimeMs = (await statForLock(path)).mtimeMs;
    } catch {
      return { ok: false, reason: 'diskError' };
    }
    lock.files[file.path] = { sha256, size, mtimeMs };
    this.#counters.bump('models.downloaded');
    this.#counters.bump('models.bytesDownloaded', size - resumedFrom);
    if (resumedFrom > 0) this.#counters.bump('models.resumed');
    this.#logger.info({ event: 'models.downloaded', model: entry.name, file: file.path, bytes: size, resumedFromBytes: resumedFrom, ms: Date.now() - started }, 'model file downloaded and verified');
    return { ok: true, value: true };
  }

  #failed(entry: CatalogEntry, file: CatalogFile | undefined, reason: EnsureFailure): Outcome<{ dir: string }, EnsureFailure> {
    this.#counters.bump(`models.${reason}`);
    if (reason !== 'cancelled') this.#counters.note('models', `a model download failed (${reason})`);
    this.#logger.warn({ event: 'models.ensureFailed', model: entry.name, file: file?.path, reason }, 'model not ready');
    return { ok: false, reason };
  }
}
