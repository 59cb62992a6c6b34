/**
 * What one language contributes to the boundary, as data: each language's file (daemon/lang/<code>/boundary.ts)
 * fills in a `BoundaryLexicon` with word lists and phrase lists, and daemon/boundary/lexicon.ts compiles them once
 * at start into the patterns signals.ts runs (`LanguageRules`). Nothing here is shared between languages, so
 * adding a language never changes how another one is classified. Every entry is written against the canonical
 * text from `normalizeText` (lower case, no Latin accents, ё → е, ß → ss, straight apostrophes).
 *
 * The notation (checked when the lexicon is compiled; an entry outside it stops the daemon at start):
 *  - A word list (`Words`) holds one word per entry, matched against one whole token. An entry may mark
 *    inflection: `?` makes the letter or group before it optional ("sons?", "neighbou?rs?"), `(?:a|b)` lists
 *    endings ("жен(?:а|ы|е)"), `[ab]` one of some letters ("hij[oa]s?"), `\p{L}*` (or `\p{L}{2,}`) any letters,
 *    for compounds ("\p{L}*termin": Zahnarzttermin), and `\S*` any ending ("klucz\S*"). No lookaround,
 *    anchor, backreference or `.`.
 *  - A phrase list (`Phrases`) holds phrases matched anywhere on word boundaries: words as above, spaces,
 *    `\S+` (any word), `(?:\S+ ){0,3}` (up to three words), `^`/`$` (start or end of the utterance) and
 *    lookarounds, for the few phrases that need a word not to come before or after. No capturing group.
 *  - A word that is an ordinary word in other languages goes in its own group with `alsoIn` (see `AlsoIn`):
 *    this is the one mechanism for cross-language collisions.
 * Every language's rules run on every turn; the detected language only decides whether homographs count.
 */

/** Word entries in the notation above, each matched against one whole token. */
export type Words = readonly string[];
/** Phrase entries in the notation above, matched anywhere on word boundaries. */
export type Phrases = readonly string[];
/** A word list whose every entry may carry one more ending: `{ words: NAMES, ending: "s?" }` ("toms party"). */
export type WordList = Words | { readonly words: Words; readonly ending: string };

/**
 * Where a group of forms is also an ordinary word: the group does not count when the detected language is one
 * of these; 'others' counts it only in text of its own language (or when none was detected). Absent: a
 * word of this language only. Italian "i" is "the" (English "i" has alsoIn ['it']); Portuguese "eu" is the EU in
 * English ('others').
 */
type AlsoIn = readonly string[] | 'others';

/** A group of single-token forms, with the languages where they are other words. */
export interface FormGroup {
  readonly words?: WordList;
  /** Forms made of any stem of at least `minStemLetters` letters and one of `endings`, except the words in `except`. */
  readonly endings?: { readonly endings: Words; readonly minStemLetters: number; readonly except?: Words };
  /** Match against lower-case tokens with accents kept, instead of the canonical form (Spanish "dejé" vs "deje"). */
  readonly accented?: boolean;
  readonly alsoIn?: AlsoIn;
}

/** Phrases with the languages where they are other words ("el papa" is the Pope in Spanish, "opa" a Greek cheer). */
interface PhraseGroup {
  readonly phrase: string;
  readonly alsoIn: AlsoIn;
}

export interface BoundaryLexicon {
  /** BCP-47 primary subtag. */
  readonly lang: string;

  /**
   * First-person possessive forms, one token ("my", "мой", "meinem", "mis"), in groups; a group with `alsoIn`
   * holds forms that are ordinary words elsewhere (French "mes" is Spanish "month", Spanish "mi" is Italian "me").
   */
  readonly possessives: readonly FormGroup[];
  /** Phrases that make the whole sentence the speaker's: Russian "у меня", German "bei mir". */
  readonly possessionPhrases?: Phrases;

