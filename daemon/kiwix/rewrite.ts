/**
 * The query rewriter: a spoken or typed question becomes a short, ordered list of kiwix searches.
 *
 * Why: kiwix full-text search ANDs every term that is not in the ZIM's stop-word list, so "when was ray
 * charles born" finds nothing ("when" and "was" are not in the article). We keep the question's content
 * words and try, in order:
 *   1. title suggestions for the question's main entity (the article *about* the thing asked), from
 *      capitalised spans ("Ray Charles") and, for lower-case speech, from adjacent content-word n-grams;
 *   2. full-text search with all content words;
 *   3. full-text search with fewer words, halving them each time and keeping the most informative ones.
 * The executor (stage.ts) stops at the first step that finds articles, within a fixed request budget.
 *
 * Question words are dropped by signals that hold in any language: words of one or two letters, the
 * capitalisation of names, digits kept as-is. Small per-language lists of question and auxiliary words
 * cover English, Russian, German, Spanish and French; other languages still work through the length and
 * capitalisation signals and kiwix's own per-language stop words. Nothing here assumes English.
 *
 * Pure: no I/O, no clock.
 */
import { questionFocus } from '../text/question-focus.js';
import { kindAskedBy } from '../lang/name-kinds.js';
import { likelyLanguages } from '../lang/detect.js';
import { isDenseScript, matchWords, wordTokens } from '../lang/words.js';
import { isKindWord } from './titles.js';
import { LANGUAGES, type LanguageWords } from '../lang/index.js';

/** A table of every language that has one (a language without a list is a gap in lang/gaps.ts), by code. */
function tablesWith(pick: (words: LanguageWords) => readonly string[]): Record<string, readonly string[]> {
  return Object.fromEntries(LANGUAGES.filter((l) => pick(l.words).length > 0).map((l) => [l.code, pick(l.words)]));
}

export type SearchStep = { kind: 'suggest'; term: string } | { kind: 'fullText'; pattern: string };

export interface SearchPlan {
  /** Steps to try in order. */
  steps: SearchStep[];
  /** The content words, for ranking passages against the question. */
  rankQuery: string;
  /**
   * Terms to ask title suggestions for, best first: capitalised spans, the runs of words between question
   * words (titles keep their short words: "love me tender"), adjacent content-word pairs, single content
   * words, then shortened forms of long words for languages the ZIM's search cannot stem. Every term starts
   * with a capital: a ZIM without a title index answers suggestions by case-sensitive title prefix.
   */
  titleTerms: string[];
  /**
   * One ranked full-text search over any of the content words ("emu OR fast OR run"): Xapian's BM25 ranks
   * the articles holding more and rarer words first, where the AND of all words ("fast emu run") often finds
   * nothing because one spoken word ("run") is not in the article.
   */
  anyWordsPattern: string;
  /** The question's match words in order (text/tokens.ts matchWords), for matching article titles. */
  words: string[];
  /**
   * The noun a which-question asks by when it asks for someone or an organisation ("which president let civilians
   * use gps" -> "president"): it says what kind of answer is wanted, not what the question is about, so a title it
   * alone says is not the question's article.
   */
  askedNoun?: string;
  /**
   * The noun any which-question asks by ("which language does the word taxonomy come from" -> "language"): a title
   * it says only in part ("Arabic Language") names one answer of that kind, not what the question is about. A
   * title it says whole ("Bird" for "which bird is the smallest") may hold the answer.
   */
  kindNoun?: string;
  /**
   * The words of the cue that asks ("what year", "сыд илъэсым"): they say what kind of answer is wanted, so a title
   * said by them alone ("Year", "Илъэсым") is not what the question is about.
   */
  cueWords: string[];
}

interface PlanOptions {
  /** Most title-suggestion steps; each costs one request per book searched. */
  maxSuggest?: number;
  /** Most full-text steps. */
  maxFullText?: number;
}

