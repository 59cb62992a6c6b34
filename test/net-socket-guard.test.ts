/**
 * The undici 7 crash at a socket's end (daemon/net/socket-guard.ts): a loopback server that speaks HTTP/1.0 and
 * closes the connection after the body, read by a client that is behind. Unguarded, undici's 'end' handler
 * throws an AssertionError that no caller can catch and the process dies (run in a child process here); through
 * the guard the body arrives whole, for the page fetcher and the model downloader alike.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createModelAgent, downloadFile } from '../daemon/models/download.js';
import { SafeFetcher } from '../daemon/net/fetcher.js';
import { Counters } from '../daemon/status/counters.js';

const root = mkdtempSync(join(tmpdir(), 'hearth-socket-guard-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill();
  rmSync(root, { recursive: true, force: true });
});

const UNDICI = new URL('../node_modules/undici/index.js', import.meta.url).href;
const GUARD = new URL('../dist/daemon/net/socket-guard.js', import.meta.url).href;

/**
 * A child that serves a body as HTTP/1.0 (close-delimited, or with Content-Length) and reads it with undici
 * through a plain or a guarded connector, the reader 1 to 10 ms behind on every chunk: whether the socket's end
 * finds the parser paused is a race, and one of these delays loses it on any machine load we have seen. Each
 * size is read once per delay; prints the bytes read per request.
 */
const CLIENT = `
import net from 'node:net';
import { request, Agent, buildConnector } from ${JSON.stringify(UNDICI)};
import { guardedConnector } from ${JSON.stringify(GUARD)};
const [mode, framing] = [process.argv[2], process.argv[3]];
const sizes = process.argv.slice(4).map(Number);
const got = [];
for (const size of sizes) for (const delay of [1, 2, 5, 10]) {
  const body = Buffer.alloc(size, 0x61);
  const server = net.createServer((sock) => sock.once('data', () => {
    sock.write('HTTP/1.0 200 OK\\r\\n' + (framing === 'length' ? 'Content-Length: ' + size + '\\r\\n' : '') + '\\r\\n');
    sock.end(body);
  }));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const connect = mode === 'guarded' ? guardedConnector(buildConnector({})) : buildConnector({});
  const res = await request('http://127.0.0.1:' + server.address().port + '/', { dispatcher: new Agent({ connect }) });
  let n = 0;
  for await (const chunk of res.body) {
    n += chunk.length;
    await new Promise((r) => setTimeout(r, delay));
  }
  got.push(n);
  server.close();
}
console.log(JSON.stringify({ got }));
`;
const clientPath = join(root, 'client.mjs');
writeFileSync(clientPath, CLIENT);

function runClient(mode: 'plain' | 'guarded', framing: 'close' | 'length', sizes: number[]) {
  return spawnSync(process.execPath, [clientPath, mode, framing, ...sizes.map(String)], { encoding: 'utf8', timeout: 60_000 });
}

describe('undici at the end of an HTTP/1.0 response, reader behind', () => {
  it('kills an unguarded process with an uncatchable assertion (the fault the guard is for)', () => {
    const r = runClient('plain', 'close', [128 * 1024, 200_000, 1 << 20]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('assert(!this.paused)');
  });

  it.each([
    ['close', 128 * 1024],
    ['close', 1 << 20],
    ['length', 128 * 1024],
    ['length', 1 << 20],
  ] as const)('delivers the whole body through the guard (%s-delimited, %i bytes)', (framing, size) => {
    const r = runClient('guarded', framing, [size]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ got: [size, size, size, size] });
  });
});

/** Spins the thread: the reader falls behind the network, as behind a slow disk or a busy core. */
function spin(ms: number): void {
  const t0 = performance.now();
  while (performance.now() - t0 < ms);
}

/** `python3 -m http.server` in a child, serving `dir`: HTTP/1.0, one connection per request, closed after. */
async function pythonServer(dir: string): Promise<number> {
  const child = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /port (\d+)/u.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', () => reject(new Error('python3 http.server exited')));
  });
}

describe('through the daemon\'s clients, against python3 -m http.server', () => {
  const dir = join(root, 'www');
  const file = Buffer.alloc(3 << 20, 0x62);
  const page = `<!doctype html><html><body><article><p>${'The cat sleeps most of the day. '.repeat(60_000)}</p></article></body></html>`;
  let port = 0;

  it('downloads a model file whole while the writer is behind', async () => {
    rmSync(dir, { recursive: true, force: true });
    spawnSync('mkdir', ['-p', dir]);
    writeFileSync(join(dir, 'model.bin'), file);
    writeFileSync(join(dir, 'page.html'), page);
    port = await pythonServer(dir);
    const dest = join(root, 'model.bin');
    const agent = createModelAgent();
    const expected = createHash('sha256').update(file).digest('hex');
    for (let i = 0; i < 4; i++) {
      rmSync(dest, { force: true });
      const r = await downloadFile({ url: `http://127.0.0.1:${port}/model.bin`, dest, dispatcher: agent, expectedSha256: expected, onProgress: () => spin(2) });
      expect(r).toMatchObject({ ok: true, value: { size: file.length, sha256: expected } });
    }
    expect(readFileSync(dest).length).toBe(file.length);
    await agent.close();
  });

  it('reads a page whole while the thread is busy', async () => {
    const counters = new Counters();
    const fetcher = new SafeFetcher({ allowPrivate: [`127.0.0.1:${port}`], counters, deadlineMs: 10_000 });
    for (let i = 0; i < 4; i++) {
      const read = fetcher.fetchPage(`http://127.0.0.1:${port}/page.html`);
      setTimeout(() => spin(100), 5);
      const r = await read;
      expect(r.ok && r.text.length).toBe(page.length);
    }
    await fetcher.close();
  });
});

// The guard must not change a socket that never pauses: ordinary keep-alive responses still work.
describe('guardedConnector on ordinary traffic', () => {
  it('leaves a keep-alive HTTP/1.1 exchange alone', async () => {
    const server = net.createServer((sock) =>
      sock.on('data', () => sock.write('HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: keep-alive\r\n\r\nhello')),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port: p } = server.address() as net.AddressInfo;
    const agent = createModelAgent();
    const { request } = await import('undici');
    for (let i = 0; i < 3; i++) {
      const res = await request(`http://127.0.0.1:${p}/`, { dispatcher: agent });
      expect(await res.body.text()).toBe('hello');
    }
    await agent.close();
    server.close();
  });
});
