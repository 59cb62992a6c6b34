/**
 * What a question asks for, and whether a sentence holds it. Pure: no I/O.
 *
 * A spoken question names its topic ("the boeing 747") and what it wants to know about it ("first flight",
 * "when"). Lexical overlap finds sentences about the topic; it does not find the one that answers. Two
 * things do, in any language:
 *   - the question's **kind**: when -> a date, how many / how tall / how long -> a number, who -> a person,
 *     where -> a place. A sentence that holds no number cannot say how tall something is.
 *   - its **focus**: the content words that are neither the topic (the article's title) nor the question's
 *     own frame ("how", "tall"). "how many children did elvis have" has the focus "children"; an article
 *     that never says "children" does not say how many he had, however much it says about Elvis.
 * Cue words per language are few and fixed (lang/<code>/words.ts); everything else is done with scripts, digits
 * and case.
 */
import { matchWords } from '../lang/words.js';
import { kindAskedBy, mayAnswer, nameKind, type PreviousName } from '../lang/name-kinds.js';
import { isFunctionWord, readOnlyGlue } from '../lang/function-words.js';
import { likelyLanguages } from '../lang/detect.js';
import { sameWord } from '../lang/same-word.js';
import { LANGUAGES } from '../lang/index.js';
import { QUESTION_ONLY_LANGUAGES } from '../lang/question-only.js';
import { isMonthName } from '../lang/months.js';
import { dimensionsOf, MEASURE_CUE_WORDS, statesMeasure, type Dimension } from '../lang/units.js';
import { sameSmallNumber, sameStem } from './focus-words.js';

export type AnswerKind = 'date' | 'number' | 'person' | 'organisation' | 'place' | 'other';

interface Cue {
  /** Words, lower-case, matched in order at any position of the question ("how many", "в каком году"). */
  words: readonly string[];
  kind: AnswerKind;
}

/**
 * Measure cues and the nouns articles use for them, every language's (lang/<code>/words.ts `measureHints`;
 * see QuestionFocus.hints).
 */
const HINTS: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...LANGUAGES.map((l) => l.words.measureHints));
/** Each measure cue's dimensions (lang/<code>/words.ts `measureUnits`). */
const MEASURE_DIMENSIONS: Readonly<Record<string, readonly Dimension[]>> = Object.assign(
  {},
  ...LANGUAGES.map((l) => l.words.measureUnits ?? {}),
  ...QUESTION_ONLY_LANGUAGES.map((l) => l.measureUnits ?? {}),
);

/** The kinds in the order each language's cues are listed. */
const CUE_KINDS = ['date', 'number', 'person', 'place'] as const;

/**
 * Question cues of every language (lang/<code>/words.ts `answerCues`), in language order and within a
 * language by kind; the longest matching cue wins, so "what year" beats "what". Measures ("how tall", "wie
 * hoch") ask for a number; their adjective is part of the cue, not the focus, since articles say "221.4 m high"
 * or give the figure without the adjective.
 */
const CUES: readonly Cue[] = [...LANGUAGES.map((l) => l.words), ...QUESTION_ONLY_LANGUAGES].flatMap((l) =>
  CUE_KINDS.flatMap((kind) => l.answerCues[kind].map((p) => ({ kind, words: p.split(' ') }))),
);

