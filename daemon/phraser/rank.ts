/**
 * The extractive phraser's policy, pure: which evidence sentences answer the question, and in what order they are
 * said. The sentences and their scores against the question's words are ./candidates.ts's; what the question asks
 * of this evidence is ./reading.ts's; whether one sentence answers is ./answers.ts's. This module weighs each
 * sentence's fit, ranks them, picks the answer first (./choice.ts breaks near ties) and adds what adds to it.
 */
import type { Evidence } from '../turn/types.js';
import { countsNoun, holdsKind, introducesName, namesHolderOf, statesAskedMeasure, statesDay, statesPosition, statesScientificName } from '../text/answer-type.js';
import { focusCloseness, focusCoverage, rareFocusCoverage, saysFocusWord } from '../text/focus-words.js';
import { isFunctionWord } from '../lang/function-words.js';
import { sameWord } from '../lang/same-word.js';
import { isUnitWord } from '../lang/units.js';
import { related } from '../text/relations.js';
import { isNearDuplicate, SAME_SENTENCE_JACCARD } from '../lang/dedup.js';
import { candidatesOf, scoreCandidates, type Candidate } from './candidates.js';
import { answers } from './answers.js';
import { opensWithTitle, readQuestion, saysAll, type Fit } from './reading.js';
import { CHOICE_MARGIN, choiceScore, choiceVectors, weightsFit } from './choice.js';
import { definesAs, isYearOrDecade, VARIANT_SHARE } from './topic.js';
import { labelHas, labelSaysQuestion, rowValue } from '../text/infobox-rows.js';
import { withSpokenDigits } from '../lang/spoken-numbers.js';
import { detectLanguage } from '../lang/detect.js';
import { LANGUAGES, primaryLanguage } from '../lang/index.js';

/** A further sentence is only spoken if it scores at least this share of the best one, so it adds to the answer. */
const EXTRA_SENTENCE_MIN_SHARE = 0.5;
/** Upper bound for the spoken answer, characters: about 25 s of speech, the most a spoken reply should take. */
const MAX_ANSWER_CHARS = 400;

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

/**
 * Score multiplier for a sentence that holds what the question asks for (a date for "when", a number for
 * "how many"): enough to lift the answering sentence over the article's lead, which shares the topic words.
 */
const KIND_BONUS = 1.5;
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
/** Focus words a where-question needs before a position phrase may leave one of them unsaid (see placesPart). */
const MIN_FOCUS_FOR_ONE_UNSAID = 3;
/** Weight of the focus words said close together (text/focus-words.ts `focusCloseness`), on top of FOCUS_WEIGHT. */
const CLOSENESS_WEIGHT = 0.5;

