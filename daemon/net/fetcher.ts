/**
 * SafeFetcher: reads one web page for grounding without letting a hostile page, search result or DNS answer
 * turn Hearth into a proxy into the home network.
 *
 * For each hop of a redirect chain:
 *   1. the URL must be http(s) without credentials (target.ts);
 *   2. the host's circuit breaker must not be open (host-breaker.ts);
 *   3. the name is resolved once and every address must be public or admitted by the admin allowlist;
 *   4. the connection is pinned to the vetted address: our undici connector dials that IP and never resolves the
 *      name again, while TLS still verifies the certificate for the name (SNI) and Host carries the name;
 *   5. status, Content-Type and Content-Encoding are judged before the body is read;
 *   6. the body is read under separate received and decoded caps, sniffed, and decoded to text.
 * One deadline covers the whole chain. No cookies are kept, no proxy is used (undici's Client never reads
 * HTTP_PROXY), no Unix socket can be named. Nothing here logs; outcomes are counted as `net.<outcome>`.
 */
import dns from 'node:dns';
import type { Readable } from 'node:stream';
import tls from 'node:tls';
import { Client, buildConnector } from 'undici';
import { boundedSignal, waitFor, type BoundedSignal } from '../async/wait.js';
import type { Counters } from '../status/counters.js';
import { parseAllowlist, type AllowEntry } from './allowlist.js';
import { contentCoding, readCappedBody } from './body.js';
import { guardedConnector, type SocketGuardEvents } from './socket-guard.js';
import { decodeDocument, declaredType, parseContentType, sniffDocument, type DocumentKind } from './document.js';
import { HostBreakers } from './host-breaker.js';
import { checkAnswer, checkUrl, type ResolvedAddress, type Target } from './target.js';
import { counterName, type FetchFailure, type FetchOutcome, type Resolver, type SafeFetcherOptions } from './types.js';

/** Six seconds for the whole chain: a page that is not here by then would not make the spoken answer anyway. */
const DEFAULT_DEADLINE_MS = 6_000;

/** Three redirects cover http->https, a www hop and a language/mobile hop; longer chains are trackers or loops. */
const DEFAULT_MAX_REDIRECTS = 3;

/**
 * 2 MiB off the network per response. A typical article is 30-150 KB compressed; a very long encyclopedia
 * article is about 0.5 MB compressed. 2 MiB arrives in under a second on a 20 Mbit/s home line, well inside the
 * deadline, and six pages in parallel stay a bounded 12 MiB of buffers.
 */
const DEFAULT_MAX_BYTES_RECEIVED = 2 * 1024 * 1024;

/**
 * 4 MiB after decompression. The longest real articles we know of (Wikipedia list pages) are 2-3 MB of HTML;
 * anything beyond 4 MiB is a bomb or a data dump, and extraction and ranking on two cores must stay in the tens
 * of milliseconds per page. It is separate from the received cap because compression makes the two diverge by
 * 5-10x on HTML and by a millionfold on a bomb. A cut page keeps its head, which is where articles put the answer.
 */
const DEFAULT_MAX_BYTES_DECODED = 4 * 1024 * 1024;

/** An honest product token; some sites block empty or library user agents outright. */
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Hearth/0.1; private home assistant)';

const ACCEPT = 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** How one hop ended: a redirect to follow, or the chain's outcome. */
type HopResult = { kind: 'redirect'; location: string } | { kind: 'done'; outcome: FetchOutcome };

/** Which outcomes are the host refusing us (counted by its breaker) and which are answers. */
function breakerVerdict(outcome: FetchOutcome): 'success' | 'failure' | 'inconclusive' {
  if (outcome.ok) return 'success';
  switch (outcome.reason) {
    case 'httpForbidden':
    case 'httpOtherError':
    case 'timedOut':
    case 'failed':
      return 'failure';
    case 'httpNotFound':
    case 'notADocument':
    case 'tooLittleText':
      return 'success';
    default:
      return 'inconclusive';
  }
}

const ALL_COUNTERS = [
  'ok', 'blocked', 'timedOut', 'redirectLimit', 'failed', 'notADocument', 'httpForbidden', 'httpNotFound',
  'httpOtherError', 'tooLittleText', 'skippedByBreaker', 'cancelled', 'bodiesTruncated',
] as const;