export interface QuestionFocus {
  kind: AnswerKind;
  /**
   * Words an answering sentence is likely to use for what a measure cue asks ("how tall" -> height, high;
   * "how many people" -> population, capacity): articles state the figure with the noun, not the adjective.
   */
  hints: string[];
  /** Content words the answer must speak to (not the cue, not the topic); match words (tokens.ts). */
  focus: string[];
  /**
   * The cue asks for a measure ("how tall", "wie hoch"), not a count: with nothing else to ask, only a sentence
   * stating that measure answers ("how tall does a giraffe get" is not answered by "nine subspecies").
   */
  measure: boolean;
  /**
   * The noun a "which X" question asks for ("which band", "quel pays", "какой город"): a sentence that says
   * the article's own subject is one ("The Beatles were an English rock band") answers with the title.
   */
  asksFor: string | undefined;
  /**
   * The cue counts ("how many", "combien", "сколько"): a year or a number that is part of a name ("Samos-2",
   * "747-400") is not the count asked for (holdsKind's `counts`).
   */
  counts: boolean;
  /** What a count counts, as the question says it ("how many teams" -> "teams", "combien de mètres"). */
  unit: string | undefined;
  /**
   * The word after a count cue even when it names the topic ("how many national parks" over "List of national
   * parks ..."): the answer writes the number right before it ("has 63 national parks").
   */
  counted: string | undefined;
  /**
   * Focus words that may be said another way: verb particles and the verbs they follow ("give off", "bring it
   * out"). An article may use them ("give off oxygen") or not ("published in 1871"): they count where they are
   * said, and are not missed where they are not.
   */
  soft: string[];
  /**
   * The role a "who was the X" question asks who held ("the captain", "the chief engineer", "qui était le
   * maire"): the last word of the run of content words after the person cue and two function words.
   * Evidence that never names the role does not say who held it.
   */
  role: string | undefined;
  /**
   * The noun a superlative asks about ("the highest mountain in germany" -> "mountain"): the last content word of
   * the run after it. Evidence that never speaks of it does not say which is the highest.
   */
  superlativeOf: string | undefined;
  /**
   * The dimensions a measure cue's answer is stated in ("how long" -> length or duration; lang/units.ts): a sentence
   * holding a number in none of their units states something else. Undefined for cues that are not checked.
   */
  dimensions: readonly Dimension[] | undefined;
  /** The question asks a living thing's scientific name ("what's its scientific name"): see `statesScientificName`. */
  scientificName: boolean;
  /** The question asks another name of its subject ("what's another name for astronomy"). */
  otherName: boolean;
  /** The words of the cue that asks ("what year" -> what, year; "сыд илъэсым"), lower case; none without a cue. */
  cueWords: string[];
}

/** Phrases asking a scientific name, as word lists (lang/<code>/words.ts `scientificName`). */
const SCIENTIFIC_NAME_PHRASES: readonly (readonly string[])[] = LANGUAGES.flatMap((l) => (l.words.scientificName ?? []).map((p) => p.split(' ')));
/** Phrases asking another name of the subject (lang/<code>/words.ts `otherName`, and the read-only languages'). */
const OTHER_NAME_PHRASES: readonly (readonly string[])[] = [...LANGUAGES.flatMap((l) => l.words.otherName ?? []), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.otherName ?? [])].map((p) => p.split(' '));

/**
 * A binomial in a bracket, as a lead gives it after the common name: "The lion (Panthera leo) is", "Лев (лат.
 * Panthera leo)", "(Puma concolor; also ...)". A genus (capitalised) and a species word (lower case), in Latin
 * letters, opening the bracket or after a label ending in ".", ":", ";" or ",".
 */
const BRACKETED_BINOMIAL_RE = /\((?:[^()]{0,80}?[;,.:]\s*)?[A-Z][a-z]{2,}\s[a-z]{3,}(?:\s[a-z]{3,})?\s*[),;]/u;

/** Whether a sentence states a scientific name the way a lead does (BRACKETED_BINOMIAL_RE). */
export function statesScientificName(sentence: string): boolean {
  return BRACKETED_BINOMIAL_RE.test(sentence);
}

/** Interrogatives that take a noun: "which band", "welche Stadt", "quel pays" (lang/<code>/words.ts `whichWords`). */
const WHICH_WORDS: ReadonlySet<string> = new Set([...LANGUAGES.flatMap((l) => l.words.whichWords), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.whichWords)]);

/** Count cues: what they count is named in the question ("how many teams"), so they are not measures (`countCues`). */
const COUNT_CUES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.countCues));

/**
 * Words that carry no focus of their own in questions: auxiliaries and fillers (lang/<code>/words.ts `frameWords`).
 * An entry of two words or more is a phrase that frames as a whole ("these days", "in die ou dae"): its words are
 * focus elsewhere ("how many days").
 */
