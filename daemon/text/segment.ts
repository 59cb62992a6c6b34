/**
 * Intl.Segmenter over bounded pieces, so that segmenting costs time linear in the length of the text.
 *
 * V8's segment iterator pays, at every step, a cost that grows with the length of the whole string: word
 * segmentation of 200,000 characters of Chinese took 78 s and of English 28 s in one call, against ~0.5 µs per
 * character when the same text is segmented 1,000 characters at a time (bench/segment.bench.ts). Every caller
 * that hands text of unknown length to a segmenter goes through `segmentBounded`, which segments a window of
 * WINDOW_CHARS at a time and trusts only the boundaries that are at least MARGIN_CHARS before the window's end;
 * the next window starts at the last trusted boundary. Starting at a true boundary, the segmenter's forward
 * rules find the same boundaries as over the whole text (the Unicode rules look back no further than the
 * current segment), and the margin is far more right-hand context than the word rules (two characters) or the
 * sentence rules on ordinary text need. So on ordinary text the segments are exactly those of one call
 * (test/segment.test.ts compares them in several scripts).
 *
 * What changes, and only on text no reader writes:
 * - A run of Chinese, Japanese or Thai without a space or punctuation mark for more than MARGIN_CHARS is cut
 *   by dictionary segmentation window by window; the words near a cut may differ from whole-run segmentation.
 * - A single segment longer than MAX_WINDOW_CHARS (a 'word' of 100,000 letters without a space, a 'sentence'
 *   of a whole page without a full stop) is returned in pieces of about that length, cut after a space when
 *   there is one.
 */

/** One segment, as Intl.Segmenter gives it, with its offset in the whole text. */
export interface BoundedSegment {
  readonly segment: string;
  /** Offset in the whole text, UTF-16 code units. */
  readonly index: number;
  /** As Intl.Segmenter's isWordLike (undefined for granularities other than 'word'). */
  readonly isWordLike?: boolean | undefined;
}

/**
 * Characters per segmenter call. Per character, word segmentation costs ~0.5 µs at 500-1,000 characters per
 * call, ~0.6-1.1 µs at 2,000 and 1.3-2 µs at 8,000 (Chinese, Chinese with punctuation, English), and a call
 * costs a few µs to set up, so 1,000 is near the bottom of the curve.
 */
export const WINDOW_CHARS = 1_000;
/**
 * Boundaries this close to a window's end are not trusted (the text after the window might change them) and
 * are found again by the next window. Word rules look two characters ahead and sentence rules over spaces and
 * closing punctuation; 100 characters also hold a Chinese or Japanese clause, so a dictionary run cut at the
 * window's end is segmented again whole. Costs 10% of segmenting twice.
 */
export const MARGIN_CHARS = 100;
/**
 * A window that holds no trusted boundary (one long sentence, a long URL) is doubled up to this size before the
 * first segment is cut by force. Such a window holds few segments, so segmenting it is cheap; 16,000 characters
 * keeps every real sentence whole (the longest sentences of legal German run to a few thousand).
 */
export const MAX_WINDOW_CHARS = 16_000;

const WHITESPACE_RE = /\s/u;

/**
 * The segments of `text` by `segmenter`, in order, as segmenter.segment(text) gives them on ordinary text (see
 * the header for what differs on text without breaks), in time linear in text.length.
 */
export function segmentBounded(segmenter: Intl.Segmenter, text: string): Iterable<BoundedSegment> {
  // Short text (nearly every call: a question, a clause, a passage) goes to the segmenter as it is, unwrapped.
  return text.length <= WINDOW_CHARS ? segmenter.segment(text) : windows(segmenter, text);
}

function* windows(segmenter: Intl.Segmenter, text: string): Generator<BoundedSegment> {
  let start = 0;
  let window = WINDOW_CHARS;
  while (start < text.length) {
    const end = Math.min(text.length, start + window);
    const last = end === text.length;
    // Segments ending at or before `trusted` (relative to start) are kept: text after the window might change
    // the ones after it (and always may extend the window's last one).
    const trusted = last ? end - start : end - start - MARGIN_CHARS;
    const pending: BoundedSegment[] = [];
    let keptTo = 0;
    for (const s of segmenter.segment(text.slice(start, end))) {
      const segEnd = s.index + s.segment.length;
      if (segEnd > trusted) break;
      pending.push({ segment: s.segment, index: start + s.index, isWordLike: s.isWordLike });
      keptTo = segEnd;
    }
    if (keptTo > 0) {
      yield* pending;
      start += keptTo;
      window = WINDOW_CHARS;
      continue;
    }
    if (window < MAX_WINDOW_CHARS) {
      window = Math.min(MAX_WINDOW_CHARS, window * 2);
      continue;
    }
    // One segment longer than the largest window: hand out its first part as a segment of its own.
    const first = segmenter.segment(text.slice(start, end))[Symbol.iterator]().next().value as Intl.SegmentData;
    const cut = forcedCut(text, start, end - MARGIN_CHARS);
    yield { segment: text.slice(start, cut), index: start, isWordLike: first.isWordLike };
    start = cut;
    window = WINDOW_CHARS;
  }
}

/**
 * Where to cut a segment that is too long, at or before `limit`: after the last whitespace in the second half
 * of [start, limit), else at `limit`, never between the two halves of a surrogate pair.
 */
function forcedCut(text: string, start: number, limit: number): number {
  for (let i = limit - 1; i > start + (limit - start) / 2; i--) {
    if (WHITESPACE_RE.test(text.charAt(i))) return i + 1;
  }
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}
