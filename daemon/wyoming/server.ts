/**
 * Hearth's Wyoming server: Home Assistant, satellites and other Wyoming clients use Hearth as a
 * conversation agent (`transcript` -> `handled`), as speech to text and as text to speech. This file owns
 * the TCP side: who may connect (access.ts), framing with tight limits, floods, idle clients, shutdown.
 * What each event does is in session.ts. Design record: docs/wyoming-server.md.
 *
 * Limits: a broken frame (bad JSON, no type, a block over the limit) gets one `error` event and the
 * connection is closed; so does a client over the event rate or with too many events queued while a turn
 * runs. No input can throw out of here: every socket has an error listener and session errors are caught.
 *
 * Privacy: nothing is logged per connection; counters carry no address, text or id.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { WyomingServerConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import { RateWindow } from '../server/guard.js';
import type { Counters } from '../status/counters.js';
import type { Transcriber } from '../stt/types.js';
import type { Synthesizer } from '../tts/types.js';
import type { TurnRunner } from '../turn/chain.js';
import { AUTH_EVENT, initialAccess, parseAllowRanges, secretMatches, type AccessState } from './access.js';
import type { Capabilities } from './info.js';
import { EventParser, WyomingProtocolError, encodeEvent, type WyomingEvent } from './protocol.js';
import { WyomingSession, type OutgoingEvent } from './session.js';

/** The `code` of the error event sent before a connection is refused or dropped (docs/wyoming-server.md). */
type Refusal = 'tooLarge' | 'badFrame' | 'flood' | 'unauthorized' | 'shuttingDown' | 'notAllowed' | 'busy';

/** Longest header line accepted, bytes: real headers are under 200 bytes. */
const SERVER_MAX_HEADER_BYTES = 8 * 1024;
/**
 * Largest data block or payload accepted, bytes. Text events are well under 16 KiB; audio chunks are 2-8 KiB
 * (1024 samples of 16-bit audio, up to 4 channels); 256 KiB leaves room for clients sending bigger chunks.
 */
const SERVER_MAX_BLOCK_BYTES = 256 * 1024;
/**
 * Events one connection may send per 10 s window. Audio in 10 ms chunks is 1,000 events per 10 s; twice that
 * covers it with room, and a flood of tiny events is cut off within a window.
 */
export const SERVER_MAX_EVENTS_PER_10S = 2000;
/** Events that may wait while a turn or a synthesis runs; audio keeps arriving meanwhile (about 10 s of it). */
const SERVER_MAX_QUEUED_EVENTS = 1000;
/** A connection silent this long is closed, ms. Home Assistant keeps connections short; satellites ping. */
const SERVER_IDLE_TIMEOUT_MS = 5 * 60_000;

interface WyomingServerDeps {
  config: WyomingServerConfig;
  runner: TurnRunner;
  transcriber: Transcriber | undefined;
  synth: Synthesizer;
  capabilities: () => Promise<Capabilities>;
  counters: Counters;
  logger: Logger;
}

export interface RunningWyomingServer {
  port: number;
  close(): Promise<void>;
}

class ClientConnection {
  readonly #socket: Socket;
  readonly #session: WyomingSession;
  readonly #parser = new EventParser({ maxHeaderBytes: SERVER_MAX_HEADER_BYTES, maxBlockBytes: SERVER_MAX_BLOCK_BYTES });
  readonly #rate = new RateWindow(SERVER_MAX_EVENTS_PER_10S);
  readonly #queue: WyomingEvent[] = [];
  readonly #counters: Counters;
  #access: AccessState;
  #draining = false;
  #closed = false;

