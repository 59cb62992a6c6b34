/**
 * One SearXNG search: `GET <base>/search?q=<the question verbatim>&format=json`, plus `language` and `engines`
 * when configured. No query rewriting, no cache, no retries (issue 3): the question goes out as spoken, once.
 *
 * Only the query string leaves the box. This module takes a string and a config section; it never imports
 * daemon/store/ or anything holding history.
 *
 * Time: the dial (connect) has its own short timeout (agent.ts), the whole request a budget of
 * min(requestTimeoutMs, deadlineAt - now), and the stage's signal aborts it at the evidence deadline. A
 * blackholed instance costs about the dial timeout; one that accepts and then stalls costs the budget.
 *
 * Every expected failure is a value (`{ ok: false, reason }`); the stage counts it and the turn moves on.
 */
import { request, type Dispatcher } from 'undici';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import type { SearxngConfig } from '../config/types.js';
import type { Outcome } from '../outcome.js';
import { boundedSignal, TIMED_OUT_REASON } from '../async/wait.js';
import { createDialAgent, DIAL_TIMEOUT_CODE } from './agent.js';
import { classifyReply, parseSearxngReply, type SearchReply } from './parse.js';
import { HearthError } from '../errors.js';

export type WebSearchFailure =
  | 'timedOut' // the request budget ran out (connected, but no complete reply in time)
  | 'dialTimedOut' // could not connect within the dial timeout (host down, blackholed, backlog full)
  | 'refused' // connection refused: nothing listens there
  | 'unreachable' // other network errors: DNS failure, reset, no route
  | 'badUrl' // the configured URL is not an http(s) URL
  | 'jsonDisabled' // 403: the instance does not allow format=json
  | 'rateLimited' // 429: the instance's limiter / bot detection refused us
  | 'httpError' // any other non-2xx status, redirects included
  | 'badJson' // the body is not SearXNG's JSON
  | 'tooLarge' // the body is over MAX_BODY_BYTES
  | 'upstreamFailed' // no results and some engines did not respond (CAPTCHA, rate limits upstream)
  | 'noResults' // no results, every engine answered: a genuine "nothing found"
  | 'cancelled' // the turn was aborted (a newer turn, shutdown)
  | 'skippedByBreaker'; // the stage skipped the instance after repeated failures (never produced here)

/**
 * Most body bytes read, compressed and decompressed alike. A page of 20-40 results with SearXNG's per-result
 * metadata is 20-80 KB; 4 MiB is far above any real reply and still bounds memory against a broken or hostile
 * instance (or a compression bomb).
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Sent so SearXNG's bot detection (limiter, on by default in searxng-docker) does not answer 429: it wants
 * text/html in Accept, a non-empty Accept-Language, gzip or deflate in Accept-Encoding, and a User-Agent that
 * does not match its bot list (curl, python, Go-http-client, …). Honest about being Hearth, but browser-shaped.
 * See docs/searxng.md for the instance settings that make this unnecessary.
 */
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/json;q=0.8,*/*;q=0.5';
const ACCEPT_ENCODING = 'gzip, deflate';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Hearth/0.1';

interface SearchOptions {
  /** Connection pool with the dial timeout; the stage passes its own. Default: one per dial timeout value. */
  dispatcher?: Dispatcher;
  /** BCP-47 language of the question, if known; used for Accept-Language when config.language is empty. */
  lang?: string;
}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);

const defaultAgents = new Map<number, Dispatcher>();
function defaultAgent(dialTimeoutMs: number): Dispatcher {
  let agent = defaultAgents.get(dialTimeoutMs);
  if (!agent) {
    agent = createDialAgent({ dialTimeoutMs });
    defaultAgents.set(dialTimeoutMs, agent);
  }
  return agent;
}

/** Builds the search URL, keeping any path prefix of the base ("https://host/searx/" → ".../searx/search"). */
function buildSearchUrl(cfg: SearxngConfig, q: string): URL | undefined {
  let base: URL;
  try {
    base = new URL(cfg.url.endsWith('/') ? cfg.url : `${cfg.url}/`);
  } catch {
    return undefined;
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return undefined;
  const url = new URL('search', base);
  url.search = '';
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'json');
  if (cfg.language !== '') url.searchParams.set('language', cfg.language);
  if (cfg.engines.length > 0) url.searchParams.set('engines', cfg.engines.join(','));
  return url;
}

