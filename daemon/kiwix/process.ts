/**
 * The managed kiwix-serve: Hearth runs Debian's kiwix-serve on a loopback port over every *.zim file (and every
 * split set, name.zimaa, name.zimab, ...) in the ZIM directory, unless the config names an external server.
 *
 * Lifecycle:
 * - start(): if the binary is missing or the directory holds no ZIM file, say so in /status and wait; the
 *   ZIM stage passes meanwhile. Never throws for those.
 * - The directory is polled; when the set of ZIM files changes (and has stopped changing, so a file still
 *   being copied is not opened half-written), kiwix-serve is restarted over the new set.
 * - If kiwix-serve dies it is restarted with exponential backoff; a run that stayed up resets the backoff.
 * - A running kiwix-serve is probed every HEALTH_PROBE_MS. One that stops answering (hung, or stopped with
 *   SIGSTOP: the kernel still accepts its connections, so only a probe with a timeout can tell) for
 *   HEALTH_FAILURES probes in a row is killed with SIGKILL (`kiwix.hung`) and restarted like a crash.
 * - stop(): stops polling and terminates the child (SIGTERM, then SIGKILL).
 * Status lines are fixed strings with counts; file names never reach logs or /status.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants as fsConstants } from 'node:fs';
import { access, open, readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { request } from 'undici';
import { pause } from '../async/wait.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { ownsListener } from './listener.js';

/** How often the ZIM directory is checked for added or removed files. Cheap (one readdir + stats). */
const DIR_POLL_MS = 2_000;
/** How long a fresh kiwix-serve may take to answer; opening large ZIMs reads their indexes. */
const READY_TIMEOUT_MS = 15_000;
/** Pause between readiness probes. */
const READY_PROBE_MS = 50;
/** Restart backoff: first retry soon (a crash is usually one-off), doubling up to a minute. */
const RESTART_BACKOFF_MIN_MS = 250;
const RESTART_BACKOFF_MAX_MS = 60_000;
/** A run that lasted this long counts as healthy and resets the backoff. */
const HEALTHY_RUN_MS = 30_000;
/**
 * Health probe of a running kiwix-serve: every 5 s, 2 s to answer the catalog (a healthy local server answers
 * in milliseconds; 2 s covers a box busy with a long full-text search). Three misses in a row (about 15 s of
 * silence) mean it is hung: one slow answer under load is not enough to kill it.
 */
const HEALTH_PROBE_MS = 5_000;
const HEALTH_TIMEOUT_MS = 2_000;
const HEALTH_FAILURES = 3;
/** Grace for kiwix-serve to exit on SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 3_000;
/** First bytes of every ZIM file ("ZIM\x04" little-endian magic 0x044D495A); anything else would crash it. */
const ZIM_MAGIC = Buffer.from([0x5a, 0x49, 0x4d, 0x04]);

interface KiwixProcessOptions {
  binary: string;
  zimDir: string;
  /** 0 picks a free loopback port at each start. */
  port: number;
  counters: Counters;
  logger: Logger;
  /** Directory poll interval override, for tests. */
  pollMs?: number;
  /** Health probe overrides, for tests: interval, timeout and misses in a row before the kill. */
  health?: { probeMs?: number; timeoutMs?: number; failures?: number };
}

/** Resolves a bare command name through PATH; undefined if it is not an executable file. */
async function resolveBinary(binary: string): Promise<string | undefined> {
  const candidates = binary.includes('/')
    ? [binary]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, binary));
  for (const c of candidates) {
    try {
      await access(c, fsConstants.X_OK);
      if ((await stat(c)).isFile()) return c;
    } catch {
      // not here; try the next PATH entry
    }
  }
  return undefined;
}

async function hasZimMagic(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(4);
    const { bytesRead } = await fh.read(buf, 0, 4, 0);
    return bytesRead === 4 && buf.equals(ZIM_MAGIC);
  } finally {
    await fh.close();
  }
}

/**
 * A part of a split ZIM: `zimsplit` (and downloads meant for FAT32 disks, where a file stops at 4 GiB) writes
 * `name.zimaa`, `name.zimab`, ...; libzim opens the set when given `name.zim`, which need not exist.
 */
const SPLIT_PART_RE = /\.zim[a-z]{2}$/u;
const FIRST_PART_SUFFIX = 'aa';

/**
 * The ZIM files in `dir`, as kiwix-serve should be given them, with a signature (names, sizes, mtimes of every
 * file and part) that changes when any of them does. A split set counts as one book, named by its joined path,
 * when its first part holds a ZIM header; a joined copy of the same set wins over its parts.
 */
