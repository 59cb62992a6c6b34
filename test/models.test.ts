/**
 * The model manager against a real loopback mirror (test/helpers/mirror.ts): fresh downloads, truncated and
 * corrupt copies, a server dying mid-file, redirects, a warm cache with the network gone, concurrency,
 * cancellation and the first-download lock of unpinned files.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Agent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, silentLogger } from '../daemon/log/logger.js';
import type { CatalogEntry } from '../daemon/models/catalog.js';
import { LOCK_FILE_NAME, readLock } from '../daemon/models/lock.js';
import { ModelManager } from '../daemon/models/manager.js';
import { Counters } from '../daemon/status/counters.js';
import { startMirror, type Mirror } from './helpers/mirror.js';

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

const BIG = randomBytes(300_000);
const SMALL = Buffer.from('{"hello": "world"}\n');
const UNPINNED_CONTENT = randomBytes(50_000);

const TINY: CatalogEntry = {
  name: 'tiny', kind: 'vad', host: 'huggingface', repo: 'test-org/tiny-model', revision: 'c0ffee', remotePrefix: '',
  files: [
    { path: 'weights.bin', size: BIG.length, sha256: sha(BIG) },
    { path: 'sub/config.json', size: SMALL.length, sha256: sha(SMALL) },
  ],
  licence: 'MIT', purpose: 'test', languages: ['any'],
};
const LOOSE: CatalogEntry = {
  name: 'loose', kind: 'llm', host: 'huggingface', repo: 'test-org/loose', revision: 'main', remotePrefix: 'deep/dir',
  files: [{ path: 'model.gguf', size: null, sha256: 'unpinned' }],
  licence: 'MIT', purpose: 'test', languages: ['multilingual'],
};

let mirror: Mirror;
let modelsDir: string;
let counters: Counters;
let agent: Agent;
let bigPath: string;
let loosePath: string;

function manager(overrides: Partial<{ mirrorUrl: string; logs: string[] }> = {}): ModelManager {
  const logger = overrides.logs
    ? createLogger('debug', new Writable({ write(chunk, _enc, done) { overrides.logs?.push(String(chunk)); done(); } }) as never)
    : silentLogger();
  return new ModelManager({
    modelsDir, mirrorUrl: overrides.mirrorUrl ?? mirror.url, counters, logger, dispatcher: agent, catalog: [TINY, LOOSE],
  });
}

beforeEach(async () => {
  mirror = await startMirror();
  bigPath = mirror.put(TINY.repo, TINY.revision, 'weights.bin', BIG);
  mirror.put(TINY.repo, TINY.revision, 'sub/config.json', SMALL);
  loosePath = mirror.put(LOOSE.repo, LOOSE.revision, 'deep/dir/model.gguf', UNPINNED_CONTENT);
  modelsDir = mkdtempSync(join(tmpdir(), 'hearth-models-'));
  counters = new Counters();
  agent = new Agent({ connect: { timeout: 2_000 } });
});

afterEach(async () => {
  await agent.close();
  await mirror.close();
  rmSync(modelsDir, { recursive: true, force: true });
});

describe('ModelManager.ensure', () => {
  it('downloads a model, verifies it and leaves no .part behind', async () => {
    const models = manager();
    expect(models.localDir('tiny')).toBeUndefined();
    const got = await models.ensure('tiny');
    expect(got).toEqual({ ok: true, value: { dir: join(modelsDir, 'tiny') } });
    expect(readFileSync(join(modelsDir, 'tiny', 'weights.bin')).equals(BIG)).toBe(true);
    expect(readFileSync(join(modelsDir, 'tiny', 'sub', 'config.json')).equals(SMALL)).toBe(true);
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin.part'))).toBe(false);
    expect(models.localDir('tiny')).toBe(join(modelsDir, 'tiny'));
    expect(models.list().find((m) => m.name === 'tiny')).toMatchObject({ present: true, verified: true, sizeBytes: BIG.length + SMALL.length });
    expect(counters.get('models.downloaded')).toBe(2);
  });

  it('reports an unknown model without touching the network', async () => {
    const got = await manager().ensure('no-such-model');
    expect(got).toEqual({ ok: false, reason: 'unknownModel' });
    expect(mirror.requests).toHaveLength(0);
  });

  it('reports a truncated mirror copy and never creates the file', async () => {
    mirror.fault(bigPath, { kind: 'truncate', bytes: 1000 });
    const got = await manager().ensure('tiny');
    expect(got).toEqual({ ok: false, reason: 'truncated' });
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin'))).toBe(false);
  });

  it('deletes a download with the wrong hash and reports hashMismatch', async () => {
    mirror.fault(bigPath, { kind: 'wrongContent' });
    const got = await manager().ensure('tiny');
    expect(got).toEqual({ ok: false, reason: 'hashMismatch' });
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin'))).toBe(false);
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin.part'))).toBe(false);
    expect(counters.get('models.hashMismatch')).toBe(1);
  });

  it('never creates the file when the server dies mid-file, and a retry succeeds', async () => {
    mirror.fault(bigPath, { kind: 'die', afterBytes: 120_000, times: 1 });
    const models = manager();
    expect(await models.ensure('tiny')).toEqual({ ok: false, reason: 'truncated' });
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin'))).toBe(false);
    expect(models.localDir('tiny')).toBeUndefined();
    expect((await models.ensure('tiny')).ok).toBe(true);
    expect(readFileSync(join(modelsDir, 'tiny', 'weights.bin')).equals(BIG)).toBe(true);
  });

  it('resumes a .part left by an interrupted download with a Range request', async () => {
    mkdirSync(join(modelsDir, 'tiny'), { recursive: true });
    writeFileSync(join(modelsDir, 'tiny', 'weights.bin.part'), BIG.subarray(0, 100_000));
    expect((await manager().ensure('tiny')).ok).toBe(true);
    expect(mirror.requests.find((r) => r.path === bigPath)?.range).toBe('bytes=100000-');
    expect(readFileSync(join(modelsDir, 'tiny', 'weights.bin')).equals(BIG)).toBe(true);
    expect(counters.get('models.resumed')).toBe(1);
    expect(counters.get('models.bytesDownloaded')).toBe(BIG.length - 100_000 + SMALL.length);
  });

  it('throws away a .part whose bytes are wrong, then downloads afresh', async () => {
    mkdirSync(join(modelsDir, 'tiny'), { recursive: true });
    writeFileSync(join(modelsDir, 'tiny', 'weights.bin.part'), randomBytes(100_000));
    const models = manager();
    expect(await models.ensure('tiny')).toEqual({ ok: false, reason: 'hashMismatch' });
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin.part'))).toBe(false);
    expect((await models.ensure('tiny')).ok).toBe(true);
  });

  it('follows the hub-style redirect to a CDN path', async () => {
    mirror.fault(bigPath, { kind: 'redirect' });
    const got = await manager().ensure('tiny');
    expect(got.ok).toBe(true);
    expect(mirror.requests.some((r) => r.path.startsWith('/_cdn/'))).toBe(true);
  });

  it('reports an HTTP error status as httpError', async () => {
    mirror.fault(bigPath, { kind: 'status', status: 404 });
    expect(await manager().ensure('tiny')).toEqual({ ok: false, reason: 'httpError' });
  });

  it('reports a mirror nobody listens on as unreachable', async () => {
    const url = mirror.url;
    await mirror.close();
    mirror = await startMirror(); // afterEach closes this one
    expect(await manager({ mirrorUrl: url }).ensure('tiny')).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('replaces a corrupt file on disk instead of loading it', async () => {
    const models = manager();
    expect((await models.ensure('tiny')).ok).toBe(true);
    const weights = join(modelsDir, 'tiny', 'weights.bin');
    writeFileSync(weights, randomBytes(BIG.length));
    expect(models.localDir('tiny')).toBeUndefined();
    const again = await models.ensure('tiny');
    expect(again.ok).toBe(true);
    expect(readFileSync(weights).equals(BIG)).toBe(true);
    expect(counters.get('models.corruptReplaced')).toBe(1);
  });

  it('re-hashes a file whose mtime changed and keeps it when the hash still matches', async () => {
    const models = manager();
    expect((await models.ensure('tiny')).ok).toBe(true);
    const before = mirror.requests.length;
    utimesSync(join(modelsDir, 'tiny', 'weights.bin'), new Date(), new Date(Date.now() - 86_400_000));
    expect(models.localDir('tiny')).toBeUndefined();
    expect((await models.ensure('tiny')).ok).toBe(true);
    expect(mirror.requests.length).toBe(before);
    expect(counters.get('models.rehashed')).toBe(1);
    expect(models.localDir('tiny')).toBe(join(modelsDir, 'tiny'));
  });

  it('serves a warm cache with the mirror closed, making no request', async () => {
    expect((await manager().ensure('tiny')).ok).toBe(true);
    const before = mirror.requests.length;
    await mirror.close();
    mirror = await startMirror();
    const offline = manager({ mirrorUrl: 'http://127.0.0.1:9' });
    expect(offline.localDir('tiny')).toBe(join(modelsDir, 'tiny'));
    expect(await offline.ensure('tiny')).toEqual({ ok: true, value: { dir: join(modelsDir, 'tiny') } });
    expect(before).toBe(2);
    expect(mirror.requests).toHaveLength(0);
  });

  it('lets a concurrent ensure of the same model wait for the first download', async () => {
    const models = manager();
    const [a, b] = await Promise.all([models.ensure('tiny'), models.ensure('tiny')]);
    expect(a.ok && b.ok).toBe(true);
    expect(mirror.requests.filter((r) => r.path === bigPath)).toHaveLength(1);
    expect(counters.get('models.ensureJoined')).toBe(1);
  });

  it('stops when its caller aborts and leaves no finished file', async () => {
    const controller = new AbortController();
    mirror.fault(bigPath, { kind: 'stall', afterBytes: 100_000 }); // the body never finishes on its own
    const got = await manager().ensure('tiny', {
      signal: controller.signal,
      onProgress: (p) => { if (p.file === 'weights.bin' && p.received > 0) controller.abort(); },
    });
    expect(got).toEqual({ ok: false, reason: 'cancelled' });
    expect(existsSync(join(modelsDir, 'tiny', 'weights.bin'))).toBe(false);
  });

  it('keeps downloading for a second caller when only the first aborts', async () => {
    const models = manager();
    const controller = new AbortController();
    const first = models.ensure('tiny', { signal: controller.signal });
    const second = models.ensure('tiny');
    controller.abort();
    expect(await first).toEqual({ ok: false, reason: 'cancelled' });
    expect((await second).ok).toBe(true);
    expect(readFileSync(join(modelsDir, 'tiny', 'weights.bin')).equals(BIG)).toBe(true);
  });

  it('starts afresh after every caller of a download aborted', async () => {
    const models = manager();
    const controller = new AbortController();
    const first = models.ensure('tiny', { signal: controller.signal });
    controller.abort();
    const again = models.ensure('tiny');
    expect(await first).toEqual({ ok: false, reason: 'cancelled' });
    expect((await again).ok).toBe(true);
  });

  it('reports progress with the expected total', async () => {
    const seen: Array<{ file: string; received: number; total?: number }> = [];
    await manager().ensure('tiny', { onProgress: (p) => seen.push(p) });
    const last = seen.filter((p) => p.file === 'weights.bin').at(-1);
    expect(last).toEqual({ file: 'weights.bin', received: BIG.length, total: BIG.length });
  });

  it('never logs the mirror URL or host', async () => {
    const logs: string[] = [];
    mirror.fault(bigPath, { kind: 'wrongContent', times: 1 });
    const models = manager({ logs });
    await models.ensure('tiny');
    await models.ensure('tiny');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain('127.0.0.1');
    expect(logs.join('\n')).not.toContain('test-org');
  });
});

describe('unpinned files', () => {
  it('accepts the first download with a warning and records its hash in the lock', async () => {
    const notices: string[] = [];
    const got = await manager().ensure('loose', { onNotice: (l) => notices.push(l) });
    expect(got.ok).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('no pinned SHA-256');
    expect(readLock(join(modelsDir, 'loose')).files['model.gguf']).toMatchObject({ sha256: sha(UNPINNED_CONTENT), size: UNPINNED_CONTENT.length });
    expect(existsSync(join(modelsDir, 'loose', LOCK_FILE_NAME))).toBe(true);
  });

  it('checks a re-download against the recorded hash', async () => {
    const models = manager();
    expect((await models.ensure('loose')).ok).toBe(true);
    rmSync(join(modelsDir, 'loose', 'model.gguf'));
    mirror.fault(loosePath, { kind: 'wrongContent' });
    expect(await models.ensure('loose')).toEqual({ ok: false, reason: 'hashMismatch' });
    expect(existsSync(join(modelsDir, 'loose', 'model.gguf'))).toBe(false);
  });

  it('replaces an unpinned file that is on disk but was never recorded', async () => {
    const dir = join(modelsDir, 'loose');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'model.gguf'), 'something of unknown origin');
    const models = manager();
    expect(models.localDir('loose')).toBeUndefined();
    expect((await models.ensure('loose')).ok).toBe(true);
    expect(readFileSync(join(dir, 'model.gguf')).equals(UNPINNED_CONTENT)).toBe(true);
  });
});
