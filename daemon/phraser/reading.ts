/**
 * What a question asks, read against the evidence it is answered from: the phraser's per-turn facts (./rank.ts ranks
 * sentences with them, ./answers.ts decides with them which sentences answer). Pure: no I/O.
 *
 * The question's own reading (its kind, focus words, cue) is text/question-focus.ts's; here it meets the evidence:
 * which focus words the evidence uses at all, whether it is written in the question's language, whether it names
 * the work, role, class or things the question asks about, which names the question says beyond the titles, and the
 * sentence before and around each candidate. Every field is computed once per turn.
 */
import type { Evidence } from '../turn/types.js';
import { kindIsStrict, type AnswerKind } from '../text/answer-type.js';
import { phrasalMeaningWords, questionFocus, type QuestionFocus } from '../text/question-focus.js';
import { DISTINCT_DIMENSIONS } from './sentence-checks.js';
import { saysFocusWord } from '../text/focus-words.js';
import { matchWords } from '../lang/words.js';
import { sameWord } from '../lang/same-word.js';
import { lifeEvent, oppositesAsked, related, type AskedEvent } from '../text/relations.js';
import { isWork, kindMates, kindOf, kindsNamed, kindWords, worksInside } from '../lang/kinds.js';
import { normalizeWord, wordsMatch, wordsOf } from './words.js';
import type { Candidate } from './candidates.js';
import { aboutAnotherSubject, isYearOrDecade, namesInEvidence, namesOf, namesSaidWhole, namesSubjectOf, offTopicArticles, variantsNotAsked, writtenInAnotherLanguage } from './topic.js';
import { compoundParts } from '../lang/compounds.js';
import { wordsSoundingLike } from '../lang/sound-alike.js';
import { likelyLanguages } from '../lang/detect.js';
import { kindAskedBy } from '../lang/name-kinds.js';
import { LANGUAGES } from '../lang/index.js';
import { fold } from '../lang/fold.js';
import { isFunctionWord } from '../lang/function-words.js';
import { isCenturyWord } from '../lang/units.js';
import { isRomanNumber, ordinalValue } from '../lang/ordinals.js';
import { designationsInParts, type PartedDesignations } from './designations.js';
import { questionModels, writesModel } from '../text/models.js';

/**
 * Share of the candidate sentences above which a word they say is the language's glue, not a focus word. At 0.5
 * "first" went in the aviation articles (-2 answers on bench/qa); at 0.7 one absent question fewer was answered
 * and none lost.
 */
const COMMON_WORD_SHARE = 0.7;
/** Fewest sentences for that share to mean anything. */
const MIN_SENTENCES_FOR_COMMON = 6;
/** A word of letters and digits together: a model's designation ("4b" of "E-4B", "777x", "a380"). */
const DESIGNATION_RE = /^(?=.*\p{Nd})(?=.*\p{L})[\p{L}\p{Nd}]+$/u;
/** Sources whose text is reference material that may not hold the answer; the others are answers already. */
const REFERENCE_SOURCES: ReadonlySet<Evidence['source']> = new Set(['zim', 'web', 'page']);
/** A year as the question says it ("1980"). */
const YEAR_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})$/u;

/** Whether a question word is a year (`YEAR_RE`). */
export function isYear(word: string): boolean {
  return YEAR_RE.test(word);
}
/** Share of the question's focus words (two or more) the evidence must use somewhere to be about it at all. */
const MIN_SUPPORTED_SHARE = 0.5;

/**
 * Whether a sentence's words say every one of some names (none: false), at the phraser's same-word grade: a bare
 * shared prefix is not the name ("Blood on the Tracks" does not say "blonde").
 */
export function saysAll(words: readonly string[], sentenceWords: readonly string[]): boolean {
  return words.length > 0 && words.every((t) => sentenceWords.some((w) => wordsMatch(t, w)));
}

/** Words a sentence may say before its article's whole title and still open with it ("The Boeing 747 is"). */
const TITLE_OPENING_SLACK_WORDS = 2;

