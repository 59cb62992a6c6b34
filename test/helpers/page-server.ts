/**
 * A tiny loopback HTTP server for page-reading tests. Routes are plain node:http handlers keyed by path; every
 * request is recorded (path and headers) so tests can assert what reached the server, and that nothing did.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface PageServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  port: number;
  host: string;
  /** Requests seen, in order. */
  hits: { path: string; headers: http.IncomingHttpHeaders }[];
  /** Adds or replaces a route. */
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export interface PageServerOptions {
  /** Loopback address to bind; 127.0.0.2 etc. work on Linux. Default 127.0.0.1. */
  host?: string;
  /** Port to bind; 0 picks a free one. */
  port?: number;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
}

export async function startPageServer(routes: Record<string, Handler> = {}, o: PageServerOptions = {}): Promise<PageServer> {
  const table = new Map(Object.entries(routes));
  const hits: PageServer['hits'] = [];
  const listener = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push({ path, headers: req.headers });
    const handler = table.get(path);
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  };
  const server = o.tls ? https.createServer({ key: o.tls.key, cert: o.tls.cert }, listener) : http.createServer(listener);
  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `${o.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    host,
    hits,
    route: (path, handler) => void table.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler that serves a fixed body with headers. */
export function serve(body: string | Buffer, headers: http.OutgoingHttpHeaders = { 'content-type': 'text/html; charset=utf-8' }, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };
}

/** A handler that redirects. */
export function redirect(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };
}

const encodeTables = new Map<string, Map<string, Buffer>>();

/**
 * Encodes text in a legacy charset (windows-1251, koi8-r, shift_jis, euc-jp, gbk, ...) for test pages. Node can
 * decode those but not encode them, so the table is built by decoding every one- and two-byte sequence once.
 */
export function encodeAs(text: string, charset: string): Buffer {
  let table = encodeTables.get(charset);
  if (!table) {
    table = new Map();
    const decoder = new TextDecoder(charset, { fatal: true });
    const add = (bytes: number[]): void => {
      try {
        const ch = decoder.decode(Uint8Array.from(bytes));
        if ([...ch].length === 1 && !table!.has(ch)) table!.set(ch, Buffer.from(bytes));
      } catch {
        // not a complete character in this charset
      }
    };
    for (let b = 0; b < 0x80; b++) add([b]);
    for (let lead = 0x80; lead <= 0xff; lead++) {
      add([lead]);
      for (let trail = 0x40; trail <= 0xfe; trail++) add([lead, trail]);
      if (lead === 0x8e || lead === 0x8f) for (let t = 0xa1; t <= 0xfe; t++) add([lead, t]);
    }
    encodeTables.set(charset, table);
  }
  return Buffer.concat(
    [...text].map((ch) => {
      const bytes = table!.get(ch);
      if (!bytes) throw new Error(`cannot encode U+${ch.codePointAt(0)!.toString(16)} in ${charset}`);
      return bytes;
    }),
  );
}
