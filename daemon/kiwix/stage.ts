/**
 * The 'zim' stage: answers world questions from the owner's ZIM files (offline Wikipedia and friends)
 * through kiwix-serve.
 *
 * One turn:
 *   1. read the catalog (cached briefly) and group books by language, the question's language first;
 *   2. find the articles the question is about in one parallel round per group (findArticles: title
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
import { orderBookGroups, type BookGroup } from './books.js';
import { KiwixClient, sharedKiwixBreaker, type CallOptions, type KiwixFailure, type KiwixOutcome } from './client.js';
import { splitContentPath, type CatalogBook, type Suggestion } from './parse.js';
import { readEvidence, type Candidate, type Timed } from './evidence.js';
import { planSearches, type SearchPlan } from './rewrite.js';
import { matchTitle, spellingKey, titleScore, withoutSiteName, type TitleMatch } from './titles.js';
import { isDistinctBySound, soundsLikeTitle, soundTitle, soundWords, type SoundTitle } from '../lang/sound-alike.js';
import { searchWordIndex, type WordIndex } from './local-index.js';
import { createUnindexedBooks } from './unindexed.js';
import { matchWords } from '../lang/words.js';
import { withSpokenDigits } from '../lang/spoken-numbers.js';

/**
 * Search and suggest requests per turn. They go out in one parallel round (2 searches + up to 10 title
 * terms x 2 books), each ~1-5 ms on loopback; a miss then tries up to 3 shorter searches one by one.
 */
export const MAX_SEARCH_REQUESTS_PER_TURN = 26;
/**
 * Candidates scoring under this share of the best are dropped. A title match scores 10+ and an OR-only hit
 * 1-4, so beside a named article only other named or AND-matched articles stay; without one, the hits stay.
 */
const RELEVANT_SHARE_OF_BEST = 0.45;
/** Language groups tried when the question's language has no book of its own. */
const MAX_GUESSED_GROUPS = 3;
/**
 * The zim stage's share of a turn. A healthy local server answers a whole turn in 10-100 ms; two seconds
 * leaves the rest of the default 8 s turn to SearXNG and the phraser when kiwix-serve hangs.
 */
const STAGE_BUDGET_MS = 2_000;
/** Requests to kiwix-serve at once, per Hearth (see createKiwixStage). */
const MAX_IN_FLIGHT_REQUESTS = 2;
/** Candidate order: a title the question says outweighs any full-text rank (one title word = 10). */
const TITLE_MATCH_WEIGHT = 10;
/**
 * A title word the question says in another spelling (lang/sound-alike.ts): above an OR hit (4), which a Russian question
 * over an Adyghe book gets from Russian loanwords in unrelated articles, and above a part of a title said as written
 * ("султаном" says "Нур-Султан" at 7.6); below a whole title said as written (10 and up).
 */
const SOUND_MATCH_WEIGHT = 9;
/** Full-text hits: the first AND hit (all content words) is worth 6, the first OR hit 4, less down the list. */
const AND_HIT_WEIGHT = 6;
const OR_HIT_WEIGHT = 4;
/** Books asked for title suggestions per step (suggest is one request per book). */
const MAX_SUGGEST_BOOKS = 2;
/**
 * Articles read per turn: the entity article plus the top full-text hits, of which evidence.ts keeps four
 * distinct ones. Eight, because suggestions name one article under many redirect spellings ("United States",
 * "UNITED STATES", "United Stated", ... took all four reads of "how many canadians live in the united
 * states"); redirects are dropped after reading, by the page's title. The second four are read only when the
 * first four hold fewer than four distinct articles (evidence.ts). A /raw read is ~1-3 ms on loopback.
 */
const MAX_ARTICLES = 8;
/** The first reads, where a title the question names by its number must be. */
const MAX_DISTINCT_ARTICLES = 4;
/**
 * Articles a book's word index (local-index.ts) adds per turn, standing in for the full-text hits of an indexed
 * book: as many as are read beside the entity article.
 */
const WORD_INDEX_HITS = 3;
/** Full-text hits requested; only the first few are read, the rest is wasted server work. */
const SEARCH_PAGE_LENGTH = 6;
/** Suggestions requested per book: enough to find the exact title among near misses. */
const SUGGEST_COUNT = 10;
/** The catalog changes only when ZIM files are added or removed; re-reading it every 30 s is plenty. */
const CATALOG_TTL_MS = 30_000;
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
      // Without a language, the ones the question's words point to are tried first (a tie of French and Italian).
      const groups = orderBookGroups(library, lang, lang === undefined ? likelyLanguages(question) : []);
      // Without a book in the question's language (or when its language is only guessed), the group is not
      // known: the best-scoring of a few groups wins, where otherwise the first group with any hit would.
      const known = lang !== undefined && groups[0]?.lang === lang.toLowerCase().split('-')[0];
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

/** Each listed title's sound keys, computed once per list (a list lives as long as its server). */
const SOUND_TITLES = new WeakMap<readonly Suggestion[], { s: Suggestion; sound: SoundTitle }[]>();

