/** English word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';
import type { Dimension } from '../units.js';

/** Measures asked by their noun ("what's the population of canberra") and the words articles state them with. */
const MEASURE_NOUNS: Readonly<Record<string, readonly string[]>> = {
  population: ['population', 'inhabitants', 'residents', 'people'],
  height: ['height', 'high', 'tall'],
  length: ['length', 'long'],
  area: ['area', 'km2', 'km²', 'square'],
  depth: ['depth', 'deep'],
  speed: ['speed', 'km/h', 'mph'],
  weight: ['weight', 'weighs', 'mass'],
  wingspan: ['wingspan', 'span'],
  // "what's the average age people have their first one": an age, stated in years ("aged 65").
  age: ['age', 'aged', 'old'],
  // Not "range": a living thing's range is where it lives.
  lifespan: ['lifespan', 'live', 'lives', 'years'],
  cost: ['cost', 'costs', 'budget', 'price'],
  price: ['price', 'cost', 'costs'],
  diameter: ['diameter', 'across', 'wide'],
  width: ['width', 'wide'],
  distance: ['distance', 'far', 'away'],
  elevation: ['elevation', 'altitude', 'high', 'height'],
  altitude: ['altitude', 'elevation', 'high', 'height'],
  capacity: ['capacity', 'seats', 'seating', 'holds'],
  temperature: ['temperature', 'degrees'],
};
/** The dimensions each of those nouns is stated in (lang/units.ts); population is a count, not checked. */
const MEASURE_UNITS: Readonly<Record<string, readonly Dimension[]>> = {
  height: ['length'],
  length: ['length', 'duration'],
  area: ['area'],
  depth: ['length'],
  speed: ['speed'],
  weight: ['mass'],
  wingspan: ['length'],
  age: ['age'],
  lifespan: ['duration', 'age'],
  cost: ['money'],
  price: ['money'],
  diameter: ['length'],
  width: ['length'],
  distance: ['length'],
  elevation: ['length'],
  altitude: ['length'],
  temperature: ['temperature'],
};
/** A question word's spoken contractions, with both apostrophes: "when's", "where'd", "who’s". */
// A speech recogniser may drop the apostrophe ("whos", "whens"): that form asks too.
const contracted = (word: string): string[] => ["'s", "'d", "'re", '’s', '’d', '’re', 's'].map((ending) => `${word}${ending}`);
/** Adjectives a measure noun takes in such a cue, or none: "what was its top speed", "what's the average age". */
const MEASURE_ADJECTIVES = ['', 'average ', 'typical ', 'top ', 'maximum '];
/** The cues that ask for a measure by its noun: only as the question's own "what is the ...". */
// With a possessive for "the": "what was its top speed", "what is their wingspan".
const askedByNoun = (noun: string): string[] =>
  ["what's", 'whats', 'what is', 'what was'].flatMap((cue) => ['the', 'its', 'their'].flatMap((the) => MEASURE_ADJECTIVES.map((adjective) => `${cue} ${the} ${adjective}${noun}`)));

/**
 * A measure asked as a difference: "how much longer is the 777-300 than the -200" asks a length ("a 33.3 ft (10.1 m)
 * fuselage stretch") as "how long" does, not a count of "longer"s. Each comparative after "how much", by the cue it
 * compares.
 */
const COMPARATIVES: Readonly<Record<string, readonly string[]>> = {
  'how tall': ['taller'], 'how high': ['higher'], 'how long': ['longer'], 'how far': ['further', 'farther'], 'how deep': ['deeper'],
  'how wide': ['wider'], 'how big': ['bigger'], 'how large': ['larger'], 'how fast': ['faster'], 'how heavy': ['heavier'], 'how old': ['older'],
};
/** The comparison cues of a measure cue and the measure cue's own entry (its hints or dimensions) for each. */
const byComparison = <T>(entries: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(COMPARATIVES).flatMap(([cue, more]) => (entries[cue] === undefined ? [] : more.map((m) => [`how much ${m}`, entries[cue]!]))));

/** What articles call each measure a cue asks (see LanguageWords `measureHints`). */
const CUE_HINTS: Readonly<Record<string, readonly string[]>> = {
  'how tall': ['height', 'high', 'tall', 'tallest'],
  'how high': ['height', 'high', 'elevation', 'altitude'],
  'how long': ['length', 'long', 'duration', 'lasted', 'lasts'],
  // "how far back" asks how long ago ("265 million years ago"), or how far something is swept (37.5 degrees).
  'how far back': ['ago', 'back'],
  // Distances are written with their unit: "3,288 km (2,043 mi) from Sydney".
  'how far': ['distance', 'range', 'far', 'km', 'mi', 'miles', 'kilometres', 'kilometers'],
  'how deep': ['depth', 'deep', 'deepest'],
  'how big': ['area', 'size', 'large', 'largest'],
  'how large': ['area', 'size', 'large', 'largest'],
  'how fast': ['speed', 'speeds', 'fast', 'fastest', 'km/h', 'mph'],
  'how heavy': ['weight', 'weigh', 'weighs', 'mass', 'heavy'],
  'how old': ['age', 'aged', 'old', 'born'],
  'how wide': ['width', 'wide', 'wingspan'],
  'how often': ['every', 'each', 'frequency'],
  'how loud': ['loud', 'loudest', 'noise', 'decibels'],
  // Not "number" or "total": "number-one hit" and "total area" are in every article.
  'how many': ['population', 'capacity', 'inhabitants', 'members', 'seats', 'seating', 'passengers'],
  'how much': ['cost', 'price', 'salary', 'paid', 'amount'],
};
/** The dimensions each measure cue's answer is stated in (see LanguageWords `measureUnits`). */
const CUE_UNITS: Readonly<Record<string, readonly Dimension[]>> = {
  'how tall': ['length'],
  'how high': ['length'],
  'how long': ['length', 'duration'],
  // "how far back are the wings swept": 37.5 degrees.
  'how far': ['length', 'angle'],
  'how far back': ['duration', 'angle'],
  'how deep': ['length'],
  'how wide': ['length'],
  'how big': ['length', 'area', 'volume', 'mass'],
  'how large': ['length', 'area', 'volume', 'mass'],
  'how fast': ['speed'],
  'how heavy': ['mass'],
  'how old': ['age'],
  'how loud': ['loudness'],
};

