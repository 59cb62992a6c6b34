/**
 * Soak: a real daemon (`hearth start`, its own process, loopback only) under a bounded loop of mixed turns
 * over WebSocket for SOAK_MINUTES, with a probe client asking one cheap question every SAMPLE_MS and the
 * daemon's RSS sampled at the same time. It stops by itself (the loop is bounded by time, the daemon gets
 * SIGTERM, and a hard timer ends everything a minute past the planned end).
 *
 * Mixed turns: skills (arithmetic, time, timers), notes (remember, recall, forget), personal questions,
 * world questions in four languages (web search from a SearXNG-shaped server in this process; a real
 * kiwix-serve over one shared ZIM), and the odd long question that is refused.
 *
 * Run after a build: `npx tsc -p tsconfig.json && node bench/soak.mjs [--minutes N]`.
 * Writes bench/results/soak.json.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('..', import.meta.url));
const minutesAt = process.argv.indexOf('--minutes');
/** 10+ minutes: long enough for a slow leak (caches, listeners, timers) to show in RSS. */
const SOAK_MINUTES = minutesAt > 0 ? Number(process.argv[minutesAt + 1]) : 11;
/** RSS and probe latency every 30 s. */
const SAMPLE_MS = 30_000;
/**
 * Load clients asking back to back, each pausing this long between turns: a busy household, not a DoS, and
 * under the server's rate limit (20 frames per 10 s per connection, config/hearth.toml).
 */
const LOAD_CLIENTS = 2;
const LOAD_PAUSE_MS = 550;
/** A turn that takes longer than this counts as stuck. */
const TURN_TIMEOUT_MS = 20_000;
const ZIM = '/work/shared/zim/wikipedia_ady_all_nopic_2026-02.zim';

const TURNS = [
  'what is 17 times 23',
  'what time is it',
  'set a timer for 45 minutes',
  'remember that the yellow kite is in the loft',
  'where is the yellow kite',
  'forget about the yellow kite',
  'what is my wife\'s birthday',
  'how tall is the eiffel tower',
  'who wrote war and peace',
  'кто написал войну и мир',
  'запомни, что ключ под ковриком',
  'wie hoch ist der Eiffelturm',
  'wann ist mein Zahnarzttermin',
  '¿quién escribió el quijote?',
  'convert 5 miles to kilometres',
  'адыгэ',
  'what '.repeat(600),
];

const data = mkdtempSync(join(tmpdir(), 'hearth-soak-'));
const zimDir = join(data, 'zim');
mkdirSync(zimDir);
if (existsSync(ZIM)) copyFileSync(ZIM, join(zimDir, 'book.zim'));

const searx = createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
  const body = JSON.stringify({
    query: q,
    results: [{ title: 'Result', url: 'https://example.org/a', content: `A page about ${q.slice(0, 40)}. It is 330 metres tall and was written in 1869.` }],
    answers: [],
    unresponsive_engines: [],
  });
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});
await new Promise((r) => searx.listen(0, '127.0.0.1', r));
const searxUrl = `http://127.0.0.1:${searx.address().port}`;

