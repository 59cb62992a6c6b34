/**
 * The 'zim' stage: answers world questions from the owner's ZIM files (offline Wikipedia and friends)
 * through kiwix-serve.
 *
 * One turn:
 *   1. read the catalog (cached briefly) and group books by language, the question's language first;
 *   2. run the rewriter's search steps against the first group (title suggestions for the main entity, then
 *      full-text with fewer and fewer words) within a fixed request budget; fall through to the next language
 *      group only when a group finds nothing;
 *   3. read the top articles through /raw, split their prose into passages and rank the passages of all of
 *      them together against the question;
 *   4. hand on the lead of the best article plus the best passages as evidence.
 * Every failure (server down, timeout, book gone) is counted and the stage passes; it never throws for them.
 * Only the question's words leave this module, and only to the kiwix server.
 */
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { Evidence, Stage, StageResult, Turn } from '../turn/types.js';
import { detectLanguage as detectLanguageDefault } from '../text/language.js';
import { cleanForSpeech } from '../text/clean.js';
import { capAtSentence, rankPassages, sameWord, splitPassages, trimToMatch, type PassageInput } from '../text/rank.js';
import { matchWords } from '../text/tokens.js';
import { orderBookGroups, type BookGroup } from './books.js';
import { KiwixClient, type CallOptions, type KiwixFailure, type KiwixOutcome } from './client.js';
import { extractArticle } from './html.js';
import { splitContentPath, type CatalogBook, type Suggestion } from './parse.js';
import { planSearches, type SearchPlan } from './rewrite.js';

/** Search and suggest requests per turn. Each costs ~3 ms locally; six keeps a miss well under 50 ms. */
const MAX_SEARCH_REQUESTS_PER_TURN = 6;
/** Books asked for title suggestions per step (suggest is one request per book). */
const MAX_SUGGEST_BOOKS = 2;
/** Articles read per turn: the entity article plus the top full-text hits. More rarely adds an answer. */
const MAX_ARTICLES = 3;
/** Full-text hits requested; only the first few are read, the rest is wasted server work. */
const SEARCH_PAGE_LENGTH = 5;
/** Suggestions requested per book: enough to find the exact title among near misses. */
const SUGGEST_COUNT = 8;
/** The catalog changes only when ZIM files are added or removed; re-reading it every 30 s is plenty. */
const CATALOG_TTL_MS = 30_000;
/** Caps so evidence stays speakable: the lead is a summary, passages carry the detail. */
const LEAD_MAX_CHARS = 400;
const PASSAGE_MAX_CHARS = 600;
/** Passage split: long enough to hold a fact with its context, short enough to read aloud. */
const PASSAGE_MIN_CHARS = 180;
const DEFAULT_MAX_EVIDENCE = 4;
/**
 * Prose read per article. 60k characters is a long Wikipedia article's whole body; beyond it ranking costs
 * grow (~20 ms per 1000 passages) while answers to spoken questions almost always sit earlier.
 */
const MAX_ARTICLE_TEXT_CHARS = 60_000;

export interface KiwixStageOptions {
  /** Current kiwix-serve base URL, or undefined while none is running (the stage then passes). */
  baseUrl: () => string | undefined;
  counters: Counters;
  logger: Logger;
  requestTimeoutMs: number;
  /** Most evidence items (lead included). */
  maxEvidence?: number;
  /** Language guesser for turns the boundary did not label; defaults to daemon/text/language.ts. */
  detectLanguage?: (text: string) => string | undefined;
}

interface Candidate {
  book: string;
  path: string;
  title: string;
  lang: string;
}

interface CatalogCache {
  base: string;
  fetchedAt: number;
  books: CatalogBook[];
}