function soundTitlesOf(titles: readonly Suggestion[]): { s: Suggestion; sound: SoundTitle }[] {
  let out = SOUND_TITLES.get(titles);
  if (out === undefined) {
    out = titles.flatMap((s) => {
      const sound = soundTitle(withoutSiteName(s.title));
      return sound === undefined || !isDistinctBySound(sound) ? [] : [{ s, sound }];
    });
    SOUND_TITLES.set(titles, out);
  }
  return out;
}

/** Share of the question's content words the best passage must hold for the ZIM answer to stand alone. */
const SUFFICIENT_COVERAGE = 1;

/**
 * Finds the articles a question is about in one language group, in one round of parallel requests:
 * title suggestions for the plan's title terms, the AND of the content words, and the ranked OR of them.
 * Candidates are ordered by how much of the question their title says (titles.ts: the longest title match
 * wins, a bracketed kind picks between same-named articles), then by full-text rank (AND hits before OR
 * hits). Only when that round finds nothing are the plan's shorter full-text searches tried, one by one.
 */
async function findArticles(
  client: KiwixClient,
  group: BookGroup,
  plan: SearchPlan,
  budget: { left: number },
  opts: CallOptions,
  timed: Timed,
  titleLists: ReadonlyMap<string, readonly Suggestion[] | undefined> = new Map(),
  wordIndexes: ReadonlyMap<string, WordIndex> = new Map(),
  spellings: ReadonlyMap<string, readonly Suggestion[] | undefined> = new Map(),
): Promise<{ candidates: Candidate[]; best: number }> {
  const scored = new Map<string, { c: Candidate; score: number }>();
  const consider = (c: Candidate, score: number): void => {
    const key = `${c.book}\u0000${c.path}`;
    const had = scored.get(key);
    if (had) had.score += score;
    else scored.set(key, { c, score });
  };
  // A title said only by the noun a which-question asks by ("US President" for "which president let civilians use
  // gps") is the kind of answer wanted, not the article the question is about; so is one said only by the cue that
  // asks ("Year" for "what year was it built", "Илъэсым" for "... сыд илъэсым агъэпсыгъ").
  const cue = new Set(plan.cueWords);
  const saysTitle = (title: string): ReturnType<typeof matchTitle> => {
    const m = matchTitle(plan.words, title);
    if (m === undefined) return undefined;
    if (m.words === 1 && plan.askedNoun !== undefined && plan.words[m.at] === plan.askedNoun) return undefined;
    return m.missing === 0 && plan.words.slice(m.at, m.at + m.words).every((w) => cue.has(w)) ? undefined : m;
  };
  const titleWeight = (title: string): number => {
    const m = saysTitle(title);
    return m === undefined ? 0 : TITLE_MATCH_WEIGHT * titleScore(m);
  };
  const textBooks = group.books.filter((b) => b.fullText).map((b) => b.book);
  // A listed book is matched in memory; the others are asked for suggestions.
  const namedIn = new Set<string>();
  for (const [book, titles] of titleLists) {
    for (const s of titles ?? []) {
      const w = titleWeight(s.title);
      if (w <= 0) continue;
      consider({ book, path: s.path, title: s.title, lang: group.lang }, w);
      namedIn.add(book);
    }
  }
  // A title the question names in another spelling ("баркук" for "Бэркъукъ"), in a listed indexed book: weighed
  // below a title said as written, so a book's own spelling wins where the question has it.
  const soundNamed = new Set<string>();
  const keys = soundWords(plan.words.join(' '));
  for (const [book, titles] of spellings) {
    if (keys.length === 0) break;
    for (const t of soundTitlesOf(titles ?? [])) {
      const n = soundsLikeTitle(keys, t.sound);
      if (n === 0 || titleWeight(t.s.title) > 0) continue;
      consider({ book, path: t.s.path, title: t.s.title, lang: group.lang }, SOUND_MATCH_WEIGHT * n);
      soundNamed.add(`${book}\u0000${t.s.path}`);
    }
  }
  // A book with a word index is searched in memory; its hits weigh like the full-text OR hits: local-index.ts
  // finds only articles holding every content word, but in a book of a few long articles the longest holds most
  // words ("like a rolling stone how long is the song" found "Android (operating system)"). At the AND weights
  // (6, 5, 4) the 350 questions of bench/qa kept the same spoken count (one won, one lost) and one more absent
  // question was answered. A book in which the
  // question names an article is not searched: the title has found what it is about there, and the book's other
  // articles that hold the words only crowd its passages (docs/kiwix.md, "Books without a full-text index").
  const searched = [...wordIndexes].filter(([book]) => !namedIn.has(book));
  // The best WORD_INDEX_HITS articles of the searched books for these words, at the OR hits' weights.
  const searchIndexes = (words: readonly string[]): boolean => {
    const local = searched.flatMap(([book, index]) => searchWordIndex(index, words, WORD_INDEX_HITS).map((hit) => ({ book, hit })));
    local.sort((x, y) => y.hit.score - x.hit.score);
    local.slice(0, WORD_INDEX_HITS).forEach(({ book, hit }, rank) => {
      consider({ book, path: hit.path, title: hit.title, lang: group.lang }, OR_HIT_WEIGHT - rank / 2);
    });
    return local.length > 0;
  };
  let andHit = searchIndexes(matchWords(plan.rankQuery));
  const suggestBooks = group.books.filter((b) => titleLists.get(b.book) === undefined).slice(0, MAX_SUGGEST_BOOKS);
  const patterns = plan.steps.flatMap((s) => (s.kind === 'fullText' ? [s.pattern] : []));
  const [allWords, ...shorter] = patterns;
  const round: Promise<void>[] = [];
  const search = async (pattern: string, weight: (rank: number) => number): Promise<boolean> => {
    budget.left -= 1;
    const r = await timed(() => client.search(textBooks, pattern, SEARCH_PAGE_LENGTH, opts));
    if (!r.ok) return false;
    r.value.hits.forEach((hit, rank) => {
      const at = splitContentPath(hit.link, client.rootPath);
      if (at) consider({ ...at, title: hit.title, lang: group.lang }, weight(rank) + titleWeight(hit.title));
    });
    return r.value.hits.length > 0;
  };
  if (textBooks.length > 0 && allWords !== undefined) {
    round.push(search(allWords, (rank) => AND_HIT_WEIGHT - rank).then((hit) => { if (hit) andHit = true; }));
    if (plan.anyWordsPattern !== allWords && plan.anyWordsPattern.includes(' OR ')) {
      round.push(search(plan.anyWordsPattern, (rank) => OR_HIT_WEIGHT - rank / 2).then(() => undefined));
    }
  }
  for (const term of plan.titleTerms) {
    for (const book of suggestBooks) {
      if (budget.left <= 0) break;
      budget.left -= 1;
      round.push(
        timed(() => client.suggest(book.book, term, SUGGEST_COUNT, opts)).then((r) => {
          if (!r.ok) return;
          for (const s of r.value) {
            const w = titleWeight(s.title);
            // A suggestion counts once per article, at its best; the search hits add to it.
            const key = `${book.book}\u0000${s.path}`;
            const had = scored.get(key);
            if (w <= 0) continue;
            if (had) had.score = Math.max(had.score, w);
            else scored.set(key, { c: { book: book.book, path: s.path, title: s.title, lang: group.lang }, score: w });
          }
        }),
      );
    }
  }
  await Promise.all(round);
  // No source holds every content word: a book's word index is searched with the plan's shorter patterns, as
  // the full-text books are below; in memory, so no request, and the first pattern with a hit is kept.
  if (!andHit) shorter.some((pattern) => searchIndexes(matchWords(pattern)));
  for (const pattern of shorter) {
    if (scored.size > 0 || budget.left <= 0 || opts.signal?.aborted || textBooks.length === 0) break;
    await search(pattern, (rank) => OR_HIT_WEIGHT - rank / 2);
  }
  const ranked = [...scored.values()].sort((x, y) => y.score - x.score);
  // Articles far behind the best are noise from the OR search: a question that names its article is
  // answered from that article, not from one that happens to share a common word.
  const bar = (ranked[0]?.score ?? 0) * RELEVANT_SHARE_OF_BEST;
  // A title the question names by its number or long last name ("the 777-200lr ... hong kong to london") stays
  // beside a longer whole-title match: both are what the question is about.
  // Each kept candidate's title match, once; a candidate whose title the question says is marked `named` for the
  // evidence ranking (evidence.ts NAMED_ARTICLE_BONUS).
  const matched = ranked.map((x) => ({ c: x.c, score: x.score, m: saysTitle(x.c.title) }));
  // A question word belongs to the longest title said around it: "koek" of "die fudge koek" is "Fudge Koek", not a
  // long last name of "Cremora Koekies" and every other biscuit's.
  const wholeSpans = matched.filter((x) => x.score >= bar && x.m !== undefined && x.m.missing === 0 && x.m.words >= 2).map((x) => x.m!);
  const saidInside = (m: TitleMatch): boolean => wholeSpans.some((w) => w !== m && m.at >= w.at && m.at < w.at + w.words);
  // One of the redirects that only respell a title is enough ("UNITED STATES", "United Stated", ... filled every read
  // of "how many canadians live in the united states", and "Canadians" was never read).
  const respelled = new Set<string>();
  const kept = matched.filter((x) => {
    if (!(x.score >= bar || (x.m?.distinctive === true && !saidInside(x.m)))) return false;
    const key = spellingKey(x.c.title);
    if (respelled.has(key)) return false;
    respelled.add(key);
    return true;
  });
  const candidates = kept.map((x) => (x.m === undefined && !soundNamed.has(`${x.c.book}\u0000${x.c.path}`) ? x.c : { ...x.c, named: true }));
  // A title the question names by its number is also read: behind several spellings of a longer match ("Hong
  // Kong", "HONG KONG", ...) it would miss the cut.
  const firstNamed = kept.findIndex((x) => x.m?.number === true);
  if (firstNamed >= MAX_DISTINCT_ARTICLES) candidates.splice(MAX_DISTINCT_ARTICLES - 1, 0, ...candidates.splice(firstNamed, 1));
  return { candidates, best: ranked[0]?.score ?? 0 };
}

