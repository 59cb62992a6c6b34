/**
 * Is a first-person phrase in a question the name of something in the owner's own ZIM files? ("love me
 * tender when did it come out", "who sang my heart will go on"). The boundary asks this before it keeps a
 * turn home for a weak first-person signal only: a song, film or motto titled "I ..." is not about the owner.
 *
 * Privacy: this runs only against the kiwix-serve Hearth itself manages on loopback (the composition root
 * passes no URL otherwise), so the phrase never leaves the box; an external kiwix URL, even on loopback, may
 * be a proxy to another host and is never asked. For the first-person check, only title spans that hold a
 * first-person word are sent.
 *
 * A span counts when a title suggestion is that very title (it holds the first-person word, and the question
 * says all of it), or when a full-text phrase search finds it written as a title in an article ("in Love Me
 * Tender", "the “I Have a Dream” speech"). Any failure answers false: the turn stays personal.
 *
 * The same question is asked of a name the boundary found next to personal data (createNameTitleCheck): is it the
 * whole title of a local article of capitalised words ("Michael Jackson")? Then the turn is 'unsure' (the store,
 * then local books), never world. Those spans are two- or three-word windows without a function word, sent to the
 * same loopback server only.
 */
import { KiwixClient, type CallOptions } from './client.js';
import { anyInLanes } from '../async/lanes.js';
import type { CatalogBook } from './parse.js';
import { hasFirstPersonWord, matchTitle, writtenAsTitle } from './titles.js';
import { matchWords } from '../lang/words.js';
import { isFunctionWord } from '../lang/function-words.js';

/** Spans checked per turn, at most: each costs two requests to the local server. */
const MAX_SPANS = 4;
/**
 * Spans per turn for a name: two per window, the window and its inflected last word cut short (nameSpans), so
 * three windows and their cut words where four windows went before. Each is one suggest per book on loopback,
 * inside the same TITLE_CHECK_TIMEOUT_MS.
 */
const MAX_NAME_SPANS = 6;
/** Shortest word cut short for a name suggestion: shorter words are too common a prefix. */
const MIN_CUT_WORD_CHARS = 5;
/** The whole check must stay inside the boundary's few-millisecond budget on loopback; past this, personal. */
const TITLE_CHECK_TIMEOUT_MS = 400;
/**
 * Requests at once. A check is up to two requests per span and book (4 spans x 7 books in the development
 * library: 50 at once), and kiwix-serve 3.3 was seen to crash under that many parallel suggests (kiwix/stage.ts
 * keeps its own turns to 2); they also held over ten abort listeners on the turn's signal at once.
 */
const MAX_PARALLEL_CHECKS = 3;
/** Catalog cache: books change only when ZIM files are added or removed. */
const CATALOG_TTL_MS = 30_000;

type TitleCheck = (text: string, lang: string | undefined, signal?: AbortSignal) => Promise<boolean>;

/** What a check asks of the owner's books: the spans it sends, and whether a title explains a span. */
interface SpanCheck {
  /** At most `limit` spans are used; a generator may stop there. */
  spans: (text: string, limit: number) => string[];
  /** A title suggestion for a span that explains it; `text` is the question as said. */
  explains: (title: string, questionWords: readonly string[], text: string) => boolean;
  /** Whether a phrase search finding the span written as a title in an article also explains it. */
  phraseSearch: boolean;
  /** Spans sent per turn, at most. */
  maxSpans: number;
}

/** Is a first-person phrase of the question a title ("love me tender", "my heart will go on")? */
export function createTitleCheck(localBaseUrl: () => string | undefined): TitleCheck {
  return createSpanCheck(localBaseUrl, {
    spans: windowsAroundFirstPerson,
    explains: (title, words) => hasFirstPersonWord(title) && saysWholeTitle(words, title),
    phraseSearch: true,
    maxSpans: MAX_SPANS,
  });
}

/**
 * Is a name next to personal data in the question an article of the owner's books ("bob dylan what high school
 * did he go to", "bad by michael jackson how many number one hits")? Only a title of two or more capitalised
 * words that the question says whole counts: a lone first name ("Anna's number") never does.
 */
export function createNameTitleCheck(localBaseUrl: () => string | undefined): TitleCheck {
  return createSpanCheck(localBaseUrl, {
    spans: nameSpans,
    explains: (title, words, text) => isProperName(title) && (saysWholeTitle(words, title) || ownsBySurname(text, title)),
    phraseSearch: false,
    maxSpans: MAX_NAME_SPANS,
  });
}

/**
 * Whether the question names a person's article by its surname alone, as its owner: "shakespeare's mom" for
 * "William Shakespeare". Only the title's last word, said as written with the genitive ending, counts: a given
 * name ("bob's number") is a title's first word, and "Bob Dylan" ends in "Dylan".
 */
export function ownsBySurname(text: string, title: string): boolean {
  const words = text.split(/\s+/u);
  const titleWords = title.replace(/\([^)]*\)/gu, ' ').trim().toLowerCase().split(/\s+/u);
  const last = titleWords.at(-1);
  if (last === undefined || [...last].length < MIN_SURNAME_CHARS) return false;
  return words.some((w, i) => {
    if (genitiveOwners([w])[0] !== last) return false;
    // "priya sharma's mum" names another Sharma than "Rakesh Sharma": a word before the surname must be the title's.
    const before = words[i - 1];
    return before === undefined || isFunctionWord(before) || titleWords.includes(before.toLowerCase());
  });
}

