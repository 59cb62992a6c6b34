/**
 * `hearth doctor`: each check says OK or what is wrong and the fix; the exit code is 0 only when nothing
 * configured fails. Real kiwix-serve over a real ZIM file, loopback servers for SearXNG and the port.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runDoctor } from '../daemon/cli/doctor.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { checkIcu, checkKiwix, checkModels, checkPort, checkSearxng } from '../daemon/doctor/checks.js';
import { nodeVersionOk } from '../daemon/doctor/policy.js';
import { loadCatalog } from '../daemon/models/catalog.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const ZIM = 'wikipedia_en_100_mini_2022-10.zim';
const NO_SHARED = missingShared(import.meta.url, [`zim/${ZIM}`]);
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function config(env: Record<string, string> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-doctor-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return loadConfig({ env: { HEARTH_DATA_DIR: dir, HEARTH_ZIM_DIR: join(dir, 'zim'), HEARTH_PORT: '0', HEARTH_HOST: '127.0.0.1', ...env } });
}

async function server(handler: (path: string) => { status: number; body?: string }): Promise<string> {
  const s: Server = createServer((req, res) => {
    const { status, body } = handler(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'application/json' }).end(body ?? '');
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise<void>((r) => s.close(() => r())));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

describe('node version', () => {
  it.each([
    ['20.19.0', true], ['20.20.2', true], ['22.1.0', true], ['20.18.3', false], ['18.20.4', false], ['v20.19.1', true],
  ])('%s is accepted: %s', (version, accepted) => expect(nodeVersionOk(version)).toBe(accepted));
});

describe('doctor checks', () => {
  it('finds full ICU data in this Node', () => {
    expect(checkIcu().status).toBe('ok');
  });

  it('names the package to install when kiwix-serve is missing', async () => {
    const [kiwix] = await checkKiwix({ ...config(), kiwix: { ...config().kiwix, binary: 'kiwix-serve-not-here' } });
    expect(kiwix).toMatchObject({ status: 'fail', fix: 'sudo apt-get install kiwix-tools' });
  });

  it('says how to get a book when the ZIM folder is empty', async () => {
    const zim = (await checkKiwix(config())).find((r) => r.name === 'zim');
    expect(zim?.status).toBe('warn');
    expect(zim?.fix).toContain('npx hearth zim search');
  });

  it.skipIf(NO_SHARED)('opens the books with kiwix-serve and finds their full-text index', async () => {
    const c = config();
    mkdirSync(c.paths.zimDir, { recursive: true });
    copyFileSync(sharedPath('zim', ZIM), join(c.paths.zimDir, ZIM));
    const zim = (await checkKiwix(c)).find((r) => r.name === 'zim');
    expect(zim).toMatchObject({ status: 'ok', detail: '1 book(s), each with a full-text index' });
  });

  it('tells how to enable JSON when SearXNG answers 403', async () => {
    const url = await server(() => ({ status: 403 }));
    const result = await checkSearxng(config({ HEARTH_SEARXNG_URL: url }));
    expect(result.status).toBe('fail');
    expect(result.fix).toContain('formats');
  });

  it('accepts a SearXNG that answers JSON', async () => {
    const url = await server(() => ({ status: 200, body: JSON.stringify({ query: 'hearth', results: [], answers: [], unresponsive_engines: [] }) }));
    expect((await checkSearxng(config({ HEARTH_SEARXNG_URL: url }))).status).toBe('ok');
  });

  it('asks to verify a model whose files were copied in by hand', () => {
    const c = config();
    const entry = loadCatalog().find((e) => e.name === 'multilingual-e5-small')!;
    for (const file of entry.files) {
      const path = join(c.paths.modelsDir, entry.name, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, 'copied by hand');
    }
    const model = checkModels(c).find((r) => r.detail.startsWith('multilingual-e5-small'));
    expect(model).toMatchObject({ status: 'warn', fix: 'npx hearth models verify multilingual-e5-small' });
  });

  it('fails on a port another program holds', async () => {
    const url = await server(() => ({ status: 404 }));
    const port = new URL(url).port;
    const result = await checkPort(config({ HEARTH_PORT: port }));
    expect(result.status).toBe('fail');
    expect(result.fix).toContain('--port');
  });

  it('accepts a port held by a running Hearth', async () => {
    const url = await server((path) => ({ status: path === '/healthz' ? 200 : 404 }));
    expect((await checkPort(config({ HEARTH_PORT: new URL(url).port }))).status).toBe('ok');
  });
});

describe('hearth doctor', () => {
  function capture(): { write(s: string): boolean; text(): string } {
    const parts: string[] = [];
    return { write: (s: string) => parts.push(s) > 0, text: () => parts.join('') };
  }

  it('exits 0 when nothing configured fails, listing off parts with how to turn them on', async () => {
    const out = capture();
    expect(await runDoctor({ json: false }, config(), out)).toBe(0);
    expect(out.text()).toMatch(/^off\s+searxng .*\n\s+fix: set searxng\.url/mu);
  });

  it('exits 1 when a configured part does not work, with the fix under it', async () => {
    const out = capture();
    expect(await runDoctor({ json: true }, config({ HEARTH_SEARXNG_URL: 'http://127.0.0.1:9' }), out)).toBe(1);
    const report = JSON.parse(out.text()) as { ok: boolean; checks: { name: string; status: string; fix?: string }[] };
    expect(report.ok).toBe(false);
    expect(report.checks.find((c) => c.name === 'searxng')).toMatchObject({ status: 'fail', fix: 'start SearXNG, or correct searxng.url' });
  });
});
