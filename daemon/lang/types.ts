/**
 * What Hearth knows about one human language, outside the boundary's lexicon: the shape of
 * `daemon/lang/<code>/words.ts` and `daemon/lang/<code>/phrases.ts`. Plain data; the modules that use a table
 * fold it the way they fold text. Every field is required: a language that lacks a table says so with an
 * empty list AND an entry in ./gaps.ts (the coverage test, test/lang-coverage.test.ts, checks both).
 */

/** The languages the boundary knows (daemon/boundary/lang/), and so the ones Hearth answers in. */
export type LangCode = 'en' | 'ru' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl' | 'pt' | 'uk';

/** The answer kinds a question cue asks for (text/answer-type.ts). */
export interface AnswerCues {
  readonly date: readonly string[];
  readonly number: readonly string[];
  readonly person: readonly string[];
  readonly place: readonly string[];
}

/** Kinds of thing Wikipedia puts in brackets to tell same-named articles apart (kiwix/titles.ts). */
export type KindGroup =
  | 'film' | 'song' | 'album' | 'band' | 'novel' | 'series' | 'city' | 'river' | 'state' | 'country' | 'play'
  | 'game' | 'aircraft' | 'ship' | 'horse' | 'mythology';

import type { Dimension } from './units.js';

export interface LanguageWords {
  /**
   * Words that say nothing about *which* note the owner means (store/match.ts): articles, pronouns,
   * prepositions, question words, auxiliaries, and the verbs wrapped around a personal question ("where did I
   * *put*"). Words that are household nouns in another covered language are left out ("hat", "son").
   */
  readonly functionWords: readonly string[];
  /** Interrogatives: the words that split a question into its frame and its subject (kiwix/rewrite.ts). */
  readonly interrogatives: readonly string[];
  /** Interrogatives, auxiliaries, articles and request words that frame a question (kiwix/rewrite.ts). */
  readonly questionWords: readonly string[];
  /** Question cues per answer kind, lower-case, several words allowed ("how many", "в каком году"). */
  readonly answerCues: AnswerCues;
  /** Nouns articles use for what a measure cue asks ("how tall" -> height), keyed by the cue. */
  readonly measureHints: Readonly<Record<string, readonly string[]>>;
  /**
   * The dimensions a measure cue's answer is stated in, keyed by the cue ("how long" -> length or duration): a number
   * in a unit of one of them (lang/units.ts). Cues left out are not checked.
   */
  readonly measureUnits?: Readonly<Record<string, readonly Dimension[]>>;
  /**
   * Verbs of time that make a cue measured in a length or a duration ask the duration: "how long does a bobcat live"
   * is not answered by "a total length ... of up to 125 cm" (text/question-focus.ts). Optional.
   */
  readonly durationVerbs?: readonly string[];
  /**
   * Auxiliaries and fillers that are never a question's focus (text/answer-type.ts). An entry of two words or more
   * is a phrase that frames as a whole ("these days"); its words stay focus elsewhere ("how many days").
   */
  readonly frameWords: readonly string[];
  /**
   * Hedges and totals that frame a question ("roughly", "usually", "altogether"): frame words (never focus) that are
   * not searched either (kiwix/rewrite.ts), since no article writes them beside the fact: "roughly how many movies"
   * AND-searched "roughly" and fell back to it alone.
   */
  readonly hedges?: readonly string[];
  /**
   * Verb particles ("bring it out", "go back", "set up"): a phrasal verb means something its words do not, so
   * neither the verb nor its particle is a focus word an article would use (text/answer-type.ts).
   */
  readonly particles: readonly string[];
  /** Object pronouns that may stand between a verb and its particle ("bring it out", "set them up"). */
  readonly particleObjects: readonly string[];
  /**
   * Articles and possessives: the word after one is a noun, never the verb of a phrasal verb ("darwin's house down in
   * kent", "the way back"). A possessive "'s" is its own word "s" once split.
   */
  readonly nounOpeners?: readonly string[];
  /**
   * Nouns that name someone without a role ("who was the guy that overthrew romulus augustulus"): the question asks who,
   * and the article never writes "guy" (text/question-focus.ts roleAsked).
   */
  readonly personNouns?: readonly string[];
  /**
   * Words that open a sentence by pointing back at the one before it: demonstratives ("This is an optional ...
   * service", "Cette orbite est ..."). Such a sentence says nothing a listener can place alone, so the phraser speaks
   * the one before it first (phraser/rank.ts). Not personal pronouns: "He married ... in 1843" is about the subject
   * the question named.
   */
  readonly referringOpeners?: readonly string[];
  /**
   * Prepositions that place a thing against a part of another, and the determiners that follow them ("under the port
   * wing", "between the engines"): a where-question about a thing's parts ("where does it carry a spare engine") is
   * answered by such a phrase, not by a name (text/answer-type.ts `statesPosition`).
   */
  readonly positions?: { readonly prepositions: readonly string[]; readonly determiners: readonly string[] };
  /**
   * Phrasal verbs that say what one word of an article's says, by that word (text/question-focus.ts): "pass away" is
   * "died" ("Died: 8 September 2022 ... Balmoral Castle"), "put together" is "assembled". Each is said with or without
   * an object pronoun between. Only phrases with one meaning: not "set up" (a company is founded, a city settled:
   * "Settled by Romans: AD 47"), "take off", "come out".
   */
  readonly phrasalMeanings?: Readonly<Record<string, string>>;
  /**
   * Interrogatives that also open a clause before the question ("when the spanish took tenochtitlan, which emperor
   * did they capture"), and the auxiliaries that follow them when they ask ("when did", "where was"): an opener
   * followed by anything else is no cue while another one asks (text/question-cue.ts).
   */
  readonly clauseOpeners?: {
    readonly words: readonly string[];
    readonly askingNext: readonly string[];
    /**
     * Interrogatives that also join a clause to the noun before them ("someone who studies millipedes, what do you
     * call them"): after a word that is not a function word, and with another interrogative in the question, they
     * do not ask. A question opening with one asks by it ("who sang my heart will go on").
     */
    readonly relatives?: readonly string[];
  };
  /**
   * Superlatives ("biggest", "highest", "most", "самый"): the noun run after one names the class the answer is the
   * extreme of ("the highest mountain in germany"), which evidence that answers speaks of (text/question-focus.ts).
   */
  readonly superlatives?: readonly string[];
  /**
   * The words for "other" ("another", "autres", "другой"): before a which-question's noun they are its adjective ("what
   * other jet" asks for a jet), and never a focus word, since the answer names the other thing without calling it so
   * ("It forms the basis for component testing" for "what other kind of testing"). Optional.
   */
  readonly otherWords?: readonly string[];
  /**
   * Question tags that close a statement the speaker makes before asking ("raccoons are smart right how long ...",
   * "c'est grand hein combien ..."): before an interrogative, the words ahead of one are the speaker's, said their own
   * way, and count where the evidence uses them (text/question-focus.ts). Optional; only a language with
   * `interrogatives` can use it.
   */
  readonly tagWords?: readonly string[];
  /**
   * Negations that set a kind aside ("apollo 13 the real mission not the movie"): a kind word right after one is not
   * what the question names (lang/kinds.ts `kindsNamed`). Optional.
   */
  readonly negations?: readonly string[];
  /** Comparatives ("older", "bigger"): before a which-question's noun, its adjective ("which older format"). */
  readonly comparatives?: readonly string[];
  /**
   * Adjectives of size, age and kind that come before the noun a count asks for ("how many little fighters", "combien
   * de petits satellites"): the noun after them is what is counted, the unit its answer is stated in.
   */
  readonly nounAdjectives?: readonly string[];
  /**
   * The superlatives of an amount ("most", "least"): an article states them another way ("up to five eclipses a
   * year", "a maximum of"), so the answer need not say them beside their noun as it says "the largest lake".
   */
  readonly amountSuperlatives?: readonly string[];
  /**
   * Phrases that ask a living thing's scientific name ("scientific name", "nom scientifique"): an article states it in
   * its lead's bracket ("The lion (Panthera leo) is ...") without saying the phrase (text/answer-type.ts).
   */
  readonly scientificName?: readonly string[];
  /**
   * Phrases that ask another name of the subject ("another name for", "autre nom"): an article gives its other names
   * in the sentence that opens with its title ("Sterrekunde of astronomie is ...", text/answer-type.ts).
   */
  readonly otherName?: readonly string[];
  /**
   * Phrases that ask a measure in one dimension, and the words an article labels the answer with: where on the globe
   * ("what latitude", "à quelle longitude"; "Coordinates: 53° 23′ N, 2° 36′ W") in degrees, how hot ("hoe warm moet
   * jy die oond stel"; "Verhit jou oond tot 140°C") in degrees Celsius or Fahrenheit (text/question-focus.ts).
   */
  readonly dimensionCues?: readonly { readonly dimension: 'angle' | 'temperature'; readonly phrases: readonly string[]; readonly hints: readonly string[] }[];
  /** Interrogatives that take a noun ("which band", "quel pays"): the noun is what the answer is (text/answer-type.ts). */
  readonly whichWords: readonly string[];
  /** Count cues ("how many", "combien"): what they count is named, so they are not measures (text/answer-type.ts). */
  readonly countCues: readonly string[];
  /**
   * The count cues that count things and never a mass ("how many", "wie viele", "cuántos"; not "how much" or
   * "combien"): what they count is no unit, so a measure ("after around eight weeks") does not state the count, and
   * evidence never naming the things does not say how many (phraser/rank.ts). Optional.
   */
  readonly thingCountCues?: readonly string[];
  /**
   * Verbs whose doer is a company as often as a person ("who makes that glass", "who built it", "qui fabrique"): a
   * who-question with one is answered by an organisation's name too (phraser/rank.ts). So is the possessive
   * question word ("based on whose flight deck": "Honeywell International's"). Optional.
   */
  readonly agentVerbs?: readonly string[];
  /**
   * The seasons' names, in the forms a sentence dates by ("in autumn", "à l'automne", "осенью"): "what time of year do
   * they lay their eggs" is answered "the adults lay eggs in autumn" (text/answer-type.ts, a date is a year, a month
   * or a season). Not a word that is mostly something else (French "été" is also "been", English "fall"). Optional.
   */
  readonly seasons?: readonly string[];
  /**
   * The numbers two to twelve as words, in order: "en sept sols" asks about what an article writes "en 7 sols"
   * (text/focus-words.ts). One is left out: it is also an article or a pronoun ("un", "one").
   */
  readonly smallNumbers: readonly string[];
  /**
   * The ordinals first to twelfth, in order, each with its spellings (genders, cases): "die tweede les" names the
   * title "Les 2", "george the fourth" names "George IV" (kiwix/titles.ts, text/focus-words.ts). Optional.
   */
  readonly ordinals?: readonly (readonly string[])[];
  /** Numbers written as words, and one-of-a-unit phrases ("a year"), that hold a number (text/answer-type.ts). */
  readonly numberWords: readonly string[];
  /**
   * Words that state the same relation between a topic and a fact, grouped ("crowned", "coronation"); an entry
   * ending in '*' is a stem (text/relations.ts).
   */
  readonly relations: readonly (readonly string[])[];
  /**
   * The forms of the language's irregular verbs, one verb a line, whitespace between forms: "lead leads leading
   * led". The ending rule (text/focus-words.ts sameStem) joins "leading" to "lead" but never "led", so each line
   * is one more relation group (text/relations.ts): "which sultan was leading them" is stated "led by Sultan
   * Mehmed II". Forms that are as often another word ("found", "left") stay out; "saw" stays, the tool being rare
   * in articles. Optional.
   */
  readonly irregularVerbs?: string;
  /**
   * Pairs of opposite events, as words ('*' a stem): opened / closed, born / died, built / demolished. A sentence
   * saying the opposite of the event asked, and not the event, dates or places that other event ("fermés en
   * juillet 2003" does not say when the library opened; text/relations.ts `statesOpposite`). Optional.
   */
  readonly oppositeRelations?: readonly (readonly [readonly string[], readonly string[]])[];
  /** Kind words that name which article, not what about it ("movie", "песня"), never focus. */
  readonly kindNames: readonly string[];
  /** Kind words per group, matched against a title's bracketed qualifier (kiwix/titles.ts). */
  readonly kindWords: Readonly<Partial<Record<KindGroup, readonly string[]>>>;
  /** What tells an organisation's or a place's name from someone's (./name-kinds.ts). */
  readonly nameCues: NameCues;
  /** First-person words: a title holding one ("Love Me Tender") looks personal (kiwix/titles.ts). */
  readonly firstPerson: readonly string[];
  /**
   * Distinctive function words for the language detector (./detect.ts), compared lower-cased with accents
   * kept; words shared with another covered language are left out (they made "en qué hotel" score Dutch).
   */
  readonly detectWords: readonly string[];
  /** Letters that point at this language among those in the same script (./detect.ts); none is allowed. */
  readonly detectLetters?: RegExp;
  /**
   * Abbreviations usually followed by a capitalised word, lower-case without the dot, after which a sentence
   * does not end ("Dr. Smith", "г. Москва") (./sentences.ts).
   */
  readonly abbreviations: readonly string[];
  /**
   * Inflection endings of at most three letters, written naturally (folded where used): two words that share a
   * stem and differ only in endings from these lists are one word at grade `stem` (./same-word.ts: painted /
   * painting, parking / parked, Москва / Москвы). Derivational endings (-ung, -tion) are not inflections.
   * In Russian, also the case endings the store strips for a rough stem (store/match.ts).
   */
  readonly endings: readonly string[];
  /**
   * Letters with marks that the skills' frames in this language are written with, so the skills' fold keeps
   * them (lang/fold.ts `keep`); empty where the frames are written folded. Polish only today: "włącz", "że".
   */
  readonly frameLetters: readonly string[];
  /** Courtesy words the skills drop before matching ("please", "bitte"); they carry no intent. */
  readonly courtesy: readonly string[];
  /** How numbers, ranges and units are put into words for text-to-speech (tts/spoken-form.ts). */
  readonly speech: SpeechWords;
  /**
   * Words of skill requests that tell the language where the detector cannot ("timer", "minutos", "Wecker"):
   * the skills' reply language for a short command (skills/text.ts guessLang). Accents folded.
   */
  readonly skillHints: readonly string[];
  /** Numbers as a speech recogniser writes them out ("seven forty seven", "triple seven"): ./spoken-numbers.ts. */
  readonly spokenNumbers: SpokenNumberWords;
}

