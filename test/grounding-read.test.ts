/**
 * `hearth read` (daemon/cli/read.ts): the debugging command runs the daemon's own page path.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runRead } from '../daemon/cli/read.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { encodeAs, serve, startPageServer, type PageServer } from './helpers/page-server.js';

const page = (name: string): string => readFileSync(new URL(`./fixtures/pages/${name}`, import.meta.url), 'utf8');

let dir: string;
let out: string;
let servers: PageServer[] = [];

function config(allowPrivate: string[]): Config {
  const base = loadConfig({ env: { HEARTH_DATA_DIR: dir, HEARTH_LOG_LEVEL: 'silent' } });
  return { ...base, grounding: { ...base.grounding, allowPrivate } };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-read-'));
  out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
});
afterEach(async () => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('hearth read', () => {
  it('prints the best passage first for a query, from a saved windows-1251 file', async () => {
    const file = join(dir, 'baikal.html');
    writeFileSync(file, encodeAs(page('article-ru.html'), 'windows-1251'));
    expect(await runRead({ target: file, query: 'максимальная глубина Байкала', json: true }, config([]))).toBe(0);
    const result = JSON.parse(out) as { passages: { text: string }[]; evidence: { text: string }; lang: string };
    expect(result.passages[0]?.text).toContain('1642 метра');
    expect(result.evidence.text).toContain('1642 метра');
    expect(result.lang).toBe('ru');
  });

  it('reads a URL through the allowlist, and refuses the same URL without it', async () => {
    const s = await startPageServer({ '/loch': serve(page('article-en.html')) });
    servers.push(s);
    expect(await runRead({ target: `${s.origin}/loch`, json: false }, config(['127.0.0.1']))).toBe(0);
    expect(out).toContain('230 metres');
    out = '';
    expect(await runRead({ target: `${s.origin}/loch`, json: true }, config([]))).toBe(1);
    expect(JSON.parse(out)).toEqual({ ok: false, reason: 'blocked' });
    expect(s.hits).toHaveLength(1);
  });
});