/** Whether a sentence writes a year in the years or decades the question names; true when it names none. */
function inTimeNamed(sentence: string, questionWords: readonly string[]): boolean {
  // A year is itself; a decade ("1960s") is the years starting with its first three digits.
  const named = questionWords.filter(isYearOrDecade).map((w) => (w.endsWith('s') ? w.slice(0, 3) : w));
  if (named.length === 0) return true;
  return [...sentence.matchAll(/(?<!\p{Nd})(1\p{Nd}{3}|20\p{Nd}{2})(?!\p{Nd})/gu)].some((m) => named.some((n) => m[1]!.startsWith(n)));
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

  const reading = readQuestion(question, evidence, candidates);
  const { instant, reference, looseHits, asked, kind, otherLanguage, focus, needed, role, unsupported, asksFor, knownWords, subjectNamed, before, questionWords, subTopic, variants, counted, aboutAnother } = reading;
  const fits = new Map<Candidate, Fit>();
  const topScore = Math.max(0, ...candidates.map((c) => c.score));
  // The share of the focus words a sentence says, or of their weight by rarity when that is more: a sentence saying the
  // one focus word few sentences say ("sidestick") says more of what was asked than one saying those all of them say.
  const saidIn = focus.map((f) => candidates.filter((c) => c.words.some((w) => saysFocusWord(f, w))).length);
  const coverage = (words: readonly string[]): number => Math.max(focusCoverage(focus, words), rareFocusCoverage(focus, saidIn, candidates.length, words));
  // Not a duration: any step of a recipe states some minutes ("hoeveel minute moet die noedels kook" is not "Bak vir
  // 30 minute"); on bench/qa, counting durations too answered one more absent question.
  const unitMeasured = asked.unit !== undefined && asked.dimensions !== undefined && !asked.dimensions.includes('duration') && isUnitWord(asked.unit);
  const measureStated = new Set<Candidate>();
  // The share of the focus words a position phrase's sentence must say (see placesPart): all, or all but one of three
  // or more.
  const positionShare = focus.length >= MIN_FOCUS_FOR_ONE_UNSAID ? (focus.length - 1) / focus.length : 1;
  for (const c of candidates) {
    const names = { lang: evidence[c.evidenceIndex]?.lang, askedNoun: asked.asksFor, countsThings: asked.countsCount, namesInText: reading.namesInText, yearAsked: asked.asksYear === true };
    // A measure stated in its unit with a word for one holds the number asked: "Omtrent ‘n uur" ("about an hour").
    // A date is in a row's value: "Population (2020) • Metro: 6,385,162" does not say when the metro opened.
    const own = coverage(c.words);
    // A where-question whose focus words the sentence says, all or all but one of three or more, may ask where a
    // part is: "For transportation of spare engines, 747s can accommodate a ... fifth-pod engine under the port wing"
    // answers "if a jumbo needs to ferry a spare engine where does it carry it" without a name.
    // Not one naming a place: "under the command of chief test pilot John E. Cashman" is no position.
    const holdsName = holdsKind(kind === 'date' ? rowValue(c.sentence) : c.sentence, kind, knownWords, asked.counts || asked.measure, names);
    const placesPart = kind === 'place' && !holdsName && focus.length > 0 && own >= positionShare && statesPosition(c.words, names.lang);
    const holds =
      placesPart ||
      holdsName ||
      (kind === 'number' && asked.dimensions !== undefined && statesAskedMeasure(c.sentence, asked.dimensions, asked.ago === true)) ||
      (reading.companyMayAnswer && holdsKind(c.sentence, 'organisation', knownWords, false, names));
    // A count of a unit of measure ("de combien de degrés") is stated in that measure whatever its unit is written
    // as: "inclinées à 98°" says degrees as "90 et 180 degrés" does.
    if (unitMeasured && statesAskedMeasure(c.sentence, asked.dimensions!, asked.ago === true)) measureStated.add(c);
    // What a count counts may be said in another word of its relation group ("how many apps": "more than one million
    // applications available", text/relations.ts).
    const countedRelated = asked.countsThings && counted !== undefined && c.words.some((w) => related(counted, w));
    // A position phrase states the where asked as a measure's unit states the measure: it outranks a lead naming the
    // topic's nicknames ("The Boeing 747 is a ... cargo transport aircraft, often referred to by ... Jumbo Jet").
    const hinted = holds && (asked.hints.some((h) => c.words.some((w) => sameWord(h, w))) || measureStated.has(c) || countedRelated || placesPart);
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
    const context = before.get(c);
    const withContext = context === undefined ? 0 : CONTEXT_SHARE * coverage([...c.words, ...context]);
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
  // What the question names beyond the titles, but a year it dates by ("the head of the faa when they reviewed the
  // dreamliner in 2013"): the answer may not repeat it ("The head of the FAA, Michael Huerta, said ...").
  const named = subTopic.filter((t) => !reading.yearsNamed.includes(t));
  // A role the question names with what it is of ("the head of the faa", "the captain on the flight"): not the last
  // word of a run that is no role ("who is the mach number named after" reads "after").
  const roleAt = role === undefined ? -1 : questionWords.indexOf(role);
  const roleOfSomething = kind === 'person' && roleAt >= 0 && isFunctionWord(questionWords[roleAt + 1] ?? '');
  for (const c of candidates) {
    // "the 777-200ER first flew on ..." is about a variant, not the 777 the question asks about.
    if (reference && variants(c.sentence)) c.score *= VARIANT_SHARE;
    if (!reference || !fits.get(c)!.holds) continue;
    if (labelSaysQuestion(c.sentence, questionWords)) c.score *= KIND_BONUS;
    if (saysAll(named, c.words)) c.score *= SUB_TOPIC_BONUS;
    // "who was the head of the faa": "The head of the FAA, Michael Huerta, said ..." names who held the role.
    if (roleOfSomething && namesHolderOf(c.sentence, role!)) c.score *= KIND_BONUS;
    // "sur quel site": "Fiche Sven-Åke Johansson sur le site Discogs" names one; "Site personnel de ..." does not.
    if (kind === 'other' && asksFor !== undefined && introducesName(c.sentence, asksFor)) c.score *= KIND_BONUS;
  }
  // An infobox row labelled with the role a person question asks about ("Government • Mayor: Muriel Bowser (D)."
  // for "who is its mayor") is the statement of who holds it: it goes first, like a defining sentence, however
  // many question words the lead shares ("the capital" in "washington the capital not the state").
  if (reference && role !== undefined) {
    const best = Math.max(0, ...candidates.map((c) => c.score));
    for (const c of candidates) if (fits.get(c)!.holds && labelHas(c.sentence, role)) c.score = (best + c.score) * KIND_BONUS;
  }
  // "The Beatles were an English rock band" answers "... for which band": the article's subject is the
  // answer, so the sentence saying what it is goes first, however many question words the others share.
  const bestScored = Math.max(0, ...candidates.map((c) => c.score));
  for (const c of candidates) if (fits.get(c)!.defines) c.score = (bestScored + c.score) * KIND_BONUS;
  // "how many national parks": "The United States has 63 national parks" states the count; "Thirty states have
  // national parks" counts states, however many question words it shares.
  // Each lift goes above the best score while keeping its own: of "Slappap – 1 koppie meel, 3 koppies water." and
  // "Krummelpap – 3 koppies meel, 3 koppies water.", both lifted for counting "meel", the one saying "krummelpap"
  // still comes first (lifted to the best score itself, they tied and the first in the evidence was said).
  // A count of a unit of measure is stated by the measure however its unit is written ("98°" for "combien de degrés").
  const countedSaid = (c: Candidate): boolean => countsNoun(c.words, counted!) || measureStated.has(c);
  if (reference && counted !== undefined) for (const c of candidates) if (fits.get(c)!.holds && countedSaid(c)) c.score = (bestScored + c.score) * KIND_BONUS;

  // "what was the exact date of that": "2 March 1962" answers it, "Following a coup d'état in 1962" only its year. In
  // the years the question dates by, if it does ("back in the sixties"): "1 February 2021" is another coup's.
  if (reference && asked.asksDay === true && kind === 'date') {
    for (const c of candidates) if (fits.get(c)!.holds && statesDay(c.sentence) && inTimeNamed(c.sentence, questionWords)) c.score = (bestScored + c.score) * KIND_BONUS;
  }

  // Stable sort: equal scores keep evidence order.
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  // "blonde on blonde what year did bob dylan release it": when a sentence that answers names what the question
  // names beyond the titles, it answers before those about something else ("In 1975, he released Blood on the
  // Tracks"), whatever their scores. Its own words: the sentence after it is often about the next album. A sentence
  // defining the article's subject as what a which-question asks for keeps its place ("... for which band").
  const aboutSubTopic = (c: Candidate): boolean => fits.get(c)!.defines || saysAll(named, c.words);
  const bestMatch = (named.length > 0 ? ranked.find((c) => answers(c, fits.get(c)!, reading) && aboutSubTopic(c)) : undefined) ?? ranked.find((c) => answers(c, fits.get(c)!, reading));
  // Which of the sentences that answer goes first: the fitted tie-break of ./choice.ts, the rules' pick first on a tie.
  const answering = reference && bestMatch !== undefined ? [bestMatch, ...ranked.filter((c) => c !== bestMatch && answers(c, fits.get(c)!, reading))] : [];
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
    if (c === best || !answers(c, fits.get(c)!, reading) || c.score < bar) continue;
    if (length + 1 + c.sentence.length > MAX_ANSWER_CHARS) continue;
    if (chosen.some((x) => isNearDuplicate(new Set(x.words), new Set(c.words), SAME_SENTENCE_JACCARD))) continue;
    chosen.push(c);
    length += 1 + c.sentence.length;
  }
  // The answering sentence first, then what adds to it in evidence order.
  const [first, ...rest] = chosen;
  const said = [first!, ...rest.sort(byEvidenceOrder)];
  // Unless it opens by pointing back ("This is an optional, comprehensive life-cycle management service ..."): the
  // sentence before it says what it speaks of ("In 2006, Boeing launched the 787 GoldCare program."), so that one is
  // said first, and the others only as far as MAX_ANSWER_CHARS allows.
  const placing = placedBy(first!, candidates, evidence[first!.evidenceIndex]?.lang);
  if (placing === undefined) return { sentences: said.map((c) => c.sentence), matched: true };
  const kept = [placing, first!];
  let chars = placing.sentence.length + 1 + first!.sentence.length;
  for (const c of rest) {
    if (c === placing || chars + 1 + c.sentence.length > MAX_ANSWER_CHARS) continue;
    kept.push(c);
    chars += 1 + c.sentence.length;
  }
  return { sentences: kept.map((c) => c.sentence), matched: true };
}

/** Each language's words that open a sentence pointing back at the one before (lang/<code>/words.ts `referringOpeners`). */
const REFERRING_OPENERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(LANGUAGES.map((l) => [l.code, new Set(l.words.referringOpeners ?? [])]));
/** A sentence's first word, lower case. */
const FIRST_WORD_RE = /^[^\p{L}]*(\p{L}+)/u;

/**
 * The sentence just before `c` in its evidence line, when `c` opens with a word pointing back at it in its evidence's
 * language ("This", "Cette", "Это"); otherwise undefined. A line's first sentence has none to speak: the one its
 * source had before it (Evidence `before`) is read for its words only.
 */
function placedBy(c: Candidate, candidates: readonly Candidate[], lang: string | undefined): Candidate | undefined {
  const opener = FIRST_WORD_RE.exec(c.sentence)?.[1]?.toLowerCase();
  const openers = REFERRING_OPENERS.get(primaryLanguage(lang) ?? '');
  if (opener === undefined || openers === undefined || !openers.has(opener)) return undefined;
  const prev = candidates[candidates.indexOf(c) - 1];
  return prev !== undefined && prev.evidenceIndex === c.evidenceIndex && prev.sentenceIndex === c.sentenceIndex - 1 ? prev : undefined;
}
