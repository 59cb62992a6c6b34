/**
 * Finds the boundary's signals in one utterance by running every language's rules over it. Pure.
 *
 * No language gate: "what's my wife's birthday" and "когда день рождения моей жены" both run through the
 * English, Russian, German, Spanish, French, Ukrainian and Italian rules, and whichever rules match count.
 * A turn that mixes languages ("где мой passport") still finds its signals. The detected language is used in
 * one way: forms that are ordinary words in another language count or not by their `alsoIn` (types.ts, AlsoIn).
 * The words themselves are data: daemon/lang/<code>/boundary.ts, compiled once by lexicon.ts.
 */
import { expandContractions, normalizeText, RAW_WORD, stripQuoted, tokenize } from './normalize.js';
import type { LanguageRules } from './types.js';
import { anyOf, NONE, prime, test, type AnyOf } from './compiled.js';
import { LEXICONS } from './languages.js';
import { compileLexicon, countsIn } from './lexicon.js';
import { kindAskedBy } from '../lang/name-kinds.js';

/**
 * Genitive endings of a Russian noun (singular -а/-я/-ы/-и, plural -ов/-ев/-ей): the case of the one whose kin a bare
 * kin word names ("жену поэта", "сына капитанов"). Other cases give the kin to someone or do something with him
 * ("сына тренеру", "с тренером"), and the kin stays the owner's.
 */
const GENITIVE_ENDING_RE = /(?:а|я|ы|и|ов|ев|ей)$/u;

/** Whether a word after a bare kin word is a kind of person in the genitive: the kin is that person's. */
function kinOfSomeone(word: string, lang: string): boolean {
  return GENITIVE_ENDING_RE.test(word) && kindAskedBy(word, [lang]) === 'person';
}

/** Every language the boundary has rules for. Add a module here and to the fixture sets together. */
export const LANGUAGE_RULES: readonly LanguageRules[] = LEXICONS.map(compileLexicon);

/** The languages in LANGUAGE_RULES, for callers that want to know whether a language is covered. */
export const COVERED_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_RULES.map((r) => r.lang));

/** One matcher for a field over every language: the field's patterns of all languages joined (compiled.ts). */
function everyLanguage(pick: (rules: LanguageRules) => readonly RegExp[] | RegExp | undefined): AnyOf {
  const patterns = LANGUAGE_RULES.flatMap((rules) => {
    const p = pick(rules);
    return p === undefined ? [] : p instanceof RegExp ? [p] : [...p];
  });
  return patterns.length > 0 ? anyOf(patterns) : NONE;
}

/** One matcher per language for a field. */
function eachLanguage(pick: (rules: LanguageRules) => readonly RegExp[] | undefined): ReadonlyMap<string, AnyOf> {
  return new Map(LANGUAGE_RULES.map((rules) => {
    const p = pick(rules);
    return [rules.lang, p !== undefined && p.length > 0 ? anyOf(p) : NONE] as const;
  }));
}

/**
 * The rule fields whose only question is "does any language's pattern match the text", each joined into one
 * compiled pattern so the first turn does not compile hundreds of them (see compiled.ts for why and why the
 * answers are the same).
 */
const ANY = {
  memory: everyLanguage((r) => r.memory),
  ownPast: everyLanguage((r) => r.ownPast),
  availability: everyLanguage((r) => r.availability),
  household: everyLanguage((r) => r.household),
  genericFrames: everyLanguage((r) => r.genericFrames),
  titleFrames: everyLanguage((r) => r.titleFrames),
  generalWe: everyLanguage((r) => r.generalWe),
  strangerKin: everyLanguage((r) => r.strangerKin),
  ownAffairs: everyLanguage((r) => r.ownAffairs),
  ownDay: everyLanguage((r) => r.ownDay),
  notOwnDay: everyLanguage((r) => r.notOwnDay),
  personData: everyLanguage((r) => r.personData),
  givenNames: everyLanguage((r) => r.givenNames),
  kinNames: everyLanguage((r) => r.kinNames?.pattern),
};

