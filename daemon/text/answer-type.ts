/**
 * Whether a sentence holds what a question asks for. Pure: no I/O.
 *
 * Lexical overlap finds the sentences about a question's topic; it does not find the one that answers. The
 * question's kind does, in any language (./question-focus.ts reads it): a sentence that holds no number cannot say
 * how tall something is, one that names no one new cannot say who did it, one without a year cannot say when.
 * Numbers, years and names are found by scripts, digits and case; the few words per language are in
 * lang/<code>/words.ts.
 */
import { matchWords } from '../lang/words.js';
import { mayAnswer, nameKind, type PreviousName } from '../lang/name-kinds.js';
import { isFunctionWord } from '../lang/function-words.js';
import { Grade, sameWord, wordGrade, type WordGrade } from '../lang/same-word.js';
import { fold } from '../lang/fold.js';
import { LANGUAGES, primaryLanguage } from '../lang/index.js';
import { isMonthName, isSeasonName } from '../lang/months.js';
import { isUnitWord, statesMeasure, type Dimension } from '../lang/units.js';
import { sameStem } from './focus-words.js';

export type AnswerKind = 'date' | 'number' | 'person' | 'organisation' | 'place' | 'other';

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

const DIGIT_RE = /\p{Nd}/u;
/**
 * Numbers written as words, which articles use for small counts and durations ("up to eight weeks", "about a
 * year"), and one-of-a-unit phrases ("a year", "a million"): lang/<code>/words.ts `numberWords`.
 */
const NUMBER_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.numberWords));
/** Number words a unit may follow ("eight weeks"): those, and every language's small numbers. */
const UNIT_NUMBER_WORDS: ReadonlySet<string> = new Set([...NUMBER_WORDS, ...LANGUAGES.flatMap((l) => l.words.smallNumbers)]);

/** Whether a lower-case word is a number written as a word, of any language ("eight", "twenty", "тринадцать"). */
export function isNumberWord(word: string): boolean {
  return UNIT_NUMBER_WORDS.has(word);
}

/**
 * Whether a sentence states the measure a question asks in one of its units ("346 km" for "how long is the thames").
 * A time in the past ("55 million years ago") states a duration only when the question asks one ("how long ago").
 */
export function statesAskedMeasure(sentence: string, dimensions: readonly Dimension[], agoAsked = false): boolean {
  return statesMeasure(sentence, dimensions, UNIT_NUMBER_WORDS, agoAsked) || (dimensions.includes('duration') && !dimensions.includes('age') && !agoAsked && (statesYearSpan(sentence) || SINCE_RE.test(sentence) || WHOLE_SPAN_RE.test(sentence)));
}

/** Every dimension but time's: an amount of a mass is stated in any unit but a duration or an age ("in an hour"). */
const AMOUNT_DIMENSIONS: readonly Dimension[] = ['length', 'speed', 'mass', 'area', 'volume', 'angle', 'temperature', 'money', 'loudness', 'power'];
/**
 * A share or a scale that states an amount without a unit: "21.7%", "nine percent", "about half of the year", "400-800
 * million tons". Each language's words for a percent, a fraction and a large number.
 */
const SHARE_OR_SCALE_RE =
  /%|(?<!\p{L})(?:percent|per cent|pour cent|prozent|por ciento|per cento|procent|persent|процент\p{L}*|half|halve|quarters?|thirds|moitié|quart|hälfte|mitad|metà|половин\p{L}*|четверт\p{L}*|millions?|billions?|trillions?|milliards?|millionen|milliarden|millones|milioni|miljoen|miljard|миллион\p{L}*|миллиард\p{L}*|тысяч\p{L}*)(?!\p{L})/iu;

/**
 * Whether a sentence states an amount of a mass ("how much fuel does it hold"): a number in a unit other than time's, a
 * share or a scale (SHARE_OR_SCALE_RE). "A twinjet design is more fuel-efficient than a trijet or four-engined
 * aircraft" counts engines, and "in the mid-2000s" is a time: neither says how much fuel.
 */
export function statesAmount(sentence: string): boolean {
  return SHARE_OR_SCALE_RE.test(sentence) || DATA_SIZE_RE.test(sentence) || statesMeasure(sentence, AMOUNT_DIMENSIONS, UNIT_NUMBER_WORDS);
}

