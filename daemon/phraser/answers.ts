/**
 * Whether one evidence sentence answers the question, as ./reading.ts read it against the evidence: the phraser's
 * rules, in the order they apply. Pure: no I/O.
 */
import { statesAmount, statesAskedMeasure } from '../text/answer-type.js';
import { answersQuestion, saysTogether } from './sentence-checks.js';
import { saysFocusWord } from '../text/focus-words.js';
import { sameWord } from '../lang/same-word.js';
import { lifeEvent, statesOpposite } from '../text/relations.js';
import { isInfoboxRow, labelHas, labelSaysQuestion, rowLabelSays } from '../text/infobox-rows.js';
import type { Candidate } from './candidates.js';
import type { Dimension } from '../lang/units.js';
import { isYear, saysAll, type Fit, type Reading } from './reading.js';
import { isFunctionWord } from '../lang/function-words.js';
import { ordinalValue } from '../lang/ordinals.js';

/**
 * Fewest words of a name the question says beyond the titles for a sentence naming it and holding the date or place
 * asked to answer though the evidence never uses the question's other words. On bench/qa's 1,171 questions: 2 spoke
 * 3 more answers and answered no more absent questions; 1 also answered 3 more absent questions ("Presley").
 */
const MIN_NAMED_WORDS_BEYOND_FOCUS = 2;
/**
 * Focus words from which a sentence stating the measure asked must also say one beyond the measure's own words. With
 * two ("how many passengers can it carry") the other is mostly the verb, which articles leave out ("seats 242").
 */
const MIN_FOCUS_FOR_BEYOND_MEASURE = 3;

/**
 * Dimensions of a thing's size. A sentence naming the thing and stating one of these often states a part's ("a fan
 * blade diameter of 116 inches"), so it does not answer a number question by naming the thing alone. On bench/qa's
 * 1,171 questions and rounds 19-26, for every number question: 6 more answers spoken and 2 more absent questions
 * answered, both a part's size; without sizes, 5 more answers ("how long did they promise ..." not) and none.
 */
const SIZES: ReadonlySet<Dimension> = new Set(['length', 'area', 'volume', 'mass']);

/** Fewest letters of a name's initials that stand for it ("lm" for "lunar module"). */
const MIN_INITIALS = 2;

/** Whether words write a name by the initials of its words beside its glue ("lm" for "lunar module"). */
function saysInitials(name: readonly string[], words: readonly string[]): boolean {
  const initials = name.filter((w) => !isFunctionWord(w)).map((w) => [...w][0] ?? '').join('');
  return initials.length >= MIN_INITIALS && !/\p{Nd}/u.test(initials) && words.includes(initials);
}

/** A word of digits only. */
const BARE_NUMBER_RE = /^\p{Nd}+$/u;

