/**
 * What a question asks: its kind (when -> a date, how many -> a number, who -> a person, where -> a place) and its
 * focus (the content words that are neither the topic nor the question's own frame). Pure: no I/O.
 *
 * "how many children did elvis have" asks a number with the focus "children"; an article that never says
 * "children" does not say how many he had, however much it says about Elvis. The cue words per language are few
 * and fixed (lang/<code>/words.ts, lang/question-only.ts); whether a sentence holds what is asked is
 * ./answer-type.ts.
 */
import { matchWords } from '../lang/words.js';
import { kindAskedBy } from '../lang/name-kinds.js';
import { isFunctionWord, readOnlyGlue } from '../lang/function-words.js';
import { cardinalValue, isRomanNumber } from '../lang/ordinals.js';
import { isDayWord, isYearWord } from '../lang/months.js';
import { likelyLanguages } from '../lang/detect.js';
import { sameWord } from '../lang/same-word.js';
import { LANGUAGES } from '../lang/index.js';
import { kindOf } from '../lang/kinds.js';
import { QUESTION_ONLY_LANGUAGES } from '../lang/question-only.js';
import { dimensionsOf, isCenturyWord, isUnitWord, MEASURE_CUE_WORDS, type Dimension, isAgoCue, isAgoWord } from '../lang/units.js';
import { sameSmallNumber } from './focus-words.js';
import { isNumberWord, type AnswerKind } from './answer-type.js';
import { DIMENSION_CUES, findCue } from './question-cue.js';
import { related } from './relations.js';

/**
 * Measure cues and the nouns articles use for them, every language's (lang/<code>/words.ts `measureHints`;
 * see QuestionFocus.hints).
 */
const HINTS: Readonly<Record<string, readonly string[]>> = Object.assign(
  {},
  ...LANGUAGES.map((l) => l.words.measureHints),
  ...DIMENSION_CUES.map((c) => Object.fromEntries(c.phrases.map((p) => [p, c.hints]))),
);
/** Verbs of time (lang/<code>/words.ts `durationVerbs`): with one, a length-or-duration cue asks the duration. */
const DURATION_VERBS: ReadonlySet<string> = new Set([
  ...LANGUAGES.flatMap((l) => l.words.durationVerbs ?? []),
  ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.durationVerbs ?? []),
]);

/** Each measure cue's dimensions (lang/<code>/words.ts `measureUnits`, and `dimensionCues`'). */
const MEASURE_DIMENSIONS: Readonly<Record<string, readonly Dimension[]>> = Object.assign(
  {},
  ...LANGUAGES.map((l) => l.words.measureUnits ?? {}),
  ...QUESTION_ONLY_LANGUAGES.map((l) => l.measureUnits ?? {}),
  ...DIMENSION_CUES.map((c) => Object.fromEntries(c.phrases.map((p) => [p, [c.dimension]]))),
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
  /**
   * The cue counts things, never a mass ("how many eggs", not "how much rain" or the "combien" of both), and what it
   * counts is no unit of measure: a measure does not state the count.
   */
  countsThings: boolean;
  /**
   * The cue counts things and no dimension is asked, whether or not the question names what ("how many people were on
   * it" counts people, a frame word here): a measure ("an 8 ft by 4 ft panel") states no such count.
   */
  countsCount: boolean;
  /**
   * The cue asks an amount of a mass ("how much fuel", "how much of india", "wie viel"), in no dimension a word names:
   * the answer states it with a unit, a share or a scale ("47,890 US gallons", "21.7%", "about half of the year").
   */
  amount?: boolean;
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
  /** The question asks a time in the past ("how long ago", "сколько лет назад"): a figure "years ago" states it. */
  ago?: true;
  /**
   * The noun a superlative asks about ("the highest mountain in germany" -> "mountain"): the last content word of
   * the run after it. Evidence that never speaks of it does not say which is the highest.
   */
  superlativeOf: string | undefined;
  /**
   * The superlative asked and its noun, whether or not the noun is the topic ("the biggest beetle" over "Beetle"):
   * the answer says them together ("the largest beetle", "Quebec is the largest province").
   */
  superlative: { word: string; noun: string; amount: boolean; kinds: string[] } | undefined;
  /**
   * The dimensions a measure cue's answer is stated in ("how long" -> length or duration; lang/units.ts): a sentence
   * holding a number in none of their units states something else. Undefined for cues that are not checked.
   */
  dimensions: readonly Dimension[] | undefined;
  /** The question asks a living thing's scientific name ("what's its scientific name"): see `statesScientificName`. */
  scientificName: boolean;
  /** The question asks another name of its subject ("what's another name for astronomy"). */
  otherName: boolean;
  /** The cue asks a date to the day ("what was the exact date of that", "quel jour"), not only its year. */
  asksDay?: boolean;
  /** The cue asks a year ("what year", "en quelle année"): a century does not answer it. */
  asksYear?: boolean;
  /** The words of the cue that asks ("what year" -> what, year; "сыд илъэсым"), lower case; none without a cue. */
  cueWords: string[];
}