const ALL_FRAME_ENTRIES = [...LANGUAGES.flatMap((l) => l.words.frameWords), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.frameWords)];
const FRAME_WORDS: ReadonlySet<string> = new Set(ALL_FRAME_ENTRIES.filter((e) => !e.includes(' ')));
const FRAME_PHRASES: readonly (readonly string[])[] = ALL_FRAME_ENTRIES.filter((e) => e.includes(' ')).map((e) => e.split(' '));

/** The question's words that stand inside one of `phrases` (FRAME_PHRASES, ...), by position. Linear in the words times the phrases. */
function phrasesAt(words: readonly string[], phrases: readonly (readonly string[])[]): Set<number> {
  const out = new Set<number>();
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.length <= words.length; i++) {
      if (phrase.every((p, k) => words[i + k] === p)) for (let k = 0; k < phrase.length; k++) out.add(i + k);
    }
  }
  return out;
}

/**
 * Kind words ("movie", "song") say which article, not what about it (lang/<code>/words.ts `kindNames`):
 * kiwix/titles.ts uses them.
 */
const KIND_NAMES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.kindNames));

/** Verb particles (lang/<code>/words.ts `particles`): soft focus, and so is the verb they follow. */
const PARTICLES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.particles));
/** Object pronouns between a verb and its particle (`particleObjects`). */
const PARTICLE_OBJECTS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.particleObjects));

/**
 * Verbs of phrasal verbs in a question: the word right before a particle, or before an object pronoun and a
 * particle ("bring it out", "go back", "set up"). An article says "published", "returned", "founded". Only a
 * pronoun may stand between: in "do plants give off", "plants" is the subject.
 */
function phrasalVerbs(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (next === undefined || PARTICLES.has(w)) return;
    if (PARTICLES.has(next) || (PARTICLE_OBJECTS.has(next) && PARTICLES.has(words[i + 2] ?? ''))) out.add(w);
  });
  return out;
}

/** Words between a count cue and what it counts: "combien de minutes", "how many of the", "wie viele der". */
const COUNT_LINKS = new Set(['de', "d'", 'd’', 'of', 'the', 'des', 'der', 'die', 'las', 'los']);

/** Superlatives (lang/<code>/words.ts `superlatives`). */
const SUPERLATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.superlatives ?? []));

/**
 * The noun a superlative asks about: the last word of the run of content words right after it, up to a function
 * or frame word ("highest mountain in germany" -> "mountain", "most wild tigers these days" -> "tigers").
 */
function superlativeNoun(words: readonly string[]): string | undefined {
  const at = words.findIndex((w) => SUPERLATIVES.has(w));
  if (at < 0) return undefined;
  let last: string | undefined;
  for (let i = at + 1; i < words.length; i++) {
    const parts = matchWords(words[i]!);
    if (parts.length !== 1 || isFunctionWord(parts[0]!) || FRAME_WORDS.has(parts[0]!) || SUPERLATIVES.has(parts[0]!)) break;
    last = parts[0];
  }
  return last !== undefined && [...last].length >= 3 ? last : undefined;
}

/** Every language's interrogatives (lang/<code>/words.ts `interrogatives`). */
const INTERROGATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.interrogatives));

/** Clause openers (lang/<code>/words.ts `clauseOpeners`) and, for each, the words after it that make it ask. */
const CLAUSE_OPENERS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  for (const l of LANGUAGES) {
    for (const w of l.words.clauseOpeners?.words ?? []) {
      const next = out.get(w) ?? new Set<string>();
      for (const a of l.words.clauseOpeners?.askingNext ?? []) next.add(a);
      out.set(w, next);
    }
  }
  return out;
})();

/**
 * The question's cue. A one-word cue that opens a clause ("when a wide body jet talks to air traffic control, what
 * word gets added") gives way to a later cue: the clause says when, the question asks what.
 */