/** A size of data: "at least 512 MB of RAM", "1.8 GB", "4 kilobytes". */
const DATA_SIZE_RE = /\p{Nd}\s?(?:[kmgtp]i?b|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|кб|мб|гб|тб|байт\p{L}*)(?!\p{L})/iu;

/**
 * A duration written without a number: a whole night, day or year ("Laat oornag in gin en witwyn lê.", "gardant
 * ainsi un angle constant ... toute l'année"). How long, as "8 hours" says it.
 */
const WHOLE_SPAN_RE = /(?<!\p{L})(?:overnight|all night|all day|all year(?: round)?|year-round|the whole (?:night|day|year)|oornag|heelnag|die hele (?:nag|dag|jaar)|toute l['’](?:année|annee)|toute la (?:nuit|journée|journee)|über nacht|die ganze (?:nacht|jahr)|das ganze jahr|всю ночь|весь год|круглый год)(?!\p{L})/iu;

/**
 * A span of years, the later one second: "From 2008 to 2013", "(1992–2002)", "de 1945 à 1958", "с 1992 по 2002". It
 * states how long something lasted as a figure in years does: "how long was he the spokesman for android". Not two
 * years joined by "and": "he won in 2008 and 2012" is two dates.
 */
const YEARS_FROM_TO_RE = /(?<![\p{Nd}.,])(1\p{Nd}{3}|20\p{Nd}{2})\s?(?:[–—-]|\s(?:to|until|à|au|bis|tot|al|по|до)\s)\s?(1\p{Nd}{3}|20\p{Nd}{2})(?![\p{Nd}])/gu;

/**
 * A time something has gone on since, a year or a named time a few words after "since" ("Lions have been kept in
 * menageries since the time of the Roman Empire", "depuis 1960"): how long, as a figure in years says it.
 */
const SINCE_RE = /(?<!\p{L})(?:[Ss]ince|[Dd]epuis|[Ss]eit|[Dd]esde|[Ss]edert|[Ss]inds)\s+(?:[\p{Ll}'’]+\s+){0,4}?(?:\p{Nd}{2,4}|\p{Lu}\p{Ll})/u;

function statesYearSpan(sentence: string): boolean {
  for (const m of sentence.matchAll(YEARS_FROM_TO_RE)) if (Number(m[2]) > Number(m[1])) return true;
  return false;
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
 * A year: 1000-2099 as written, or any number with an era after it ("476 AD", "44 BC", "988 г.") or "AD" before it
 * ("AD 431": English writes the era first for the common era), or followed by the word
 * "year" in Russian or Adyghe ("468 году", "468 гъэр", "1147-рэ илъэсым": Adyghe Wikipedia writes years so). A
 * bare three-digit number is not a year: "the first 747" would be a date.
 */
/**
 * A century dates as a year does: "began in the 16th century", "au XVIe siècle", "im 16. Jahrhundert", "в XVI веке",
 * "en el siglo XVI".
 */
const CENTURY_RE = /(?<![\p{L}\p{N}])(?:\p{Nd}{1,2}(?:st|nd|rd|th)[\s-]centur(?:y|ies)|[IVX]{1,5}(?:e|ème)\s+si[èe]cle|\p{Nd}{1,2}\.\s?Jahrhundert|[IVX]{1,5}\s+век|siglo\s+[IVX]{1,5})(?![\p{L}\p{N}])/iu;
const YEAR_RE = /(?<![\p{Nd}.,])(?:1\p{Nd}{3}|20\p{Nd}{2})(?![\p{Nd}]|[.,]\p{Nd})|\p{Nd}{1,4}\s?(?:BC|AD|BCE|CE|г\.|н\.\s?э\.|v\.\s?Chr\.|a\.\s?C\.|av\.\s?J\.-C\.)|\p{Nd}{1,4}(?:-рэ)?\s(?:год|гъэ|илъэс)|(?<!\p{L})A\.?D\.?\s\p{Nd}{1,4}(?!\p{Nd})/u;
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
  /**
   * The question counts things ("how many eggs does an emu lay", "how many people were on it"; QuestionFocus
   * `countsCount`): a number with a unit after it is a measure, not the count ("The eggs hatch after around eight
   * weeks", "an 8 ft by 4 ft fairing panel").
   */
  readonly countsThings?: boolean | undefined;
  /**
   * Words (lower case) the evidence writes capitalised inside a sentence: such a word opening a sentence is a name
   * there too ("India currently hosts the largest tiger population", where "in India" is written elsewhere).
   */
  readonly namesInText?: ReadonlySet<string> | undefined;
  /** The question asks a year (QuestionFocus `asksYear`): a century does not state one. */
  readonly yearAsked?: boolean;
}

/**
 * Whether a sentence holds something of the kind the question asks for. 'other' always holds.
 *
 * `known` are words the question and the article titles already say (match words): the answer to "who" or
 * "where" is a name they do not say, and a month they say is no date ("la sonde Mars Global Surveyor"). "under the
 * command of chief test pilot John E. Cashman" names nobody new for "who was the co-pilot next to john cashman", and
 * a month ("on December 11") is not a person.
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
      // A month the question itself says is a name in it, not a date: the probe "Mars Global Surveyor" ("mars" is
      // March in French), "may" of "may day".
      // A season dates as a month does: "the adults lay eggs in autumn" for "what time of year do they lay eggs".
      // A century dates a when-question ("began in the 16th century"), not a what-year one.
      return YEAR_RE.test(sentence) || DECADE_RE.test(sentence) || (names.yearAsked !== true && CENTURY_RE.test(sentence)) || matchWords(sentence).some((w) => (isMonthName(w) || isSeasonName(w)) && !known.includes(w));
    case 'number': {
      const text = counts ? withoutNonCounts(sentence, known, names.countsThings === true) : sentence;
      return DIGIT_RE.test(text) || holdsNumberWord(text);
    }
    case 'person':
    case 'organisation':
    case 'place':
      return (NAME_RE.test(sentence) || INNER_CAPITAL_RE.test(sentence) || opensWithName(sentence, names.namesInText)) && (known.length === 0 || holdsNewName(sentence, known, kind, names));
    case 'other':
      return true;
  }
}

/** Each language's position prepositions and the determiners after them (lang/<code>/words.ts `positions`), folded. */
const POSITIONS: ReadonlyMap<string, { prepositions: ReadonlySet<string>; determiners: ReadonlySet<string> }> = new Map(
  LANGUAGES.flatMap((l) => (l.words.positions === undefined ? [] : [[l.code, { prepositions: new Set(l.words.positions.prepositions.map((w) => fold(w))), determiners: new Set(l.words.positions.determiners.map((w) => fold(w))) }] as const])),
);

/**
 * Whether a sentence's words (match words) place something against a part of another, in the sentence's language:
 * a position preposition and a determiner after it ("under the port wing", "entre les moteurs"). Such a phrase is
 * where a thing's part is, as a name is where something is in the world.
 */
export function statesPosition(words: readonly string[], lang: string | undefined): boolean {
  const table = POSITIONS.get(primaryLanguage(lang) ?? '');
  if (table === undefined) return false;
  return words.some((w, i) => table.prepositions.has(fold(w)) && table.determiners.has(fold(words[i + 1] ?? '')));
}

/**
 * Numbers that are not counts: a year standing alone, and a number written into a name or an ordinal ("Samos-2",
 * "A380", "20th"). "Samos-2 fut le premier satellite ... en 1961" does not say how many satellites.
 */
const TOKEN_RE = /[\p{L}\p{N}.,\u2212-]+/gu;
/**
 * A number with a minus sign or a hyphen before it counts nothing: a model's variant ("The −200 model followed in
 * 1971", "the -300") or a value below zero ("−24 °C").
 */
const SIGNED_RE = /^[\u2212-]\p{Nd}/u;
/** Words inside a range of numbers ("10 to 15 km", "between 5 and 8 weeks"). */
const RANGE_WORDS: ReadonlySet<string> = new Set(['to', 'and', 'or', 'à', 'et', 'tot', 'en', 'до', 'и']);
const STANDALONE_YEAR_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})[.,]?$/u;
/** Two years joined by a hyphen, a span of time ("Slave Dynasty of Egypt, 1260-1517,"): no count either. */
const YEAR_SPAN_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})-(?:1\p{Nd}{3}|20\p{Nd}{2})[.,]?$/u;
const LETTER_RE = /\p{L}/u;
/** An amount written with its magnitude ("US$8.5m", "$2bn", "40k"): a sum or a count, not a name like "A380". */
const MAGNITUDE_RE = /^\p{Nd}[\p{Nd}.,]*(?:k|m|mn|bn|b)[.,]?$/iu;
/** A day of the month as written in a date: "14", "4.", "22,". */
const DAY_RE = /^(?:[1-9]|[12]\p{Nd}|3[01])[.,]?$/u;
/** A number joined to its unit by a hyphen is a measure, not a name: "a 280-foot spire", "a 25-year lease". */
const MEASURE_ADJECTIVE_RE = /^\p{Nd}[\p{Nd}.,]*-\p{L}{3,}[.,]?$/u;
/**
 * A number with a case ending after a hyphen is that number, not a name: Adyghe "500-м ехъу" ("more than 500"),
 * "1857-рэ". A name puts its letters first ("Samos-2", "Ту-154").
 */