/** Per-language joins: fields whose match counts only together with that language's other rules. */
const BY_LANG = {
  titleFrames: eachLanguage((r) => r.titleFrames),
  possessionPhrases: eachLanguage((r) => r.possessionPhrases),
  kinNames: eachLanguage((r) => (r.kinNames ? [r.kinNames.pattern] : undefined)),
  notFirstPerson: eachLanguage((r) => r.notFirstPerson),
};

function byLang(map: ReadonlyMap<string, AnyOf>, lang: string): AnyOf {
  return map.get(lang) ?? NONE;
}

/**
 * How many words after a possessive may stand between it and its noun: "my younger brother's",
 * "mi vuelo", "meiner kleinen Schwester". Three covers an adjective or two without reaching into the next
 * clause.
 */
const POSSESSIVE_WINDOW_WORDS = 3;

/**
 * If more than this share of the words after the first one start with a capital, the text is Title Case or
 * ALL CAPS and capitals say nothing about titles.
 */
const TITLE_CASE_SHARE = 0.6;

export interface Signals {
  memory: boolean;
  ownPast: boolean;
  availability: boolean;
  household: boolean;
  /** A first-person possessive owning a strong-domain noun ("my flight", "моей жены"). */
  possessedStrong: boolean;
  /** Any counted first-person possessive or possession phrase ("my router", "у меня"). */
  possessive: boolean;
  /** A possessive written capitalized inside the sentence ("who wrote My Fair Lady"): part of a title. */
  capitalizedPossessive: boolean;
  genericFrame: boolean;
  titleFrame: boolean;
  /** A weaker own-affairs phrase (see LanguageRules.ownAffairs). */
  ownAffairs: boolean;
  /** A lone capitalised first name next to personal data ("Anna's number"). */
  namedPerson: boolean;
  /** A kin word used without a possessive as the speaker's own ("дочку"). */
  bareKin: boolean;
  /** A first-person pronoun or verb form ("mine", "мне", "uns", "tengo"), not counting "tell me"-style requests. */
  firstPerson: boolean;
  /** A lone first name marked as owning the data next to it: "Sarah's party", "la fiesta de Sara". */
  namedPossessor: boolean;
  /** "today", "heute", "сегодня", "hoy" (see LanguageRules.ownDay), in a text that is not about the weather. */
  ownDay: boolean;
  /** "We" meaning people in general: "when did we land on the moon" (see LanguageRules.generalWe). */
  generalWe: boolean;
  /** A kin word owned by a genitive that is not a household first name: "karl marx's dad" (LanguageRules.strangerKin). */
  strangerKin: boolean;
  /**
   * Like `namedPerson`, but the name is in a given-names list ("Лене", "tom"), so it is a person and not a
   * German noun that happens to be capitalised ("Grippe", "Kind").
   */
  knownName: boolean;
}

/** How many words either side of a name may separate it from its data: "the number of Anna", "Annas neue Handynummer". */
const NAME_WINDOW_WORDS = 4;

const SENTENCE_END = /[.!?…]\s*$/u;

interface Capitals {
  /** Indices of words written with a leading capital that are not at the start of a sentence. */
  found: Set<number>;
  /** Those of `found` spelled like a name: a capital, then lower case ("Anna", not "WM" or "IKEA"). */
  nameLike: Set<number>;
  /** Share of the words after the first one that start with a capital. */
  share: number;
}

function midSentenceCapitals(raw: string): Capitals {
  const found = new Set<number>();
  const nameLike = new Set<number>();
  let index = 0;
  let capitals = 0;
  for (const match of raw.matchAll(RAW_WORD)) {
    const word = match[0];
    const first = word.charAt(0);
    const isCapital = first !== first.toLowerCase() && word !== 'I';
    const before = raw.slice(0, match.index);
    if (index > 0 && isCapital) {
      capitals += 1;
      if (!SENTENCE_END.test(before)) {
        found.add(index);
        if (/^\p{Lu}\p{Ll}+$/u.test(word)) nameLike.add(index);
      }
    }
    index += 1;
  }
  return { found, nameLike, share: index > 1 ? capitals / (index - 1) : 0 };
}

function isPossessive(rules: LanguageRules, word: string, lang: string | undefined): boolean {
  return rules.possessives.some((g) => countsIn(g.alsoIn, rules.lang, lang) && test(g.forms, word));
}

