/**
 * Lexical passage ranking that works in any language, with no stop-word lists.
 *
 * - `splitPassages` cuts extracted article or page text into passages at sentence boundaries.
 * - `rankPassages` scores each passage by how much of the question it covers. Each question word is weighted
 *   by how rare it is in the pool of passages (an IDF), so "the", "и", "der" weigh almost nothing without
 *   anyone listing them. Words match by shared prefix, a language-agnostic stand-in for suffix stemming:
 *   "born"/"borne", "Франции"/"Франция", "nacido"/"nacida". A small bonus favours passages near the top of
 *   their document (the lead), worth at most half a question word.
 *
 * Pure functions; used by the ZIM stage and by page grounding.
 */
import { isDenseScript, matchWords, normalizeWord, wordTokens } from './tokens.js';

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** Shortest prefix that may stand for a word: two letters match far too much. */
const MIN_PREFIX_CHARS = 3;
/** How many trailing characters may differ: enough for inflection endings, not for different words. */
const MAX_SUFFIX_CHARS = 3;
/** The lead bonus, as a fraction of one question word's share of the score. */
const LEAD_PRIOR_TERMS = 0.5;

export interface SplitOptions {
  /** Sentences are joined until a passage is at least this long (the last one may be shorter). */
  minChars?: number;
  /** A passage never grows past this; a single longer sentence is cut at a word boundary. */
  maxChars?: number;
}

/** Collapses every run of whitespace (newlines included) into one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Sentences of `text` (whitespace collapsed), without empty ones. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const seg of sentenceSegmenter.segment(collapseWhitespace(text))) {
    const s = seg.segment.trim();
    if (s.length > 0) out.push(s);
  }
  return out;
}

/** Cuts `text` at the last space before `maxChars` (or hard, if there is none) and adds an ellipsis. */
function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const slice = text.slice(0, maxChars - 1);
  const space = slice.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

/**
 * The longest run of whole sentences from the start of `text` that fits in `maxChars`. If even the first
 * sentence is too long it is cut at a word boundary. Whitespace is collapsed.
 */
export function capAtSentence(text: string, maxChars: number): string {
  const all = sentences(text);
  let out = '';
  for (const s of all) {
    const next = out.length === 0 ? s : `${out} ${s}`;
    if (next.length > maxChars) break;
    out = next;
  }
  if (out.length === 0 && all.length > 0) return cutAtWord(all[0] ?? '', maxChars);
  return out;
}

/**
 * Splits text into passages of whole sentences. Paragraph breaks (newlines) are respected as sentence
 * boundaries even when the paragraph has no final punctuation. Whitespace inside passages is collapsed.
 */
export function splitPassages(text: string, opts: SplitOptions = {}): string[] {
  const minChars = opts.minChars ?? 180;
  const maxChars = opts.maxChars ?? 1200;
  const passages: string[] = [];
  let current = '';
  const flush = (): void => {
    if (current.length > 0) passages.push(current);
    current = '';
  };
  for (const paragraph of text.split(/\n+/u)) {
    for (const raw of sentences(paragraph)) {
      const s = cutAtWord(raw, maxChars);
      if (current.length > 0 && current.length + 1 + s.length > maxChars) flush();
      current = current.length === 0 ? s : `${current} ${s}`;
      if (current.length >= minChars) flush();
    }
  }
  flush();
  return passages;
}

/** A passage to rank, with its position in its own document (0 = the lead). */
export interface PassageInput {
  text: string;
  position?: number;
}

export interface RankedPassage {
  /** Index into the array given to rankPassages. */
  index: number;
  /** Matched query weight ÷ total query weight, plus the lead bonus. */
  score: number;
  /** How many distinct query words the passage matched. */
  matched: number;
}

/** Prefix keys under which a word is indexed: its own prefixes within MAX_SUFFIX_CHARS of its length. */
function prefixKeys(word: string): string[] {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return [word];
  const keys: string[] = [];
  const shortest = Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS);
  for (let n = shortest; n <= chars.length; n++) keys.push(chars.slice(0, n).join(''));
  return keys;
}

/**
 * An index from the question's prefix keys to the question words they stand for. A page word matches a question
 * word when they share a key, i.e. a common prefix of at least MIN_PREFIX_CHARS that leaves at most
 * MAX_SUFFIX_CHARS of either word ("cat"/"cats", not "cat"/"catalogue"). Looking a page word up is a few map
 * reads, never a comparison with every question word, and each distinct page word is looked up once: a pool
 * repeats the same few thousand words many times. (Indexing every page word under all its keys instead cost
 * ~250 ms on a 1 MB pool; see bench/grounding-speed.mjs.)
 */
class QueryIndex {
  readonly #byKey = new Map<string, number[]>();
  readonly #cache = new Map<string, readonly number[]>();

  constructor(terms: readonly string[]) {
    terms.forEach((t, i) => {
      for (const key of prefixKeys(t)) {
        const list = this.#byKey.get(key);
        if (list === undefined) this.#byKey.set(key, [i]);
        else if (!list.includes(i)) list.push(i);
      }
    });
  }