export const words: LanguageWords = {
  functionWords: `
    a an the this that these those there here it its it's i me my mine myself you your yours we our us he him his
    she her they them their what what's where where's when who whom whose which why how whether if then than
    is are was were be been being am do does did done doing have has had having will would shall should can could
    may might must not no yes of in on at to from by for with without about into onto over under above below
    near next behind between inside outside up down out off and or but so also too just again please
    tell told say said know knew remember remind recall think thought keep kept put leave left located store stored
    find found lie lies lying sit sits get got any some anything something all
  `.split(/\s+/u).filter(Boolean),
  interrogatives: ['what', 'when', 'where', 'who', 'whom', 'whose', 'which', 'why', 'how'],
  comparatives: [...Object.values(COMPARATIVES).flat(), 'smaller', 'shorter', 'lower', 'newer', 'earlier', 'later', 'cheaper', 'better', 'worse'],
  nounAdjectives: ['little', 'small', 'big', 'large', 'huge', 'tiny', 'major', 'minor', 'main', 'different', 'separate', 'distinct', 'individual', 'new', 'young', 'old', 'known', 'official', 'original', 'native', 'active', 'full', 'whole', 'single', 'extra', 'additional', 'living', 'surviving'],
  superlatives: [
    'biggest', 'largest', 'smallest', 'tiniest', 'highest', 'tallest', 'longest', 'shortest', 'oldest', 'youngest', 'newest',
    'fastest', 'slowest', 'heaviest', 'lightest', 'deepest', 'coldest', 'hottest', 'warmest', 'furthest', 'farthest', 'lowest',
    'nearest', 'closest', 'richest', 'poorest', 'widest', 'strongest', 'greatest', 'best', 'worst', 'most', 'least',
  ],
  amountSuperlatives: ['most', 'least'],
  clauseOpeners: {
    words: ['when', 'where'],
    askingNext: ['did', 'does', 'do', 'was', 'were', 'is', 'are', 'will', 'would', 'can', 'could', 'has', 'have', 'had', 'should', 'might', 'must', "wasn't", "weren't", "isn't", "didn't", "doesn't"],
    relatives: ['who', 'whom', 'whose'],
  },
  questionWords: [
    'what', 'when', 'where', 'who', 'whom', 'whose', 'which', 'why', 'how', 'is', 'are', 'was', 'were', 'be',
    'been', 'do', 'does', 'did', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'the', 'and', 'for',
    'from', 'with', 'about', 'tell', 'please', 'you', 'know', 'much', 'many', 'there', 'its', 'that', 'this',
    // Contractions a speech recogniser wrote without the apostrophe ("whats the biggest crowd ...").
    'whats', 'whos', 'wheres', 'whens', 'hows', 'whys', 'thats',
  ],
  answerCues: {
    // Contractions ask as their interrogative does ("when's the next eclipse", "where'd they dig it up"); written
    // with either apostrophe.
    // "date from" and "date back" ask for a date with a verb, as "what date" does with a noun.
    date: ['what year', 'which year', 'what date', 'what day', 'what century', 'what month', 'which month', 'what time of year', 'what time of the year', 'which time of year', 'the date', 'date from', 'dates from', 'date back', 'dates back', 'when', ...contracted('when'),
      // "what was the exact date of that": a word of precision inside the cue asks as the cue does.
      ...['exact', 'precise', 'actual', 'specific'].flatMap((a) => [`the ${a} date`, `the ${a} year`, `the ${a} day`, `what ${a} date`, `what ${a} year`, `what ${a} day`, `which ${a} year`])],
    number: ['how many times', 'how many', 'how much', 'how long', 'how tall', 'how high', 'how far back', 'how far', 'how deep', 'how big', 'how fast', 'how heavy', 'how old', 'how large', 'how wide', 'how often', 'how loud', 'what percentage', 'what percent', 'what population', 'what time',
      // A part of a whole asked by its noun: "what share of people get the unusual symptoms" is "About 30% of people".
      'what share', 'what proportion', 'what fraction', 'what portion',
      // A measure asked by its noun: "what's the population of canberra", "what is the height of the tower".
      ...Object.keys(MEASURE_NOUNS).flatMap(askedByNoun),
      ...Object.values(COMPARATIVES).flatMap((more) => more.map((m) => `how much ${m}`))],
    person: ['who', 'whom', 'whose', ...contracted('who')],
    // "How far south" asks where a range ends, not a distance.
    place: ['where', ...contracted('where'), 'which city', 'which country', 'what city', 'what country', 'which continent', 'how far south', 'how far north', 'how far east', 'how far west'],
  },
  measureHints: {
    ...CUE_HINTS,
    ...byComparison(CUE_HINTS),
    ...Object.fromEntries(Object.entries(MEASURE_NOUNS).flatMap(([noun, hints]) => askedByNoun(noun).map((cue) => [cue, hints]))),
  },
  durationVerbs: ['live', 'lives', 'lived', 'last', 'lasts', 'lasted', 'take', 'takes', 'took', 'stay', 'stays', 'stayed', 'survive', 'survives', 'survived', 'wait', 'waited', 'reign', 'reigned', 'rule', 'ruled'],
  measureUnits: {
    ...CUE_UNITS,
    ...byComparison(CUE_UNITS),
    ...Object.fromEntries(
      Object.entries(MEASURE_UNITS).flatMap(([noun, dimensions]) => askedByNoun(noun).map((cue) => [cue, dimensions])),
    ),
  },
  hedges: [
    'altogether', 'overall', 'usually', 'normally', 'typically', 'generally', 'commonly', 'often', 'mostly', 'mainly', 'largely', 'really',
    'actually', 'exactly', 'approximately', 'roughly', 'probably', 'possibly', 'perhaps', 'maybe', 'apparently', 'supposedly', 'truly',
    'genuinely',
  ],
  frameWords: [
    // "Now", prepositions and phrasal-frame verbs (hedges are `hedges`): the article states the fact without them.
    // Totals framed as a whole: the article states the count without them ("how many territories ... altogether").
    'in total', 'in all', 'all told',
    // A need framed as a modal: "if a jumbo needs to ferry a spare engine" asks how it ferries one.
    'need to', 'needs to', 'needed to',
    // "what happens if nobody keeps up with failing unit tests": the article states the outcome, not "happens", and
    // names who does it, not "nobody".
    'happen', 'happens', 'happened', 'nobody', 'somebody', 'anybody', 'everybody', 'someone', 'anyone', 'everyone',
    'from', 'for', 'with', 'by', 'into', 'onto', 'over', 'as', 'since', 'until', 'till', 'than', 'then', 'when', 'where', 'who', 'how', 'why', 'now', 'currently', 'today', 'nowadays', 'still', 'put', 'puts', 'getting', 'gets', 'coming', 'comes', 'going', 'goes',
    'is', 'are', 'was', 'were', 'be', 'been', 'do', 'does', 'did', 'has', 'have', 'had', 'the', 'an', 'of', 'in', 'on', 'at', 'to', 'and', 'or',
    'it', 'its', 'they', 'them', 'their', 'he', 'his', 'him', 'she', 'her', 'there', 'that', 'this', 'these', 'those', 'what', 'which',
    'can', 'could', 'will', 'would', 'should', 'shall', 'might', 'must', 'able', 'get', 'got', 'tell', 'me', 'you', 'know', 'about', 'so', 'far', 'ever',
    'come', 'came', 'out', 'go', 'went', 'also', 'else', 'one', 'people', 'called',
    // Contractions a speech recogniser wrote without the apostrophe.
    'whats', 'whos', 'wheres', 'whens', 'hows', 'whys', 'thats',
    // Light verbs in all their forms: the noun after them says what happened ("given the nobel prize" is stated
    // "awarded the Nobel Prize"). With only some forms listed, "given" was focus the article never says.
    'give', 'gave', 'given', 'gives', 'giving', 'make', 'made', 'makes', 'making', 'take', 'took', 'taken', 'takes', 'taking', 'gotten', 'having', 'doing',
    // Places and times relative to the topic and intensifiers: "the lake behind the dam" is stated "the dam impounds
    // Lake Mead", "who did he marry after lisa marie" by a list of spouses with their years.
    // "once" and "while" join a time clause like "after" ("once andy rubin moved on"): an article says "in 2013".
    // "way" as the intensifier it is in speech ("way before priestley", "way more").
    'behind', 'under', 'above', 'below', 'near', 'inside', 'very', 'just', 'even', 'way', 'after', 'before', 'during', 'once', 'while', 'anymore',
    // Speech fillers: an interjection and a hedge of time ("hey when did they finally finish classifying all the finite
    // simple groups": each was a focus word the article never says). Not "all": "all the vitamins were found between
    // which years" is stated "All vitamins were discovered between 1913 and 1948" (one answer lost with it).
    'hey', 'finally', 'umm', 'uhm', 'erm', 'hmm',
    // A conjunction and the intensifiers of speech ("the rams won it but who did they beat", "the 747 turned out to be
    // pretty much ...", "not much"): the article states the fact without them.
    'but', 'much', 'pretty',
    // Negations, the stems contractions leave ("aren't" is "aren" + "t"), and concessions: they frame what
    // is asked. "washington the capital not the state who is its mayor" needed "not" from the mayor's sentence.
    // ("won't" is left out: its stem "won" is also the verb.)
    'not', 'aren', 'isn', 'wasn', 'weren', 'don', 'doesn', 'didn', 'haven', 'hasn', 'hadn', 'couldn', 'wouldn', 'shouldn',
    'though', 'although',
    // The kind a which-question asks by ("what kind of ants", "what sort of wings", "how many kinds of mantis"): the
    // article names the kind itself ("white ants", "swept wings", "2,400 species"), never the word "kind".
    'kind', 'kinds', 'sort', 'sorts', 'type', 'types',
    // Phrases that frame a time or a manner as a whole: "which country has the most wild tigers these days", "in the
    // old days what numbers did players have", "who wrote it in the first place".
    'these days', 'old days', 'back in the day', 'in the first place',
    // Indefinite pronouns: "someone who studies millipedes" is stated "a scientist who studies them is called ...";
    // "when did some european first see new zealand" by "Abel Tasman ... in 1642".
    'someone', 'somebody', 'anyone', 'anybody', 'some',
    // ... and an indefinite amount said as casually: "the beatles had a few drummers who was one of them" is stated
    // "went through a succession of drummers, including Pete Best".
    'a few', 'a couple of', 'a bunch of', 'a lot of', 'lots of',
    // ... and a person said as casually: "ernst mach the guy the mach number's named for" names no one new; "those folks
    // who travel to watch solar eclipses" are stated "Enthusiasts known as eclipse chasers ... travel to ...".
    'guy', 'guys', 'folks',
    // "all over" as speech says it ("travel all over to watch"): everywhere, which an article seldom writes.
    'all over',
    // "an example of" asks for members of a class, which the article names without the phrase; "how many different
    // vitamers" counts vitamers.
    'an example of', 'example of', 'examples of', 'different',
    // The frame of a comparison, like "than": "compared to the -200" is stated "over the baseline -200". So is "like",
    // which also joins an example or an aside as speech says it ("a sidestick like the airbus jets", "who's running
    // hong kong right now like the chief executive"). Not "next to": it places ("the co-pilot next to john cashman").
    'compared', 'compare', 'versus', 'vs', 'like',
    // A time framed as a whole, as "now" is; a bound said as speech says it ("how many can be total ones at most" is
    // stated "no more than two of which can be total"); "ones" stands for the noun, as "one" does.
    'right now', 'at most', 'ones',
    // "what is the name of": the name is the answer, which an article gives without the word. Not "what name did they
    // give it", "how did it get its name": there the naming is what is asked about.
    'the name of', 'the names of',
    // What is said or supposed of something frames it ("unit tests are said to double as what kind of documentation",
    // "where was camelot supposed to be"): the article states the thing ("Unit testing provides a sort of living
    // documentation").
    'said to', 'supposed to',
    // "you" asked of anyone, with its possessive: "jailbreak your phone", "how often should you water your plants".
    'your', 'yours',
  ],
  particles: ['out', 'back', 'up', 'off', 'down', 'away', 'around', 'along'],
  particleObjects: ['it', 'them', 'him', 'her', 'this', 'that', 'one', 'me', 'us', 'you'],
  referringOpeners: ['this', 'these', 'that', 'those', 'such'],
  nounOpeners: ['the', 'a', 'an', 's', 'his', 'her', 'its', 'their', 'my', 'your', 'our'],
  // Not "person": "who was the first person to translate ..." asks a role the article would name.
  personNouns: ['guy', 'guys', 'fellow', 'fellows', 'chap', 'bloke', 'dude', 'folks'],
  positions: { prepositions: ['under', 'beneath', 'underneath', 'below', 'above', 'behind', 'between', 'inside', 'atop', 'beside', 'alongside'], determiners: ['the', 'a', 'an', 'its', 'their', 'his', 'her', 'each', 'both'] },
  phrasalMeanings: {
    'pass away': 'died', 'passes away': 'died', 'passed away': 'died', 'passing away': 'died',
    // "how long does it take boeing to put together a 777-300er": "Complete assembly of each 777-300ER requires 49 days."
    'put together': 'assembled', 'puts together': 'assembled', 'putting together': 'assembled',
  },
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['another name for', 'other name for', 'other names for', 'another word for'],
  otherWords: ['other', 'others', 'another'],
  negations: ['not', 'no', 'never'],
  tagWords: ['right'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['what latitude', 'what longitude', 'which latitude', 'which longitude', 'what coordinates', 'what are the coordinates', 'what are its coordinates'], hints: ['coordinates', 'latitude', 'longitude'] },
    { dimension: 'temperature', phrases: ['how hot', 'how cold', 'how warm', 'what temperature', 'which temperature'], hints: ['temperature', 'heat', 'preheat'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['scientific name', 'latin name', 'binomial name', 'species name'],
  whichWords: ['which', 'what'],
  countCues: ['how many times', 'how many', 'how much'],
  thingCountCues: ['how many'],
  agentVerbs: ['whose', 'make', 'makes', 'made', 'manufacture', 'manufactures', 'manufactured', 'build', 'builds', 'built', 'supply', 'supplies', 'supplied', 'produce', 'produces', 'produced', 'develop', 'develops', 'developed', 'support', 'supports', 'supported', 'sponsor', 'sponsors', 'sponsored', 'own', 'owns', 'owned', 'operate', 'operates', 'operated', 'fund', 'funds', 'funded', 'publish', 'publishes', 'published', 'convert', 'converted', 'design', 'designs', 'designed'],
  smallNumbers: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  ordinals: [['first'], ['second'], ['third'], ['fourth'], ['fifth'], ['sixth'], ['seventh'], ['eighth'], ['ninth'], ['tenth'], ['eleventh'], ['twelfth']],
  // Seasons date a sentence as a month does (LanguageWords `seasons`).
  seasons: ['spring', 'summer', 'autumn', 'winter', 'springtime', 'summertime', 'wintertime'],
  numberWords: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'hundreds', 'thousand', 'thousands', 'million', 'millions', 'billion', 'dozen', 'dozens', 'a year', 'a month', 'a week', 'a day', 'an hour', 'a minute', 'a decade', 'a century', 'a million', 'a billion', 'a thousand', 'a hundred'],
  // Opposite events: a sentence saying the other one and not the one asked dates the other (text/relations.ts).
  oppositeRelations: [
    [['opened', 'open', 'opening', 'inaugurated'], ['closed', 'close', 'closing', 'closure', 'shut']],
    [['born', 'birth'], ['died', 'die', 'death', 'dead']],
    [['built', 'build', 'constructed', 'construction', 'erected'], ['demolished', 'demolition', 'destroyed', 'torn']],
    [['founded', 'established', 'formed'], ['dissolved', 'disbanded', 'abolished', 'defunct']],
    [['married', 'marry', 'marriage', 'wed'], ['divorced', 'divorce']],
    [['launched', 'launch'], ['retired', 'decommissioned', 'withdrawn']],
  ],
  // Irregular verbs (see ../types.ts `irregularVerbs`). Not the function words' ("said", "found", "left", "kept",
  // "got") nor "lie"/"lay", "bear"/"born", "grind"/"ground", "wind"/"wound", "feel"/"felt", "light"/"lit": the form is
  // as often another word.
  irregularVerbs: `
    arise arises arising arose arisen
    awake awakes awaking awoke awoken
    beat beats beating beaten
    become becomes becoming became
    begin begins beginning began begun
    bend bends bending bent
    bind binds binding bound
    bite bites biting bitten
    bleed bleeds bleeding bled
    blow blows blowing blew blown
    break breaks breaking broke broken
    breed breeds breeding bred
    bring brings bringing brought
    burn burns burning burnt
    buy buys buying bought
    catch catches catching caught
    choose chooses choosing chose chosen
    cling clings clinging clung
    come comes coming came
    creep creeps creeping crept
    deal deals dealing dealt
    dig digs digging dug
    draw draws drawing drew drawn
    dream dreams dreaming dreamt
    drink drinks drinking drank drunk
    drive drives driving drove driven
    eat eats eating ate eaten
    fall falls falling fell fallen
    feed feeds feeding fed
    fight fights fighting fought
    flee flees fleeing fled
    fly flies flying flew flown
    forbid forbids forbidding forbade forbidden
    forget forgets forgetting forgot forgotten
    forgive forgives forgiving forgave forgiven
    freeze freezes freezing froze frozen
    give gives giving gave given
    go goes going went gone
    grow grows growing grew grown
    hang hangs hanging hung
    hear hears hearing heard
    hide hides hiding hid hidden
    hold holds holding held
    kneel kneels kneeling knelt
    lead leads leading led
    lend lends lending lent
    lose loses losing lost
    make makes making made
    mean means meaning meant
    meet meets meeting met
    overcome overcomes overcoming overcame
    overtake overtakes overtaking overtook overtaken
    pay pays paying paid
    rebuild rebuilds rebuilding rebuilt
    ride rides riding rode ridden
    ring rings ringing rang rung
    rise rises rising rose risen
    run runs running ran
    see sees seeing saw seen
    seek seeks seeking sought
    sell sells selling sold
    send sends sending sent
    shake shakes shaking shook shaken
    shine shines shining shone
    shoot shoots shooting shot
    shrink shrinks shrinking shrank shrunk
    sing sings singing sang sung
    sink sinks sinking sank sunk
    sit sits sitting sat
    slay slays slaying slew slain
    sleep sleeps sleeping slept
    slide slides sliding slid
    speak speaks speaking spoke spoken
    spend spends spending spent
    spin spins spinning spun
    stand stands standing stood
    steal steals stealing stole stolen
    stick sticks sticking stuck
    sting stings stinging stung
    strike strikes striking struck stricken
    strive strives striving strove striven
    swear swears swearing swore sworn
    sweep sweeps sweeping swept
    swim swims swimming swam swum
    swing swings swinging swung
    take takes taking took taken
    teach teaches teaching taught
    tear tears tearing tore torn
    throw throws throwing threw thrown
    undergo undergoes undergoing underwent undergone
    understand understands understanding understood
    undertake undertakes undertaking undertook undertaken
    uphold upholds upholding upheld
    wake wakes waking woke woken
    wear wears wearing wore worn
    weave weaves weaving wove woven
    win wins winning won
    withdraw withdraws withdrawing withdrew withdrawn
    withstand withstands withstanding withstood
    write writes writing wrote written
  `,
  relations: [
    // A part of a country or a region is named by its compass point: "lions in india which part of the country" is
    // "western India", "quelle partie de l'angleterre" "le nord-ouest de l'Angleterre". One group per point: the points
    // are no relation of each other ("the one in western australia" is not "the east coast of Australia").
    ...['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'northeast', 'northwest', 'southeast', 'southwest'].map((point) => ['part', 'parts', 'region', point]),
    ['born', 'birth', 'birthplace', 'birthday', 'nee', 'née'],
    // A fatality is a death: "the only death on a 777" is "the only fatality involving the twinjet"; a kind that died
    // out "became extinct" (not "extinction": "from when the dinosaurs died out" then named the article's title,
    // "Cretaceous–Paleogene extinction event", and lost its focus word).
    ['die', 'died', 'dies', 'dying', 'death', 'deaths', 'dead', 'deceased', 'fatality', 'fatalities', 'fatal', 'extinct'],
    // "what was he planning when he got killed" is stated "... when he was assassinated".
    ['killed', 'kill', 'kills', 'killing', 'assassinated', 'assassinate', 'assassination', 'murdered', 'murder', 'slain'],
    ['buried', 'burial', 'resting', 'grave', 'tomb', 'interred', 'entombed'],
    ['crowned', 'crown', 'crowning', 'coronation', 'enthroned', 'enthronement'],
    ['married', 'marry', 'marriage', 'wed', 'wedding', 'spouse', 'spouses', 'wife', 'wives', 'husband', 'husbands'],
    ['children', 'child', 'kids', 'son', 'sons', 'daughter', 'daughters', 'offspring'],
    ['father', 'mother', 'parent', 'parents', 'dad', 'mom', 'mum'],
    ['baby', 'babies', 'young', 'newborn', 'newborns', 'cub', 'cubs', 'calf', 'calves', 'juvenile', 'juveniles', 'offspring'],
    ['wrote', 'write', 'writes', 'written', 'writer', 'writers', 'author', 'authors', 'authored', 'penned', 'drafted', 'drafting'],
    ['composed', 'compose', 'composer', 'songwriter', 'songwriters', 'wrote', 'written', 'lyrics'],
    ['sang', 'sing', 'sings', 'sung', 'singer', 'singers', 'vocals', 'vocalist', 'recorded', 'performed'],
    ['founded', 'found', 'founder', 'founders', 'founding', 'established', 'establish', 'started', 'start', 'starts', 'formed', 'created'],
    // An infobox names who built a product "Manufacturer:" ("the apollo 13 lunar module which company built it").
    ['built', 'build', 'builds', 'building', 'construction', 'constructed', 'erected', 'builder', 'builders', 'manufacturer', 'manufacturers', 'manufactured'],
    ['designed', 'design', 'designer', 'designers', 'architect', 'architects'],
    ['invented', 'invent', 'inventor', 'inventors', 'invention'],
    ['discovered', 'discover', 'discovery', 'discoverer'],
    ['directed', 'director', 'directors'],
    ['produced', 'produce', 'producer', 'producers', 'production'],
    ['crowd', 'crowds', 'attendance', 'spectators', 'audience'],
    // "how many visitors does it get a year" is stated "with 7 million tourists a year".
    ['visitors', 'visitor', 'tourists', 'tourist', 'visits'],
    ['call', 'called', 'calls', 'calling', 'name', 'named', 'names', 'naming', 'known', 'referred', 'nickname', 'nicknamed', 'termed'],
    ['ruled', 'rule', 'rules', 'reign', 'reigned', 'ruler', 'monarch'],
    ['released', 'release', 'premiered', 'premiere', 'published', 'publication', 'debuted', 'debut'],
    ['live', 'lives', 'lived', 'lifespan', 'life', 'survive', 'survives'],
    ['eat', 'eats', 'ate', 'feed', 'feeds', 'diet', 'prey'],
    ['reunite', 'reunited', 'reunify', 'reunified', 'reunification'],
    ['won', 'win', 'wins', 'winning', 'winner', 'winners', 'victory', 'award', 'awards', 'awarded', 'prize'],
    ['sold', 'sell', 'sells', 'selling', 'sales', 'seller', 'best-selling'],
    ['paid', 'pay', 'pays', 'salary', 'salaries', 'wage', 'wages', 'earn', 'earns', 'earned', 'earnings'],
    ['played', 'play', 'plays', 'portrayed', 'role', 'starred', 'starring'],
    ['speak', 'speaks', 'spoken', 'language', 'languages'],
    ['located', 'lies', 'situated', 'location'],
    ['opened', 'opening', 'inaugurated'],
    ['began', 'begin', 'begins', 'beginning', 'started', 'start'],
    ['ended', 'fell', 'fall', 'collapse', 'collapsed'],
    ['cost', 'costs', 'price', 'budget'],
    ['flight', 'flew', 'fly', 'flies', 'flown'],
    ['swept', 'sweep', 'sweeps', 'sweepback'],
    ['last', 'final'],
    ['sit', 'sits', 'seat', 'seats', 'seated', 'seating'],
    ['tiniest', 'smallest'],
    ['biggest', 'largest'],
    ['pregnant', 'pregnancy', 'pregnancies', 'gestation', 'gestational'],
    // An aircraft's body: "how much longer is the body of the 777-300" is stated "a 33.3 ft (10.1 m) fuselage stretch".
    ['body', 'fuselage', 'fuselages'],
    ['drug', 'drugs', 'medicine', 'medicines', 'medication', 'medications'],
    // "how much money does it make a year" is stated "annual revenues of US$159 billion".
    ['year', 'annual', 'annually', 'yearly'],
    // Distributive: "every year" is stated "each year", "per year".
    ['every', 'each', 'per'],
    ['money', 'revenue', 'revenues', 'income', 'turnover'],
    // "by how much have lion numbers fallen" is stated "populations ... have declined by about 43%".
    ['fallen', 'fell', 'fall', 'falls', 'declined', 'decline', 'declines', 'decreased', 'decrease', 'dropped'],
    ['numbers', 'population', 'populations'],
    ['split', 'splits', 'divided', 'divide', 'divides'],
    // "when did boeing hand over the first 777-200lr" is stated "The first -200LR was delivered to ...".
    ['delivered', 'deliver', 'delivery', 'deliveries', 'hand', 'handed'],
    ['company', 'companies', 'corporation', 'corps', 'firm'],
    // A degree is stated as an infobox row: "Education: Morehouse College (BA)".
    ['bachelor', 'bachelors', 'degree', 'degrees', 'ba', 'bsc', 'graduated', 'graduate', 'education'],
    ['suggested', 'suggest', 'proposed', 'propose', 'proposal'],
    ['buy', 'bought', 'acquired', 'acquire', 'acquisition', 'purchase', 'purchased'],
    ['country', 'countries', 'state', 'states', 'nation', 'nations'],
    ['hold', 'holds', 'capacity', 'seats', 'seating', 'accommodate', 'accommodates'],
    // "if a jumbo needs to ferry a spare engine" is stated "For transportation of spare engines, ...". Not "carry": with
    // it, "how many passengers can a wide body plane carry" read every sentence on "seating" (bench/qa: 1 answer lost).
    ['ferry', 'ferries', 'ferried', 'transport', 'transports', 'transported', 'transportation'],
    // An ordinal said as the article's word for a first one: "bob dylan's very first album" is "his self-titled debut
    // album". Not "maiden": "first" is in every article, and "where did the 787 take off from on its maiden flight"
    // then read "the model's first commercial flight" (bench/qa: 1 answer lost, 1 absent question answered).
    ['first', 'debut', 'debuted'],
    // "which airline was the only one that bought it" is stated "Qantas, its sole customer".
    ['only', 'sole', 'solely'],
    // Everyday words for what articles say in their own (round 27): "the biggest amphibian alive today" is "the
    // largest living amphibian", "who did they beat" "defeated the Cincinnati Bengals", "mostly out at night"
    // "nocturnal", "the foundation for" "the basis for", "which boeing ceo said" "stated".
    ['alive', 'living', 'extant'],
    ['beat', 'beats', 'beaten', 'defeated', 'defeat', 'defeats'],
    ['night', 'nights', 'nocturnal'],
    ['day', 'daytime', 'diurnal'],
    ['foundation', 'basis'],
    ['promise', 'promised', 'promises', 'pledge', 'pledged', 'pledges', 'pledging', 'vowed', 'vow'],
    ['said', 'says', 'stated', 'declared', 'remarked'],
    ['doctor', 'doctors', 'physician', 'physicians'],
    ['pulled', 'removed', 'replaced', 'dropped', 'grounded'],
    // Verbs a question says in everyday words that articles write in their own (round 24, docs/kiwix.md): "which
    // architect did he hire" is stated "He commissioned John Nash", "who overthrew him" "deposed by Odoacer".
    ['hired', 'hire', 'hires', 'hiring', 'commissioned', 'commission', 'employed', 'employ', 'recruited', 'recruit'],
    ['overthrew', 'overthrow', 'overthrown', 'deposed', 'depose', 'ousted', 'oust', 'toppled', 'topple', 'dethroned'],
    ['finished', 'finish', 'finishes', 'completed', 'complete', 'completion'],
    ['failed', 'fail', 'fails', 'failure', 'flopped', 'flop', 'unsuccessful'],
    ['blamed', 'blame', 'attributed', 'attribute'],
    ['invaded', 'invade', 'invasion', 'conquered', 'conquer', 'conquest'],
    ['banned', 'ban', 'bans', 'prohibited', 'prohibit', 'outlawed', 'forbidden'],
    ['persuaded', 'persuade', 'convinced', 'convince'],
    ['fight', 'fights', 'fighting', 'fought', 'combat', 'battle', 'battles'],
    // Of animals, articles say "males" and "females": "two boy giraffes" are "Males".
    ['boy', 'boys', 'male', 'males'],
    ['girl', 'girls', 'female', 'females'],
    // "which plane held the old distance record" is stated "surpassed the previous record".
    ['old', 'older', 'previous', 'former', 'earlier', 'prior'],
    // "how many apps were in the play store" is stated "more than one million applications available".
    ['app', 'apps', 'application', 'applications'],
    // "the law that set up the national park service" is "The Organic Act of 1916"; "through which law" a statute.
    ['law', 'laws', 'act', 'acts', 'statute', 'statutes', 'legislation'],
  ],
  kindNames: ['movie', 'film', 'song', 'album', 'band', 'book', 'novel', 'series', 'show', 'city', 'river'],
  kindWords: {
    film: ['film', 'films', 'movie', 'movies'],
    song: ['song', 'songs', 'single', 'track'],
    album: ['album', 'albums', 'record'],
    band: ['band', 'group'],
    novel: ['novel', 'book'],
    series: ['series', 'show'],
    city: ['city', 'town'],
    river: ['river'],
    state: ['state'],
    country: ['country', 'nation'],
    play: ['play', 'musical'],
    game: ['game'],
    aircraft: ['aircraft', 'plane', 'airplane', 'airliner', 'jet', 'jetliner'],
    ship: ['ship'],
    horse: ['horse'],
    mythology: ['mythology', 'god', 'goddess'],
  },
  nameCues: {
    // No heads that are also common surnames ("Hall", "Park", "Banks", "Church", "Bay"): "Jerry Hall" is someone.
    // "Field" is the exception: airfields ("Paine Field", "Boeing Field") are named far more often than the Fields.
    organisation: [
      'airlines', 'airline', 'airways', 'air', 'records', 'company', 'companies', 'corporation', 'corp', 'inc', 'ltd', 'llc',
      'group', 'university', 'college', 'school', 'institute', 'academy', 'league', 'party', 'club', 'association',
      'society', 'federation', 'union', 'council', 'committee', 'commission', 'board', 'agency', 'administration',
      'authority', 'department', 'ministry', 'bank', 'studios', 'studio', 'pictures', 'entertainment', 'motors',
      'systems', 'aerospace', 'airplanes', 'industries', 'international', 'network', 'broadcasting', 'magazine',
      'foundation', 'army', 'navy', 'force', 'corps', 'police', 'government', 'parliament', 'congress', 'senate',
      'court', 'orchestra', 'technologies', 'laboratories', 'labs', 'software', 'media', 'publishing', 'publishers', 'hospital', 'museum',
    ],
    place: [
      'country', 'nation',
      'airport',
      'street', 'avenue', 'road', 'square', 'river', 'mountains', 'mount', 'mountain', 'lake', 'island', 'islands', 'ocean',
      'sea', 'gulf', 'valley', 'desert', 'canal', 'bridge', 'tower', 'towers', 'castle', 'palace', 'cathedral', 'abbey',
      'stadium', 'arena', 'theatre', 'theater', 'cemetery', 'station', 'county', 'city', 'state', 'states', 'kingdom',
      'republic', 'empire', 'province', 'district', 'region', 'peninsula', 'coast', 'falls', 'dam', 'village',
      'town', 'continent', 'field',
    ],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['carrier', 'maker', 'manufacturer', 'firm', 'team', 'label', 'brand', 'supplier', 'operator', 'customer', 'publisher', 'newspaper', 'channel', 'station', 'broadcaster', 'developer'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'person', 'man', 'woman', 'king', 'queen', 'emperor', 'empress', 'prince', 'princess', 'pharaoh', 'president',
      'chancellor', 'pope', 'bishop', 'saint', 'astronomer', 'scientist', 'physicist', 'chemist', 'biologist',
      'mathematician', 'philosopher', 'economist', 'explorer', 'inventor', 'founder', 'artist', 'painter',
      'sculptor', 'architect', 'engineer', 'designer', 'pilot', 'astronaut', 'captain', 'commander', 'general',
      'admiral', 'soldier', 'actor', 'actress', 'singer', 'songwriter', 'musician', 'guitarist', 'drummer',
      'bassist', 'pianist', 'composer', 'conductor', 'producer', 'director', 'writer', 'author', 'poet', 'novelist',
      'playwright', 'journalist', 'player', 'athlete', 'coach', 'manager', 'owner', 'leader', 'mayor', 'governor',
      'senator', 'minister', 'politician', 'ruler', 'monarch', 'dictator', 'wife', 'husband', 'spouse', 'son',
      'daughter', 'brother', 'sister', 'father', 'mother', 'uncle', 'aunt', 'cousin', 'friend', 'member', 'teacher',
      'student', 'doctor', 'lawyer', 'judge', 'priest', 'god', 'goddess', 'hero',
    ],
    // Not "to" ("married to Priscilla Beaulieu", "delivered to Pan Am") nor "by" or "with": someone follows them.
    placeBefore: ['in', 'at', 'from', 'near', 'into', 'outside', 'inside'],
    articles: ['the'],
  },
  firstPerson: ['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours', 'myself'],
  detectWords: ['the', 'is', 'are', 'what', "what's", 'where', "where's", 'when', 'how', 'who', 'why', 'my', 'i', 'do', 'does',
    'did', 'to', 'of', 'and', 'you', 'it', 'can', 'should', 'for', 'with', 'from', 'your', 'me', 'am', 'have', 'will',
    'which', 'any', 'was', 'about', 'an'],
  abbreviations: [
    // titles and place words
    'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'mt', 'ft', 'rev', 'gen', 'col', 'capt', 'lt', 'sgt', 'vs', 'no', 'nos',
    'vol', 'fig', 'approx', 'jan', 'feb', 'apr', 'aug', 'sept', 'oct', 'nov', 'dec',
  ],
  endings: ['s', 'es', 'e', 'd', 'ed', 'ing', 'er', 'ers', 'est', 'ly', 'y', 'ies', 'ied', 'en', 'n'],
  frameLetters: [],
  courtesy: ['please', 'pls', 'kindly', 'can you', 'could you', 'would you', 'will you'],
  spokenNumbers: {
    digits: [['zero', 'oh'], ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine']],
    teens: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
    tens: ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
    hundred: ['hundred'],
    repeaters: ['double', 'triple'],
    joiners: ['and'],
    decades: ['twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'],
  },
  speech: {
    rangeWord: 'to',
    beforeNumber: { c: 'about', ca: 'about', b: 'born', d: 'died', m: 'married', div: 'divorced', r: 'reigned', fl: 'active in' },
    units: {
      'km/h': { one: 'kilometre per hour', other: 'kilometres per hour' },
      mph: { one: 'mile per hour', other: 'miles per hour' },
      km: { one: 'kilometre', other: 'kilometres' },
      m: { one: 'metre', other: 'metres' },
      cm: { one: 'centimetre', other: 'centimetres' },
      mm: { one: 'millimetre', other: 'millimetres' },
      kg: { one: 'kilogram', other: 'kilograms' },
      ft: { one: 'foot', other: 'feet' },
      mi: { one: 'mile', other: 'miles' },
      nmi: { one: 'nautical mile', other: 'nautical miles' },
      lb: { one: 'pound', other: 'pounds' },
      kn: { one: 'knot', other: 'knots' },
      '°C': { one: 'degree Celsius', other: 'degrees Celsius' },
      '°F': { one: 'degree Fahrenheit', other: 'degrees Fahrenheit' },
      'km²': { one: 'square kilometre', other: 'square kilometres' },
      km2: { one: 'square kilometre', other: 'square kilometres' },
      'sq mi': { one: 'square mile', other: 'square miles' },
    },
    years: {
      pair: '{hi} {lo}',
      oh: '{hi} oh {lo}',
      hundred: '{hi} hundred',
      after: ['in', 'since', 'from', 'until', 'till', 'by', 'of', 'around', 'before', 'after', 'about', 'born', 'died', 'married', 'divorced', 'reigned'],
    },
  },
  skillHints: ['the', 'what', 'how', 'is', 'in', 'of', 'to', 'my', 'me', 'minutes', 'hours', 'many', 'much', 'timer'],
};