async function scanZims(dir: string): Promise<{ files: string[]; signature: string } | undefined> {
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return undefined;
  }
  const whole = new Set(names.filter((n) => n.toLowerCase().endsWith('.zim')));
  const files: string[] = [];
  const parts: string[] = [];
  for (const n of names) {
    const isPart = !whole.has(n) && SPLIT_PART_RE.test(n);
    if (!whole.has(n) && !isPart) continue;
    const full = path.join(dir, n);
    try {
      const s = await stat(full);
      if (!s.isFile()) continue;
      parts.push(`${n}:${s.size}:${s.mtimeMs}`);
      if (!isPart) {
        if (await hasZimMagic(full)) files.push(full);
      } else {
        const joined = n.slice(0, -FIRST_PART_SUFFIX.length);
        if (n.endsWith(FIRST_PART_SUFFIX) && !whole.has(joined) && (await hasZimMagic(full))) files.push(path.join(dir, joined));
      }
    } catch {
      // vanished between readdir and stat
    }
  }
  return { files: files.sort(), signature: parts.join('|') };
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}


export class KiwixProcess {
  readonly #o: KiwixProcessOptions;
  #binary: string | undefined;
  #child: ChildProcess | undefined;
  #url: string | undefined;
  #files: string[] = [];
  #signature: string | undefined;
  #pendingSignature: string | undefined;
  #stopping = false;
  #poller: NodeJS.Timeout | undefined;
  #restartTimer: NodeJS.Timeout | undefined;
  #backoffMs = RESTART_BACKOFF_MIN_MS;
  #health: NodeJS.Timeout | undefined;
  #healthMisses = 0;
  /** Serialises (re)starts so a poll and a crash cannot start two children. */
  #chain: Promise<void> = Promise.resolve();
  /** Children Hearth stopped on purpose, whose exit is not a crash. */
  readonly #stoppedOnPurpose = new WeakSet<ChildProcess>();

  constructor(o: KiwixProcessOptions) {
    this.#o = o;
  }

  /** Base URL of the running kiwix-serve, or undefined while none is ready. */
  baseUrl(): string | undefined {
    return this.#url;
  }

  /** Process id of the running kiwix-serve (for diagnostics and tests), if any. */
  pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Finds the binary, starts kiwix-serve if there are ZIM files, and begins watching the directory. */
  async start(): Promise<void> {
    this.#stopping = false;
    this.#binary = await resolveBinary(this.#o.binary);
    if (this.#binary === undefined) {
      this.#note('kiwix-serve not installed');
      this.#o.logger.warn({ event: 'kiwix.noBinary' }, 'kiwix-serve not installed; the ZIM stage is skipped');
      return;
    }
    const scan = await scanZims(this.#o.zimDir);
    this.#signature = scan?.signature;
    await this.#enqueue(() => this.#launch(scan?.files));
    this.#poller = setInterval(() => void this.#poll(), this.#o.pollMs ?? DIR_POLL_MS);
    this.#poller.unref();
  }

  /** Stops watching and terminates kiwix-serve. */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#poller) clearInterval(this.#poller);
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    this.#poller = undefined;
    this.#restartTimer = undefined;
    this.#stopHealth();
    await this.#chain;
    await this.#kill();
  }

