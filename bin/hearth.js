#!/usr/bin/env node
// The `hearth` command. The daemon is written in TypeScript and compiled to dist/ by `npm start` or
// `npm run build`; if dist/ is missing (a fresh clone), build it once before running.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Checked at every start, not only by `npm start`: a service started by systemd or `npx hearth` on Node 18
// (Debian 12's own nodejs) would otherwise fail later with an error that does not say why.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`hearth: Node ${process.versions.node} is too old; Hearth needs Node 20.19 or newer (docs/deployment.md says how to get it on Debian 12)\n`);
  process.exit(1);
}

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
