/**
 * Test servers for web search, all on 127.0.0.1:
 *
 * - startUpstream(): a tiny JSON API the searx engines query (the "search engine" the test controls);
 * - startSearx({ upstreamUrl }): Debian's searx 1.1.0 (`searx-run`) with three `json_engine` engines aimed at it:
 *     `good` (GET /good: the upstream's items), `empty` (GET /empty: no items), `broken` (GET /fail: HTTP 500).
 *   Pick them per request with SearxngConfig.engines. One instance per suite: it starts in 1-3 s.
 * - startReplyServer(handler): a plain HTTP server for SearXNG-shaped replies searx 1.1.0 cannot produce
 *   (answer objects, no number_of_results, 403, 429, gzip, oversized bodies).
 * - startBacklogFull(): a listener that never accepts, its backlog filled, so new connects hang in SYN-SENT.
 * - startSilentServer(): accepts connections and never answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SEARX_RUN = '/usr/bin/searx-run';
export const hasSearx = existsSync(SEARX_RUN);

/** How long searx may take to start answering, ms. It starts in 1-3 s here; a loaded 2-core box needs slack. */
const SEARX_START_TIMEOUT_MS = 30_000;

export interface UpstreamItem {
  /** Result URL. */
  u: string;
  /** Title. */
  t: string;
  /** Content (snippet). */
  c: string;
}

export interface Upstream {
  url: string;
  /** What GET /good returns; tests may replace it. */
  items: UpstreamItem[];
  /** Every `q` the upstream received, in order. */
  queries: string[];
  close(): Promise<void>;
}

export const DEFAULT_ITEMS: UpstreamItem[] = [
  {
    u: 'https://music.example/ray-charles',
    t: 'Ray Charles &ndash; <b>biography</b>',
    c: 'Ray Charles was born on <b>September 23, 1930</b>, in Albany, Georgia. More at https://music.example/more 🎹',
  },
  { u: 'https://blank.example/', t: '', c: '' },
  { u: 'https://wiki.example/ray', t: 'Ray Charles - Wiki', c: 'American singer, songwriter and pianist.' },
];

export async function startUpstream(): Promise<Upstream> {
  const state = { items: DEFAULT_ITEMS.map((i) => ({ ...i })), queries: [] as string[] };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.queries.push(url.searchParams.get('q') ?? '');
    const send = (status: number, body: unknown): void => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    };
    if (url.pathname === '/good') send(200, { items: state.items });
    else if (url.pathname === '/empty') send(200, { items: [] });
    else send(500, { error: 'upstream broken' });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    get items() {
      return state.items;
    },
    set items(v: UpstreamItem[]) {
      state.items = v;
    },
    queries: state.queries,
    close: () => closeServer(server),
  };
}

export interface Searx {
  url: string;
  stop(): Promise<void>;
}

function engine(name: string, shortcut: string, url: string): string {
  return `  - name: ${name}
    engine: json_engine
    shortcut: ${shortcut}
    categories: general
    search_url: ${url}?q={query}
    results_query: items
    url_query: u
    title_query: t
    content_query: c
    enable_http: true
    timeout: 3.0
`;
}

/**
 * searx 1.1.0 as Debian ships it has no default settings.yml (it is only in /usr/share/doc), so the file below is
 * complete rather than `use_default_settings`. ban_time_on_fail is 0 so a `broken` engine is not suspended
 * across tests. `search.formats` is a SearXNG setting that 1.1.0 ignores (it always allows json); it is kept so
 * the file documents what a SearXNG instance needs.
 */
