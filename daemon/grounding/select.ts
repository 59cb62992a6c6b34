/**
 * Choosing what the phraser reads from the pages of one turn. Pure: no I/O, no clock.
 *
 *  1. Each page's readable text is cut into passages of whole sentences (180-1,200 characters, never longer
 *     than one page may contribute), with no newline inside a passage, and each passage is marked with the
 *     question words it holds; the extraction worker does both per page (prepare.ts), else they happen here.
 *  2. The passages of all pages form one pool scored against the question (daemon/text/rank.ts): query-word
 *     coverage weighted by IDF over the pool, prefix matching through an index, a lead prior worth at most half
 *     a word. One pool means a word common on every page weighs little, and pages compete fairly.
 *  3. Selection walks the ranking best first: a passage that matches no question word is never taken, a page
 *     stops taking passages at its character cap, and a passage whose word set (letter pairs, in CJK and Thai)
 *     is a near-duplicate (Jaccard >= 0.9, lang/dedup.ts) of a better-ranked passage on another page is skipped, taken or not,
 *     so syndicated text counts once and a copy cannot extend the original's cap. A page whose every matching passage duplicates a
 *     better one contributes nothing (its search snippet still stands).
 *  4. The evidence budget is shared shortest-first (water filling): pages that fit their fair share keep all of
 *     it, and the leftover goes to the longer ones; only pages over their share are cut, ending in '…'.
 */
import { fuseRanks } from '../ranking/policy.js';
import { cleanForSpeech } from '../text/clean.js';
import { markPassages, queryTerms, scoreMarked, sentences, slotsPerPassage, type PassageInput } from '../text/rank.js';
import { hasDenseScript, matchWords, normalizeWord, plainWords } from '../lang/words.js';
import { pagePassages, preparedFor, type PreparedPassages } from './prepare.js';
import { isNearDuplicate, SAME_PASSAGE_JACCARD } from '../lang/dedup.js';
/**
 * Candidates examined at most. The ranking is sorted, so the useful ones come first; the bound keeps the
 * cleaning and de-duplication work flat on a pool of thousands of passages (a 1 MB page).
 */
const MAX_CANDIDATES = 300;
/** A page with less room than this left takes no more passages: nothing shorter says anything. */
const MIN_USEFUL_ROOM_CHARS = 40;
/** Marks text cut to fit the budget. */
const ELLIPSIS = '…';

export interface PageText {
  /** Readable text, paragraphs separated by blank lines. */
  text: string;
  title?: string;
  url?: string;
  lang?: string;
  /** The text already cut into passages and marked, by the extraction worker (prepare.ts). */
  prepared?: PreparedPassages;
}

interface SelectOptions {
  /** Most characters one page may contribute (before budget sharing). */
  maxCharsPerPage: number;
  /** Characters all pages together may contribute. */
  budgetChars: number;
  /**
   * Dense-model hook (daemon/ranking): one similarity per pool passage, in poolPassages order. When given (and
   * its length matches the pool), the lexical ranking is fused with it by reciprocal rank fusion before
   * selection. It reorders only: a passage matching no question word is still never taken.
   */
  denseScores?: ArrayLike<number> | undefined;
}

interface SelectedPage {
  /** Index into the pages given to selectPassages. */
  page: number;
  /** The chosen passages, best first, cleaned for speech; joined they make the evidence line. */
  passages: string[];
  /** The evidence line: passages joined by a space, cut to the page's budget share if it overflowed. */
  text: string;
  /** True when budget sharing cut this page's line. */
  cut: boolean;
}

interface PoolPassage extends PassageInput {
  page: number;
}

/**
 * Every page's passages, in page order, each with its position inside its page: what the extraction worker
 * prepared for this cap, else cut here.
 */
export function poolPassages(pages: readonly PageText[], maxCharsPerPage: number): PoolPassage[] {
  const pool: PoolPassage[] = [];
  pages.forEach((p, page) => {
    const passages = p.prepared?.maxCharsPerPage === maxCharsPerPage ? p.prepared.passages : pagePassages(p.text, maxCharsPerPage);
    passages.forEach((text, position) => pool.push({ text, position, page }));
  });
  return pool;
}

/**
 * The pool's marks for `terms` (markPassages' layout, pool order): each page's prepared marks when they were made
 * for these terms, else marked here, all such passages in one pass so that its per-word look-ups are shared.
 */
function poolMarks(pages: readonly PageText[], pool: readonly PoolPassage[], terms: readonly string[], maxCharsPerPage: number): Uint32Array {
  const slots = slotsPerPassage(terms.length);
  const holds = new Uint32Array(pool.length * slots);
  const ready = pages.map((p) => (preparedFor(p.prepared, terms, maxCharsPerPage) ? p.prepared.holds : undefined));
  const rest = pool.flatMap((q, i) => (ready[q.page] === undefined ? [i] : []));
  const restMarks = markPassages(
    terms,
    rest.map((i) => pool[i]!.text),
  );
  rest.forEach((i, k) => holds.set(restMarks.subarray(k * slots, (k + 1) * slots), i * slots));
  pool.forEach((q, i) => {
    const marks = ready[q.page];
    const at = (q.position ?? 0) * slots; // a prepared page's passages are its pool passages, in order
    if (marks !== undefined) holds.set(marks.subarray(at, at + slots), i * slots);
  });
  return holds;
}

/**
 * What near-duplicate detection compares: the passage's words, or for text in a script without spaces (CJK,
 * Thai) the pairs of adjacent letters in each run of letters (and the run itself when shorter). Dictionary
 * segmentation costs ~1 µs a word, ~30 ms for the 300 candidates of a CJK pool; letter pairs find the same
 * copies (a syndicated passage shares nearly all of them) at a few microseconds a passage.
 */
