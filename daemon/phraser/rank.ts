/**
 * The extractive phraser's policy, pure: which evidence sentences answer the question. The sentences and their
 * scores against the question's words are ./candidates.ts's; this module decides which of them answer, and in
 * what order they are said.
 */
import type { Evidence } from '../turn/types.js';
import { countsNoun, holdsKind, kindIsStrict, statesAskedMeasure, statesScientificName } from '../text/answer-type.js';
import { questionFocus } from '../text/question-focus.js';
import { answersQuestion, DISTINCT_DIMENSIONS, saysTogether } from './sentence-checks.js';
import { focusCloseness, focusCoverage, saysFocusWord } from '../text/focus-words.js';
import { matchWords } from '../lang/words.js';
import { sameWord } from '../lang/same-word.js';
import { lifeEvent, oppositesAsked, related, statesOpposite } from '../text/relations.js';
import { isWork, kindMates, kindsNamed, kindWords, worksInside } from '../lang/kinds.js';
import { isNearDuplicate, SAME_SENTENCE_JACCARD } from '../lang/dedup.js';
import { normalizeWord, wordsMatch, wordsOf } from './words.js';
import { candidatesOf, scoreCandidates, type Candidate } from './candidates.js';
import { CHOICE_MARGIN, choiceScore, choiceVectors, weightsFit } from './choice.js';
import { aboutAnotherSubject, definesAs, namesInEvidence, namesOf, namesSaidWhole, namesSubjectOf, offTopicArticles, VARIANT_SHARE, variantsNotAsked, writtenInAnotherLanguage } from './topic.js';
import { isInfoboxRow, labelHas, labelSaysQuestion, rowLabelSays } from '../text/infobox-rows.js';
import { withSpokenDigits } from '../lang/spoken-numbers.js';
import { compoundParts } from '../lang/compounds.js';
import { wordsSoundingLike } from '../lang/sound-alike.js';
import { detectLanguage, likelyLanguages } from '../lang/detect.js';
import { kindAskedBy } from '../lang/name-kinds.js';

/** A further sentence is only spoken if it scores at least this share of the best one, so it adds to the answer. */
const EXTRA_SENTENCE_MIN_SHARE = 0.5;
/** Upper bound for the spoken answer, characters: about 25 s of speech, the most a spoken reply should take. */
const MAX_ANSWER_CHARS = 400;
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

/** What the phraser says from the evidence: the sentences to speak, or that the source does not say. */
export interface ExtractiveChoice {
  /** Sentences to speak, answer first. Empty when the evidence has no sentence at all, or does not say. */
  sentences: string[];
  /** False when nothing in the evidence shares content with the question and the lead sentence was taken. */
  matched: boolean;
  /**
   * Set when reference evidence (an article, snippets, pages) was found but no sentence speaks to what the
   * question asks: the title of the best source, so the reply can say "the article on X doesn't say".
   */
  notSaid?: { title: string | undefined };
}

/**
 * A sentence the rules accept as answering, as ./choice.ts sees it: for `bench/qa/train-choice.mjs`, which fits the
 * tie-break on what `chooseSentences` hands its `observe` callback.
 */
export interface AnsweringSentence {
  readonly sentence: string;
  readonly vector: readonly number[];
  readonly rulesPick: boolean;
}

/** Sources whose text is reference material that may not hold the answer; the others are answers already. */
const REFERENCE_SOURCES: ReadonlySet<Evidence['source']> = new Set(['zim', 'web', 'page']);
/**
 * Score multiplier for a sentence that holds what the question asks for (a date for "when", a number for
 * "how many"): enough to lift the answering sentence over the article's lead, which shares the topic words.
 */
const KIND_BONUS = 1.5;
/** Share of the question's focus words (two or more) the evidence must use somewhere to be about it at all. */
const MIN_SUPPORTED_SHARE = 0.5;
/**
 * Score multiplier per share of the focus words a sentence says (1 + 4 x share). At 1, a sentence sharing many
 * topic words outscored the one saying more of what was asked ("heart attack ... occurs when" over "The most
 * common symptom is chest pain"); 2 changed nothing on bench/qa's 425 questions, 4 spoke 2 more answers and
 * answered no more absent ones, 8 and 16 the same as 4.
 */
