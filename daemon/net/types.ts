/**
 * The public vocabulary of the safe page fetcher. Every read ends in a FetchOutcome value; none throws for an
 * expected failure. Each outcome is counted on /status as `net.<outcome>` (see counterName).
 */
import type { Counters } from '../status/counters.js';
import type { DocumentKind } from './document.js';
import type { ResolvedAddress } from './target.js';
import type { CounterName } from '../status/counter-names.js';

export type FetchFailure =
  /** The URL or an address its name resolved to is not allowed (scheme, credentials, private address). */
  | 'blocked'
  /** The whole-chain deadline passed. */
  | 'timedOut'
  /** More redirects than maxRedirects. */
  | 'redirectLimit'
  /** DNS failure, refused or dropped connection, TLS error, corrupt body, unparseable URL. */
  | 'failed'
  /** Not HTML, XHTML or plain text (by header or by its first bytes), or text we cannot decode cleanly. */
  | 'notADocument'
  /** 401 or 403. */
  | 'httpForbidden'
  /** 404 or 410. */
  | 'httpNotFound'
  /** Any other non-ok status, including 429 and 5xx. */
  | 'httpOtherError'
  /** Read fine but too little readable text; decided by the caller after extraction (it bumps the counter). */
  | 'tooLittleText'
  /** The host's circuit breaker is open: skipped without a request. */
  | 'skippedByBreaker'
  /** The caller's signal aborted the read (a newer turn); says nothing about the host. */
  | 'cancelled';

export type FetchOutcome =
  | {
      ok: true;
      /** Where the last redirect led; the page's own URL for relative links and for display, never for logs. */
      finalUrl: string;
      contentType: DocumentKind;
      /** The decoded document, HTML or plain text as served. */
      text: string;
      /** The charset it was decoded with (TextDecoder's name, e.g. 'windows-1251'). */
      charset: string;
      /** A byte cap cut the body short; the text is the usable head of the page. */
      truncated: boolean;
      /** Bytes taken off the network for the final response (compressed size). */
      bytesReceived: number;
    }
  | { ok: false; reason: FetchFailure };

/** Resolves a host name to every address it has, like `dns.lookup(host, { all: true })`. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /** Admin allowlist for private addresses (see allowlist.ts for the format). Usually empty. */
  allowPrivate: readonly string[];
  /** One deadline for the whole redirect chain, ms (DEFAULT_DEADLINE_MS). */
  deadlineMs?: number;
  /** Redirects followed at most (DEFAULT_MAX_REDIRECTS). */
  maxRedirects?: number;
  /** Cap on bytes taken off the network per response (DEFAULT_MAX_BYTES_RECEIVED). */
  maxBytesReceived?: number;
  /** Cap on bytes after Content-Encoding is undone (DEFAULT_MAX_BYTES_DECODED). */
  maxBytesDecoded?: number;
  userAgent?: string;
  /** DNS, injectable for tests; defaults to the system resolver (dns.lookup, so /etc/hosts names work). */
  resolve?: Resolver;
  counters: Counters;
  /** Clock for the per-host breaker, epoch ms; injectable for tests. Deadlines always use real time. */
  now?: () => number;
  /**
   * Extra trusted CA certificates (PEM), added to Node's bundled roots: for a LAN wiki with its own CA, and for
   * tests. Certificates are always verified.
   */
  extraCaPem?: readonly string[];
}

/** Counter name for an outcome: `net.ok`, `net.blocked`, ... */
export function counterName(outcome: FetchOutcome): CounterName {
  return outcome.ok ? 'net.ok' : `net.${outcome.reason}`;
}
