/**
 * The one sentence splitter. Sentence splitting for speech, shared by the phraser (to stream an answer sentence by sentence), by evidence
 * cleaners and by the voice loop (to hand text-to-speech one sentence at a time). Pure: no I/O, no clock.
 *
 * The base is `Intl.Segmenter` with granularity 'sentence' and no locale, which implements the Unicode sentence
 * rules (UAX #29) for every script: it already keeps "3.50", "ок. 13 млн. чел." and "e.g. this" together and splits
 * Chinese on "。！？". What it gets wrong are abbreviations followed by a capital letter, because the root rules
 * have no abbreviation lists: "Dr. Smith", "z. B. 3,5 Mio. Euro", "am 3. Oktober", "г. Москва", "EE. UU.". We
 * repair those cheaply by gluing a piece to the next one when the piece ends in a known title-like abbreviation,
 * a single letter, or a one- or two-digit ordinal, or inside a short parenthesis ("(m. 1994; div. 1996)"). A
 * wrong glue costs a slightly longer sentence; a wrong split makes the speaker pause mid-phrase and gives the
 * extractive phraser a fragment, so we lean towards gluing.
 */
import { segmentBounded } from '../text/segment.js';
import { LANGUAGES } from './index.js';

/**
 * Abbreviations that are usually followed by a capitalised word (a name, a noun) rather than ending a sentence,
 * lower-case, without the dot, from every language's table (lang/<code>/words.ts `abbreviations`). Deliberately
 * short: words that often end a sentence ("etc.", "usw.", "и др.") are left out, and ones followed by a
 * lower-case word need no entry because the Unicode rules already keep them. All languages' lists apply to
 * every text: a sentence's language is often unknown, and a wrong glue only lengthens a sentence.
 */
const GLUE_ABBREVIATIONS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.abbreviations));

/** The last word of a piece, when the piece ends in "<word>." (closing quotes/brackets are not allowed here). */
const LAST_WORD_BEFORE_DOT = /(?:^|[^\p{L}\p{N}])([\p{L}]+)\.$/u;

/** A temperature's unit letter ("180°C.", "451 °F."): it ends a sentence, it is no initial. */
const DEGREE_UNIT_BEFORE_DOT = /°\s?\p{L}\.$/u;

/** A one- or two-digit number with a dot: German/Russian ordinals ("am 3. Oktober", "19. Jahrhundert"). */
const ORDINAL_BEFORE_DOT = /(?:^|\s)\d{1,2}\.$/u;

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** True when `piece` (already trimmed) should not end a sentence even though the Unicode rules broke after it. */
function shouldGlueToNext(piece: string): boolean {
  if (ORDINAL_BEFORE_DOT.test(piece)) return true;
  const match = LAST_WORD_BEFORE_DOT.exec(piece);
  if (!match || match[1] === undefined) return false;
  const word = match[1].toLowerCase();
  // A single letter: initials ("J. R. R. Tolkien"), "z. B.", "г. Москва", "т. е."; not a temperature's unit.
  if ([...word].length === 1) return !DEGREE_UNIT_BEFORE_DOT.test(piece);
  return GLUE_ABBREVIATIONS.has(word);
}

/**
 * Longest parenthesis, in characters, that a sentence end inside it is taken back for: Wikipedia's bracketed
 * asides ("(m. 1994; div. 1996)", "(c. 1500 – 1550)", "(b. 1950)") run well under it; a stray "(" in a long text
 * must not glue everything after it into one sentence.
 */
const MAX_BRACKET_CHARS = 120;

/** True when `text` ends inside a parenthesis opened at most MAX_BRACKET_CHARS before its end. */
function insideBrackets(text: string): boolean {
  let open = -1;
  let depth = 0;
  const from = Math.max(0, text.length - MAX_BRACKET_CHARS);
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') {
      if (depth === 0) open = i;
      depth++;
    } else if (ch === ')' && depth > 0) depth--;
  }
  return depth > 0 && open >= from;
}

/** One Unicode sentence piece, trimmed, with where it starts in the segmented text. */
interface Piece {
  text: string;
  start: number;
  /** The piece ended at a line break, which always ends a sentence. */
  lineEnd: boolean;
}

