/**
 * The LAN face end to end over real loopback sockets: a real server on 127.0.0.1:0 with a fake turn runner.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import { Counters } from '../daemon/status/counters.js';
import { createLogger } from '../daemon/log/logger.js';
import { startServer, MAX_CONNECTIONS, type RunningServer } from '../daemon/server/server.js';
import type { ServerConfig } from '../daemon/config/types.js';
import { EXPLODE_WORD, FAKE_EVIDENCE, FAKE_SENTENCES, FakeRunner } from './helpers/fake-runner.js';

const TOKEN = 'test-token-0123456789abcdefghijklmnop';
const MAX_MESSAGE_BYTES = 16_384;
const MAX_MESSAGES_PER_10S = 20;

type Frame = { type: string; id?: string; code?: string; text?: string; [k: string]: unknown };

/** A WebSocket client that queues frames so tests can wait for the next matching one. */
class Client {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number }>;
  #waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const w of this.#waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** Resolves with the first received frame (in order, not yet taken) that matches. */
  async next(match: (f: Frame) => boolean, timeoutMs = 2000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(match);
      if (i !== -1) return this.frames.splice(i, 1)[0]!;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
}

let server: RunningServer;
let runner: FakeRunner;
let counters: Counters;
let logged: string;
const clients: WebSocket[] = [];

async function start(overrides: Partial<ServerConfig> = {}, sentenceDelayMs = 15): Promise<void> {
  runner = new FakeRunner(sentenceDelayMs);
  counters = new Counters();
  logged = '';
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logged += String(chunk);
      cb();
    },
  });
  server = await startServer({
    config: {
      host: '127.0.0.1',
      port: 0,
      maxMessageBytes: MAX_MESSAGE_BYTES,
      maxMessagesPer10s: MAX_MESSAGES_PER_10S,
      loopbackNeedsToken: true,
      ...overrides,
    },
    runner,
    counters,
    logger: createLogger('debug', sink),
    token: TOKEN,
  });
}

function wsUrl(query = `?token=${TOKEN}`): string {
  return `ws://127.0.0.1:${server.port}/ws${query}`;
}

/** Opens a connection and waits for hello; rejects with the HTTP status if the upgrade is refused. */
async function connect(query?: string, headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(wsUrl(query), { headers });
  clients.push(ws);
  const client = new Client(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    ws.once('error', reject);
    ws.once('open', () => resolve());
  });
  await client.next((f) => f.type === 'hello');
  return client;
}

async function refusedStatus(query?: string, headers: Record<string, string> = {}): Promise<number> {
  const err = await connect(query, headers).then(
    () => new Error('connected'),
    (e: Error) => e,
  );
  const m = /^status (\d+)$/.exec(err.message);
  if (!m) throw err;
  return Number(m[1]);
}

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  for (const ws of clients.splice(0)) ws.terminate();
  await server.close();
});

describe('authentication', () => {
  it('refuses a connection without a token with 401', async () => {
    expect(await refusedStatus('')).toBe(401);
    expect(counters.get('server.refusedUnauthorized')).toBe(1);
  });

  it('refuses a wrong token with 401', async () => {
    expect(await refusedStatus('?token=not-the-token')).toBe(401);
  });

  it('accepts the token as a query parameter and says hello with the protocol version', async () => {
    const ws = new WebSocket(wsUrl());
    clients.push(ws);
    const hello = await new Promise<Frame>((resolve) => ws.once('message', (d) => resolve(JSON.parse(String(d)))));
    expect(hello).toMatchObject({ type: 'hello', protocol: 1 });
  });

  it('accepts the token as a bearer header', async () => {
    await expect(connect('', { Authorization: `Bearer ${TOKEN}` })).resolves.toBeInstanceOf(Client);
  });

  it('refuses loopback clients without the token by default', async () => {
    expect(await refusedStatus('', { Host: `127.0.0.1:${server.port}` })).toBe(401);
  });

  it('lets loopback in without a token only when configured, and only under a loopback Host name', async () => {
    await server.close();
    await start({ loopbackNeedsToken: false });
    await expect(connect('')).resolves.toBeInstanceOf(Client);
    // A DNS-rebinding page reaches 127.0.0.1 under its own name: the exemption does not cover it.
    expect(await refusedStatus('', { Host: `rebind.example:${server.port}` })).toBe(401);
  });

  it('refuses a browser connection from another origin with 403', async () => {
    expect(await refusedStatus(undefined, { Origin: 'http://evil.example' })).toBe(403);
    expect(counters.get('server.refusedOrigin')).toBe(1);
  });

  it("accepts a browser connection from the page's own origin", async () => {
    await expect(connect(undefined, { Origin: `http://127.0.0.1:${server.port}` })).resolves.toBeInstanceOf(Client);
  });

  it('refuses connections beyond the cap with 503', async () => {
    await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect()));
    expect(await refusedStatus()).toBe(503);
  });
});

