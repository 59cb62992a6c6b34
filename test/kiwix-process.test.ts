/**
 * The managed kiwix-serve: a real kiwix-serve process over ZIMs built by zimwriterfs, started, killed,
 * reloaded and stopped by KiwixProcess.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ownsListener } from '../daemon/kiwix/listener.js';
import { KiwixProcess } from '../daemon/kiwix/process.js';
import { createKiwixStage } from '../daemon/kiwix/stage.js';
import { createLogger, silentLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import type { Turn } from '../daemon/turn/types.js';
import { disposeFixtureZims, fixtureZims } from './helpers/zim.js';
import { stageContext } from './helpers/stage-context.js';

const POLL_MS = 100;
const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

afterAll(disposeFixtureZims);

async function zimDir(...files: ('en' | 'ru')[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-zimdir-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const zims = await fixtureZims();
  for (const f of files) await copyFile(zims[f], path.join(dir, `wiki_${f}.zim`));
  return dir;
}

function managed(dir: string, counters: Counters, binary = 'kiwix-serve', logger = silentLogger()): KiwixProcess {
  const p = new KiwixProcess({ binary, zimDir: dir, port: 0, counters, logger, pollMs: POLL_MS });
  cleanups.push(() => p.stop());
  return p;
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const turn = (text: string): Turn => ({
  id: 't', text, origin: 'cli', clientId: 'c', signal: new AbortController().signal,
  deadlineAt: Date.now() + 5_000, startedAt: new Date(), turnClass: 'world',
});

describe('managed kiwix-serve', () => {
  test('a missing binary is a status line, not a crash', async () => {
    const counters = new Counters();
    const p = managed(await zimDir('en'), counters, '/nonexistent/kiwix-serve');
    await p.start();
    expect(p.baseUrl()).toBeUndefined();
    expect(counters.snapshot().components.kiwix).toBe('kiwix-serve not installed');
  });

  test('an empty ZIM directory is a status line, and adding a ZIM starts the server', async () => {
    const counters = new Counters();
    const dir = await zimDir();
    const p = managed(dir, counters);
    await p.start();
    expect(p.baseUrl()).toBeUndefined();
    expect(counters.snapshot().components.kiwix).toBe('no ZIM files in the ZIM directory');
    await copyFile((await fixtureZims()).en, path.join(dir, 'added.zim'));
    await until(() => p.baseUrl() !== undefined);
    expect(counters.snapshot().components.kiwix).toBe('running (1 book)');
  });

  test('serves every ZIM in the directory and reloads when one is removed', async () => {
    const counters = new Counters();
    const dir = await zimDir('en', 'ru');
    const p = managed(dir, counters);
    await p.start();
    expect(counters.snapshot().components.kiwix).toBe('running (2 books)');
    await unlink(path.join(dir, 'wiki_ru.zim'));
    await until(() => counters.snapshot().components.kiwix === 'running (1 book)');
    expect(counters.get('kiwix.reloads')).toBe(1);
  });

  test('kiwix-serve killed mid-run is restarted and the next turn answers', async () => {
    const counters = new Counters();
    const p = managed(await zimDir('en', 'ru'), counters);
    await p.start();
    const stage = createKiwixStage({ baseUrl: () => p.baseUrl(), counters, logger: silentLogger(), requestTimeoutMs: 2_000 });
    expect((await stage.run(turn('when was ray charles born'), stageContext({ evidence: [] }))).kind).toBe('evidence');
    const firstPid = p.pid();
    process.kill(firstPid!, 'SIGKILL');
    await until(() => p.baseUrl() === undefined);
    await until(() => p.baseUrl() !== undefined && p.pid() !== firstPid);
    expect(counters.get('kiwix.restarts')).toBe(1);
    const r = await stage.run(turn('какая столица франции'), stageContext({ evidence: [] }));
    expect(r.kind === 'evidence' && r.evidence.map((e) => e.text).join(' ')).toContain('Париж');
  });

  test('serves a split ZIM (name.zimaa, name.zimab, ...) as one book, and the next turn answers from it', async () => {
    const counters = new Counters();
    const dir = await zimDir('ru');
    // zimsplit cuts the English book into parts; --force lets a part exceed the size where a cluster must.
    await run('zimsplit', ['--force', '--size=30000', `--prefix=${path.join(dir, 'wiki_en_split.zim')}`, (await fixtureZims()).en]);
    expect((await readdir(dir)).filter((n) => /\.zima[a-z]$/u.test(n)).length).toBeGreaterThan(1);
    const p = managed(dir, counters);
    await p.start();
    expect(counters.snapshot().components.kiwix).toBe('running (2 books)');
    const stage = createKiwixStage({ baseUrl: () => p.baseUrl(), counters, logger: silentLogger(), requestTimeoutMs: 2_000 });
    const r = await stage.run(turn('when was ray charles born'), stageContext({ evidence: [] }));
    expect(r.kind === 'evidence' && r.evidence.map((e) => e.text).join(' ')).toContain('1930');
  });

  test('serves a joined ZIM rather than its parts when both are there', async () => {
    const counters = new Counters();
    const dir = await zimDir('en');
    await run('zimsplit', ['--force', '--size=30000', `--prefix=${path.join(dir, 'wiki_en.zim')}`, (await fixtureZims()).en]);
    const p = managed(dir, counters);
    await p.start();
    expect(counters.snapshot().components.kiwix).toBe('running (1 book)');
  });

  test('stop() ends the child process', async () => {
    const counters = new Counters();
    const p = managed(await zimDir('en'), counters);
    await p.start();
    const pid = p.pid()!;
    await p.stop();
    expect(p.baseUrl()).toBeUndefined();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  test('logs and status lines never name the ZIM files', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const counters = new Counters();
    const dir = await zimDir('en');
    const p = managed(dir, counters, 'kiwix-serve', createLogger('debug', sink));
    await p.start();
    process.kill(p.pid()!, 'SIGKILL');
    await until(() => counters.get('kiwix.restarts') === 1 && p.baseUrl() !== undefined);
    const everything = lines.join('') + JSON.stringify(counters.snapshot());
    expect(lines.length).toBeGreaterThan(0);
    expect(everything).not.toContain('wiki_en');
    expect(everything).not.toContain(dir);
  });
});

describe('a port another process took first', () => {
  test('is not mistaken for the managed kiwix-serve, though it answers the readiness probe', async () => {
    // A catalog-shaped HTTP server already on the port kiwix-serve is told to use: kiwix-serve cannot bind
    // and exits, and until it does the probe is answered by this server.
    const impostor = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/atom+xml' }).end('<feed/>'));
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => impostor.close(() => resolve())));
    const port = (impostor.address() as AddressInfo).port;
    const p = new KiwixProcess({ binary: 'kiwix-serve', zimDir: await zimDir('en'), port, counters: new Counters(), logger: silentLogger(), pollMs: 60_000 });
    cleanups.push(() => p.stop());
    await p.start();
    expect(p.baseUrl()).toBeUndefined();
  });
});

describe('who listens on a port (kiwix/listener.ts)', () => {
  test('this process, on a port it listens on; nobody, on one it closed', async () => {
    const srv = createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    const port = (srv.address() as AddressInfo).port;
    expect(await ownsListener(process.pid, port)).toBe(true);
    // A process that is gone (kiwix-serve exits when it cannot bind) listens on nothing.
    expect(await ownsListener(2 ** 30, port)).toBe(false);
    await new Promise<void>((resolve) => srv.close(() => resolve()));
    expect(await ownsListener(process.pid, port)).toBe(false);
  });
});
