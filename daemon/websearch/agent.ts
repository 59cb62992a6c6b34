/**
 * The HTTP connection pool for talking to a SearXNG instance, with a dial (TCP/TLS connect) timeout that is
 * separate from, and much shorter than, the whole-request budget.
 *
 * Why not undici's own `connect.timeout`: undici arms it on its coarse "fast timer", which ticks about every
 * 500 ms, so a 300 ms dial timeout fires after about 1000 ms and a 1500 ms one after about 2000 ms (measured here
 * with undici 7.30). A blackholed instance would then cost the turn noticeably more than the configured dial
 * timeout. We wrap undici's connector and arm a plain Node timer instead.
 *
 * Could live in daemon/net/ once a second module needs it.
 */
import { Agent, buildConnector } from 'undici';
import type { Socket } from 'node:net';
import { guardSocket } from '../net/socket-guard.js';
import { HearthError, type HearthErrorCode } from '../errors.js';

/** Stable code on the error a dial timeout produces; the client maps it to the 'dialTimedOut' outcome. */
export const DIAL_TIMEOUT_CODE = 'HEARTH_SEARCH_DIAL_TIMEOUT' satisfies HearthErrorCode;

/**
 * How long an idle keep-alive connection to the instance is kept, ms. Turns come seconds apart in a
 * conversation; reusing the connection saves a handshake (and a TLS one for a remote instance) on the next turn,
 * while idle sockets are unref'd by undici and never hold the process open.
 */
const KEEP_ALIVE_MS = 30_000;

/** Builds an undici Agent whose connects give up after `dialTimeoutMs`. */
export function createDialAgent(o: { dialTimeoutMs: number }): Agent {
  // timeout: 0 turns undici's own (coarse) connect timer off; ours below replaces it.
  const baseConnect = buildConnector({ timeout: 0 });
  const connect: buildConnector.connector = (options, callback) => {
    let settled = false;
    let socket: Socket | undefined;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      socket?.destroy();
      callback(new HearthError(DIAL_TIMEOUT_CODE, 'connect timed out'), null);
    }, o.dialTimeoutMs);
    // undici's connector returns the socket it opened (its type says void); we need it to abort the dial.
    const returned: unknown = baseConnect(options, (...args: Parameters<buildConnector.Callback>) => {
      if (settled) {
        // Lost the race against our timer: throw the late socket away.
        const late = args[1];
        late?.destroy();
        return;
      }
      settled = true;
      clearTimeout(timer);
      // undici 7 can assert (and take the process down) when a server closes while its parser is paused.
      if (args[1]) guardSocket(args[1] as Socket);
      callback(...args);
    });
    if (returned && typeof (returned as Socket).destroy === 'function') socket = returned as Socket;
  };
  return new Agent({ connect, keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
}
