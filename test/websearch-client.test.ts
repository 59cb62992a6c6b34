import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import type { SearxngConfig } from '../daemon/config/types.js';
import { MAX_BODY_BYTES, searchSearxng } from '../daemon/websearch/client.js';
import { sendJson, startReplyServer, type ReplyServer } from './helpers/searx.js';

const fixtureText = (name: string): string => readFileSync(new URL(`./fixtures/searxng/${name}`, import.meta.url), 'utf8');

function config(url: string, extra: Partial<SearxngConfig> = {}): SearxngConfig {
  return { url, dialTimeoutMs: 300, requestTimeoutMs: 1200, language: '', engines: [], maxResults: 5, ...extra };
}

const never = new AbortController().signal;
const soon = (): number => Date.now() + 10_000;

let server: ReplyServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Parameters<typeof startReplyServer>[0]): Promise<ReplyServer> {
  server = await startReplyServer(handler);
  return server;
}

describe('searchSearxng request', () => {
  test('sends the question verbatim with format=json, language and engines from config', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-severance.json')));
    const q = 'Когда родился Рэй Чарльз? & co #1';
    await searchSearxng(q, config(s.url, { language: 'ru', engines: ['wikipedia', 'brave'] }), never, soon());
    const url = new URL(s.requests[0]!.path, 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q, format: 'json', language: 'ru', engines: 'wikipedia,brave' });
  });

  test('keeps the path prefix of an instance served under a sub-path', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-severance.json')));
    await searchSearxng('x', config(`${s.url}/searx`), never, soon());
    expect(s.requests[0]!.path.startsWith('/searx/search?')).toBe(true);
  });

  test('passes a SearXNG-style bot check on its headers', async () => {
    // The checks of SearXNG's limiter (searx/botdetection/http_*.py), applied to /search.
    const s = await serve((req, res) => {
      const h = req.headers;
      const bot = /^(unknown|[Cc][Uu][Rr][Ll]|[wW]get|python|Python|Go-http-client|Java|okhttp|HeadlessChrome)/;
      const ok =
        String(h.accept ?? '').includes('text/html') &&
        String(h['accept-language'] ?? '').trim() !== '' &&
        /\b(gzip|deflate)\b/.test(String(h['accept-encoding'] ?? '')) &&
        h['user-agent'] !== undefined &&
        !bot.test(h['user-agent']) &&
        String(h.connection ?? '').trim() !== 'close';
      if (!ok) sendJson(res, { error: 'Too Many Requests' }, 429);
      else sendJson(res, fixtureText('searxng-2026-severance.json'));
    });
    const out = await searchSearxng('x', config(s.url), never, soon());
    expect(out.ok).toBe(true);
    expect(String(s.requests[0]!.headers.accept).startsWith('text/html')).toBe(true);
  });

  test('uses the question language for Accept-Language when config has none', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-severance.json')));
    await searchSearxng('x', config(s.url), never, soon(), { lang: 'de' });
    expect(s.requests[0]!.headers['accept-language']).toBe('de,*;q=0.5');
  });
});

describe('searchSearxng replies', () => {
  test('returns results and answers of a newer-generation reply', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-answers.json')));
    const out = await searchSearxng('x', config(s.url), never, soon());
    expect(out.ok && out.value.answers[0]?.text).toBe('Ray Charles wurde am 23. September 1930 geboren.');
    expect(out.ok && out.value.results.length).toBe(2);
  });

  test('decodes a gzip-compressed reply', async () => {
    const s = await serve((_req, res) => {
      const body = gzipSync(fixtureText('searx-1.1.0-answers.json'));
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
    });
    const out = await searchSearxng('x', config(s.url), never, soon());
    expect(out.ok && out.value.answers).toEqual([{ text: 'Paris is the capital of France.' }]);
  });

  test('403 means JSON output is disabled on the instance', async () => {
    const s = await serve((_req, res) => sendJson(res, '<h1>Forbidden</h1>', 403));
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'jsonDisabled' });
  });

  test('429 means the instance rate-limited us', async () => {
    const s = await serve((_req, res) => sendJson(res, 'Too Many Requests', 429));
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'rateLimited' });
  });

  test('other HTTP errors and redirects are httpError', async () => {
    const s = await serve((req, res) => {
      if (req.url?.startsWith('/search')) {
        res.writeHead(302, { location: 'https://elsewhere.example/' });
        res.end();
      }
    });
    expect(await searchSearxng('!g x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'httpError' });
  });

  test('a body that is not SearXNG JSON is badJson', async () => {
    const s = await serve((_req, res) => sendJson(res, '<!doctype html><html>search page</html>'));
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'badJson' });
  });

  test('stops reading a body over 4 MiB', async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        while (sent < 2 * MAX_BODY_BYTES) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => {});
      pump();
    });
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'tooLarge' });
  });

  test('stops decompressing past 4 MiB', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_BODY_BYTES + 1024, 0x20));
    const s = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES);
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'tooLarge' });
  });

  test('no results with suspended engines is an upstream failure', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-all-suspended.json')));
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'upstreamFailed' });
  });

  test('no results with every engine answering is noResults', async () => {
    const s = await serve((_req, res) => sendJson(res, fixtureText('searxng-2026-no-results.json')));
    expect(await searchSearxng('x', config(s.url), never, soon())).toEqual({ ok: false, reason: 'noResults' });
  });
});

describe('searchSearxng network failures', () => {
  test('a closed port is refused', async () => {
    const s = await serve(() => {});
    const url = s.url;
    await s.close();
    server = undefined;
    expect(await searchSearxng('x', config(url), never, soon())).toEqual({ ok: false, reason: 'refused' });
  });

  test('a URL that is not http(s) is badUrl', async () => {
    expect(await searchSearxng('x', config('ftp://127.0.0.1/'), never, soon())).toEqual({ ok: false, reason: 'badUrl' });
  });

  test('gives up at the turn deadline when it comes before the request budget', async () => {
    const s = await serve(() => {}); // never answers
    const started = Date.now();
    const out = await searchSearxng('x', config(s.url, { requestTimeoutMs: 5000 }), never, Date.now() + 300);
    expect(out).toEqual({ ok: false, reason: 'timedOut' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('an aborted turn is cancelled, promptly', async () => {
    const s = await serve(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const out = await searchSearxng('x', config(s.url, { requestTimeoutMs: 5000 }), controller.signal, soon());
    expect(out).toEqual({ ok: false, reason: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
