/**
 * Runs page extraction off the main thread. Readability on a large page is CPU-bound for hundreds of
 * milliseconds (about 500 ms for 1 MB of HTML here), which on the main thread would stall audio streaming and
 * the chat; in a worker thread it stalls nothing.
 *
 * A small pool: workers start on first use, take one job at a time, and are stopped after IDLE_MS without
 * work so an idle daemon holds no extra heap. If a worker cannot load its module, the pool degrades to
 * extracting on the main thread (counted as `grounding.inlineFallback`) rather than failing the page. A worker
 * that dies on a page (out of memory on a hostile one, say) fails that page only (`grounding.workerDied`; the
 * page keeps its snippet) and the next page gets a fresh worker: redoing the page on the main thread could take
 * the daemon down with it. A page that holds its worker past the budget (grounding.page_cpu_budget_ms) is
 * treated the same way: the worker is ended and replaced, and the page counted as `grounding.pageOverBudget`.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker, workerUrl } from '../workers/spawn.js';
import type { Counters } from '../status/counters.js';
import { extractDocument, type ExtractJob, type ExtractResult } from './document.js';
import { threadCpuMs } from './thread-cpu.js';

/**
 * Two workers: this runs on two-core machines, and six pages in parallel on two workers finish in about half
 * the time of one, while the main thread still gets its share of the second core when pages are small.
 */
const DEFAULT_POOL_SIZE = 2;

/** A minute without work stops the workers: a conversation keeps them warm, a quiet evening does not. */
const IDLE_MS = 60_000;

/**
 * Heap limit of an extraction worker, MiB. The fetcher caps a page at 4 MiB decoded; a page of more than 50,000
 * elements is read without a DOM (flat.ts), and 80,000 small elements through linkedom and Readability took
 * 180 MB of heap here, while a 4 MiB page read flat peaks near 100 MB with preparation
 * (bench/grounding-memory.mjs). A page that needs more is hostile: the limit ends its worker (counted as
 * grounding.workerDied) instead of eating the box's memory, and two workers stay within a few hundred MB.
 */
const WORKER_HEAP_MB = 256;

/**
 * Default time one page may hold a worker, ms (config grounding.page_cpu_budget_ms). Readability and preparation
 * take ~500 ms for 1 MB of ordinary HTML here; a page at three times that is hostile or broken, and at 1.5 s a
 * turn that waits for it has already spent most of its budget.
 */
const DEFAULT_PAGE_BUDGET_MS = 1_500;

/**
 * A worker that has read a page this long (characters) is replaced after it: V8 keeps the heap such a page grew
 * (150+ MB for a 4 MB page) until the worker ends, and a fresh worker costs ~100 ms of start-up off the main
 * thread. Ordinary pages (under 1 MB) keep their worker warm.
 */
const RECYCLE_AFTER_CHARS = 1_000_000;

/** How often a busy worker's CPU time is checked against the budget, ms. */
const BUDGET_CHECK_MS = 50;
/**
 * Wall time a page may hold its worker, as a multiple of the CPU budget: on a starved box a page that has used
 * little CPU still ends, so a worker is never held for long whatever the load.
 */
const WALL_BUDGET_FACTOR = 4;

type ExtractOutcome = { ok: true; value: ExtractResult } | { ok: false; reason: 'cancelled' | 'failed' | 'overBudget' };

export interface ExtractorPoolOptions {
  counters?: Counters;
  size?: number;
  /** Run on the calling thread (the CLI's one-off `hearth read`, and benchmarks comparing both). */
  inline?: boolean;
  /** The worker module; defaults to extract-worker next to this file (.js when built, .ts from sources). */
  workerUrl?: URL;
  /**
   * Most CPU time one job may use in its worker, ms (DEFAULT_PAGE_BUDGET_MS): past it the worker is ended, the
   * job ends as overBudget (`grounding.pageOverBudget`) and the next job gets a fresh worker. The worker thread's
   * own CPU time where Linux gives it (thread-cpu.ts), else wall time; in either case a job ends after
   * WALL_BUDGET_FACTOR times the budget in wall time. Counted from handing the job to a loaded worker (a fresh
   * worker's start-up is not counted); inline extraction cannot be stopped and has no budget.
   */
  budgetMs?: number;
}

