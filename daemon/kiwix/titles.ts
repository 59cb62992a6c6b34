/**
 * Which article a question names, from article titles alone. Pure: no I/O.
 *
 * Real Wikipedia is title-heavy: dozens of articles mention the same person, and songs, films and albums are
 * titled with ordinary words ("Love Me Tender", "Catch Me If You Can"). The article a spoken question is
 * about is almost always one whose whole title the question says, so:
 *   - a title matches when every word of it (outside a parenthesised qualifier) stands in the question, in
 *     order and side by side ("the boeing 747 first flight" says "Boeing 747"); inflected forms count
 *     ("amphibians" says "Amphibian", "франции" says "Франция") through the shared same-word rule;
 *   - the longest such title wins: "who played elvis in the movie love me tender" names "Love Me Tender"
 *     (three words) before "Elvis" (one);
 *   - a qualifier in brackets picks between same-named articles: "Apollo 13 (film)" wins over "Apollo 13"
 *     when the question says "movie" or "film", and loses a little when it says neither (the bare title is
 *     the main topic). Kind words are grouped across languages in lang/kinds.ts.
 */
import { forEachSegmentedWord, matchWords } from '../lang/words.js';
import { isFunctionWord } from '../lang/function-words.js';
import { sameWord } from '../text/rank.js';
import { sameStem } from '../text/focus-words.js';
import { fold } from '../lang/fold.js';
import { shortestKey } from '../lang/same-word.js';
import { foldedCompoundParts } from '../lang/compounds.js';
import { cardinalValue, ordinalValue, titleNumberValue } from '../lang/ordinals.js';
import { LANGUAGES } from '../lang/index.js';
import { kindOf, kindsNamed } from '../lang/kinds.js';


export interface TitleMatch {
  /** Words of the title (outside brackets) that the question says, side by side. */
  words: number;
  /** Title words the question leaves out ("the 747" says "Boeing 747" but for "Boeing"). */
  missing: number;
  /** Letters in the words said: breaks ties between titles of the same length. */
  letters: number;
  /** 'agrees' when the bracketed qualifier names a kind the question names, 'other' when it names another. */
  qualifier: 'none' | 'agrees' | 'other';
  /** Position of the title's first said word in the question. */
  at: number;
  /** The words said hold a number ("747"): a short number is as telling as a long name. */
  number: boolean;
  /** The part said is a number or a long last name ("787", "dreamliner"): it stands for the title on its own. */
  distinctive: boolean;
}

/** Whether a (lower-case) word names a kind of thing ("movie", "песня"): not part of a title at a span's edge. */
export function isKindWord(word: string): boolean {
  return kindOf(word) !== undefined;
}

/**
 * The site's name some ZIM makers append to every title ("Android (operating system) - Wikipedia", zimbalaka
 * takes the page's HTML title): Wikimedia project names in the scripts they are written in.
 */
const SITE_SUFFIX_RE = /\s+[-–—|]\s+(?:wiki(?:pedia|books|voyage|quote|source|news|versity|tionary)|wikipédia|wikipedie|wikipedija|википедия|вікіпедія|уикипедия|ویکی‌پدیا|ウィキペディア|维基百科)(?!\p{L})[^-–—|]*$/iu;

/** A title without the site name a ZIM maker appended to it. */
export function withoutSiteName(title: string): string {
  return title.replace(SITE_SUFFIX_RE, '').trim();
}

/** A title's words outside brackets, and the words inside them ("Apollo 13 (film)" -> [apollo, 13], [film]). */
function splitTitle(rawTitle: string): SplitTitle {
  const cached = SPLIT_TITLES.get(rawTitle);
  if (cached !== undefined) return cached;
  const title = withoutSiteName(rawTitle);
  const inside = [...title.matchAll(/\(([^)]*)\)/gu)].map((m) => m[1] ?? '').join(' ');
  const base = matchWords(title.replace(/\([^)]*\)/gu, ' '));
  const folded = base.map((w) => fold(w));
  const split = { base, qualifier: matchWords(inside), initials: [...new Set(folded.map(initialOf))], folded: folded.every((w, i) => w === base[i]) ? base : folded };
  if (SPLIT_TITLES.size >= MAX_SPLIT_TITLES) SPLIT_TITLES.clear();
  SPLIT_TITLES.set(rawTitle, split);
  return split;
}