/**
 * Interrogatives, auxiliaries, articles and a few request words ("tell me") per language (lang/<code>/words.ts
 * `questionWords`; the languages with a list). These are the words that frame a question rather than name its
 * subject. Kept deliberately short: rarer function words are handled by the length rule and by kiwix's own
 * stop words.
 */
const QUESTION_WORDS: Record<string, readonly string[]> = tablesWith((w) => w.questionWords);

/** For a question whose language is unknown: the union of all lists. */
const ALL_QUESTION_WORDS = new Set(Object.values(QUESTION_WORDS).flat());

function questionWordsFor(lang: string | undefined): ReadonlySet<string> {
  if (lang === undefined) return ALL_QUESTION_WORDS;
  const list = QUESTION_WORDS[lang.toLowerCase().split('-')[0] ?? ''];
  return list ? new Set(list) : new Set();
}

/**
 * Hedges and totals (lang/<code>/words.ts `hedges`), the question's language's: not searched, since no article writes
 * them beside the fact ("roughly how many movies has the jumbo jet shown up in" AND-searched "roughly", then fell back
 * to "roughly" alone). All of the language's one-word frame words were tried: light verbs and pronouns out of the
 * search lost more answers than they found (docs/kiwix.md, round 18).
 */
const HEDGES: Record<string, readonly string[]> = tablesWith((w) => w.hedges ?? []);

function hedgesFor(lang: string | undefined): readonly string[] {
  return (lang === undefined ? undefined : HEDGES[lang.toLowerCase().split('-')[0] ?? '']) ?? [];
}

/** Scripts with spaces and letter case, where very short words are function words. */
const SPACED_ALPHABET_RE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u;
const DIGIT_RE = /\p{Nd}/u;
const HIRAGANA_ONLY_RE = /^\p{Script=Hiragana}+$/u;
/** If more than this share of words is capitalised, capitals are Title Case noise, not names. */
const MAX_CAPITALISED_SHARE = 0.6;

interface Word {
  raw: string;
  norm: string;
  /** Position among all words of the question. */
  pos: number;
  content: boolean;
  capitalised: boolean;
}