const FOCUS_WEIGHT = 4;
/** Factor for a sentence naming what the question names beyond the titles ("Operation Solomon" in "Boeing 747"). */
const SUB_TOPIC_BONUS = 3;
/**
 * What a sentence's focus share keeps when it needs the sentence before it in the same evidence line to say the
 * focus words: "Il est bien conservé, mais n'est plus en usage depuis 1960." answers about the bridge the
 * sentence before it names. Less than saying them itself, so a sentence that does still comes first.
 */
const CONTEXT_SHARE = 0.75;
/** Weight of the focus words said close together (text/focus-words.ts `focusCloseness`), on top of FOCUS_WEIGHT. */
const CLOSENESS_WEIGHT = 0.5;

/**
 * Whether a sentence's words say every one of some names (none: false), at the phraser's same-word grade: a bare
 * shared prefix is not the name ("Blood on the Tracks" does not say "blonde").
 */
function saysAll(words: readonly string[], sentenceWords: readonly string[]): boolean {
  return words.length > 0 && words.every((t) => sentenceWords.some((w) => wordsMatch(t, w)));
}

/**
 * Fewest words of a name the question says beyond the titles for a sentence naming it and holding the date or place
 * asked to answer though the evidence never uses the question's other words. On bench/qa's 1,171 questions: 2 spoke
 * 3 more answers and answered no more absent questions; 1 also answered 3 more absent questions ("Presley").
 */
const MIN_NAMED_WORDS_BEYOND_FOCUS = 2;

/** Words a sentence may say before its article's whole title and still open with it ("The Boeing 747 is"). */
const TITLE_OPENING_SLACK_WORDS = 2;

/** Whether a sentence opens with its article's whole title: the lead's defining sentence, as a rule. */
function opensWithTitle(c: Candidate): boolean {
  const opening = c.words.slice(0, c.titleWords.length + TITLE_OPENING_SLACK_WORDS);
  return c.titleWords.length > 0 && c.titleWords.every((t) => opening.some((w) => wordsMatch(t, w)));
}

function byEvidenceOrder(a: Candidate, b: Candidate): number {
  return a.evidenceIndex - b.evidenceIndex || a.sentenceIndex - b.sentenceIndex;
}

/**
 * Picks at most `maxSentences` sentences that answer the question.
 *
 * - An instant answer (source 'instant', first in the evidence by the chain's order) is the answer by
 *   construction: a search engine's direct answer often shares no word with the question ("Paris", "42 km").
 *   Its first sentence is always taken first.
 * - Otherwise the sentences that answer are found by the rules below; of them, the fitted tie-break of ./choice.ts
 *   picks the one said first (the rules' own pick on a tie), then further sentences scoring at least half as well
 *   are added, while the answer stays short and does not repeat itself. `observe`, when given, is handed the
 *   answering sentences with their features (bench/qa/train-choice.mjs fits the tie-break on them).
 * - When no sentence shares any content word with the question, the lead sentence of the first (best) evidence
 *   is returned with `matched: false`, so the caller can say it is only the closest match. That reports what the
 *   top source says, which is allowed; an answer without evidence is not.
 */