export function duplicateKeys(text: string): Set<string> {
  if (!hasDenseScript(text)) return new Set(matchWords(text));
  const keys = new Set<string>();
  for (const run of plainWords(normalizeWord(text))) {
    if (run.length <= 2) keys.add(run);
    else for (let i = 0; i + 2 <= run.length; i++) keys.add(run.slice(i, i + 2));
  }
  return keys;
}

/**
 * Shortens a line to `maxChars` including the trailing ellipsis: whole passages first, then whole sentences,
 * then a cut at a space (or anywhere, for scripts without spaces).
 */
export function cutWithEllipsis(passages: readonly string[], maxChars: number): string {
  const room = maxChars - ELLIPSIS.length;
  if (room <= 0) return '';
  let out = '';
  for (const s of passages.flatMap((p) => sentences(p))) {
    const next = out === '' ? s : `${out} ${s}`;
    if (next.length > room) {
      if (out === '') {
        const slice = s.slice(0, room);
        const space = slice.lastIndexOf(' ');
        out = (space > room / 2 ? slice.slice(0, space) : slice).replace(/[\s,;:–—-]+$/u, '');
        // Do not leave half of a surrogate pair.
        if (/[\uD800-\uDBFF]$/u.test(out)) out = out.slice(0, -1);
      }
      break;
    }
    out = next;
  }
  return out === '' ? '' : `${out}${out.endsWith(' ') ? '' : ' '}${ELLIPSIS}`;
}

/**
 * Shares `budgetChars` across lines shortest first. Returns, per line, the character allowance: its own length
 * when it fits its fair share of what is left, else the fair share of what is left after the shorter ones.
 */
export function shareBudget(lengths: readonly number[], budgetChars: number): number[] {
  const order = lengths.map((len, i) => ({ len, i })).sort((a, b) => a.len - b.len || a.i - b.i);
  const out = new Array<number>(lengths.length).fill(0);
  let left = Math.max(0, budgetChars);
  order.forEach(({ len, i }, k) => {
    // The separators between lines are not counted: each line is its own evidence item.
    const fair = Math.floor(left / (order.length - k));
    const take = Math.min(len, fair);
    out[i] = take;
    left -= take;
  });
  return out;
}

/**
 * Ranks every page's passages in one pool against `query` and selects the evidence, best page first (the page
 * holding the best passage). Pages that contribute nothing are left out. With an empty query (no words) every
 * passage "matches", so the result is the pages' leads: what `hearth read` shows without --query.
 */
export function selectPassages(query: string, pages: readonly PageText[], o: SelectOptions): SelectedPage[] {
  const pool = poolPassages(pages, o.maxCharsPerPage);
  if (pool.length === 0) return [];
  const terms = queryTerms(query);
  const hasTerms = terms.length > 0;
  let ranked = scoreMarked(
    terms.length,
    poolMarks(pages, pool, terms, o.maxCharsPerPage),
    pool.map((p) => p.position ?? 0),
  );
  if (o.denseScores && o.denseScores.length === pool.length) {
    // Dense fusion hook: same entries, RRF order (daemon/ranking/policy.ts).
    const byIndex = new Map(ranked.map((r) => [r.index, r]));
    ranked = fuseRanks(ranked.map((r) => r.index), o.denseScores).map((i) => byIndex.get(i)!);
  }

  const used = new Map<number, { passages: string[]; chars: number; bestRank: number }>();
  // Every passage examined so far, taken or not: a syndicated copy of a passage that ranked higher is suppressed
  // even when that passage was not taken (its page was full), so a copy cannot extend a page's cap. Word sets are
  // built only when there is a passage from another page to compare with (never, with a single page).
  const seen: { page: number; text: string; words?: Set<string> }[] = [];
  const keysOf = (s: { text: string; words?: Set<string> }): Set<string> => (s.words ??= duplicateKeys(s.text));
  for (let rank = 0; rank < ranked.length && seen.length < MAX_CANDIDATES; rank++) {
    const r = ranked[rank]!;
    if (hasTerms && r.matched === 0) continue; // only its lead bonus: says nothing about the question
    const p = pool[r.index]!;
    const candidate: { page: number; text: string; words?: Set<string> } = { page: p.page, text: p.text };
    const duplicate = seen.some((s) => s.page !== p.page && isNearDuplicate(keysOf(s), keysOf(candidate), SAME_PASSAGE_JACCARD));
    seen.push(candidate);
    if (duplicate) continue;
    const entry = used.get(p.page) ?? { passages: [], chars: 0, bestRank: rank };
    if (o.maxCharsPerPage - entry.chars < MIN_USEFUL_ROOM_CHARS) continue;
    const text = cleanForSpeech(p.text, { maxChars: 0 });
    // A page that says the same thing twice (an option described under two functions) is heard once.
    if (text === '' || entry.passages.includes(text)) continue;
    const added = (entry.passages.length > 0 ? 1 : 0) + text.length;
    if (entry.chars + added > o.maxCharsPerPage) continue;
    entry.passages.push(text);
    entry.chars += added;
    used.set(p.page, entry);
  }

  const chosen = [...used.entries()].sort((a, b) => a[1].bestRank - b[1].bestRank);
  const lines = chosen.map(([, e]) => e.passages.join(' '));
  const allowances = shareBudget(
    lines.map((l) => l.length),
    o.budgetChars,
  );
  const out: SelectedPage[] = [];
  chosen.forEach(([page, e], i) => {
    const line = lines[i]!;
    const allowance = allowances[i]!;
    const cut = line.length > allowance;
    const text = cut ? cutWithEllipsis(e.passages, allowance) : line;
    if (text !== '') out.push({ page, passages: e.passages, text, cut });
  });
  return out;
}