interface SplitTitle {
  base: string[];
  qualifier: string[];
  /** The folded first two letters of the base words: a title none of whose words starts as a question word does is not said. */
  initials: readonly string[];
  /** The base words folded (lang/fold.ts), as they are compared. */
  folded: string[];
}

/** A title's and a question's words folded, side by side with the words as matchWords gives them. */
interface Folded {
  title: readonly string[];
  question: readonly string[];
}

/**
 * Titles split once, not on every turn: a listed book's titles (title-list.ts, up to 5,000) are matched against every
 * question. Twice the most titles a book lists; emptied when full, so memory stays bounded (measured: ~9 MB when full).
 */
const MAX_SPLIT_TITLES = 10_000;
const SPLIT_TITLES = new Map<string, SplitTitle>();

/** A folded word's first two letters ("École" and "ecole" alike, once folded): every way of saying a word keeps them. */
function initialOf(folded: string): string {
  return [...folded].slice(0, 2).join('');
}

/** A question's words folded, and their first two letters. */
interface FoldedQuestion {
  words: readonly string[];
  initials: ReadonlySet<string>;
}

/** Each question folded once: matchTitle compares one question (one matchWords array) with every listed title. */
const FOLDED_QUESTIONS = new WeakMap<readonly string[], FoldedQuestion>();
function foldedQuestion(words: readonly string[]): FoldedQuestion {
  let folded = FOLDED_QUESTIONS.get(words);
  if (folded === undefined) {
    const foldedWords = words.map((w) => fold(w));
    FOLDED_QUESTIONS.set(words, (folded = { words: foldedWords, initials: new Set(foldedWords.map(initialOf)) }));
  }
  return folded;
}

const HAS_DIGIT = /\p{Nd}/u;

/**
 * Whether a question word says a one-word title: with an ending added ("moths" for "Moth", "oliebolle" for
 * "Oliebol"), or with its last letter changed ("molluscs" for "Mollusca"), not two ("mother" / "Moths").
 */
function saysOneWordTitle(questionWord: string, titleWord: string): boolean {
  const a = [...fold(questionWord)];
  const b = [...fold(titleWord)];
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return extendsWord(questionWord, titleWord) || common >= Math.max(a.length, b.length) - 1;
}

/** A word in Latin letters. */
const LATIN_RE = /^[\p{Script=Latin}\p{Nd}'’-]+$/u;

/** Whether a title is written in a script with upper and lower case (Latin, Cyrillic, Greek; not Chinese). */
function hasCase(title: string): boolean {
  return /\p{Lu}/u.test(title) && /\p{Ll}/u.test(title);
}

/** The title's words (as `matchWords` gives them) that it writes with a capital letter. */
function capitalisedWords(title: string): Set<string> {
  const out = new Set<string>();
  forEachSegmentedWord(title, (word) => {
    if (/^\p{Lu}/u.test(word)) for (const w of matchWords(word)) out.add(w);
  });
  return out;
}
/** Letters a title's last word needs to stand for the whole title on its own. */
const LONG_NAME_CHARS = 7;

/**
 * Most letters one word may add to the other and still be the same word in a title part ("747s", "dreamliners",
 * "oliebolle" for "Oliebol"). Not three: "beat" is not "Beatles" ("who did they beat" read The Beatles).
 */
const MAX_ADDED_ENDING_CHARS = 2;

/** Whether one word is the other with an ending added (or the same word). */
function extendsWord(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longer.startsWith(shorter) && [...longer].length - [...shorter].length <= MAX_ADDED_ENDING_CHARS;
}

/**
 * A model number said with its variant ("747sp", "777-200lr" as "777 200lr"): a question word that starts with a
 * title's number and goes on with letters names that title's subject, like "747s" does.
 */
const MODEL_VARIANT_RE = /^(\p{Nd}+)\p{L}/u;

/**
 * Whether a question word says a title word: the same word, or the title's number with a variant's letters. A
 * function word says only itself: "they" is not "the".
 */
function saysTitleWord(questionWord: string, titleWord: string): boolean {
  if (questionWord !== titleWord && (isFunctionWord(titleWord) || isFunctionWord(questionWord))) return false;
  return sameStem(questionWord, titleWord) || MODEL_VARIANT_RE.exec(questionWord)?.[1] === titleWord;
}

/**
 * Whether a question word says a title's last word by naming the same kind ("wide body jet" for "Wide-body
 * aircraft", lang/kinds.ts): people name the kind in their own word. Only after a word said as written, so a
 * kind word alone ("the plane") never names the article "Aircraft".
 */
function saysKindEnd(base: readonly string[], index: number, saidBefore: number, questionWord: string): boolean {
  if (saidBefore === 0 || index !== base.length - 1) return false;
  const kind = kindOf(base[index]!);
  return kind !== undefined && kind === kindOf(questionWord);
}

/**
 * Longest run of title words, in order, that the question says side by side: [start in title, length, at]. Of
 * runs as long, one that can stand for the title wins: a number, or the title's end ("boeing ... the 777" says
 * "777" of "Boeing 777", not only its first word).
 */
function longestRun(base: readonly string[], questionWords: readonly string[], folded: Folded): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  const telling = (i: number, n: number): boolean => i + n === base.length || base.slice(i, i + n).some((w) => HAS_DIGIT.test(w));
  for (let i = 0; i < base.length; i++) {
    for (let at = 0; at < questionWords.length; at++) {
      let n = 0;
      while (i + n < base.length && at + n < questionWords.length && (saysTitleWord(folded.question[at + n]!, folded.title[i + n]!) || saysKindEnd(base, i + n, n, questionWords[at + n]!))) n++;
      if (n > best[1] || (n > 0 && n === best[1] && telling(i, n) && !telling(best[0], best[1]))) best = [i, n, at];
    }
  }
  return best;
}