  constructor(socket: Socket, deps: WyomingServerDeps, access: AccessState, id: string, private readonly secret: string) {
    this.#socket = socket;
    this.#counters = deps.counters;
    this.#access = access;
    this.#session = new WyomingSession({
      runner: deps.runner,
      transcriber: deps.transcriber,
      synth: deps.synth,
      capabilities: deps.capabilities,
      counters: deps.counters,
      connectionId: id,
      send: (event) => this.send(event),
    });
    socket.setNoDelay(true);
    socket.setTimeout(SERVER_IDLE_TIMEOUT_MS, () => this.close('idle'));
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    socket.on('error', () => this.close('socketError'));
    socket.on('close', () => this.close(undefined));
  }

  send(event: OutgoingEvent): void {
    if (this.#closed || this.#socket.destroyed) return;
    this.#socket.write(encodeEvent(event));
  }

  /** Sends an error event, then closes once it is written. */
  refuse(code: Refusal, text: string): void {
    if (this.#closed) return;
    this.#counters.bump(`wyoming.server.refused.${code}`);
    this.send({ type: 'error', data: { text, code } });
    this.#closed = true;
    this.#session.close();
    this.#socket.end();
    // A peer that never reads must not hold the socket open.
    setTimeout(() => this.#socket.destroy(), 1000).unref();
  }

  close(reason: 'idle' | 'socketError' | undefined): void {
    if (this.#closed) return;
    this.#closed = true;
    if (reason) this.#counters.bump(`wyoming.server.closed.${reason}`);
    this.#session.close();
    this.#socket.destroy();
  }

  #onData(chunk: Buffer): void {
    if (this.#closed) return;
    let events: WyomingEvent[];
    try {
      events = this.#parser.push(chunk);
    } catch (error) {
      const tooLarge = error instanceof WyomingProtocolError && error.tooLarge;
      return this.refuse(tooLarge ? 'tooLarge' : 'badFrame', tooLarge ? 'event too large' : 'malformed event');
    }
    for (const event of events) {
      const verdict = this.#rate.take(Date.now());
      if (verdict === 'abuse') return this.refuse('flood', 'too many events');
      if (verdict === 'limited') this.send({ type: 'error', data: { text: 'too many events', code: 'rateLimited' } });
      if (verdict !== 'ok') continue;
      if (this.#access === 'needsSecret') {
        if (event.type === AUTH_EVENT && secretMatches(event.data, this.secret)) {
          this.#access = 'open';
          this.#counters.bump('wyoming.server.authenticated');
          continue;
        }
        return this.refuse('unauthorized', 'not allowed');
      }
      if (event.type === AUTH_EVENT) continue; // an allowlisted client sending a secret anyway
      if (this.#queue.length >= SERVER_MAX_QUEUED_EVENTS) return this.refuse('flood', 'too many events waiting');
      this.#queue.push(event);
    }
    void this.#drain();
  }

  async #drain(): Promise<void> {
    if (this.#draining) return;
    this.#draining = true;
    try {
      for (let event = this.#queue.shift(); event && !this.#closed; event = this.#queue.shift()) {
        try {
          await this.#session.handle(event);
        } catch {
          // A bug in a flow must not take the daemon down; the client hears about it and may go on.
          this.#counters.bump('wyoming.server.internalError');
          this.send({ type: 'error', data: { text: 'internal error', code: 'internal' } });
        }
      }
    } finally {
      this.#draining = false;
    }
  }
}

/** Starts the Wyoming server. Rejects with the listen error (EADDRINUSE...) or a bad allowlist entry. */
export async function startWyomingServer(deps: WyomingServerDeps): Promise<RunningWyomingServer> {
  const { config, counters, logger } = deps;
  const ranges = parseAllowRanges(config.allow);
  const clients = new Set<ClientConnection>();
  let nextId = 1;
  let closing = false;

  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    const access = initialAccess(ranges, config.secret, socket.remoteAddress);
    const client = new ClientConnection(socket, deps, access, `c${nextId++}`, config.secret);
    counters.bump('wyoming.server.connections');
    if (closing) return client.refuse('shuttingDown', 'shutting down');
    if (access === 'refused') return client.refuse('notAllowed', 'not allowed');
    if (clients.size >= config.maxConnections) return client.refuse('busy', 'too many connections');
    clients.add(client);
    counters.set('wyoming.server.connectionsOpen', clients.size);
    socket.on('close', () => {
      clients.delete(client);
      counters.set('wyoming.server.connectionsOpen', clients.size);
    });
  });
  server.maxConnections = config.maxConnections * 4; // refusals need a socket too, but not without bound

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err: NodeJS.ErrnoException) => logger.error({ event: 'wyoming.server.error', code: err.code ?? 'unknown' }));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info({ event: 'wyoming.server.listening', port });
  counters.note('wyoming', `serving on port ${port}`);

  return {
    port,
    async close() {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const client of clients) client.close(undefined);
      await closed;
      counters.note('wyoming', undefined);
    },
  };
}
