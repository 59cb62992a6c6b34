/**
 * `hearth models list|pull` end to end: config from the real loader (HEARTH_MODELS_DIR and a mirror_url in a
 * config file), the shipped catalog, and a loopback mirror serving the real Silero VAD file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatList, progressLine, runModels } from '../daemon/cli/models.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { startMirror, type Mirror } from './helpers/mirror.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, ['models/silero-vad/silero_vad.onnx']);
const SILERO = NO_SHARED ? Buffer.alloc(0) : readFileSync(sharedPath('models', 'silero-vad', 'silero_vad.onnx'));

let mirror: Mirror;
let tmp: string;
let config: Config;
let agent: Agent;
let sileroPath: string;

function sink(isTTY = false): { text: () => string; isTTY: boolean; write(s: string): boolean } {
  const parts: string[] = [];
  return { isTTY, text: () => parts.join(''), write: (s: string) => parts.push(s) > 0 };
}

beforeEach(async () => {
  mirror = await startMirror();
  sileroPath = mirror.put('snakers4/silero-vad', 'v5.1.2', 'src/silero_vad/data/silero_vad.onnx', SILERO);
  tmp = mkdtempSync(join(tmpdir(), 'hearth-models-cli-'));
  const configFile = join(tmp, 'hearth.toml');
  writeFileSync(configFile, `[models]\nmirror_url = "${mirror.url}"\n`);
  config = loadConfig({ configPath: configFile, env: { HEARTH_MODELS_DIR: join(tmp, 'cache') } });
  agent = new Agent({ connect: { timeout: 2_000 } });
});

afterEach(async () => {
  await agent.close();
  await mirror.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(NO_SHARED)('hearth models', () => {
  it('puts models where HEARTH_MODELS_DIR says', async () => {
    expect(config.paths.modelsDir).toBe(join(tmp, 'cache'));
    const stdout = sink();
    const stderr = sink();
    expect(await runModels({ sub: 'pull', name: 'silero-vad' }, config, { stdout, stderr, dispatcher: agent })).toBe(0);
    expect(readFileSync(join(tmp, 'cache', 'silero-vad', 'silero_vad.onnx')).equals(SILERO)).toBe(true);
    expect(stdout.text()).toContain('silero-vad is ready');
  });

  it('prints plain progress lines up to 100% when stderr is not a terminal', async () => {
    const stderr = sink(false);
    await runModels({ sub: 'pull', name: 'silero-vad' }, config, { stdout: sink(), stderr, dispatcher: agent });
    const lines = stderr.text().trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.at(-1)).toMatch(/100%.*MB\/s.*silero_vad\.onnx/);
    expect(stderr.text()).not.toContain('\r');
  });

  it('redraws one bar in place on a terminal', async () => {
    const stderr = sink(true);
    await runModels({ sub: 'pull', name: 'silero-vad' }, config, { stdout: sink(), stderr, dispatcher: agent });
    expect(stderr.text()).toContain('\r');
    expect(stderr.text()).toMatch(/100%/);
  });

  it('lists the catalog with what is on disk, as JSON', async () => {
    await runModels({ sub: 'pull', name: 'silero-vad' }, config, { stdout: sink(), stderr: sink(), dispatcher: agent });
    const stdout = sink();
    expect(await runModels({ sub: 'list', json: true }, config, { stdout, stderr: sink(), dispatcher: agent })).toBe(0);
    const doc = JSON.parse(stdout.text()) as { modelsDir: string; models: Array<{ name: string; verified: boolean; present: boolean }> };
    expect(doc.modelsDir).toBe(join(tmp, 'cache'));
    expect(doc.models.find((m) => m.name === 'silero-vad')).toMatchObject({ present: true, verified: true });
    expect(doc.models.find((m) => m.name === 'whisper-base')).toMatchObject({ present: false, verified: false });
  });

  it('exits 1 with the reason and no address when the mirror serves a corrupt copy', async () => {
    mirror.fault(sileroPath, { kind: 'wrongContent' });
    const stderr = sink();
    expect(await runModels({ sub: 'pull', name: 'silero-vad' }, config, { stdout: sink(), stderr, dispatcher: agent })).toBe(1);
    expect(stderr.text()).toContain('could not fetch silero-vad (hashMismatch)');
    expect(stderr.text()).not.toContain('127.0.0.1');
    expect(existsSync(join(tmp, 'cache', 'silero-vad', 'silero_vad.onnx'))).toBe(false);
  });

  it('exits 2 for a model the catalog does not have', async () => {
    const stderr = sink();
    expect(await runModels({ sub: 'pull', name: 'nope' }, config, { stdout: sink(), stderr, dispatcher: agent })).toBe(2);
    expect(stderr.text()).toContain('no model named "nope"');
    expect(mirror.requests).toHaveLength(0);
  });
});

describe.skipIf(NO_SHARED)('hearth models verify', () => {
  function copyByHand(content: Buffer): string {
    const dir = join(tmp, 'cache', 'silero-vad');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'silero_vad.onnx'), content);
    return dir;
  }

  it('accepts a hand-copied model whose files match the catalog hashes', async () => {
    copyByHand(SILERO);
    const stdout = sink();
    expect(await runModels({ sub: 'verify', name: 'silero-vad' }, config, { stdout, stderr: sink() })).toBe(0);
    expect(stdout.text()).toContain('silero-vad: verified');
    const listed = sink();
    await runModels({ sub: 'list', json: true }, config, { stdout: listed, stderr: sink() });
    const models = (JSON.parse(listed.text()) as { models: { name: string; verified: boolean }[] }).models;
    expect(models.find((m) => m.name === 'silero-vad')?.verified).toBe(true);
  });

  it('reports a hand-copied file that does not match, keeps it, and exits 1', async () => {
    const wrong = Buffer.from(SILERO);
    wrong[100] = (wrong[100] ?? 0) ^ 0xff;
    const dir = copyByHand(wrong);
    const stdout = sink();
    expect(await runModels({ sub: 'verify', name: 'silero-vad' }, config, { stdout, stderr: sink() })).toBe(1);
    expect(stdout.text()).toContain('does not match the catalog');
    expect(existsSync(join(dir, 'silero_vad.onnx'))).toBe(true);
  });

  it('without a name checks every model that has files here', async () => {
    copyByHand(SILERO);
    const stdout = sink();
    expect(await runModels({ sub: 'verify' }, config, { stdout, stderr: sink() })).toBe(0);
    expect(stdout.text().trim()).toBe('silero-vad: verified: matches the catalog, ready to use');
  });
});

describe('formatting', () => {
  it('draws a bar with percentage and rate', () => {
    expect(progressLine({ file: 'a.onnx', received: 500_000, total: 1_000_000 }, 2_500_000))
      .toBe('[############------------]  50%  500 kB / 1.0 MB  2.5 MB/s  a.onnx');
  });

  it('marks an unpinned model of unknown size with a question mark', () => {
    const text = formatList([{ name: 'q', kind: 'llm', sizeBytes: 0, sizeKnown: false, present: false, verified: false, pinned: false, licence: 'Apache-2.0' }]);
    expect(text.split('\n')[1]).toMatch(/^q\s+llm\s+\?\s+not downloaded\s+unpinned\s+Apache-2.0$/);
  });
});