  /**
   * Nouns of the strong personal domains, one token: family and the people around the owner, schedule
   * (flights, trains, appointments, bookings, plans), health records and medication, belongings that get
   * lost (keys, wallet, passport), home paperwork (rent, bills, passwords), his notes and lists.
   * Owned by the speaker ("my flight"), these make a turn personal even inside a generic-advice frame.
   * Body parts, pets and gadgets are deliberately not here: "my hand", "my dog", "my router" in
   * "how do I ..." are world questions.
   */
  readonly strongNouns: WordList;

  /** References to what the owner told Hearth before: "do you remember", "что я тебе говорил". */
  readonly memory: Phrases;
  /** The owner's own past actions: "where did I park", "где я оставил", "dónde dejé". */
  readonly ownPast: Phrases;
  /** The owner's schedule without a noun: "am I free on Friday", "что у меня завтра", "tengo algo mañana". */
  readonly availability: Phrases;
  /**
   * Household things only the owner's notes can answer, named without "my": "where are the car keys",
   * "when is the dentist appointment", "wie lautet das WLAN-Passwort", kin used as names ("when is mom's ...").
   */
  readonly household: Phrases;
  /**
   * Kin words used as names ("wann kommt Oma"), like `household` but counted only when the detected language is
   * this one (or none was detected): the short words are other languages' words too ("el papa" is the Pope or a
   * potato in Spanish, "opa" a Greek cheer, "Mamma Mia" a song).
   */
  readonly kinNames?: PhraseGroup;

  /**
   * Weaker signals that the turn is about the owner's own affairs, without "my": household codes and
   * passwords ("the code for the side gate", "код от гаража"), household bills ("the last electricity
   * bill", "factura de la luz"), the household's vehicle and house admin ("when is the car due for a
   * service", "TÜV"), household events asked about by time ("when is the parents' evening",
   * "во сколько забирать дочку"), first-person plural plans ("what hotel are we staying at",
   * "in welchem Hotel übernachten wir", "en qué hotel nos quedamos"), the owner's own past actions stated
   * plainly ("я выключил утюг"). They count only when no title or generic-advice frame is present, so
   * "how often should the car be serviced" stays world.
   */
  readonly ownAffairs?: Phrases;
  /**
   * Data that people keep about the people and pets around them (phone number, birthday, lesson, vet,
   * shoe size, school). A lone capitalised first name near one of these ("Anna's number", "Annas
   * Handynummer", "el entrenamiento de Pablo", "номер у Ани") is someone the owner knows. A full name
   * ("Taylor Swift's ...") is a public figure and does not count. Phrase pattern, matched on the words
   * around the name.
   */
  readonly personData?: Phrases;
  /**
   * Common given names of the language's speakers, one token, in canonical form (lower case, no accents),
   * with the forms a name takes in a sentence (English and German "Toms"/"Annas", Russian "Маши", "Пете").
   * Speech-to-text writes "when's tom's soccer practice" all in lower case, so capitals alone cannot find
   * the people the owner knows; a name from this list counts like a capitalised one (see `personData`).
   * Names that are also ordinary words in a covered language ("will", "rosa", "luz", "вера", Spanish
   * "ella", "leo") are left out on purpose.
   */
  readonly givenNames?: WordList;
  /**
   * "We" meaning people in general, in a sentence about humanity's history or biology: "when did we land on
   * the moon", "wann sind wir auf dem Mond gelandet", "en qué año llegamos a la luna". Without a possessive
   * this makes the turn world before the owner's-past rules see "did we".
   */
  readonly generalWe?: Phrases;
  /**
   * A kin word owned by someone's genitive that is not a first name of the household: "karl marx's dad". Personal
   * until the name proves to be a title of the owner's own books (boundary/stage.ts NAME_RULES), since the owner's
   * people are not all in the given-names list.
   */
  readonly strangerKin?: Phrases;
  /**
   * Kin words that, used without any possessive, mean the speaker's own family (Russian drops "my":
   * "забирать дочку из садика"). One token; not counted when a capitalised name follows ("жену Путина").
   */
  readonly bareKin?: WordList;

