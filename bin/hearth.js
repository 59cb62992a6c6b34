#!/usr/bin/env node
// The `hearth` command. The daemon is written in TypeScript and compiled to dist/ by `npm start` or
// `npm run build`; if dist/ is missing (a fresh clone), build it once before running.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'daemon', 'cli', 'main.js');
if (!existsSync(entry)) {
  process.stderr.write('hearth: first run, compiling the daemon (npm run build)...\n');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) {
    process.stderr.write('hearth: the build failed; run `npm install` then `npm run build` to see why.\n');
    process.exit(1);
  }
}
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