/**
 * Whether the question says the title; `questionWords` are the question's match words in order (matchWords
 * of the question). The whole title, side by side, is the strong case. A part counts too when people say
 * titles that way: the title's last words or its number, at least half of it ("the 747" for "Boeing 747",
 * "presley" for "Elvis Presley", "787 dreamliner" for "Boeing 787 Dreamliner"); never only its first word
 * ("charles" is not "Charles River"). Disambiguation pages never match.
 */
export function matchTitle(words: readonly string[], title: string): TitleMatch | undefined {
  const { base, qualifier, initials, folded: foldedBase } = splitTitle(title);
  if (base.length === 0) return undefined;
  // Every way a title is said starts with one of its words said as written, give or take an ending (or as a compound
  // that starts with it, or a number that starts a model variant): no shared first two letters, no match. Most listed
  // titles end here.
  const question = foldedQuestion(words);
  if (!initials.some((c) => question.initials.has(c))) return undefined;
  if (qualifier.some((w) => w === 'disambiguation' || w.startsWith('значени') || w.startsWith('begriffskl'))) return undefined;
  const compounds = splitCompounds(foldedBase, words, question.words) ?? joinSpaced(foldedBase, words, question.words);
  const questionWords = compounds?.words ?? words;
  // Compared folded, accents aside: a typed "ecole normale" says "École normale".
  const folded = { title: foldedBase, question: compounds === undefined ? question.words : questionWords.map((w) => fold(w)) };
  const [start, longest, inWords] = longestRun(base, questionWords, folded);
  if (longest === 0) return undefined;
  // A title ending in its number ("Les 2", "George IV", "Aartappel sop 2") is said whole when the rest is said and
  // the question says that number as an ordinal anywhere ("die tweede nederlandse les", "george the fourth"), or as a
  // number word right after the rest ("die fudge een resep" for "Fudge 1").
  const endNumber = start + longest === base.length - 1 ? titleNumberValue(base[base.length - 1]!) : undefined;
  const after = questionWords[inWords + longest];
  const saysEnd = endNumber !== undefined && (questionWords.some((w) => ordinalValue(w) === endNumber) || (after !== undefined && cardinalValue(after) === endNumber));
  const run = saysEnd ? longest + 1 : longest;
  const at = compounds?.origin[inWords] ?? inWords;
  // A one-word Latin-script title is said by its own word (saysOneWordTitle), not by one that only shares a stem
  // with it: "mother" named "Moths" and crowded out "Elizabeth II". Cyrillic titles change longer endings
  // ("столицей" for "Столица"), and a longer title has its other words to confirm it.
  if (base.length === 1 && LATIN_RE.test(base[0]!) && !saysOneWordTitle(questionWords[inWords]!, base[0]!)) return undefined;
  const said = base.slice(start, start + run);
  // Of a part, only its content words count: "the second" says one word of "Elizabeth the Second", not two.
  const partial = run < base.length;
  const n = partial ? said.filter((w) => !isFunctionWord(w)).length : run;
  const titleWords = partial ? base.filter((w) => !isFunctionWord(w)).length : base.length;
  if (n === 0) return undefined;
  // Nor does an ordinal alone: "moctezuma the second" is not "Elizabeth the Second" (any ruler has a second).
  if (partial && said.every((w) => isFunctionWord(w) || ordinalValue(w) !== undefined)) return undefined;
  if (partial) {
    // A part stands for the title only when said as written, give or take an ending added: "communist" is not
    // the last word of "Catholic Communion", though the two share a long prefix.
    const asWritten = said.every((w, i) => extendsWord(folded.question[inWords + i]!, folded.title[start + i]!) || MODEL_VARIANT_RE.exec(questionWords[inWords + i]!)?.[1] === w);
    if (!asWritten) return undefined;
    // What follows a part of two words or more may be the kind the title names ("wide body" of "Wide-body
    // aircraft", lang/kinds.ts): the part is then the name itself. Not one word: "charles" is not "Charles River".
    const endsTitle = start + run === base.length || (n >= 2 && base.slice(start + run).every((w) => isKindWord(w)));
    const holdsNumber = said.some((w) => HAS_DIGIT.test(w));
    const letters = said.reduce((k, w) => k + [...w].length, 0);
    // The last word alone may stand for the title when it is a long name ("the dreamliner").
    const longLastName = endsTitle && n === 1 && letters >= LONG_NAME_CHARS;
    // A number said is as telling as a long last name, wherever it stands ("the 787" for "Boeing 787 Dreamliner").
    if (!(endsTitle || holdsNumber) || (n * 2 < titleWords && !longLastName && !holdsNumber) || letters < 3) return undefined;
    // A part stands for a name, and a name is capitalised: the part must say a title word written with a capital
    // or a number. "in captivity" is not "Tigers in captivity", whose lower-case words describe, while "presley"
    // is "Elvis Presley". Only in titles of a script with case.
    if (!holdsNumber && hasCase(title)) {
      const capitals = capitalisedWords(title);
      if (!said.some((w) => capitals.has(w))) return undefined;
    }
  }
  let q: TitleMatch['qualifier'] = 'none';
  if (qualifier.length > 0) {
    const kinds = kindsNamed(questionWords);
    const agrees = qualifier.some((w) => questionWords.some((qw) => sameWord(w, qw)) || kinds.has(kindOf(w) ?? -1));
    q = agrees ? 'agrees' : 'other';
  }
  const letters = said.filter((w) => !partial || !isFunctionWord(w)).reduce((k, w) => k + [...w].length, 0);
  const number = said.some((w) => HAS_DIGIT.test(w));
  const distinctive = number || (n === 1 && start + run === base.length && letters >= LONG_NAME_CHARS);
  return { words: n, missing: titleWords - n, letters, qualifier: q, at, number, distinctive };
}

