/**
 * Words that name the same relation between a topic and a fact, whichever way it is said. Pure data and one
 * lookup; no I/O.
 *
 * A spoken question uses a verb ("when was she crowned", "who started it", "what did the romans call it");
 * an encyclopedia states the fact with a noun or an infobox label ("Coronation: 2 June 1953", "founded by",
 * "as Londinium"). The prefix rule (prefix-match.ts) bridges endings ("born"/"borne"), not derivation or
 * synonyms, so without these groups the focus check (question-focus.ts, phraser/rank.ts) reads "crowned" as absent from an
 * article that gives the coronation date, and says the article does not say.
 *
 * The groups (lang/<code>/words.ts `relations`) cover the relations encyclopedia questions ask about most (birth, death, marriage, family,
 * authorship, founding, building, naming, reign, release, lifespan, ...), per language. They are a closed,
 * small vocabulary like the infobox labels they mirror, not a thesaurus: a group must only join words that
 * state the same fact, because a group that is too wide makes an article seem to answer what it does not
 * (an absent question answered confidently); a word that is also an adjective of its own ("direct", "open")
 * stays out. An entry ending in '*' is a stem: it stands for every word
 * starting with it (for inflected languages, "коронац*"). Entries are matched folded (lower case, no accents).
 */
import { LANGUAGES } from '../lang/index.js';

/** Every language's groups (lang/<code>/words.ts `relations`), by language code. */
export const RELATION_GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = Object.fromEntries(
  LANGUAGES.map((l) => [l.code, [...l.words.relations, ...verbGroups(l.words.irregularVerbs)]]),
);

/** An irregular verb's forms are one group each (lang/types.ts `irregularVerbs`): one line, one verb. */
function verbGroups(table: string | undefined): string[][] {
  if (table === undefined) return [];
  return table.split('\n').map((line) => line.trim().split(/\s+/u).filter(Boolean)).filter((forms) => forms.length >= 2);
}

/** Shortest stem an entry ending in '*' may have: three letters match far too many words. */
export const MIN_RELATION_STEM_CHARS = 4;
const MIN_STEM_CHARS = MIN_RELATION_STEM_CHARS;

function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Folded whole word -> group ids, and folded stem -> group ids. */
const WORDS = new Map<string, number[]>();
const STEMS = new Map<string, number[]>();
let longestStem = 0;
{
  let id = 0;
  const add = (map: Map<string, number[]>, key: string, group: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [group]);
    else if (!list.includes(group)) list.push(group);
  };
  for (const groups of Object.values(RELATION_GROUPS)) {
    for (const group of groups) {
      for (const entry of group) {
        const stem = fold(entry.slice(0, -1));
        // A stem shorter than MIN_STEM_CHARS would match far too much; it counts as a whole word (and a test
        // keeps the table free of them).
        if (entry.endsWith('*') && [...stem].length >= MIN_STEM_CHARS) {
          add(STEMS, stem, id);
          longestStem = Math.max(longestStem, [...stem].length);
        } else {
          add(WORDS, fold(entry.replace(/\*$/u, '')), id);
        }
      }
      id++;
    }
  }
}

const cache = new Map<string, readonly number[]>();
/** Bounds the memo: words seen across turns; a long-running daemon must not grow it forever. */
const MAX_CACHED_WORDS = 20_000;

/** The relation groups a word belongs to (often none). */
function groupsOf(word: string): readonly number[] {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const folded = fold(word);
  const found = new Set<number>(WORDS.get(folded) ?? []);
  const chars = [...folded];
  for (let n = MIN_STEM_CHARS; n <= Math.min(chars.length, longestStem); n++) {
    for (const g of STEMS.get(chars.slice(0, n).join('')) ?? []) found.add(g);
  }
  const out = [...found];
  if (cache.size >= MAX_CACHED_WORDS) cache.clear();
  cache.set(word, out);
  return out;
}

/** Whether two words state the same relation ("crowned" / "coronation"); false for the same word outside any group. */
export function related(a: string, b: string): boolean {
  const ga = groupsOf(a);
  if (ga.length === 0) return false;
  const gb = groupsOf(b);
  return gb.some((g) => ga.includes(g));
}

/** Whether a word is in some relation group: the focus check may then find it said another way. */
export function hasRelation(word: string): boolean {
  return groupsOf(word).length > 0;
}

/**
 * One word of each language's birth and death groups, to find them by: a lead's bracket of dates ("Джузэппэ
 * Гарибальди (1807 ... – 1882 ...)") states both, in any language, without saying either word.
 */
const BIRTH_ANCHORS = ['born', 'né', 'geboren', 'nació', 'родился'];
const DEATH_ANCHORS = ['died', 'mort', 'gestorben', 'murió', 'умер'];

/** Whether a word says a birth ('birth'), a death ('death'), or neither (undefined). */
export function lifeEvent(word: string): 'birth' | 'death' | undefined {
  if (!hasRelation(word)) return undefined;
  if (BIRTH_ANCHORS.some((a) => related(word, a))) return 'birth';
  if (DEATH_ANCHORS.some((a) => related(word, a))) return 'death';
  return undefined;
}

/** Every language's pairs of opposite events (lang/<code>/words.ts `oppositeRelations`), entries folded. */
const OPPOSITES: readonly (readonly [readonly string[], readonly string[]])[] = LANGUAGES.flatMap((l) =>
  (l.words.oppositeRelations ?? []).map(([a, b]) => [a.map(fold), b.map(fold)] as const),
);

/** Whether a folded word is one of the entries (a whole word, or a stem ending in '*'). */
function isEntry(word: string, entries: readonly string[]): boolean {
  return entries.some((e) => (e.endsWith('*') ? word.startsWith(e.slice(0, -1)) : word === e));
}

/** An event a question asks about and its opposite, as entry lists (see `oppositesAsked`). */
export interface AskedEvent {
  readonly event: readonly string[];
  readonly opposite: readonly string[];
}

/** The events with an opposite that a question asks about ("ouvert" in "il a ouvert en quelle année"); once per turn. */
export function oppositesAsked(questionWords: readonly string[]): AskedEvent[] {
  const asked = questionWords.map(fold);
  const out: AskedEvent[] = [];
  for (const pair of OPPOSITES) {
    for (const [event, opposite] of [[pair[0], pair[1]], [pair[1], pair[0]]] as const) {
      if (asked.some((w) => isEntry(w, event)) && !asked.some((w) => isEntry(w, opposite))) out.push({ event, opposite });
    }
  }
  return out;
}

/**
 * Whether a sentence states the opposite of an event the question asks about and not the event itself: "fermés en
 * juillet 2003" for "la bibliothèque elle a ouvert en quelle année", "died 1830" for "when was he born". Its date or
 * place is the other event's. `asked` is `oppositesAsked` of the question.
 */
export function statesOpposite(asked: readonly AskedEvent[], sentenceWords: readonly string[]): boolean {
  if (asked.length === 0) return false;
  const said = sentenceWords.map(fold);
  return asked.some((a) => said.some((w) => isEntry(w, a.opposite)) && !said.some((w) => isEntry(w, a.event)));
}