function findCue(words: readonly string[]): { kind: AnswerKind; at: number; length: number } | undefined {
  const first = findCueFrom(words, -1);
  if (first === undefined || first.length !== 1) return first;
  const asking = CLAUSE_OPENERS.get(words[first.at]!);
  if (asking === undefined || asking.has(words[first.at + 1] ?? '')) return first;
  // Only when something later asks: "when the titanic sank" alone still asks when.
  if (!words.slice(first.at + 1).some((w) => INTERROGATIVES.has(w))) return first;
  return findCueFrom(words, first.at);
}

/** The longest cue, of equally long ones the first (see below); none at position `skip`. */
function findCueFrom(words: readonly string[], skip: number): { kind: AnswerKind; at: number; length: number } | undefined {
  let best: { kind: AnswerKind; at: number; length: number } | undefined;
  for (const c of CUES) {
    for (let at = 0; at + c.words.length <= words.length; at++) {
      if (at === skip) continue;
      // The longest cue wins, and of equally long ones the first: "who was flying it when it crashed" asks who.
      // A cue that ends the question is asked ("les soldats qui passaient ... ils allaient vers où"): an earlier
      // one of the same length is a relative pronoun.
      const ends = (at: number, length: number): boolean => at + length === words.length;
      if (
        c.words.every((w, i) => words[at + i] === w) &&
        (best === undefined || c.words.length > best.length || (c.words.length === best.length && (ends(at, c.words.length) ? !ends(best.at, best.length) : at < best.at && !ends(best.at, best.length))))
      ) {
        best = { kind: c.kind, at, length: c.words.length };
      }
    }
  }
  return best;
}

/**
 * The kind of answer a question wants and its focus words. `topicWords` are words of the article(s) the
 * evidence comes from (their titles): saying the topic is not answering about it.
 */
/** A short word of letters and digits together is part of a name ("e-4b" splits into "e" and "4b", "777x"): it counts. */
function isDesignation(word: string): boolean {
  return /\p{Nd}/u.test(word) && /\p{L}/u.test(word);
}

