/**
 * The Kiwix catalog over HTTP: searching `/catalog/v2/entries` and finding a book's checksum (its `.meta4`,
 * else its `.sha256`). What leaves the box: the words searched for, the language code, and the name of the
 * book pulled; nothing about questions asked. Failures are reason codes; URLs and hosts are never logged.
 */
import { request, type Dispatcher } from 'undici';
import type { Outcome } from '../outcome.js';
import { iso3For } from '../kiwix/books.js';
import { createModelAgent, HEADERS_TIMEOUT_MS } from '../models/download.js';
import { parseFeed, parseMetalink, parseSha256File, type ZimEntry, type ZimFeed } from './opds.js';

export type CatalogFailure = 'unreachable' | 'httpError' | 'notACatalog' | 'noChecksum' | 'off';

/** A search page: more than a screen of books is not a choice anyone makes; the total is shown. */
const SEARCH_PAGE_SIZE = 50;
/** A feed or a checksum file bigger than this is not one (a whole-catalog feed is about 10 MB). */
const MAX_FEED_BYTES = 16 * 1024 * 1024;

interface CatalogQuery {
  /** ISO 639-1 ("en") or 639-3 ("eng"); sent as 639-3, as the catalog stores it. */
  lang?: string;
  q?: string;
  name?: string;
  category?: string;
  count?: number;
}

interface CatalogClientOptions {
  /** The catalog's base URL, e.g. https://library.kiwix.org; '' means off. */
  baseUrl: string;
  dispatcher?: Dispatcher;
}

async function fetchText(url: string, dispatcher: Dispatcher): Promise<Outcome<string, 'unreachable' | 'httpError'>> {
  let current = url;
  // download.kiwix.org answers a .meta4 or .sha256 with a redirect to a mirror; follow a few.
  for (let hop = 0; hop < 5; hop++) {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(current, { dispatcher, headersTimeout: HEADERS_TIMEOUT_MS, bodyTimeout: HEADERS_TIMEOUT_MS });
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
    if ([301, 302, 303, 307, 308].includes(res.statusCode) && typeof res.headers.location === 'string') {
      await res.body.dump().catch(() => undefined);
      current = new URL(res.headers.location, current).toString();
      continue;
    }
    if (res.statusCode !== 200) {
      await res.body.dump().catch(() => undefined);
      return { ok: false, reason: 'httpError' };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_FEED_BYTES) {
        res.body.destroy();
        return { ok: false, reason: 'httpError' };
      }
      chunks.push(chunk);
    }
    return { ok: true, value: Buffer.concat(chunks).toString('utf8') };
  }
  return { ok: false, reason: 'httpError' };
}

export class CatalogClient {
  readonly #base: string;
  readonly #dispatcher: Dispatcher;
  readonly #ownDispatcher: boolean;

  constructor(options: CatalogClientOptions) {
    this.#base = options.baseUrl.replace(/\/+$/u, '');
    this.#ownDispatcher = options.dispatcher === undefined;
    this.#dispatcher = options.dispatcher ?? createModelAgent();
  }

  /** The feed URL for a query (exported for tests and for `--json` output). */
  entriesUrl(query: CatalogQuery): string {
    const params = new URLSearchParams();
    if (query.lang) params.set('lang', iso3For(query.lang));
    if (query.q) params.set('q', query.q);
    if (query.name) params.set('name', query.name);
    if (query.category) params.set('category', query.category);
    params.set('count', String(query.count ?? SEARCH_PAGE_SIZE));
    return `${this.#base}/catalog/v2/entries?${params.toString()}`;
  }

  async search(query: CatalogQuery): Promise<Outcome<ZimFeed, CatalogFailure>> {
    if (this.#base === '') return { ok: false, reason: 'off' };
    const got = await fetchText(this.entriesUrl(query), this.#dispatcher);
    if (!got.ok) return got;
    if (!/<feed\b/u.test(got.value)) return { ok: false, reason: 'notACatalog' };
    return { ok: true, value: parseFeed(got.value) };
  }

  /**
   * Where to download a book from and the SHA-256 it must have: from its `.meta4` when the link is one
   * (library.kiwix.org's are), else from the `.sha256` next to the file. No checksum: refused, because an
   * unverified multi-GB file that turns out broken would make kiwix-serve skip or crash on it.
   */
  async checksum(entry: ZimEntry): Promise<Outcome<{ url: string; sha256: string; size?: number }, CatalogFailure>> {
    const link = new URL(entry.downloadUrl, `${this.#base}/`).toString();
    const zimUrl = link.replace(/\.meta4$/u, '');
    if (link !== zimUrl) {
      const meta = await fetchText(link, this.#dispatcher);
      if (meta.ok) {
        const parsed = parseMetalink(meta.value);
        if (parsed.sha256) return { ok: true, value: { url: zimUrl, sha256: parsed.sha256, ...(parsed.size ? { size: parsed.size } : {}) } };
      }
    }
    const sums = await fetchText(`${zimUrl}.sha256`, this.#dispatcher);
    const sha256 = sums.ok ? parseSha256File(sums.value) : undefined;
    if (!sha256) return { ok: false, reason: sums.ok || sums.reason === 'httpError' ? 'noChecksum' : sums.reason };
    // No exact size here: the feed's length is the library's size in KiB times 1024, not the file's.
    return { ok: true, value: { url: zimUrl, sha256 } };
  }

  get dispatcher(): Dispatcher {
    return this.#dispatcher;
  }

  async close(): Promise<void> {
    if (this.#ownDispatcher) await this.#dispatcher.close();
  }
}
