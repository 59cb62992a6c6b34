#!/usr/bin/env node
// Sets up what `npm start` and `npm test` need on a fresh Debian 12 machine with Node 20, then builds.
// Plain Node with no dependencies: it runs before `npm ci` has installed anything.
//   node scripts/setup.mjs              what the daemon needs
//   node scripts/setup.mjs --for-tests  what the test suites need as well
// Debian packages are installed when running as root; otherwise the exact apt-get line is printed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--for-tests');
// --build-only: just bring dist/ up to date (the test runner's global setup uses this).
const buildOnly = process.argv.includes('--build-only');
const say = (line) => process.stderr.write(`setup: ${line}\n`);

// Debian packages, each with the command that shows it is there.
const RUNTIME_PACKAGES = [
  ['kiwix-tools', 'kiwix-serve'], // offline Wikipedia server the daemon manages
  ['espeak-ng', 'espeak-ng'], // the built-in voice, and phonemes for Piper voices
  ['sox', 'sox'], // microphone capture and audio conversion
  ['alsa-utils', 'aplay'], // playback
];
const TEST_PACKAGES = [
  ['zim-tools', 'zimwriterfs'], // tests build their own ZIM files
  ['searx', 'searx-run'], // a real metasearch server on loopback
  ['chromium', 'chromium'], // the chat page end-to-end test
];

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    say(`Node ${process.versions.node} is too old: Hearth needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function ensureDebianPackages() {
  const wanted = forTests ? [...RUNTIME_PACKAGES, ...TEST_PACKAGES] : RUNTIME_PACKAGES;
  const missing = wanted.filter(([, command]) => !hasCommand(command)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  const line = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    say(`missing Debian packages; install them with:\n  sudo ${line}`);
    if (forTests) process.exit(1);
    say('continuing without them: the stages that need them stay off (see /status).');
    return;
  }
  say(`installing ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('sh', ['-c', line], { stdio: ['ignore', 2, 2], env });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: ['ignore', 2, 2], env });
    result = spawnSync('sh', ['-c', line], { stdio: ['ignore', 2, 2], env });
  }
  if (result.status !== 0) {
    say(`could not install ${missing.join(', ')}`);
    if (forTests) process.exit(1);
  }
}

function ensureNodeModules() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('installing npm dependencies (npm ci)');
  // onnxruntime-node's install script downloads CUDA libraries (hundreds of MB, and a failure without
  // internet); the CPU build Hearth uses ships in the package. npm 11 skips the script because package.json
  // denies it in allowScripts; npm 10 (bundled with Node 20) ignores that field, so the package's own
  // switch is set here too.
  const env = { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' };
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 2, 2], env });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function ensureBuilt() {
  const stamp = join(root, 'dist', 'daemon', 'cli', 'main.js');
  const sources = Math.max(newestMtime(join(root, 'daemon')), newestMtime(join(root, 'skills')), statSync(join(root, 'tsconfig.json')).mtimeMs);
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sources) return;
  say('building (tsc)');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: root, stdio: ['ignore', 2, 2] });
}

checkNode();
if (!buildOnly) {
  ensureDebianPackages();
  ensureNodeModules();
}
ensureBuilt();