/**
 * Words around and inside a capitalised name that say it is not someone's (./name-kinds.ts). Lower-case; matched
 * folded. Heads are read from every language at once, prepositions and articles only in their own language.
 */
interface NameCues {
  /** Words of organisations' names ("airlines", "records", "university", "компания"). */
  readonly organisation: readonly string[];
  /** Words of places' names ("airport", "river", "street", "аэропорт"). */
  readonly place: readonly string[];
  /**
   * Nouns a which-question uses for a kind of organisation that are not words of its names ("which carrier", "which
   * maker"); the organisation heads ask for one too ("which airline").
   */
  readonly organisationNouns: readonly string[];
  /** Nouns for kinds of people ("astronomer", "sculpteur", "поэт*"): a which-question naming one asks for someone. */
  readonly someone: readonly string[];
  /** Prepositions after which a name is a place: where something is, comes from or goes ("in", "from", "near"). */
  readonly placeBefore: readonly string[];
  /** Articles that may stand between such a preposition and the name ("at the Cavern Club"). */
  readonly articles: readonly string[];
}

/**
 * Number words as a speech recogniser writes them, read back into digits (./spoken-numbers.ts): "seven forty seven"
 * is 747, "triple seven" 777, "семь восемь семь" 787. Lower-case. Lists may be empty where a language composes
 * its numbers into one word ("siebenundvierzig") or by hyphens the splitter keeps ("quarante-sept"): see gaps.ts.
 */
