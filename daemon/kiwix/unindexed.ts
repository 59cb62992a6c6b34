/**
 * Books without a full-text index (the aviation book, many small ZIMs): kiwix-serve cannot search them, so
 * Hearth reads each one's title list (title-list.ts) and builds a word index of its articles (local-index.ts),
 * once per server and book, in the background and one book at a time (async/build-queue.ts). A turn whose
 * group holds such a book moves it to the front of the queue and waits a little for it.
 *
 * A small indexed book in a language Hearth has no word tables for, titled in Cyrillic (the Adyghe Wikipedia), has its
 * title list read the same way, for one use only: matching titles a question names in another spelling (lang/sound-alike.ts,
 * "баркук" for "Бэркъукъ"). Its searches stay kiwix-serve's.
 */
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { waitFor } from '../async/wait.js';
import { BuildQueue } from '../async/build-queue.js';
import type { BookGroup } from './books.js';
import type { KiwixClient } from './client.js';
import type { Timed } from './evidence.js';
import type { CatalogBook, Suggestion } from './parse.js';
import type { WordIndex } from './local-index.js';
import { listTitles } from './title-list.js';
import { createWordIndexes } from './word-indexes.js';
import { bookLanguage } from './books.js';
import { LANGUAGES } from '../lang/index.js';

/** A title list is built once per book in the background; generous, it is off every turn's path. */
const TITLE_LIST_TIMEOUT_MS = 10_000;
/**
 * Longest a turn waits for a title list still being read. Reading one costs ~80 suggestions, about 0.5 s per
 * book on this box (bench: 487 ms for the aviation book); a turn waits at most this, then uses prefix
 * suggestions for the book.
 */
const TITLE_LIST_WAIT_MS = 1_500;

/** Time kept, after waiting for title lists, for the searches and article reads (p95 ~150 ms, bench/qa). */
const READ_AFTER_WAIT_MS = 400;

/**
 * Books of at most this many titles have their word index (local-index.ts) waited for with their title list:
 * reading and indexing an article costs ~15-25 ms here (the aviation book's six in ~0.15 s, bench/word-index.mjs),
 * so 40 fit in TITLE_LIST_WAIT_MS beside the list's own ~0.5 s, and a one-shot `hearth ask` finds the index.
 */
const INDEX_WAITED_MAX_TITLES = 40;

interface TitleListEntry {
  titles: Suggestion[] | undefined;
  ready: boolean;
  /** True once `done` has settled. */
  settled: boolean;
  /** Settles when the list is read (or given up) and, for a small book, its word index built (or given up). */
  done: Promise<void>;
}

interface UnindexedBooks {
  /** Starts reading a book's title list (and then its word index) if that has not started yet. */
  warm(client: KiwixClient, base: string, book: CatalogBook): void;
  /**
   * The title lists of a group's listed books, by book; undefined for a list not ready in time. A list still
   * being read (and a small book's word index) is waited for, up to TITLE_LIST_WAIT_MS and the deadline.
   * `lists` holds the unindexed books, `spellings` the indexed ones listed for sound-alike titles.
   */
  listsFor(
    client: KiwixClient,
    base: string,
    group: BookGroup,
    deadlineAt: number,
    signal: AbortSignal,
  ): Promise<{ lists: Map<string, Suggestion[] | undefined>; spellings: Map<string, Suggestion[] | undefined> }>;
  /** A book's word index once built. */
  wordIndex(base: string, book: string): WordIndex | undefined;
}

/** Codes of the languages Hearth has word tables for (lang/index.ts), as books declare them (ISO 639-1 where known). */
const SPOKEN: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.code));

/** A Cyrillic letter: sound keys (lang/sound-alike.ts) are for Cyrillic titles only. */
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;

/**
 * Whether a book's titles are listed: every book without a full-text index, and an indexed one whose languages
 * Hearth has no word tables for and whose own title is written in Cyrillic ("Википедие"), where a Russian question
 * may name a title in another spelling (lang/sound-alike.ts). A Latin-script one (the Afrikaans Wikibooks) is not:
 * its list would cost ~100 requests and a first turn's wait for nothing.
 */