interface Job {
  id: number;
  job: ExtractJob;
  signal: AbortSignal | undefined;
  resolve: (o: ExtractOutcome) => void;
}

interface Slot {
  worker: Worker;
  busy: Job | undefined;
  /** Ends the busy job's worker when its budget runs out. */
  budget: NodeJS.Timeout | undefined;
  /** The worker said it loaded: a death from now on is the job's doing. */
  ready: boolean;
  /** The worker's thread id, for its CPU time (thread-cpu.ts); undefined where unknown. */
  tid: number | undefined;
}

export class ExtractorPool {
  readonly #o: ExtractorPoolOptions;
  readonly #size: number;
  readonly #queue: Job[] = [];
  readonly #slots: Slot[] = [];
  #nextId = 1;
  #idleTimer: NodeJS.Timeout | undefined;
  #inline: boolean;
  #closed = false;

  constructor(o: ExtractorPoolOptions = {}) {
    this.#o = o;
    this.#size = Math.max(1, o.size ?? DEFAULT_POOL_SIZE);
    this.#inline = o.inline ?? false;
  }

  /** Extracts one document. Never rejects; a job whose signal aborts while it waits is dropped. */
  extract(job: ExtractJob, signal?: AbortSignal): Promise<ExtractOutcome> {
    if (this.#closed || signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
    if (this.#inline) return Promise.resolve(this.#runInline(job));
    return new Promise((resolve) => {
      this.#queue.push({ id: this.#nextId++, job, signal, resolve });
      this.#pump();
    });
  }

  /** Stops the workers; queued jobs end as cancelled. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idleTimer);
    for (const j of this.#queue.splice(0)) j.resolve({ ok: false, reason: 'cancelled' });
    await Promise.all(this.#slots.splice(0).map((s) => this.#stop(s)));
  }

  #runInline(job: ExtractJob): ExtractOutcome {
    try {
      return { ok: true, value: extractDocument(job) };
    } catch {
      return { ok: false, reason: 'failed' };
    }
  }

  #pump(): void {
    clearTimeout(this.#idleTimer);
    while (this.#queue.length > 0) {
      const job = this.#queue.shift()!;
      if (job.signal?.aborted) {
        job.resolve({ ok: false, reason: 'cancelled' });
        continue;
      }
      if (this.#inline) {
        job.resolve(this.#runInline(job.job));
        continue;
      }
      const slot = this.#slots.find((s) => !s.busy) ?? this.#spawn();
      if (!slot) {
        this.#queue.unshift(job);
        break;
      }
      slot.busy = job;
      if (slot.ready) this.#startBudget(slot);
      slot.worker.postMessage({ id: job.id, ...job.job });
    }
    if (this.#queue.length === 0 && this.#slots.every((s) => !s.busy) && this.#slots.length > 0) {
      this.#idleTimer = setTimeout(() => void this.#stopAll(), IDLE_MS);
      this.#idleTimer.unref();
    }
  }

  #spawn(): Slot | undefined {
    if (this.#slots.length >= this.#size) return undefined;
    let worker: Worker;
    try {
      worker = startWorker(this.#o.workerUrl ?? workerUrl(import.meta.url, 'extract-worker'), {
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
    } catch {
      this.#degrade();
      return undefined;
    }
    // Workers must not keep the process alive on their own (the CLI exits when its work is done).
    worker.unref();
    const slot: Slot = { worker, busy: undefined, budget: undefined, ready: false, tid: undefined };
    worker.on('message', (msg: { id: number; ok: boolean; result?: ExtractResult } | { ready: true; tid?: number }) => {
      if ('ready' in msg) {
        slot.ready = true;
        slot.tid = typeof msg.tid === 'number' ? msg.tid : undefined;
        // A job handed over while the worker loaded starts now: loading is not the page's doing.
        if (slot.busy) this.#startBudget(slot);
        return;
      }
      const job = slot.busy;
      if (!job || job.id !== msg.id) return;
      clearInterval(slot.budget);
      slot.busy = undefined;
      job.resolve(msg.ok && msg.result ? { ok: true, value: msg.result } : { ok: false, reason: 'failed' });
      if (job.job.text.length > RECYCLE_AFTER_CHARS) this.#retire(slot);
      this.#pump();
    });
    worker.on('error', () => this.#lose(slot));
    worker.on('exit', () => this.#lose(slot));
    this.#slots.push(slot);
    return slot;
  }

  /**
   * A worker ended. If it never loaded, workers cannot run here: redo its job inline and stop using them. If it
   * died on a job, that job fails and the next one gets a fresh worker.
   */
  #lose(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0) return;
    this.#slots.splice(i, 1);
    clearInterval(slot.budget);
    const job = slot.busy;
    slot.busy = undefined;
    if (this.#closed) {
      job?.resolve({ ok: false, reason: 'cancelled' });
      return;
    }
    if (slot.ready) {
      if (job) {
        this.#o.counters?.bump('grounding.workerDied');
        job.resolve({ ok: false, reason: 'failed' });
      }
    } else {
      this.#degrade();
      if (job) this.#queue.unshift(job);
    }
    this.#pump();
  }

  /** Starts checking the busy job's time against the budget (see ExtractorPoolOptions.budgetMs). */
  #startBudget(slot: Slot): void {
    clearInterval(slot.budget);
    const budgetMs = this.#o.budgetMs ?? DEFAULT_PAGE_BUDGET_MS;
    const cpu = (): number | undefined => (slot.tid === undefined ? undefined : threadCpuMs(slot.tid));
    const cpuAtStart = cpu();
    const wallAtStart = Date.now();
    slot.budget = setInterval(() => {
      const wall = Date.now() - wallAtStart;
      const now = cpuAtStart === undefined ? undefined : cpu();
      const used = now === undefined || cpuAtStart === undefined ? wall : now - cpuAtStart;
      if (used > budgetMs || wall > WALL_BUDGET_FACTOR * budgetMs) this.#overBudget(slot);
    }, Math.min(BUDGET_CHECK_MS, budgetMs));
    slot.budget.unref();
  }

