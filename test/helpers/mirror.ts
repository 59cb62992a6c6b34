/**
 * A loopback Hugging Face mirror for the model-manager tests: serves files from a temp dir under the hub's
 * URL shape, `/<owner>/<repo>/resolve/<revision>/<path>`, with HTTP Range support, and faults a test can
 * switch on per file:
 *
 * - truncate:     the mirror holds a short copy: Content-Length says N, N bytes are sent, cleanly.
 * - wrongContent: same length, some bytes flipped.
 * - die:          Content-Length says the full size, `afterBytes` are sent, then the connection is closed.
 * - stall:        Content-Length says the full size, `afterBytes` are sent, then nothing more (socket kept open).
 * - redirect:     answers 302 to `/_cdn/...`, which serves the file (the hub redirects to its CDN like this).
 * - status:       answers with that HTTP status and no file.
 *
 * Each fault applies to the next `times` requests of that file (default: all). Every request is recorded.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type Fault =
  | { kind: 'truncate'; bytes: number; times?: number }
  | { kind: 'wrongContent'; times?: number }
  | { kind: 'die'; afterBytes: number; times?: number }
  | { kind: 'stall'; afterBytes: number; times?: number }
  | { kind: 'redirect'; times?: number }
  | { kind: 'status'; status: number; times?: number };

export interface MirrorRequest {
  /** URL path as requested. */
  path: string;
  /** The Range header, if any. */
  range?: string;
}

export interface Mirror {
  /** Base URL to use as `mirrorUrl`, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, in order. */
  requests: MirrorRequest[];
  /** Stores a file the mirror serves; returns its URL path. */
  put(repo: string, revision: string, path: string, content: Buffer): string;
  /** Switches a fault on for one file (by the URL path put() returned). */
  fault(urlPath: string, fault: Fault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const CDN_PREFIX = '/_cdn';

export async function startMirror(): Promise<Mirror> {
  const root = mkdtempSync(join(tmpdir(), 'hearth-mirror-'));
  const faults = new Map<string, Fault>();
  const requests: MirrorRequest[] = [];

  /** Takes the fault for a path, counting one use. */
  const takeFault = (path: string): Fault | undefined => {
    const fault = faults.get(path);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(path);
      else faults.set(path, { ...fault, times: fault.times - 1 });
    }
    return fault;
  };

  const server: Server = createServer((req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path: rawPath, ...(typeof req.headers.range === 'string' ? { range: req.headers.range } : {}) });
    const viaCdn = rawPath.startsWith(`${CDN_PREFIX}/`);
    const path = viaCdn ? rawPath.slice(CDN_PREFIX.length) : rawPath;
    const decoded = path.split('/').map(decodeURIComponent).join('/');
    if (decoded.includes('/../') || !decoded.includes('/resolve/')) {
      res.writeHead(404).end();
      return;
    }
    let content: Buffer;
    try {
      content = readFileSync(join(root, decoded));
    } catch {
      res.writeHead(404).end();
      return;
    }
    const fault = viaCdn ? undefined : takeFault(path);
    if (fault?.kind === 'redirect') {
      res.writeHead(302, { location: `${CDN_PREFIX}${path}` }).end();
      return;
    }
    if (fault?.kind === 'status') {
      res.writeHead(fault.status).end();
      return;
    }
    if (fault?.kind === 'truncate') content = content.subarray(0, fault.bytes);
    if (fault?.kind === 'wrongContent') {
      content = Buffer.from(content);
      for (let i = 0; i < content.length; i += 97) content[i] = (content[i] ?? 0) ^ 0xff;
    }
    let start = 0;
    let status = 200;
    const headers: Record<string, string | number> = { 'content-type': 'application/octet-stream', 'accept-ranges': 'bytes' };
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    if (range) {
      start = Number(range[1]);
      if (start >= content.length) {
        res.writeHead(416, { 'content-range': `bytes */${content.length}` }).end();
        return;
      }
      status = 206;
      headers['content-range'] = `bytes ${start}-${content.length - 1}/${content.length}`;
    }
    const body = content.subarray(start);
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    if (fault?.kind === 'stall') {
      res.write(body.subarray(0, Math.max(0, fault.afterBytes - start)));
      return;
    }
    if (fault?.kind === 'die') {
      const socket = res.socket;
      res.write(body.subarray(0, Math.max(0, fault.afterBytes - start)), () => {
        // Close the connection mid-body the way a killed process does: what was sent is flushed, then FIN.
        // (destroy() could send a RST, which makes the client's kernel drop bytes it has not read yet.)
        socket?.end();
        setTimeout(() => socket?.destroy(), 1_000).unref();
      });
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    put(repo, revision, path, content) {
      const rel = `${repo}/resolve/${revision}/${path}`;
      const full = join(root, rel);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
      return `/${rel.split('/').map(encodeURIComponent).join('/')}`;
    },
    fault(urlPath, fault) {
      faults.set(urlPath, fault);
    },
    clearFaults() {
      faults.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