const CASE_ENDING_RE = /^\p{Nd}[\p{Nd}.,]*-\p{Ll}{1,3}[.,]?$/u;
/** A year with a case ending ("1382-рэ илъэсым"): a year still, no count. */
const CASE_ENDED_YEAR_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})-/u;
/**
 * The sentence without the numbers that are not counts (one pass over its tokens: linear in its length), nor
 * the numbers the question or the titles already say: "the 747" names the aircraft "how far back are the 747's
 * wings swept" asks about.
 */
function withoutNonCounts(sentence: string, known: readonly string[], measures: boolean): string {
  const named = new Set(known.filter((k) => DIGIT_RE.test(k)));
  const tokens = [...sentence.matchAll(TOKEN_RE)];
  const texts = tokens.map((m) => m[0]);
  // With `measures`, the numbers of a measure ("eight weeks", "two hundred years", "10 to 15 km"): a measure counts
  // no things. Each token is looked at once going forward and once more walking back from its unit.
  const measured = new Set<number>();
  if (measures) {
    const plain = (i: number): string => (tokens[i]?.[0] ?? '').replace(/[.,]$/u, '').toLowerCase();
    const isNumber = (t: string): boolean => DIGIT_RE.test(t) || NUMBER_WORDS.has(t);
    for (let i = 1; i < tokens.length; i++) {
      if (!isUnitWord(plain(i))) continue;
      for (let j = i - 1; j >= 0 && !measured.has(j) && (isNumber(plain(j)) || (RANGE_WORDS.has(plain(j)) && j < i - 1)); j--) measured.add(j);
    }
  }
  let out = '';
  let end = 0;
  tokens.forEach((m, i) => {
    const token = m[0];
    // The day of a date, beside its month ("14 май 1944", "May 14, 1944"): a birth date does not say how many children.
    const day = isDayOfMonth(texts, i);
    const drop = day || measured.has(i) || SIGNED_RE.test(token) || STANDALONE_YEAR_RE.test(token) || YEAR_SPAN_RE.test(token) || (LETTER_RE.test(token) && DIGIT_RE.test(token) && !MEASURE_ADJECTIVE_RE.test(token) && !MAGNITUDE_RE.test(token) && !(CASE_ENDING_RE.test(token) && !CASE_ENDED_YEAR_RE.test(token))) || named.has(token.replace(/[.,]$/u, ''));
    out += sentence.slice(end, m.index) + (drop ? ' ' : token);
    end = m.index + token.length;
  });
  return out + sentence.slice(end);
}

