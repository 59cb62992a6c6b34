/**
 * `hearth models list` and `hearth models pull NAME`: what the catalog offers and what is on disk, and a
 * download with a progress bar. The bar goes to stderr (redrawn in place on a terminal, a few plain lines
 * otherwise), so `--json` output on stdout stays one clean JSON document.
 */
import type { Config } from '../config/types.js';
import { createLogger } from '../log/logger.js';
import { ModelManager, type ModelListing, type ModelProgress } from '../models/index.js';
import { Counters } from '../status/counters.js';
import { verifyModel, type ModelVerdict } from '../models/verify.js';
import type { Dispatcher } from 'undici';

interface ModelsArgs {
  sub: 'list' | 'pull' | 'verify';
  name?: string;
  json?: boolean;
}

/** Where output goes; tests pass their own streams and a dispatcher. */
export interface ModelsIo {
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  dispatcher?: Dispatcher;
}

/** Redraw the terminal bar at most this often, ms: smooth to the eye, cheap on a slow SSH link. */
const BAR_REDRAW_MS = 100;
/** Without a terminal, print a line each time a file crosses another quarter. */
const PLAIN_STEP_PERCENT = 25;
const BAR_WIDTH_CHARS = 24;

export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(2)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(0)} kB`;
  return `${bytes} B`;
}

/** Pure: one bar line for a file's progress. */
export function progressLine(p: ModelProgress, bytesPerSecond: number): string {
  const rate = `${(bytesPerSecond / 1e6).toFixed(1)} MB/s`;
  if (p.total === undefined || p.total === 0) return `${p.file}  ${formatBytes(p.received)}  ${rate}`;
  const fraction = Math.min(1, p.received / p.total);
  const filled = Math.round(fraction * BAR_WIDTH_CHARS);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH_CHARS - filled)}`;
  return `[${bar}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${formatBytes(p.received)} / ${formatBytes(p.total)}  ${rate}  ${p.file}`;
}

function stateOf(m: ModelListing): string {
  if (m.verified) return 'ready';
  if (m.present) return 'unverified (hearth models verify)';
  return 'not downloaded';
}