/** Shortest title word two question words may spell apart ("bar one" for "BarOne"): "into" is not "in to". */
const MIN_JOINED_CHARS = 5;

/**
 * The question's words with two side by side joined where the title writes them as one word: "die bar one fudge"
 * reads as "die barone fudge" against "BarOne fudge" (a speech recogniser spaces what a brand or a compound
 * joins). The reverse of `splitCompounds`; `origin` maps each word back to the first of its question words.
 * Undefined when no two words spell a title word. Costs question words times title words.
 */
function joinSpaced(folded: readonly string[], questionWords: readonly string[], foldedWords: readonly string[]): { words: string[]; origin: number[] } | undefined {
  // Most titles have no long word to spell apart: nothing is built for them (this runs for every listed title).
  const joins = (a: string, b: string | undefined): boolean =>
    b !== undefined && folded.some((w) => w.length === a.length + b.length && w.startsWith(a) && w.endsWith(b) && [...w].length >= MIN_JOINED_CHARS && !HAS_DIGIT.test(w));
  if (!foldedWords.some((q, at) => joins(q, foldedWords[at + 1]))) return undefined;
  const words: string[] = [];
  const origin: number[] = [];
  for (let at = 0; at < questionWords.length; at++) {
    origin.push(at);
    if (joins(foldedWords[at]!, foldedWords[at + 1])) {
      words.push(foldedWords[at]! + foldedWords[at + 1]!);
      at += 1;
    } else {
      words.push(questionWords[at]!);
    }
  }
  return { words, origin };
}