/** Shortest surname that may stand for a person's article: "Ray" or "Li" alone are too common. */
const MIN_SURNAME_CHARS = 4;

/** The words a question writes with an English genitive ending ("shakespeare's" -> "shakespeare"). */
function genitiveOwners(words: readonly string[]): string[] {
  return words.flatMap((w) => {
    const m = /^(\p{L}+)['’]s$/u.exec(w.toLowerCase());
    return m?.[1] === undefined ? [] : [m[1]];
  });
}

function saysWholeTitle(words: readonly string[], title: string): boolean {
  const m = matchTitle(words, title);
  return m !== undefined && m.missing === 0 && m.words >= 2;
}

/** A title of capitalised words only, outside its brackets ("Bob Dylan", "Махатма Ганди"; not "High school"). */
function isProperName(title: string): boolean {
  const words = title.replace(/\([^)]*\)/gu, ' ').split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
}

function createSpanCheck(localBaseUrl: () => string | undefined, check: SpanCheck): TitleCheck {
  let catalog: { base: string; at: number; books: CatalogBook[] } | undefined;
  return async (text, lang, signal) => {
    const base = localBaseUrl();
    if (base === undefined) return false;
    const spans = check.spans(text, check.maxSpans).slice(0, check.maxSpans);
    if (spans.length === 0) return false;
    const client = new KiwixClient(base);
    const opts: CallOptions = { signal, deadlineAt: Date.now() + TITLE_CHECK_TIMEOUT_MS, timeoutMs: TITLE_CHECK_TIMEOUT_MS };
    if (!catalog || catalog.base !== base || Date.now() - catalog.at > CATALOG_TTL_MS) {
      const got = await client.catalog(opts);
      if (!got.ok) return false;
      catalog = { base, at: Date.now(), books: got.value };
    }
    const words = matchWords(text);
    const checks: (() => Promise<boolean>)[] = [];
    for (const book of catalog.books) {
      for (const span of spans) {
        checks.push(() => client.suggest(book.book, span, 5, opts).then((r) => r.ok && r.value.some((s) => check.explains(s.title, words, text))));
        if (check.phraseSearch && book.fullText) {
          checks.push(() =>
            client
              .search([book.book], `"${span.toLowerCase().replace(/"/gu, '')}"`, 5, opts)
              .then((r) => r.ok && r.value.hits.some((h) => writtenAsTitle(span, h.snippet) || writtenAsTitle(span, h.title))),
          );
        }
      }
    }
    return anyInLanes(checks, MAX_PARALLEL_CHECKS);
  };
}

/**
 * Two- and three-word windows of the question without a function word ("bob dylan", "michael jackson"): where a
 * name the question says may stand. Left to right, so the first spans are the question's own start; at most
 * `limit`, so a long text costs no more than its first windows.
 */
export function nameWindows(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const words = text.split(/\s+/u).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '')).filter((w) => w !== '');
  const out = new Set<string>();
  for (const size of [2, 3]) {
    for (let i = 0; i + size <= words.length && out.size < limit; i++) {
      const span = words.slice(i, i + size);
      if (span.some((w) => isFunctionWord(w.toLowerCase()) || /^\p{N}+$/u.test(w))) continue;
      out.add(span.join(' '));
    }
  }
  return [...out];
}

/**
 * The name windows (nameWindows), each followed by its last word less its last letter ("криса хемсворта",
 * "хемсворт"): a title suggestion matches the last word as a prefix but the others whole, so an inflected name
 * ("жену криса хемсворта", "махатмы ганди") reaches its title ("Крис Хемсворт", "Махатма Ганди") only by a
 * shorter last word alone. The title must still be said whole, inflections allowed (saysWholeTitle).
 */
export function nameSpans(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  // A surname said as an owner ("shakespeare's mom") is looked up alone: its article's title says more.
  for (const owner of genitiveOwners(text.split(/\s+/u))) if ([...owner].length >= MIN_SURNAME_CHARS && out.length < limit) out.push(owner);
  for (const window of nameWindows(text, limit)) {
    for (const span of [window, cutLastWord(window)]) if (span !== undefined && !out.includes(span) && out.length < limit) out.push(span);
  }
  return out;
}

function cutLastWord(window: string): string | undefined {
  const last = [...(window.split(' ').at(-1) ?? '')];
  return last.length >= MIN_CUT_WORD_CHARS && /^\p{L}+$/u.test(last.join('')) ? last.slice(0, -1).join('') : undefined;
}

/**
 * Short windows of the question around each first-person word ("love me", "me do", "love me do"): a title
 * suggestion for one lists the titles holding it, and a phrase search finds it written as a title.
 */
export function windowsAroundFirstPerson(text: string): string[] {
  const words = text.split(/\s+/u).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '')).filter((w) => w !== '');
  const out: string[] = [];
  words.forEach((w, i) => {
    if (!hasFirstPersonWord(w)) return;
    // Titles mostly start with their first-person word ("I Have a Dream", "My Heart Will Go On"); a phrase
    // search drops stop words, so a window needs a few real words ("i have a" matches any "have").
    for (const [a, b] of [[i, i + 3], [i - 1, i + 1], [i, i + 2], [i - 2, i], [i - 1, i + 2]] as const) {
      if (a < 0 || b >= words.length) continue;
      const span = words.slice(a, b + 1).join(' ');
      if (!out.includes(span)) out.push(span);
    }
  });
  return out;
}
