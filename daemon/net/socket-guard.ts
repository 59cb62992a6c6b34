/**
 * Keeps undici 7's HTTP/1 client from taking the process down when a server closes the connection while a slow
 * reader has the parser paused.
 *
 * The fault (nodejs/undici#5360, fixed only in undici 8, which needs a newer Node than ours): when a response
 * is close-delimited or the server speaks HTTP/1.0 (`python3 -m http.server`, many small mirrors and page
 * servers), undici's socket 'end' handler calls `parser.finish()`, which asserts that the parser is not paused.
 * The parser pauses whenever the body's reader is behind (backpressure), so a download written to a slow disk,
 * or a page read while the thread is busy, ends in an AssertionError thrown from an event handler: uncatchable,
 * the process dies. test/net-socket-guard.test.ts reproduces it with a loopback server.
 *
 * The guard sits on each socket our connectors hand to undici, and acts only when undici's parser for the
 * socket is paused as the socket emits 'end', 'error' or 'close' (the events whose handlers call finish()):
 * - if the socket is still open, it feeds the parser what the socket still holds, as the body's reader would
 *   (the body's buffer takes it: backpressure in undici is advisory), and then leaves it running, so finish()
 *   completes the response: the body arrives whole, a little later;
 * - if the socket is already destroyed (a reset, say) the parser cannot resume; it is marked running so that
 *   finish() returns, and undici fails the request as closed: a failed read, counted by its caller;
 * - should a handler of those events throw anyway, the exception stops there and the socket is destroyed with
 *   an error (code HEARTH_NET_SOCKET_END_FAULT), which undici reports to the request, again a counted failure.
 * It uses fields of undici's parser (kParser: `paused`, `resume`, `llhttp`, `ptr`) that undici does not export; undici is
 * pinned exactly in package.json, and the test fails if a new version moves them.
 */
import type { Socket } from 'node:net';
import type { buildConnector } from 'undici';
import { HearthError } from '../errors.js';

/**
 * Resumes at most this many times per event. Each resume parses everything the socket holds, so two or three
 * are enough; the bound is there so that a parser that re-pauses for ever cannot spin.
 */
const MAX_RESUMES = 64;


export interface SocketGuardEvents {
  /** The socket ended, failed or closed while the parser was paused: the case that used to crash. */
  onPausedAtEnd?: () => void;
  /** A handler of 'end', 'error' or 'close' threw; the socket was destroyed with an error instead. */
  onFault?: () => void;
}

interface ParserFields {
  paused?: unknown;
  resume?: unknown;
  /** The llhttp instance and this parser's pointer in it. */
  llhttp?: { llhttp_resume?: unknown };
  ptr?: unknown;
}

const GUARDED_EVENTS: ReadonlySet<string | symbol> = new Set(['end', 'error', 'close']);

/** undici's parser object for a socket (kParser, a symbol undici does not export), if it has one. */
function parserOf(socket: Socket): ParserFields | undefined {
  const key = Object.getOwnPropertySymbols(socket).find((s) => s.description === 'parser');
  const parser = key === undefined ? undefined : (socket as unknown as Record<symbol, unknown>)[key];
  return typeof parser === 'object' && parser !== null ? (parser as ParserFields) : undefined;
}

/**
 * Leaves the socket's parser running (see the header). undici's resume parses what the socket holds, or an empty
 * chunk, which lets a body of known length reach its end; it is repeated while the socket still holds data.
 * A body that ends at EOF pauses again on the empty chunk: then, with nothing left to parse, llhttp itself is
 * resumed, so that finish() delivers the end of the message.
 */
function unpause(socket: Socket, parser: ParserFields): void {
  for (let i = 0; i < MAX_RESUMES && parser.paused === true && !socket.destroyed; i++) {
    if (typeof parser.resume !== 'function' || (i > 0 && socket.readableLength === 0)) break;
    (parser.resume as () => void).call(parser);
  }
  const resume = parser.llhttp?.llhttp_resume;
  if (parser.paused === true && !socket.destroyed && socket.readableLength === 0 && typeof resume === 'function') {
    (resume as (ptr: unknown) => void).call(parser.llhttp, parser.ptr);
  }
  if (parser.paused === true) parser.paused = false;
}

/** Installs the guard on one socket (see the header). Call it once per socket. */
export function guardSocket(socket: Socket, events: SocketGuardEvents = {}): void {
  const emit = socket.emit as (this: Socket, event: string | symbol, ...args: unknown[]) => boolean;
  const guarded = function (this: Socket, event: string | symbol, ...args: unknown[]): boolean {
    if (!GUARDED_EVENTS.has(event)) return emit.call(this, event, ...args);
    try {
      const parser = parserOf(this);
      if (parser?.paused === true) {
        // After a completed response undici destroys the socket with its parser paused: nothing to count there.
        if (!this.destroyed) events.onPausedAtEnd?.();
        unpause(this, parser);
      }
      return emit.call(this, event, ...args);
    } catch {
      events.onFault?.();
      if (!this.destroyed) {
        const error = new HearthError('HEARTH_NET_SOCKET_END_FAULT', 'the HTTP client failed at the end of a response');
        this.destroy(error);
      }
      return false;
    }
  };
  socket.emit = guarded as typeof socket.emit;
}

/** A connector that guards every socket it makes (see guardSocket). */
export function guardedConnector(base: buildConnector.connector, events: SocketGuardEvents = {}): buildConnector.connector {
  return (options, callback) => {
    base(options, (error, socket) => {
      if (socket) guardSocket(socket, events);
      // The callback's two shapes (error, null) and (null, socket) are what base gave us.
      (callback as (e: Error | null, s: typeof socket) => void)(error, socket);
    });
  };
}