/** Every language's place prepositions, owner words and saint words (see types.ts); their union, as before. */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(LANGUAGE_RULES.flatMap((r) => [...r.placePrepositions]));
const OWNER_WORDS: ReadonlySet<string> = new Set(LANGUAGE_RULES.flatMap((r) => [...r.ownerWords]));
const SAINT_WORDS: ReadonlySet<string> = new Set(LANGUAGE_RULES.flatMap((r) => [...r.saintWords]));
const RULES_BY_LANG: ReadonlyMap<string, LanguageRules> = new Map(LANGUAGE_RULES.map((r) => [r.lang, r]));

/** True when some language calls this token a piece of personal data (so it is not part of a name). */
function isDataWord(word: string): boolean {
  return ANY.personData.test(word);
}

/**
 * Indices of capitalised words that stand alone, like a first name ("Anna", "Bella", "Ани"): a neighbour
 * that is also capitalised makes a full name or a title ("Taylor Swift", "Helene Fischer"), unless that
 * neighbour is itself a data word (German capitalises every noun: "Paul Fußballtraining").
 */
function loneNames(tokens: readonly string[], capitals: ReadonlySet<number>): number[] {
  const lone: number[] = [];
  for (const i of capitals) {
    if (isDataWord(tokens[i] ?? '')) continue;
    // "to Berlin" is a place, but "to Sarah's party" is a person.
    if (PLACE_PREPOSITIONS.has(tokens[i - 1] ?? '') && tokens[i + 1] !== 's') continue;
    const neighbours = [i - 1, i + 1].filter((j) => capitals.has(j) && !isDataWord(tokens[j] ?? ''));
    if (neighbours.length === 0) lone.push(i);
  }
  return lone;
}

/**
 * How far back the data may stand from a name that ends the question: Spanish, Russian and German put the
 * subject last ("¿es alérgico a los frutos secos Martín?", five words back).
 */
const END_NAME_WINDOW_WORDS = 8;

/** The words around a name, with the name itself replaced so the data pattern cannot match it. */
function nameWindow(tokens: readonly string[], i: number): string {
  const reach = i === tokens.length - 1 ? END_NAME_WINDOW_WORDS : NAME_WINDOW_WORDS;
  const before = tokens.slice(Math.max(0, i - reach), i);
  const after = tokens.slice(i + 1, i + 1 + NAME_WINDOW_WORDS);
  return [...before, 'qqnameqq', ...after].join(' ');
}

/**
 * True when the words before index `i` (after the first, ignoring split-off bits like the "s" of "what's")
 * are all written in lower case, and there is at least one of them.
 */
function lowerCaseBefore(tokens: readonly string[], capitalized: ReadonlySet<number>, i: number): boolean {
  const before = tokens.slice(1, i).map((w, k) => [w, k + 1] as const).filter(([w]) => w.length >= 3);
  return before.length > 0 && before.every(([, k]) => !capitalized.has(k));
}

/**
 * Indices of given names written without a capital (speech-to-text output is all lower case: "when's tom's
 * soccer practice", "какой размер обуви у маши"), or at the start of the text. Capitalised names inside the
 * sentence are left to `loneNames`. A name followed by a second word and then "'s" is a full name ("george
 * washington's birthday"), and a name after a place preposition or "san" is a place ("to sofia", "san
 * francisco").
 */
function spokenNames(tokens: readonly string[], capitalized: ReadonlySet<number>, lang: string | undefined): number[] {
  const found: number[] = [];
  tokens.forEach((word, i) => {
    if (capitalized.has(i) || capitalized.has(i + 1)) return;
    if (!ANY.givenNames.test(word)) return;
    const previous = tokens[i - 1] ?? '';
    if (SAINT_WORDS.has(previous)) return;
    const ownerHere = lang !== undefined && RULES_BY_LANG.get(lang)?.ownerPrepositions.has(previous) === true;
    if (PLACE_PREPOSITIONS.has(previous) && tokens[i + 1] !== 's' && !ownerHere) return;
    if (tokens[i + 1] !== 's' && tokens[i + 2] === 's') return;
    found.push(i);
  });
  return found;
}

/**
 * Indices of the tokens right after a title frame ("who sang | my girl", "plot of | my cousin vinny"): a
 * possessive there starts the title even in lower case, unless the noun it owns is itself followed by "'s"
 * ("who wrote my wife's favourite song" is about his wife).
 */
