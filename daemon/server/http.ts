/**
 * Plain HTTP routes: the chat page at `/`, `GET /healthz` and `GET /status`. Everything else is 404, and a
 * known path with the wrong method is 405. Nothing here logs a path or query string.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Counters } from '../status/counters.js';
import { CHAT_PAGE_CSP, CHAT_PAGE_HTML } from './page/chat-page.js';
import { httpAuthorized, WS_PATH } from './guard.js';
import { serveArticle, type ReadArticle } from './article-route.js';
import { handleOpenAi, type OpenAiDeps } from './openai.js';
import { TALK_PATH } from './talk.js';
import { TALK_PAGE_CSP, TALK_PAGE_HTML } from './page/talk-page.js';

/** Headers on every response: no sniffing, no referrer leaking out of the page's source links, no caching. */
const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const ROUTES = new Set(['/', '/healthz', '/status', '/article', WS_PATH]);

interface HttpDeps {
  counters: Counters;
  /** When the server started, epoch ms; /status reports uptime from it. */
  startedAtMs: number;
  /** Who may read /status and /article (docs/protocol.md); without it both are open (tests of old). */
  auth?: { token: string; loopbackNeedsToken: boolean };
  /** The what-is-on summary for /status (status/summary.ts). */
  summary?: () => unknown;
  /** Reads an offline-Wikipedia article for the page's reader (article-route.ts). */
  readArticle?: ReadArticle;
  /** The OpenAI-compatible endpoint under /v1/ (absent: 404 there). */
  openai?: OpenAiDeps;
  /** Serve the push-to-talk page at /talk. */
  talkPage?: boolean;
}

/** Builds the request listener for node:http. WebSocket upgrades do not come through here. */
export function createHttpHandler(deps: HttpDeps): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = pathOf(req.url);
    if (deps.openai && path.startsWith('/v1/') && handleOpenAi(req, res, path, deps.openai)) return;
    if (deps.talkPage && path === TALK_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      deps.counters.bump('server.http.talkPage');
      res.setHeader('Content-Security-Policy', TALK_PAGE_CSP);
      res.setHeader('X-Frame-Options', 'DENY');
      return send(res, 200, 'text/html; charset=utf-8', TALK_PAGE_HTML, req.method === 'HEAD');
    }
    if (!ROUTES.has(path)) {
      deps.counters.bump('server.http.notFound');
      return send(res, 404, 'text/plain; charset=utf-8', 'not found\n', req.method === 'HEAD');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      deps.counters.bump('server.http.badMethod');
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', false);
    }
    const head = req.method === 'HEAD';
    const guarded = path === '/status' || path === '/article';
    if (guarded && deps.auth && !httpAuthorized({ authorization: req.headers.authorization, host: req.headers.host, remoteAddress: req.socket.remoteAddress }, deps.auth)) {
      deps.counters.bump('server.http.unauthorized');
      res.setHeader('WWW-Authenticate', 'Bearer');
      return send(res, 401, 'application/json; charset=utf-8', '{"error":"send the chat token: Authorization: Bearer <token> (npx hearth token)"}\n', head);
    }
    switch (path) {
      case '/article':
        return void serveArticle(req.url ?? '', deps.readArticle, res, (status, body) => send(res, status, 'application/json; charset=utf-8', `${body}\n`, head));
      case '/':
        deps.counters.bump('server.http.page');
        res.setHeader('Content-Security-Policy', CHAT_PAGE_CSP);
        res.setHeader('X-Frame-Options', 'DENY');
        return send(res, 200, 'text/html; charset=utf-8', CHAT_PAGE_HTML, head);
      case '/healthz':
        return send(res, 200, 'text/plain; charset=utf-8', 'ok\n', head);
      case '/status': {
        const snapshot = deps.counters.snapshot();
        const body = JSON.stringify({
          uptimeS: Math.round((Date.now() - deps.startedAtMs) / 1000),
          counters: snapshot.counters,
          components: snapshot.components,
          ...(deps.summary ? { summary: deps.summary() } : {}),
        });
        return send(res, 200, 'application/json; charset=utf-8', `${body}\n`, head);
      }
      default:
        // WS_PATH without an Upgrade header: a WebSocket endpoint, not a page.
        res.setHeader('Upgrade', 'websocket');
        return send(res, 426, 'text/plain; charset=utf-8', 'websocket only\n', head);
    }
  };
}

function send(res: ServerResponse, status: number, type: string, body: string, head: boolean): void {
  res.statusCode = status;
  for (const [k, v] of Object.entries(COMMON_HEADERS)) res.setHeader(k, v);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(head ? undefined : body);
}

/** The path of a request target without its query string; '' if unparseable. */
function pathOf(target: string | undefined): string {
  if (target === undefined) return '';
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
}
