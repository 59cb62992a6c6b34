/**
 * The one word splitter: word tokens for search, ranking, the store, the phraser and the boundary, in any language.
 *
 * We split with `Intl.Segmenter` and no locale: segmentation is driven by the script of the text, so the
 * same input gives the same words on every host, and Chinese, Japanese and Thai get dictionary word breaks
 * instead of one giant "word". (A Node built with small-icu loses those dictionaries; see docs/kiwix.md.)
 */

import { WINDOW_CHARS, segmentBounded } from '../text/segment.js';
import { fold, lowerWord } from './fold.js';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Scripts that need dictionary word breaks (CJK, Thai, Lao, Khmer, Burmese); in CJK one character can be a word. */
const DENSE_SCRIPT_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/**
 * Any character at or above U+0E00 (where Thai starts). Latin, Greek, Cyrillic, Hebrew, Arabic and the Indic
 * scripts all sit below it, so most text is cleared by this plain range test before the script-property test.
 */
const MAYBE_DENSE_RE = /[^\u0000-\u0DFF]/u;
const DIGIT_RE = /\p{Nd}/u;
/** A word in a spaced script: letters, combining marks, digits (apostrophes split words, as below). */
const PLAIN_WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;
/** Apostrophes that join an article or elision to a word ("l'Everest", "d’Artagnan"). */
const APOSTROPHE_RE = /['’]/u;

/** One word as written, with its lower-cased form. */
export interface WordToken {
  /** The word exactly as it appears in the text. */
  readonly raw: string;
  /** Lower-cased form used for matching. */
  readonly norm: string;
  /** Offset of the word in the source text, in UTF-16 code units. */
  readonly index: number;
}

/**
 * All word-like segments of `text`, in order. Apostrophe-joined pieces ("l'Everest", "d’Artagnan") are split,
 * because the article in front is a separate word for matching purposes.
 */
export function wordTokens(text: string): WordToken[] {
  if (!hasDenseScript(text)) {
    // Fast path for scripts with spaces: letters, marks and digits between separators are the words, as the
    // segmenter would find them, at ~1/30 of the cost (Intl.Segmenter costs µs per word and slows down on
    // long strings, which matters when ranking a thousand passages inside a 50 ms turn).
    const out: WordToken[] = [];
    for (const m of text.matchAll(PLAIN_WORD_RE)) out.push({ raw: m[0], norm: normalizeWord(m[0]), index: m.index });
    return out;
  }
  return segmentWords(text);
}

/**
 * Words of `text` by dictionary segmentation (Intl.Segmenter), whatever its script; `wordTokens` uses this for
 * text in a script without spaces. Apostrophe-joined pieces are split, as in `wordTokens`.
 */
export function segmentWords(text: string): WordToken[] {
  const out: WordToken[] = [];
  forEachSegmentedWord(text, (raw, index) => out.push({ raw, norm: normalizeWord(raw), index }));
  return out;
}

/**
 * Calls `visit` with each word of `text` as written (apostrophe-joined pieces split) and its offset, in order:
 * segmentWords without building tokens. Intl.Segmenter costs ~1 µs per segment (words, spaces, punctuation)
 * plus ~6 µs per call; long text is segmented a window at a time (./segment.ts), so the cost stays linear.
 */
export function forEachSegmentedWord(text: string, visit: (word: string, index: number) => void): void {
  for (const seg of segmentBounded(wordSegmenter, text)) {
    if (!seg.isWordLike) continue;
    const word = seg.segment;
    if (!APOSTROPHE_RE.test(word)) {
      visit(word, seg.index);
      continue;
    }
    let offset = 0;
    for (const piece of word.split(APOSTROPHE_RE)) {
      if (piece.length > 0) visit(piece, seg.index + offset);
      offset += piece.length + 1;
    }
  }
}

/**
 * The word (as `forEachSegmentedWord` would visit it) that starts at each of `positions` in `text`, or undefined
 * where none starts there. `positions` must be ascending. Instead of walking every segment, this asks the
 * segmenter for the one segment around each position (`containing`): V8 builds one result object per question
 * instead of one per word, and ICU keeps its break cache warm while the positions move forward, so a check of a
 * Chinese clause costs ~4 µs instead of ~8 µs for walking its words (bench/grounding-speed.mjs).
 */
export function segmentedWordsAt(text: string, positions: readonly number[]): (string | undefined)[] {
  const segments = text.length <= WINDOW_CHARS ? wordSegmenter.segment(text) : walkingSegments(text);
  return positions.map((at) => {
    const seg = segments.containing(at);
    if (seg === undefined || !seg.isWordLike) return undefined;
    if (seg.index === at && !APOSTROPHE_RE.test(seg.segment)) return seg.segment;
    let offset = seg.index;
    for (const piece of seg.segment.split(APOSTROPHE_RE)) {
      if (offset === at) return piece.length > 0 ? piece : undefined;
      offset += piece.length + 1;
    }
    return undefined;
  });
}

/**
 * `containing` over the bounded segments of a long text, for ascending positions: walks them forward once.
 * (Segments.containing on one long string costs time that grows with its length at every question.)
 */
function walkingSegments(text: string): { containing(at: number): { segment: string; index: number; isWordLike?: boolean | undefined } | undefined } {
  const it = segmentBounded(wordSegmenter, text)[Symbol.iterator]();
  let current = it.next();
  return {
    containing(at) {
      while (!current.done && current.value.index + current.value.segment.length <= at) current = it.next();
      return current.done || current.value.index > at ? undefined : current.value;
    },
  };
}

/**
 * Lower-cased words worth matching on: single letters are dropped (they carry no meaning in alphabetic
 * scripts) except in scripts where one character is a word, and digits are always kept.
 */
export function matchWords(text: string): string[] {
  const out: string[] = [];
  for (const t of wordTokens(text)) {
    if (t.norm.length >= 2 || DENSE_SCRIPT_RE.test(t.norm) || DIGIT_RE.test(t.norm)) out.push(t.norm);
  }
  return out;
}

/**
 * The words of text in scripts with spaces, as written (not lower-cased): what `wordTokens` finds for text
 * without any dense-script character, without building token objects.
 */
export function plainWords(text: string): string[] {
  return text.match(PLAIN_WORD_RE) ?? [];
}

/** True when `text` holds any character of a script without spaces (so `wordTokens` segments it by dictionary). */
export function hasDenseScript(text: string): boolean {
  return MAYBE_DENSE_RE.test(text) && DENSE_SCRIPT_RE.test(text);
}

/** True when the word is written in a script without spaces between words. */
export function isDenseScript(word: string): boolean {
  return DENSE_SCRIPT_RE.test(word);
}

/**
 * Lower-cases a word for matching, and folds 'ё' into 'е': Russian writes both for the same letter, and
 * most text (and most speech-to-text output) uses 'е'. Accents stay, and the length stays: the ranking reads
 * offsets in a lower-cased passage as offsets in the passage (./fold.ts, `lowerWord`).
 */
export function normalizeWord(word: string): string {
  return lowerWord(word);
}

/**
 * The folded words of `text` (./fold.ts: accents off Latin letters, ё as е, ß as ss), in order, for matching
 * that must not care how a word was accented or capitalised: the store's notes, the phraser's sentences.
 * Apostrophes split words ("where's" -> "where", "s"). Single letters are dropped unless `keepSingleLetters`
 * (they carry no meaning in alphabetic scripts), except in scripts where one character is a word; digits stay.
 */
export function foldedWords(text: string, keepSingleLetters = false): string[] {
  const out: string[] = [];
  for (const t of wordTokens(text)) {
    const w = fold(t.raw);
    if (keepSingleLetters || w.length >= 2 || DENSE_SCRIPT_RE.test(w) || DIGIT_RE.test(w)) out.push(w);
  }
  return out;
}
