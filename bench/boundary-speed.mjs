/**
 * The boundary stage's cost: the first turn in each language in a fresh process (cold: V8 compiles the
 * rule patterns then), warm p50/p99 over a few hundred turns in ten languages, and the boundary timing
 * `hearth ask --json` reports (one process per question).
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node bench/boundary-speed.mjs`.
 * `--baseline DIR` also measures another compiled tree (DIR/dist) in the same run, so the two can be
 * compared as a ratio on the same load. Appends a run to bench/results/boundary-speed.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const baselineAt = process.argv.indexOf('--baseline');
const baseline = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;
/** Fresh processes per language for the cold measure. */
const COLD_RUNS = 5;
/** Warm turns measured after one warm-up pass. */
const WARM_TURNS = 400;
const LANGS = ['en', 'ru', 'de', 'es', 'fr', 'uk', 'it', 'pt', 'nl', 'pl'];

const fixtures = join(root, 'test/fixtures/turns');
const turns = readdirSync(fixtures).flatMap((f) => JSON.parse(readFileSync(join(fixtures, f), 'utf8')));
const byLang = new Map(LANGS.map((l) => [l, turns.filter((t) => t.lang === l).map((t) => t.text)]));

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const round = (x) => Math.round(x * 10) / 10;

/** One fresh process: imports the boundary and the skills matcher (as the stage runs them), times one turn. */
const COLD_SCRIPT = `
const [dist, text] = process.argv.slice(1);
const { classifyTurn } = await import(dist + '/daemon/boundary/classify.js');
const { createSkills } = await import(dist + '/skills/index.js');
const skills = createSkills();
const t0 = performance.now();
classifyTurn(text, (t) => skills.match(t) !== null);
process.stdout.write(String(performance.now() - t0));
`;

function cold(dist) {
  const rows = {};
  for (const lang of LANGS) {
    const texts = byLang.get(lang) ?? [];
    const ms = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const text = texts[(i * 7) % texts.length];
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', COLD_SCRIPT, dist, text], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(run.stderr);
      ms.push(Number(run.stdout));
    }
    rows[lang] = { median_ms: round(pct(ms, 50)), max_ms: round(Math.max(...ms)) };
  }
  return rows;
}

async function warm(dist) {
  const { classifyTurn } = await import(`${dist}/daemon/boundary/classify.js?${dist}`);
  const { createSkills } = await import(`${dist}/skills/index.js?${dist}`);
  const skills = createSkills();
  const isSkill = (t) => skills.match(t) !== null;
  const mixed = LANGS.flatMap((l) => (byLang.get(l) ?? []).slice(0, 60));
  for (const t of mixed) classifyTurn(t, isSkill);
  const ms = [];
  for (let i = 0; i < WARM_TURNS; i++) {
    const text = mixed[(i * 13) % mixed.length];
    const t0 = performance.now();
    classifyTurn(text, isSkill);
    ms.push(performance.now() - t0);
  }
  return { turns: ms.length, p50_ms: round(pct(ms, 50) * 100) / 100, p99_ms: round(pct(ms, 99) * 100) / 100 };
}

function askTimings(treeRoot) {
  const data = mkdtempSync(join(tmpdir(), 'hearth-bench-ask-'));
  const env = { ...process.env, HEARTH_DATA_DIR: data, HEARTH_ZIM_DIR: join(data, 'z'), HEARTH_SEARXNG_URL: '', HEARTH_KIWIX_URL: '', HEARTH_LLM_URL: '', HEARTH_CONFIG: '', HEARTH_LOG_LEVEL: 'silent' };
  const rows = {};
  try {
    for (const lang of ['en', 'ru', 'de', 'es']) {
      const ms = [];
      for (const text of (byLang.get(lang) ?? []).slice(0, 3)) {
        const run = spawnSync(process.execPath, [join(treeRoot, 'bin/hearth.js'), 'ask', '--json', text], { env, encoding: 'utf8' });
        if (run.status !== 0) throw new Error(run.stderr);
        ms.push(JSON.parse(run.stdout).timingsMs.boundary);
      }
      rows[lang] = { median_ms: round(pct(ms, 50)), max_ms: round(Math.max(...ms)) };
    }
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
  return rows;
}

const trees = [['hearth', root], ...(baseline ? [['baseline', baseline]] : [])];
const results = {};
for (const [name, tree] of trees) {
  const dist = join(tree, 'dist');
  results[name] = { coldFirstTurn: cold(dist), warm: await warm(dist), hearthAskBoundary: askTimings(tree) };
}
const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
const out = { name: 'boundary-speed', date: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length, loadavg: load }, results };
console.log(JSON.stringify(out, null, 2));
mkdirSync(join(root, 'bench/results'), { recursive: true });
// Runs accumulate: the load on a shared 2-core box changes the absolute numbers several-fold between runs.
const file = join(root, 'bench/results/boundary-speed.json');
let runs = [];
try {
  runs = JSON.parse(readFileSync(file, 'utf8')).runs ?? [];
} catch {
  // first run
}
writeFileSync(file, `${JSON.stringify({ name: 'boundary-speed', runs: [...runs, out] }, null, 2)}\n`);