/** Whether token `i` is the day of a date, beside its month ("14 май 1944", "May 14, 1944"). */
function isDayOfMonth(tokens: readonly string[], i: number): boolean {
  const isMonth = (j: number): boolean => tokens[j] !== undefined && isMonthName(tokens[j]!.replace(/[.,]$/u, '').toLowerCase());
  return DAY_RE.test(tokens[i]!) && (isMonth(i - 1) || isMonth(i + 1));
}

/** Whether a sentence dates by the day: a day of the month beside its month ("2 March 1962", "March 2, 1962"). */
export function statesDay(sentence: string): boolean {
  const tokens = [...sentence.matchAll(TOKEN_RE)].map((m) => m[0]);
  return tokens.some((_, i) => isDayOfMonth(tokens, i));
}

/** A run of capitalised words ("Pat Nixon", "Asiana Airlines Flight 214"), numbers inside it allowed. */
const CAPITALISED_RUN_RE = /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\p{Nd}+))*/gu;
/** Only punctuation or quotes before it: the run starts the sentence. */
const SENTENCE_START_RE = /^[\s"“«'‘(]*$/u;

/** The first word of a sentence, when capitalised. */
const OPENING_CAPITAL_RE = /^[\s"“«'‘(]*(\p{Lu}\p{Ll}+)(?![\p{L}'’-])/u;

/** Whether a sentence opens with a word the evidence writes capitalised inside sentences too (NameContext `namesInText`). */
function opensWithName(sentence: string, namesInText: ReadonlySet<string> | undefined): boolean {
  const first = namesInText === undefined ? undefined : OPENING_CAPITAL_RE.exec(sentence)?.[1];
  return first !== undefined && namesInText!.has(first.toLowerCase()) && !isFunctionWord(first.toLowerCase());
}

/**
 * Whether a sentence names someone or somewhere not among the known words (see holdsKind): a run of
 * capitalised words with at least as many new words as known ones ("Priscilla Presley" for a question about
 * Elvis Presley; not "Asiana Airlines Flight 214" for "asiana flight 214"). Months and function words are not
 * names, and a sentence's first word alone is just its start.
 */
function holdsNewName(sentence: string, known: readonly string[], kind: 'person' | 'organisation' | 'place', { lang, askedNoun, namesInText }: NameContext): boolean {
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
    // "European settlers", "British colonies", "a Spanish overseas viceroyalty": a people's adjective before a noun
    // names no one.
    if (kind === 'person' && words.length === 1 && DEMONYM_RE.test(m[0]) && beforeNoun(sentence, m.index + m[0].length)) continue;
    if (SENTENCE_START_RE.test(sentence.slice(0, m.index)) && matchWords(m[0]).length === 1 && !namesInText?.has(m[0].toLowerCase())) continue;
    const fresh = words.filter((w) => !known.some((k) => sameWord(k, w))).length;
    if (fresh > 0 && fresh >= words.length - fresh) return true;
  }
  return false;
}

/**
 * Whether a sentence names something right after the noun a which-question asks with ("Fiche ... sur le site Discogs"
 * for "sur quel site", "the album Thriller" for "which album"): a capitalised name introduced by that noun, not
 * opening the sentence. The noun is compared at grade stem: "planned Tehran–New York route" names no plane.
 */
export function introducesName(sentence: string, noun: string): boolean {
  for (const m of sentence.matchAll(CAPITALISED_RUN_RE)) {
    if (SENTENCE_START_RE.test(sentence.slice(0, m.index))) continue;
    if (introducedBy(sentence, m.index, noun, Grade.stem)) return true;
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
function introducedBy(sentence: string, start: number, noun: string, grade?: WordGrade): boolean {
  const m = INTRODUCING_WORDS_RE.exec(sentence.slice(Math.max(0, start - INTRODUCING_CHARS), start));
  const same = (w: string): boolean => (grade === undefined ? sameWord(noun, w) : wordGrade(fold(noun), fold(w)) >= grade);
  return m !== null && [m[1], m[2]].some((w) => w !== undefined && same(w.toLowerCase()));
}

/**
 * An English adjective of a people or a place ("European", "British", "Japanese", "American"), capitalised; before a
 * noun (a lower-case word that is no function word: "Brian in 1990" stays a name).
 */
const DEMONYM_RE = /(?:^|\s)\p{Lu}\p{Ll}+(?:ean|ian|ish|ese|ican)$/u;

/** Whether the word after position `end` is a lower-case word that is no function word ("settlers", not "in"). */
function beforeNoun(sentence: string, end: number): boolean {
  const next = /^\s+(\p{Ll}+)/u.exec(sentence.slice(end, end + 40))?.[1];
  return next !== undefined && !isFunctionWord(next);
}

/** Characters looked back from a name for the role it holds: "the head of the FAA, " is 21. */
const ROLE_REACH_CHARS = 40;

/**
 * Whether a sentence names someone of two words or more a few words after the role a who-question asks about: "The
 * head of the FAA, Michael Huerta, said" names the head, as an infobox row labelled "Head" would.
 */
export function namesHolderOf(sentence: string, role: string): boolean {
  for (const m of sentence.matchAll(CAPITALISED_RUN_RE)) {
    if (matchWords(m[0]).length < 2) continue;
    const before = sentence.slice(Math.max(0, m.index - ROLE_REACH_CHARS), m.index);
    if (/[.;:!?]/u.test(before)) continue;
    if (matchWords(before).some((w) => sameStem(role, w))) return true;
  }
  return false;
}

/** Kinds whose presence is checkable by digits alone; for these a sentence without one cannot answer. */
export function kindIsStrict(kind: AnswerKind): boolean {
  return kind === 'date' || kind === 'number';
}