export function createKiwixStage(o: KiwixStageOptions): Stage {
  const detect = o.detectLanguage ?? detectLanguageDefault;
  const maxEvidence = Math.max(1, o.maxEvidence ?? DEFAULT_MAX_EVIDENCE);
  let catalog: CatalogCache | undefined;

  /** Counts a failed request by reason; a vanished server or book also drops the cached catalog. */
  const countFailure = (reason: KiwixFailure): void => {
    if (reason === 'aborted') o.counters.bump('kiwix.aborted');
    else if (reason === 'timedOut') o.counters.bump('kiwix.timedOut');
    else if (reason === 'notFound') o.counters.bump('kiwix.notFound');
    else o.counters.bump('kiwix.failed');
    if (reason === 'notFound' || reason === 'unreachable' || reason === 'httpError') catalog = undefined;
  };

  /** Wraps a request: counts it and its time. */
  async function timed<T>(call: () => Promise<KiwixOutcome<T>>): Promise<KiwixOutcome<T>> {
    const started = performance.now();
    o.counters.bump('kiwix.requests');
    const got = await call();
    o.counters.bump('kiwix.requestMs', performance.now() - started);
    if (!got.ok) countFailure(got.reason);
    return got;
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
    async run(turn: Turn): Promise<StageResult> {
      const base = o.baseUrl();
      if (base === undefined) {
        o.counters.bump('kiwix.skipped');
        return { kind: 'pass' };
      }
      const started = performance.now();
      const client = new KiwixClient(base);
      const opts: CallOptions = { signal: turn.signal, deadlineAt: turn.deadlineAt, timeoutMs: o.requestTimeoutMs };
      const library = await books(client, base, opts);
      if (library === undefined) return { kind: 'pass' };
      if (library.length === 0) {
        o.counters.bump('kiwix.noBooks');
        return { kind: 'pass' };
      }
      const lang = turn.lang ?? detect(turn.text);
      const plan = planSearches(turn.text, lang);
      const budget = { left: MAX_SEARCH_REQUESTS_PER_TURN };
      let found: Candidate[] = [];
      for (const group of orderBookGroups(library, lang)) {
        if (budget.left <= 0 || turn.signal.aborted) break;
        found = await findArticles(client, group, plan, budget, opts, timed);
        if (found.length > 0) break;
      }
      if (found.length === 0) {
        if (!turn.signal.aborted) o.counters.bump('kiwix.noResults');
        return { kind: 'pass' };
      }
      const { evidence, coverage } = await readEvidence(client, found.slice(0, MAX_ARTICLES), plan.rankQuery, maxEvidence, opts, timed);
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
/** A one-word question ("Paris?") is too vague to call any passage a full answer. */
const MIN_TERMS_FOR_SUFFICIENT = 2;

type Timed = <T>(call: () => Promise<KiwixOutcome<T>>) => Promise<KiwixOutcome<T>>;

/**
 * The suggestion that is the article about `term`: its title (without a "(disambiguation)" part) covers every
 * word of the term and adds at most one word. A single word must be the title itself or its last word
 * ("гагарин" accepts "Юрий Гагарин", a surname; "charles" does not accept "Charles River"). Among several,
 * the title with the fewest extra words wins, then the server's order.
 */
export function bestSuggestion(list: readonly Suggestion[], term: string): Suggestion | undefined {
  const termWords = matchWords(term);
  if (termWords.length === 0) return undefined;
  let best: { s: Suggestion; extra: number } | undefined;
  for (const s of list) {
    const titleWords = matchWords(s.title.replace(/\([^)]*\)/gu, ' '));
    const covers = termWords.every((t) => titleWords.some((w) => sameWord(t, w)));
    const extra = titleWords.length - termWords.length;
    const last = titleWords[titleWords.length - 1];
    const singleOk = termWords.length > 1 || extra === 0 || (last !== undefined && sameWord(termWords[0]!, last));
    if (covers && extra <= 1 && singleOk && (best === undefined || extra < best.extra)) best = { s, extra };
  }
  return best?.s;
}

/**
 * Runs the plan's steps against one language group until it has a useful set of articles: the entity's
 * own article and/or the hits of the first full-text search that finds anything.
 */
async function findArticles(
  client: KiwixClient,
  group: BookGroup,
  plan: SearchPlan,
  budget: { left: number },
  opts: CallOptions,
  timed: Timed,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const add = (c: Candidate): void => {
    if (!found.some((f) => f.book === c.book && f.path === c.path)) found.push(c);
  };
  let entityFound = false;
  const textBooks = group.books.filter((b) => b.fullText).map((b) => b.book);
  for (const step of plan.steps) {
    if (budget.left <= 0 || opts.signal?.aborted) break;
    if (step.kind === 'suggest') {
      if (entityFound) continue;
      const asked = group.books.slice(0, Math.min(MAX_SUGGEST_BOOKS, budget.left));
      budget.left -= asked.length;
      const replies = await Promise.all(asked.map((b) => timed(() => client.suggest(b.book, step.term, SUGGEST_COUNT, opts))));
      replies.forEach((r, i) => {
        const hit = r.ok ? bestSuggestion(r.value, step.term) : undefined;
        const book = asked[i];
        if (hit && book) {
          add({ book: book.book, path: hit.path, title: hit.title, lang: group.lang });
          entityFound = true;
        }
      });
    } else {
      if (textBooks.length === 0) continue;
      budget.left -= 1;
      const r = await timed(() => client.search(textBooks, step.pattern, SEARCH_PAGE_LENGTH, opts));
      if (r.ok) {
        for (const hit of r.value.hits) {
          const at = splitContentPath(hit.link, client.rootPath);
          if (at) add({ ...at, title: hit.title, lang: group.lang });
        }
      }
      // One full-text search beside a found entity is enough; otherwise stop at the first that finds hits.
      if (entityFound || found.length > 0) break;
    }
  }
  return found;
}

/** Reads the articles, ranks their passages together and builds the evidence lines. */
async function readEvidence(
  client: KiwixClient,
  articles: readonly Candidate[],
  rankQuery: string,
  maxEvidence: number,
  opts: CallOptions,
  timed: Timed,
): Promise<{ evidence: Evidence[]; coverage: number }> {
  const bodies = await Promise.all(articles.map((a) => timed(() => client.rawArticle(a.book, a.path, opts))));
  const pool: (PassageInput & { article: number })[] = [];
  const leads: string[] = [];
  bodies.forEach((b, article) => {
    if (!b.ok) {
      leads.push('');
      return;
    }
    const { paragraphs: all } = extractArticle(b.value);
    const paragraphs: string[] = [];
    let chars = 0;
    for (const p of all) {
      if (chars > MAX_ARTICLE_TEXT_CHARS) break;
      paragraphs.push(p);
      chars += p.length;
    }
    leads.push(capAtSentence(paragraphs[0] ?? '', LEAD_MAX_CHARS));
    splitPassages(paragraphs.join('\n'), { minChars: PASSAGE_MIN_CHARS, maxChars: PASSAGE_MAX_CHARS }).forEach(
      (text, position) => pool.push({ text, position, article }),
    );
  });
  if (pool.length === 0) return { evidence: [], coverage: 0 };
  const ranked = rankPassages(rankQuery, pool).filter((r) => r.matched > 0);
  const evidenceOf = (article: number, text: string): Evidence => {
    const a = articles[article]!;
    return { source: 'zim', title: a.title, url: client.articleUrl(a.book, a.path), text, lang: a.lang || undefined };
  };
  const out: Evidence[] = [];
  const push = (article: number, raw: string): void => {
    // The shared speech cleaner is the last word on what may be spoken (emoji, stray markup, URLs).
    const text = cleanForSpeech(raw, { maxChars: PASSAGE_MAX_CHARS });
    // Skip empty text and anything already said (the lead is also the start of its first passage).
    if (text.length === 0 || out.length >= maxEvidence) return;
    if (out.some((e) => e.text.startsWith(text.slice(0, 80)) || text.startsWith(e.text.slice(0, 80)))) return;
    out.push(evidenceOf(article, text));
  };
  // Best passage first (the answer, if there is one), then the lead of its article for context, then the
  // other passages in rank order, across articles. With no match at all, the first article's lead.
  const top = ranked[0];
  const bestArticle = top === undefined ? 0 : (pool[top.index]?.article ?? 0);
  for (const [i, r] of ranked.entries()) {
    const p = pool[r.index]!;
    // The first passage starts with the lead (and may carry the next paragraph): keep it whole.
    const text = capAtSentence(p.position === 0 ? p.text : trimToMatch(p.text, rankQuery), PASSAGE_MAX_CHARS);
    push(p.article, text);
    if (i === 0) push(bestArticle, leads[bestArticle] ?? '');
  }
  if (out.length === 0) push(bestArticle, leads[bestArticle] ?? '');
  // Coverage of the best-ranked passages handed on (with their titles): one of them must hold the whole question.
  let coverage = 0;
  for (const r of ranked.slice(0, maxEvidence)) {
    const p = pool[r.index]!;
    coverage = Math.max(coverage, coverageOf(rankQuery, p.text, articles[p.article]!.title));
  }
  return { evidence: out, coverage };
}

/**
 * Share of the question's content words found in a passage or its article's title ("Charles was born on ..."
 * in the article "Ray Charles" holds all of "ray charles born"). Below MIN_TERMS_FOR_SUFFICIENT words: 0.
 */
function coverageOf(rankQuery: string, passage: string, title: string): number {
  const terms = [...new Set(matchWords(rankQuery))];
  if (terms.length < MIN_TERMS_FOR_SUFFICIENT) return 0;
  const words = [...new Set(matchWords(`${title} ${passage}`))];
  return terms.filter((t) => words.some((w) => sameWord(t, w))).length / terms.length;
}