export function questionFocus(question: string, topicWords: readonly string[] = []): QuestionFocus {
  const words = question.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w !== '');
  const found = findCue(words);
  const cueWords = new Set(found ? words.slice(found.at, found.at + found.length) : []);
  const phrasal = phrasalVerbs(words);
  const focus: string[] = [];
  const soft: string[] = [];
  // The glue of a read-only language the question is in is never its focus: "die", "dit" and "mens" in an Afrikaans
  // question. A focus word the evidence never says counts against every sentence: each made an answered question
  // look unsupported ("waarmee bedien 'n mens dit").
  const langs = likelyLanguages(question);
  const glue = readOnlyGlue(langs);
  const framed = phrasesAt(words, FRAME_PHRASES);
  // "scientific name": the lead's bracket states it without the phrase; it asks, it is not the focus.
  const scientific = phrasesAt(words, SCIENTIFIC_NAME_PHRASES);
  for (const i of scientific) framed.add(i);
  // "another name for": the sentence that opens with the title gives the other names without the phrase, which is
  // soft (counted where said: "Other names in the pool included ..." for "what other names were in the running").
  const otherName = phrasesAt(words, OTHER_NAME_PHRASES);
  const outsidePhrases = new Set(words.filter((_, i) => !framed.has(i)));
  for (const w of matchWords(question)) {
    if (cueWords.has(w) || FRAME_WORDS.has(w) || KIND_NAMES.has(w) || glue.has(w) || ([...w].length < 3 && !isDesignation(w))) continue;
    if (framed.size > 0 && !outsidePhrases.has(w)) continue;
    // A number word naming a title's number is the title: "george the fourth" names "George IV", "windows seven" "Windows 7".
    if (topicWords.some((t) => sameWord(t, w) || sameSmallNumber(t, w))) continue;
    if (!focus.includes(w)) focus.push(w);
    const inOtherName = [...otherName].some((i) => words[i] === w);
    if ((PARTICLES.has(w) || phrasal.has(w) || inOtherName) && !soft.includes(w)) soft.push(w);
  }
  const phrase = found ? words.slice(found.at, found.at + found.length).join(' ') : '';
  const hints = [...(HINTS[phrase] ?? [])];
  // What a count asks to count is the unit its answer is stated in: "how many teams" -> "32 teams", "combien
  // de minutes" -> "88 à 120 minutes", "сколько людей".
  let unit: string | undefined;
  let countedWord: string | undefined;
  let countedAt = -1;
  if (found?.kind === 'number') {
    let at = found.at + found.length;
    while (at < words.length && COUNT_LINKS.has(words[at]!)) at++;
    countedAt = at;
    const counted = words[at]?.replace(/^[dl]['’]/u, '');
    if (counted !== undefined && [...counted].length >= 3 && !FRAME_WORDS.has(counted)) countedWord = counted;
    const isTopic = counted !== undefined && topicWords.some((t) => sameWord(t, counted));
    if (counted !== undefined && [...counted].length >= 3 && !FRAME_WORDS.has(counted) && !isTopic) {
      unit = counted;
      if (!hints.includes(counted)) hints.push(counted);
    }
  }
  const measure = found?.kind === 'number' && (HINTS[phrase] ?? []).length > 0 && !COUNT_CUES.has(phrase);
  const which = words.findIndex((w) => WHICH_WORDS.has(w));
  const noun = which >= 0 ? words[which + 1] : undefined;
  const asksFor = noun !== undefined && [...noun].length >= 3 && !FRAME_WORDS.has(noun) && found?.kind !== 'date' && found?.kind !== 'number' ? noun : undefined;
  const counts = found?.kind === 'number' && COUNT_CUES.has(phrase);
  const role = found?.kind === 'person' ? roleAsked(words, found.at + found.length) : undefined;
  // "which astronomer was the first ...", "c'est quel sculpteur qui ...": the noun says the answer is someone, as
  // "who" would; "which airline" an organisation, "which city" a place (lang/name-kinds.ts).
  const askedKind = found === undefined && asksFor !== undefined ? kindAskedBy(asksFor, langs) : undefined;
  // A count of a unit of measure ("combien de kilomètres carrés", "how many years") asks for a measure in it.
  const unitDimensions = counts && countedAt >= 0 ? dimensionsOf(words.map((w) => w.replace(/^[dl]['’]/u, '')), countedAt) : [];
  // "how much did pan am pay", "how much does a baby hippo weigh": a sum with its currency, a weight with its unit.
  const cued = counts && unitDimensions.length === 0 ? words.flatMap((w) => MEASURE_CUE_WORDS.get(w) ?? []) : [];
  const dimensions = found?.kind === 'number' ? (MEASURE_DIMENSIONS[phrase] ?? (unitDimensions.length > 0 ? unitDimensions : cued.length > 0 ? [...new Set(cued)] : undefined)) : undefined;
  const superlativeOf = superlativeNoun(words);
  return {
    kind: found?.kind ?? askedKind ?? 'other',
    focus,
    hints,
    measure,
    asksFor,
    counts,
    unit: counts ? unit : undefined,
    counted: counts ? countedWord : undefined,
    soft,
    role,
    superlativeOf: superlativeOf !== undefined && focus.includes(superlativeOf) ? superlativeOf : undefined,
    dimensions,
    scientificName: scientific.size > 0,
    otherName: otherName.size > 0,
    cueWords: [...cueWords],
  };
}

/**
 * Function words a role follows: two, a copula and an article ("was the", "est le", "war der"). One is a verb
 * after the cue ("who is seen as"); three are a verb phrase ("who was put in charge of").
 */
const ROLE_GLUE_WORDS = 2;

/**
 * The role a person question asks about (QuestionFocus `role`), from the words after its cue: "who was the
 * captain on ..." -> "captain", "who was the chief engineer" -> "engineer". Not when a verb follows the cue
 * ("who flew the 787", "who is seen as"): fewer than two function words come first.
 */
function roleAsked(words: readonly string[], at: number): string | undefined {
  let i = at;
  while (i < words.length && matchWords(words[i]!).every(isFunctionWord)) i++;
  if (i - at !== ROLE_GLUE_WORDS) return undefined;
  let last: string | undefined;
  for (; i < words.length; i++) {
    const parts = matchWords(words[i]!);
    if (parts.length === 0 || parts.some(isFunctionWord) || parts.some((w) => /\p{Nd}/u.test(w))) break;
    last = parts[parts.length - 1];
  }
  return last !== undefined && [...last].length >= 3 ? last : undefined;
}

const DIGIT_RE = /\p{Nd}/u;
/**
 * Numbers written as words, which articles use for small counts and durations ("up to eight weeks", "about a
 * year"), and one-of-a-unit phrases ("a year", "a million"): lang/<code>/words.ts `numberWords`.
 */
const NUMBER_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.numberWords));
/** Number words a unit may follow ("eight weeks"): those, and every language's small numbers. */
const UNIT_NUMBER_WORDS: ReadonlySet<string> = new Set([...NUMBER_WORDS, ...LANGUAGES.flatMap((l) => l.words.smallNumbers)]);

/** Whether a sentence states the measure a question asks in one of its units ("346 km" for "how long is the thames"). */
export function statesAskedMeasure(sentence: string, dimensions: readonly Dimension[]): boolean {
  return statesMeasure(sentence, dimensions, UNIT_NUMBER_WORDS);
}

/**
 * Whether a sentence writes a number right before `noun`, at most one word between ("63 national parks", "32
 * teams", "1,087 passengers"): the statement of the count a "how many <noun>" question asks for.
 */
export function countsNoun(sentenceWords: readonly string[], noun: string): boolean {
  for (let i = 0; i < sentenceWords.length; i++) {
    const w = sentenceWords[i]!;
    if (!/^\p{Nd}/u.test(w) && !NUMBER_WORDS.has(w)) continue;
    for (let j = i + 1; j <= i + 2 && j < sentenceWords.length; j++) if (sameStem(noun, sentenceWords[j]!)) return true;
  }
  return false;
}

/** Whether a sentence writes a number as words: one word or a two-word phrase of NUMBER_WORDS. */
function holdsNumberWord(sentence: string): boolean {
  // Single letters kept: "a year" is the phrase ("a" is not a match word).
  const words = sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.some((w, i) => NUMBER_WORDS.has(w) || (i > 0 && NUMBER_WORDS.has(`${words[i - 1]} ${w}`)));
}

/**
 * A decade, which dates as a year does: "in the 1970s", "in the '70s", "dans les années 70". It needs its "s" or its
 * "années": a bare "70" is not one. Not a century: with centuries too ("beginning in the 16th century"), bench/qa's
 * 1,171 questions answered two more absent ones and spoke no more answers than with decades alone.
 */
const DECADE_RE = /(?<![\p{L}\p{Nd}])'?(?:1\p{Nd}|20)?\p{Nd}0s(?!\p{L})|(?<!\p{L})(?:années|anni|años|jaren)\s+(?:19|20)?\p{Nd}0(?!\p{Nd})/u;
/**
 * A year: 1000-2099 as written, or any number with an era ("476 AD", "44 BC", "988 г.") or followed by the word
 * "year" in Russian or Adyghe ("468 году", "468 гъэр", "1147-рэ илъэсым": Adyghe Wikipedia writes years so). A
 * bare three-digit number is not a year: "the first 747" would be a date.
 */
const YEAR_RE = /(?<![\p{Nd}.,])(?:1\p{Nd}{3}|20\p{Nd}{2})(?![\p{Nd}]|[.,]\p{Nd})|\p{Nd}{1,4}\s?(?:BC|AD|BCE|CE|г\.|н\.\s?э\.|v\.\s?Chr\.|a\.\s?C\.|av\.\s?J\.-C\.)|\p{Nd}{1,4}(?:-рэ)?\s(?:год|гъэ|илъэс)/u;
/** Two or more capitalised words side by side: a name ("Jim Lovell", "Sara Elisabeth Moraea"). */
const NAME_RE = /\p{Lu}[\p{Ll}'’.-]+(?:\s+(?:(?:de|da|van|von|der|di|le|la|del)\s+)?\p{Lu}[\p{Ll}'’.-]*)+/u;
/** A capitalised word that does not start the sentence. */
const INNER_CAPITAL_RE = /[\p{Ll}\p{N},;:)]\s+\p{Lu}\p{Ll}/u;

/** What tells a name's kind beside its words (lang/name-kinds.ts). */
export interface NameContext {
  /** The sentence's language (ISO 639-1, as evidence carries it): prepositions of place are read in it. */
  readonly lang?: string | undefined;
  /** The noun a which-question asks with ("реку" in "на какую реку"): a name it introduces is the answer. */
  readonly askedNoun?: string | undefined;
}

/**
 * Whether a sentence holds something of the kind the question asks for. 'other' always holds.
 *
 * `known` are words the question and the article titles already say (match words): the answer to "who" or
 * "where" is a name they do not say. "under the command of chief test pilot John E. Cashman" names nobody new
 * for "who was the co-pilot next to john cashman", and a month ("on December 11") is not a person.
 *
 * `counts`: the question counts or measures ("how many", "how long"), so a year or a number in a name is not
 * the figure asked for ("the 1963 March on Washington" says nothing of how long the speech was).
 *
 * `names`: for a question about someone, an organisation or a place, the name must be of that kind as far as its
 * cues tell (lang/name-kinds.ts: "All Nippon Airways" is no one), read in the sentence's language; and a name the
 * sentence introduces with the which-question's own noun answers even when a title says it ("на реке Москве").
 */
export function holdsKind(sentence: string, kind: AnswerKind, known: readonly string[] = [], counts = false, names: NameContext = {}): boolean {
  switch (kind) {
    case 'date':
      return YEAR_RE.test(sentence) || DECADE_RE.test(sentence) || matchWords(sentence).some((w) => isMonthName(w));
    case 'number': {
      const text = counts ? withoutNonCounts(sentence, known) : sentence;
      return DIGIT_RE.test(text) || holdsNumberWord(text);
    }
    case 'person':
    case 'organisation':
    case 'place':
      return (NAME_RE.test(sentence) || INNER_CAPITAL_RE.test(sentence)) && (known.length === 0 || holdsNewName(sentence, known, kind, names));
    case 'other':
      return true;
  }
}

/**
 * Numbers that are not counts: a year standing alone, and a number written into a name or an ordinal ("Samos-2",
 * "A380", "20th"). "Samos-2 fut le premier satellite ... en 1961" does not say how many satellites.
 */
const TOKEN_RE = /[\p{L}\p{N}.,-]+/gu;
const STANDALONE_YEAR_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})[.,]?$/u;
const LETTER_RE = /\p{L}/u;
/** An amount written with its magnitude ("US$8.5m", "$2bn", "40k"): a sum or a count, not a name like "A380". */
const MAGNITUDE_RE = /^\p{Nd}[\p{Nd}.,]*(?:k|m|mn|bn|b)[.,]?$/iu;
/** A day of the month as written in a date: "14", "4.", "22,". */
const DAY_RE = /^(?:[1-9]|[12]\p{Nd}|3[01])[.,]?$/u;
/** A number joined to its unit by a hyphen is a measure, not a name: "a 280-foot spire", "a 25-year lease". */
const MEASURE_ADJECTIVE_RE = /^\p{Nd}[\p{Nd}.,]*-\p{L}{3,}[.,]?$/u;
/**
 * The sentence without the numbers that are not counts (one pass over its tokens: linear in its length), nor
 * the numbers the question or the titles already say: "the 747" names the aircraft "how far back are the 747's
 * wings swept" asks about.
 */