/** Whether a sentence opens with its article's whole title: the lead's defining sentence, as a rule. */
export function opensWithTitle(c: Candidate): boolean {
  const opening = c.words.slice(0, c.titleWords.length + TITLE_OPENING_SLACK_WORDS);
  return c.titleWords.length > 0 && c.titleWords.every((t) => opening.some((w) => wordsMatch(t, w)));
}

/** How one candidate sentence fits the question (rank.ts computes it). */
export interface Fit {
  /** Share of the focus words it says (or, at CONTEXT_SHARE, with the sentence before it). */
  focus: number;
  /** It holds what the question asks for (a date, a number, a name). */
  holds: boolean;
  /** It holds that and a word the measure asked for is stated with ("height", "km/h"). */
  hinted: boolean;
  /** It defines the article's subject as what a which-question asks for, or states the name asked. */
  defines: boolean;
}

/** Verb particles of every language (lang/<code>/words.ts `particles`): "off" of "kick off". */
const PARTICLES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.particles));
/** Object pronouns between a verb and its particle (`particleObjects`): "bring it out". */
const PARTICLE_OBJECTS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.particleObjects));

/** Verbs whose doer is a company as often as a person, every language's (lang/<code>/words.ts `agentVerbs`), folded. */
const AGENT_VERBS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => (l.words.agentVerbs ?? []).map((w) => fold(w))));

/** A capitalised word inside a sentence, after a lower-case word, a digit or a comma: a name. */
const INNER_NAME_RE = /[\p{Ll}\p{N},;:)]\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’-])/gu;

