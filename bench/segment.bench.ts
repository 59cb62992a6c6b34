/**
 * Segmentation cost per character over text of 25,000 to 800,000 characters in one paragraph (issue 11, item
 * 1): word tokens, sentences, and a page's preparation (passages and their marks for a question), for Chinese
 * with and without punctuation, Thai without spaces and Latin letters without spaces. Target: time per
 * character flat within 2x from the smallest size to the largest. Then `hearth read --query` on a 400,000-
 * character Chinese page in one paragraph against a small one (target: < 300 ms more), through the built CLI.
 *
 *   npx tsc -p tsconfig.json && npx vitest run --config bench/vitest.config.ts bench/segment.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { preparePassages } from '../daemon/grounding/prepare.js';
import { queryTerms } from '../daemon/text/rank.js';
import { splitSentences } from '../daemon/lang/sentences.js';
import { forEachSegmentedWord } from '../daemon/lang/words.js';
import { random } from '../test/helpers/random.js';
import { report, round } from './report.js';

const SIZES = [25_000, 50_000, 100_000, 200_000, 400_000, 800_000];
const TARGET_RATIO = 2;
const READ_RUNS = 5;
const TARGET_READ_EXTRA_MS = 300;

const root = mkdtempSync(join(tmpdir(), 'hearth-bench-segment-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PAGES = new URL('./extraction/pages/', import.meta.url);
/** Clauses (between punctuation or spaces) of the extraction bench's reference texts in `lang`. */
function clauses(lang: string, split: RegExp): string[] {
  return readdirSync(PAGES)
    .filter((f) => f.startsWith(`${lang}-`) && f.endsWith('.expected.txt'))
    .flatMap((f) => readFileSync(new URL(f, PAGES), 'utf8').split(split))
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Clauses drawn at random (seeded) and joined by `sep()` until `chars` long: real words, no repeating period. */
function soup(parts: readonly string[], chars: number, sep: (rnd: () => number) => string, seed: number): string {
  const rnd = random(seed);
  const out: string[] = [];
  let len = 0;
  while (len < chars) {
    const p = parts[Math.floor(rnd() * parts.length)]! + sep(rnd);
    out.push(p);
    len += p.length;
  }
  return out.join('').slice(0, chars);
}

const ZH_CLAUSES = clauses('zh', /[，。！？、；：\s]+/u);
const TH_CLAUSES = clauses('th', /\s+/u);
const ZH_PUNCT = ['，', '，', '。', '、', '！', '？'];
const KINDS: Record<string, { text: (chars: number) => string; query: string }> = {
  'Chinese with punctuation': { text: (n) => soup(ZH_CLAUSES, n, (r) => ZH_PUNCT[Math.floor(r() * ZH_PUNCT.length)]!, 1), query: '猫 睡眠 时间' },
  'Chinese without punctuation': { text: (n) => soup(ZH_CLAUSES, n, () => '', 2), query: '猫 睡眠 时间' },
  'Thai without spaces': { text: (n) => soup(TH_CLAUSES, n, () => '', 3), query: 'แมว นอน' },
  'Latin without spaces': { text: (n) => soup(['lorem', 'ipsum', 'dolor', 'sitamet', 'consectetur', 'adipiscing'], n, () => '', 4), query: 'lorem dolor' },
};

/**
 * Fastest of `runs` calls, ms: the machine is shared, and the fastest run is the one the least disturbed by
 * other work (each call is deterministic CPU work, so slower runs only measure the neighbours).
 */
function fastest(fn: () => unknown, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

it('costs the same per character at every size, in every script', () => {
  const rows: Array<Record<string, string | number>> = [];
  const ratios: Record<string, number> = {};
  for (const [kind, { text, query }] of Object.entries(KINDS)) {
    const terms = queryTerms(query);
    const ops: Record<string, (t: string) => unknown> = {
      // Counted, not collected: an array of a million word objects would measure the garbage collector.
      words: (t) => {
        let n = 0;
        forEachSegmentedWord(t, () => (n += 1));
        return n;
      },
      sentences: (t) => splitSentences(t),
      prepare: (t) => preparePassages(t, { terms, maxCharsPerPage: 900 }),
    };
    const perChar: Record<string, number[]> = { words: [], sentences: [], prepare: [] };
    // Warm-up, so that the first size does not pay for compiling the code.
    const warm = text(SIZES[0]!);
    for (const fn of Object.values(ops)) fastest(() => fn(warm), 2);
    for (const size of SIZES) {
      const t = text(size);
      const row: Record<string, string | number> = { text: kind, chars: size };
      for (const [op, fn] of Object.entries(ops)) {
        const ms = fastest(() => fn(t), size <= 200_000 ? 5 : 3);
        const ns = (ms * 1e6) / size;
        perChar[op]!.push(ns);
        row[`${op} ms`] = round(ms, 1);
        row[`${op} ns/char`] = round(ns, 0);
      }
      rows.push(row);
    }
    for (const [op, values] of Object.entries(perChar)) ratios[`${kind}: ${op}`] = round(Math.max(...values) / Math.min(...values), 2);
  }
  const worst = Math.max(...Object.values(ratios));
  console.log(`\nmax/min time per character, per text and operation (target <= ${TARGET_RATIO}):`, ratios);
  report('segment', rows, { perCharRatios: ratios, worstRatio: worst, targetRatio: TARGET_RATIO, read: readRows() });
});

/** `hearth read --query` on a small and a 400,000-character one-paragraph Chinese page, median of READ_RUNS. */
function readRows(): Record<string, number> {
  const bin = new URL('../bin/hearth.js', import.meta.url).pathname;
  const page = (chars: number): string => {
    const path = join(root, `zh-${chars}.html`);
    const body = KINDS['Chinese with punctuation']!.text(chars);
    writeFileSync(path, `<!doctype html><html lang="zh"><head><title>猫</title></head><body><article><p>${body}</p></article></body></html>`);
    return path;
  };
  const time = (path: string): number => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [bin, 'read', '--query', '猫 睡眠 时间', path], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`hearth read failed: ${r.stderr}`);
    return performance.now() - t0;
  };
  const small = page(4_000);
  const large = page(400_000);
  const smallMs: number[] = [];
  const largeMs: number[] = [];
  // Interleaved, so a change in the machine's load hits both.
  for (let i = 0; i < READ_RUNS; i++) {
    smallMs.push(time(small));
    largeMs.push(time(large));
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const out = { smallPageMs: round(med(smallMs), 0), largePageMs: round(med(largeMs), 0), extraMs: round(med(largeMs) - med(smallMs), 0), targetExtraMs: TARGET_READ_EXTRA_MS };
  console.log('\nhearth read, 4,000 vs 400,000 characters of Chinese in one paragraph (median ms):', out);
  return out;
}