describe('asking', () => {
  it('streams each sentence as a chunk, then the answer with route, evidence and timings', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 'a1', text: 'What is tea?' });
    const first = await c.next((f) => f.type === 'chunk');
    const second = await c.next((f) => f.type === 'chunk');
    const answer = await c.next((f) => f.type === 'answer');
    expect([first.text, second.text]).toEqual(FAKE_SENTENCES);
    expect(answer).toMatchObject({ id: 'a1', text: FAKE_SENTENCES.join(' '), route: 'zim', evidence: FAKE_EVIDENCE });
    expect(answer.timingsMs).toHaveProperty('total');
    expect(runner.asked).toEqual(['What is tea?']);
  });

  it('supersedes the running ask when a new one arrives: the first is cancelled, the second answered', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 'old', text: 'first question' });
    c.send({ type: 'ask', id: 'new', text: 'second question' });
    expect(await c.next((f) => f.id === 'old' && f.type !== 'chunk')).toMatchObject({ type: 'cancelled' });
    expect(await c.next((f) => f.id === 'new' && f.type !== 'chunk')).toMatchObject({ type: 'answer' });
    // Exactly one terminal frame per ask.
    expect(c.frames.filter((f) => f.id === 'old' && f.type !== 'chunk')).toEqual([]);
  });

  it('cancels the running ask on a cancel message', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 'x', text: 'long question' });
    c.send({ type: 'cancel', id: 'x' });
    expect(await c.next((f) => f.id === 'x' && f.type !== 'chunk')).toMatchObject({ type: 'cancelled' });
  });

  it('answers ping with pong', async () => {
    const c = await connect();
    c.send({ type: 'ping' });
    await expect(c.next((f) => f.type === 'pong')).resolves.toEqual({ type: 'pong' });
  });

  it('cancels the turn when the socket closes', async () => {
    await server.close();
    await start({}, 5_000);
    const c = await connect();
    c.send({ type: 'ask', id: 'gone', text: 'question nobody waits for' });
    await expect.poll(() => runner.inFlight).toBe(1);
    c.ws.close();
    await expect.poll(() => runner.inFlight).toBe(0);
    expect(counters.get('server.answers')).toBe(0);
  });

  it('turns a throwing runner into an internal error frame, counted, with nothing of the question logged', async () => {
    const c = await connect();
    const question = `please ${EXPLODE_WORD} zanzibar-marker`;
    c.send({ type: 'ask', id: 'boom', text: question });
    expect(await c.next((f) => f.id === 'boom')).toMatchObject({ type: 'error', code: 'internal' });
    expect(counters.get('server.errors.internal')).toBe(1);
    expect(logged).toContain('server.runnerFailed');
    expect(logged).not.toContain('zanzibar');
  });

  it('broadcasts announcements to connected clients', async () => {
    const a = await connect();
    const b = await connect();
    server.announce('Your tea timer is done.');
    for (const c of [a, b]) {
      expect(await c.next((f) => f.type === 'announce')).toEqual({ type: 'announce', text: 'Your tea timer is done.' });
    }
  });

  it('closes clients with 1001 on shutdown', async () => {
    const c = await connect();
    await server.close();
    expect((await c.closed).code).toBe(1001);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a badJson error frame and keeps the socket usable', async () => {
    const c = await connect();
    c.send('{"type": "ask", ');
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'badJson' });
    c.send({ type: 'ask', id: 'after', text: 'still there?' });
    expect(await c.next((f) => f.type === 'answer')).toMatchObject({ id: 'after' });
  });

  it('answers a frame of the wrong shape with badMessage', async () => {
    const c = await connect();
    c.send({ type: 'ask', text: 'no id' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'badMessage' });
  });

  it('answers a question over 2000 characters with tooLarge for that id', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 'long', text: 'я'.repeat(2001) });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ id: 'long', code: 'tooLarge' });
    expect(runner.asked).toEqual([]);
  });

  it('closes with 1009 on a frame larger than maxMessageBytes', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 'huge', text: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect((await c.closed).code).toBe(1009);
    expect(counters.get('server.errors.tooLarge')).toBe(1);
  });

  it('sends rateLimited once a client floods, then closes 1008 if it keeps going', async () => {
    const c = await connect();
    for (let i = 0; i < MAX_MESSAGES_PER_10S + 1; i++) c.send({ type: 'ping' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'rateLimited' });
    for (let i = 0; i < 100; i++) c.send({ type: 'ping' });
    expect((await c.closed).code).toBe(1008);
    expect(c.frames.filter((f) => f.type === 'pong')).toHaveLength(MAX_MESSAGES_PER_10S);
  });
});

describe('http', () => {
  const get = (path: string, method = 'GET', token?: string) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { method, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

  it('serves the chat page with a Content-Security-Policy', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*script-src 'sha256-/);
    expect(await res.text()).toContain('<title>Hearth</title>');
  });

  it('answers /healthz with 200 ok', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok\n');
  });

  it('reports counters and uptime on /status, and no question text', async () => {
    const c = await connect();
    c.send({ type: 'ask', id: 's', text: 'marmalade-marker question' });
    await c.next((f) => f.type === 'answer');
    const res = await get('/status', 'GET', TOKEN);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ uptimeS: expect.any(Number), counters: { 'server.asks': 1 } });
    expect(body).not.toContain('marmalade');
    expect(body).not.toContain('Tea');
    expect(logged).not.toContain('marmalade');
  });

  it('answers /status without the token with 401 and nothing about the box', async () => {
    const res = await get('/status');
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('counters');
  });

  it('answers /status with a wrong token with 401', async () => {
    expect((await get('/status', 'GET', 'not-the-token')).status).toBe(401);
  });

  it('answers /article without the token with 401', async () => {
    expect((await get('/article?link=/content/x/A/y')).status).toBe(401);
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    expect((await get('/nope?token=x')).status).toBe(404);
    const res = await get('/status', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never logs a request path or query string', async () => {
    await get('/nope?token=secret-marker');
    await refusedStatus('?token=secret-marker');
    expect(logged).not.toContain('secret-marker');
    expect(logged).not.toContain('/nope');
  });
});