/** What the question asks of this evidence: see each field. */
export interface Reading {
  /** The search engine's direct answer, when the evidence has one: the answer by construction. */
  readonly instant: Candidate | undefined;
  /** Every source is reference text (an article, snippets, pages) that may not hold the answer. */
  readonly reference: boolean;
  /** Articles an OR search added that say too little of the question (topic.ts `offTopicArticles`), by evidence index. */
  readonly looseHits: ReadonlySet<number>;
  /** The question's reading (text/question-focus.ts) with its words folded as the candidates' are. */
  readonly asked: QuestionFocus;
  /** The kind of answer asked for. */
  readonly kind: AnswerKind;
  /** The evidence is written in another language than the question: focus words cannot be checked in it. */
  readonly otherLanguage: boolean;
  /** The focus words the evidence uses somewhere: each answering sentence must say its share of them. */
  readonly focus: readonly string[];
  /** The focus words that must be said (soft ones only where the evidence uses them). */
  readonly needed: readonly string[];
  /** The role a who-question asks who held ("the captain"), folded. */
  readonly role: string | undefined;
  /** Designations the question names that the evidence uses ("4b", "777x"). */
  readonly designations: readonly string[];
  /** A count of things the evidence never names ("how many rivets"): it does not say how many. */
  readonly countedMissing: boolean;
  /** The evidence does not speak to what the question asks (too few focus words, a missing work, role, class or number). */
  readonly unsupported: boolean;
  /**
   * The part of `unsupported` that is about something named, not about words: a work, a role, a number or a designation
   * the question names that the evidence never writes. A measure stated in its unit does not make up for it ("the
   * 747-400xqlr how many passengers" is not answered by the 747-400's seat counts). Not a superlative's class: the
   * measure's row names the class its own way ("Highest elevation (Tai Mo Shan)" for "hong kong's highest mountain").
   */
  readonly namedMissing: boolean;
  /** The unit a count asks in, when the evidence uses it ("combien de mètres"). */
  readonly unit: string | undefined;
  /** The noun a which-question asks for, unless a title says it. */
  readonly asksFor: string | undefined;
  /** Words the question and the titles already say: a who or where answer names something else. */
  readonly knownWords: readonly string[];
  /** Per evidence item: its title is what the question names (topic.ts `namesSubjectOf`). */
  readonly subjectNamed: readonly boolean[];
  /** Each candidate's context: the words of the sentence before it. */
  readonly before: ReadonlyMap<Candidate, readonly string[]>;
  /** Names the question says whole beyond the titles, two words or more ("off the wall"). */
  readonly namedWhole: readonly (readonly string[])[];
  /** With such names, each candidate's words and those of the sentences beside it. */
  readonly around: ReadonlyMap<Candidate, readonly string[]>;
  /** The question's folded words. */
  readonly questionWords: readonly string[];
  /** Names the question says beyond the titles ("Operation Solomon", "queen"). */
  readonly subTopic: readonly string[];
  /** Numbers among them that are not years ("flight 370"). */
  readonly namedNumbers: readonly string[];
  /** Designations the question writes in parts ("787-3", "android 1.0") and the candidates that speak of them. */
  readonly parted: PartedDesignations;
  /** Whether a sentence is about a variant the question did not ask about ("the 777-200ER"). */
  readonly variants: (sentence: string) => boolean;
  /** The word a count counts, folded. */
  readonly counted: string | undefined;
  /** Evidence items too far off the question to answer from. */
  readonly offTopic: ReadonlySet<number>;
  /** Evidence items about another subject than the question names (topic.ts `aboutAnotherSubject`). */
  readonly aboutAnother: ReadonlySet<number>;
  /** Whether a candidate names its own article's subject. */
  readonly namesSubject: (c: Candidate) => boolean;
  /** A superlative asked and its noun, folded, when the answer must say them together. */
  readonly superlativeAsked: { word: string; noun: string; kinds: readonly string[] } | undefined;
  /** The measure asked is one only its own units state (a temperature, a position). */
  readonly distinctMeasure: boolean;
  /** Events the question asks whose opposites do not answer ("opened", not "closed"). */
  readonly eventsAsked: readonly AskedEvent[];
  /** A birth or a death a when- or where-question asks ("where was ernst mach born"). */
  readonly lifeAsked: 'birth' | 'death' | undefined;
  /**
   * Evidence in another language, a date or place asked of an event the question names (words it asks that no birth
   * or death is: "в каком году крис хемсворт женился на эльзе патаки" over the Adyghe article): a sentence stating a
   * birth or a death dates that life, not the event, though its words cannot be checked against the question's.
   */
  readonly otherEventAsked: boolean;
  /** Ordinals the question says and the word each numbers ("first", "chancellor" of "germany's very first chancellor"). */
  readonly ordinalsAsked: readonly { ordinal: string; of: string }[];
  /** Years the question dates by that are not focus words ("in 1980"), as written. */
  readonly yearsNamed: readonly string[];
  /** A who-question whose verb a company does as often as someone ("who makes that glass"): an organisation answers too. */
  readonly companyMayAnswer: boolean;
  /** Words the evidence writes capitalised inside a sentence, lower case (answer-type.ts NameContext `namesInText`). */
  readonly namesInText: ReadonlySet<string>;
}

