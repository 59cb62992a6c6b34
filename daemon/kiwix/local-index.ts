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
export const MAX_INDEXED_ARTICLES = 2_000;
/**
 * Prose characters per indexed book. Tokenising costs ~0.1 us a character and the index ~1/5 of the text in
 * bytes (the aviation book: 0.33 M characters, see docs/kiwix.md); 20 M characters is a few seconds of
 * background work and a few MB of index.
 */
export const MAX_INDEXED_TEXT_CHARS = 20_000_000;
/**
 * Estimated bytes of one book's index (strings, map entries, postings). 16 MiB keeps a handful of small books
 * well inside the daemon's memory on a small box; the loader also caps all books together.
 */
export const MAX_INDEX_BYTES = 16 * 1024 * 1024;

export const DEFAULT_INDEX_LIMITS: IndexLimits = {
  maxArticles: MAX_INDEXED_ARTICLES,
  maxTextChars: MAX_INDEXED_TEXT_CHARS,
  maxBytes: MAX_INDEX_BYTES,
};

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/**
 * Estimated bytes per distinct word beyond its characters: the Map entry, the string header, the postings
 * array header and its entry in the key map (V8, 64-bit, pointer compression; measured in docs/kiwix.md).
 */
const TERM_OVERHEAD_BYTES = 120;
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
  /** Word -> [article, count, article, count, ...]. */
  readonly postings: ReadonlyMap<string, Uint32Array>;
  /** shortestKey(word) -> the indexed words under it, for prefix-rule lookups. */
  readonly byKey: ReadonlyMap<string, readonly string[]>;
  readonly averageLength: number;
  /** Estimated bytes held (see TERM_OVERHEAD_BYTES). */
  readonly bytes: number;
}

/** An article the index found for a question. */
export interface IndexHit {
  path: string;
  title: string;
  score: number;
}

export type AddOutcome = 'added' | 'tooLarge';

/** Builds one book's index an article at a time, refusing as soon as a limit is passed. */
export class WordIndexBuilder {
  readonly #limits: IndexLimits;
  readonly #articles: IndexedArticle[] = [];
  readonly #postings = new Map<string, number[]>();
  #chars = 0;
  #postingCount = 0;
  #termChars = 0;

  constructor(limits: IndexLimits = DEFAULT_INDEX_LIMITS) {
    this.#limits = limits;
  }

  /** Adds an article's title and prose; 'tooLarge' once the book passes a limit (the index is then useless). */
  add(path: string, title: string, paragraphs: readonly string[]): AddOutcome {
    if (this.#articles.length >= this.#limits.maxArticles) return 'tooLarge';
    const counts = new Map<string, number>();
    let length = 0;
    for (const text of [title, ...paragraphs]) {
      this.#chars += text.length;
      if (this.#chars > this.#limits.maxTextChars) return 'tooLarge';
      for (const w of matchWords(text)) {
        counts.set(w, (counts.get(w) ?? 0) + 1);
        length++;
      }
    }
    const id = this.#articles.length;
    this.#articles.push({ path, title, length });
    for (const [w, n] of counts) {
      const list = this.#postings.get(w);
      if (list === undefined) {
        this.#postings.set(w, [id, n]);
        this.#termChars += w.length;
      } else list.push(id, n);
    }
    this.#postingCount += counts.size;
    return this.bytes() > this.#limits.maxBytes ? 'tooLarge' : 'added';
  }

  /** Estimated bytes the finished index will hold. */
  bytes(): number {
    return estimateBytes(this.#postings.size, this.#termChars, this.#postingCount);
  }

  finish(): WordIndex {
    const postings = new Map<string, Uint32Array>();
    const byKey = new Map<string, string[]>();
    for (const [w, list] of this.#postings) {
      postings.set(w, Uint32Array.from(list));
      const key = shortestKey(w);
      const under = byKey.get(key);
      if (under === undefined) byKey.set(key, [w]);
      else under.push(w);
    }
    const total = this.#articles.reduce((sum, a) => sum + a.length, 0);
    return {
      articles: this.#articles,
      postings,
      byKey,
      averageLength: this.#articles.length === 0 ? 0 : total / this.#articles.length,
      bytes: this.bytes(),
    };
  }
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
      const list = index.postings.get(w);
      if (list === undefined) continue;
      for (let i = 0; i < list.length; i += 2) tf.set(list[i]!, (tf.get(list[i]!) ?? 0) + list[i + 1]!);
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