function titleStarts(normalized: string): Set<number> {
  const starts = new Set<number>();
  for (const rules of LANGUAGE_RULES) {
    // A language none of whose frames matches adds nothing; skipping it spares compiling its frames.
    if (!byLang(BY_LANG.titleFrames, rules.lang).test(normalized)) continue;
    for (const frame of rules.titleFrames) {
      for (const m of normalized.matchAll(globalCopy(frame, normalized))) {
        starts.add(tokenize(normalized.slice(0, m.index + m[0].length)).length);
      }
    }
  }
  return starts;
}

const globalCopies = new WeakMap<RegExp, RegExp>();

/** A global copy of `re`, made once and compiled for the width of `text` (for matchAll and replace). */
function globalCopy(re: RegExp, text: string): RegExp {
  let copy = globalCopies.get(re);
  if (copy === undefined) {
    copy = new RegExp(re.source, 'gu');
    globalCopies.set(re, copy);
  }
  prime(copy, text);
  return copy;
}

/**
 * Replaces every language's `notFirstPerson` phrases, one after another in rule order, with a placeholder.
 * A language none of whose phrases matches the text as it stands is skipped without compiling its phrases:
 * replacing them would change nothing.
 */
function replaceNotFirstPerson(normalized: string): string {
  let text = normalized;
  for (const rules of LANGUAGE_RULES) {
    if (!byLang(BY_LANG.notFirstPerson, rules.lang).test(text)) continue;
    for (const phrase of rules.notFirstPerson ?? []) text = text.replace(globalCopy(phrase, text), ' qqaddressqq ');
  }
  return text;
}