  /**
   * First-person forms that are not possessives: pronouns in every case ("I", "me", "us", "мне", "нас",
   * "mich", "uns", "me", "nos") and verb forms that can only be first person where the language drops the
   * pronoun ("tengo", "estoy", Spanish preterites in -é). Outside a generic-advice or title frame, any of
   * these makes a turn personal: a question in the first person is about the owner unless it is phrased as
   * general advice. Groups with `alsoIn` hold forms that are ordinary words in another language (Italian "i"
   * is "the").
   */
  readonly firstPerson?: readonly FormGroup[];
  /**
   * Phrases in which a first-person form only addresses Hearth or the world, not the owner's affairs:
   * "tell me", "can you explain to me", "I want to know", "the US", "скажи мне", "sag mir", "dime",
   * "me puedes decir". First-person forms inside them are ignored (possessives are not).
   */
  readonly notFirstPerson?: Phrases;

  /**
   * The speaker's own day: "today", "tonight", "this morning" ("heute", "сегодня", "hoy"). With a first-person
   * form this beats a generic-advice frame: "how long do I need to get to work today" asks about his day,
   * not for advice. Weather and suggestion questions are excluded through `notOwnDay`.
   */
  readonly ownDay?: Phrases;
  /**
   * Words that keep a first-person "today" question general: weather ("umbrella", "зонт", "Regen", "paraguas")
   * and asking for suggestions ("what should I cook tonight", "was soll ich heute kochen").
   */
  readonly notOwnDay?: Phrases;

  /** Generic-advice frames: "how do I", "what should I do if", "можно ли", "was tun wenn", "se puede". */
  readonly genericFrames: Phrases;
  /** Titles and works: "who wrote ...", "lyrics", "кто написал", "letra de". A "my" there is part of a name. */
  readonly titleFrames: Phrases;

  /**
   * Prepositions of place and direction: a capitalised word after one is a place ("to Berlin", "до Петербурга",
   * "nach Madrid"), not a person the owner knows. Prepositions that also introduce people (of, von, de, у) are not here.
   */
  readonly placePrepositions?: Words;
  /** Words that mark the next word as an owner: "de Sara", "von Paul", "у Ани" ("Sarah's" is the token "s" after). */
  readonly ownerWords?: Words;
  /**
   * Place prepositions of other languages that, in this language's text only, introduce the owner of what is
   * asked about: Ukrainian alternates "у" and "в" for sound ("в Оленки"); Portuguese "da"/"do" are "of the".
   */
  readonly ownerPrepositions?: Words;
  /** Words before a given name that make it part of a place or a saint: "san francisco", "sankt peter". */
  readonly saintWords?: Words;
}

/** A lexicon compiled (lexicon.ts): the patterns signals.ts runs, with the lexicon's own fields for reference. */
export interface LanguageRules {
  readonly lang: string;
  readonly possessives: readonly CompiledForms[];
  readonly firstPerson: readonly CompiledForms[];
  readonly strongNouns: RegExp;
  readonly givenNames?: RegExp;
  readonly bareKin?: RegExp;
  readonly kinNames?: { readonly pattern: RegExp; readonly alsoIn: AlsoIn };
  readonly possessionPhrases: readonly RegExp[];
  readonly memory: readonly RegExp[];
  readonly ownPast: readonly RegExp[];
  readonly availability: readonly RegExp[];
  readonly household: readonly RegExp[];
  readonly ownAffairs: readonly RegExp[];
  readonly generalWe: readonly RegExp[];
  readonly strangerKin: readonly RegExp[];
  readonly notFirstPerson: readonly RegExp[];
  readonly genericFrames: readonly RegExp[];
  readonly titleFrames: readonly RegExp[];
  readonly personData?: RegExp;
  readonly ownDay?: RegExp;
  readonly notOwnDay?: RegExp;
  readonly placePrepositions: ReadonlySet<string>;
  readonly ownerWords: ReadonlySet<string>;
  readonly ownerPrepositions: ReadonlySet<string>;
  readonly saintWords: ReadonlySet<string>;
}

/** One compiled group of forms (see FormGroup). */
export interface CompiledForms {
  readonly forms: RegExp;
  readonly accented: boolean;
  readonly alsoIn?: AlsoIn;
}