function settingsYaml(port: number, upstreamUrl: string): string {
  return `general:
  debug: false
  instance_name: "hearth-test"
  contact_url: false
  enable_stats: false
brand:
  git_url: https://example.invalid
  git_branch: master
  issue_url: https://example.invalid
  docs_url: https://example.invalid
  public_instances: https://example.invalid
  wiki_url: https://example.invalid
  twitter_url: https://example.invalid
search:
  safe_search: 0
  autocomplete: ""
  default_lang: ""
  ban_time_on_fail: 0
  max_ban_time_on_fail: 0
  formats: [html, json]
server:
  port: ${port}
  bind_address: "127.0.0.1"
  secret_key: "${Math.random().toString(36).slice(2)}${Date.now()}"
  limiter: false
  base_url: false
  image_proxy: false
  http_protocol_version: "1.0"
  method: "GET"
  default_http_headers: {}
ui:
  static_path: "/usr/share/python3-searx/static"
  templates_path: "/usr/share/python3-searx/templates"
  default_theme: oscar
  default_locale: ""
  theme_args:
    oscar_style: logicodev
outgoing:
  request_timeout: 3.0
  useragent_suffix: ""
  pool_connections: 10
  pool_maxsize: 10
engines:
${engine('good', 'hg', `${upstreamUrl}/good`)}${engine('empty', 'he', `${upstreamUrl}/empty`)}${engine('broken', 'hb', `${upstreamUrl}/fail`)}locales:
  en: English
doi_resolvers:
  oadoi.org: 'https://oadoi.org/'
default_doi_resolver: 'oadoi.org'
`;
}

/** Starts searx-run on a free loopback port and waits until `/search?q=x&format=json` answers. */
export async function startSearx(o: { upstreamUrl: string }): Promise<Searx> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-searx-'));
  const port = await freePort();
  const settingsPath = join(dir, 'settings.yml');
  writeFileSync(settingsPath, settingsYaml(port, o.upstreamUrl));
  const child: ChildProcess = spawn(SEARX_RUN, [], {
    env: { ...process.env, SEARX_SETTINGS_PATH: settingsPath, PYTHONUNBUFFERED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer): void => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };

  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`searx-run exited with ${child.exitCode}: ${output}`);
    }
    try {
      const res = await fetch(`${url}/search?q=x&format=json&engines=empty`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        await res.arrayBuffer();
        return { url, stop };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() - startedAt > SEARX_START_TIMEOUT_MS) {
      await stop();
      throw new Error(`searx-run did not answer within ${SEARX_START_TIMEOUT_MS} ms: ${output}`);
    }
    await sleep(100);
  }
}

export interface ReplyServer {
  url: string;
  /** Request headers of every request, in order. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** A loopback HTTP server whose every request is answered by `handler`. */
export async function startReplyServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<ReplyServer> {
  const requests: ReplyServer['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, requests, close: () => closeServer(server) };
}

/** Replies with a JSON value (status 200 unless given). */
export function sendJson(res: ServerResponse, value: unknown, status = 200): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export interface DeadListener {
  url: string;
  close(): Promise<void>;
}

/**
 * A listener whose accept queue is full. Node always accepts, so a python3 child binds with listen(0) and never
 * calls accept(); we then open connections until one stays unconnected. From then on the kernel drops the SYNs
 * of new connects, which hang until the client's dial timeout (measured: the 2nd connect already hangs).
 */
export async function startBacklogFull(): Promise<DeadListener> {
  const script =
    'import socket,sys,time\n' +
    's=socket.socket(); s.bind(("127.0.0.1",0)); s.listen(0)\n' +
    'print(s.getsockname()[1], flush=True)\n' +
    'sys.stdin.read()\n';
  const child = spawn('python3', ['-c', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`python3 exited with ${code}`)));
  });
  const fillers: net.Socket[] = [];
  for (let i = 0; i < 8; i++) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    fillers.push(socket);
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 200);
    });
    if (!connected) break;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of fillers) s.destroy();
      child.stdin.end();
      child.kill('SIGTERM');
    },
  };
}

/** Accepts connections, reads nothing, answers nothing. */
export async function startSilentServer(): Promise<DeadListener> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await closeServer(server);
    },
  };
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function closeServer(server: net.Server): Promise<void> {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await closeServer(server);
  return port;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
