/**
 * HTTP client for kiwix-serve: full-text search, title suggestions, raw article bytes and the catalog.
 *
 * Every call takes the turn's AbortSignal and an absolute deadline and returns an Outcome: a dead or slow
 * server is a value, never an exception. Bodies are read up to a byte cap so a huge article cannot stall
 * the turn or fill memory. Works with libkiwix 11 (/<book>/<path>) and 12+ (/content/<book>/<path>): we
 * only build /search, /suggest, /raw and /catalog URLs, which are the same on both.
 */
import { request } from 'undici';
import type { Outcome } from '../turn/types.js';
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

export type KiwixFailure = 'timedOut' | 'aborted' | 'unreachable' | 'notFound' | 'httpError' | 'tooLarge';
export type KiwixOutcome<T> = Outcome<T, KiwixFailure>;

/** Search results and suggestion lists are small; 1 MiB is far above any real reply. */
const MAX_LISTING_BYTES = 1024 * 1024;
/** A long Wikipedia article is ~1 MiB of HTML; anything past 4 MiB is not prose we can use in one turn. */
const MAX_ARTICLE_BYTES = 4 * 1024 * 1024;
/** The full catalog of a large library (hundreds of books) stays well under this. */
const MAX_CATALOG_BYTES = 4 * 1024 * 1024;

export interface CallOptions {
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

export class KiwixClient {
  readonly #base: string;
  readonly #rootPath: string;

  /** `baseUrl` is the server root, optionally with a root location (`http://127.0.0.1:8080/kiwix`). */
  constructor(baseUrl: string) {
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
    q.set('pattern', pattern);
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

  async #get(pathAndQuery: string, maxBytes: number, opts: CallOptions): Promise<Fetched> {
    const left = opts.deadlineAt === undefined ? opts.timeoutMs : Math.min(opts.timeoutMs, opts.deadlineAt - Date.now());
    if (opts.signal?.aborted) return { ok: false, reason: 'aborted' };
    if (left <= 0) return { ok: false, reason: 'timedOut' };
    const timeout = AbortSignal.timeout(left);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const failure = (): KiwixFailure => (opts.signal?.aborted ? 'aborted' : timeout.aborted ? 'timedOut' : 'unreachable');
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
    }
  }
}