  /**
   * A job held its worker past the budget: the worker is ended (terminate stops a thread even in a busy loop),
   * the job ends as overBudget, and the queue goes on with a fresh worker.
   */
  #overBudget(slot: Slot): void {
    const job = slot.busy;
    if (!this.#slots.includes(slot) || !job) return;
    slot.busy = undefined;
    this.#o.counters?.bump('grounding.pageOverBudget');
    job.resolve({ ok: false, reason: 'overBudget' });
    this.#retire(slot);
    this.#pump();
  }

  /** Ends an idle worker and forgets it; the next job starts a fresh one. */
  #retire(slot: Slot): void {
    const i = this.#slots.indexOf(slot);
    if (i >= 0) this.#slots.splice(i, 1);
    void this.#stop(slot);
  }

  #degrade(): void {
    if (!this.#inline) this.#o.counters?.bump('grounding.inlineFallback');
    this.#inline = true;
  }

  async #stopAll(): Promise<void> {
    if (this.#slots.some((s) => s.busy) || this.#queue.length > 0) return;
    await Promise.all(this.#slots.splice(0).map((s) => this.#stop(s)));
  }

  async #stop(slot: Slot): Promise<void> {
    clearInterval(slot.budget);
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.busy?.resolve({ ok: false, reason: 'cancelled' });
    await slot.worker.terminate();
  }
}