export function isListed(book: CatalogBook): boolean {
  if (!book.fullText) return true;
  return book.languages.length > 0 && !book.languages.some((l) => SPOKEN.has(bookLanguage(l))) && CYRILLIC_RE.test(book.title);
}

export function createUnindexedBooks({ counters, logger }: { counters: Counters; logger: Logger }): UnindexedBooks {
  /** Title lists of books without a full-text index, by server and book (title-list.ts); built once. */
  const titleLists = new Map<string, TitleListEntry>();
  /** Word indexes of the same books, built after their title lists; the stand-in for full-text search. */
  const wordIndexes = createWordIndexes({ counters, logger });
  /** Lists (and small books' indexes) are built one book at a time; a waiting turn's books go first. */
  const builds = new BuildQueue();
  const entryFor = (client: KiwixClient, base: string, book: CatalogBook): TitleListEntry => {
    const key = `${base}\u0000${book.book}`;
    const had = titleLists.get(key);
    if (had) return had;
    const entry: TitleListEntry = { titles: undefined, ready: false, settled: false, done: Promise.resolve() };
    titleLists.set(key, entry);
    // Built in the background, off this turn's path; until it is ready the book gets prefix suggestions.
    // Counted like any request, but outside the in-flight limit: turns would otherwise wait behind ~100 of them.
    const counted: Timed = async (call) => {
      counters.bump('kiwix.requests');
      return call();
    };
    entry.done = builds
      .add(key, async () => {
        const titles = await listTitles(client, book.book, { timeoutMs: TITLE_LIST_TIMEOUT_MS }, counted, book.fullText);
        entry.titles = titles;
        entry.ready = true;
        if (titles === undefined || book.fullText) return;
        // A small book's index is part of its job, which a waiting turn may move to the front. A bigger book's is
        // a job of its own at the back of the queue: started here, it would run beside the next books' lists,
        // and a small book's index queued behind it (word-indexes.ts builds one at a time) would miss its turn.
        const index = () => wordIndexes.start(base, client, book.book, titles, counted);
        if (titles.length <= INDEX_WAITED_MAX_TITLES) await index();
        else void builds.add(`${key}\u0000index`, index);
      })
      .finally(() => {
        entry.settled = true;
      });
    return entry;
  };
  /**
   * The title lists of a group's unindexed books. A list still being read (and a small book's word index) is
   * waited for, up to TITLE_LIST_WAIT_MS and the stage's deadline: a one-shot `hearth ask` has only this turn,
   * and without the list "the dreamliner" cannot reach "Boeing 787 Dreamliner". The daemon starts reading at
   * start-up (warmUp), so its turns find the lists ready.
   */
  const listsFor: UnindexedBooks['listsFor'] = async (client, base, group, deadlineAt, signal) => {
    const listed = group.books.filter(isListed);
    const entries = listed.map((b) => [b, entryFor(client, base, b)] as const);
    builds.prioritize(listed.map((b) => `${base}\u0000${b.book}`));
    const pending = entries.filter(([, e]) => !e.settled).map(([, e]) => e.done);
    // The wait leaves the stage READ_AFTER_WAIT_MS of its share to search and read the articles.
    const until = Math.min(deadlineAt - READ_AFTER_WAIT_MS, Date.now() + TITLE_LIST_WAIT_MS);
    if (pending.length > 0 && until > Date.now()) await waitFor(Promise.all(pending), { deadlineAt: until, signal });
    const of = (fullText: boolean): Map<string, Suggestion[] | undefined> =>
      new Map(entries.filter(([b]) => b.fullText === fullText).map(([b, e]) => [b.book, e.ready ? e.titles : undefined] as const));
    return { lists: of(false), spellings: of(true) };
  };
  return {
    warm: (client, base, book) => {
      if (isListed(book)) entryFor(client, base, book);
    },
    listsFor,
    wordIndex: (base, book) => wordIndexes.ready(base, book),
  };
}
