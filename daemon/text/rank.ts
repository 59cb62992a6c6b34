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
import { markDense } from './dense-match.js';
import { endsSentence, splitSentences } from '../lang/sentences.js';
import { Grade, MAX_SUFFIX_CHARS, MIN_COMPOUND_PART_CHARS, QueryIndex, sameWord, wordGrade } from '../lang/same-word.js';
import { hasDenseScript, matchWords, normalizeWord, plainWords } from '../lang/words.js';
import { hasRelation, related } from './relations.js';

export { sameWord };

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
  // Glued after abbreviations and initials: a passage capped at "chief test pilot John E." lost the answer.
  return splitSentences(collapseWhitespace(text));
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
 * characters per Intl.Segmenter call. A call costs ~6 µs on top of ~1 µs per sentence, so short paragraphs share
 * a call; a paragraph longer than a window is segmented a window at a time (./segment.ts). A newline is always a sentence end and nothing on one side of it changes the breaks on the other, so
 * the sentences are the same as when each paragraph is segmented alone.
 */
const SENTENCE_BATCH_CHARS = 500;

/** Whitespace other than single spaces between words: collapseWhitespace would change a trimmed line. */
const NEEDS_COLLAPSE_RE = /[^\S ]|  /u;

/** A sentence's last letter or digit in a script whose sentences end with a full stop (not Thai's, which end with a space). */
const STOP_WRITTEN_RE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}\p{Nd}][\p{Pf}\p{Pe}"']*$/u;

/**
 * A paragraph's last sentence with a full stop when its script writes one and it has none ("Pan moet ongespuit
 * wees))"): joined into a passage, it would otherwise run into the next paragraph's first sentence wherever the
 * passage is split again (the phraser), and be read as one.
 */
export function withFinalStop(sentence: string): string {
  return !endsSentence(sentence) && STOP_WRITTEN_RE.test(sentence) && WORD_RE.test(sentence) ? `${sentence}.` : sentence;
}

/** A word of two letters or more: a numbering of its own ("1)") is no sentence and stays with what follows. */
const WORD_RE = /\p{L}{2}/u;

/** Sentences of every paragraph (lines of `text`), in order, whitespace collapsed, without empty ones. */
function paragraphSentences(text: string): string[] {
  const out: string[] = [];
  const batch: string[] = [];
  let batchChars = 0;
  const flush = (): void => {
    if (batch.length === 0) return;
    for (const s of splitSentences(batch.join('\n'))) out.push(s);
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
    const s = withFinalStop(raw.length > maxChars ? cutAtWord(raw, maxChars) : raw);
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

/** The distinct words of a question that passages are matched against, in order (lower-cased). */
export function queryTerms(query: string): string[] {
  return [...new Set(matchWords(query))];
}

/** 32-bit slots per passage in a marks array: one bit per question word. */
export function slotsPerPassage(termCount: number): number {
  return Math.max(1, Math.ceil(termCount / 32));
}

/**
 * Which question words each passage holds: bit t of slot `i * slotsPerPassage(terms.length) + (t >>> 5)` is
 * set when passage i holds terms[t]. Depends only on the passage and the question, not on the rest of the pool,
 * so each page's passages can be marked where the page was extracted (daemon/grounding/prepare.ts) and the
 * marks concatenated. `terms` come from queryTerms.
 */
export function markPassages(terms: readonly string[], texts: readonly string[]): Uint32Array {
  const slots = slotsPerPassage(terms.length);
  const holds = new Uint32Array(texts.length * slots);
  if (terms.length === 0) return holds;
  const index = new QueryIndex(terms);
  // A page word stating the same relation as a question word marks it too ("marry" -> "Spouse:", "fly" ->
  // "first flight", relations.ts): the prefix rule bridges endings, not derivation, and an infobox row that
  // answers shared no word with the question and was dropped.
  const relationTerms = terms.flatMap((t, i) => (hasRelation(t) ? [i] : []));
  // Two question words side by side that a page writes as one word mark both ("splash down" in "the splashdown in
  // the South Pacific Ocean"), as the phraser reads them (phraser/words.ts withCompoundParts).
  // The second may carry an ending the page's word does not ("wide bodies" in "this new widebody market"): a page word
  // that opens with the first and is the same word as the two joined marks them too.
  const joins = new Map<string, readonly number[]>();
  for (let t = 0; t + 1 < terms.length; t++) {
    if ([...terms[t]!].length >= 2 && [...terms[t + 1]!].length >= 2) joins.set(terms[t]! + terms[t + 1]!, [t, t + 1]);
  }
  const pairs = [...joins];
  const joined = (word: string): readonly number[] =>
    joins.get(word) ?? pairs.find(([pair, [t]]) => word.startsWith(terms[t!]!) && word.length > terms[t!]!.length + 1 && sameWord(pair, word))?.[1] ?? [];
  // A page word a question word starts or ends as one of its parts ("smartphone" for "phone", "Nagmaalskelkies"
  // for "nagmaal"): lang/same-word.ts grade compound, which the phraser accepts; the prefix rule alone never meets it.
  const parts = terms.flatMap((t, i) => ([...t].length >= MIN_COMPOUND_PART_CHARS ? [i] : []));
  // The page word may carry an ending of its own ("smartphones"): one or two letters off its end are tried too.
  const compoundOf = (word: string): number[] =>
    parts.filter((t) => word.length > terms[t]!.length + MAX_SUFFIX_CHARS && word.includes(terms[t]!) && [0, 1, 2].some((cut) => wordGrade(terms[t]!, word.slice(0, word.length - cut)) === Grade.compound));
  const lookup = (word: string): readonly number[] => {
    const found = index.lookup(word);
    const more = [...joined(word), ...compoundOf(word)];
    const hits = more.length === 0 ? found : [...new Set([...found, ...more])];
    const mates = relationTerms.filter((t) => !hits.includes(t) && related(terms[t]!, word));
    return mates.length === 0 ? hits : [...hits, ...mates];
  };
  const mark = (i: number, t: number): void => {
    holds[i * slots + (t >>> 5)]! |= 1 << (t & 31);
  };
  // Question words matched by each page word as written: the same words recur all over a pool, so each is
  // lower-cased and looked up once. Single letters (which matchWords drops) can never match a question word.
  const byRaw = new Map<string, readonly number[]>();
  const dense: { i: number; text: string }[] = [];
  texts.forEach((text, i) => {
    if (hasDenseScript(text)) {
      dense.push({ i, text });
      return;
    }
    for (const raw of plainWords(text)) {
      let hits = byRaw.get(raw);
      if (hits === undefined) {
        hits = lookup(normalizeWord(raw));
        byRaw.set(raw, hits);
      }
      for (const t of hits) mark(i, t);
    }
  });
  if (dense.length > 0) markDense(dense, terms, index, mark);
  return holds;
}

/**
 * Scores marked passages, best first: each question word weighs its IDF over the pool (so a word in every
 * passage weighs almost nothing), plus the lead bonus from each passage's position in its own document.
 * `positions[i]` is passage i's position; `holds` is markPassages' layout for `termCount` words.
 */
export function scoreMarked(termCount: number, holds: Uint32Array, positions: readonly number[]): RankedPassage[] {
  const n = positions.length;
  const slots = slotsPerPassage(termCount);
  const has = (i: number, t: number): boolean => (holds[i * slots + (t >>> 5)]! & (1 << (t & 31))) !== 0;
  const weights = Array.from({ length: termCount }, (_, t) => {
    let df = 0;
    for (let i = 0; i < n; i++) if (has(i, t)) df += 1;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  const ranked = positions.map((position, i): RankedPassage => {
    let got = 0;
    let matched = 0;
    for (let t = 0; t < termCount; t++) {
      if (has(i, t)) {
        got += weights[t]!;
        matched += 1;
      }
    }
    const lead = (LEAD_PRIOR_TERMS * (1 / (1 + position))) / Math.max(1, termCount);
    return { index: i, score: (total > 0 ? got / total : 0) + lead, matched };
  });
  return ranked.sort((a, b) => b.score - a.score || a.index - b.index);
}

/**
 * Ranks passages against a query, best first. Passages that match nothing still appear (score from the lead
 * bonus only), so callers decide their own cut-off using `matched`.
 */
export function rankPassages(query: string, passages: readonly (string | PassageInput)[]): RankedPassage[] {
  const terms = queryTerms(query);
  const texts = passages.map((p) => (typeof p === 'string' ? p : p.text));
  const positions = passages.map((p, i) => (typeof p === 'string' ? i : (p.position ?? i)));
  return scoreMarked(terms.length, markPassages(terms, texts), positions);
}

/**
 * Drops leading sentences of a passage that match no query word, so the sentence that answers comes first
 * ("He toured widely… Charles was born on…" becomes "Charles was born on…"). Returns the text unchanged if
 * no sentence matches. `keeps` marks further sentences that count as a match although they share no query
 * word: an answer stated in other words ("Salary: 400,000 United States dollars per year." for "how much does
 * the president get paid").
 */
export function trimToMatch(text: string, query: string, keeps: (sentence: string) => boolean = () => false): string {
  const terms = queryTerms(query);
  const all = sentences(text);
  const first = all.findIndex((s) => matchWords(s).some((w) => terms.some((t) => sameWord(t, w))) || keeps(s));
  return first <= 0 ? all.join(' ') : all.slice(first).join(' ');
}