const env = {
  ...process.env,
  HEARTH_DATA_DIR: data,
  HEARTH_ZIM_DIR: zimDir,
  HEARTH_SEARXNG_URL: searxUrl,
  HEARTH_KIWIX_URL: '',
  HEARTH_LLM_URL: '',
  HEARTH_CONFIG: '',
  HEARTH_HOST: '127.0.0.1',
  HEARTH_PORT: '0',
  HEARTH_LOG_LEVEL: 'warn',
};
const daemon = spawn(process.execPath, [join(root, 'bin/hearth.js'), 'start'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
let stderr = '';
const port = await new Promise((resolve, reject) => {
  daemon.stderr.on('data', (chunk) => {
    stderr += String(chunk);
    const m = /listening on [^:]+:(\d+)/u.exec(stderr);
    if (m) resolve(Number(m[1]));
  });
  daemon.once('exit', (code) => reject(new Error(`daemon exited ${code}: ${stderr.slice(-500)}`)));
});
const token = readFileSync(join(data, 'token'), 'utf8').trim();
const plannedEnd = Date.now() + SOAK_MINUTES * 60_000;
const hardStop = setTimeout(() => {
  daemon.kill('SIGKILL');
  process.exit(3);
}, SOAK_MINUTES * 60_000 + 60_000);

/** One persistent client; ask() resolves with the final frame type and the latency. */
function client() {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
  const pending = new Map();
  let n = 0;
  const ready = new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const f = JSON.parse(String(raw));
      if (f.type === 'hello') resolve();
      const p = pending.get(f.id);
      if (p && ['answer', 'error', 'cancelled'].includes(f.type)) {
        pending.delete(f.id);
        clearTimeout(p.timer);
        p.resolve({ type: f.type, code: f.code, ms: performance.now() - p.started });
      }
    });
  });
  return {
    ready,
    ask(text) {
      const id = `a${++n}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve({ type: 'stuck', ms: TURN_TIMEOUT_MS });
        }, TURN_TIMEOUT_MS);
        pending.set(id, { resolve, timer, started: performance.now() });
        ws.send(JSON.stringify({ type: 'ask', id, text }));
      });
    },
    close: () => ws.close(),
  };
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : undefined;
}

const tally = { turns: 0, answers: 0, errors: {}, stuckTurns: [], ms: [] };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function loadLoop(c, offset) {
  await c.ready;
  for (let i = offset; Date.now() < plannedEnd; i++) {
    const got = await c.ask(TURNS[i % TURNS.length]);
    tally.turns += 1;
    tally.ms.push(got.ms);
    if (got.type === 'answer') tally.answers += 1;
    else if (got.type === 'stuck') tally.stuckTurns.push(i % TURNS.length);
    else tally.errors[got.code ?? got.type] = (tally.errors[got.code ?? got.type] ?? 0) + 1;
    await sleep(LOAD_PAUSE_MS);
  }
}

const samples = [];
async function probeLoop() {
  const probe = client();
  await probe.ready;
  const started = Date.now();
  while (Date.now() < plannedEnd) {
    const got = await probe.ask('what is 2 plus 3');
    samples.push({ t_s: Math.round((Date.now() - started) / 1000), rss_mb: rssMb(daemon.pid), probe_ms: Math.round(got.ms * 10) / 10, probe: got.type, turns_so_far: tally.turns });
    console.log(JSON.stringify(samples.at(-1)));
    await sleep(Math.min(SAMPLE_MS, Math.max(0, plannedEnd - Date.now())));
  }
  probe.close();
}

const loaders = Array.from({ length: LOAD_CLIENTS }, (_, k) => client());
await Promise.all([probeLoop(), ...loaders.map((c, k) => loadLoop(c, k * 5))]);
for (const c of loaders) c.close();
const finalRss = rssMb(daemon.pid);
daemon.kill('SIGTERM');
await new Promise((r) => daemon.once('exit', r));
clearTimeout(hardStop);
searx.close();
rmSync(data, { recursive: true, force: true });

const sorted = [...tally.ms].sort((a, b) => a - b);
const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
const probes = samples.map((s) => s.probe_ms).sort((a, b) => a - b);
const out = {
  name: 'soak',
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, loadavg: readFileSync('/proc/loadavg', 'utf8').trim() },
  minutes: SOAK_MINUTES,
  loadClients: LOAD_CLIENTS,
  turns: tally.turns,
  answers: tally.answers,
  errors: tally.errors,
  stuck: tally.stuckTurns.length,
  stuckTurnIndexes: tally.stuckTurns,
  turn_p50_ms: pct(0.5),
  turn_p99_ms: pct(0.99),
  probe_p50_ms: probes[Math.floor(probes.length / 2)],
  probe_max_ms: probes.at(-1),
  rss_first_mb: samples[0]?.rss_mb,
  rss_max_mb: Math.max(...samples.map((s) => s.rss_mb ?? 0)),
  rss_last_mb: finalRss,
  samples,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/soak.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify({ ...out, samples: undefined }, null, 2));