/**
 * Whether a question word is a topic word: the same word, give or take an ending; a model number only as written or
 * in the plural ("747s" of "Boeing 747"), for with more letters it names a variant of it ("777x", "747-8i").
 */
function namesTopicWord(topicWord: string, word: string): boolean {
  if (!/^\p{Nd}/u.test(word)) return sameWord(topicWord, word);
  return word === topicWord || word === `${topicWord}s`;
}

/** Phrases asking a scientific name, as word lists (lang/<code>/words.ts `scientificName`). */
const SCIENTIFIC_NAME_PHRASES: readonly (readonly string[])[] = LANGUAGES.flatMap((l) => (l.words.scientificName ?? []).map((p) => p.split(' ')));
/** Phrases asking another name of the subject (lang/<code>/words.ts `otherName`, and the read-only languages'). */
const OTHER_NAME_PHRASES: readonly (readonly string[])[] = [...LANGUAGES.flatMap((l) => l.words.otherName ?? []), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.otherName ?? [])].map((p) => p.split(' '));

/** Interrogatives that take a noun: "which band", "welche Stadt", "quel pays" (lang/<code>/words.ts `whichWords`). */
const WHICH_WORDS: ReadonlySet<string> = new Set([...LANGUAGES.flatMap((l) => l.words.whichWords), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.whichWords)]);

/** Count cues: what they count is named in the question ("how many teams"), so they are not measures (`countCues`). */
const COUNT_CUES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.countCues));
/** Count cues that count things, never a mass (`thingCountCues`): "how many", not "how much". */
const THING_COUNT_CUES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.thingCountCues ?? []));
/** Count cues of a language that tells things from a mass, that count no things: "how much", "wie viel", "cuánto". */
const MASS_COUNT_CUES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap(({ words: { countCues, thingCountCues } }) =>
    thingCountCues === undefined ? [] : countCues.filter((c) => !thingCountCues.some((t) => c === t || c.startsWith(`${t} `))),
  ),
);

/**
 * Words that carry no focus of their own in questions: auxiliaries and fillers (lang/<code>/words.ts `frameWords`).
 * An entry of two words or more is a phrase that frames as a whole ("these days", "in die ou dae"): its words are
 * focus elsewhere ("how many days").
 */
const ALL_FRAME_ENTRIES = [...LANGUAGES.flatMap((l) => [...l.words.frameWords, ...(l.words.hedges ?? [])]), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.frameWords)];
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

/** Phrasal verbs that say one word of an article's (lang/<code>/words.ts `phrasalMeanings`): verb, particle, the word. */
const PHRASAL_MEANINGS: readonly (readonly [string, string, string])[] = LANGUAGES.flatMap((l) =>
  Object.entries(l.words.phrasalMeanings ?? {}).flatMap(([phrase, word]) => {
    const [verb, particle, ...rest] = phrase.split(' ');
    return verb !== undefined && particle !== undefined && rest.length === 0 ? [[verb, particle, word] as const] : [];
  }),
);

