/**
 * A small in-memory word index over the article text of one book without a full-text index. Pure; no I/O
 * (./word-indexes.ts reads the articles and keeps the indexes).
 *
 * kiwix-serve cannot search the text of such a book, so a question that does not say an article's title ("the
 * dreamlifter when did it first fly", answered in "Boeing 747") never reached the article. For a small book the
 * text is cheap to index once: each distinct word (lang/words.ts matchWords, any script) keeps the articles it
 * occurs in and how often. A query scores articles BM25-style: a word in few articles weighs much (its IDF), a
 * word in every article almost nothing, and repeats count with diminishing returns, so a rare word like
 * "dreamlifter" or "4b" outweighs "first" and "fly". Question words match article words by the prefix rule the
 * passage ranking uses (lang/same-word.ts sameWord), so "dreamlifters" finds "Dreamlifter" and "Москвы" finds
 * "Москва". Scoring touches only the postings of the words the question matches: linear in those.
 */
import { matchWords } from '../lang/words.js';
import { MIN_PREFIX_CHARS, sameWord, shortestKey } from '../lang/same-word.js';

/** Limits of one book's index; the defaults are the constants below. */
export interface IndexLimits {
  /** Most articles indexed; a book with more gets no index. */
  maxArticles: number;
  /** Most characters of article text (extracted prose) indexed; a book with more gets no index. */
  maxTextChars: number;
  /** Most estimated bytes the index may hold (estimateBytes); a book whose index grows past it gets none. */
  maxBytes: number;
}

/**
 * Articles per indexed book. Building reads every article once, one request at a time, ~5-20 ms each on
 * loopback: 2,000 articles is under a minute of background work at start-up, and the title list (title-list.ts)
 * caps a listed book at 5,000 titles anyway.
 */
const MAX_INDEXED_ARTICLES = 2_000;
/**
 * Prose characters per indexed book. Indexing costs ~0.1-0.15 us a character (the aviation book's 177,000 in
 * 17-25 ms, bench/word-index.mjs): 10 M characters is ~1.5 s of work at start-up, done in slices
 * (word-indexes.ts). A book with a large vocabulary reaches MAX_INDEX_BYTES first.
 */
const MAX_INDEXED_TEXT_CHARS = 10_000_000;
/**
 * Estimated bytes of one book's index (strings, map entries, postings). The two real unindexed books cost
 * 0.55 and 0.65 MB; 16 MiB (~90,000 distinct words) keeps a few small books well inside the daemon's memory on a
 * small box, and the loader also caps all books together.
 */
const MAX_INDEX_BYTES = 16 * 1024 * 1024;

export const DEFAULT_INDEX_LIMITS: IndexLimits = {
  maxArticles: MAX_INDEXED_ARTICLES,
  maxTextChars: MAX_INDEXED_TEXT_CHARS,
  maxBytes: MAX_INDEX_BYTES,
};

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/**
 * Estimated bytes per distinct word beyond its characters: its entry in the word map and the key map, the string
 * header, its share of the key lists. Measured with bench/word-index.mjs (V8, Node 20, 64-bit): 160-190 bytes a
 * word in all for the two real unindexed books (aviation: 4,062 words, 0.65 MB; zimbalaka: 2,852, 0.55 MB).
 */
const TERM_OVERHEAD_BYTES = 160;
/** Bytes per posting (article number and count, two 32-bit integers). */
const POSTING_BYTES = 8;

interface IndexedArticle {
  path: string;
  title: string;
  /** Words in the article. */
  length: number;
}

/** One book's index. */
export interface WordIndex {
  readonly articles: readonly IndexedArticle[];
  /** Word -> its number; its postings are postings[2 * starts[n] .. 2 * starts[n + 1]). */
  readonly words: ReadonlyMap<string, number>;
  readonly starts: Uint32Array;
  /** All words' postings in one array: article, count, article, count, ... */
  readonly postings: Uint32Array;
  /** shortestKey(word) -> the indexed words under it, for prefix-rule lookups. */
  readonly byKey: ReadonlyMap<string, readonly string[]>;
  readonly averageLength: number;
  /** Estimated bytes held (see TERM_OVERHEAD_BYTES). */
  readonly bytes: number;
}

/** An article the index found for a question. */
interface IndexHit {
  path: string;
  title: string;
  score: number;
}

type AddOutcome = 'added' | 'tooLarge';

/** Builds one book's index an article at a time, refusing as soon as a limit is passed. */
export class WordIndexBuilder {
  readonly #limits: IndexLimits;
  readonly #articles: IndexedArticle[] = [];
  readonly #postings = new Map<string, number[]>();
  /** The article being added (begin .. end): its path, title and word counts. */
  #open: { path: string; title: string; counts: Map<string, number>; length: number } | undefined;
  #chars = 0;
  #postingCount = 0;
  #termChars = 0;

  constructor(limits: IndexLimits = DEFAULT_INDEX_LIMITS) {
    this.#limits = limits;
  }

  /** Adds an article's title and prose; 'tooLarge' once the book passes a limit (the index is then useless). */
  add(path: string, title: string, paragraphs: readonly string[]): AddOutcome {
    let got = this.begin(path, title);
    for (const p of paragraphs) if (got === 'added') got = this.text(p);
    return got === 'added' ? this.end() : got;
  }

