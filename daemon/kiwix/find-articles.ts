/**
 * Which articles a question is about, in one language group of books (findArticles): title suggestions for the
 * plan's title terms, the AND and the ranked OR of its content words, a small book's title list and word index read
 * in memory, and titles the question says in another spelling. Candidates are ordered by how much of their title the
 * question says (titles.ts), then by full-text rank; the zim stage (stage.ts) reads the first of them.
 */
import type { BookGroup } from './books.js';
import type { CallOptions, KiwixClient } from './client.js';
import { splitContentPath, type Suggestion } from './parse.js';
import type { Candidate, Timed } from './evidence.js';
import type { SearchPlan } from './rewrite.js';
import { matchTitle, spellingKey, titleScore, withoutSiteName, type TitleMatch } from './titles.js';
import { inOwnSpelling, isDistinctBySound, soundsLikeTitle, soundTitle, soundWords, type SoundTitle } from '../lang/sound-alike.js';
import { searchWordIndex, type WordIndex } from './local-index.js';
import { matchWords } from '../lang/words.js';
import { isReadOnlyCueWord } from '../lang/question-only.js';

/**
 * Candidates scoring under this share of the best are dropped. A title match scores 10+ and an OR-only hit
 * 1-4, so beside a named article only other named or AND-matched articles stay; without one, the hits stay.
 */
const RELEVANT_SHARE_OF_BEST = 0.45;
/** Candidate order: a title the question says outweighs any full-text rank (one title word = 10). */
const TITLE_MATCH_WEIGHT = 10;
/**
 * A title word the question says in another spelling (lang/sound-alike.ts): above an OR hit (4), which a Russian question
 * over an Adyghe book gets from Russian loanwords in unrelated articles, and above a part of a title said as written
 * ("султаном" says "Нур-Султан" at 7.6); below a whole title said as written (10 and up).
 */
const SOUND_MATCH_WEIGHT = 9;
/** Full-text hits: the first AND hit (all content words) is worth 6, the first OR hit 4, less down the list. */
const AND_HIT_WEIGHT = 6;
const OR_HIT_WEIGHT = 4;
/** Books asked for title suggestions per step (suggest is one request per book). */
const MAX_SUGGEST_BOOKS = 2;
/** The first reads, where a title the question names by its number must be. */
const MAX_DISTINCT_ARTICLES = 4;
/**
 * Articles a book's word index (local-index.ts) adds per turn, standing in for the full-text hits of an indexed
 * book: as many as are read beside the entity article.
 */
const WORD_INDEX_HITS = 3;
/** Full-text hits requested; only the first few are read, the rest is wasted server work. */
const SEARCH_PAGE_LENGTH = 6;
/** Suggestions requested per book: enough to find the exact title among near misses. */
const SUGGEST_COUNT = 10;

/** Each listed title's sound keys, computed once per list (a list lives as long as its server). */
const SOUND_TITLES = new WeakMap<readonly Suggestion[], { s: Suggestion; sound: SoundTitle }[]>();

function soundTitlesOf(titles: readonly Suggestion[]): { s: Suggestion; sound: SoundTitle }[] {
  let out = SOUND_TITLES.get(titles);
  if (out === undefined) {
    out = titles.flatMap((s) => {
      const sound = soundTitle(withoutSiteName(s.title));
      return sound === undefined || !isDistinctBySound(sound) ? [] : [{ s, sound }];
    });
    SOUND_TITLES.set(titles, out);
  }
  return out;
}

/** A Cyrillic letter: a Russian question's inflected words are matched against listed titles in memory. */
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;

/**
 * Finds the articles a question is about in one language group, in one round of parallel requests:
 * title suggestions for the plan's title terms, the AND of the content words, and the ranked OR of them.
 * Candidates are ordered by how much of the question their title says (titles.ts: the longest title match
 * wins, a bracketed kind picks between same-named articles), then by full-text rank (AND hits before OR
 * hits). Only when that round finds nothing are the plan's shorter full-text searches tried, one by one.
 */