export interface SpokenNumberWords {
  /** Zero to nine, in order, each with its spellings ("zero", "oh"); a zero never starts a number. */
  readonly digits: readonly (readonly string[])[];
  /** Ten to nineteen, in order. */
  readonly teens: readonly string[];
  /** Twenty to ninety, in order. */
  readonly tens: readonly string[];
  /** The word for "hundred" after a digit ("seven hundred forty seven"). */
  readonly hundred: readonly string[];
  /** Words that repeat the digit after them: twice, three times ("double oh", "triple seven"). */
  readonly repeaters: readonly string[];
  /** Words allowed between a hundred and the rest ("seven hundred and forty seven"). */
  readonly joiners: readonly string[];
  /**
   * The decades said as words, twenties to nineties in order ("the eighties"): read as the twentieth century's
   * ("1980s"), as articles write them. Optional: a language whose speakers say decades in digits or with a noun
   * ("les années 80") has none.
   */
  readonly decades?: readonly string[];
}

/**
 * A unit's spoken name by the number's plural category (Intl.PluralRules: "one", "few", "many", "other"), or one
 * name for every number. `other` is the fallback and covers decimals ("2.5 kilometres", "2,5 километра").
 */
export type UnitName = string | { readonly one?: string; readonly few?: string; readonly many?: string; readonly other: string };