  #note(line: string): void {
    this.#o.counters.note('kiwix', line);
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    this.#chain = this.#chain.then(task).catch((err: unknown) => {
      this.#o.logger.error({ event: 'kiwix.processError', code: (err as { code?: string }).code }, 'kiwix-serve control failed');
    });
    return this.#chain;
  }

  async #poll(): Promise<void> {
    if (this.#stopping) return;
    const scan = await scanZims(this.#o.zimDir);
    const signature = scan?.signature;
    if (signature === this.#signature) {
      this.#pendingSignature = undefined;
      return;
    }
    // Wait for one quiet interval: a ZIM being copied changes size between polls.
    if (signature !== this.#pendingSignature) {
      this.#pendingSignature = signature;
      return;
    }
    this.#pendingSignature = undefined;
    this.#signature = signature;
    this.#o.counters.bump('kiwix.reloads');
    this.#o.logger.info({ event: 'kiwix.reload', books: scan?.files.length ?? 0 }, 'ZIM directory changed');
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    this.#restartTimer = undefined;
    this.#backoffMs = RESTART_BACKOFF_MIN_MS;
    await this.#enqueue(async () => {
      await this.#kill();
      await this.#launch(scan?.files);
    });
  }

  /** Starts kiwix-serve over `files` and waits until it answers; schedules a retry if it does not. */
  async #launch(files: string[] | undefined): Promise<void> {
    if (this.#stopping || this.#binary === undefined) return;
    if (files === undefined) {
      this.#note('ZIM directory missing');
      return;
    }
    this.#files = files;
    if (files.length === 0) {
      this.#note('no ZIM files in the ZIM directory');
      return;
    }
    const port = this.#o.port === 0 ? await freeLoopbackPort() : this.#o.port;
    // One server thread: kiwix-serve 3.3 segfaults inside libxapian when requests run in parallel threads
    // (seen on the development set: MHD-worker segfault in libxapian.so.30.12.3 within ~50-150 turns at the
    // default 4 threads; 230 turns, ~5,000 requests, no crash at 1).
    const child = spawn(this.#binary, ['--address', '127.0.0.1', '--port', String(port), '--threads', '1', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // kiwix-serve's messages name files; drain them without logging.
    child.stderr?.resume();
    this.#child = child;
    const startedAt = Date.now();
    let exited = false;
    child.once('error', (err: NodeJS.ErrnoException) => {
      // Spawning failed (e.g. the binary vanished); 'exit' may not follow.
      exited = true;
      if (this.#child === child) this.#child = undefined;
      this.#o.logger.warn({ event: 'kiwix.spawnFailed', code: err.code }, 'kiwix-serve could not be started');
      this.#scheduleRestart();
    });
    child.once('exit', (code, signal) => {
      exited = true;
      if (this.#child === child) {
        this.#child = undefined;
        this.#url = undefined;
        this.#stopHealth();
      }
      if (this.#stopping || this.#stoppedOnPurpose.has(child)) return;
      this.#o.counters.bump('kiwix.exits');
      this.#o.logger.warn({ event: 'kiwix.exited', code, signal }, 'kiwix-serve exited');
      if (Date.now() - startedAt > HEALTHY_RUN_MS) this.#backoffMs = RESTART_BACKOFF_MIN_MS;
      this.#scheduleRestart();
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!exited && !this.#stopping && Date.now() < deadline) {
      // The answer must come from our child: another process may have taken the port before it bound (listener.ts).
      if ((await probe(url)) && child.pid !== undefined && (await ownsListener(child.pid, port)) !== false) {
        this.#url = url;
        this.#watchHealth(child, url);
        this.#note(`running (${files.length} ${files.length === 1 ? 'book' : 'books'})`);
        this.#o.logger.info({ event: 'kiwix.ready', books: files.length, ms: Date.now() - startedAt }, 'kiwix-serve ready');
        return;
      }
      await pause(READY_PROBE_MS);
    }
    if (!exited && !this.#stopping) {
      // Never answered: treat as a crash.
      this.#o.logger.warn({ event: 'kiwix.notReady' }, 'kiwix-serve did not answer in time');
      await this.#kill();
      this.#scheduleRestart();
    }
  }

  #scheduleRestart(): void {
    if (this.#stopping || this.#restartTimer) return;
    this.#note('restarting');
    this.#o.counters.bump('kiwix.restarts');
    const wait = this.#backoffMs;
    this.#backoffMs = Math.min(RESTART_BACKOFF_MAX_MS, this.#backoffMs * 2);
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      void this.#enqueue(async () => {
        if (this.#child === undefined) await this.#launch(this.#files);
      });
    }, wait);
    this.#restartTimer.unref();
  }

  /** Probes the running child on an interval; kills it once it has missed HEALTH_FAILURES probes in a row. */
  #watchHealth(child: ChildProcess, url: string): void {
    this.#stopHealth();
    const h = this.#o.health ?? {};
    const failures = h.failures ?? HEALTH_FAILURES;
    let inFlight = false;
    this.#health = setInterval(() => {
      if (inFlight || this.#child !== child || this.#stopping) return;
      inFlight = true;
      void probe(url, h.timeoutMs ?? HEALTH_TIMEOUT_MS).then((ok) => {
        inFlight = false;
        if (this.#child !== child || this.#stopping) return;
        this.#healthMisses = ok ? 0 : this.#healthMisses + 1;
        if (this.#healthMisses < failures) return;
        this.#stopHealth();
        this.#o.counters.bump('kiwix.hung');
        this.#o.logger.warn({ event: 'kiwix.hung', misses: failures }, 'kiwix-serve stopped answering; killing it');
        this.#url = undefined;
        // SIGKILL works on a stopped process too. Its exit is not on purpose: the exit handler restarts it.
        child.kill('SIGKILL');
      });
    }, h.probeMs ?? HEALTH_PROBE_MS);
    this.#health.unref();
  }

  #stopHealth(): void {
    if (this.#health) clearInterval(this.#health);
    this.#health = undefined;
    this.#healthMisses = 0;
  }

  async #kill(): Promise<void> {
    this.#stopHealth();
    const child = this.#child;
    this.#child = undefined;
    this.#url = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    this.#stoppedOnPurpose.add(child);
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await gone;
    clearTimeout(timer);
  }
}

/** True when kiwix-serve answers its catalog (the cheapest route that proves the library is loaded). */
async function probe(url: string, timeoutMs = 1_000): Promise<boolean> {
  try {
    const res = await request(`${url}/catalog/v2/entries?count=1`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body.dump();
    return res.statusCode === 200;
  } catch {
    return false;
  }
}