/** Reads the question against the evidence and its candidate sentences (./candidates.ts), once per turn. */
export function readQuestion(question: string, evidence: readonly Evidence[], candidates: readonly Candidate[]): Reading {
  const instant = candidates.find((c) => c.source === 'instant');
  const reference = !instant && candidates.every((c) => REFERENCE_SOURCES.has(c.source));
  // What the question asks for, beside the topic: the sources' titles are the topic.
  // Articles an OR search added that say too little of the question are not its topic either: their titles
  // ("List of United States cities by population") must not hide what the question asks ("population").
  const looseHits = offTopicArticles(question, evidence, candidates);
  const titled = evidence.flatMap((e, i) => (e.title === undefined || looseHits.has(i) ? [] : [e.title]));
  // A title's word the question says in another spelling ("хамид беретарь" for "Бэрэтэрэ Хьамид") is the topic too.
  // So is a word that spells a title's words as one compound ("boontjieslaai" for "Boontjie slaai").
  const titleWordLists = [...new Set(titled)].map((t) => matchWords(t));
  const compounds = matchWords(question).filter((w) => titleWordLists.some((t) => compoundParts(t, w) !== undefined));
  const topicalTitles = [...titleWordLists.flat(), ...compounds, ...[...new Set(titled)].flatMap((t) => wordsSoundingLike(question, t))];
  const topic = [...new Set([...topicalTitles, ...kindMates(matchWords(question), topicalTitles), ...namesInEvidence(question, evidence)])];
  const found = questionFocus(question, topic);
  // The candidates' words are folded like normalizeWord does (accents off); fold the question's the same way.
  // A question word most of the evidence's sentences say is a function word of the evidence's language, not
  // what the question asks: Afrikaans "die" ("the") is the English verb, and "na wie is die hertzoggie
  // vernoem" found "die" in every recipe line.
  const everywhere = (f: string): boolean =>
    candidates.length >= MIN_SENTENCES_FOR_COMMON && candidates.filter((c) => c.words.some((w) => w === f)).length > COMMON_WORD_SHARE * candidates.length;
  // The noun a which-question asks by when it names the kind of answer ("quelle rivière", "which company"): the
  // answer is a name of that kind ("l'embouchure de la Mersey"), which may or may not say the noun ("Sha Tin
  // district"). It is soft: it counts where said and is not missed where not. Dropped from the focus outright,
  // bench/qa's 1,171 questions spoke one answer more and answered one absent question more ("which studio").
  // Soft, one answer more and none lost.
  const kindNoun = found.asksFor !== undefined && kindAskedBy(found.asksFor, likelyLanguages(question)) !== undefined ? normalizeWord(found.asksFor) : undefined;
  const focusWords = found.focus.map(normalizeWord).filter((f) => !everywhere(f));
  const asked = { ...found, focus: focusWords, soft: [...found.soft.map(normalizeWord), ...(kindNoun === undefined ? [] : [kindNoun])], hints: [...found.hints, ...worksInside(matchWords(question), evidence.flatMap((e) => (e.title === undefined ? [] : [e.title])))].map(normalizeWord), asksFor: found.asksFor && normalizeWord(found.asksFor) };
  const { kind } = asked;
  // Focus words the evidence never uses cannot be checked sentence by sentence (a synonym, "crowned" for
  // "coronation"); the others must be spoken to. When the evidence uses none of them, it does not say.
  // The sentences before evidence lines (Evidence `before`) are part of what the evidence says.
  const allWords = [...candidates.flatMap((c) => c.words), ...evidence.flatMap((e) => (e.before === undefined ? [] : wordsOf(e.before)))];
  // Evidence in another language than the question (a Russian question, an Adyghe article) shares none of the
  // question's own words beyond the topic: focus words cannot be checked there. A date or a number is still
  // checkable; anything else would be a guess.
  const otherLanguage = writtenInAnotherLanguage(question, asked.focus, evidence, allWords);
  const used = otherLanguage && kindIsStrict(found.kind) ? [] : asked.focus.filter((f) => allWords.some((w) => saysFocusWord(f, w)));
  // A phrasal verb's particle is what was asked only where the evidence writes it after its verb ("plants give off
  // oxygen"): "kick off" is "launched", and "off" said elsewhere does not say it; nor is "around" of "ferried the
  // space shuttle around" (the word before it is no verb there). Each candidate's words are walked once.
  // With the word a phrasal verb says: "Died: 8 September 2022 ..., Balmoral Castle" is labelled with "pass away".
  const questionWords = [...wordsOf(question), ...phrasalMeaningWords(wordsOf(question))];
  const verbOf = (particle: string): string | undefined => {
    const at = questionWords.indexOf(particle);
    const before = questionWords[at - 1];
    return before !== undefined && PARTICLE_OBJECTS.has(before) ? questionWords[at - 2] : before;
  };
  const writesAfter = (verb: string, particle: string): boolean =>
    candidates.some((c) => c.words.some((w, i) => (w === particle && (sameWord(verb, c.words[i - 1] ?? '') || sameWord(verb, c.words[i - 2] ?? '')))));
  const loneParticle = (f: string): boolean => {
    if (!PARTICLES.has(f) || !asked.soft.includes(f)) return false;
    const verb = verbOf(f);
    return verb === undefined || !writesAfter(verb, f);
  };
  const focus = used.filter((f) => !loneParticle(f));
  // Evidence that never uses most of what the question names ("ernst mach", "asiana flight 214") is about
  // something else, however well one sentence matches the rest; so is evidence that never writes a number the
  // question names ("the 787", "apollo 13").
  // Not a year or a decade the question dates by ("back in the seventies" is "1970s"): the article dates it its own way
  // ("The first list was published in 1977").
  // So is one in Roman numerals ("super bowl lv" over an article that names Super Bowl LVI only).
  const numberMissing = !otherLanguage && asked.focus.some((f) => (/\p{Nd}/u.test(f) || isRomanNumber(f)) && !isYearOrDecade(f) && !focus.includes(f));
  // So is evidence that never writes a model the question names by a designation ("when did the 777x make its first
  // flight" over "Boeing 777", whose article is older than the 777X; designations.ts), in the evidence or a title.
  const titledWords = new Set(titleWordLists.flat().map(normalizeWord));
  const written = new Set([...allWords, ...titledWords]);
  const models = questionModels(wordsOf(question));
  const designationMissing = !otherLanguage && models.some((d) => !writesModel(written, d));
  // A soft focus word (a phrasal verb) the evidence does not use is not missed: "bring it out" is "published".
  const needed = asked.focus.filter((f) => !asked.soft.includes(f) || focus.includes(f));
  // A work the question names ("the film mach 2") that the evidence never speaks of: it is about something else.
  const workMissing = [...kindsNamed(wordsOf(question))].some((g) => isWork(g) && !allWords.some((w) => kindWords(g).some((k) => sameWord(k, w))));
  // A role the question asks who held ("who was the captain on ...") that the evidence never names: it does not
  // say who held it, whoever else its sentences name.
  const role = found.role === undefined ? undefined : normalizeWord(found.role);
  const roleMissing = !otherLanguage && role !== undefined && !allWords.some((w) => saysFocusWord(role, w) || related(role, w));
  // The class a superlative asks about ("the highest mountain in germany") that the evidence never names: it does not
  // say which is the highest, whatever else is "highest" in it ("a highly developed country").
  const superlative = found.superlativeOf === undefined ? undefined : normalizeWord(found.superlativeOf);
  // A kind word the run names the class by counts when the evidence says its kind ("the heaviest airliner flying": the
  // evidence says "aircraft", never "flying").
  const kindSaid = (found.superlative?.kinds ?? []).some((k) => allWords.some((w) => kindOf(w) === kindOf(k)));
  const superlativeMissing = !otherLanguage && superlative !== undefined && asked.focus.includes(superlative) && !allWords.some((w) => saysFocusWord(superlative, w)) && !kindSaid;
  // Designations the question names that the evidence uses (letters and digits: "4b", "777x").
  // So are the models it names that a title's number hides from the focus ("the 777x" over "Boeing 777": the topic's
  // "777" says "777x" at the same-word grade), where the evidence writes them: "First flight: June 12, 1994." is the
  // 777's.
  const hiddenModels = models.filter((d) => writesModel(written, d) && !titledWords.has(d));
  const designations = [...new Set([...focus.filter((f) => DESIGNATION_RE.test(f)), ...hiddenModels])];
  // The things a count asks for ("how many rivets go into building a boeing 747") that the evidence never names: it
  // does not say how many, whatever else it counts.
  // The thing is named by its noun phrase: "how many member states" counts states, which the evidence may name
  // without "member" ("21 states parties"); a focus word right after the counted one is part of its name.
  const countedName = (counted: string): string[] => {
    const next = questionWords[questionWords.indexOf(counted) + 1];
    return next !== undefined && needed.includes(next) ? [counted, next] : [counted];
  };
  const countedMissing = !otherLanguage && asked.countsThings && asked.counted !== undefined && needed.includes(normalizeWord(asked.counted)) && !countedName(normalizeWord(asked.counted)).some((w) => focus.includes(w));
  const namedMissing = workMissing || roleMissing || numberMissing || designationMissing;
  const unsupported =
    namedMissing ||
    superlativeMissing || (needed.length > 0 && !(otherLanguage && kindIsStrict(kind)) && (focus.length === 0 || (needed.length >= 2 && focus.length / needed.length < MIN_SUPPORTED_SHARE)));
  const unit = asked.unit !== undefined && allWords.some((w) => sameWord(asked.unit!, w)) ? normalizeWord(asked.unit) : undefined;
  const titleWords = evidence.flatMap((e) => wordsOf(namesOf(e)));
  const asksFor = asked.asksFor !== undefined && !titleWords.some((t) => sameWord(t, asked.asksFor!)) ? asked.asksFor : undefined;
  // What the question and the titles already name: a who or where answer names something else.
  const knownWords = [...new Set([...matchWords(question), ...evidence.flatMap((e) => (e.title === undefined ? [] : matchWords(e.title)))])];
  // By its title only: the redirect a question found an article by ("Love Me Do" for "The Beatles") is what the
  // question names, not the subject the lead defines.
  const subjectNamed = evidence.map((e) => e.title !== undefined && namesSubjectOf(question, e.title));
  // The words of the sentence before each one, its context (see CONTEXT_SHARE): the one before it in its evidence
  // line, or for an evidence line's first sentence the one its source had before it (Evidence `before`).
  const before = new Map<Candidate, readonly string[]>();
  candidates.forEach((c, i) => {
    const prev = candidates[i - 1];
    if (prev !== undefined && prev.evidenceIndex === c.evidenceIndex && prev.sentenceIndex === c.sentenceIndex - 1) before.set(c, prev.words);
    const source = evidence[c.evidenceIndex]?.before;
    if (c.sentenceIndex === 0 && source !== undefined) before.set(c, wordsOf(source));
  });
  // Names the question says whole beyond the titles, as the evidence writes them ("off the wall", "love me do"):
  // two words or more not of a title (one title word and one more, "kfar kama adyghes", is the topic itself), and
  // not another name of the which a sentence opening with the title says ("The Boeing 747 is ... often
  // referred to by its original nickname, Jumbo Jet"), nor a century the question dates by ("die agtiende eeu": the
  // answer seldom repeats it, text/question-focus.ts measuresSaid).
  const centuryWords = new Set(questionWords.flatMap((w, i) => (isCenturyWord(w) ? [w, questionWords[i - 1] ?? w] : [])));
  const namesTopic = (g: readonly string[]): boolean => candidates.some((c) => opensWithTitle(c) && saysAll(g, c.words));
  const namedWhole = namesSaidWhole(question, evidence, titleWords).filter(
    (g) => g.filter((w) => !titleWords.some((t) => wordsMatch(t, w))).length >= 2 && !namesTopic(g) && !g.some((w) => centuryWords.has(w)),
  );
  // With such a name, the words around each sentence: its own, its context before and the one before that, the
  // sentence after it in its line. A passage names its subject once and goes on: "The passenger version, named
  // 747-8 Intercontinental ... . As a derivative of the 747-400, ... . The type's first test flight occurred on March
  // 20, 2011."
  const around = new Map<Candidate, readonly string[]>();
  if (namedWhole.length > 0) {
    candidates.forEach((c, i) => {
      const next = candidates[i + 1];
      const after = next !== undefined && next.evidenceIndex === c.evidenceIndex ? next.words : [];
      const prev = candidates[i - 1];
      const earlier = prev !== undefined && prev.evidenceIndex === c.evidenceIndex && before.has(prev) && before.get(c) === prev.words ? before.get(prev)! : [];
      around.set(c, [...c.words, ...(before.get(c) ?? []), ...earlier, ...after]);
    });
  }
  // Two signs of the sentence about what was asked, among several that hold the kind and the focus:
  // - an infobox row whose label is the question's own words ("First flight: February 9, 1969." for "the
  //   boeing 747 first flight when was it"; other sentences of the article give other models' first flights);
  // - a sentence naming what the question names beyond the article's title ("Operation Solomon" inside the
  //   Boeing 747 article, "Queen" for "the father of queen elizabeth").
  const subTopic = topic.map(normalizeWord).filter((t) => questionWords.includes(t) && !titleWords.some((w) => sameWord(w, t)) && [...t].length >= 3);
  // A number the question names beyond the titles ("malaysia airlines flight 370"), when the evidence writes it as
  // part of a name: like a designation, what the answering sentence (or the one before it) speaks of. "Sources
  // indicate that the airliner had 298 people on board" follows the sentence naming another flight.
  // Not a year: "avant l'attentat de 1993" dates what it asks about, and the answering sentence may not repeat it.
  const namedNumbers = subTopic.filter((t) => /^\p{Nd}+$/u.test(t) && !YEAR_RE.test(t));
  const titleNumbers = new Set(titleWordLists.flat().filter((w) => /^\p{Nd}+$/u.test(w)));
  const parted = designationsInParts(question, [...new Set(titled)], titleNumbers, candidates, evidence);
  const variants = variantsNotAsked(question);
  const counted = asked.counted === undefined ? undefined : normalizeWord(asked.counted);
  const offTopic = otherLanguage ? new Set<number>() : looseHits;
  // Evidence in another language than the question spells its names its own way ("ТIуапсэ" for "туапсе"): whether
  // it names the question's subject cannot be read from its title.
  const aboutAnother = otherLanguage ? new Set<number>() : aboutAnotherSubject(question, evidence, subTopic);
  // A sentence naming its article's subject ("Australia's population of nearly 26 million") is about that subject.
  const namesSubject = (c: Candidate): boolean => c.titleWords.some((t) => [...t].length >= 4 && c.words.some((w) => sameWord(t, w)));
  // A superlative and its noun ("biggest clam"): the answer says them together, not "the largest ... jet engine". Not
  // one of an amount: "the most solar eclipses in a year" is "up to five".
  const superlativeAsked = reference && !otherLanguage && found.superlative !== undefined && !found.superlative.amount
    ? { word: normalizeWord(found.superlative.word), noun: normalizeWord(found.superlative.noun), kinds: found.superlative.kinds } : undefined;
  const distinctMeasure = asked.dimensions !== undefined && asked.dimensions.every((d) => DISTINCT_DIMENSIONS.has(d));
  const eventsAsked = reference ? oppositesAsked(questionWords) : [];
  // Or a question word as written that no focus holds: French "né" folds to the negation "ne", a function word.
  const writtenLife = question.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== '' && !isFunctionWord(w));
  const lifeAsked = reference && !otherLanguage && (kind === 'date' || kind === 'place') ? [...asked.focus, ...writtenLife].map(lifeEvent).find((e) => e !== undefined) : undefined;
  const otherEventAsked = reference && otherLanguage && (kind === 'date' || kind === 'place') && needed.length > 0 && [...asked.focus, ...writtenLife].every((w) => lifeEvent(w) === undefined);
  // An ordinal and the word it numbers ("first" and "chancellor" of "germany's very first chancellor"). Not a verb
  // the ordinal dates ("when did the romans first set up london": "Settled by Romans: AD 47" is no post's row): a
  // phrasal verb is soft.
  const numbers = (w: string | undefined): w is string => w !== undefined && !isFunctionWord(w) && !asked.soft.includes(normalizeWord(w));
  const ordinalsAsked = reference
    ? questionWords.flatMap((w, i) => (ordinalValue(w) !== undefined && numbers(questionWords[i + 1]) ? [{ ordinal: w, of: questionWords[i + 1]! }] : []))
    : [];
  const yearsNamed = reference ? questionWords.filter((w) => YEAR_RE.test(w) && !focus.includes(w)) : [];
  const namesInText = new Set(candidates.flatMap((c) => [...c.sentence.matchAll(INNER_NAME_RE)].map((m) => m[1]!.toLowerCase())));
  const companyMayAnswer = kind === 'person' && questionWords.some((w) => AGENT_VERBS.has(w));
  return { parted, companyMayAnswer, namesInText, instant, reference, looseHits, asked, kind, otherLanguage, focus, needed, role, designations, countedMissing, unsupported, namedMissing, unit, asksFor, knownWords, subjectNamed, before, namedWhole, around, questionWords, subTopic, namedNumbers, variants, counted, offTopic, aboutAnother, namesSubject, superlativeAsked, distinctMeasure, eventsAsked, lifeAsked, otherEventAsked, ordinalsAsked, yearsNamed };
}
