/**
 * Pure policy for who may open a WebSocket and how fast a connection may talk. No sockets here: server.ts
 * feeds in the request's headers and addresses and acts on the verdict.
 *
 * Why the token is required even from loopback by default: browsers let any web page open a WebSocket to
 * 127.0.0.1 (WebSockets are not covered by CORS), and DNS rebinding can make a hostile site look same-origin.
 * Exempting loopback would let any page the owner visits read his notes. See docs/protocol.md.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CounterName } from '../status/counter-names.js';

type UpgradeVerdict =
  | { ok: true }
  | { ok: false; status: 401 | 403 | 404 | 503; counter: CounterName };

interface UpgradeRequest {
  /** Request target as received, e.g. `/ws?token=...`. Never logged. */
  url: string;
  headers: {
    host?: string | undefined;
    origin?: string | undefined;
    authorization?: string | undefined;
  };
  /** Peer address as the socket reports it. */
  remoteAddress: string | undefined;
}

interface UpgradePolicy {
  token: string;
  loopbackNeedsToken: boolean;
  openConnections: number;
  maxConnections: number;
}

/** The only path that accepts WebSocket upgrades. */
export const WS_PATH = '/ws';

/** Decides whether an upgrade request may become a chat connection. Checks are ordered cheapest first. */
export function checkUpgrade(req: UpgradeRequest, policy: UpgradePolicy): UpgradeVerdict {
  const { pathname, token: queryToken } = splitTarget(req.url);
  if (pathname !== WS_PATH) return { ok: false, status: 404, counter: 'server.refusedNotFound' };
  if (!originMatchesHost(req.headers.origin, req.headers.host)) {
    return { ok: false, status: 403, counter: 'server.refusedOrigin' };
  }
  const exempt = !policy.loopbackNeedsToken && isLoopbackAddress(req.remoteAddress) && isLoopbackHost(req.headers.host);
  if (!exempt) {
    const offered = queryToken ?? bearerToken(req.headers.authorization);
    if (offered === undefined || !tokensEqual(offered, policy.token)) {
      return { ok: false, status: 401, counter: 'server.refusedUnauthorized' };
    }
  }
  if (policy.openConnections >= policy.maxConnections) {
    return { ok: false, status: 503, counter: 'server.refusedBusy' };
  }
  return { ok: true };
}

/**
 * A browser always sends Origin on a WebSocket upgrade; it must be the page's own origin (same host:port as
 * the Host header). Non-browser clients send none and are judged by the token alone.
 */
export function originMatchesHost(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (host === undefined || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.host.toLowerCase() === host.toLowerCase();
}

/**
 * Whether a plain HTTP request (GET /status, /article) carries the token as `Authorization: Bearer`, under the
 * same loopback rule as the WebSocket. Only the header counts: a token in a query string ends up in proxy
 * logs and browser history.
 */
export function httpAuthorized(
  req: { authorization?: string | undefined; host?: string | undefined; remoteAddress: string | undefined },
  policy: { token: string; loopbackNeedsToken: boolean },
): boolean {
  if (!policy.loopbackNeedsToken && isLoopbackAddress(req.remoteAddress) && isLoopbackHost(req.host)) return true;
  const offered = bearerToken(req.authorization);
  return offered !== undefined && tokensEqual(offered, policy.token);
}

/** Constant-time token comparison. Hashing first makes both sides the same length, so length leaks nothing. */
export function tokensEqual(offered: string, expected: string): boolean {
  const a = createHash('sha256').update(offered, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && expected.length > 0;
}

function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function splitTarget(target: string): { pathname: string; token: string | undefined } {
  try {
    // The base is only there to let URL parse a path-only target; its host is never used.
    const url = new URL(target, 'http://unused.invalid');
    return { pathname: url.pathname, token: url.searchParams.get('token') ?? undefined };
  } catch {
    return { pathname: '', token: undefined };
  }
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * With the loopback exemption on, the Host header must also be a loopback literal: a DNS-rebinding page
 * reaches 127.0.0.1 under its own host name, so this keeps the exemption from covering it.
 */
function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/** Length of the rate-limit window, ms. The config counts messages per 10 s, hence the name. */
export const RATE_WINDOW_MS = 10_000;

/**
 * Over-limit messages tolerated in one window (after the error frame) before the connection is closed 1008.
 * A buggy page that overshoots briefly gets told; a client that keeps hammering is cut off.
 */
const RATE_ABUSE_EXTRA_MESSAGES = 20;

type RateVerdict = 'ok' | 'limited' | 'dropped' | 'abuse';

/**
 * Fixed-window message counter for one connection. `limited` is returned for the first message over the
 * limit in a window (send one error frame), `dropped` for the next ones, `abuse` once a client keeps going.
 */
export class RateWindow {
  #windowStartMs = 0;
  #count = 0;

  constructor(private readonly maxPerWindow: number) {}

  take(nowMs: number): RateVerdict {
    if (nowMs - this.#windowStartMs >= RATE_WINDOW_MS) {
      this.#windowStartMs = nowMs;
      this.#count = 0;
    }
    this.#count += 1;
    const over = this.#count - this.maxPerWindow;
    if (over <= 0) return 'ok';
    if (over === 1) return 'limited';
    if (over > RATE_ABUSE_EXTRA_MESSAGES) return 'abuse';
    return 'dropped';
  }
}