  /** Starts an article (its title is indexed as text); text() then end() add the rest, so a caller may pause. */
  begin(path: string, title: string): AddOutcome {
    if (this.#articles.length >= this.#limits.maxArticles) return 'tooLarge';
    this.#open = { path, title, counts: new Map(), length: 0 };
    return this.text(title);
  }

  /** Indexes one paragraph of the article begun last. */
  text(paragraph: string): AddOutcome {
    const open = this.#open;
    if (open === undefined) return 'added';
    this.#chars += paragraph.length;
    if (this.#chars > this.#limits.maxTextChars) return 'tooLarge';
    for (const w of matchWords(paragraph)) {
      open.counts.set(w, (open.counts.get(w) ?? 0) + 1);
      open.length++;
    }
    return 'added';
  }

  /** Ends the article begun last, adding its words to the index. */
  end(): AddOutcome {
    const open = this.#open;
    if (open === undefined) return 'added';
    this.#open = undefined;
    const id = this.#articles.length;
    this.#articles.push({ path: open.path, title: open.title, length: open.length });
    for (const [w, n] of open.counts) {
      const list = this.#postings.get(w);
      if (list === undefined) {
        this.#postings.set(ownCopy(w), [id, n]);
        this.#termChars += w.length;
      } else list.push(id, n);
    }
    this.#postingCount += open.counts.size;
    return this.bytes() > this.#limits.maxBytes ? 'tooLarge' : 'added';
  }

  /** Estimated bytes the finished index will hold. */
  bytes(): number {
    return estimateBytes(this.#postings.size, this.#termChars, this.#postingCount);
  }

  finish(): WordIndex {
    // One typed array for all postings: a typed array of its own per word cost ~250 bytes more per word.
    const words = new Map<string, number>();
    const starts = new Uint32Array(this.#postings.size + 1);
    const postings = new Uint32Array(2 * this.#postingCount);
    const byKey = new Map<string, string[]>();
    let at = 0;
    for (const [w, list] of this.#postings) {
      starts[words.size] = at / 2;
      words.set(w, words.size);
      postings.set(list, at);
      at += list.length;
      const key = shortestKey(w);
      const under = byKey.get(key);
      if (under === undefined) byKey.set(key, [w]);
      else under.push(w);
    }
    starts[words.size] = at / 2;
    const total = this.#articles.reduce((sum, a) => sum + a.length, 0);
    return {
      articles: this.#articles,
      words,
      starts,
      postings,
      byKey,
      averageLength: this.#articles.length === 0 ? 0 : total / this.#articles.length,
      bytes: this.bytes(),
    };
  }
}

/**
 * A word in a string of its own. A word cut from the article text may share that text's memory (V8 slices
 * strings of 13 characters or more), and a kept word would then keep the whole article alive.
 */
function ownCopy(word: string): string {
  return word.length < 13 ? word : Buffer.from(word, 'utf8').toString('utf8');
}

/** Estimated bytes of an index with this many distinct words, characters in them, and postings. */
export function estimateBytes(terms: number, termChars: number, postings: number): number {
  return terms * TERM_OVERHEAD_BYTES + termChars * 2 + postings * POSTING_BYTES;
}

/**
 * The indexed words `word` matches under the prefix rule. Every such word starts with its own shortest key,
 * which is a prefix of `word` of at least MIN_PREFIX_CHARS (or `word` itself when shorter): a few map reads.
 */
function variants(index: WordIndex, word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  const from = Math.min(MIN_PREFIX_CHARS, chars.length);
  for (let n = from; n <= chars.length; n++) {
    for (const w of index.byKey.get(chars.slice(0, n).join('')) ?? []) if (sameWord(word, w)) out.push(w);
  }
  return out;
}

/**
 * The best `count` articles for the question's words (match words, as lang/words.ts gives them), best first.
 * Like the full-text AND search, an article is a hit only when it holds every word (by the prefix rule).
 *
 * Rejected: hits that lack a word but hold words carrying half the question's IDF (the OR search's stand-in).
 * In a book of four articles IDF cannot tell a topic word from a common one, and the longest article holds
 * most English words: "who wrote the star spangled banner" found "Android (operating system)" (it lacks only
 * "spangled"), and confident answers to absent questions rose from 17 to 27 of 68 in bench/qa.
 */
export function searchWordIndex(index: WordIndex, words: readonly string[], count: number): IndexHit[] {
  const terms = [...new Set(words)];
  const n = index.articles.length;
  if (terms.length === 0 || n === 0 || count <= 0) return [];
  const scores = new Map<number, { score: number; words: number }>();
  for (const term of terms) {
    const tf = new Map<number, number>();
    for (const w of variants(index, term)) {
      const k = index.words.get(w);
      if (k === undefined) continue;
      const { postings } = index;
      for (let i = 2 * index.starts[k]!; i < 2 * index.starts[k + 1]!; i += 2) tf.set(postings[i]!, (tf.get(postings[i]!) ?? 0) + postings[i + 1]!);
    }
    // No article holds every word: nothing can be a hit.
    if (tf.size === 0) return [];
    const idf = Math.log(1 + (n - tf.size + 0.5) / (tf.size + 0.5));
    for (const [id, f] of tf) {
      const norm = 1 - B + (B * index.articles[id]!.length) / (index.averageLength || 1);
      const got = scores.get(id) ?? { score: 0, words: 0 };
      got.score += (idf * f * (K1 + 1)) / (f + K1 * norm);
      got.words += 1;
      scores.set(id, got);
    }
  }
  const hits: IndexHit[] = [];
  for (const [id, s] of scores) {
    if (s.words < terms.length) continue;
    const a = index.articles[id]!;
    hits.push({ path: a.path, title: a.title, score: s.score });
  }
  return hits.sort((x, y) => y.score - x.score).slice(0, count);
}
