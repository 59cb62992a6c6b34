/**
 * Which question words a passage holds, for passages in scripts without spaces (Chinese, Japanese, Thai).
 *
 * There a word is only what dictionary segmentation (Intl.Segmenter) says it is: '长' is a word in "有多长" but
 * not in "最长" or "长江". Segmenting a whole 500,000-character page costs a quarter of a second, so it is asked
 * only where it decides something. A page word can match a question word only if the passage contains the
 * question word's shortest prefix key, so we look for that substring (indexOf, cheap) and ask the segmenter
 * which word starts there, within the span around the occurrence that reaches the nearest hard break on each
 * side (at most DENSE_CONTEXT_CHARS away). Round r looks at the r-th occurrence of the words not found yet.
 *
 * The result is the rule stated in test/rank-dense.test.ts: a question word is in a passage when the page word
 * starting at one of the first DENSE_MAX_TRIES occurrences of its shortest prefix key matches it, with words
 * as segmenting the whole passage gives them whenever a span ends at hard breaks (in running text, nearly
 * always: ICU segments each run of CJK letters on its own, and a run ends at the first punctuation or space).
 */
import { MAX_SUFFIX_CHARS, type QueryIndex, shortestKey } from '../lang/same-word.js';
import { normalizeWord, segmentedWordsAt } from '../lang/words.js';

/**
 * Occurrences of one question word checked per passage before giving up on it. A single Han character inside
 * longer words ("长" in "最长") occurs everywhere without being a word; three looks bound that cost, and a word
 * that is really there is almost always found at one of its first three occurrences.
 */
const DENSE_MAX_TRIES = 3;
/**
 * Most characters of context on each side of an occurrence when no hard break is nearer. Chinese and Japanese
 * clauses between punctuation are ~10-20 characters and Thai phrases between spaces ~20-40, so the span usually
 * ends at a real break and the words are exactly those of the whole passage.
 */
const DENSE_CONTEXT_CHARS = 24;
/**
 * Spans are looked up a batch at a time, joined by newlines (which always break words), up to about this many
 * characters per Intl.Segmenter call: a call costs ~2 µs to set up, and lookups slow down on strings of many
 * thousand characters (300: 31 ms for the 7,600 first lookups of the bench's Chinese page; 10,000: 46 ms).
 */
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

/** One occurrence to check: the page word starting at `offset` of the span `text` (lower-cased). */
interface Check {
  passage: number;
  term: number;
  /** Where the occurrence is in the passage's lower-cased text. */
  at: number;
  text: string;
  offset: number;
}

/** The word starting at each offset of each span text; null where no word starts there. */
type WordsBySpan = Map<string, Map<number, string | null>>;

/**
 * Calls `mark(passage.i, term)` for each question word (by index into `terms`, lower-cased) that a dense
 * passage holds, where `index` says which question words a page word matches.
 */
export function markDense(
  passages: readonly { i: number; text: string }[],
  terms: readonly string[],
  index: QueryIndex,
  mark: (passage: number, term: number) => void,
): void {
  const keys = terms.map(shortestKey);
  const norms = passages.map((p) => normalizeWord(p.text));
  // By span text: a page that repeats a clause (lists, tables, boilerplate) asks about it once.
  const known: WordsBySpan = new Map();
  let searches: { passage: number; term: number; from: number }[] = [];
  passages.forEach((_, passage) => terms.forEach((__, term) => searches.push({ passage, term, from: 0 })));
  for (let round = 0; round < DENSE_MAX_TRIES && searches.length > 0; round++) {
    const checks: Check[] = [];
    for (const { passage, term, from } of searches) {
      const norm = norms[passage]!;
      const key = keys[term]!;
      const at = norm.indexOf(key, from);
      if (at < 0) continue;
      let start = at;
      const minStart = Math.max(0, at - DENSE_CONTEXT_CHARS);
      while (start > minStart && !isHardBreak(norm, start - 1)) start--;
      let end = at + key.length;
      const maxEnd = Math.min(norm.length, at + terms[term]!.length + MAX_SUFFIX_CHARS + DENSE_CONTEXT_CHARS);
      while (end < maxEnd && !isHardBreak(norm, end)) end++;
      checks.push({ passage, term, at, text: norm.slice(start, end), offset: at - start });
    }
    lookUpWords(checks, known);
    searches = [];
    for (const c of checks) {
      const word = known.get(c.text)?.get(c.offset);
      if (word != null && index.lookup(word).includes(c.term)) mark(passages[c.passage]!.i, c.term);
      else searches.push({ passage: c.passage, term: c.term, from: c.at + 1 });
    }
  }
}

/**
 * Fills `known` with the word at every check's offset that is not there yet: the new span texts are joined by
 * newlines DENSE_BATCH_CHARS at a time, and each batch is asked about all its offsets in one forward pass.
 */
function lookUpWords(checks: readonly Check[], known: WordsBySpan): void {
  // New offsets by span text, texts in first-seen order; a text rarely has more than one.
  const fresh = new Map<string, number[]>();
  for (const c of checks) {
    if (known.get(c.text)?.has(c.offset) === true) continue;
    const offsets = fresh.get(c.text);
    if (offsets === undefined) fresh.set(c.text, [c.offset]);
    else if (!offsets.includes(c.offset)) offsets.push(c.offset);
  }
  let joined = '';
  // What is asked of the batch being joined: span text, offset in it, and position in `joined`.
  const texts: string[] = [];
  const offsets: number[] = [];
  const positions: number[] = [];
  const flush = (): void => {
    if (positions.length === 0) return;
    const words = segmentedWordsAt(joined, positions);
    texts.forEach((text, k) => {
      let byOffset = known.get(text);
      if (byOffset === undefined) known.set(text, (byOffset = new Map()));
      byOffset.set(offsets[k]!, words[k] ?? null);
    });
    joined = '';
    texts.length = 0;
    offsets.length = 0;
    positions.length = 0;
  };
  for (const [text, offs] of fresh) {
    if (joined.length > 0 && joined.length + 1 + text.length > DENSE_BATCH_CHARS) flush();
    const base = joined.length === 0 ? 0 : joined.length + 1;
    joined = joined.length === 0 ? text : `${joined}\n${text}`;
    if (offs.length > 1) offs.sort((x, y) => x - y);
    for (const offset of offs) {
      texts.push(text);
      offsets.push(offset);
      positions.push(base + offset);
    }
  }
  flush();
}