/** Pure: the `models list` table. */
export function formatList(models: readonly ModelListing[]): string {
  const rows = models.map((m) => [
    m.name, m.kind, m.sizeKnown ? formatBytes(m.sizeBytes) : m.sizeBytes > 0 ? `>${formatBytes(m.sizeBytes)}` : '?',
    stateOf(m), m.pinned ? 'pinned' : 'unpinned', m.licence,
  ]);
  const header = ['NAME', 'KIND', 'SIZE', 'STATE', 'HASH', 'LICENCE'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** Tracks rate and decides when to draw; one per pull. */
class ProgressView {
  readonly #io: ModelsIo;
  readonly #tty: boolean;
  #file = '';
  #fileStartedAt = 0;
  #fileStartBytes = 0;
  #lastDrawAt = 0;
  #lastStep = -1;
  #drawn = false;

  constructor(io: ModelsIo) {
    this.#io = io;
    this.#tty = io.stderr.isTTY === true;
  }

  update(p: ModelProgress): void {
    const now = Date.now();
    if (p.file !== this.#file) {
      this.finishLine();
      this.#file = p.file;
      this.#fileStartedAt = now;
      this.#fileStartBytes = p.received;
      this.#lastStep = -1;
    }
    const seconds = Math.max(0.001, (now - this.#fileStartedAt) / 1000);
    const rate = (p.received - this.#fileStartBytes) / seconds;
    const done = p.total !== undefined && p.received >= p.total;
    if (this.#tty) {
      if (!done && now - this.#lastDrawAt < BAR_REDRAW_MS) return;
      this.#lastDrawAt = now;
      this.#io.stderr.write(`\r\x1b[2K${progressLine(p, rate)}`);
      this.#drawn = true;
      return;
    }
    const percent = p.total ? (p.received / p.total) * 100 : 0;
    const step = Math.floor(percent / PLAIN_STEP_PERCENT);
    if (step > this.#lastStep) {
      this.#lastStep = step;
      this.#io.stderr.write(`${progressLine(p, rate)}\n`);
    }
  }

  finishLine(): void {
    if (this.#tty && this.#drawn) this.#io.stderr.write('\n');
    this.#drawn = false;
  }
}

/** Runs a download with a progress view; Ctrl-C aborts it (a later run resumes), the bar line is closed. */
export async function withProgress<T>(io: ModelsIo, run: (view: ProgressView, signal: AbortSignal) => Promise<T>): Promise<T> {
  const view = new ProgressView(io);
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  try {
    return await run(view, controller.signal);
  } finally {
    process.removeListener('SIGINT', onSigint);
    view.finishLine();
  }
}

export async function runModels(args: ModelsArgs, config: Config, io: ModelsIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  // Model events go to the logger only at debug level; the user sees this command's own lines.
  const logger = createLogger(config.log.level === 'debug' || config.log.level === 'trace' ? config.log.level : 'error');
  const manager = new ModelManager({
    modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters: new Counters(), logger,
    ...(io.dispatcher ? { dispatcher: io.dispatcher } : {}),
  });
  try {
    if (args.sub === 'list') {
      const models = manager.list();
      io.stdout.write(args.json ? `${JSON.stringify({ modelsDir: config.paths.modelsDir, models })}\n` : formatList(models));
      return 0;
    }
    if (args.sub === 'verify') return await verify(args, config, manager, io);
    const name = args.name ?? '';
    if (!manager.entry(name)) {
      io.stderr.write(`hearth: no model named "${name.slice(0, 80)}" in the catalog; see hearth models list\n`);
      return 2;
    }
    const outcome = await withProgress(io, (view, signal) =>
      manager.ensure(name, {
        signal,
        onProgress: (p) => view.update(p),
        onNotice: (line) => {
          view.finishLine();
          io.stderr.write(`hearth: ${line}\n`);
        },
      }),
    );
    if (!outcome.ok) {
      if (args.json) io.stdout.write(`${JSON.stringify({ name, ok: false, reason: outcome.reason })}\n`);
      io.stderr.write(`hearth: could not fetch ${name} (${outcome.reason})\n`);
      return 1;
    }
    io.stdout.write(args.json ? `${JSON.stringify({ name, ok: true, dir: outcome.value.dir })}\n` : `${name} is ready in ${outcome.value.dir}\n`);
    return 0;
  } finally {
    await manager.close();
  }
}

const VERDICT_TEXT: Record<ModelVerdict['state'], string> = {
  verified: 'verified: matches the catalog, ready to use',
  absent: 'not in the models directory',
  incomplete: 'some files are missing',
  mismatch: 'does not match the catalog (another version, or damaged); not used',
  unpinned: 'has files the catalog gives no hash for; only `hearth models pull` can vouch for them',
};

/**
 * Checks hand-copied model files against the catalog hashes. With a name, that model (exit 1 unless it
 * verifies); without, every model that has files here (exit 1 if any of them does not verify).
 */
async function verify(args: ModelsArgs, config: Config, manager: ModelManager, io: ModelsIo): Promise<number> {
  const entries = args.name ? [manager.entry(args.name)] : manager.list().filter((m) => m.present || m.verified).map((m) => manager.entry(m.name));
  if (args.name && !entries[0]) {
    io.stderr.write(`hearth: no model named "${args.name.slice(0, 80)}" in the catalog; see hearth models list\n`);
    return 2;
  }
  const verdicts: ModelVerdict[] = [];
  for (const entry of entries) if (entry) verdicts.push(await verifyModel(entry, config.paths.modelsDir));
  if (args.json) io.stdout.write(`${JSON.stringify({ modelsDir: config.paths.modelsDir, models: verdicts })}\n`);
  else if (verdicts.length === 0) io.stdout.write(`no model files in ${config.paths.modelsDir}\n`);
  else {
    for (const v of verdicts) {
      io.stdout.write(`${v.name}: ${VERDICT_TEXT[v.state]}\n`);
      for (const f of v.files) if (f.verdict !== 'ok' && v.state !== 'absent') io.stdout.write(`  ${f.path}: ${f.verdict}\n`);
    }
  }
  return verdicts.every((v) => v.state === 'verified') ? 0 : 1;
}