function isCapitalised(raw: string): boolean {
  const first = raw.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

function classify(question: string, lang: string | undefined, cueWords: readonly string[]): Word[] {
  // The words of the cue that asks ("what year", "how long", "watter jaar") name no article and are what an answer
  // is, not what it says: an AND-search needed them written ("year"), and the passages were ranked by them. On the
  // 1,171 questions of bench/qa: +2 in the evidence, +3 spoken, -1 absent declined (searched only, ranked by them
  // still: +2, +1).
  const stop = new Set([...questionWordsFor(lang), ...hedgesFor(lang), ...cueWords]);
  const words = wordTokens(question).map((t, pos): Word => {
    const len = [...t.norm].length;
    const digits = DIGIT_RE.test(t.norm);
    const acronym = len >= 2 && t.raw === t.raw.toUpperCase() && t.raw !== t.raw.toLowerCase();
    let content = !stop.has(t.norm);
    if (content && !digits && !acronym && SPACED_ALPHABET_RE.test(t.norm) && len <= 2) content = false;
    if (content && isDenseScript(t.norm) && len === 1 && HIRAGANA_ONLY_RE.test(t.norm)) content = false;
    return { raw: t.raw, norm: t.norm, pos, content, capitalised: isCapitalised(t.raw) };
  });
  const cased = words.filter((w) => SPACED_ALPHABET_RE.test(w.norm));
  const capShare = cased.length === 0 ? 0 : cased.filter((w) => w.capitalised).length / cased.length;
  if (capShare > MAX_CAPITALISED_SHARE && cased.length > 1) for (const w of words) w.capitalised = false;
  return words;
}

/**
 * Capitalised spans: runs of capitalised content words, allowing lower-case connectors inside
 * ("War and Peace", "Leonardo da Vinci"). The first word of the question is capitalised by grammar, so it
 * only counts when the next word is capitalised too.
 */
function capitalisedSpans(words: Word[]): Word[][] {
  const spans: Word[][] = [];
  let current: Word[] = [];
  let pendingConnectors: Word[] = [];
  const close = (): void => {
    if (current.length > 0) spans.push(current);
    current = [];
    pendingConnectors = [];
  };
  words.forEach((w, i) => {
    const next = words[i + 1];
    const nameLike = w.capitalised && (w.content || (i === 0 && next?.capitalised === true && next.content));
    const startsSentence = i === 0 && !(next?.capitalised && next.content);
    if (nameLike && !startsSentence) {
      current.push(...pendingConnectors, w);
      pendingConnectors = [];
    } else if (current.length > 0 && !w.capitalised && !w.content && pendingConnectors.length < 2) {
      pendingConnectors.push(w);
    } else {
      close();
    }
  });
  close();
  return spans.filter((s) => s.some((w) => w.content));
}

/** Runs of adjacent content words, in question order. */
function contentRuns(words: Word[]): Word[][] {
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const w of words) {
    if (w.content) run.push(w);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Entity guesses for title suggestion, best first. */
function entityCandidates(words: Word[]): string[] {
  const joinRaw = (ws: Word[]): string => ws.map((w) => w.raw).join(' ');
  const spans = capitalisedSpans(words).sort((a, b) => b.length - a.length || b[0]!.pos - a[0]!.pos);
  const out = spans.map(joinRaw);
  // N-grams of adjacent content words: names are mostly two words, and the subject of a question tends to
  // come late in it ("…the capital of france", "когда родился рэй чарльз"), so later n-grams go first.
  const grams: Word[][][] = [[], [], []];
  for (const run of contentRuns(words)) {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= run.length; i++) grams[n - 1]!.push(run.slice(i, i + n));
    }
  }
  const byLateness = (a: Word[], b: Word[]): number => b[b.length - 1]!.pos - a[a.length - 1]!.pos;
  const [singles, pairs, triples] = grams.map((g) => g.sort(byLateness)) as [Word[][], Word[][], Word[][]];
  // Longer single words first: in any language they are more often names and terms than function words.
  singles.sort((a, b) => [...b[0]!.norm].length - [...a[0]!.norm].length || byLateness(a, b));
  // Alternate pairs and singles so a one-word subject ("photosynthesis") is tried early too.
  for (let i = 0; i < Math.max(pairs.length, singles.length); i++) {
    if (pairs[i]) out.push(joinRaw(pairs[i]!));
    if (singles[i]) out.push(joinRaw(singles[i]!));
  }
  for (const g of triples) out.push(joinRaw(g));
  const seen = new Set<string>();
  return out.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Full-text patterns: all content words, then fewer, keeping the most informative; at most `maxPatterns`. */
function fullTextPatterns(words: Word[], maxPatterns: number): string[] {
  let content = words.filter((w) => w.content);
  if (content.length === 0) content = words.filter((w) => [...w.norm].length >= 3);
  const inSpan = new Set(capitalisedSpans(words).flat().map((w) => w.pos));
  // Informativeness without a word list: names and numbers first, then longer words (rarer in any
  // language), later words breaking ties.
  const priority = (w: Word): number =>
    (inSpan.has(w.pos) || DIGIT_RE.test(w.norm) ? 1000 : 0) + [...w.norm].length * 10 + w.pos / 100;
  const ranked = [...content].sort((a, b) => priority(b) - priority(a));
  const patterns: string[] = [];
  // Halve the words each time (8 -> 4 -> 2 -> 1): three searches get from the whole question to its single
  // most informative word, where dropping one word at a time would spend them all on near-identical queries.
  for (let keep = ranked.length; ; keep = Math.ceil(keep / 2)) {
    const kept = new Set(ranked.slice(0, keep).map((w) => w.pos));
    const pattern = content
      .filter((w) => kept.has(w.pos))
      // The raw word, lower-cased (lower case also keeps Xapian from reading AND/OR/NOT as operators);
      // not the matching form, which folds ё and would miss articles that spell it.
      .map((w) => w.raw.toLowerCase())
      .join(' ');
    if (pattern.length > 0 && !patterns.includes(pattern)) patterns.push(pattern);
    if (keep <= 1) break;
  }
  if (maxPatterns <= 0) return [];
  // Over budget: keep the first ones and always the last, single-word search.
  if (patterns.length > maxPatterns) return [...patterns.slice(0, Math.max(0, maxPatterns - 1)), patterns.at(-1)!];
  return patterns;
}

/** Most title-suggestion terms per turn: each is one request per book, a few ms each on loopback. */
const MAX_TITLE_TERMS = 8;
/** Longest run of words tried as a title: song and film titles run to five or six words. */
const MAX_TITLE_SPAN_WORDS = 6;
/**
 * Shortened forms for inflected words: a word of at least SHORTEN_MIN_CHARS letters is also tried as its
 * first SHORTEN_SHARE of letters (at least SHORTEN_KEEP_MIN_CHARS), so "кофейни" reaches "Кофейня" and an
 * Adyghe case ending does not hide the title, through the suggestion index's prefix match. 0.7 is the share
 * the passage ranker already accepts as the same word (lang/same-word.ts).
 */
const SHORTEN_MIN_CHARS = 6;
const SHORTEN_SHARE = 0.7;
const SHORTEN_KEEP_MIN_CHARS = 4;
/**
 * A word this long may be a compound that titles write as two words: Afrikaans "boontjieslaai" for "Boontjie
 * slaai", "klapperkoekies" for "Klapper Koekies". Its shortened form is then its first half, which stays inside
 * the first part (the 70 % form "boontjiesl" runs past it, and no title starts with it), so the suggestion index
 * lists the titles of that part and titles.ts matches the joined title. Nine letters: "ertjiesop" ("Ertjie sop") and
 * "lensiesop" are nine; at ten, bench/qa's 1,171 questions spoke one answer fewer and nothing else moved. Below it
 * the half is three or four letters, which list anything.
 */
const COMPOUND_MIN_CHARS = 9;
/** The share of such a word kept: its first half. */
const COMPOUND_SHARE = 0.5;

const capitalise = (term: string): string => term.charAt(0).toUpperCase() + term.slice(1);

/**
 * Interrogatives (lang/<code>/words.ts, the languages with a list): the words that split a question into its
 * frame and the thing asked about. Titles keep
 * their auxiliaries and short words ("My Heart Will Go On"), so spans split only here and lose question
 * words only at their edges.
 */
const INTERROGATIVES: Record<string, readonly string[]> = tablesWith((w) => w.interrogatives);
const ALL_INTERROGATIVES = new Set(Object.values(INTERROGATIVES).flat());

function interrogativesFor(lang: string | undefined): ReadonlySet<string> {
  const list = lang === undefined ? undefined : INTERROGATIVES[lang.toLowerCase().split('-')[0] ?? ''];
  return list ? new Set(list) : ALL_INTERROGATIVES;
}

/** Where a title sits in a question: the runs between interrogatives ("who sang | my heart will go on"). */
function titleSpans(words: readonly Word[], lang: string | undefined): string[] {
  const split = interrogativesFor(lang);
  const edge = questionWordsFor(lang);
  const runs: Word[][] = [];
  let run: Word[] = [];
  for (const w of words) {
    // Kind words split too: "played elvis in the | movie | love me tender".
    if (split.has(w.norm) || isKindWord(w.norm)) {
      runs.push(run);
      run = [];
    } else run.push(w);
  }
  runs.push(run);
  const out: string[] = [];
  for (const whole of runs) {
    // Question words are not part of the title at its start ("was | i want to hold your hand released");
    // at the end they may be ("catch me if you can"), so the end is left alone.
    let a = 0;
    while (a < whole.length && edge.has(whole[a]!.norm)) a++;
    const words = whole.slice(a);
    if (words.length < 2 || !words.some((w) => w.content)) continue;
    const span = words.map((w) => w.raw);
    // A suggestion must hold every word of the term, and a title usually leads or ends its run ("boeing 747 |
    // first flight", "sang | my heart will go on"): the run is tried whole and one word shorter at each end.
    const variants = [span.slice(0, MAX_TITLE_SPAN_WORDS), span.slice(-MAX_TITLE_SPAN_WORDS)];
    if (span.length >= 3) variants.push(span.slice(1).slice(-MAX_TITLE_SPAN_WORDS), span.slice(0, -1).slice(0, MAX_TITLE_SPAN_WORDS));
    for (const v of variants) out.push(v.join(' '));
  }
  return out;
}

function shortenedForms(words: Word[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const chars = [...w.norm];
    if (!w.content || isDenseScript(w.norm) || DIGIT_RE.test(w.norm) || chars.length < SHORTEN_MIN_CHARS) continue;
    const share = chars.length >= COMPOUND_MIN_CHARS ? COMPOUND_SHARE : SHORTEN_SHARE;
    out.push(chars.slice(0, Math.max(SHORTEN_KEEP_MIN_CHARS, Math.ceil(chars.length * share))).join(''));
  }
  return out;
}

function titleTermsOf(lang: string | undefined, words: Word[]): string[] {
  const spans = capitalisedSpans(words).map((s) => s.map((w) => w.raw).join(' '));
  const singles = words.filter((w) => w.content && [...w.norm].length >= 3).sort((a, b) => [...b.norm].length - [...a.norm].length);
  const pairs: string[] = [];
  for (const run of contentRuns(words)) for (let i = run.length - 2; i >= 0; i--) pairs.push(`${run[i]!.raw} ${run[i + 1]!.raw}`);
  // Each kind gets early slots: a long run may be a title ("my heart will go on"), but the subject is as often
  // one word ("canadians") or a pair ("ray charles"); the rest follow in the same order.
  const runs = [...spans, ...titleSpans(words, lang)];
  const words1 = singles.map((w) => w.raw);
  const ordered = [...runs.slice(0, 2), ...words1.slice(0, 2), ...pairs.slice(0, 2), ...runs.slice(2), ...words1.slice(2), ...pairs.slice(2)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of ordered) {
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(capitalise(t));
  }
  // Keep two shortened forms in reach: they are the only way into a book whose search cannot stem.
  const shortened = shortenedForms(words).map(capitalise).filter((t) => !seen.has(t.toLowerCase()));
  const head = out.slice(0, MAX_TITLE_TERMS - Math.min(2, shortened.length));
  return [...head, ...shortened.slice(0, MAX_TITLE_TERMS - head.length)];
}

/** Turns a question into ordered search steps. */
export function planSearches(question: string, lang: string | undefined, opts: PlanOptions = {}): SearchPlan {
  const maxSuggest = opts.maxSuggest ?? 3;
  const maxFullText = opts.maxFullText ?? 3;
  const { asksFor, cueWords } = questionFocus(question);
  const words = classify(question, lang, cueWords);
  const steps: SearchStep[] = [];
  for (const term of entityCandidates(words).slice(0, maxSuggest)) steps.push({ kind: 'suggest', term });
  for (const pattern of fullTextPatterns(words, maxFullText)) steps.push({ kind: 'fullText', pattern });
  const content = words.filter((w) => w.content);
  const rankQuery = (content.length > 0 ? content : words).map((w) => w.norm).join(' ');
  // Lower-case words joined by the upper-case operator; a single word is its own search.
  const anyWordsPattern = [...new Set(content.map((w) => w.raw.toLowerCase()))].join(' OR ');
  // Only a noun for someone or an organisation ("which president", "which airline"): the article on the role or
  // the trade does not name the one asked for, where "which bird is the smallest" is answered in "Bird".
  const askedKind = asksFor === undefined ? undefined : kindAskedBy(asksFor, likelyLanguages(question));
  const askedNoun = askedKind === 'person' || askedKind === 'organisation' ? asksFor : undefined;
  return { steps, rankQuery, titleTerms: titleTermsOf(lang, words), anyWordsPattern, words: matchWords(question), cueWords, ...(askedNoun === undefined ? {} : { askedNoun }), ...(asksFor === undefined ? {} : { kindNoun: asksFor }) };
}