/**
 * What text-to-speech reads wrongly as written (espeak-ng, which Piper voices phonemize with, was checked in
 * each language: docs/voice.md, "Reading aloud"). Keys are matched case-sensitively, right after or before a
 * number only.
 */
export interface SpeechWords {
  /** Said between the two ends of a range: "12 August 1762 – 26 June 1830", "29–34 mm", "1939-1945". */
  readonly rangeWord: string;
  /** Abbreviations (without their dot) or signs before a number, said as words: "c." -> "about", "m." -> "married". */
  readonly beforeNumber: Readonly<Record<string, string>>;
  /** Unit symbols after a number, said as words: "km/h" -> "kilometres per hour". */
  readonly units: Readonly<Record<string, UnitName>>;
  /**
   * How a year from 1100 to 1999 is said where the synthesizer reads it as a plain number ("one thousand seven
   * hundred sixty-two"): `pair` ("{hi} {lo}": "17 62"), `oh` for 01-09 ("19 oh 5"), `hundred` for 00; `after`,
   * the words after which a four-digit number is a year ("in 1762", "since 1969"; a month name, a bracket or a
   * range dash count too). Absent where the plain reading is how the language says years (French, Russian ...).
   */
  readonly years?: { readonly pair: string; readonly oh: string; readonly hundred: string; readonly after: readonly string[] };
}

