/**
 * HTTP client for kiwix-serve: full-text search, title suggestions, raw article bytes and the catalog.
 *
 * Every call takes the turn's AbortSignal and an absolute deadline and returns an Outcome: a dead or slow
 * server is a value, never an exception. Bodies are read up to a byte cap so a huge article cannot stall
 * the turn or fill memory. Works with libkiwix 11 (/<book>/<path>) and 12+ (/content/<book>/<path>): we
 * only build /search, /suggest, /raw and /catalog URLs, which are the same on both.
 *
 * A hung server (stopped, or stuck on a huge search) accepts connections and never answers, so every request
 * would cost its whole timeout. With a breaker (`kiwixBreaker()`, shared by every client of one server across
 * turns) two timeouts in a row open it, and until it lets one probe through every call returns
 * `breakerOpen` at once: a hung server costs one short timeout per KIWIX_BREAKER_OPEN_MS, not six per turn.
 */
import { request } from 'undici';
import { CircuitBreaker } from '../net/breaker.js';
import type { Outcome } from '../outcome.js';
import { boundedSignal } from '../async/wait.js';
import {
  encodePath,
  parseCatalog,
  parseSearchXml,
  parseSuggestJson,
  splitContentPath,
  type CatalogBook,
  type SearchPage,
  type Suggestion,
} from './parse.js';

export type KiwixFailure = 'timedOut' | 'aborted' | 'unreachable' | 'notFound' | 'httpError' | 'tooLarge' | 'breakerOpen';

/**
 * Timeouts or refused connections in a row that open the breaker. Two, because the stage asks for title
 * suggestions in two books at once: a hung server fails both in the same timeout, and one slow answer on a
 * busy box alone does not shut kiwix out.
 */
const KIWIX_BREAKER_FAILURES = 2;
/**
 * How long an open breaker skips kiwix-serve before one probe request. The supervisor needs about 15 s to
 * notice a hung child and restart it (process.ts); 10 s means a turn or two go to web search meanwhile and a
 * restarted server is used again soon after.
 */
const KIWIX_BREAKER_OPEN_MS = 10_000;

/** A breaker for one kiwix-serve; make one per server and pass it to every KiwixClient for it. */
export function kiwixBreaker(now?: () => number): CircuitBreaker {
  return new CircuitBreaker({ failuresToOpen: KIWIX_BREAKER_FAILURES, openForMs: KIWIX_BREAKER_OPEN_MS, now });
}

interface KiwixClientOptions {
  /**
   * Shared across turns for one server (see kiwixBreaker). Timeouts and refused connections are failures;
   * any HTTP answer, even a 404, is a success (the server is alive); a cancelled turn says nothing.
   */
  breaker?: CircuitBreaker;
}

const sharedBreakers = new Map<string, CircuitBreaker>();

/**
 * The breaker for the server at `baseUrl`, made on first use and kept for the process: the stage makes a new
 * client per turn, and the breaker must outlive it. A handful of base URLs per process at most (one per
 * kiwix-serve port), so the map stays tiny.
 */
export function sharedKiwixBreaker(baseUrl: string): CircuitBreaker {
  let breaker = sharedBreakers.get(baseUrl);
  if (breaker === undefined) {
    breaker = kiwixBreaker();
    sharedBreakers.set(baseUrl, breaker);
  }
  return breaker;
}
export type KiwixOutcome<T> = Outcome<T, KiwixFailure>;

/** Search results and suggestion lists are small; 1 MiB is far above any real reply. */
const MAX_LISTING_BYTES = 1024 * 1024;
/** A long Wikipedia article is ~1 MiB of HTML; anything past 4 MiB is not prose we can use in one turn. */
const MAX_ARTICLE_BYTES = 4 * 1024 * 1024;
/** The full catalog of a large library (hundreds of books) stays well under this. */
const MAX_CATALOG_BYTES = 4 * 1024 * 1024;

export interface CallOptions {
  /** The stage's signal: aborts the request (reported as 'aborted', which says nothing about the server). */
  signal?: AbortSignal;
  /** Absolute deadline, epoch ms. */
  deadlineAt?: number;
  /** Per-request budget, ms; the effective timeout is the smaller of this and the time left. */
  timeoutMs: number;
}

/** A reply, or why not; a redirect carries its target so rawArticle can follow it. */
type Fetched = { ok: true; value: string } | { ok: false; reason: KiwixFailure | 'redirected'; location?: string };

/** A redirect that was not followed is a missing entry to the caller. */
function dropLocation(got: Fetched): KiwixOutcome<string> {
  if (got.ok) return got;
  return { ok: false, reason: got.reason === 'redirected' ? 'notFound' : got.reason };
}

/**
 * A full-text pattern as the ZIM's index writes its words: libzim indexes text through ICU's "Lower; NFD; [:M:]
 * remove; NFC", and kiwix-serve 3.3 (libkiwix 11) parses the query without that step, so a word with a mark never
 * hits ("héliosynchrone": 0 results, "heliosynchrone": 2; every Russian word with "й": "район" 0, "раион" 36 in the
 * Adyghe Wikipedia). Dropping the marks here is the index's own form, and a server that drops them itself gets the
 * same pattern.
 */