function defaultResolve(hostname: string): Promise<ResolvedAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

/**
 * Throws a response body away unread. undici's body reports an unread destroy as an 'error' event; with no
 * listener that would crash the process, so one is attached first.
 */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export class SafeFetcher {
  readonly #allow: readonly AllowEntry[];
  readonly #deadlineMs: number;
  readonly #maxRedirects: number;
  readonly #caps: { maxBytesReceived: number; maxBytesDecoded: number };
  readonly #userAgent: string;
  readonly #resolve: Resolver;
  readonly #counters: Counters;
  readonly #breakers: HostBreakers;
  readonly #ca: string[] | undefined;
  readonly #clients = new Set<Client>();
  /** Counts what the socket guard did: a parser resumed at a socket's end, or a client fault stopped. */
  readonly #guardEvents: SocketGuardEvents = {
    onPausedAtEnd: () => this.#counters.bump('net.socketEndPaused'),
    onFault: () => this.#counters.bump('net.socketEndFault'),
  };
  #closed = false;

  constructor(o: SafeFetcherOptions) {
    this.#allow = Object.freeze(parseAllowlist(o.allowPrivate));
    this.#deadlineMs = o.deadlineMs ?? DEFAULT_DEADLINE_MS;
    this.#maxRedirects = o.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    this.#caps = {
      maxBytesReceived: o.maxBytesReceived ?? DEFAULT_MAX_BYTES_RECEIVED,
      maxBytesDecoded: o.maxBytesDecoded ?? DEFAULT_MAX_BYTES_DECODED,
    };
    this.#userAgent = o.userAgent ?? DEFAULT_USER_AGENT;
    this.#resolve = o.resolve ?? defaultResolve;
    this.#counters = o.counters;
    this.#breakers = new HostBreakers(o.now ? { now: o.now } : {});
    this.#ca = o.extraCaPem && o.extraCaPem.length > 0 ? [...tls.rootCertificates, ...o.extraCaPem] : undefined;
    // Zero-valued counters make /status show every outcome from the start.
    for (const name of ALL_COUNTERS) this.#counters.bump(`net.${name}`, 0);
  }

  /** Reads one page. Never throws for network or policy failures; see FetchOutcome. */
  async fetchPage(url: string, signal?: AbortSignal): Promise<FetchOutcome> {
    const outcome = await this.#fetchChain(url, signal);
    this.#counters.bump(counterName(outcome));
    if (outcome.ok && outcome.truncated) this.#counters.bump('net.bodiesTruncated');
    return outcome;
  }

  /** Tears down connections still open; reads in flight end as 'cancelled', later calls return 'cancelled'. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#clients].map((c) => c.destroy().catch(() => {})));
  }

  async #fetchChain(url: string, callerSignal: AbortSignal | undefined): Promise<FetchOutcome> {
    if (this.#closed || callerSignal?.aborted) return { ok: false, reason: 'cancelled' };
    // The page's own deadline (expired: 'timedOut', the host's doing) or the caller giving up ('cancelled').
    const scope = boundedSignal({ signal: callerSignal, timeoutMs: this.#deadlineMs });
    try {
      let check = checkUrl(url);
      for (let redirects = 0; ; redirects++) {
        if (!check.ok) return { ok: false, reason: check.reason };
        const target = check.target;
        if (this.#breakers.canRequest(target.hostKey) === 'open') return { ok: false, reason: 'skippedByBreaker' };
        const hop = await this.#hop(target, scope);
        const verdict = hop.kind === 'redirect' ? 'success' : breakerVerdict(hop.outcome);
        if (verdict === 'success') this.#breakers.recordSuccess(target.hostKey);
        else if (verdict === 'failure') this.#breakers.recordFailure(target.hostKey);
        else this.#breakers.recordInconclusive(target.hostKey);
        if (hop.kind === 'done') return hop.outcome;
        if (redirects >= this.#maxRedirects) return { ok: false, reason: 'redirectLimit' };
        check = checkUrl(hop.location, target.url);
      }
    } finally {
      scope.dispose();
    }
  }

  /** Maps an exception during a hop to an outcome: an abort says which, anything else is 'failed'. */
  #failure(scope: BoundedSignal): FetchOutcome {
    if (scope.signal.aborted) return { ok: false, reason: scope.expired ? 'timedOut' : 'cancelled' };
    // close() tore the connection down: that says nothing about the host.
    return { ok: false, reason: this.#closed ? 'cancelled' : 'failed' };
  }

  async #hop(target: Target, scope: BoundedSignal): Promise<HopResult> {
    const signal = scope.signal;
    const done = (reason: FetchFailure): HopResult => ({ kind: 'done', outcome: { ok: false, reason } });

    let answers: ResolvedAddress[];
    if (target.literal) answers = [{ address: target.literal.canonical, family: target.literal.family }];
    else {
      const resolved = await waitFor(this.#resolve(target.hostname), { signal });
      if (!resolved.ok) return { kind: 'done', outcome: this.#failure(scope) };
      answers = resolved.value;
    }
    const vetted = checkAnswer(target, answers, this.#allow);
    if (!vetted.ok) return done(vetted.reason);

    const client = this.#pinnedClient(target, vetted.address);
    try {
      const res = await client.request({
        path: `${target.url.pathname}${target.url.search}`,
        method: 'GET',
        headers: { 'user-agent': this.#userAgent, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br' },
        signal,
      });
      const status = res.statusCode;
      if (REDIRECT_STATUSES.has(status)) {
        discard(res.body);
        const location = header(res.headers.location);
        return location ? { kind: 'redirect', location } : done('httpOtherError');
      }
      if (status < 200 || status > 299) {
        discard(res.body);
        if (status === 401 || status === 403) return done('httpForbidden');
        if (status === 404 || status === 410) return done('httpNotFound');
        return done('httpOtherError');
      }
      const type = parseContentType(header(res.headers['content-type']));
      const declared = declaredType(type.mediaType);
      const coding = contentCoding(header(res.headers['content-encoding']));
      if (declared === 'refuse' || coding === undefined) {
        // Judged on the headers alone: not one byte of an image, archive or exotic encoding is read.
        discard(res.body);
        return done(declared === 'refuse' ? 'notADocument' : 'failed');
      }
      let kind: DocumentKind | undefined;
      const read = await readCappedBody(res.body, coding, this.#caps, (head) => {
        kind = sniffDocument(head, declared);
        return kind !== undefined;
      });
      if (read.refused || kind === undefined) return done('notADocument');
      const decoded = decodeDocument(read.bytes, type.charset, read.truncated);
      if (!decoded.ok) return done('notADocument');
      return {
        kind: 'done',
        outcome: {
          ok: true,
          finalUrl: target.url.href,
          contentType: kind,
          text: decoded.text,
          charset: decoded.charset,
          truncated: read.truncated,
          bytesReceived: read.bytesReceived,
        },
      };
    } catch {
      return { kind: 'done', outcome: this.#failure(scope) };
    } finally {
      this.#clients.delete(client);
      // destroy(), not close(): no keep-alive reuse across hops or reads, so every connection is freshly vetted.
      client.destroy().catch(() => {});
    }
  }

  /**
   * A one-connection undici Client for this hop whose connector dials `address` whatever the URL's host name
   * is. The name still goes to TLS as the servername (SNI and certificate check) and to the Host header, both of
   * which undici derives from the origin, not from what we dial.
   */
  #pinnedClient(target: Target, address: string): Client {
    const base = buildConnector({
      timeout: this.#deadlineMs,
      ...(this.#ca ? { ca: this.#ca } : {}),
    });
    // Guarded: undici 7 can crash the process when a server closes while the reader is behind (socket-guard.ts).
    const pinned = guardedConnector((options, callback) => base({ ...options, hostname: address }, callback), this.#guardEvents);
    const client = new Client(target.url.origin, {
      connect: pinned,
      headersTimeout: this.#deadlineMs,
      bodyTimeout: this.#deadlineMs,
      pipelining: 1,
    });
    this.#clients.add(client);
    return client;
  }
}
