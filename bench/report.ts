/** Small helpers shared by the benchmarks: percentiles, a printed table, and a JSON result file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Prints rows as an aligned table and writes them, with the machine, to bench/results/<name>.json. */
export function report(name: string, rows: Array<Record<string, string | number>>, notes: Record<string, unknown> = {}): void {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ');
  console.log(`\n${name}\n${line(keys)}\n${line(width.map((w) => '-'.repeat(w)))}`);
  for (const r of rows) console.log(line(keys.map((k) => String(r[k] ?? ''))));
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const machine = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' };
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), `${JSON.stringify({ name, date: new Date().toISOString(), machine, rows, ...notes }, null, 2)}\n`);
}
