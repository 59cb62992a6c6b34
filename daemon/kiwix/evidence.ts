/**
 * The zim stage's evidence from the articles it found: read them through /raw, cut their prose (and infobox
 * facts) into passages, rank the passages of all of them together, prefer the ones that can answer (the
 * question's kind, focus and measure hints, text/question-focus.ts), and hand on a few speakable lines: the best
 * passage, its article's lead, then the next best. Also says whether one of them holds the whole question,
 * which lets the chain skip the web (`sufficient`).
 */
import type { Evidence } from '../turn/types.js';
import { cleanForSpeech } from '../text/clean.js';
import { capAtSentence, rankPassages, sameWord, sentences, splitPassages, trimToMatch, type PassageInput, type RankedPassage } from '../text/rank.js';
import { holdsKind, statesAskedMeasure, type NameContext } from '../text/answer-type.js';
import { questionFocus } from '../text/question-focus.js';
import { focusCoverage, focusCloseness, saysFocusWord } from '../text/focus-words.js';
import { matchWords } from '../lang/words.js';
import type { CallOptions, KiwixClient, KiwixOutcome } from './client.js';
import { extractArticle } from './html.js';
import { isFunctionWord } from '../lang/function-words.js';
import { withoutSiteName } from './titles.js';
import { kindMates, worksInside } from '../lang/kinds.js';
import { foldedWords } from '../lang/words.js';
import { labelSaysQuestion } from '../text/infobox-rows.js';
import { questionModels, writesModel } from '../text/models.js';

/** An article a search found: where it is and what it is called. */
export interface Candidate {
  book: string;
  path: string;
  title: string;
  lang: string;
  /** The question says this article's title (titles.ts matchTitle): its passages are about what was asked. */
  named?: boolean;
}

/** A request wrapped for counting and the in-flight limit (stage.ts). */
export type Timed = <T>(call: () => Promise<KiwixOutcome<T>>) => Promise<KiwixOutcome<T>>;

/** Distinct articles whose passages are ranked (redirects to one article count once). */
const MAX_ARTICLES_KEPT = 4;
/** Shortest word of a table row's name that names it: "la", "of" and "1" name every row. */
const MIN_ROW_NAME_CHARS = 3;
/** Table rows a question may add per article: the rows it names, not a column of them ("2000", "2001", ...). */
const MAX_ROWS_READ = 4;
/** The page's <title>, the same for a redirect and its target. */
const PAGE_TITLE_RE = /<title\b[^>]*>([\s\S]*?)<\/title>/iu;

/** Caps so evidence stays speakable: the lead is a summary, passages carry the detail. */
const LEAD_MAX_CHARS = 400;
const PASSAGE_MAX_CHARS = 600;

/** Passage split: long enough to hold a fact with its context, short enough to read aloud. */
const PASSAGE_MIN_CHARS = 180;

/**
 * Prose read per article: a bound on the CPU of one turn, not a guess at where answers sit. At 60k characters the
 * end of a long full article was never read: "Android (operating system)" holds 72k, and three of round 10's
 * held-out answers (Motorola Mobility's price, the Ouya's Kickstarter sum, a piracy ratio) sit after 64k. Ranking
 * is linear in the passages: on that article, repeated to length, one ranking took 4.8 ms at 60k (208 passages),
 * 6.0 ms at 200k (695) and 7.1 ms at 300k (1039). 200k holds all but the very longest Wikipedia articles.
 */
const MAX_ARTICLE_TEXT_CHARS = 200_000;

/** Rank factor for a passage that states the measure asked for ("Height: 726.4 ft" for "how tall"). */
const ANSWER_PASSAGE_BONUS = 2;
/**
 * Rank factor for a passage with a sentence that answers (the kind asked for, with the focus words close
 * together: text/focus-words.ts `focusCloseness`), at full score: one sentence can answer where the passage around it
 * shares fewer of the question's words than a passage that only talks about the topic.
 */
