/**
 * What one language contributes to the boundary. Each language module (en.ts, ru.ts, ...) fills this in
 * with its own words; nothing here is shared between languages, so adding a language never changes how
 * another one is classified. All patterns match the canonical text from `normalizeText` (lower case, no
 * Latin accents, ё → е, ß → ss, straight apostrophes).
 *
 * Token patterns (`token(...)`) match one whole word; phrase patterns (`words(...)`) match anywhere on
 * word boundaries. Every language's rules run on every turn; the detected language is only used to silence
 * `ambiguousPossessives` (see below).
 */
export interface LanguageRules {
  /** BCP-47 primary subtag. */
  readonly lang: string;

  /** First-person possessive forms, one token ("my", "мой", "meinem", "mis"). */
  readonly possessives: RegExp;
  /**
   * Possessive forms that are ordinary words in another language (French "mes" is Spanish "month",
   * Spanish "mi" is Italian "me"): counted unless the detected language is one of `unlessLang`.
   */
  readonly ambiguousPossessives?: { readonly forms: RegExp; readonly unlessLang: readonly string[] };
  /** Phrases that make the whole sentence the speaker's: Russian "у меня", German "bei mir". */
  readonly possessionPhrases?: readonly RegExp[];

  /**
   * Nouns of the strong personal domains, one token: family and the people around the owner, schedule
   * (flights, trains, appointments, bookings, plans), health records and medication, belongings that get
   * lost (keys, wallet, passport), home paperwork (rent, bills, passwords), his notes and lists.
   * Owned by the speaker ("my flight"), these make a turn personal even inside a generic-advice frame.
   * Body parts, pets and gadgets are deliberately not here: "my hand", "my dog", "my router" in
   * "how do I ..." are world questions.
   */
  readonly strongNouns: RegExp;

  /** References to what the owner told Hearth before: "do you remember", "что я тебе говорил". */
  readonly memory: readonly RegExp[];
  /** The owner's own past actions: "where did I park", "где я оставил", "dónde dejé". */
  readonly ownPast: readonly RegExp[];
  /** The owner's schedule without a noun: "am I free on Friday", "что у меня завтра", "tengo algo mañana". */
  readonly availability: readonly RegExp[];
  /**
   * Household things only the owner's notes can answer, named without "my": "where are the car keys",
   * "when is the dentist appointment", "wie lautet das WLAN-Passwort", kin used as names ("when is mom's ...").
   */
  readonly household: readonly RegExp[];
  /**
   * Kin words used as names ("wann kommt Oma"), like `household` but counted only when the detected language is
   * this one (or none was detected): the short words are other languages' words too ("el papa" is the Pope or a
   * potato in Spanish, "opa" a Greek cheer, "Mamma Mia" a song).
   */
  readonly kinNames?: RegExp;

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
  readonly ownAffairs?: readonly RegExp[];
  /**
   * Data that people keep about the people and pets around them (phone number, birthday, lesson, vet,
   * shoe size, school). A lone capitalised first name near one of these ("Anna's number", "Annas
   * Handynummer", "el entrenamiento de Pablo", "номер у Ани") is someone the owner knows. A full name
   * ("Taylor Swift's ...") is a public figure and does not count. Phrase pattern, matched on the words
   * around the name.
   */
  readonly personData?: RegExp;
  /**
   * Common given names of the language's speakers, one token, in canonical form (lower case, no accents),
   * with the forms a name takes in a sentence (English and German "Toms"/"Annas", Russian "Маши", "Пете").
   * Speech-to-text writes "when's tom's soccer practice" all in lower case, so capitals alone cannot find
   * the people the owner knows; a name from this list counts like a capitalised one (see `personData`).
   * Names that are also ordinary words in a covered language ("will", "rosa", "luz", "вера", Spanish
   * "ella", "leo") are left out on purpose.
   */
  readonly givenNames?: RegExp;
  /**
   * "We" meaning people in general, in a sentence about humanity's history or biology: "when did we land on
   * the moon", "wann sind wir auf dem Mond gelandet", "en qué año llegamos a la luna". Without a possessive
   * this makes the turn world before the owner's-past rules see "did we".
   */
  readonly generalWe?: readonly RegExp[];
  /**
   * Kin words that, used without any possessive, mean the speaker's own family (Russian drops "my":
   * "забирать дочку из садика"). One token; not counted when a capitalised name follows ("жену Путина").
   */
  readonly bareKin?: RegExp;

  /**
   * First-person forms that are not possessives: pronouns in every case ("I", "me", "us", "мне", "нас",
   * "mich", "uns", "me", "nos") and verb forms that can only be first person where the language drops the
   * pronoun ("tengo", "estoy", Spanish preterites in -é). Outside a generic-advice or title frame, any of
   * these makes a turn personal: a question in the first person is about the owner unless it is phrased as
   * general advice. `accented` forms are matched against the lower-case text with its accents kept (Spanish
   * "dejé" vs subjunctive "deje"); `unlessLang` silences forms that are ordinary words in another language
   * (Italian "i" is "the").
   */
  readonly firstPerson?: readonly FirstPersonForms[];
  /**
   * Phrases in which a first-person form only addresses Hearth or the world, not the owner's affairs:
   * "tell me", "can you explain to me", "I want to know", "the US", "скажи мне", "sag mir", "dime",
   * "me puedes decir". First-person forms inside them are ignored (possessives are not).
   */
  readonly notFirstPerson?: readonly RegExp[];

  /**
   * The speaker's own day: "today", "tonight", "this morning" ("heute", "сегодня", "hoy"). With a first-person
   * form this beats a generic-advice frame: "how long do I need to get to work today" asks about his day,
   * not for advice. Weather and suggestion questions are excluded through `notOwnDay`.
   */
  readonly ownDay?: RegExp;
  /**
   * Words that keep a first-person "today" question general: weather ("umbrella", "зонт", "Regen", "paraguas")
   * and asking for suggestions ("what should I cook tonight", "was soll ich heute kochen").
   */
  readonly notOwnDay?: RegExp;

  /** Generic-advice frames: "how do I", "what should I do if", "можно ли", "was tun wenn", "se puede". */
  readonly genericFrames: readonly RegExp[];
  /** Titles and works: "who wrote ...", "lyrics", "кто написал", "letra de". A "my" there is part of a name. */
  readonly titleFrames: readonly RegExp[];
}

/** One group of first-person forms (see LanguageRules.firstPerson). */
export interface FirstPersonForms {
  /** Token pattern. */
  readonly forms: RegExp;
  /** Match against lower-case tokens with accents kept, instead of the canonical form. */
  readonly accented?: boolean;
  /** Not counted when the detected language is one of these. */
  readonly unlessLang?: readonly string[];
  /**
   * Counted only when the detected language is one of these, or none was detected: for forms that are words or
   * abbreviations elsewhere (Portuguese "eu" is the EU in English, Polish "mam" and "ja" are English and German).
   */
  readonly onlyLang?: readonly string[];
}