/**
 * The phrasal verbs of a question that say one word (PHRASAL_MEANINGS): their verb and particle, and that word
 * ("passed away" -> "died"; "put it together" -> "assembled").
 */
function phrasalMeanings(words: readonly string[]): { verb: string; particle: string; word: string }[] {
  const out: { verb: string; particle: string; word: string }[] = [];
  words.forEach((w, i) => {
    for (const [verb, particle, word] of PHRASAL_MEANINGS) {
      if (w !== verb) continue;
      if (words[i + 1] === particle || (PARTICLE_OBJECTS.has(words[i + 1] ?? '') && words[i + 2] === particle)) out.push({ verb, particle, word });
    }
  });
  return out;
}

/** The words a question's phrasal verbs say (PHRASAL_MEANINGS): "died" for "where did she pass away". */
export function phrasalMeaningWords(words: readonly string[]): string[] {
  return [...new Set(phrasalMeanings(words).map((m) => m.word))];
}

/** Words after which a particle's neighbour is a noun, not its verb (lang/<code>/words.ts `nounOpeners`). */
const NOUN_OPENERS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.nounOpeners ?? []));

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
    // A word after an article or a possessive is a noun: "darwin's house down in kent" names a house.
    const before = words[i - 1] ?? '';
    if (NOUN_OPENERS.has(before) || NOUN_OPENERS.has(before.split(/['’]/u).pop()!)) return;
    if (PARTICLES.has(next) || (PARTICLE_OBJECTS.has(next) && PARTICLES.has(words[i + 2] ?? ''))) out.add(w);
  });
  return out;
}

/** Words between a count cue and what it counts: "combien de minutes", "how many of the", "wie viele der". */
const COUNT_LINKS = new Set(['de', "d'", 'd’', 'of', 'the', 'des', 'der', 'die', 'las', 'los']);

/** Superlatives (lang/<code>/words.ts `superlatives`). */
const SUPERLATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.superlatives ?? []));
/** Comparatives (lang/<code>/words.ts `comparatives`). */
const COMPARATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.comparatives ?? []));
/** Adjectives before a counted noun (lang/<code>/words.ts `nounAdjectives`): "how many little fighters" counts fighters. */
const NOUN_ADJECTIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.nounAdjectives ?? []));
/** Every language's question tags (lang/types.ts `tagWords`) and interrogatives. */
const TAG_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.tagWords ?? []));
const INTERROGATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.interrogatives));

/**
 * Where a statement the speaker makes before asking ends: at a question tag followed by an interrogative ("raccoons are
 * smart right how long can they remember ..."). -1 when there is none. The statement's words are the speaker's own,
 * said their own way ("smart" where the article says "intelligence"): they count where the evidence uses them (soft).
 */
function preambleEnd(words: readonly string[]): number {
  return words.findIndex((w, i) => i > 0 && TAG_WORDS.has(w) && INTERROGATIVES.has(words[i + 1] ?? ''));
}

/** Every language's words for "other" (lang/types.ts `otherWords`). */
const OTHER_WORDS: ReadonlySet<string> = new Set([...LANGUAGES.flatMap((l) => l.words.otherWords ?? []), ...QUESTION_ONLY_LANGUAGES.flatMap((l) => l.otherWords ?? [])]);
/** Whether a word is a superlative of some language ("largest", "lowest"). */
export function isSuperlative(word: string): boolean {
  return SUPERLATIVES.has(word);
}

/** Superlatives of an amount (`amountSuperlatives`): "most", "least". */
const AMOUNT_SUPERLATIVES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.amountSuperlatives ?? []));

/**
 * The superlative a question asks with and the noun it asks about: the last word of the run of content words right
 * after it, up to a function or frame word ("highest mountain in germany" -> "mountain", "most wild tigers these
 * days" -> "tigers"); past a kind word and its link ("the biggest kind of sea turtle" -> "turtle").
 */
