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
import { forEachSegmentedWord, hasDenseScript, matchWords, normalizeWord, plainWords } from './tokens.js';

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
 * Paragraphs are segmented into sentences a batch at a time, joined by newlines, up to about this many
 * characters per Intl.Segmenter call. A call costs ~6 µs on top of ~1 µs per sentence, and a single call grows
 * faster than linearly past a few thousand characters, so a few hundred paragraphs of a long page share one call
 * each. A newline is always a sentence end and nothing on one side of it changes the breaks on the other, so
 * the sentences are the same as when each paragraph is segmented alone.
 */
const SENTENCE_BATCH_CHARS = 500;

/** Whitespace other than single spaces between words: collapseWhitespace would change a trimmed line. */
const NEEDS_COLLAPSE_RE = /[^\S ]|  /u;

/** Sentences of every paragraph (lines of `text`), in order, whitespace collapsed, without empty ones. */
function paragraphSentences(text: string): string[] {
  const out: string[] = [];
  const batch: string[] = [];
  let batchChars = 0;
  const flush = (): void => {
    if (batch.length === 0) return;
    for (const seg of sentenceSegmenter.segment(batch.join('\n'))) {
      const s = seg.segment.trim();
      if (s.length > 0) out.push(s);
    }
    batch.length = 0;
    batchChars = 0;
  };
  for (const line of text.split(/\n+/u)) {
    const trimmed = line.trim(); // trim and \s strip the same characters, so collapsing this is the same
    const paragraph = NEEDS_COLLAPSE_RE.test(trimmed) ? collapseWhitespace(trimmed) : trimmed;
    if (paragraph.length === 0) continue;
    if (batchChars > 0 && batchChars + paragraph.length > SENTENCE_BATCH_CHARS) flush();
    batch.push(paragraph);
    batchChars += paragraph.length + 1;
  }
  flush();
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
  for (const raw of paragraphSentences(text)) {
    const s = raw.length > maxChars ? cutAtWord(raw, maxChars) : raw;
    if (current.length > 0 && current.length + 1 + s.length > maxChars) {
      passages.push(current);
      current = '';
    }
    current = current.length === 0 ? s : `${current} ${s}`;
    if (current.length >= minChars) {
      passages.push(current);
      current = '';
    }
  }
  if (current.length > 0) passages.push(current);
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

/**
 * Occurrences of one question word checked per passage before giving up on it. A single Han character inside
 * longer words ("长" in "最长") occurs everywhere without being a word; three looks bound that cost, and a word
 * that is really there is almost always found at one of its first three occurrences.
 */
const DENSE_MAX_TRIES = 3;
/**
 * Most characters of context segmented on each side of an occurrence when no hard break is nearer. Chinese and
 * Japanese clauses between punctuation are ~10-20 characters and Thai phrases between spaces ~20-40, so the
 * context usually ends at a real break and the words are exactly those of the whole passage.
 */
const DENSE_CONTEXT_CHARS = 24;
/** Spans are segmented a batch at a time, joined by newlines, up to about this many characters per call. */
const DENSE_BATCH_CHARS = 300;

/** Word-break classes of characters, as far as finding spans goes (see isHardBreak). */
const enum Brk {
  Unknown = 0,
  /** Whitespace and punctuation of word-break class Other: a break on both sides, whatever surrounds it. */
  Hard,
  /** Punctuation that joins letters or digits on both sides ("e.g", "3,5", "l'été"), and only those. */
  Mid,
  /** Han, Hiragana, Katakana: never joined to a neighbour through a Mid character. */
  Ideograph,
  Other,
}
const HARD_RE = /[\s、。「」『』（）【】《》〈〉〔〕！？!?()[\]{}“”«»…—–]/u;
const MID_RE = /[.,:;'’·"，．：；＇]/u;
const IDEOGRAPH_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Brk per UTF-16 code unit, filled in as characters are met (surrogates count as Other). */
const brkMemo = new Uint8Array(0x10000);

function brk(text: string, at: number): Brk {
  if (at < 0 || at >= text.length) return Brk.Hard;
  const code = text.charCodeAt(at);
  let v: Brk = brkMemo[code]!;
  if (v === Brk.Unknown) {
    const c = String.fromCharCode(code);
    v = code >= 0xd800 && code <= 0xdfff ? Brk.Other : HARD_RE.test(c) ? Brk.Hard : MID_RE.test(c) ? Brk.Mid : IDEOGRAPH_RE.test(c) ? Brk.Ideograph : Brk.Other;
    brkMemo[code] = v;
  }
  return v;
}

/**
 * True when the character at `at` ends words on both sides, so that segmenting the text on either side of it
 * alone gives the same words as segmenting the whole passage (Unicode word-break rules; ICU also joins Thai
 * with adjacent Latin letters and digits, so only punctuation and spaces qualify). Mid punctuation qualifies
 * when a neighbour is one that no rule joins through it.
 */
function isHardBreak(text: string, at: number): boolean {
  const c = brk(text, at);
  if (c === Brk.Hard) return true;
  if (c !== Brk.Mid) return false;
  const before = brk(text, at - 1);
  const after = brk(text, at + 1);
  return before === Brk.Hard || before === Brk.Mid || before === Brk.Ideograph || after === Brk.Hard || after === Brk.Mid || after === Brk.Ideograph;
}

/** Lower-cased text around occurrences in a dense passage (from offset `start`), and the words found in it. */
interface DenseSpan {
  start: number;
  text: string;
  /** Words of `text` by their offset in it; filled in by segmentSpans. */
  words: Map<number, string> | undefined;
}

/** A question word still being looked for in one dense passage, from offset `from` of its lower-cased text. */
interface DenseSearch {
  passage: number;
  term: number;
  from: number;
}

/**
 * Question words present in passages of scripts without spaces (CJK, Thai), marked through `mark`.
 *
 * Dictionary word breaking (Intl.Segmenter) costs ~1 µs per word plus ~6 µs per call: a whole 500,000-character
 * Chinese page would take a quarter of a second, so it is run only where it decides something. A page word can
 * match a question word only if the passage contains the question word's shortest prefix key, so we look for
 * that substring (indexOf, cheap) and segment only the span around an occurrence, out to the nearest hard break
 * on each side (at most DENSE_CONTEXT_CHARS away), to check that a page word starts there and matches. The
 * spans are segmented together, a few large calls per round (newlines between them always break words); round
 * r looks at the r-th occurrence of the words not yet found. Same words as segmenting whole passages whenever
 * a span ends at hard breaks, which in running text it nearly always does.
 */
function markDense(
  passages: readonly { i: number; text: string }[],
  terms: readonly string[],
  index: QueryIndex,
  mark: (passage: number, term: number) => void,
): void {
  const keys = terms.map(shortestKey);
  const norms = passages.map((p) => normalizeWord(p.text));
  // Spans segmented so far, per passage, keyed by start and length: a span found in one round serves the next.
  const spansOf = passages.map(() => new Map<number, DenseSpan>());
  // Words by span text, relative to the span: a page that repeats a clause (lists, tables, boilerplate)
  // segments it once. Running text rarely repeats, so this saves little there and costs one map read a span.
  const byText = new Map<string, Map<number, string>>();
  let searches: DenseSearch[] = [];
  passages.forEach((_, passage) => terms.forEach((__, term) => searches.push({ passage, term, from: 0 })));
  for (let round = 0; round < DENSE_MAX_TRIES && searches.length > 0; round++) {
    const found: { search: DenseSearch; at: number; span: DenseSpan }[] = [];
    const todo: DenseSpan[] = [];
    for (const search of searches) {
      const norm = norms[search.passage]!;
      const at = norm.indexOf(keys[search.term]!, search.from);
      if (at < 0) continue;
      let start = at;
      const minStart = Math.max(0, at - DENSE_CONTEXT_CHARS);
      while (start > minStart && !isHardBreak(norm, start - 1)) start--;
      let end = at + keys[search.term]!.length;
      const maxEnd = Math.min(norm.length, at + terms[search.term]!.length + MAX_SUFFIX_CHARS + DENSE_CONTEXT_CHARS);
      while (end < maxEnd && !isHardBreak(norm, end)) end++;
      const id = start * 0x10000 + (end - start);
      let span = spansOf[search.passage]!.get(id);
      if (span === undefined) {
        span = { start, text: norm.slice(start, end), words: undefined };
        spansOf[search.passage]!.set(id, span);
        todo.push(span);
      }
      found.push({ search, at, span });
    }
    segmentSpans(todo, byText);
    searches = [];
    for (const { search, at, span } of found) {
      const word = span.words?.get(at - span.start);
      if (word !== undefined && index.lookup(word).includes(search.term)) mark(passages[search.passage]!.i, search.term);
      else searches.push({ passage: search.passage, term: search.term, from: at + 1 });
    }
  }
}

/**
 * Fills in each span's words (by offset in the span), from `byText` when the same text was segmented before,
 * else by segmenting the new texts DENSE_BATCH_CHARS at a time. The text is already normalized (normalizeWord),
 * so each word is its own normal form.
 */
function segmentSpans(spans: readonly DenseSpan[], byText: Map<string, Map<number, string>>): void {
  const fresh: DenseSpan[] = [];
  for (const span of spans) {
    span.words = byText.get(span.text);
    if (span.words === undefined) {
      span.words = new Map();
      byText.set(span.text, span.words);
      fresh.push(span);
    }
  }
  for (let first = 0; first < fresh.length; ) {
    let last = first;
    let chars = fresh[first]!.text.length;
    while (last + 1 < fresh.length && chars + 1 + fresh[last + 1]!.text.length <= DENSE_BATCH_CHARS) chars += 1 + fresh[++last]!.text.length;
    let joined = fresh[first]!.text;
    for (let k = first + 1; k <= last; k++) joined += `\n${fresh[k]!.text}`;
    let k = first;
    let offset = 0; // where fresh[k] starts in `joined`
    forEachSegmentedWord(joined, (word, at) => {
      while (at > offset + fresh[k]!.text.length) offset += fresh[k++]!.text.length + 1;
      fresh[k]!.words!.set(at - offset, word);
    });
    first = last + 1;
  }
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
    // Question words matched by each page word as written: the same words recur all over a pool, so each is
    // lower-cased and looked up once. Single letters (which matchWords drops) can never match a question word.
    const byRaw = new Map<string, readonly number[]>();
    const dense: { i: number; text: string }[] = [];
    inputs.forEach((p, i) => {
      if (hasDenseScript(p.text)) {
        dense.push({ i, text: p.text });
        return;
      }
      for (const raw of plainWords(p.text)) {
        let hits = byRaw.get(raw);
        if (hits === undefined) {
          hits = index.lookup(normalizeWord(raw));
          byRaw.set(raw, hits);
        }
        for (const t of hits) mark(i, t);
      }
    });
    if (dense.length > 0) markDense(dense, terms, index, mark);
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
