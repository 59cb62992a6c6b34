/**
 * One chat connection: reads client frames, runs asks through the TurnRunner one at a time, and streams
 * chunks and the final answer back. Every ask ends with exactly one of `answer`, `cancelled` or `error`.
 *
 * Privacy: nothing here logs or counts question or answer text; logs carry event names and stable codes.
 */
import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { Counters } from '../status/counters.js';
import type { Logger } from '../log/logger.js';
import { parseClientFrame } from './protocol.js';
import { RateWindow } from './guard.js';
import type { AskOutcome, ClientMessage, ErrorCode, ServerMessage, TurnRunner } from './types.js';
import type { SkillsFace } from './skills-face.js';
import { PROTOCOL_VERSION } from './types.js';
import { MAX_TEXT_CHARS } from './protocol.js';

/** WebSocket close codes used here (RFC 6455 section 7.4.1). */
const CLOSE_GOING_AWAY = 1001;
const CLOSE_POLICY_VIOLATION = 1008;

interface ConnectionDeps {
  runner: TurnRunner;
  counters: Counters;
  logger: Logger;
  maxMessagesPer10s: number;
  /** Lists and alarm controls for the page; absent and those frames get an error. */
  skills?: SkillsFace;
  /** Clock for the rate limiter; tests may pass their own. */
  nowMs?: () => number;
}

export class ChatConnection {
  /** Identifies this connection to the runner; random, never derived from anything the client sent. */
  readonly clientId = `chat:${randomUUID()}`;
  /** Set by pongs, cleared by each heartbeat: a peer that misses a whole interval is gone. */
  #alive = true;

  readonly #ws: WebSocket;
  readonly #deps: ConnectionDeps;
  readonly #rate: RateWindow;
  /** Ask ids that have not had their terminal frame yet. */
  readonly #open = new Set<string>();
  /** The newest ask: only its sentences are streamed. */
  #current: string | undefined;

  constructor(ws: WebSocket, deps: ConnectionDeps) {
    this.#ws = ws;
    this.#deps = deps;
    this.#rate = new RateWindow(deps.maxMessagesPer10s);
    ws.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    ws.on('pong', () => {
      this.#alive = true;
    });
    ws.on('close', () => {
      // The turn's answer has nowhere to go: stop the work.
      if (this.#open.size > 0) deps.runner.cancel(this.clientId);
    });
    ws.on('error', (err: Error & { code?: string }) => {
      // ws closes the socket itself (1009 for oversized frames, 1002 for protocol errors); we only count.
      const code = err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'tooLarge' : 'protocol';
      deps.counters.bump(`server.errors.${code}`);
    });
    this.send({ type: 'hello', protocol: PROTOCOL_VERSION, maxTextChars: MAX_TEXT_CHARS });
  }

  /** Sends one frame if the socket is still open; frames to a closing socket are dropped. */
  send(message: ServerMessage): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    this.#ws.send(JSON.stringify(message));
  }

  /** Called every heartbeat interval by the server: drops a silent peer, pings a live one. */
  heartbeat(): void {
    if (!this.#alive) {
      this.#deps.counters.bump('server.droppedSilent');
      this.#ws.terminate();
      return;
    }
    this.#alive = false;
    if (this.#ws.readyState === this.#ws.OPEN) this.#ws.ping();
  }

  /** Server shutdown: cancel the turn and close with 1001 ("going away"). */
  shutdown(): void {
    if (this.#open.size > 0) this.#deps.runner.cancel(this.clientId);
    this.#ws.close(CLOSE_GOING_AWAY, 'server shutting down');
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    const verdict = this.#rate.take((this.#deps.nowMs ?? Date.now)());
    if (verdict === 'abuse') {
      this.#deps.counters.bump('server.closedRateLimited');
      this.#ws.close(CLOSE_POLICY_VIOLATION, 'rate limit');
      return;
    }
    if (verdict === 'limited') return this.#error('rateLimited', 'too many messages; slow down');
    if (verdict === 'dropped') return;

    if (isBinary) return this.#error('badMessage', 'binary frames are not supported; send JSON text');
    const parsed = parseClientFrame(toText(data));
    if (!parsed.ok) return this.#error(parsed.code, parsed.message, parsed.id);

    const message = parsed.message;
    switch (message.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'cancel':
        // Only the newest ask can be running; a cancel for anything else has nothing to stop.
        if (message.id === this.#current && this.#open.has(message.id)) this.#deps.runner.cancel(this.clientId);
        return;
      case 'ask':
        if (this.#open.has(message.id)) return this.#error('badMessage', 'ask id is already in use', message.id);
        void this.#ask(message.id, message.text);
        return;
      default:
        return this.#skillsFrame(message);
    }
  }

  /** List and alarm frames from the page; a failing store call is an internal error, never a crash. */
  #skillsFrame(message: Exclude<ClientMessage, { type: 'ask' | 'cancel' | 'ping' }>): void {
    const skills = this.#deps.skills;
    if (!skills) return this.#error('badMessage', 'lists and alarms are not available');
    try {
      switch (message.type) {
        case 'lists':
          this.send({ type: 'lists', lists: skills.lists() });
          return;
        case 'listAdd':
          skills.addListItem(message.list, message.text);
          return;
        case 'listRemove':
          skills.removeListItem(message.list, message.id);
          return;
        case 'alarm':
          if (message.action === 'stop') skills.stopAlarms();
          else skills.snoozeAlarms();
          return;
      }
    } catch (err) {
      this.#deps.logger.warn({ event: 'server.skillsFrameFailed', code: stableCode(err) });
      this.#error('internal', 'that did not work; please try again');
    }
  }

  async #ask(id: string, text: string): Promise<void> {
    const { runner, counters, logger } = this.#deps;
    this.#open.add(id);
    this.#current = id;
    counters.bump('server.asks');
    let outcome: AskOutcome;
    try {
      outcome = await runner.ask({
        text,
        origin: 'chat',
        clientId: this.clientId,
        onSentence: (sentence) => {
          if (this.#current === id && this.#open.has(id)) this.send({ type: 'chunk', id, text: sentence });
        },
      });
    } catch (err) {
      this.#settle(id);
      logger.warn({ event: 'server.runnerFailed', code: stableCode(err) });
      this.#error('internal', 'the answer failed; please try again', id);
      return;
    }
    this.#settle(id);
    if (outcome.ok) {
      counters.bump('server.answers');
      const { text: answer, route, evidence, timingsMs } = outcome.record;
      this.send({ type: 'answer', id, text: answer, route, evidence, timingsMs });
    } else {
      counters.bump(`server.cancelled.${outcome.reason}`);
      this.send({ type: 'cancelled', id });
    }
  }

  #settle(id: string): void {
    this.#open.delete(id);
    if (this.#current === id) this.#current = undefined;
  }

  #error(code: ErrorCode, message: string, id?: string): void {
    this.#deps.counters.bump(`server.errors.${code}`);
    this.send(id === undefined ? { type: 'error', code, message } : { type: 'error', id, code, message });
  }
}

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** An error's `code` if it looks like a stable identifier; never its message, which may quote content. */
function stableCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,40}$/.test(code) ? code : 'unknown';
}