function superlativeAsked(words: readonly string[], asksFor: string | undefined): QuestionFocus['superlative'] {
  const at = words.findIndex((w) => SUPERLATIVES.has(w));
  if (at < 0) return undefined;
  // "which bird is the smallest": the noun the which-question asks for, when none follows the superlative.
  const fallback = asksFor !== undefined ? { word: words[at]!, noun: asksFor, amount: AMOUNT_SUPERLATIVES.has(words[at]!), kinds: [] } : undefined;
  let from = at + 1;
  const next = words[from] ?? '';
  // Past a kind word or a link and its article ("the biggest kind of sea turtle", "the tallest of the buildings"); not
  // past a place ("the smallest in the world").
  if (FRAME_WORDS.has(next) && (!isFunctionWord(next) || COUNT_LINKS.has(next)) && COUNT_LINKS.has(words[from + 1] ?? '')) from += 2;
  let last: string | undefined;
  // Kind words in the run name the class too, when a word follows them ("the heaviest airliner flying"): the answer
  // may call it by another word of its kind ("the heaviest commercial aircraft", lang/kinds.ts).
  const kinds: string[] = [];
  for (let i = from; i < words.length; i++) {
    const parts = matchWords(words[i]!);
    if (parts.length !== 1 || isFunctionWord(parts[0]!) || FRAME_WORDS.has(parts[0]!) || SUPERLATIVES.has(parts[0]!)) break;
    last = parts[0];
    if (kindOf(last!) !== undefined) kinds.push(last!);
  }
  return last !== undefined && [...last].length >= 3 ? { word: words[at]!, noun: last, amount: AMOUNT_SUPERLATIVES.has(words[at]!), kinds } : fallback;
}

/** A short word of letters and digits together is part of a name ("e-4b" splits into "e" and "4b", "777x"): it counts. */
function isDesignation(word: string): boolean {
  return /\p{Nd}/u.test(word) && /\p{L}/u.test(word);
}

/**
 * The words of a measure the question says with its unit ("for over twenty years", "in 3 days"): they frame what is
 * asked, and an article may state the measure in other units ("for more than two decades"), so they are no focus.
 * So is a century the question dates by ("in die agtiende eeu hoe lank het so 'n dominee se preek aangehou"): every
 * passage of a history names it, and the answer seldom does ("Daarna volg die preek wat ... twee uur geduur het").
 * A hyphened ordinal is its parts too ("dix-neuvième").
 */
function measuresSaid(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  words.forEach((w, i) => {
    const next = words[i + 1];
    if (next === undefined) return;
    if (((/^\p{Nd}/u.test(w) || isNumberWord(w)) && isUnitWord(next)) || (isCenturyWord(next) && !isFunctionWord(w))) {
      for (const part of [w, ...w.split('-')]) out.add(part);
      out.add(next);
    }
  });
  return out;
}