  /** Indices of the question words that `word` matches (often none). */
  lookup(word: string): readonly number[] {
    let hit = this.#cache.get(word);
    if (hit === undefined) {
      const found = new Set<number>();
      for (const key of prefixKeys(word)) for (const t of this.#byKey.get(key) ?? []) found.add(t);
      hit = [...found];
      this.#cache.set(word, hit);
    }
    return hit;
  }
}

/** Any character of a script written without spaces; such passages take the windowed path below. */
const DENSE_TEXT_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Characters of context segmented on each side of a candidate occurrence. */
const DENSE_WINDOW_CHARS = 8;
/**
 * Occurrences of one question word checked per passage before giving up on it. A single Han character inside
 * longer words ("长" in "最长") occurs everywhere without being a word; three looks bound that cost, and a word
 * that is really there is almost always found at one of its first three occurrences.
 */
const DENSE_MAX_TRIES = 3;

/**
 * Question words present in a passage of a script without spaces. Dictionary word breaking (Intl.Segmenter)
 * costs about a microsecond per character, which is half a second for a 500,000-character Chinese page, so it
 * is not run over whole passages: a page word can only match a question word if the passage contains the
 * question word's shortest prefix key, so we look for that substring and segment only a small window around
 * each occurrence to check that a word starts there and matches. Same answers as segmenting everything (up to
 * context beyond the window), a fraction of the cost.
 */
function denseMatches(text: string, terms: readonly string[], index: QueryIndex): number[] {
  const norm = normalizeWord(text);
  const out: number[] = [];
  terms.forEach((term, t) => {
    const key = shortestKey(term);
    let from = 0;
    for (let tries = 0; tries < DENSE_MAX_TRIES; tries++) {
      const at = norm.indexOf(key, from);
      if (at < 0) return;
      from = at + 1;
      const start = Math.max(0, at - DENSE_WINDOW_CHARS);
      const window = norm.slice(start, at + term.length + MAX_SUFFIX_CHARS + DENSE_WINDOW_CHARS);
      const hit = wordTokens(window).some((w) => w.index === at - start && index.lookup(w.norm).includes(t));
      if (hit) {
        out.push(t);
        return;
      }
    }
  });
  return out;
}

/** The shortest prefix key of a word: every word that matches it contains this as its start. */
function shortestKey(word: string): string {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return word;
  return chars.slice(0, Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS)).join('');
}

/**
 * Ranks passages against a query, best first. Passages that match nothing still appear (score from the lead
 * bonus only), so callers decide their own cut-off using `matched`.
 */
export function rankPassages(query: string, passages: readonly (string | PassageInput)[]): RankedPassage[] {
  const inputs = passages.map((p, i) => (typeof p === 'string' ? { text: p, position: i } : p));
  const terms = [...new Set(matchWords(query))];
  const index = new QueryIndex(terms);
  // Which question words each passage holds, as a bit set per passage (one number per 32 words).
  const words = Math.max(1, Math.ceil(terms.length / 32));
  const holds = new Uint32Array(inputs.length * words);
  const df = new Array<number>(terms.length).fill(0);
  if (terms.length > 0) {
    const mark = (i: number, t: number): void => {
      const slot = i * words + (t >>> 5);
      const bit = 1 << (t & 31);
      if ((holds[slot]! & bit) === 0) {
        holds[slot] = holds[slot]! | bit;
        df[t] = df[t]! + 1;
      }
    };
    inputs.forEach((p, i) => {
      if (DENSE_TEXT_RE.test(p.text)) {
        for (const t of denseMatches(p.text, terms, index)) mark(i, t);
        return;
      }
      for (const w of matchWords(p.text)) for (const t of index.lookup(w)) mark(i, t);
    });
  }
  const n = inputs.length;
  const weights = df.map((d) => Math.log(1 + (n - d + 0.5) / (d + 0.5)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const termCount = Math.max(1, terms.length);
  const ranked = inputs.map((p, i): RankedPassage => {
    let got = 0;
    let matched = 0;
    for (let t = 0; t < terms.length; t++) {
      if ((holds[i * words + (t >>> 5)]! & (1 << (t & 31))) !== 0) {
        got += weights[t]!;
        matched += 1;
      }
    }
    const lead = (LEAD_PRIOR_TERMS * (1 / (1 + (p.position ?? i)))) / termCount;
    return { index: i, score: (total > 0 ? got / total : 0) + lead, matched };
  });
  return ranked.sort((a, b) => b.score - a.score || a.index - b.index);
}

/**
 * True when two words match under the ranking's prefix rule: they share a prefix of at least
 * MIN_PREFIX_CHARS that leaves at most MAX_SUFFIX_CHARS of either word. Words shorter than that must be equal.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  return p >= Math.max(MIN_PREFIX_CHARS, x.length - MAX_SUFFIX_CHARS, y.length - MAX_SUFFIX_CHARS);
}

/**
 * Drops leading sentences of a passage that match no query word, so the sentence that answers comes first
 * ("He toured widely… Charles was born on…" becomes "Charles was born on…"). Returns the text unchanged if
 * no sentence matches.
 */
export function trimToMatch(text: string, query: string): string {
  const terms = [...new Set(matchWords(query))];
  const all = sentences(text);
  const first = all.findIndex((s) => matchWords(s).some((w) => terms.some((t) => sameWord(t, w))));
  return first <= 0 ? all.join(' ') : all.slice(first).join(' ');
}