export function chooseSentences(spoken: string, evidence: readonly Evidence[], maxSentences: number, observe?: (answering: readonly AnsweringSentence[]) => void): ExtractiveChoice {
  // A number said in parts ("the triple seven") is matched as the evidence writes it ("777"), as the zim stage searched it.
  const question = withSpokenDigits(spoken, detectLanguage(spoken));
  const candidates = candidatesOf(evidence, question);
  if (candidates.length === 0 || maxSentences < 1) return { sentences: [], matched: false };
  scoreCandidates(question, candidates);

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
  const focus = otherLanguage && kindIsStrict(found.kind) ? [] : asked.focus.filter((f) => allWords.some((w) => saysFocusWord(f, w)));
  // Evidence that never uses most of what the question names ("ernst mach", "asiana flight 214") is about
  // something else, however well one sentence matches the rest; so is evidence that never writes a number the
  // question names ("the 787", "apollo 13").
  const numberMissing = !otherLanguage && asked.focus.some((f) => /\p{Nd}/u.test(f) && !focus.includes(f));
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
  const superlativeMissing = !otherLanguage && superlative !== undefined && asked.focus.includes(superlative) && !allWords.some((w) => saysFocusWord(superlative, w));
  // Designations the question names that the evidence uses (letters and digits: "4b", "777x").
  const designations = focus.filter((f) => DESIGNATION_RE.test(f));
  // The things a count asks for ("how many rivets go into building a boeing 747") that the evidence never names: it
  // does not say how many, whatever else it counts.
  const countedMissing = !otherLanguage && asked.countsThings && asked.counted !== undefined && needed.includes(normalizeWord(asked.counted)) && !focus.includes(normalizeWord(asked.counted));
  const unsupported =
    workMissing ||
    roleMissing ||
    superlativeMissing ||
    numberMissing || (needed.length > 0 && !(otherLanguage && kindIsStrict(kind)) && (focus.length === 0 || (needed.length >= 2 && focus.length / needed.length < MIN_SUPPORTED_SHARE)));
  const unit = asked.unit !== undefined && allWords.some((w) => sameWord(asked.unit!, w)) ? normalizeWord(asked.unit) : undefined;
  const titleWords = evidence.flatMap((e) => wordsOf(namesOf(e)));
  const asksFor = asked.asksFor !== undefined && !titleWords.some((t) => sameWord(t, asked.asksFor!)) ? asked.asksFor : undefined;
  // What the question and the titles already name: a who or where answer names something else.
  const knownWords = [...new Set([...matchWords(question), ...evidence.flatMap((e) => (e.title === undefined ? [] : matchWords(e.title)))])];
  // By its title only: the redirect a question found an article by ("Love Me Do" for "The Beatles") is what the
  // question names, not the subject the lead defines.
  const subjectNamed = evidence.map((e) => e.title !== undefined && namesSubjectOf(question, e.title));
  const fits = new Map<Candidate, { focus: number; holds: boolean; hinted: boolean; defines: boolean }>();
  const topScore = Math.max(0, ...candidates.map((c) => c.score));
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
  // not another name of the topic, which a sentence opening with the title says ("The Boeing 747 is ... often
  // referred to by its original nickname, Jumbo Jet").
  const namesTopic = (g: readonly string[]): boolean => candidates.some((c) => opensWithTitle(c) && saysAll(g, c.words));
  const namedWhole = namesSaidWhole(question, evidence, titleWords).filter(
    (g) => g.filter((w) => !titleWords.some((t) => wordsMatch(t, w))).length >= 2 && !namesTopic(g),
  );
  // With such a name, the words around each sentence: its own, its context before, the sentence after it in its line.
  const around = new Map<Candidate, readonly string[]>();
  if (namedWhole.length > 0) {
    candidates.forEach((c, i) => {
      const next = candidates[i + 1];
      const after = next !== undefined && next.evidenceIndex === c.evidenceIndex ? next.words : [];
      around.set(c, [...c.words, ...(before.get(c) ?? []), ...after]);
    });
  }
  // "how many eggs": a count of things that are no unit is not stated by a measure ("after around eight weeks").
  const countsThings = asked.countsThings;
  for (const c of candidates) {
    const holds = holdsKind(c.sentence, kind, knownWords, asked.counts || asked.measure, { lang: evidence[c.evidenceIndex]?.lang, askedNoun: asked.asksFor, countsThings });
    const hinted = holds && asked.hints.some((h) => c.words.some((w) => sameWord(h, w)));
    // Not when the noun is the topic itself ("which noble gas" over the article "Noble gas" asks for a member).
    // Nor when the question names the article's subject: "which airline was the first customer for the 777" asks
    // for something else than what "The Boeing 777 is a family of ... airliners" defines.
    // A lead's bracketed binomial ("The lion (Panthera leo) is") states the scientific name asked, as a defining
    // sentence states what the subject is.
    // The sentence opening with the title of the article the question names gives its other names ("Sterrekunde of
    // astronomie is ..." for "wat is nog 'n ander naam vir sterrekunde").
    const givesOtherNames = asked.otherName && subjectNamed[c.evidenceIndex] === true && opensWithTitle(c);
    const defines =
      reference && ((asksFor !== undefined && !subjectNamed[c.evidenceIndex] && definesAs(c, asksFor)) || (asked.scientificName && statesScientificName(c.sentence)) || givesOtherNames);
    const own = focusCoverage(focus, c.words);
    const context = before.get(c);
    const withContext = context === undefined ? 0 : CONTEXT_SHARE * focusCoverage(focus, [...c.words, ...context]);
    const fit = { focus: Math.max(own, withContext), holds, hinted, defines };
    fits.set(c, fit);
    // A sentence stating the measure asked for may share no word with the question ("Height: 726.4 ft"):
    // it starts level with the best lexical match, then the bonuses apply.
    if (reference && hinted && fit.holds) c.score = Math.max(c.score, topScore);
    if (reference) c.score *= (1 + FOCUS_WEIGHT * fit.focus) * (fit.holds && kind !== 'other' ? KIND_BONUS : 1) * (hinted && fit.holds ? KIND_BONUS : 1);
    // Of sentences saying the same focus words, the one saying them together is the statement about them.
    if (reference && fit.holds) c.score *= 1 + CLOSENESS_WEIGHT * focusCloseness(focus, c.words);
    // A sentence that states the measure asked for ("Height: 726.4 ft") speaks to a question whose focus
    // is only the topic, even when it shares no word with it.
    if (reference && hinted && fit.holds) c.hasContent = true;
  }
  // Two signs of the sentence about what was asked, among several that hold the kind and the focus:
  // - an infobox row whose label is the question's own words ("First flight: February 9, 1969." for "the
  //   boeing 747 first flight when was it"; other sentences of the article give other models' first flights);
  // - a sentence naming what the question names beyond the article's title ("Operation Solomon" inside the
  //   Boeing 747 article, "Queen" for "the father of queen elizabeth").
  const questionWords = wordsOf(question);
  const subTopic = topic.map(normalizeWord).filter((t) => questionWords.includes(t) && !titleWords.some((w) => sameWord(w, t)) && [...t].length >= 3);
  // A number the question names beyond the titles ("malaysia airlines flight 370"), when the evidence writes it as
  // part of a name: like a designation, what the answering sentence (or the one before it) speaks of. "Sources
  // indicate that the airliner had 298 people on board" follows the sentence naming another flight.
  // Not a year: "avant l'attentat de 1993" dates what it asks about, and the answering sentence may not repeat it.
  const namedNumbers = subTopic.filter((t) => /^\p{Nd}+$/u.test(t) && !/^(?:1\p{Nd}{3}|20\p{Nd}{2})$/u.test(t));
  const variants = variantsNotAsked(question);
  const counted = asked.counted === undefined ? undefined : normalizeWord(asked.counted);
  for (const c of candidates) {
    // "the 777-200ER first flew on ..." is about a variant, not the 777 the question asks about.
    if (reference && variants(c.sentence)) c.score *= VARIANT_SHARE;
    if (!reference || !fits.get(c)!.holds) continue;
    if (labelSaysQuestion(c.sentence, questionWords)) c.score *= KIND_BONUS;
    if (saysAll(subTopic, c.words)) c.score *= SUB_TOPIC_BONUS;
  }
  // An infobox row labelled with the role a person question asks about ("Government • Mayor: Muriel Bowser (D)."
  // for "who is its mayor") is the statement of who holds it: it goes first, like a defining sentence, however
  // many question words the lead shares ("the capital" in "washington the capital not the state").
  if (reference && role !== undefined) {
    const best = Math.max(0, ...candidates.map((c) => c.score));
    for (const c of candidates) if (fits.get(c)!.holds && labelHas(c.sentence, role)) c.score = Math.max(c.score, best) * KIND_BONUS;
  }
  // "The Beatles were an English rock band" answers "... for which band": the article's subject is the
  // answer, so the sentence saying what it is goes first, however many question words the others share.
  const bestScored = Math.max(0, ...candidates.map((c) => c.score));
  for (const c of candidates) if (fits.get(c)!.defines) c.score = Math.max(c.score, bestScored) * KIND_BONUS;
  // "how many national parks": "The United States has 63 national parks" states the count; "Thirty states have
  // national parks" counts states, however many question words it shares.
  if (reference && counted !== undefined) for (const c of candidates) if (fits.get(c)!.holds && countsNoun(c.words, counted)) c.score = Math.max(c.score, bestScored) * KIND_BONUS;
  const offTopic = otherLanguage ? new Set<number>() : looseHits;
  // Evidence in another language than the question spells its names its own way ("ТIуапсэ" for "туапсе"): whether
  // it names the question's subject cannot be read from its title.
  const aboutAnother = otherLanguage ? new Set<number>() : aboutAnotherSubject(question, evidence, subTopic);
  // A sentence naming its article's subject ("Australia's population of nearly 26 million") is about that subject.
  const namesSubject = (c: Candidate): boolean => c.titleWords.some((t) => [...t].length >= 4 && c.words.some((w) => sameWord(t, w)));
  // A superlative and its noun ("biggest clam"): the answer says them together, not "the largest ... jet engine". Not
  // one of an amount: "the most solar eclipses in a year" is "up to five".
  const superlativeAsked = reference && !otherLanguage && found.superlative !== undefined && !found.superlative.amount
    ? { word: normalizeWord(found.superlative.word), noun: normalizeWord(found.superlative.noun) } : undefined;
  const distinctMeasure = asked.dimensions !== undefined && asked.dimensions.every((d) => DISTINCT_DIMENSIONS.has(d));
  const eventsAsked = reference ? oppositesAsked(questionWords) : [];
  const lifeAsked = reference && !otherLanguage && kind === 'date' ? asked.focus.map(lifeEvent).find((e) => e !== undefined) : undefined;
  const answers = (c: Candidate): boolean => {
    if (!reference) return c.hasContent;
    // An article that says too little of what the question names (a Goethe quote with "wrote" for "who wrote
    // heartbreak hotel") came from a loose search hit, not from the question's topic.
    if (offTopic.has(c.evidenceIndex)) return false;
    // The opposite of the event asked, and not the event ("fermés en juillet 2003" for when it opened): its date and
    // place are the other event's, whatever else the sentence names.
    if (statesOpposite(eventsAsked, c.words)) return false;
    // A birth or a death asked is dated by a sentence stating it, or the one before it; a lead's bracket of years
    // states both (candidates.ts `livesIn`). "In 1965, Joe Sutter was transferred ..." does not say when he died.
    if (lifeAsked !== undefined && !c.words.some((w) => lifeEvent(w) === lifeAsked) && !(before.get(c) ?? []).some((w) => lifeEvent(w) === lifeAsked)) return false;
    // "how many people live in buenos aires" over the article "Argentina": its infobox rows are Argentina's
    // ("Population: 47,327,407"), and so is a sentence naming Argentina and none of the question's focus words
    // ("Australia's population of nearly 26 million" for "what's the population of canberra"), not a fact about
    // what the question names. One that says a focus word may be about a part of the subject ("Le pont
    // transbordeur de Warrington ... construit en 1916" for "le pont transbordeur sur la mersey"): it stays.
    const fit = fits.get(c)!;
    if (aboutAnother.has(c.evidenceIndex) && (isInfoboxRow(c.sentence) || focus.length === 0 || (namesSubject(c) && fit.focus === 0)) && !subTopic.some((t) => c.words.some((w) => sameWord(t, w)))) return false;
    // A sentence stating the measure a "how fast / how many" question asks for answers it even when the
    // question's verb ("run", "hold") is not there: articles give "48 km/h", "a capacity of 53,394".
    // With no focus word left to say (the evidence never uses them), every sentence covers the focus: that is no
    // sign. A hint still is for a measure ("how fast" -> "48 km/h") and in an infobox row's label ("Population •
    // 2022 census: 47,327,407."), not for a count's guessed nouns in prose ("how many passengers were on pan am's
    // first jumbo flight to london" is not answered by London's population). On bench/qa's 799 questions, with
    // both exceptions: 3 more absent questions declined (round 12) and no English or French answer lost; without
    // them, 3 answers were lost ("how fast can an emu run").
    // A measure is stated in its unit: "a population of just under 9 million" does not say how long the Thames is.
    if (asked.dimensions !== undefined && !statesAskedMeasure(c.sentence, asked.dimensions)) return false;
    // A count of a thing the evidence never names ("how many sheep" over "New Zealand") is not stated by a row a
    // generic count hint labels ("Population: 5,130,960"): only by one labelled with that thing.
    const unnamedCount = counted !== undefined && needed.includes(counted) && !focus.includes(counted);
    const hintSays = focus.length > 0 ? fit.focus > 0 : needed.length === 0 || asked.measure || rowLabelSays(c.sentence, unnamedCount ? [counted] : asked.hints);
    // A number the question names (see namedNumbers) is said by the sentence or the one before it, even by a measure.
    const saidNear = (d: string): boolean => c.words.some((w) => saysFocusWord(d, w)) || (before.get(c) ?? []).some((w) => saysFocusWord(d, w));
    if (!namedNumbers.every(saidNear)) return false;
    // Nor by a sentence a generic count hint ("passenger") or the question's verb brings: see countedMissing.
    if (countedMissing) return false;
    if (fit.hinted && kind === 'number' && hintSays) return true;
    // A temperature or a position stated with a word the measure is labelled by ("Voorverhit jou oond 190°C" for "op
    // watter temperatuur bak ek hulle") answers without the question's verb: no other figure is written in °C or °′.
    if (fit.hinted && distinctMeasure) return true;
    // Focus words the evidence never uses ("il s'est présenté aux élections") do not stop a sentence naming the
    // two-word name or more the question names beyond the titles and holding the date or place asked: "Roy Jenkins
    // représente le MP en 1981".
    const namesWhatWasNamed = (): boolean => subTopic.length >= MIN_NAMED_WORDS_BEYOND_FOCUS && saysAll(subTopic, c.words);
    if (unsupported && !(fit.holds && (kind === 'date' || kind === 'place') && namesWhatWasNamed())) return false;
    // A model the question names by its designation ("the e-4b", "the 777x"), when the evidence speaks of it, is what
    // the answering sentence (or the one before it) names: "The schedule was so fast paced that the people who worked
    // on it were given the nickname ..." is about the 747 program, not the E-4B.
    const context = before.get(c) ?? [];
    // A name the question says whole ("who produced off the wall") is what the answer speaks of, in its sentence or
    // the ones beside it: "Bad was the first album to produce five ... singles" is about another album. The
    // sentence after counts: "... songs with members of the Band." is followed by "These recordings were released
    // as ... The Basement Tapes". On bench/qa's 1,047 questions: 5 more absent questions declined, none lost.
    if (namedWhole.length > 0 && !fit.defines && !namedWhole.some((g) => saysAll(g, around.get(c) ?? c.words))) return false;
    if (designations.some((d) => !c.words.some((w) => saysFocusWord(d, w)) && !context.some((w) => saysFocusWord(d, w)))) return false;
    if (fit.defines) return true;
    // An infobox row whose label the question says whole is the statement of what was asked ("Thesis: The Difference
    // Between ..." for "what was the title of karl marx's doctoral thesis"), whatever else the question says.
    if (fit.holds && labelSaysQuestion(c.sentence, questionWords)) return true;
    // A sentence naming what the question names beyond the titles ("Operation Solomon", "the ANA Dreamliner ...
    // Takamatsu") and holding the date or place asked answers in its own words: "October 2007, when the Airbus
    // A380 entered service" for "when did the superjumbo start carrying paying passengers". Not for a person or a
    // number: a name or a figure in a sentence about a song ("Heartbreak Hotel" was released by RCA Victor) is
    // seldom the one asked (on bench/qa's 485 questions all kinds spoke 10 more answers and answered 7 more
    // absent questions; dates and places 4 more and none).
    if (fit.holds && (kind === 'date' || kind === 'place') && saysAll(subTopic, c.words)) return true;
    // A count of a unit the evidence uses ("combien de mètres", "how many copies") is stated with that unit: a
    // sentence holding some other number ("deux rives", "five ... singles") counts something else.
    if (unit !== undefined && !c.words.some((w) => saysFocusWord(unit, w) || asked.hints.some((h) => sameWord(h, w)))) return false;
    // A measure question with nothing to ask beyond its topic ("how tall does a giraffe get") is answered
    // by a sentence stating that measure, not by any sentence about the topic holding a number.
    if (asked.measure && focus.length === 0) return false;
    if (superlativeAsked !== undefined && !saysTogether(superlativeAsked.word, superlativeAsked.noun, c.words)) return false;
    return answersQuestion(kind, focus, fit.focus, fit.holds, c.hasContent);
  };

  // Stable sort: equal scores keep evidence order.
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  // "blonde on blonde what year did bob dylan release it": when a sentence that answers names what the question
  // names beyond the titles, it answers before those about something else ("In 1975, he released Blood on the
  // Tracks"), whatever their scores. Its own words: the sentence after it is often about the next album. A sentence
  // defining the article's subject as what a which-question asks for keeps its place ("... for which band").
  const aboutSubTopic = (c: Candidate): boolean => fits.get(c)!.defines || saysAll(subTopic, c.words);
  const bestMatch = (subTopic.length > 0 ? ranked.find((c) => answers(c) && aboutSubTopic(c)) : undefined) ?? ranked.find(answers);
  // Which of the sentences that answer goes first: the fitted tie-break of ./choice.ts, the rules' pick first on a tie.
  const answering = reference && bestMatch !== undefined ? [bestMatch, ...ranked.filter((c) => c !== bestMatch && answers(c))] : [];
  let picked = bestMatch;
  if (answering.length > 1 && (observe !== undefined || weightsFit())) {
    const vectors = choiceVectors(question, answering, candidates, ranked, {
      fit: (c) => fits.get(c)!,
      rulesPick: bestMatch!,
      saysSubTopic: (c) => subTopic.length > 0 && saysAll(subTopic, c.words),
      labelSaysQuestion: (c) => labelSaysQuestion(c.sentence, questionWords),
      opensWithTitle,
      aboutAnotherSubject: (c) => aboutAnother.has(c.evidenceIndex),
      subjectNamed: (c) => subjectNamed[c.evidenceIndex] === true,
      focus,
      neededWords: needed.length,
      unsupported,
      hasSubTopic: subTopic.length > 0,
      otherLanguage,
      measure: asked.measure,
      counts: asked.counts,
      kind,
    });
    observe?.(answering.map((c, i) => ({ sentence: c.sentence, vector: vectors[i]!, rulesPick: c === bestMatch })));
    if (weightsFit()) {
      const scores = vectors.map((v) => choiceScore(v));
      // Only clearly better than the rules' pick (the first): on a near tie their pick stays.
      const at = scores.reduce((best, s, i) => (s > scores[best]! ? i : best), 0);
      if (scores[at]! - scores[0]! > CHOICE_MARGIN) picked = answering[at];
    }
  }
  const best = instant ?? picked;
  if (best === undefined) {
    // Reference text about the topic that never speaks to the question's focus: say so, do not read the lead.
    if (reference && candidates.some((c) => c.hasContent || fits.get(c)!.focus > 0 || needed.length > 0)) {
      // Named after the article the question names, else one it did not reach by a loose word ("The article on The
      // Beatles doesn't say", not "on Billboard (magazine)" that an OR search added before it).
      const titleWhere = (pick: (i: number) => boolean): string | undefined => evidence.find((e, i) => e.title !== undefined && pick(i))?.title;
      const title = titleWhere((i) => subjectNamed[i]!) ?? titleWhere((i) => !looseHits.has(i)) ?? titleWhere(() => true);
      return { sentences: [], matched: false, notSaid: { title } };
    }
    return { sentences: [(candidates[0] as Candidate).sentence], matched: false };
  }

  const chosen: Candidate[] = [best];
  let length = best.sentence.length;
  const bar = Math.max(best.score, bestMatch?.score ?? 0) * EXTRA_SENTENCE_MIN_SHARE;
  for (const c of ranked) {
    if (chosen.length >= maxSentences) break;
    if (c === best || !answers(c) || c.score < bar) continue;
    if (length + 1 + c.sentence.length > MAX_ANSWER_CHARS) continue;
    if (chosen.some((x) => isNearDuplicate(new Set(x.words), new Set(c.words), SAME_SENTENCE_JACCARD))) continue;
    chosen.push(c);
    length += 1 + c.sentence.length;
  }
  // The answering sentence first, then what adds to it in evidence order.
  const [first, ...rest] = chosen;
  return { sentences: [first!, ...rest.sort(byEvidenceOrder)].map((c) => c.sentence), matched: true };
}