/**
 * The kind of answer a question wants and its focus words. `topicWords` are words of the article(s) the
 * evidence comes from (their titles): saying the topic is not answering about it.
 */
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
  const measured = measuresSaid(words);
  for (const w of matchWords(question)) {
    // A two-letter Roman numeral is a name's number ("super bowl lv"), not a short word.
    const short = [...w].length < 3 && !isDesignation(w) && !(isRomanNumber(w) && !isFunctionWord(w));
    if (cueWords.has(w) || FRAME_WORDS.has(w) || KIND_NAMES.has(w) || glue.has(w) || OTHER_WORDS.has(w) || short) continue;
    if (framed.size > 0 && !outsidePhrases.has(w)) continue;
    if (measured.has(w)) continue;
    // A number word naming a title's number is the title: "george the fourth" names "George IV", "windows seven" "Windows 7".
    if (topicWords.some((t) => namesTopicWord(t, w) || sameSmallNumber(t, w))) continue;
    if (!focus.includes(w)) focus.push(w);
    const inOtherName = [...otherName].some((i) => words[i] === w);
    if ((PARTICLES.has(w) || phrasal.has(w) || inOtherName) && !soft.includes(w)) soft.push(w);
  }
  // A phrasal verb that says one word is that word, and no longer soft: "where did she pass away" asks where she died.
  for (const m of phrasalMeanings(words)) {
    for (const list of [focus, soft]) for (const w of [m.verb, m.particle]) if (list.includes(w)) list.splice(list.indexOf(w), 1);
    if (!focus.includes(m.word)) focus.push(m.word);
  }
  const tagAt = preambleEnd(words);
  if (tagAt >= 0) {
    const asked = new Set(words.slice(tagAt + 1));
    const tagFocus = focus.indexOf(words[tagAt]!);
    if (tagFocus >= 0 && !asked.has(words[tagAt]!)) focus.splice(tagFocus, 1);
    for (const w of words.slice(0, tagAt)) if (focus.includes(w) && !asked.has(w) && !soft.includes(w)) soft.push(w);
  }
  const phrase = found ? words.slice(found.at, found.at + found.length).join(' ') : '';
  const cueHints = HINTS[phrase] ?? [];
  const hints = [...cueHints];
  // What a count asks to count is the unit its answer is stated in: "how many teams" -> "32 teams", "combien
  // de minutes" -> "88 à 120 minutes", "сколько людей".
  let unit: string | undefined;
  let countedWord: string | undefined;
  let countedAt = -1;
  if (found?.kind === 'number') {
    let at = found.at + found.length;
    while (at < words.length && (COUNT_LINKS.has(words[at]!) || (NOUN_ADJECTIVES.has(words[at]!) && at + 1 < words.length && !isFunctionWord(words[at + 1]!)))) {
      // The adjective counts where said: "up to 10 microfighters" answers "how many little fighters".
      if (NOUN_ADJECTIVES.has(words[at]!) && focus.includes(words[at]!) && !soft.includes(words[at]!)) soft.push(words[at]!);
      at++;
    }
    countedAt = at;
    const counted = words[at]?.replace(/^[dl]['’]/u, '');
    // A function word after the cue counts nothing: "how many should you bring".
    const countsWord = counted !== undefined && [...counted].length >= 3 && !FRAME_WORDS.has(counted) && !isFunctionWord(counted);
    if (countsWord) countedWord = counted;
    const isTopic = counted !== undefined && topicWords.some((t) => sameWord(t, counted));
    // "how much money": the sum is stated in its currency ("up to $6.1 billion"), not with the word.
    const measureWord = counted !== undefined && MEASURE_CUE_WORDS.has(counted);
    if (countsWord && !isTopic && !measureWord) {
      // What a mass cue measures is a substance, stated in a unit of measure: "how much rain ... comes down over the
      // oceans" is "398,000 cubic kilometres (95,000 cu mi) over oceans", which says "precipitation", not "rain".
      if (!MASS_COUNT_CUES.has(phrase)) unit = counted;
      if (!hints.includes(counted)) hints.push(counted);
    }
  }
  const measure = found?.kind === 'number' && cueHints.length > 0 && !COUNT_CUES.has(phrase);
  const which = words.findIndex((w) => WHICH_WORDS.has(w));
  // A comparative before the noun is its adjective: "which older format did zim take over from" asks for a format; so
  // is "other": "what other jet", and a number: "named after which two guys" asks for guys, not for a "two" that a
  // sentence defining something as two of anything ("stars with more than two solar masses") would state.
  const adjective = (w: string | undefined): boolean => w !== undefined && (COMPARATIVES.has(w) || OTHER_WORDS.has(w) || cardinalValue(w) !== undefined);
  const nounAt = which >= 0 ? (adjective(words[which + 1]) ? which + 2 : which + 1) : -1;
  // A noun before a kind noun modifies it: "which record company put it out" is answered by "RCA Victor" without
  // "record", so the modifier counts where said (soft). The which-noun stays the first word: read as the kind noun,
  // "which cargo carrier" asked for an organisation "Cargolux" did not show, and "which eastern emperor" searched for
  // other articles (bench/qa: -2 answers, +1 absent question answered).
  const head = words[nounAt + 1];
  if (nounAt >= 0 && head !== undefined && kindAskedBy(head, langs) !== undefined && kindAskedBy(words[nounAt]!, langs) === undefined && !FRAME_WORDS.has(words[nounAt]!)) {
    const modifier = words[nounAt]!;
    if (focus.includes(modifier) && !soft.includes(modifier)) soft.push(modifier);
  }
  const noun = nounAt >= 0 ? words[nounAt] : undefined;
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
  const measuredIn = found?.kind === 'number' ? (MEASURE_DIMENSIONS[phrase] ?? (unitDimensions.length > 0 ? unitDimensions : cued.length > 0 ? [...new Set(cued)] : undefined)) : undefined;
  // "how long does a bobcat live": a verb of time makes a length-or-duration cue ask the duration.
  const timed = measuredIn?.includes('duration') === true && words.some((w) => DURATION_VERBS.has(w));
  const dimensions = timed ? (['duration'] as const) : measuredIn;
  // The cue's nouns name what it usually asks: "how many" a population or seats, "how much" a sum. A count of
  // something else ("how many mistakes did the pilots make") or a weight ("how much does the kit weigh") is
  // stated with neither, and a passage naming them ("a typical seating capacity of 314", "cost US$100,000") must
  // not stand in for the one that answers.
  const countsOther = unit !== undefined && !cueHints.some((h) => sameWord(h, unit!) || related(h, unit!));
  const measuresOther = cued.length > 0 && !cued.includes('money');
  const hintsAsked = counts && (countsOther || measuresOther) ? hints.filter((h) => !cueHints.includes(h)) : hints;
  const countsCount = counts && THING_COUNT_CUES.has(phrase) && dimensions === undefined;
  const superlative = superlativeAsked(words, asksFor);
  const superlativeOf = superlative?.noun;
  return {
    kind: found?.kind ?? askedKind ?? 'other',
    focus,
    hints: hintsAsked,
    measure,
    asksFor,
    counts,
    countsThings: countsCount && countedWord !== undefined,
    countsCount,
    ...(counts && MASS_COUNT_CUES.has(phrase) && dimensions === undefined ? { amount: true } : {}),
    unit: counts ? unit : undefined,
    counted: counts ? countedWord : undefined,
    soft,
    role,
    superlativeOf: superlativeOf !== undefined && focus.includes(superlativeOf) ? superlativeOf : undefined,
    superlative,
    dimensions,
    scientificName: scientific.size > 0,
    otherName: otherName.size > 0,
    ...(found?.kind === 'date' && [...cueWords].some(isDayWord) ? { asksDay: true } : {}),
    ...(found?.kind === 'date' && [...cueWords].some(isYearWord) ? { asksYear: true } : {}),
    cueWords: [...cueWords],
    ...(words.some(isAgoWord) || isAgoCue(phrase) ? { ago: true as const } : {}),
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
  const run: string[] = [];
  for (; i < words.length; i++) {
    const parts = matchWords(words[i]!);
    if (parts.length === 0 || parts.some(isFunctionWord) || parts.some((w) => /\p{Nd}/u.test(w))) break;
    run.push(parts[parts.length - 1]!);
  }
  // A word of the run right before an article takes it as its object: a verb, not the role ("who was the test pilot
  // flying the triple seven" asks for the pilot).
  if (run.length >= 2 && ARTICLES.has(words[i] ?? '')) run.pop();
  const last = run.at(-1);
  return last !== undefined && [...last].length >= 3 && !PERSON_NOUNS.has(last) ? last : undefined;
}

/** Nouns for someone that name no role (lang/<code>/words.ts `personNouns`): "the guy that overthrew him". */
const PERSON_NOUNS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.personNouns ?? []));

/** Every language's articles (lang/<code>/words.ts `nameCues.articles`). */
const ARTICLES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.nameCues.articles));
