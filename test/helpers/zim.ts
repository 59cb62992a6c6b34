/**
 * Test helpers for real ZIM files and a real kiwix-serve.
 *
 * - buildZim(): packs an HTML folder into a ZIM with Debian's zimwriterfs (full-text index included).
 * - fixtureZims(): the English and Russian fixture ZIMs from test/fixtures/zim/, built once per test process
 *   into a temp dir (zimwriterfs takes ~0.2 s each).
 * - startKiwixServe(): runs kiwix-serve on a free loopback port over some ZIM files and waits until it answers.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { ownsListener } from '../../daemon/kiwix/listener.js';

const run = promisify(execFile);
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'zim');

/** A 48x48 RGBA PNG, the illustration zimwriterfs insists on. */
export function illustrationPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer): number => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const size = 48;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 4, 0xc0)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface BuildZimOptions {
  /** Folder of HTML files with an index.html. It is copied; the original is not touched. */
  sourceDir: string;
  /** Output file; must not exist. Its stem becomes the kiwix-serve book name. */
  outFile: string;
  /** ISO 639-3 language code (eng, rus). */
  language: string;
  title: string;
  name: string;
}

/** Builds a ZIM with a full-text index from an HTML folder. */
export async function buildZim(o: BuildZimOptions): Promise<string> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'hearth-zimsrc-'));
  try {
    const src = path.join(work, 'html');
    await cp(o.sourceDir, src, { recursive: true });
    await writeFile(path.join(src, 'illustration.png'), illustrationPng());
    await run('zimwriterfs', [
      '-w', 'index.html', '-I', 'illustration.png', '-l', o.language, '-t', o.title,
      '-d', `${o.title} (test fixture)`, '-c', 'Hearth tests', '-p', 'Hearth tests', '-n', o.name, src, o.outFile,
    ]);
    return o.outFile;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface FixtureZims {
  /** Temp directory holding both ZIMs (and nothing else). */
  dir: string;
  en: string;
  ru: string;
}

let fixtures: Promise<FixtureZims> | undefined;

/** The English and Russian fixture ZIMs, built once per test process. Book names: wiki_en, wiki_ru. */
export function fixtureZims(): Promise<FixtureZims> {
  fixtures ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-zims-'));
    // The temp dir goes with the test process (synchronously: 'exit' handlers cannot wait).
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const [en, ru] = await Promise.all([
      buildZim({ sourceDir: path.join(FIXTURES, 'en'), outFile: path.join(dir, 'wiki_en.zim'), language: 'eng', title: 'Test Wikipedia (en)', name: 'wiki_en' }),
      buildZim({ sourceDir: path.join(FIXTURES, 'ru'), outFile: path.join(dir, 'wiki_ru.zim'), language: 'rus', title: 'Тестовая Википедия', name: 'wiki_ru' }),
    ]);
    return { dir, en, ru };
  })();
  return fixtures;
}

/** Removes the fixture ZIMs; call from afterAll (vitest workers may not run 'exit' handlers). */
export async function disposeFixtureZims(): Promise<void> {
  const built = fixtures;
  fixtures = undefined;
  if (built !== undefined) await rm((await built).dir, { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export interface KiwixServer {
  url: string;
  child: ChildProcess;
  /** Stops kiwix-serve and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts kiwix-serve on a free loopback port and waits until it answers. The port is free when picked, not when
 * kiwix-serve binds it: another suite's server may take it in between, kiwix-serve then exits, and a server that is
 * not ours answers (seen once: every later turn of test/kiwix-stage.test.ts returned "pass" in milliseconds). So a
 * start counts only when the catalog lists every book of ours and our child owns the listening socket; otherwise it
 * is tried again on another port, START_ATTEMPTS times in all.
 */
export async function startKiwixServe(zimFiles: readonly string[], timeoutMs = 10_000): Promise<KiwixServer> {
  return startKiwixServeWith(zimFiles, zimFiles.map((f) => path.basename(f, '.zim')), timeoutMs);
}

/** As startKiwixServe, with kiwix-serve's arguments after the port (books, or "--library" and its file). */
export async function startKiwixServeWith(args: readonly string[], books: readonly string[], timeoutMs = 10_000): Promise<KiwixServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(args, books, timeoutMs);
    if (started !== undefined || attempt >= START_ATTEMPTS) {
      if (started === undefined) throw new Error('kiwix-serve did not start');
      return started;
    }
  }
}

/** Starts tried before giving up: one port race is rare, two in a row rarer still. */
const START_ATTEMPTS = 3;

async function startOnce(args: readonly string[], books: readonly string[], timeoutMs: number): Promise<KiwixServer | undefined> {
  const port = await freePort();
  const child = spawn('kiwix-serve', ['--address', '127.0.0.1', '--port', String(port), ...args], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const alive = (): boolean => child.exitCode === null && child.signalCode === null;
  const stop = async (): Promise<void> => {
    if (!alive()) return;
    const gone = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    await gone;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      const res = await fetch(`${url}/catalog/v2/entries`);
      const body = await res.text();
      // Another suite's kiwix-serve over fixtures of the same names would list them too: the listener must be ours
      // (daemon/kiwix/listener.ts, as the daemon checks its own child).
      if (res.ok && books.every((b) => body.includes(`/${b}`)) && child.pid !== undefined && (await ownsListener(child.pid, port)) !== false) {
        return { url, child, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  await stop();
  return undefined;
}