/**
 * The question's words with each compound that spells title words as one word split into them: "boontjiesop met
 * spekblokkies" reads as "boontjie sop met spekblokkies" against the title "Boontjie sop met spekblokkies", and
 * "klapperkoekies" as "klapper koekies" (Afrikaans, Dutch and German join what a title may space). The joined
 * words, give or take an ending, must be the whole question word; the last part keeps the word's ending. `origin`
 * maps each word back to its place in the question. Undefined when no word is such a compound. Costs question
 * words times title words squared, both short.
 */
function splitCompounds(folded: readonly string[], questionWords: readonly string[], foldedWords: readonly string[]): { words: string[]; origin: number[] } | undefined {
  if (folded.length < 2) return undefined;
  const found = foldedWords.map((q) => foldedCompoundParts(folded, q));
  if (found.every((p) => p === undefined)) return undefined;
  const words: string[] = [];
  const origin: number[] = [];
  questionWords.forEach((q, at) => {
    for (const p of found[at] ?? [q]) {
      words.push(p);
      origin.push(at);
    }
  });
  return { words, origin };
}

/**
 * How strongly a title match says "this is the article asked about", for ordering candidates. Longest title
 * first; a qualifier that agrees counts as one more word, one that names another kind costs half a word. A
 * one-word title of three letters or fewer ("It", "Us") is weak: it is as often a word of the question.
 */
export function titleScore(m: TitleMatch): number {
  // A part of a title counts for less than the whole: each word left out costs 0.3 of a word said.
  // A distinctive part (a number, a long last name) loses half as much for the words left out.
  let score = m.words - (m.distinctive ? 0.15 : 0.3) * m.missing + Math.min(m.letters, 40) / 100;
  if (m.qualifier === 'agrees') score += 1;
  else if (m.qualifier === 'other') score -= 0.5;
  if (m.words === 1 && m.letters <= 3 && !m.number) score -= 0.5;
  return score;
}

/**
 * First-person words, every language's (lang/<code>/words.ts `firstPerson`): a title holding one ("Love Me Tender", "In God We Trust", "Мой
 * ласковый и нежный зверь") is what makes a world question look personal.
 */
const FIRST_PERSON_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.firstPerson));

/** Whether any word of the text (single letters included: "I Have a Dream") is a first-person word. */
export function hasFirstPersonWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .some((w) => FIRST_PERSON_WORDS.has(w));
}

/**
 * Whether `span` is written as a name in `text` (a search snippet): the span occurs there with its words
 * capitalised as titles are ("in Love Me Tender", "“I Have a Dream” speech"), not as running prose ("my
 * mother"). Every word of three letters or more after the first must start with a capital.
 */
export function writtenAsTitle(span: string, text: string): boolean {
  const words = span.split(/\s+/u).filter((w) => w !== '');
  if (words.length < 2) return false;
  const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('[\\s,]+');
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'giu'))) {
    const found = m[0].split(/[\s,]+/u);
    const first = found[0] ?? '';
    if (first.charAt(0) !== first.charAt(0).toUpperCase()) continue;
    const capital = (w: string): boolean => w.charAt(0) === w.charAt(0).toUpperCase() && w.charAt(0) !== w.charAt(0).toLowerCase();
    const long = found.slice(1).filter((w) => [...w].length >= 3);
    // Titles capitalise their long words ("I Have a Dream"); a title of short words all of them ("Love Me Do").
    if (long.length > 0 ? long.every(capital) : found.slice(1).every(capital)) return true;
  }
  return false;
}

/**
 * A title's spelling key: its words folded and cut to the prefix the same-word rule compares by (shortestKey).
 * Redirects that only respell a title share it ("UNITED STATES", "United-States", "United Stated", "United Statez"),
 * and one of them is enough; a qualifier or another number is another key ("Apollo 13 (film)", "Boeing 737").
 */
export function spellingKey(title: string): string {
  return matchWords(fold(withoutSiteName(title))).map(shortestKey).join(' ');
}
