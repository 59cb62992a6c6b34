/**
 * Words that name a kind of thing, grouped by meaning across languages (<code>/words.ts `kindWords`): "movie" and
 * "film", "песня" and "song" are one group. Pure data lookups; kiwix/titles.ts matches a title's bracketed
 * qualifier with them, and the phraser checks that evidence speaks of the kind a question names.
 */
import { LANGUAGES, type KindGroup } from './index.js';
import { fold } from './fold.js';

/** Kept to kinds that Wikipedia puts in brackets to tell same-named articles apart. */
const KIND_GROUPS: readonly KindGroup[] = [
  'film', 'song', 'album', 'band', 'novel', 'series', 'city', 'river', 'state', 'country', 'play', 'game', 'aircraft',
  'ship', 'horse', 'mythology',
];
const KIND_WORDS: readonly (readonly string[])[] = KIND_GROUPS.map((group) => LANGUAGES.flatMap((l) => l.words.kindWords[group] ?? []));
const KIND_OF: ReadonlyMap<string, number> = new Map(KIND_WORDS.flatMap((group, i) => group.map((w) => [w, i] as const)));

/**
 * Works that articles name by their kind word: a question naming one ("the film mach 2") asks about a work, not
 * about what shares its name. Not books, shows or plays: articles call those a memoir, a sitcom, a tragedy
 * ("Lost Moon, the 1994 memoir" answers "the apollo 13 book").
 */
const WORKS: ReadonlySet<number> = new Set((['film', 'song', 'album'] as const).map((g) => KIND_GROUPS.indexOf(g)));

/** The kind group of a (lower-case) word, if it names a kind. */
export function kindOf(word: string): number | undefined {
  return KIND_OF.get(word);
}

/** As written and folded: callers pass words either way ("não", "nao"). */
const NEGATIONS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => (l.words.negations ?? []).flatMap((w) => [w, fold(w)])));
/** Words back from a kind word a negation may stand: "not the movie", "not a film". */
const NEGATION_REACH_WORDS = 2;

/**
 * The kind groups a question's words name. A kind set aside by a negation ("apollo 13 the real mission not the
 * movie") is not named: the question asks about the other thing of that name.
 */
export function kindsNamed(words: readonly string[]): Set<number> {
  const kinds = new Set<number>();
  words.forEach((w, i) => {
    const k = KIND_OF.get(w);
    if (k === undefined) return;
    if (words.slice(Math.max(0, i - NEGATION_REACH_WORDS), i).some((n) => NEGATIONS.has(n))) return;
    kinds.add(k);
  });
  return kinds;
}

/** The words of a kind group, in every language. */
export function kindWords(group: number): readonly string[] {
  return KIND_WORDS[group] ?? [];
}

/** Whether a kind group is a work articles name by its kind word (film, song, album). */
export function isWork(group: number): boolean {
  return WORKS.has(group);
}

/**
 * The words of the works (film, song, album) a question names that no title is of ("the apollo 13 movie" over
 * "Apollo 13", not "Apollo 13 (film)"): the work is then a part of the article, which names it by its kind
 * word ("the 1995 film Apollo 13"), so those words point at the sentence about it.
 */
export function worksInside(questionWords: readonly string[], titles: readonly string[]): string[] {
  const out: string[] = [];
  for (const g of kindsNamed(questionWords)) {
    if (!isWork(g)) continue;
    const words = kindWords(g);
    const ofKind = titles.some((t) => (t.match(/\(([^)]*)\)/u)?.[1] ?? '').toLowerCase().split(/[^\p{L}]+/u).some((w) => words.includes(w)));
    if (!ofKind) out.push(...words);
  }
  return out;
}

/**
 * The question's words that name the kind of thing a title's word names ("jet" beside "Wide-body aircraft",
 * "movie" beside "Apollo 13 (film)"): they say the title, so they are its topic, not something it must say again.
 */
export function kindMates(questionWords: readonly string[], titleWords: readonly string[]): string[] {
  const kinds = kindsNamed(titleWords);
  return kinds.size === 0 ? [] : questionWords.filter((w) => kinds.has(KIND_OF.get(w) ?? -1));
}