/** "US" written in capitals is the country, not "us". */
const COUNTRY_US = /(?<![\p{L}\p{N}])US(?![\p{L}\p{N}])/gu;
/** A capital "I" after a capitalised word that is not the first one is a numeral: "World War I", "when did Elizabeth I die". */
const ROMAN_I = /(?<=[\p{L}\p{N}][^\p{L}\p{N}]+\p{Lu}\p{L}*\s)I(?![\p{L}\p{N}'’])/gu;

/**
 * True when the text speaks in the first person ("I", "мне", "uns", "me", "tengo", "dejé") outside phrases
 * that only address Hearth ("tell me", "скажи мне", "sag mir", "me puedes decir"). `raw` has its quoted
 * titles stripped and its case kept.
 */
function hasFirstPerson(raw: string, capitalShare: number, lang: string | undefined): boolean {
  let prepared = raw.replace(COUNTRY_US, ' qqcountryqq ');
  if (capitalShare <= TITLE_CASE_SHARE) prepared = prepared.replace(ROMAN_I, ' qqnumeralqq ');
  const normalized = replaceNotFirstPerson(normalizeText(prepared));
  const tokens = tokenize(normalized);
  const written = prepared.normalize('NFC').match(RAW_WORD) ?? [];
  // Accented forms are checked on words written in lower case (or first), so "José" or "André" never count.
  const accented = written.filter((w, i) => i === 0 || w === w.toLowerCase()).map((w) => w.toLowerCase());
  return LANGUAGE_RULES.some((rules) => rules.firstPerson.some((group) => countsIn(group.alsoIn, rules.lang, lang)
    && (group.accented ? accented : tokens).some((w) => test(group.forms, w))));
}

/** Runs all language rules over `text`. `lang` is the detected language, if any. */
export function findSignals(text: string, lang: string | undefined): Signals {
  const raw = expandContractions(stripQuoted(text).normalize('NFKC'));
  const normalized = normalizeText(raw);
  const tokens = tokenize(normalized);
  const written = midSentenceCapitals(raw);
  // In Title Case or ALL CAPS text, capitals say nothing about titles ...
  const capitals = written.share > TITLE_CASE_SHARE ? new Set<number>() : written.found;
  // ... but names are still worth looking for unless every word is capitalised: German capitalises
  // every noun, so "was ist Annas Handynummer" has a high share of capitals and is not Title Case.
  const nameCapitals = written.share >= 1 ? new Set<number>() : written.found;

  const signals: Signals = {
    memory: false,
    ownPast: false,
    availability: false,
    household: false,
    possessedStrong: false,
    possessive: false,
    capitalizedPossessive: false,
    genericFrame: false,
    titleFrame: false,
    ownAffairs: false,
    namedPerson: false,
    bareKin: false,
    firstPerson: hasFirstPerson(raw, written.share, lang),
    ownDay: false,
    namedPossessor: false,
    generalWe: false,
    strangerKin: false,
    knownName: false,
  };
  const names = [
    ...loneNames(tokens, nameCapitals).filter((i) => written.nameLike.has(i)),
    ...spokenNames(tokens, written.found, lang),
  ];
  // In a title frame, a capitalised possessive after plain lower-case words starts the title even when the
  // title's own capitals push the share over TITLE_CASE_SHARE: "who directed My Neighbor Totoro".
  const titled = ANY.titleFrames.test(normalized);
  const titleStart = (i: number): boolean => capitals.has(i)
    || (titled && written.found.has(i) && lowerCaseBefore(tokens, written.found, i));
  const afterTitleFrame = titled ? titleStarts(normalized) : new Set<number>();

  signals.memory = ANY.memory.test(normalized);
  signals.ownPast = ANY.ownPast.test(normalized);
  signals.availability = ANY.availability.test(normalized);
  signals.household = ANY.household.test(normalized) || (lang === undefined
    ? ANY.kinNames.test(normalized)
    : LANGUAGE_RULES.some((r) => r.kinNames !== undefined && countsIn(r.kinNames.alsoIn, r.lang, lang) && byLang(BY_LANG.kinNames, r.lang).test(normalized)));
  signals.genericFrame = ANY.genericFrames.test(normalized);
  signals.titleFrame = titled;
  signals.generalWe = ANY.generalWe.test(normalized);
  signals.strangerKin = ANY.strangerKin.test(normalized);
  signals.ownAffairs = ANY.ownAffairs.test(normalized);
  signals.ownDay = ANY.ownDay.test(normalized);
  const weather = ANY.notOwnDay.test(normalized);
  // A name near data any language knows: the languages' personData patterns joined (the same as asking each).
  const near = names.filter((i) => ANY.personData.test(nameWindow(tokens, i)));
  signals.namedPerson = near.length > 0;
  signals.knownName = near.some((i) => ANY.givenNames.test(tokens[i] ?? ''));
  signals.namedPossessor = near.some((i) => tokens[i + 1] === 's' || OWNER_WORDS.has(tokens[i - 1] ?? '')
    || ((tokens[i] ?? '').endsWith('s') && isDataWord(tokens[i + 1] ?? '')));

  for (const rules of LANGUAGE_RULES) {

    tokens.forEach((word, i) => {
      if (!isPossessive(rules, word, lang)) return;
      if (titleStart(i)) {
        // "Mia's teacher", "la tutora de Mía": a first name that happens to spell a possessive.
        const next = tokens[i + 1];
        if (next === undefined || next === 's') return;
        signals.capitalizedPossessive = true;
        return;
      }
      const window = tokens.slice(i + 1, i + 1 + POSSESSIVE_WINDOW_WORDS);
      if (afterTitleFrame.has(i) && !window.includes('s')) {
        signals.capitalizedPossessive = true;
        return;
      }
      signals.possessive = true;
      if (window.some((w) => test(rules.strongNouns, w))) signals.possessedStrong = true;
    });

    const bareKin = rules.bareKin;
    if (bareKin) {
      // Not before a name ("жену Путина"), nor before a kind of person in the genitive, whose kin it is ("как звали жену
      // поэта налбия куекова": the poet's wife, said in lower case as speech is). Given to one, it stays his own: "отдать
      // сына тренеру" (dative) is his son.
      signals.bareKin ||= tokens.some((w, i) => test(bareKin, w) && !nameCapitals.has(i + 1) && !kinOfSomeone(tokens[i + 1] ?? '', rules.lang));
    }

    if (byLang(BY_LANG.possessionPhrases, rules.lang).test(normalized)) {
      signals.possessive = true;
      if (tokens.some((w) => test(rules.strongNouns, w))) signals.possessedStrong = true;
    }
  }
  if (weather) signals.ownDay = false;
  return signals;
}