/** Hearth's own sentences: what it says in its own words, not from evidence. Read aloud: short, no markup. */
export interface LanguagePhrases {
  /** The phraser (phraser/phrases.ts). `{title}` is replaced by an article title. */
  readonly phraser: {
    readonly dontKnow: string;
    readonly closestMatch: string;
    readonly notSaid: string;
    readonly notSaidTitled: string;
    /** An unsure turn looked on this box only and found nothing (turn/reach.ts). */
    readonly dontKnowLocally: string;
  };
  /** The personal store (store/phrases.ts). */
  readonly store: {
    /** Leads a remembered note or fact: "You told me: the spare key is under the blue pot." */
    readonly toldMe: string;
    /**
     * A personal question with nothing stored about it. Where the notes skill listens for a "remember that"
     * frame in this language, the sentence names it; elsewhere it does not promise one (./gaps.ts).
     */
    readonly nothingYet: string;
    /** The store could not be read (disk trouble); said instead of guessing. */
    readonly cannotRead: string;
    /** A write the owner asked for did not reach the disk; nothing was saved. */
    readonly cannotSave: string;
  };
  /** The chain's last-resort reply to a personal question nothing local answered (turn/phrases.ts). */
  readonly chain: {
    readonly dontKnowPersonal: string;
  };
}

/** One language's tables. */
export interface Language {
  readonly code: LangCode;
  readonly words: LanguageWords;
  readonly phrases: LanguagePhrases;
}