const ANSWER_SENTENCE_WEIGHT = 1;
/**
 * Rank factor per share of the question's focus words a passage says (1 + 3 x share). At 1, passages sharing
 * the topic's words crowded out the one saying what was asked; at 3 (and 6, the same) bench/qa's 425 questions
 * had one more answer in the evidence and one absent question fewer answered, the spoken count unchanged.
 */
const PASSAGE_FOCUS_WEIGHT = 3;
/**
 * Rank factor for the passages of an article whose title the question says ("Ant" for "which continent has no
 * native ants"), beside articles a word search added (a long "Android" saying "native" 200 times). At 2 and 3
 * bench/qa's 551 questions spoke one answer more and lost none; at 6, one absent question more was answered; at
 * 20 one answer was lost. It stays below the focus factor's 4: a passage saying more of what was asked still wins.
 */
const NAMED_ARTICLE_BONUS = 2;
/**
 * Base score of a hinted passage that matched no query word (rank scores run 0-1.5). Only then: given to every
 * hinted passage, it lifted weak ones holding "long" ("long-range", "224 ft long") over the passage naming "Dhaka"
 * for "... how long did the whole trip take"; kept to its purpose, bench/qa had 2 more answers in the evidence and
 * 1 more spoken (all 799 questions), none lost.
 */
const MIN_HINTED_SCORE = 0.3;

/**
 * Rank factor for a passage holding an infobox row whose label the question says whole, as written ("Mother:
 * Elizabeth Bowes-Lyon." for "queen elizabeth's mother what was her name"): the row states what was asked, but as
 * one short line of a long infobox its passage shares few of the question's words. Not by a relation group: "start"
 * lifted another article's "Founded: ..." row over the sentence answering "when did the superjumbo start carrying
 * paying passengers".
 */
const LABELLED_ROW_BONUS = 2;
/**
 * Rank factor for a passage writing every model the question names by a designation beyond the titles ("the
 * 747-400er" in the article "Boeing 747"): an aircraft's article speaks of many variants, and the passage naming the
 * one asked ("the 747-400ER entered service with Qantas, its sole customer") shares only that word with the question
 * where others share "airline" and "only".
 */
const MODEL_PASSAGE_BONUS = 2;

/** A one-word question ("Paris?") is too vague to call any passage a full answer. */
const MIN_TERMS_FOR_SUFFICIENT = 2;