const LINE_END_RE = /[\n\r\u2028\u2029]\s*$/u;

/** Raw Unicode sentence pieces, trimmed, empties dropped. */
function rawPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const { segment, index } of segmentBounded(sentenceSegmenter, text)) {
    const trimmed = segment.trim();
    if (trimmed !== '') pieces.push({ text: trimmed, start: index, lineEnd: LINE_END_RE.test(segment) });
  }
  return pieces;
}

/** Glues pieces that were split after an abbreviation. Returns sentences with inner whitespace collapsed. */
function gluePieces(pieces: readonly Piece[]): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const { text: piece, lineEnd } of pieces) {
    pending = pending === '' ? piece : `${pending} ${piece}`;
    if (!shouldGlueToNext(piece) && (lineEnd || !insideBrackets(pending))) {
      sentences.push(collapseSpaces(pending));
      pending = '';
    }
  }
  if (pending !== '') sentences.push(collapseSpaces(pending));
  return sentences;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Splits text into sentences, trimmed and with runs of whitespace (including newlines) collapsed to one space.
 * Line breaks count as sentence ends, as in the Unicode rules. Works without knowing the language.
 */
export function splitSentences(text: string): string[] {
  const sentences = gluePieces(rawPieces(text));
  return sentences.some((s) => s.includes('. (')) ? sentences.flatMap((s) => s.split(BRACKETED_LABEL_START_RE)) : sentences;
}

/**
 * A row whose label is all in brackets starts after a stop, though the Unicode rules see no sentence start in a
 * lower-case bracket: a taxobox's "Order: Lepidoptera. (unranked): Heterocera." is two rows.
 */
const BRACKETED_LABEL_START_RE = /(?<=\.)\s+(?=\(\p{Ll}[^():]{0,40}\):\s)/u;

/** Full-width sentence punctuation after which no space is needed (Chinese, Japanese). */
const FULL_WIDTH_END = /[。！？…]$/u;

/** Joins sentences back into one text: a space between them, none after full-width punctuation. */
export function joinSentences(sentences: readonly string[]): string {
  let text = '';
  for (const sentence of sentences) {
    if (text === '' || FULL_WIDTH_END.test(text)) text += sentence;
    else text += ` ${sentence}`;
  }
  return text;
}

/**
 * Turns a stream of text deltas (LLM tokens) into complete sentences as early as it safely can.
 *
 * A sentence is only released once the text after it has started: "Dr." or "3." alone might still continue
 * ("Dr. Smith", "3.50"), and only the next non-space character settles it. `flush()` releases the rest when the
 * stream ends. Each push re-segments the unreleased tail only, so the cost stays proportional to one sentence.
 */
export class SentenceStream {
  #buffer = '';

  /** Adds a delta; returns the sentences that are now complete, in order. */
  push(delta: string): string[] {
    if (delta === '') return [];
    this.#buffer += delta;
    const pieces = rawPieces(this.#buffer);
    if (pieces.length < 2) return [];
    // Keep the last piece and everything glued to it unreleased: find the last piece that ends a sentence.
    let keepFrom = pieces.length - 1;
    while (keepFrom > 0 && shouldGlueToNext((pieces[keepFrom - 1] as Piece).text)) keepFrom--;
    if (keepFrom === 0) return [];
    const done = gluePieces(pieces.slice(0, keepFrom));
    this.#buffer = this.#buffer.slice((pieces[keepFrom] as Piece).start);
    return done;
  }

  /** Ends the stream: returns whatever is left as sentences and empties the buffer. */
  flush(): string[] {
    const rest = splitSentences(this.#buffer);
    this.#buffer = '';
    return rest;
  }
}

/**
 * A sentence's final stop, in every script that writes one (Latin, CJK, Devanagari's danda, Arabic and Urdu), before
 * any closing quotes or brackets.
 */
const FINAL_STOP_RE = /[.!?。！？…।॥؟۔][\p{Pf}\p{Pe}"']*$/u;

/** Whether a text ends as a sentence does: with a final stop, closing quotes or brackets after it allowed. */
export function endsSentence(text: string): boolean {
  return FINAL_STOP_RE.test(text);
}
