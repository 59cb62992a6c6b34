/**
 * A Wyoming TCP client connection: connect with a timeout, send events, and read events one at a time, each
 * read under a deadline. Expected failures (nothing listening, a slow or dead server, a cancelled turn) come
 * back as values; nothing here throws for them.
 *
 * Servers close the connection when a request is done (wyoming-faster-whisper after its transcript), so
 * callers open one connection per request and close it when they are done.
 *
 * Privacy: this module never logs; error values carry fixed reasons, never the host or anything said.
 */
import { connect, type Socket } from 'node:net';
import { waitFor } from '../async/wait.js';
import type { Outcome } from '../outcome.js';
import { EventParser, encodeEvent, type WyomingEvent } from './protocol.js';
import { HearthError } from '../errors.js';

/** Where a Wyoming server listens. Only `tcp://host:port` is supported (the daemon never runs stdio servers). */
export interface WyomingTarget {
  host: string;
  port: number;
}

/**
 * How long connecting may take, ms. A LAN or loopback server accepts in a few ms; 2 s only trips on a dead or
 * black-holed host, and keeps a voice turn from hanging on it.
 */
const WYOMING_CONNECT_TIMEOUT_MS = 2000;

type ConnectFailure = 'unreachable' | 'timedOut' | 'cancelled';
type ReadFailure = 'closed' | 'timedOut' | 'cancelled' | 'protocol';

/** Parses `tcp://host:port` (IPv6 hosts in brackets). Returns undefined for anything else. */
export function parseWyomingUri(uri: string): WyomingTarget | undefined {
  const match = /^tcp:\/\/(\[[0-9a-fA-F:.]+\]|[^:/\s[\]]+):(\d{1,5})\/?$/.exec(uri.trim());
  if (!match || match[1] === undefined || match[2] === undefined) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return undefined;
  const host = match[1].startsWith('[') ? match[1].slice(1, -1) : match[1];
  return { host, port };
}

type Waiter = (result: Outcome<WyomingEvent, ReadFailure>) => void;

export class WyomingConnection {
  readonly #socket: Socket;
  readonly #parser = new EventParser();
  readonly #events: WyomingEvent[] = [];
  #waiter: Waiter | undefined;
  /** Set once the stream can yield nothing more: 'closed' (peer ended) or 'protocol' (garbage received). */
  #ended: 'closed' | 'protocol' | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => this.#onData(chunk));
    socket.on('end', () => this.#end('closed'));
    socket.on('close', () => this.#end('closed'));
    socket.on('error', () => this.#end('closed'));
  }

  /** Opens a connection. Resolves with a failure value on refusal, timeout or abort. */
  static open(
    target: WyomingTarget,
    options: { connectTimeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<Outcome<WyomingConnection, ConnectFailure>> {
    const { connectTimeoutMs = WYOMING_CONNECT_TIMEOUT_MS, signal } = options;
    if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
    const socket = connect({ host: target.host, port: target.port });
    socket.setNoDelay(true);
    let onError = (): void => undefined;
    let onConnect = (): void => undefined;
    const connected = new Promise<boolean>((resolve) => {
      onError = () => resolve(false);
      onConnect = () => resolve(true);
      socket.once('error', onError);
      socket.once('connect', onConnect);
    });
    return waitFor(connected, { signal, timeoutMs: connectTimeoutMs }).then((waited) => {
      socket.off('error', onError);
      socket.off('connect', onConnect);
      if (waited.ok && waited.value) return { ok: true, value: new WyomingConnection(socket) };
      socket.destroy();
      return { ok: false, reason: waited.ok || waited.reason === 'failed' ? 'unreachable' : waited.reason };
    });
  }

  /** Queues an event for sending. A write to a dead socket is dropped; the next read reports 'closed'. */
  send(event: { type: string; data?: Record<string, unknown>; payload?: Uint8Array }): void {
    if (this.#ended || this.#socket.destroyed) return;
    this.#socket.write(encodeEvent(event));
  }

  /**
   * The next event from the server, waiting until the absolute `deadlineAt` (epoch ms) at most. Events that
   * arrived before the call are returned first, even after the server closed.
   */
  next(deadlineAt: number, signal?: AbortSignal): Promise<Outcome<WyomingEvent, ReadFailure>> {
    const queued = this.#events.shift();
    if (queued) return Promise.resolve({ ok: true, value: queued });
    if (this.#ended) return Promise.resolve({ ok: false, reason: this.#ended });
    if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'cancelled' });
    if (this.#waiter) throw new HearthError('HEARTH_WYOMING_BUSY', 'concurrent next() on a Wyoming connection');
    // The waiter lets go at once when it is served, so a second event in the same tick stays queued.
    const arrived = new Promise<Outcome<WyomingEvent, ReadFailure>>((resolve) => {
      this.#waiter = (result) => {
        this.#waiter = undefined;
        resolve(result);
      };
    });
    return waitFor(arrived, { signal, deadlineAt }).then((waited) => {
      if (!waited.ok) this.#waiter = undefined;
      if (waited.ok) return waited.value;
      return { ok: false, reason: waited.reason === 'failed' ? 'closed' : waited.reason };
    });
  }

  /** Closes the connection at once; pending and later reads report 'closed'. */
  close(): void {
    this.#socket.destroy();
    this.#end('closed');
  }

  #onData(chunk: Buffer): void {
    if (this.#ended) return;
    try {
      this.#events.push(...this.#parser.push(chunk));
    } catch {
      this.#socket.destroy();
      this.#end('protocol');
      return;
    }
    this.#deliver();
  }

  #end(reason: 'closed' | 'protocol'): void {
    this.#ended ??= reason;
    this.#deliver();
  }

  #deliver(): void {
    const waiter = this.#waiter;
    if (!waiter) return;
    const event = this.#events.shift();
    if (event) waiter({ ok: true, value: event });
    else if (this.#ended) waiter({ ok: false, reason: this.#ended });
  }
}

/**
 * Asks a server what it offers (`describe` → `info`). Returns the info event's data, or a failure value.
 * Used by the TTS client to learn whether streaming synthesis is supported.
 */
export async function describeServer(
  connection: WyomingConnection,
  deadlineAt: number,
  signal?: AbortSignal,
): Promise<Outcome<Record<string, unknown>, ReadFailure>> {
  connection.send({ type: 'describe' });
  for (;;) {
    const next = await connection.next(deadlineAt, signal);
    if (!next.ok) return next;
    if (next.value.type === 'info') return { ok: true, value: next.value.data };
  }
}
