/**
 * What the LAN face (HTTP + WebSocket chat) needs from the rest of the daemon, and the shapes of the frames
 * it exchanges with browsers. The wire protocol is described for humans in docs/protocol.md; keep the two
 * in step.
 */
import type { Evidence, Origin, Route, TurnRecord } from '../turn/types.js';
import type { ListView, SkillsClientMessage } from './skills-face.js';

/** How one ask ended. Anything but a record is an expected outcome, not an error. */
export type AskOutcome =
  | { ok: true; record: TurnRecord }
  | { ok: false; reason: 'superseded' | 'cancelled' | 'shuttingDown' };

/**
 * The chain as the server sees it. The lead wires the real turn runner in; tests use a small fake.
 * The server never looks inside a turn: it passes text in and forwards sentences and the record out.
 */
export interface TurnRunner {
  /** Runs one turn. A newer ask with the same clientId cancels the older one (which resolves {ok:false,'superseded'}). */
  ask(input: {
    text: string;
    origin: Origin;
    clientId: string;
    onSentence?: (sentence: string) => void;
  }): Promise<AskOutcome>;
  /** Cancels the client's turn in flight, if any; its ask() resolves {ok:false,'cancelled'}. */
  cancel(clientId: string): void;
}

/** Version of the JSON message protocol; sent in the hello frame. Bump on incompatible changes. */
export const PROTOCOL_VERSION = 1;

/** Stable error codes carried by error frames and counted as `server.errors.<code>`. */
export type ErrorCode = 'badJson' | 'badMessage' | 'tooLarge' | 'rateLimited' | 'internal';

/** Messages a client may send, after validation. */
export type ClientMessage =
  | { type: 'ask'; id: string; text: string }
  | { type: 'cancel'; id: string }
  | { type: 'ping' }
  | SkillsClientMessage;

/** Messages the server sends. Every ask ends with exactly one of answer, cancelled or error (with its id). */
export type ServerMessage =
  | { type: 'hello'; protocol: number; maxTextChars: number }
  | { type: 'chunk'; id: string; text: string }
  | {
      type: 'answer';
      id: string;
      text: string;
      route: Route;
      evidence: Evidence[];
      timingsMs: Record<string, number>;
    }
  | { type: 'cancelled'; id: string }
  | { type: 'error'; id?: string; code: ErrorCode; message: string }
  | { type: 'announce'; text: string; kind?: 'timer' | 'reminder' | 'alarm'; id?: number; ring?: boolean }
  | { type: 'ringStop'; id: number }
  | { type: 'lists'; lists: ListView[] }
  | { type: 'pong' };