function acceptLanguage(cfg: SearxngConfig, lang: string | undefined): string {
  const first = cfg.language !== '' && cfg.language !== 'all' && cfg.language !== 'auto' ? cfg.language : lang;
  // Never empty (the limiter rejects that), and no guess at a language we do not know.
  return first ? `${first},*;q=0.5` : '*';
}

class BodyTooLarge extends HearthError {
  constructor() {
    super('HEARTH_SEARCH_BODY_TOO_LARGE', 'response over the size cap');
  }
}

/** Reads at most MAX_BODY_BYTES, then undoes gzip/deflate with the same cap on the output. */
async function readBody(res: Dispatcher.ResponseData): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res.body) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const limits = { maxOutputLength: MAX_BODY_BYTES };
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return await gunzip(raw, limits);
    if (encoding === 'deflate') return await inflate(raw, limits).catch(() => inflateRaw(raw, limits));
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new BodyTooLarge();
    throw err;
  }
  return raw;
}

/** Drops a response body we will not read. Destroying emits 'error' (an abort), which we expect and ignore. */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => {});
  body.destroy();
}

function networkReason(err: unknown): WebSearchFailure {
  const code = (err as { code?: string } | undefined)?.code;
  if (code === DIAL_TIMEOUT_CODE || code === 'UND_ERR_CONNECT_TIMEOUT') return 'dialTimedOut';
  if (code === 'ECONNREFUSED') return 'refused';
  return 'unreachable';
}

/**
 * Runs one search. `signal` is the stage's (aborted at the evidence deadline or when the turn is cancelled);
 * `deadlineAt` the stage's absolute deadline (epoch ms).
 * Resolves, never rejects, for every network, HTTP and format failure.
 */
export async function searchSearxng(
  q: string,
  cfg: SearxngConfig,
  signal: AbortSignal,
  deadlineAt: number,
  opts: SearchOptions = {},
): Promise<Outcome<SearchReply, WebSearchFailure>> {
  if (signal.aborted) return { ok: false, reason: 'cancelled' };
  const budgetMs = Math.min(cfg.requestTimeoutMs, deadlineAt - Date.now());
  if (budgetMs <= 0) return { ok: false, reason: 'timedOut' };
  const url = buildSearchUrl(cfg, q);
  if (!url) return { ok: false, reason: 'badUrl' };

  // Aborted by the budget (reason 'timedOut'), or with the stage's signal (its reason: 'timedOut' at the
  // evidence deadline, else a cancel).
  const bounded = boundedSignal({ signal, timeoutMs: budgetMs });

  try {
    const res = await request(url, {
      method: 'GET',
      dispatcher: opts.dispatcher ?? defaultAgent(cfg.dialTimeoutMs),
      signal: bounded.signal,
      headers: {
        accept: ACCEPT,
        'accept-language': acceptLanguage(cfg, opts.lang),
        'accept-encoding': ACCEPT_ENCODING,
        'user-agent': USER_AGENT,
      },
    });
    if (res.statusCode < 200 || res.statusCode > 299) {
      // Do not read an error page; dropping the body closes the connection.
      discard(res.body);
      if (res.statusCode === 403) return { ok: false, reason: 'jsonDisabled' };
      if (res.statusCode === 429) return { ok: false, reason: 'rateLimited' };
      return { ok: false, reason: 'httpError' };
    }
    let body: Buffer;
    try {
      body = await readBody(res);
    } catch (err) {
      discard(res.body);
      if (err instanceof BodyTooLarge) return { ok: false, reason: 'tooLarge' };
      throw err;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return { ok: false, reason: 'badJson' };
    }
    const parsed = parseSearxngReply(json);
    if (!parsed.ok) return parsed;
    const kind = classifyReply(parsed.value);
    if (kind !== 'answered') return { ok: false, reason: kind };
    return parsed;
  } catch (err) {
    if (bounded.signal.reason === TIMED_OUT_REASON) return { ok: false, reason: 'timedOut' };
    if (bounded.signal.aborted) return { ok: false, reason: 'cancelled' };
    if ((err as { code?: string }).code === 'Z_DATA_ERROR' || (err as { code?: string }).code === 'Z_BUF_ERROR') {
      return { ok: false, reason: 'badJson' };
    }
    return { ok: false, reason: networkReason(err) };
  } finally {
    bounded.dispose();
  }
}
