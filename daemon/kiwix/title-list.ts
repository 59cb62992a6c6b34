/**
 * Every title of a small book that has no full-text index, read once through title suggestions.
 *
 * Without a full-text index (older ZIMs, some hand-made ones), kiwix-serve answers /suggest by case-sensitive
 * title prefix, so a question that says "the 747" cannot reach "Boeing 747" by any prefix it holds. For a
 * small book the whole title list is cheap: one suggestion per initial character lists every title under it,
 * and matching titles in memory then works like it does for indexed books (titles.ts). A book with more than
 * TITLE_PAGE_COUNT titles under one initial is too big for this; it keeps the prefix suggestions.
 */
import type { CallOptions, KiwixClient, KiwixOutcome } from './client.js';
import type { Suggestion } from './parse.js';

/** Titles asked for per initial. A small book has tens to a few hundred titles per initial letter. */
const TITLE_PAGE_COUNT = 500;
/**
 * Most titles kept for a book: every turn matches each of them against the question in memory (titles.ts; 5,000
 * cost 1-12 ms, by how many share first letters with the question's words: docs/kiwix.md, round 14), so a bigger
 * unindexed book keeps prefix suggestions.
 */
const MAX_LISTED_TITLES = 5_000;
/** Upper-case initials of the scripts Wikipedia titles mostly start with, and digits. */
const INITIALS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯЄІЇҐ',
  ...'ÀÁÂÄÅÇÈÉÊÎÓÔÖØÚÜŁŚŻΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ',
];

type Timed = <T>(call: () => Promise<KiwixOutcome<T>>) => Promise<KiwixOutcome<T>>;

/**
 * The book's titles (deduplicated by path), or undefined when the book is too big to list or a request failed.
 *
 * `partial`: a full page under one initial is kept rather than taken for a book too big to list. For an indexed
 * book, whose suggestions match any word of a title ("0" lists every title with a year in it), listed only to
 * match titles by sound (lang/sound-alike.ts), where a title missed costs one match and no more.
 */
export async function listTitles(client: KiwixClient, book: string, opts: CallOptions, timed: Timed, partial = false): Promise<Suggestion[] | undefined> {
  // One request at a time: the list is built in the background, and turns must not queue behind it.
  const byPath = new Map<string, Suggestion>();
  for (const c of INITIALS) {
    const page = await timed(() => client.suggest(book, c, TITLE_PAGE_COUNT, opts));
    if (!page.ok || (!partial && page.value.length >= TITLE_PAGE_COUNT)) return undefined;
    for (const s of page.value) if (!byPath.has(s.path)) byPath.set(s.path, s);
    if (byPath.size > MAX_LISTED_TITLES) return undefined;
  }
  return [...byPath.values()];
}