function withoutNonCounts(sentence: string, known: readonly string[]): string {
  const named = new Set(known.filter((k) => DIGIT_RE.test(k)));
  const tokens = [...sentence.matchAll(TOKEN_RE)];
  const isMonth = (i: number): boolean => {
    const t = tokens[i]?.[0];
    return t !== undefined && isMonthName(t.replace(/[.,]$/u, '').toLowerCase());
  };
  let out = '';
  let end = 0;
  tokens.forEach((m, i) => {
    const token = m[0];
    // The day of a date, beside its month ("14 май 1944", "May 14, 1944"): a birth date does not say how many children.
    const day = DAY_RE.test(token) && (isMonth(i - 1) || isMonth(i + 1));
    const drop = day || STANDALONE_YEAR_RE.test(token) || (LETTER_RE.test(token) && DIGIT_RE.test(token) && !MEASURE_ADJECTIVE_RE.test(token) && !MAGNITUDE_RE.test(token)) || named.has(token.replace(/[.,]$/u, ''));
    out += sentence.slice(end, m.index) + (drop ? ' ' : token);
    end = m.index + token.length;
  });
  return out + sentence.slice(end);
}

/** A run of capitalised words ("Pat Nixon", "Asiana Airlines Flight 214"), numbers inside it allowed. */
const CAPITALISED_RUN_RE = /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\p{Nd}+))*/gu;
/** Only punctuation or quotes before it: the run starts the sentence. */
const SENTENCE_START_RE = /^[\s"“«'‘(]*$/u;

/**
 * Whether a sentence names someone or somewhere not among the known words (see holdsKind): a run of
 * capitalised words with at least as many new words as known ones ("Priscilla Presley" for a question about
 * Elvis Presley; not "Asiana Airlines Flight 214" for "asiana flight 214"). Months and function words are not
 * names, and a sentence's first word alone is just its start.
 */
function holdsNewName(sentence: string, known: readonly string[], kind: 'person' | 'organisation' | 'place', { lang, askedNoun }: NameContext): boolean {
  let previous: PreviousName | undefined;
  for (const m of sentence.matchAll(CAPITALISED_RUN_RE)) {
    // Someone is not an airline, an airport or a song ("from Narita to Hong Kong on All Nippon Airways"); an airline
    // is not an airport; a place is not a song (lang/name-kinds.ts).
    const named = nameKind(sentence, m.index, m.index + m[0].length, lang, previous);
    previous = { kind: named, end: m.index + m[0].length };
    if (!mayAnswer(kind, named)) continue;
    // "на реке Москве" for "на какую реку стоит город" over the article "Москва": the name the sentence introduces
    // with the noun the question asks by is the answer, though a title says the same word.
    if (askedNoun !== undefined && introducedBy(sentence, m.index, askedNoun)) return true;
    // A name with a number in it is a thing, not someone: "Asiana Airlines Flight 214", "Billboard Hot 100".
    if (kind === 'person' && /\p{Nd}/u.test(m[0])) continue;
    const words = matchWords(m[0]).filter((w) => !isMonthName(w) && !isFunctionWord(w) && !/^\p{Nd}+$/u.test(w));
    if (words.length === 0) continue;
    if (SENTENCE_START_RE.test(sentence.slice(0, m.index)) && matchWords(m[0]).length === 1) continue;
    const fresh = words.filter((w) => !known.some((k) => sameWord(k, w))).length;
    if (fresh > 0 && fresh >= words.length - fresh) return true;
  }
  return false;
}

/** The two words before a name, at most: the noun that introduces it and a linking word ("the city of Nashville"). */
const INTRODUCING_WORDS_RE = /([\p{L}\p{M}]+)\s+(?:([\p{L}\p{M}]+)\s+)?$/u;
/** Characters looked back for them. */
const INTRODUCING_CHARS = 40;

/**
 * Whether the word right before the name at `start`, or the one before that, is `noun` ("реке Москве", "city of X").
 * At the prefix rule: the stricter grades part "реку" from "реке" and "city" from "cities", and only the two words
 * before a name are compared.
 */
function introducedBy(sentence: string, start: number, noun: string): boolean {
  const m = INTRODUCING_WORDS_RE.exec(sentence.slice(Math.max(0, start - INTRODUCING_CHARS), start));
  return m !== null && [m[1], m[2]].some((w) => w !== undefined && sameWord(noun, w.toLowerCase()));
}

/** Kinds whose presence is checkable by digits alone; for these a sentence without one cannot answer. */
export function kindIsStrict(kind: AnswerKind): boolean {
  return kind === 'date' || kind === 'number';
}
