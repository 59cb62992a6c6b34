/**
 * The 'zim' stage: answers world questions from the owner's ZIM files (offline Wikipedia and friends)
 * through kiwix-serve.
 *
 * One turn:
 *   1. read the catalog (cached briefly) and group books by language, the question's language first;
 *   2. find the articles the question is about in one parallel round per group (find-articles.ts: title
 *      suggestions, the AND and the ranked OR of the content words; titles.ts orders them by how much of
 *      their title the question says); without a book in the question's language, the best of a few groups;
 *   3. read the top articles and rank their passages together (evidence.ts);
 *   4. hand on the best passages and the lead of the best article as evidence.
 * Every failure (server down, timeout, book gone) is counted and the stage passes; it never throws for them.
 * Only the question's words leave this module, and only to the kiwix server.
 */
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { mayReachOutside, mayUseLocalKnowledge } from '../turn/reach.js';
import type { Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import { detectLanguage as detectLanguageDefault, likelyLanguages } from '../lang/detect.js';
import { searchOrder } from './books.js';
import { KiwixClient, sharedKiwixBreaker, type CallOptions, type KiwixFailure, type KiwixOutcome } from './client.js';
import type { CatalogBook } from './parse.js';
import { readEvidence, type Candidate } from './evidence.js';
import { planSearches } from './rewrite.js';
import { findArticles } from './find-articles.js';
import { createUnindexedBooks } from './unindexed.js';
import { withSpokenDigits } from '../lang/spoken-numbers.js';

/**
 * Search and suggest requests per turn. They go out in one parallel round (2 searches + up to 10 title
 * terms x 2 books), each ~1-5 ms on loopback; a miss then tries up to 3 shorter searches one by one.
 */
export const MAX_SEARCH_REQUESTS_PER_TURN = 26;
/** Language groups tried when the question's language has no book of its own. */
const MAX_GUESSED_GROUPS = 3;
/**
 * The zim stage's share of a turn. A healthy local server answers a whole turn in 10-100 ms; two seconds
 * leaves the rest of the default 8 s turn to SearXNG and the phraser when kiwix-serve hangs.
 */
const STAGE_BUDGET_MS = 2_000;
/** Requests to kiwix-serve at once, per Hearth (see createKiwixStage). */
const MAX_IN_FLIGHT_REQUESTS = 2;
/**
 * Articles read per turn: the entity article plus the top full-text hits, of which evidence.ts keeps four
 * distinct ones. Eight, because suggestions name one article under many redirect spellings ("United States",
 * "UNITED STATES", "United Stated", ... took all four reads of "how many canadians live in the united
 * states"); redirects are dropped after reading, by the page's title. The second four are read only when the
 * first four hold fewer than four distinct articles (evidence.ts). A /raw read is ~1-3 ms on loopback.
 */
const MAX_ARTICLES = 8;
/** The catalog changes only when ZIM files are added or removed; re-reading it every 30 s is plenty. */
const CATALOG_TTL_MS = 30_000;
/**
 * Evidence lines handed to the phraser. Six: at eight, bench/qa held the answer in the evidence more often (the 1,171:
 * 86.2 -> 86.6 %; rounds 19-41: 85.8 -> 86.2 %) but spoke fewer answers (-3 and -6) and answered 3 and 1 more absent
 * questions: each line more is one more sentence sharing the question's words (round 22).
 */
const DEFAULT_MAX_EVIDENCE = 6;

interface KiwixStageOptions {
  /** Current kiwix-serve base URL, or undefined while none is running (the stage then passes). */
  baseUrl: () => string | undefined;
  /**
   * True when `baseUrl` is on this box (kiwix/on-this-box.ts): the kiwix-serve Hearth runs itself, or an external
   * one the config says is local (a loopback URL under `kiwix.on_this_box = "auto"`). Only then may an unsure
   * turn be answered here; a loopback proxy to another host is declared with `on_this_box = "no"`.
   */
  onThisBox?: boolean;
  counters: Counters;
  logger: Logger;
  requestTimeoutMs: number;
  /**
   * The stage's share of a turn, ms; STAGE_BUDGET_MS unless given. Tests that check what a turn may reach, not
   * how fast, give a cold server on a loaded CI box more (its first searches took over 2 s there).
   */
  budgetMs?: number;
  /** Most evidence items (lead included). */
  maxEvidence?: number;
  /** Language guesser for turns the boundary did not label; defaults to daemon/text/language.ts. */
  detectLanguage?: (text: string) => string | undefined;
}

interface CatalogCache {
  base: string;
  fetchedAt: number;
  books: CatalogBook[];
}

/** The zim stage, with a start-up hook that reads the catalog and the small books' title lists early. */
interface KiwixStage extends Stage {
  /** Starts reading in the background; never throws, never waits. Safe to call when no server runs yet. */
  warmUp(): void;
}

export function createKiwixStage(o: KiwixStageOptions): KiwixStage {
  const detect = o.detectLanguage ?? detectLanguageDefault;
  const maxEvidence = Math.max(1, o.maxEvidence ?? DEFAULT_MAX_EVIDENCE);
  const budgetMs = o.budgetMs ?? STAGE_BUDGET_MS;
  let catalog: CatalogCache | undefined;
  /** Title lists and word indexes of the books without a full-text index (unindexed.ts). */
  const unindexed = createUnindexedBooks({ counters: o.counters, logger: o.logger });

  /** Counts a failed request by reason; a vanished server or book also drops the cached catalog. */
  const countFailure = (reason: KiwixFailure): void => {
    if (reason === 'aborted') o.counters.bump('kiwix.aborted');
    else if (reason === 'timedOut') o.counters.bump('kiwix.timedOut');
    else if (reason === 'notFound') o.counters.bump('kiwix.notFound');
    else if (reason === 'breakerOpen') o.counters.bump('kiwix.breakerOpen');
    else o.counters.bump('kiwix.failed');
    if (reason === 'notFound' || reason === 'unreachable' || reason === 'httpError') catalog = undefined;
  };

  // kiwix-serve 3.3 (libkiwix 11) was seen to crash under many parallel suggest/search requests over
  // several books (each of 230 development questions sent ~20 at once; it died within a few dozen turns,
  // with or without larger searcher caches). MAX_IN_FLIGHT_REQUESTS at a time kept it up for the whole set.
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    if (inFlight < MAX_IN_FLIGHT_REQUESTS) {
      inFlight++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  /** Wraps a request: counts it and its time, at most MAX_IN_FLIGHT_REQUESTS at once. */
  async function timed<T>(call: () => Promise<KiwixOutcome<T>>): Promise<KiwixOutcome<T>> {
    await acquire();
    try {
      const started = performance.now();
      o.counters.bump('kiwix.requests');
      const got = await call();
      o.counters.bump('kiwix.requestMs', performance.now() - started);
      if (!got.ok) countFailure(got.reason);
      return got;
    } finally {
      release();
    }
  }

  async function books(client: KiwixClient, base: string, opts: CallOptions): Promise<CatalogBook[] | undefined> {
    const now = Date.now();
    if (catalog && catalog.base === base && now - catalog.fetchedAt < CATALOG_TTL_MS) return catalog.books;
    const got = await timed(() => client.catalog(opts));
    if (!got.ok) return undefined;
    catalog = { base, fetchedAt: now, books: got.value };
    return got.value;
  }

  return {
    name: 'zim',
    warmUp(): void {
      const base = o.baseUrl();
      if (base === undefined) return;
      const client = new KiwixClient(base, { breaker: sharedKiwixBreaker(base) });
      void books(client, base, { timeoutMs: o.requestTimeoutMs }).then((library) => {
        for (const book of library ?? []) unindexed.warm(client, base, book);
      });
    },
    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      // A world turn may ask any kiwix-serve; an unsure one only the server Hearth runs on loopback (turn/reach.ts).
      if (!mayReachOutside(turn.turnClass) && !(mayUseLocalKnowledge(turn.turnClass) && o.onThisBox === true)) return { kind: 'pass' };
      const base = o.baseUrl();
      if (base === undefined) {
        o.counters.bump('kiwix.skipped');
        return { kind: 'pass' };
      }
      const started = performance.now();
      // One breaker per server for the process: a hung kiwix-serve costs two timeouts, then nothing.
      const client = new KiwixClient(base, { breaker: sharedKiwixBreaker(base) });
      // The stage's own share of the turn, so a slow server leaves time for the web and the phraser.
      const deadlineAt = Math.min(ctx.deadlineAt, Date.now() + budgetMs);
      const opts: CallOptions = { signal: ctx.signal, deadlineAt, timeoutMs: o.requestTimeoutMs };
      const library = await books(client, base, opts);
      if (library === undefined) return { kind: 'pass' };
      if (library.length === 0) {
        o.counters.bump('kiwix.noBooks');
        return { kind: 'pass' };
      }
      const lang = turn.lang ?? detect(turn.text);
      // A number said in parts ("the seven forty seven", "the triple seven") is searched as articles write it.
      const question = withSpokenDigits(turn.text, lang);
      const plan = planSearches(question, lang);
      const budget = { left: MAX_SEARCH_REQUESTS_PER_TURN };
      let found: Candidate[] = [];
      const { groups, known } = searchOrder(library, lang, likelyLanguages(question));
      let best = -Infinity;
      for (const group of groups.slice(0, known ? groups.length : MAX_GUESSED_GROUPS)) {
        if (budget.left <= 0 || ctx.signal.aborted) break;
        const { lists, spellings } = await unindexed.listsFor(client, base, group, deadlineAt, ctx.signal);
        const indexes = new Map(group.books.flatMap((b) => {
          const index = b.fullText ? undefined : unindexed.wordIndex(base, b.book);
          return index === undefined ? [] : [[b.book, index] as const];
        }));
        const got = await findArticles(client, group, plan, budget, opts, timed, lists, indexes, spellings);
        if (got.candidates.length === 0) continue;
        if (known) {
          found = got.candidates;
          break;
        }
        if (got.best > best) {
          best = got.best;
          found = got.candidates;
        }
      }
      if (found.length === 0) {
        if (!ctx.signal.aborted) o.counters.bump('kiwix.noResults');
        return { kind: 'pass' };
      }
      const { evidence, coverage } = await readEvidence(client, found.slice(0, MAX_ARTICLES), plan.rankQuery, maxEvidence, opts, timed, question);
      o.logger.debug(
        { event: 'kiwix.turn', articles: found.length, evidence: evidence.length, ms: Math.round(performance.now() - started) },
        'zim stage done',
      );
      if (evidence.length === 0) {
        o.counters.bump('kiwix.noResults');
        return { kind: 'pass' };
      }
      o.counters.bump('kiwix.answered');
      // When the best passage holds every content word of the question, the web is not asked at all: the
      // answer is faster and the question stays on the box. Partial matches still let SearXNG add snippets.
      const sufficient = coverage >= SUFFICIENT_COVERAGE;
      if (sufficient) o.counters.bump('kiwix.sufficient');
      return { kind: 'evidence', route: 'zim', evidence, sufficient };
    },
  };
}


/** Share of the question's content words the best passage must hold for the ZIM answer to stand alone. */
const SUFFICIENT_COVERAGE = 1;
