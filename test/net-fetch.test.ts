/**
 * SafeFetcher against real loopback page servers. Loopback is private, so every test that expects a read to
 * succeed admits its server through the allowlist; SSRF tests use an injected resolver so no real DNS is asked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetcher } from '../daemon/net/fetcher.js';
import { HOST_OPEN_FOR_MS } from '../daemon/net/host-breaker.js';
import type { FetchOutcome, Resolver, SafeFetcherOptions } from '../daemon/net/types.js';
import { Counters } from '../daemon/status/counters.js';
import { encodeAs, redirect, serve, startPageServer, type PageServer } from './helpers/page-server.js';

const servers: PageServer[] = [];
const fetchers: SafeFetcher[] = [];

async function server(...args: Parameters<typeof startPageServer>): Promise<PageServer> {
  const s = await startPageServer(...args);
  servers.push(s);
  return s;
}

function fetcher(o: Partial<SafeFetcherOptions> & { allowPrivate: string[] }): { f: SafeFetcher; counters: Counters } {
  const counters = new Counters();
  const f = new SafeFetcher({
    deadlineMs: 3_000,
    resolve: () => Promise.reject(new Error('no DNS in tests')),
    ...o,
    counters,
  });
  fetchers.push(f);
  return { f, counters };
}

/** A resolver from a fixed table; answers may be a function of how often the name was asked. */
function fakeDns(table: Record<string, string[] | ((call: number) => string[])>): Resolver & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const resolve = async (host: string) => {
    const n = (calls.get(host) ?? 0) + 1;
    calls.set(host, n);
    const entry = table[host];
    if (!entry) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    const list = typeof entry === 'function' ? entry(n) : entry;
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

function okText(outcome: FetchOutcome): string {
  if (!outcome.ok) throw new Error(`expected ok, got ${outcome.reason}`);
  return outcome.text;
}

afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const ARTICLE = `<!doctype html><html><head><title>Otters</title></head><body>
<nav><a href="/">Home</a> | <a href="/news">News</a></nav>
<header>Cookie banner: we use cookies</header>
<main><article><h1>Sea otters</h1><p>Sea otters hold hands while they sleep so they do not drift apart.</p></article></main>
<footer>© Example</footer></body></html>`;

describe('reading pages', () => {
  it('reads a boilerplate-heavy HTML page through the allowlist', async () => {
    const s = await server({ '/a': serve(ARTICLE) });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    const r = await f.fetchPage(`${s.origin}/a`);
    expect(r).toMatchObject({ ok: true, contentType: 'html', charset: 'utf-8', truncated: false, finalUrl: `${s.origin}/a` });
    expect(okText(r)).toContain('hold hands while they sleep');
    expect(counters.get('net.ok')).toBe(1);
  });

  it('refuses a loopback server that is not on the allowlist', async () => {
    const s = await server({ '/a': serve(ARTICLE) });
    const { f, counters } = fetcher({ allowPrivate: [] });
    expect(await f.fetchPage(`${s.origin}/a`)).toEqual({ ok: false, reason: 'blocked' });
    expect(s.hits).toHaveLength(0);
    expect(counters.get('net.blocked')).toBe(1);
  });

  it('reads a windows-1251 page that declares its charset only in a meta tag', async () => {
    const russian = 'Байкал - самое глубокое озеро на планете, его глубина 1642 метра.';
    const body = Buffer.concat([Buffer.from('<html><head><meta charset="windows-1251"></head><body><p>'), encodeAs(russian, 'windows-1251'), Buffer.from('</p></body></html>')]);
    const s = await server({ '/ru': serve(body, { 'content-type': 'text/html' }) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    const r = await f.fetchPage(`${s.origin}/ru`);
    expect(r).toMatchObject({ ok: true, charset: 'windows-1251' });
    expect(okText(r)).toContain(russian);
  });

  it('reads a shift_jis page declared in the header', async () => {
    const japanese = '富士山は日本で最も高い山で、標高は三七七六メートルです。';
    const body = Buffer.concat([Buffer.from('<html><body><p>'), encodeAs(japanese, 'shift_jis'), Buffer.from('</p></body></html>')]);
    const s = await server({ '/ja': serve(body, { 'content-type': 'text/html; charset=Shift_JIS' }) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    const r = await f.fetchPage(`${s.origin}/ja`);
    expect(r).toMatchObject({ ok: true, charset: 'shift_jis' });
    expect(okText(r)).toContain(japanese);
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['br', zlib.brotliCompressSync],
    ['deflate', zlib.deflateSync],
    ['deflate', zlib.deflateRawSync],
  ] as const)('undoes Content-Encoding %s', async (coding, compress) => {
    const s = await server({ '/z': serve(compress(Buffer.from(ARTICLE)), { 'content-type': 'text/html', 'content-encoding': coding }) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    const r = await f.fetchPage(`${s.origin}/z`);
    expect(okText(r)).toBe(ARTICLE);
    expect(r.ok && r.bytesReceived).toBeLessThan(ARTICLE.length);
  });

  it('stops a decompression bomb at the decoded cap and keeps the head as usable text', async () => {
    const head = '<html><body><p>The answer sits at the top of this page.</p><p>';
    const bomb = zlib.gzipSync(Buffer.concat([Buffer.from(head), Buffer.alloc(50 * 1024 * 1024, 'a')]), { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const s = await server({ '/bomb': serve(bomb, { 'content-type': 'text/html', 'content-encoding': 'gzip' }) });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], maxBytesDecoded: 1024 * 1024 });
    const r = await f.fetchPage(`${s.origin}/bomb`);
    expect(r).toMatchObject({ ok: true, truncated: true });
    expect(okText(r).length).toBe(1024 * 1024);
    expect(okText(r)).toContain('The answer sits at the top');
    expect(counters.get('net.bodiesTruncated')).toBe(1);
  });

  it('caps bytes received separately and keeps the head', async () => {
    const page = `<html><body><p>Start.</p>${'<p>filler text</p>'.repeat(20_000)}</body></html>`;
    const s = await server({ '/big': serve(page) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], maxBytesReceived: 64 * 1024 });
    const r = await f.fetchPage(`${s.origin}/big`);
    expect(r).toMatchObject({ ok: true, truncated: true, bytesReceived: 64 * 1024 });
    expect(okText(r).startsWith('<html><body><p>Start.</p>')).toBe(true);
  });

  it('refuses image/png from the headers without reading the body', async () => {
    // The body never ends: reading it would run into the deadline instead of returning at once.
    const s = await server({
      '/img': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      },
    });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], deadlineMs: 2_000 });
    const started = Date.now();
    expect(await f.fetchPage(`${s.origin}/img`)).toEqual({ ok: false, reason: 'notADocument' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(counters.get('net.notADocument')).toBe(1);
  });

  it('sniffs an untyped body and refuses a PDF that claims to be HTML', async () => {
    const s = await server({
      '/untyped': serve('<!doctype html><p>No content type here.</p>', {}),
      '/pdf': serve('%PDF-1.7\n%\xe2\xe3\n1 0 obj', { 'content-type': 'text/html' }),
    });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    expect(await f.fetchPage(`${s.origin}/untyped`)).toMatchObject({ ok: true, contentType: 'html' });
    expect(await f.fetchPage(`${s.origin}/pdf`)).toEqual({ ok: false, reason: 'notADocument' });
  });

  it('sends the host name in Host, no cookies and no referrer', async () => {
    const s = await server({
      '/start': (_req, res) => {
        res.writeHead(302, { location: '/echo', 'set-cookie': 'session=abc; Path=/' });
        res.end();
      },
      '/echo': serve('<p>echo</p>'),
    });
    const dns = fakeDns({ 'wiki.lan': ['127.0.0.1'] });
    const { f } = fetcher({ allowPrivate: ['wiki.lan'], resolve: dns });
    expect((await f.fetchPage(`http://wiki.lan:${s.port}/start`)).ok).toBe(true);
    const echo = s.hits.find((h) => h.path === '/echo')!;
    expect(echo.headers.host).toBe(`wiki.lan:${s.port}`);
    expect(echo.headers.cookie).toBeUndefined();
    expect(echo.headers.referer).toBeUndefined();
  });
});

describe('SSRF', () => {
  it('refuses URL credentials without connecting', async () => {
    const s = await server({ '/a': serve(ARTICLE) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    expect(await f.fetchPage(`http://user:secret@127.0.0.1:${s.port}/a`)).toEqual({ ok: false, reason: 'blocked' });
    expect(s.hits).toHaveLength(0);
  });

  it('refuses a mixed answer (an admitted address next to a private one) without connecting', async () => {
    const s = await server({ '/a': serve(ARTICLE) });
    const dns = fakeDns({ 'mixed.test': ['127.0.0.1', '192.168.1.1'] });
    const { f } = fetcher({ allowPrivate: ['127.0.0.1'], resolve: dns });
    expect(await f.fetchPage(`http://mixed.test:${s.port}/a`)).toEqual({ ok: false, reason: 'blocked' });
    expect(s.hits).toHaveLength(0);
  });

  it.each(['10.0.0.5', '169.254.169.254', '::ffff:127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '0.0.0.0', 'fd00::1'])(
    'refuses a name resolving to %s',
    async (address) => {
      const { f } = fetcher({ allowPrivate: [], resolve: fakeDns({ 'evil.test': [address] }) });
      expect(await f.fetchPage('http://evil.test/')).toEqual({ ok: false, reason: 'blocked' });
    },
  );

  it.each(['0x7f.1', '2130706433', '017700000001', '127.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]'])(
    'refuses the literal %s even though a loopback server listens',
    async (host) => {
      const s = await server({ '/a': serve(ARTICLE) });
      const { f } = fetcher({ allowPrivate: ['wiki.lan'] });
      expect(await f.fetchPage(`http://${host}:${s.port}/a`)).toEqual({ ok: false, reason: 'blocked' });
      expect(s.hits).toHaveLength(0);
    },
  );

  it('connects to the normalised address when a literal in another notation is admitted', async () => {
    const s = await server({ '/a': serve(ARTICLE) });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    expect((await f.fetchPage(`http://0x7f.1:${s.port}/a`)).ok).toBe(true);
  });

  it('dials an admitted IPv6 address, literal or resolved', async () => {
    const s = await server({ '/': serve('<p>over ipv6</p>') }, { host: '::1' });
    const { f } = fetcher({ allowPrivate: [`[::1]:${s.port}`], resolve: fakeDns({ 'six.test': ['::1'] }) });
    expect(okText(await f.fetchPage(`http://[::1]:${s.port}/`))).toContain('over ipv6');
    expect(okText(await f.fetchPage(`http://six.test:${s.port}/`))).toContain('over ipv6');
  });

  it('pins the vetted address: a name that rebinds after the check still reaches the first answer', async () => {
    // Two servers on the same port: the admitted 127.0.0.1 and a "private" 127.0.0.2 that is not admitted.
    const good = await server({ '/': serve('<p>vetted server</p>') });
    const evil = await server({ '/': serve('<p>rebound server</p>') }, { host: '127.0.0.2', port: good.port });
    const dns = fakeDns({ 'rebind.test': (call) => (call === 1 ? ['127.0.0.1'] : ['127.0.0.2']) });
    const { f } = fetcher({ allowPrivate: ['127.0.0.1'], resolve: dns });
    const r = await f.fetchPage(`http://rebind.test:${good.port}/`);
    expect(okText(r)).toContain('vetted server');
    expect(evil.hits).toHaveLength(0);
    expect(dns.calls.get('rebind.test')).toBe(1);
  });

  it('re-checks every redirect hop: a chain ending at a non-admitted loopback port is blocked', async () => {
    const inner = await server({ '/secret': serve('<p>router admin</p>') });
    const outer = await server({
      '/1': redirect('/2'),
      '/2': redirect(`http://127.0.0.1:${inner.port}/secret`),
      '/meta': redirect('http://169.254.169.254/latest/meta-data/'),
      '/lan': redirect('http://internal.test/'),
    });
    const dns = fakeDns({ 'internal.test': ['10.0.0.5'] });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${outer.port}`], resolve: dns });
    expect(await f.fetchPage(`${outer.origin}/1`)).toEqual({ ok: false, reason: 'blocked' });
    expect(await f.fetchPage(`${outer.origin}/meta`)).toEqual({ ok: false, reason: 'blocked' });
    expect(await f.fetchPage(`${outer.origin}/lan`)).toEqual({ ok: false, reason: 'blocked' });
    expect(inner.hits).toHaveLength(0);
    expect(outer.hits.map((h) => h.path)).toEqual(['/1', '/2', '/meta', '/lan']);
  });

  it('refuses a redirect to another scheme', async () => {
    const s = await server({ '/r': redirect('file:///etc/passwd') });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    expect(await f.fetchPage(`${s.origin}/r`)).toEqual({ ok: false, reason: 'blocked' });
  });
});

describe('redirects and deadlines', () => {
  it('follows 3 redirects and refuses a 4th', async () => {
    const s = await server({ '/r0': redirect('/r1', 301), '/r1': redirect('/r2', 307), '/r2': redirect('/r3', 308), '/r3': serve('<p>end</p>'), '/r4': redirect('/r0') });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    expect(await f.fetchPage(`${s.origin}/r0`)).toMatchObject({ ok: true, finalUrl: `${s.origin}/r3` });
    expect(await f.fetchPage(`${s.origin}/r4`)).toEqual({ ok: false, reason: 'redirectLimit' });
    expect(counters.get('net.redirectLimit')).toBe(1);
  });

  it('gives up on a page that never finishes at the deadline', async () => {
    const s = await server({
      '/slow': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body><p>The beginning arrives, the rest never does');
      },
      '/silent': () => {},
    });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], deadlineMs: 300 });
    const started = Date.now();
    expect(await f.fetchPage(`${s.origin}/slow`)).toEqual({ ok: false, reason: 'timedOut' });
    expect(await f.fetchPage(`${s.origin}/silent`)).toEqual({ ok: false, reason: 'timedOut' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(counters.get('net.timedOut')).toBe(2);
  });

  it('shares one deadline across the whole redirect chain', async () => {
    const s = await server({
      '/a': (_req, res) => void setTimeout(() => redirect('/b')(_req, res), 200),
      '/b': (_req, res) => void setTimeout(() => redirect('/c')(_req, res), 200),
      '/c': (_req, res) => void setTimeout(() => serve('<p>late</p>')(_req, res), 200),
    });
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], deadlineMs: 450 });
    expect(await f.fetchPage(`${s.origin}/a`)).toEqual({ ok: false, reason: 'timedOut' });
  });

  it('ends as cancelled when the caller aborts, without counting against the host', async () => {
    const s = await server({ '/silent': () => {} });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await f.fetchPage(`${s.origin}/silent`, controller.signal)).toEqual({ ok: false, reason: 'cancelled' });
    expect(counters.get('net.cancelled')).toBe(1);
    expect(counters.get('net.timedOut')).toBe(0);
  });
});

describe('per-host circuit breaker', () => {
  it.each([
    [403, 'httpForbidden'],
    [429, 'httpOtherError'],
  ] as const)('opens after three %i answers, skips for five minutes, then probes once', async (status, reason) => {
    const s = await server({ '/x': serve('no', { 'content-type': 'text/plain' }, status) });
    let now = 1_000_000;
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], now: () => now });
    for (let i = 0; i < 3; i++) expect(await f.fetchPage(`${s.origin}/x`)).toEqual({ ok: false, reason });
    expect(await f.fetchPage(`${s.origin}/x`)).toEqual({ ok: false, reason: 'skippedByBreaker' });
    now += HOST_OPEN_FOR_MS - 1;
    expect(await f.fetchPage(`${s.origin}/x`)).toEqual({ ok: false, reason: 'skippedByBreaker' });
    expect(s.hits).toHaveLength(3);
    now += 1;
    expect(await f.fetchPage(`${s.origin}/x`)).toEqual({ ok: false, reason }); // the probe
    expect(s.hits).toHaveLength(4);
    expect(await f.fetchPage(`${s.origin}/x`)).toEqual({ ok: false, reason: 'skippedByBreaker' });
    expect(s.hits).toHaveLength(4);
    expect(counters.get('net.skippedByBreaker')).toBe(3);
  });

  it('counts dropped connections toward the breaker', async () => {
    const s = await server({ '/drop': (req) => req.socket.destroy() });
    const { f, counters } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    for (let i = 0; i < 3; i++) expect(await f.fetchPage(`${s.origin}/drop`)).toEqual({ ok: false, reason: 'failed' });
    expect(await f.fetchPage(`${s.origin}/drop`)).toEqual({ ok: false, reason: 'skippedByBreaker' });
    expect(s.hits).toHaveLength(3);
    expect(counters.get('net.failed')).toBe(3);
  });

  it('closes again when the probe succeeds', async () => {
    let status = 503;
    const s = await server({ '/x': (req, res) => serve('<p>back</p>', { 'content-type': 'text/html' }, status)(req, res) });
    let now = 0;
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`], now: () => now });
    for (let i = 0; i < 3; i++) await f.fetchPage(`${s.origin}/x`);
    status = 200;
    now += HOST_OPEN_FOR_MS;
    expect((await f.fetchPage(`${s.origin}/x`)).ok).toBe(true);
    expect((await f.fetchPage(`${s.origin}/x`)).ok).toBe(true);
  });

  it('does not count 404 toward the breaker', async () => {
    const s = await server({});
    const { f } = fetcher({ allowPrivate: [`127.0.0.1:${s.port}`] });
    for (let i = 0; i < 5; i++) expect(await f.fetchPage(`${s.origin}/missing`)).toEqual({ ok: false, reason: 'httpNotFound' });
    expect(s.hits).toHaveLength(5);
  });

  it('keeps hosts apart: another port is another host', async () => {
    const bad = await server({ '/x': serve('no', { 'content-type': 'text/plain' }, 403) });
    const good = await server({ '/x': serve('<p>fine</p>') });
    const { f } = fetcher({ allowPrivate: ['127.0.0.1'] });
    for (let i = 0; i < 4; i++) await f.fetchPage(`${bad.origin}/x`);
    expect((await f.fetchPage(`${good.origin}/x`)).ok).toBe(true);
  });
});

describe('TLS to a pinned address', () => {
  let dir: string;
  let pem: { key: string; cert: string } | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-net-tls-'));
    try {
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
        '-subj', '/CN=tls.test', '-addext', 'subjectAltName=DNS:tls.test',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
      ], { stdio: 'ignore' });
      pem = { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
    } catch {
      pem = undefined;
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('verifies the certificate for the host name while dialling the vetted address', async () => {
    if (!pem) throw new Error('openssl is needed for this test');
    const s = await server({ '/': serve('<p>over tls</p>') }, { tls: pem });
    const dns = fakeDns({ 'tls.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] });
    const { f } = fetcher({ allowPrivate: ['127.0.0.1'], resolve: dns, extraCaPem: [pem.cert] });
    expect(okText(await f.fetchPage(`https://tls.test:${s.port}/`))).toContain('over tls');
    // Same address, a name the certificate does not cover: the check is against the name, not the IP.
    expect(await f.fetchPage(`https://other.test:${s.port}/`)).toEqual({ ok: false, reason: 'failed' });
  });

  it('does not trust a self-signed certificate it was not given', async () => {
    if (!pem) throw new Error('openssl is needed for this test');
    const s = await server({ '/': serve('<p>over tls</p>') }, { tls: pem });
    const { f } = fetcher({ allowPrivate: ['127.0.0.1'], resolve: fakeDns({ 'tls.test': ['127.0.0.1'] }) });
    expect(await f.fetchPage(`https://tls.test:${s.port}/`)).toEqual({ ok: false, reason: 'failed' });
  });
});