/** Whether a candidate sentence answers the question, given its fit (rank.ts) and the turn's reading. */
export function answers(c: Candidate, fit: Fit, r: Reading): boolean {
  const { reference, asked, kind, focus, needed, designations, countedMissing, unsupported, namedMissing, unit, before, namedWhole, around, questionWords, subTopic, namedNumbers, parted, counted, offTopic, aboutAnother, namesSubject, superlativeAsked, distinctMeasure, eventsAsked, lifeAsked, otherEventAsked } = r;
  if (!reference) return c.hasContent;
  // A sentence that says nothing but the question's own words ("Met 'n ysterstaf regeer." for "wat beteken dit as
  // iemand met 'n ysterstaf regeer") repeats what was asked; an answer says something more. Its title's words may be
  // that more: "Город стоит на реке Москве." answers "на какую реку стоит город" over the article "Москва".
  if (c.words.every((w) => isFunctionWord(w) || questionWords.some((q) => sameWord(q, w)))) return false;
  // An article that says too little of what the question names (a Goethe quote with "wrote" for "who wrote
  // heartbreak hotel") came from a loose search hit, not from the question's topic.
  if (offTopic.has(c.evidenceIndex)) return false;
  // The opposite of the event asked, and not the event ("fermés en juillet 2003" for when it opened): its date and
  // place are the other event's, whatever else the sentence names.
  if (statesOpposite(eventsAsked, c.words)) return false;
  // A birth or a death asked is dated by a sentence stating it, or the one before it; a lead's bracket of years
  // states both (candidates.ts `livesIn`). "In 1965, Joe Sutter was transferred ..." does not say when he died; "The
  // Mach number is named after Austrian physicist ... Ernst Mach" does not say where he was born.
  if (lifeAsked !== undefined && !c.words.some((w) => lifeEvent(w) === lifeAsked) && !(before.get(c) ?? []).some((w) => lifeEvent(w) === lifeAsked)) return false;
  // Nor, in another language's evidence, the event a question names that is no birth or death (see otherEventAsked), by
  // a sentence dating one year only: the life's. One with more may date the event too ("... 1931-рэ илъэсым
  // Къэзэныкъуае къыщыхъугъ. 1958-рэ илъэсым МГУ-м ... къыухыгъ.", which the splitter leaves as one before a digit).
  if (otherEventAsked && c.words.some((w) => lifeEvent(w) !== undefined) && c.words.filter(isYear).length <= 1) return false;
  // Nor by an infobox row: its label names its fact in words the question's cannot be checked against ("Активныгъэ
  // период: 2002." is no wedding's year).
  if (otherEventAsked && isInfoboxRow(c.sentence)) return false;
  // An infobox row labelled with a post states the one holding it now: it does not answer for the one an ordinal
  // numbers ("who was germany's very first chancellor" is not "Chancellor: Olaf Scholz"), unless it says the ordinal
  // ("First flight: February 9, 1969"). Only a label the question writes after the ordinal as the row does: a
  // list's label ("Spouses") names them all, in order.
  if (r.ordinalsAsked.some((o) => labelHas(c.sentence, o.of, true) && !c.words.some((w) => ordinalValue(w) === ordinalValue(o.ordinal)))) return false;
  // Nor for the one holding it in a year the question names ("in 1990 who was the chancellor of germany"), unless it
  // says that year.
  if (r.role !== undefined && isInfoboxRow(c.sentence) && labelHas(c.sentence, r.role) && questionWords.some((w) => isYear(w) && !c.words.includes(w))) return false;
  // "how many people live in buenos aires" over the article "Argentina": its infobox rows are Argentina's
  // ("Population: 47,327,407"), and so is a sentence naming Argentina and none of the question's focus words
  // ("Australia's population of nearly 26 million" for "what's the population of canberra"), not a fact about
  // what the question names. One that says a focus word may be about a part of the subject ("Le pont
  // transbordeur de Warrington ... construit en 1916" for "le pont transbordeur sur la mersey"): it stays.
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
  if (asked.dimensions !== undefined && !statesAskedMeasure(c.sentence, asked.dimensions, asked.ago === true)) return false;
  // An amount of a mass is stated with a unit, a share or a scale (answer-type.ts statesAmount): of the 56 such
  // questions bench/qa's rounds 1-47 answered, every answer did; a figure with none counts something else.
  if (asked.amount === true && !statesAmount(c.sentence)) return false;
  // A count of a thing the evidence never names ("how many sheep" over "New Zealand") is not stated by a row a
  // generic count hint labels ("Population: 5,130,960"): only by one labelled with that thing.
  const unnamedCount = counted !== undefined && needed.includes(counted) && !focus.includes(counted);
  // A number the question names (see namedNumbers) is said by the sentence or the one before it, even by a measure.
  const saidNear = (d: string): boolean => c.words.some((w) => saysFocusWord(d, w)) || (before.get(c) ?? []).some((w) => saysFocusWord(d, w));
  // With three focus words or more, one of them beyond the measure's own words (its hints, the thing counted): "Its
  // variants seat 210 to 335 passengers" says only what any seat count says, not "the dreamliner's first paying trip
  // narita to hong kong how many passengers did it carry".
  const beyondMeasure = focus.filter((f) => f !== counted && !asked.hints.some((h) => sameWord(h, f)));
  const saysBeyondMeasure = focus.length < MIN_FOCUS_FOR_BEYOND_MEASURE || beyondMeasure.length === 0 || beyondMeasure.some((f) => saidNear(f));
  const hintSays = focus.length > 0 ? fit.focus > 0 && saysBeyondMeasure : needed.length === 0 || asked.measure || rowLabelSays(c.sentence, unnamedCount ? [counted] : asked.hints);
  if (!namedNumbers.every(saidNear)) return false;
  // So is a designation it writes in parts ("android 1.0": not "versions 3.4, 3.10 or 3.18 of the Linux kernel").
  const partedSaid = parted.asked && parted.states.has(c);
  if (parted.asked && !parted.near.has(c)) return false;
  // Nor by a sentence a generic count hint ("passenger") or the question's verb brings: see countedMissing.
  if (countedMissing) return false;
  // Nor when the evidence never writes a thing the question names (a model, a work, a number: see namedMissing): the
  // measures it states are another thing's ("the 747-400xqlr how many passengers" is not "up to 498 passengers").
  // The sentence is then held to the checks below like any other.
  const measureAnswers = !namedMissing;
  if (measureAnswers && fit.hinted && kind === 'number' && hintSays) return true;
  // A temperature or a position stated with a word the measure is labelled by ("Voorverhit jou oond 190°C" for "op
  // watter temperatuur bak ek hulle") answers without the question's verb: no other figure is written in °C or °′.
  if (measureAnswers && fit.hinted && distinctMeasure) return true;
  // So does one stating it when the question asks nothing beyond its topic: "die drie in een gebakte poeding op watter
  // temperatuur moet die oond wees" is answered by "... bak in oondpan vir ongeveer 45~50 minute ... by 180°C."
  if (measureAnswers && distinctMeasure && focus.length === 0 && needed.length === 0) return true;
  // Focus words the evidence never uses ("il s'est présenté aux élections") do not stop a sentence naming the
  // two-word name or more the question names beyond the titles and holding the date or place asked: "Roy Jenkins
  // représente le MP en 1981".
  const namesWhatWasNamed = (): boolean => subTopic.length >= MIN_NAMED_WORDS_BEYOND_FOCUS && saysAll(subTopic, c.words);
  // An infobox row labelled with the noun a which-question asks for states it ("Day: Monday and also Thrayodashi." for
  // "which day of the week is sacred to shiva"), whatever else the question says that the article does not.
  if (r.asksFor !== undefined && fit.holds && labelHas(c.sentence, r.asksFor)) return true;
  if (unsupported && !(fit.holds && (kind === 'date' || kind === 'place') && namesWhatWasNamed())) return false;
  // A model the question names by its designation ("the e-4b", "the 777x"), when the evidence speaks of it, is what
  // the answering sentence (or the one before it) names: "The schedule was so fast paced that the people who worked
  // on it were given the nickname ..." is about the 747 program, not the E-4B.
  const context = before.get(c) ?? [];
  // A name the question says whole ("who produced off the wall") is what the answer speaks of, in its sentence or
  // the ones beside it: "Bad was the first album to produce five ... singles" is about another album. The
  // sentence after counts: "... songs with members of the Band." is followed by "These recordings were released
  // as ... The Basement Tapes". On bench/qa's 1,047 questions: 5 more absent questions declined, none lost.
  // Or by its initials: "Manufacturer: CSM: North American Rockwell LM: Grumman." names the lunar module.
  const saysName = (g: readonly string[], words: readonly string[]): boolean => saysAll(g, words) || saysInitials(g, words);
  if (namedWhole.length > 0 && !fit.defines && !namedWhole.some((g) => saysName(g, around.get(c) ?? c.words))) return false;
  // A bare number does not name a model: "the 777-300" is no "777x".
  const namesModel = (d: string, w: string): boolean => saysFocusWord(d, w) && !BARE_NUMBER_RE.test(w);
  if (designations.some((d) => !c.words.some((w) => namesModel(d, w)) && !context.some((w) => namesModel(d, w)))) return false;
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
  // So does a sentence naming the designation the question writes in parts ("Boeing canceled the 787-3 in December
  // 2010" for "when did boeing scrap the short range 787-3").
  if (fit.holds && (kind === 'date' || kind === 'place') && (saysAll(subTopic, c.words) || partedSaid)) return true;
  // So does one naming it (two words or more) and holding the figure a count, a sum or a time asks: "In 1991, a
  // record-breaking 1,087 passengers were airlifted aboard a 747 to Israel as part of Operation Solomon" for "operation
  // solomon how many people did the 747 carry". Not a size: the one such a sentence states is often a part's ("The
  // Trent 900 engine ... used on the Airbus A380, has a fan blade diameter of 116 inches" for "how long is the airbus
  // a380").
  if (fit.holds && kind === 'number' && !(asked.dimensions ?? []).some((d) => SIZES.has(d)) && namesWhatWasNamed()) return true;
  // A count of a unit the evidence uses ("combien de mètres", "how many copies") is stated with that unit: a
  // sentence holding some other number ("deux rives", "five ... singles") counts something else.
  // A unit of measure ("combien de degrés") is checked by its dimension above, which reads its symbols too ("98°").
  if (unit !== undefined && asked.dimensions === undefined && !c.words.some((w) => saysFocusWord(unit, w) || asked.hints.some((h) => sameWord(h, w)))) return false;
  // A measure question with nothing to ask beyond its topic ("how tall does a giraffe get") is answered
  // by a sentence stating that measure, not by any sentence about the topic holding a number.
  if (asked.measure && focus.length === 0) return false;
  if (superlativeAsked !== undefined && !saysTogether(superlativeAsked.word, [superlativeAsked.noun, ...superlativeAsked.kinds], c.words)) return false;
  // A year the question dates by ("the asteroid theory ... in 1980") is one more thing the answer may say: said, it
  // counts with the focus words ("As originally proposed in 1980 by ... Luis Alvarez ... the impact of a massive
  // asteroid"); unsaid, it is not missed.
  const years = r.yearsNamed;
  const yearsSaid = years.filter((y) => c.words.includes(y)).length;
  const share = yearsSaid === 0 || focus.length === 0 ? fit.focus : Math.max(fit.focus, (fit.focus * focus.length + yearsSaid) / (focus.length + years.length));
  return answersQuestion(kind, focus, share, fit.holds, c.hasContent);
}