/** Reads the articles, ranks their passages together and builds the evidence lines. */
export async function readEvidence(
  client: KiwixClient,
  articles: readonly Candidate[],
  rankQuery: string,
  maxEvidence: number,
  opts: CallOptions,
  timed: Timed,
  question = rankQuery,
): Promise<{ evidence: Evidence[]; coverage: number }> {
  const read = (list: readonly Candidate[]) => Promise.all(list.map((a) => timed(() => client.rawArticle(a.book, a.path, opts))));
  // The first MAX_ARTICLES_KEPT are read; the rest only when redirects among them leave fewer distinct articles.
  const bodies = await read(articles.slice(0, MAX_ARTICLES_KEPT));
  const distinct = new Set(bodies.map((b, i) => (b.ok ? PAGE_TITLE_RE.exec(b.value)?.[1]?.trim() || `#${i}` : `#${i}`)));
  if (distinct.size < MAX_ARTICLES_KEPT && articles.length > MAX_ARTICLES_KEPT) bodies.push(...(await read(articles.slice(MAX_ARTICLES_KEPT))));
  const pool: (PassageInput & { article: number })[] = [];
  const questionWords = matchWords(question);
  const leads: string[] = [];
  const titles: string[] = articles.map((a) => withoutSiteName(a.title));
  const seenLeads = new Set<string>();
  const seenTitles = new Set<string>();
  let kept = 0;
  bodies.forEach((b, article) => {
    // A redirect and its target are one article ("US president" is "President of the United States"): the
    // page's own <title> says so before any extraction; keep the first, under the target's title.
    const pageTitle = b.ok ? PAGE_TITLE_RE.exec(b.value)?.[1]?.trim() : undefined;
    if (!b.ok || kept >= MAX_ARTICLES_KEPT || (pageTitle !== undefined && pageTitle !== '' && seenTitles.has(pageTitle))) {
      leads.push('');
      return;
    }
    if (pageTitle !== undefined && pageTitle !== '') seenTitles.add(pageTitle);
    const { paragraphs: all, title, tableRows } = extractArticle(b.value);
    const signature = (all[0] ?? '').slice(0, 200);
    if (signature !== '' && seenLeads.has(signature)) {
      leads.push('');
      return;
    }
    seenLeads.add(signature);
    kept++;
    if (title !== undefined && title.trim() !== '') titles[article] = withoutSiteName(title);
    const paragraphs: string[] = [];
    let chars = 0;
    for (const p of all) {
      if (chars > MAX_ARTICLE_TEXT_CHARS) break;
      paragraphs.push(p);
      chars += p.length;
    }
    leads.push(capAtSentence(paragraphs[0] ?? '', LEAD_MAX_CHARS));
    const prose = splitPassages(paragraphs.join('\n'), { minChars: PASSAGE_MIN_CHARS, maxChars: PASSAGE_MAX_CHARS });
    prose.forEach((text, position) => pool.push({ text, position, article }));
    // A data table's row is a passage of its own when the question names it by a word of its first cell that is not
    // the article's title ("the supersonic regime what range of mach numbers": "Regime: Supersonic (Mach 1.2–5.0)").
    const titleWords = matchWords(titles[article] ?? '');
    tableRows
      .filter((row) => matchWords(row.name).some((w) => w.length >= MIN_ROW_NAME_CHARS && !isFunctionWord(w) && !titleWords.some((t) => sameWord(t, w)) && questionWords.some((q) => sameWord(q, w))))
      .slice(0, MAX_ROWS_READ)
      .forEach((row, i) => pool.push({ text: row.text, position: prose.length + i, article }));
  });
  if (pool.length === 0) return { evidence: [], coverage: 0 };
  // Every passage carries its article's title, as every sentence does in the phraser: "First flight: February 9,
  // 1969." in the infobox of "Boeing 747" says "747" as much as the prose passages that repeat the name.
  const titled = pool.map((p) => ({ ...p, text: `${titles[p.article] ?? ''}\n${p.text}` }));
  const asked = askedOf(question, titles);
  const named = pool.map((p) => articles[p.article]?.named === true);
  // How a passage's names are read (text/answer-type.ts holdsKind): in its article's language, with the noun a
  // which-question asks by. Ranking and trimming read them the same way.
  const names = pool.map((p) => ({ lang: articles[p.article]?.lang || undefined, askedNoun: asked.asked.asksFor }));
  const ranked = preferAnswering(asked, rankPassages(rankQuery, titled), pool, named, names);
  const evidenceOf = (article: number, text: string, before: string): Evidence => {
    const a = articles[article]!;
    const title = titles[article] ?? a.title;
    const foundBy = withoutSiteName(a.title);
    return {
      source: 'zim',
      title,
      ...(foundBy !== title ? { alias: foundBy } : {}),
      url: client.articleUrl(a.book, a.path),
      text,
      lang: a.lang || undefined,
      ...(before !== '' ? { before } : {}),
    };
  };
  const out: Evidence[] = [];
  // `sentenceBefore` is found and cleaned only for a line that is kept: every ranked passage goes through here.
  const push = (article: number, raw: string, sentenceBefore: () => string = () => ''): void => {
    const before = (): string => cleanForSpeech(sentenceBefore(), { maxChars: PASSAGE_MAX_CHARS });
    // The shared speech cleaner is the last word on what may be spoken (emoji, stray markup, URLs).
    const text = cleanForSpeech(raw, { maxChars: PASSAGE_MAX_CHARS });
    // Skip empty text and anything already said (the lead is also the start of its first passage). A passage
    // that starts with a shorter line already there says more: it takes that line's place ("Stel oond op
    // 180°C." followed a one-sentence lead and was lost with the passage).
    if (text.length === 0) return;
    const same = out.findIndex((e) => e.text.startsWith(text.slice(0, 80)) || text.startsWith(e.text.slice(0, 80)));
    if (same >= 0) {
      if (text.length > out[same]!.text.length && text.startsWith(out[same]!.text)) out[same] = evidenceOf(article, text, before());
      return;
    }
    if (out.length >= maxEvidence) return;
    out.push(evidenceOf(article, text, before()));
  };
  // Best passage first (the answer, if there is one), then the lead of its article for context, then the
  // other passages in rank order, across articles. With no match at all, the first article's lead.
  const top = ranked[0];
  const bestArticle = top === undefined ? 0 : (pool[top.index]?.article ?? 0);
  for (const [i, r] of ranked.entries()) {
    const p = pool[r.index]!;
    // The first passage starts with the lead (and may carry the next paragraph): keep it whole.
    const kept = p.position === 0 ? p.text : trimToMatch(p.text, rankQuery, statesAnswer(asked, names[r.index]!));
    push(p.article, capAtSentence(kept, PASSAGE_MAX_CHARS), () => (p.position === 0 ? '' : sentenceBefore(pool, r.index, kept)));
    if (i === 0) push(bestArticle, leads[bestArticle] ?? '');
  }
  if (out.length === 0) push(bestArticle, leads[bestArticle] ?? '');
  // Coverage of the best-ranked passages handed on (with their titles): one of them must hold the whole question.
  let coverage = 0;
  for (const r of ranked.slice(0, maxEvidence)) {
    const p = pool[r.index]!;
    coverage = Math.max(coverage, coverageOf(rankQuery, p.text, titles[p.article] ?? ''));
  }
  return { evidence: out, coverage };
}