export function withoutMarks(pattern: string): string {
  return pattern.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

export class KiwixClient {
  readonly #base: string;
  readonly #rootPath: string;
  readonly #breaker: CircuitBreaker | undefined;

  /** `baseUrl` is the server root, optionally with a root location (`http://127.0.0.1:8080/kiwix`). */
  constructor(baseUrl: string, options: KiwixClientOptions = {}) {
    this.#breaker = options.breaker;
    this.#base = baseUrl.replace(/\/+$/u, '');
    this.#rootPath = new URL(`${this.#base}/`).pathname.replace(/\/+$/u, '');
  }

  /** Path part of the base URL ('' or '/kiwix'), for splitting links the server returns. */
  get rootPath(): string {
    return this.#rootPath;
  }

  /** The article's URL on this server (for the chat page's source list; never spoken). */
  articleUrl(book: string, path: string): string {
    return `${this.#base}/${encodeURIComponent(book)}/${encodePath(path)}`;
  }

  /** Full-text search over the given books (all of one language: libkiwix 12+ refuses mixed languages). */
  async search(
    books: readonly string[],
    pattern: string,
    pageLength: number,
    opts: CallOptions,
  ): Promise<KiwixOutcome<SearchPage>> {
    const q = new URLSearchParams();
    for (const b of books) q.append('books.name', b);
    q.set('pattern', withoutMarks(pattern));
    q.set('format', 'xml');
    q.set('pageLength', String(pageLength));
    const got = dropLocation(await this.#get(`/search?${q.toString()}`, MAX_LISTING_BYTES, opts));
    return got.ok ? { ok: true, value: parseSearchXml(got.value) } : got;
  }

  /** Title suggestions in one book. */
  async suggest(book: string, term: string, count: number, opts: CallOptions): Promise<KiwixOutcome<Suggestion[]>> {
    const q = new URLSearchParams({ content: book, term, count: String(count) });
    const got = dropLocation(await this.#get(`/suggest?${q.toString()}`, MAX_LISTING_BYTES, opts));
    return got.ok ? { ok: true, value: parseSuggestJson(got.value) } : got;
  }

  /**
   * The article's bytes as stored in the ZIM, without kiwix's toolbar injection. A redirect entry (title
   * suggestions often name one: "Amphibians" -> "Amphibian") is followed once, inside the same book.
   */
  async rawArticle(book: string, path: string, opts: CallOptions): Promise<KiwixOutcome<string>> {
    const raw = (p: string): string => `/raw/${encodeURIComponent(book)}/content/${encodePath(p)}`;
    const first = await this.#get(raw(path), MAX_ARTICLE_BYTES, opts);
    if (first.ok || first.reason !== 'redirected' || first.location === undefined) return dropLocation(first);
    const target = splitContentPath(first.location, this.#rootPath);
    if (target === undefined || target.book !== book || target.path === path) return { ok: false, reason: 'notFound' };
    return dropLocation(await this.#get(raw(target.path), MAX_ARTICLE_BYTES, opts));
  }

  /** Every book the server offers, with its languages. */
  async catalog(opts: CallOptions): Promise<KiwixOutcome<CatalogBook[]>> {
    const got = dropLocation(await this.#get('/catalog/v2/entries?count=0', MAX_CATALOG_BYTES, opts));
    return got.ok ? { ok: true, value: parseCatalog(got.value, this.#rootPath) } : got;
  }

  /** One request through the breaker (when there is one): skipped while open, its outcome reported. */
  async #get(pathAndQuery: string, maxBytes: number, opts: CallOptions): Promise<Fetched> {
    const breaker = this.#breaker;
    if (breaker === undefined) return this.#request(pathAndQuery, maxBytes, opts);
    if (opts.signal?.aborted) return { ok: false, reason: 'aborted' };
    // A request never sent (the turn's time is up) says nothing about the server.
    if (opts.deadlineAt !== undefined && opts.deadlineAt - Date.now() <= 0) return { ok: false, reason: 'timedOut' };
    if (breaker.canRequest() === 'open') return { ok: false, reason: 'breakerOpen' };
    const got = await this.#request(pathAndQuery, maxBytes, opts);
    if (got.ok || (got.reason !== 'timedOut' && got.reason !== 'unreachable' && got.reason !== 'aborted')) breaker.recordSuccess();
    else if (got.reason === 'aborted') breaker.recordInconclusive();
    else breaker.recordFailure();
    return got;
  }

  async #request(pathAndQuery: string, maxBytes: number, opts: CallOptions): Promise<Fetched> {
    const left = opts.deadlineAt === undefined ? opts.timeoutMs : Math.min(opts.timeoutMs, opts.deadlineAt - Date.now());
    if (opts.signal?.aborted) return { ok: false, reason: 'aborted' };
    if (left <= 0) return { ok: false, reason: 'timedOut' };
    const bounded = boundedSignal({ signal: opts.signal, timeoutMs: left });
    const signal = bounded.signal;
    const failure = (): KiwixFailure => (bounded.expired ? 'timedOut' : signal.aborted ? 'aborted' : 'unreachable');
    try {
      const res = await request(`${this.#base}${pathAndQuery}`, {
        method: 'GET',
        signal,
        headers: { accept: '*/*' },
      });
      if (res.statusCode === 301 || res.statusCode === 302) {
        await res.body.dump();
        const location = res.headers.location;
        return { ok: false, reason: 'redirected', location: typeof location === 'string' ? location : undefined };
      }
      if (res.statusCode === 404) {
        await res.body.dump();
        return { ok: false, reason: 'notFound' };
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        return { ok: false, reason: 'httpError' };
      }
      const declared = Number(res.headers['content-length'] ?? '0');
      if (declared > maxBytes) {
        res.body.destroy();
        return { ok: false, reason: 'tooLarge' };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        const buf = chunk as Buffer;
        size += buf.length;
        if (size > maxBytes) {
          res.body.destroy();
          return { ok: false, reason: 'tooLarge' };
        }
        chunks.push(buf);
      }
      return { ok: true, value: Buffer.concat(chunks).toString('utf8') };
    } catch {
      return { ok: false, reason: failure() };
    } finally {
      bounded.dispose();
    }
  }
}
