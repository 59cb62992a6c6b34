/**
 * The word indexes (./local-index.ts) of the small books without a full-text index: built once per book in the
 * background, right after its title list, by reading each listed article from the local kiwix-serve.
 *
 * Nothing leaves the box: the articles come from the kiwix-serve the stage already asks, and the index lives
 * in this process. Builds run one at a time and read one article at a time, outside the stage's in-flight
 * limit, like the title lists: a turn never waits for an index; until one is ready the book is found by title
 * only, as before. Any failure (a read fails, the book passes a limit, all books together pass
 * MAX_ALL_INDEXES_BYTES) leaves that book without an index, counted; log lines carry counts, never titles.
 */
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { CallOptions, KiwixClient } from './client.js';
import type { Timed } from './evidence.js';
import { extractArticle } from './html.js';
import type { Suggestion } from './parse.js';
import { DEFAULT_INDEX_LIMITS, type IndexLimits, type WordIndex, WordIndexBuilder } from './local-index.js';

/**
 * Estimated bytes of all books' indexes together. 32 MiB is a few small books (the aviation book's index holds
 * ~0.65 MB, docs/kiwix.md); past it a further book keeps title matching only.
 */
const MAX_ALL_INDEXES_BYTES = 32 * 1024 * 1024;
/** Opening characters that, with the length, tell one article's text from another's. */
const FINGERPRINT_CHARS = 200;
/** Characters indexed between pauses: ~5-8 ms of work (0.1-0.15 us a character, local-index.ts). */
const YIELD_EVERY_CHARS = 50_000;
/** One article read; generous, the build is off every turn's path. */
const ARTICLE_READ_TIMEOUT_MS = 10_000;

interface WordIndexesOptions {
  counters: Counters;
  logger: Logger;
  /** Per-book limits; the defaults are local-index.ts's constants (tests pass smaller ones). */
  limits?: IndexLimits;
  /** Cap on all books together; MAX_ALL_INDEXES_BYTES unless given. */
  maxAllBytes?: number;
}

interface WordIndexes {
  /**
   * Queues a background build for the book on the server at `base` (once per book); never throws. The promise
   * settles when the build is done or given up (a caller need not wait). A new base (the managed kiwix-serve
   * restarts on a new port) drops the indexes built for the old one.
   */
  start(base: string, client: KiwixClient, book: string, titles: readonly Suggestion[], timed: Timed): Promise<void>;
  /** The book's index when it is built, else undefined (not started, still building, or failed). */
  ready(base: string, book: string): WordIndex | undefined;
}

export function createWordIndexes(o: WordIndexesOptions): WordIndexes {
  const limits = o.limits ?? DEFAULT_INDEX_LIMITS;
  const maxAll = o.maxAllBytes ?? MAX_ALL_INDEXES_BYTES;
  const built = new Map<string, WordIndex>();
  const started = new Set<string>();
  let current: string | undefined;
  let used = 0;
  // One build at a time: the shared byte budget is then exact, and kiwix-serve sees one background request.
  let queue: Promise<void> = Promise.resolve();
  return {
    start(base, client, book, titles, timed) {
      if (base !== current) {
        current = base;
        built.clear();
        started.clear();
        used = 0;
      }
      if (started.has(book)) return queue;
      started.add(book);
      const build = async (): Promise<void> => {
        if (base !== current) return;
        const at = performance.now();
        const budget = { ...limits, maxBytes: Math.min(limits.maxBytes, maxAll - used) };
        const got = await buildWordIndex(client, book, titles, timed, budget).catch(() => 'failed' as const);
        if (base !== current) return;
        if (typeof got === 'string') {
          o.counters.bump(got === 'tooLarge' ? 'kiwix.wordIndexTooLarge' : 'kiwix.wordIndexFailed');
          return;
        }
        built.set(book, got);
        used += got.bytes;
        o.counters.bump('kiwix.wordIndexBuilt');
        o.logger.debug(
          { event: 'kiwix.wordIndex', articles: got.articles.length, words: got.words.size, bytes: got.bytes, ms: Math.round(performance.now() - at) },
          'word index built',
        );
      };
      // A build that throws (it should not) is one failed index, and the queue goes on.
      queue = queue.then(build).catch(() => o.counters.bump('kiwix.wordIndexFailed'));
      return queue;
    },
    ready: (base, book) => (base === current ? built.get(book) : undefined),
  };
}

/** Reads every listed article once and indexes its prose; a failed read or a passed limit is no index. */
async function buildWordIndex(
  client: KiwixClient,
  book: string,
  titles: readonly Suggestion[],
  timed: Timed,
  limits: IndexLimits,
): Promise<WordIndex | 'tooLarge' | 'failed'> {
  if (titles.length > limits.maxArticles || limits.maxBytes <= 0) return 'tooLarge';
  const builder = new WordIndexBuilder(limits);
  const opts: CallOptions = { timeoutMs: ARTICLE_READ_TIMEOUT_MS };
  // A redirect in the list reads as its target's text: indexed once, under the first path listed.
  const seen = new Set<string>();
  for (const t of titles) {
    const page = await timed(() => client.rawArticle(book, t.path, opts));
    if (!page.ok) return 'failed';
    const { paragraphs } = extractArticle(page.value);
    const print = fingerprint(paragraphs);
    if (seen.has(print)) continue;
    seen.add(print);
    let added = builder.begin(t.path, t.title);
    let sinceYield = 0;
    for (const p of paragraphs) {
      if (added !== 'added') break;
      added = builder.text(p);
      sinceYield += p.length;
      // Indexing runs on the event loop: it pauses every YIELD_EVERY_CHARS so turns are not held up behind it.
      if (sinceYield >= YIELD_EVERY_CHARS) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    if (added === 'added') added = builder.end();
    if (added === 'tooLarge') return 'tooLarge';
  }
  return builder.finish();
}

/**
 * An article's text known by its length and a hash of its opening (FNV-1a): a set of these tells a redirect's
 * second reading from a new article without holding the book's text (a slice of it would keep it all alive).
 */
function fingerprint(paragraphs: readonly string[]): string {
  let length = 0;
  let hash = 0x811c9dc5;
  let hashed = 0;
  for (const p of paragraphs) {
    length += p.length;
    for (let i = 0; i < p.length && hashed < FINGERPRINT_CHARS; i++, hashed++) hash = Math.imul(hash ^ p.charCodeAt(i), 0x01000193);
  }
  return `${length}:${hash >>> 0}`;
}