/**
 * The article's sentence just before what is kept of passage `index` (`kept`, the passage or its end after
 * trimToMatch): the sentence it refers back to ("It bought the 780-acre site in June 1966." follows "... build
 * the new plant ... near Everett, Washington."). Empty at the start of an article.
 */
function sentenceBefore(pool: readonly (PassageInput & { article: number })[], index: number, kept: string): string {
  const p = pool[index]!;
  const all = sentences(p.text);
  const dropped = all.length - sentences(kept).length;
  if (dropped > 0) return all[dropped - 1] ?? '';
  const previous = pool[index - 1];
  if (previous === undefined || previous.article !== p.article) return '';
  return sentences(previous.text).at(-1) ?? '';
}

/**
 * Re-orders ranked passages toward the ones that can answer: a passage holding what the question asks for
 * (a number for "how tall", a date for "when") and the nouns articles state it with ("Height: 726.4 ft" for
 * "how tall") goes before one that only shares the topic's words. See text/answer-type.ts.
 */
/** What the question asks, with the articles' titles as its topic, and the words a new name must not be. */
interface Asked {
  asked: ReturnType<typeof questionFocus>;
  /** What the question and the titles already name: a who or where answer names something else. */
  known: string[];
  /** The question's words, folded, as infobox labels are read (text/infobox-rows.ts). */
  said: string[];
  /** Models the question names by a designation that no title writes ("400er" of "the 747-400er"). */
  models: string[];
}

function askedOf(question: string, titles: readonly string[]): Asked {
  const named = titles.flatMap((t) => matchWords(t));
  // "wide body jet" says "Wide-body aircraft": its kind word is the title's too.
  const topic = [...named, ...kindMates(matchWords(question), named)];
  const asked = questionFocus(question, topic);
  // "the apollo 13 movie" over "Apollo 13": the film is a part of the article, named by its kind word.
  asked.hints.push(...worksInside(matchWords(question), titles));
  const models = questionModels(matchWords(question)).filter((m) => !named.includes(m));
  return { asked, known: [...new Set([...matchWords(question), ...topic])], said: foldedWords(question, true), models };
}

