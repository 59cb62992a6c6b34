/**
 * The LAN face: one node:http server carrying the chat page, /healthz, /status and the chat WebSocket at
 * /ws. Who may connect is decided in guard.ts, what a connection does in connection.ts; this file wires
 * sockets to them and handles start and shutdown. Protocol and security notes: docs/protocol.md.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerConfig } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import type { Logger } from '../log/logger.js';
import { checkUpgrade } from './guard.js';
import { createHttpHandler } from './http.js';
import type { ReadArticle } from './article-route.js';
import { ChatConnection } from './connection.js';
import type { ServerMessage, TurnRunner } from './types.js';
import type { SkillsFace } from './skills-face.js';
import { TALK_PATH, TalkConnection, type TalkDeps } from './talk.js';

/** Most chat connections at once. A household has a handful of devices; 32 bounds memory and turns. */
export const MAX_CONNECTIONS = 32;
/** Interval between WebSocket pings; a connection that misses one full interval is dropped. */
const HEARTBEAT_INTERVAL_MS = 30_000;
/**
 * Missed announcements (a reminder or alarm that came due while the daemon was off) are kept this long and
 * sent to every page that connects in that time: at start-up no page is connected yet to hear them.
 */
const MISSED_REPLAY_MS = 15 * 60_000;
/** Most missed announcements kept for replay. */
const MISSED_REPLAY_MAX = 20;

/** How long shutdown waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1_000;

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

interface StartServerOptions {
  config: ServerConfig;
  runner: TurnRunner;
  counters: Counters;
  logger: Logger;
  token: string;
  /** The what-is-on summary for /status, and the article reader for /article (see http.ts). */
  summary?: () => unknown;
  readArticle?: ReadArticle;
  /** Lists and alarm controls for the chat page (the daemon wires them); absent in bare servers. */
  skills?: SkillsFace;
  /** Push-to-talk at /talk (page and WebSocket); absent: off. */
  talk?: Omit<TalkDeps, 'runner' | 'counters'>;
  /** Serve HTTPS with this key and certificate (browsers allow the microphone only in a secure context). */
  tls?: { key: string; cert: string };
}

export interface RunningServer {
  port: number;
  host: string;
  /** Broadcasts an {type:'announce'} frame to every connected (hence authorised) client, e.g. for timers. */
  announce(text: string, extra?: { kind: 'timer' | 'reminder' | 'alarm'; id: number; ring: boolean; missed?: boolean }): void;
  /** Sends one frame to every connected client (alarm stops, list updates). */
  broadcast(message: ServerMessage): void;
  /** Stops accepting, cancels turns, closes sockets with 1001. */
  close(): Promise<void>;
}

/** Starts listening on config.host:config.port (0 picks a free port). Rejects with the listen error's code. */
export async function startServer(o: StartServerOptions): Promise<RunningServer> {
  const { config, runner, counters, logger, token } = o;
  const connections = new Set<ChatConnection>();
  const missed: { at: number; frame: ServerMessage }[] = [];
  let closing = false;

  const handler = createHttpHandler({
    counters, startedAtMs: Date.now(), auth: { token, loopbackNeedsToken: config.loopbackNeedsToken },
    ...(o.summary ? { summary: o.summary } : {}), ...(o.readArticle ? { readArticle: o.readArticle } : {}),
    openai: { runner, token, counters }, talkPage: o.talk !== undefined,
  });
  const http = o.tls ? createHttpsServer({ key: o.tls.key, cert: o.tls.cert }, handler) : createServer(handler);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: config.maxMessageBytes,
    // Compression off: it costs CPU per message and opens the door to decompression bombs.
    perMessageDeflate: false,
  });

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {
      // A peer vanishing mid-handshake is not our problem; without a listener it would crash the process.
    });
    if (closing) return refuse(socket, 503);
    // /talk is judged exactly as /ws is (token, origin, connection cap), then becomes a push-to-talk connection.
    const target = req.url ?? '';
    const talk = o.talk !== undefined && (target === TALK_PATH || target.startsWith(`${TALK_PATH}?`));
    const verdict = checkUpgrade(
      {
        url: talk ? `/ws${target.slice(TALK_PATH.length)}` : target,
        headers: { host: req.headers.host, origin: req.headers.origin, authorization: req.headers.authorization },
        remoteAddress: req.socket.remoteAddress,
      },
      {
        token,
        loopbackNeedsToken: config.loopbackNeedsToken,
        openConnections: connections.size,
        maxConnections: MAX_CONNECTIONS,
      },
    );
    if (!verdict.ok) {
      counters.bump(verdict.counter);
      return refuse(socket, verdict.status);
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (talk && o.talk) {
        new TalkConnection(ws, { ...o.talk, runner, counters });
        counters.bump('server.talk.connections');
        return;
      }
      const conn = new ChatConnection(ws, {
        runner,
        counters,
        logger,
        maxMessagesPer10s: config.maxMessagesPer10s,
        ...(o.skills ? { skills: o.skills } : {}),
      });
      connections.add(conn);
      for (const m of missed) if (Date.now() - m.at < MISSED_REPLAY_MS) conn.send(m.frame);
      counters.bump('server.connections');
      counters.set('server.connectionsOpen', connections.size);
      ws.on('close', () => {
        connections.delete(conn);
        counters.set('server.connectionsOpen', connections.size);
      });
    });
  });

  const heartbeat = setInterval(() => {
    for (const conn of connections) conn.heartbeat();
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    http.once('error', onError);
    http.listen(config.port, config.host, () => {
      http.off('error', onError);
      resolve();
    });
  });
  http.on('error', (err: NodeJS.ErrnoException) => logger.error({ event: 'server.error', code: err.code ?? 'unknown' }));

  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info({ event: 'server.listening', port });

  return {
    port,
    host: config.host,
    announce(text, extra): void {
      const frame: ServerMessage = extra ? { type: 'announce', text, kind: extra.kind, id: extra.id, ring: extra.ring } : { type: 'announce', text };
      if (extra?.missed) {
        missed.push({ at: Date.now(), frame });
        if (missed.length > MISSED_REPLAY_MAX) missed.shift();
      }
      for (const conn of connections) conn.send(frame);
    },
    broadcast(message): void {
      for (const conn of connections) conn.send(message);
    },
    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      for (const conn of connections) conn.shutdown();
      await waitForClose(wss, CLOSE_GRACE_MS);
      for (const ws of wss.clients) ws.terminate();
      http.closeAllConnections();
      await closed;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      logger.info({ event: 'server.closed' });
    },
  };
}

/** Answers a refused upgrade with a bare status line: no body, nothing about why. */
function refuse(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  const reason = STATUS_TEXT[status] ?? 'Error';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}

async function waitForClose(wss: WebSocketServer, graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (wss.clients.size > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
}