export async function findArticles(
  client: KiwixClient,
  group: BookGroup,
  plan: SearchPlan,
  budget: { left: number },
  opts: CallOptions,
  timed: Timed,
  titleLists: ReadonlyMap<string, readonly Suggestion[] | undefined> = new Map(),
  wordIndexes: ReadonlyMap<string, WordIndex> = new Map(),
  spellings: ReadonlyMap<string, readonly Suggestion[] | undefined> = new Map(),
): Promise<{ candidates: Candidate[]; best: number }> {
  const scored = new Map<string, { c: Candidate; score: number }>();
  const consider = (c: Candidate, score: number): void => {
    const key = `${c.book}\u0000${c.path}`;
    const had = scored.get(key);
    if (had) had.score += score;
    else scored.set(key, { c, score });
  };
  // A title said only by the noun a which-question asks by ("US President" for "which president let civilians use
  // gps") is the kind of answer wanted, not the article the question is about; so is one said only by the cue that
  // asks ("Year" for "what year was it built", "Илъэсым" for "... сыд илъэсым агъэпсыгъ").
  const cue = new Set(plan.cueWords);
  const saysTitle = (title: string): ReturnType<typeof matchTitle> => {
    const m = matchTitle(plan.words, title);
    if (m === undefined) return undefined;
    if (m.words === 1 && plan.askedNoun !== undefined && plan.words[m.at] === plan.askedNoun) return undefined;
    // Any which-question's noun saying part of a title ("Arabic Language" for "which language") names one answer of
    // that kind, not the topic (SearchPlan `kindNoun`).
    if (m.words === 1 && m.missing > 0 && plan.kindNoun !== undefined && plan.words[m.at] === plan.kindNoun) return undefined;
    return m.missing === 0 && plan.words.slice(m.at, m.at + m.words).every((w) => cue.has(w)) ? undefined : m;
  };
  const titleWeight = (title: string): number => {
    const m = saysTitle(title);
    return m === undefined ? 0 : TITLE_MATCH_WEIGHT * titleScore(m);
  };
  const textBooks = group.books.filter((b) => b.fullText).map((b) => b.book);
  // A listed book is matched in memory; the others are asked for suggestions.
  const namedIn = new Set<string>();
  for (const [book, titles] of titleLists) {
    for (const s of titles ?? []) {
      const w = titleWeight(s.title);
      if (w <= 0) continue;
      consider({ book, path: s.path, title: s.title, lang: group.lang }, w);
      namedIn.add(book);
    }
  }
  // A title the question names in another spelling ("баркук" for "Бэркъукъ"), in a listed indexed book: weighed
  // below a title said as written, so a book's own spelling wins where the question has it.
  const soundNamed = new Set<string>();
  const keys = soundWords(plan.words.join(' '));
  for (const [book, titles] of spellings) {
    if (keys.length === 0) break;
    for (const t of soundTitlesOf(titles ?? [])) {
      const n = soundsLikeTitle(keys, t.sound);
      if (n === 0 || titleWeight(t.s.title) > 0) continue;
      consider({ book, path: t.s.path, title: t.s.title, lang: group.lang }, SOUND_MATCH_WEIGHT * n);
      soundNamed.add(`${book}\u0000${t.s.path}`);
    }
  }
  // A book with a word index is searched in memory; its hits weigh like the full-text OR hits: local-index.ts
  // finds only articles holding every content word, but in a book of a few long articles the longest holds most
  // words ("like a rolling stone how long is the song" found "Android (operating system)"). At the AND weights
  // (6, 5, 4) the 350 questions of bench/qa kept the same spoken count (one won, one lost) and one more absent
  // question was answered. A book in which the
  // question names an article is not searched: the title has found what it is about there, and the book's other
  // articles that hold the words only crowd its passages (docs/kiwix.md, "Books without a full-text index").
  const searched = [...wordIndexes].filter(([book]) => !namedIn.has(book));
  // The best WORD_INDEX_HITS articles of the searched books for these words, at the OR hits' weights.
  const searchIndexes = (words: readonly string[]): boolean => {
    const local = searched.flatMap(([book, index]) => searchWordIndex(index, words, WORD_INDEX_HITS).map((hit) => ({ book, hit })));
    local.sort((x, y) => y.hit.score - x.hit.score);
    local.slice(0, WORD_INDEX_HITS).forEach(({ book, hit }, rank) => {
      consider({ book, path: hit.path, title: hit.title, lang: group.lang }, OR_HIT_WEIGHT - rank / 2);
    });
    return local.length > 0;
  };
  let andHit = searchIndexes(matchWords(plan.rankQuery));
  const suggestBooks = group.books.filter((b) => titleLists.get(b.book) === undefined).slice(0, MAX_SUGGEST_BOOKS);
  const patterns = plan.steps.flatMap((s) => (s.kind === 'fullText' ? [s.pattern] : []));
  const [allWords, ...shorter] = patterns;
  const round: Promise<void>[] = [];
  const search = async (pattern: string, weight: (rank: number) => number): Promise<boolean> => {
    budget.left -= 1;
    const r = await timed(() => client.search(textBooks, pattern, SEARCH_PAGE_LENGTH, opts));
    if (!r.ok) return false;
    r.value.hits.forEach((hit, rank) => {
      const at = splitContentPath(hit.link, client.rootPath);
      if (at) consider({ ...at, title: hit.title, lang: group.lang }, weight(rank) + titleWeight(hit.title));
    });
    return r.value.hits.length > 0;
  };
  if (textBooks.length > 0 && allWords !== undefined) {
    round.push(search(allWords, (rank) => AND_HIT_WEIGHT - rank).then((hit) => { if (hit) andHit = true; }));
    if (plan.anyWordsPattern !== allWords && plan.anyWordsPattern.includes(' OR ')) {
      round.push(search(plan.anyWordsPattern, (rank) => OR_HIT_WEIGHT - rank / 2).then(() => undefined));
    }
  }
  for (const term of plan.titleTerms) {
    for (const book of suggestBooks) {
      if (budget.left <= 0) break;
      budget.left -= 1;
      round.push(
        timed(() => client.suggest(book.book, term, SUGGEST_COUNT, opts)).then((r) => {
          if (!r.ok) return;
          for (const s of r.value) {
            const w = titleWeight(s.title);
            // A suggestion counts once per article, at its best; the search hits add to it.
            const key = `${book.book}\u0000${s.path}`;
            const had = scored.get(key);
            if (w <= 0) continue;
            if (had) had.score = Math.max(had.score, w);
            else scored.set(key, { c: { book: book.book, path: s.path, title: s.title, lang: group.lang }, score: w });
          }
        }),
      );
    }
  }
  await Promise.all(round);
  // A listed indexed book's title a Russian question names with its own ending ("сирии" for "Сирие"), which the
  // prefix suggestions miss, matched in memory as a listed book's are; only where the requests found nothing. Not an
  // Adyghe question's (a spelling of its own, lang/sound-alike.ts, or an Adyghe cue word): it writes the titles' own
  // language, whose long words share their first letters ("адыгэу", "Адыгэй"), and the suggestions find its titles
  // (bench/qa: 4 Adyghe answers lost with it, 4 Russian ones won). About 1-3 ms a turn over the Adyghe Wikipedia's
  // 931 listed titles (a list holds at most 5,000).
  const written = plan.words.join(' ');
  const inflectedNames = CYRILLIC_RE.test(written) && !inOwnSpelling(written) && !plan.words.some(isReadOnlyCueWord);
  for (const [book, titles] of inflectedNames ? spellings : []) {
    for (const s of titles ?? []) {
      const key = `${book}\u0000${s.path}`;
      if (scored.has(key)) continue;
      const w = titleWeight(s.title);
      if (w > 0) consider({ book, path: s.path, title: s.title, lang: group.lang }, w);
    }
  }
  // No source holds every content word: a book's word index is searched with the plan's shorter patterns, as
  // the full-text books are below; in memory, so no request, and the first pattern with a hit is kept.
  if (!andHit) shorter.some((pattern) => searchIndexes(matchWords(pattern)));
  for (const pattern of shorter) {
    if (scored.size > 0 || budget.left <= 0 || opts.signal?.aborted || textBooks.length === 0) break;
    await search(pattern, (rank) => OR_HIT_WEIGHT - rank / 2);
  }
  const ranked = [...scored.values()].sort((x, y) => y.score - x.score);
  // Articles far behind the best are noise from the OR search: a question that names its article is
  // answered from that article, not from one that happens to share a common word.
  const bar = (ranked[0]?.score ?? 0) * RELEVANT_SHARE_OF_BEST;
  // A title the question names by its number or long last name ("the 777-200lr ... hong kong to london") stays
  // beside a longer whole-title match: both are what the question is about.
  // Each kept candidate's title match, once; a candidate whose title the question says is marked `named` for the
  // evidence ranking (evidence.ts NAMED_ARTICLE_BONUS).
  const matched = ranked.map((x) => ({ c: x.c, score: x.score, m: saysTitle(x.c.title) }));
  // A question word belongs to the longest title said around it: "koek" of "die fudge koek" is "Fudge Koek", not a
  // long last name of "Cremora Koekies" and every other biscuit's.
  const wholeSpans = matched.filter((x) => x.score >= bar && x.m !== undefined && x.m.missing === 0 && x.m.words >= 2).map((x) => x.m!);
  const saidInside = (m: TitleMatch): boolean => wholeSpans.some((w) => w !== m && m.at >= w.at && m.at < w.at + w.words);
  // One of the redirects that only respell a title is enough ("UNITED STATES", "United Stated", ... filled every read
  // of "how many canadians live in the united states", and "Canadians" was never read).
  const respelled = new Set<string>();
  const kept = matched.filter((x) => {
    if (!(x.score >= bar || (x.m?.distinctive === true && !saidInside(x.m)))) return false;
    // A title the question says only in part, by words inside a longer title said whole and after its first word,
    // is that title's: "koekies" of "die oats koekies" names "Oats Koekies", not "Cremora Koekies", however well the
    // search ranked it. A part said where the whole one starts may be the article asked ("boontjiesop" for "Heerlike
    // Boontjies sop" beside "Boontjie sop").
    if (x.m !== undefined && x.m.missing > 0 && wholeSpans.some((w) => w !== x.m && x.m!.at > w.at && x.m!.at < w.at + w.words)) return false;
    const key = spellingKey(x.c.title);
    if (respelled.has(key)) return false;
    respelled.add(key);
    return true;
  });
  const candidates = kept.map((x) => (x.m === undefined && !soundNamed.has(`${x.c.book}\u0000${x.c.path}`) ? x.c : { ...x.c, named: true }));
  // A title the question names by its number is also read: behind several spellings of a longer match ("Hong
  // Kong", "HONG KONG", ...) it would miss the cut.
  const firstNamed = kept.findIndex((x) => x.m?.number === true);
  if (firstNamed >= MAX_DISTINCT_ARTICLES) candidates.splice(MAX_DISTINCT_ARTICLES - 1, 0, ...candidates.splice(firstNamed, 1));
  return { candidates, best: ranked[0]?.score ?? 0 };
}