function preferAnswering(
  { asked, known, said, models }: Asked,
  ranked: RankedPassage[],
  pool: readonly (PassageInput & { article: number })[],
  named: readonly boolean[],
  names: readonly NameContext[],
): RankedPassage[] {
  const adjusted: RankedPassage[] = [];
  for (const r of ranked) {
    const p = pool[r.index]!;
    const words = matchWords(p.text);
    const holds = asked.kind !== 'other' && holdsKind(p.text, asked.kind, known, asked.counts || asked.measure, names[r.index]);
    const hinted = holds && asked.hints.some((h) => words.some((w) => sameWord(h, w)));
    // A passage that shares no word with the question stays out, unless it states the measure asked for:
    // an infobox row ("Height: 726.4 ft") names neither the topic nor the question's adjective.
    if (r.matched === 0 && !hinted) continue;
    const parts = sentences(p.text);
    const answering = Math.max(0, ...parts.map((s) => (holdsKind(s, asked.kind, known, asked.counts || asked.measure, names[r.index]) ? focusCloseness(asked.focus, matchWords(s)) : 0)));
    const labelled = parts.some((s) => labelSaysQuestion(s, said, true));
    const written = models.length > 0 ? new Set(words) : undefined;
    const modelled = written !== undefined && models.every((m) => writesModel(written, m));
    // A passage stating a measure in the unit asked ("shortened to three hours" for "how long did it last") states
    // the answer as much as one naming the measure's noun does.
    const measured = hinted || (asked.dimensions !== undefined && r.matched > 0 && parts.some((s) => statesAskedMeasure(s, asked.dimensions!, asked.ago === true)));
    const factor =
      (1 + PASSAGE_FOCUS_WEIGHT * focusCoverage(asked.focus, words)) *
      (measured ? ANSWER_PASSAGE_BONUS : 1) *
      (1 + ANSWER_SENTENCE_WEIGHT * answering) *
      (named[r.index] ? NAMED_ARTICLE_BONUS : 1) *
      (labelled ? LABELLED_ROW_BONUS : 1) *
      (modelled ? MODEL_PASSAGE_BONUS : 1);
    adjusted.push({ ...r, score: Math.max(r.score, hinted && r.matched === 0 ? MIN_HINTED_SCORE : 0) * factor });
  }
  return adjusted.sort((a, b) => b.score - a.score);
}

/**
 * Whether a sentence states the answer in words the query does not use: it says one of the question's focus
 * words another way (a relation group: "paid" / "Salary:", or a doubled consonant: "run" / "running") or names
 * the measure asked for ("speed", "km/h"), and holds what the question asks for. Such a sentence must not be
 * trimmed off the front of its passage.
 */
function statesAnswer({ asked, known }: Asked, names: NameContext): (sentence: string) => boolean {
  return (sentence) => {
    const words = matchWords(sentence);
    const speaks = asked.hints.some((h) => words.some((w) => sameWord(h, w))) || asked.focus.some((f) => words.some((w) => saysFocusWord(f, w)));
    return speaks && holdsKind(sentence, asked.kind, known, asked.counts || asked.measure, names);
  };
}

/**
 * Share of the question's content words found in a passage or its article's title ("Charles was born on ..."
 * in the article "Ray Charles" holds all of "ray charles born"). Below MIN_TERMS_FOR_SUFFICIENT words: 0.
 */
function coverageOf(rankQuery: string, passage: string, title: string): number {
  const terms = [...new Set(matchWords(rankQuery))];
  if (terms.length < MIN_TERMS_FOR_SUFFICIENT) return 0;
  const words = [...new Set(matchWords(`${title} ${passage}`))];
  return terms.filter((t) => words.some((w) => sameWord(t, w))).length / terms.length;
}
