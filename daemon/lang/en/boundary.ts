/** English rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts. */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'wife', 'husband', 'spouse', 'partner', 'girlfriend', 'boyfriend', 'fiancee?', 'sons?', 'daughters?', 'kids?',
  'children', 'child', 'baby', 'mom', 'mum', 'mommy', 'mummy', 'mother', 'dad', 'daddy', 'father', 'parents?',
  'brothers?', 'sisters?', 'siblings?', 'grandma', 'grandmother', 'grandpa', 'grandfather', 'granny', 'grandparents',
  'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'family', 'in-laws', 'boss', 'neighbou?rs?', 'landlord', 'landlady',
  'friends?', 'colleague', 'teacher', 'babysitter', 'nanny',
];
const SCHEDULE = [
  'flights?', 'plane', 'train', 'appointments?', 'meetings?', 'calendar', 'schedule', 'agenda', 'bookings?',
  'reservations?', 'trip', 'holiday', 'vacation', 'plans?', 'birthday', 'anniversary', 'tickets?', 'hotel', 'dentist',
  'doctor', 'gp', 'therapist', 'hairdresser', 'shift', 'class', 'lesson',
];
const HEALTH = [
  'pills', 'meds', 'medications?', 'medicines?', 'prescriptions?', 'vaccinations?', 'dose',
];
/**
 * Keys and wallets get lost, so they stay strong. Documents and paperwork (passport, address, password,
 * rent) are not here on purpose: "how do I renew my passport" is a world question, and without a frame
 * "when does my passport expire" is personal anyway through the plain possessive.
 */
const BELONGINGS = [
  'keys?', 'wallet', 'purse',
];
const HOME = [
  'notes', 'list', 'reminders', 'to-?do',
];

/** Things that get mislaid; "where is/are (my|the) X" makes the turn personal. */
const MISLAID = [
  'keys?', 'car keys', 'wallet', 'purse', 'passport', 'glasses', 'sunglasses', 'phone', 'charger', 'remote',
  'umbrella', 'documents', 'bag', 'backpack', 'card', 'headphones', 'earbuds', 'car', 'bike', 'coat', 'jacket', 'ring',
  'watch', 'laptop', 'tablet', 'pills', 'medication', 'spare key', 'house keys', 'ticket', 'tickets', 'passports',
  'phones', 'chargers', 'cards', 'keycards?', 'glasses case', 'birth certificates?', 'marriage certificate', 'deeds',
  'warranty', 'receipts?', 'insurance papers', 'logbook', 'vaccination (?:card|record)s?', 'guarantee',
  // The house's own fixtures: "where's the fuse box" ("what is a fuse box" stays world).
  'fuse ?box', 'consumer unit', 'stop ?cock', 'stop tap', 'water meter', 'gas meter', 'electricity meter', 'meter',
  'thermostat', 'boiler', 'water valve',
];

/** Household things that have a code, PIN or password. */
const LOCKED = [
  'gate', 'garage', 'door', 'front door', 'back door', 'alarm', 'safe', 'lock', 'bike lock', 'padlock', 'locker',
  'shed', 'intercom', 'keypad', 'key ?safe', 'lockbox', 'building', 'entrance', 'wi-?fi', 'router', 'internet',
  'laptop', 'phone', 'tablet', 'computer', 'mailbox', 'postbox',
];
/** People who come to the house to work for it: their visits and payments are the household's own affairs. */
const SERVICE_PEOPLE = [
  'plumber', 'electrician', 'cleaner', 'window cleaner', 'babysitter', 'nanny', 'childminder', 'au pair', 'gardener',
  'handyman', 'builders?', 'dog walker', 'dog sitter', 'pet sitter', 'decorator', 'painter', 'chimney sweep',
  'engineer', 'technician', 'repair ?man', 'gas man', 'meter reader', 'carer', 'tutor', 'locksmith', 'roofer', 'tiler',
  'cleaning lady', 'housekeeper', 'boiler (?:man|guy)',
];
/** Things a household owns and administers (services, inspections, insurance). */
const HOUSEHOLD_ASSETS = [
  'car', 'van', 'house', 'flat', 'apartment', 'boiler', 'bike', 'motorbike', 'scooter', 'caravan', 'camper',
];
/** Events in a household's week that only its own calendar knows. */
const HOUSEHOLD_EVENTS = [
  "parents'? ?evening", "parents'? ?meeting", 'parent-teacher \\S+', 'pta meeting',
  'school (?:trip|play|concert|run|pick-?up|photos?|disco|fair|assembly)', 'sports day', 'playdate', 'play date',
  'pick-?up', 'drop-?off',
  '(?:swimming|piano|guitar|dance|ballet|football|soccer|tennis|riding|violin|drum|karate|judo|art|music|driving|singing|chess|gym) (?:lesson|class|practice|training|club|session)',
  'practice', 'training', 'rehearsal', 'recital', 'check-?up', 'vet', 'bin (?:day|collection)', 'bins', 'recycling',
  'rubbish collection', 'garbage (?:day|collection)', 'book club', 'date night', 'nursery', 'daycare',
  'after-?school club', 'tutor', 'tutoring', 'physio', 'school run',
];

/**
 * Common given names, with the genitive "s" that transcripts write without an apostrophe ("jakes party").
 * Left out: names that are ordinary words (will, mark, bill, grace, rose, holly, daisy, jack, pat, sky).
 */
const GIVEN_NAMES = [
  'tom', 'tommy', 'emma', 'jake', 'anna', 'annie', 'lily', 'lucy', 'sophie', 'sophia', 'olivia', 'ava', 'emily',
  'chloe', 'amelia', 'isla', 'sarah', 'sara', 'kate', 'katie', 'jess', 'jessica', 'hannah', 'amy', 'laura', 'rachel',
  'rebecca', 'becky', 'megan', 'lauren', 'ellie', 'millie', 'zoe', 'molly', 'alice', 'ben', 'sam', 'max', 'oliver',
  'ollie', 'harry', 'charlie', 'george', 'noah', 'jacob', 'ethan', 'liam', 'lucas', 'luke', 'josh', 'joshua', 'daniel',
  'danny', 'david', 'dave', 'mike', 'michael', 'chris', 'matt', 'matthew', 'james', 'jamie', 'john', 'johnny', 'paul',
  'pete', 'peter', 'steve', 'tim', 'tony', 'nick', 'alex', 'andy', 'adam', 'ryan', 'tyler', 'owen', 'dylan', 'finn',
  'theo', 'archie', 'freddie', 'alfie', 'henry', 'kevin', 'brian', 'mary', 'susan', 'karen', 'linda', 'lisa', 'julie',
  'helen', 'jen', 'jenny', 'nicole', 'sally', 'tina', 'claire', 'fiona', 'gemma', 'kirsty', 'natalie', 'vicky',
  'ethel', 'maggie', 'bella', 'mia', 'evie', 'freya', 'harper', 'leah', 'nathan', 'aaron', 'ed', 'eddie', 'frank',
  'gary', 'greg', 'ian', 'jason', 'jeff', 'jim', 'jimmy', 'joe', 'jon', 'keith', 'kyle', 'lewis', 'marcus', 'neil',
  'phil', 'rob', 'robbie', 'ronnie', 'sean', 'simon', 'stuart', 'toby', 'tommy', 'zach',
];

/** Words whose "'s" is a contraction or the household's own, not a stranger's genitive: "it's dad's birthday". */
const OWN_GENITIVES = ['it', 'that', 'there', 'here', 'he', 'she', 'let', 'who', 'what', 'where', 'when', 'how'];
/** Kin words a household uses as names ("where is dad", "grandmas address"). */
const KIN_AS_NAMES = 'mom|mum|dad|grandma|grandpa|granny|nana';
/** A genitive of anyone but a household first name or a contraction: "karl marx's", "elvis'". */
const STRANGER_GENITIVE = `(?<!\\p{L})(?!(?:${[...OWN_GENITIVES, ...GIVEN_NAMES].join('|')})(?:'s|'))\\p{L}+(?:'s|')`;
/** Jobs whose words the household remembers: "what did the pediatrician say". */
const PROFESSIONALS = [
  'pediatrician', 'paediatrician', 'optician', 'midwife', 'health visitor', 'surgeon', 'specialist', 'consultant',
  'cardiologist', 'dermatologist', 'orthodontist', 'gp', 'pharmacist', 'counsel+or', 'therapist', 'accountant',
  'lawyer', 'solicitor', 'inspector', 'surveyor', 'chiropractor', 'osteopath', 'allergist',
];
/** Service people and places whose names the owner forgets and Hearth may have in its notes. */
const REMEMBERED = [
  ...PROFESSIONALS, 'plumber', 'electrician', 'mechanic', 'builder', 'doctor', 'dentist', 'vet', 'nurse', 'teacher',
  'babysitter', 'nanny', 'cleaner', 'gardener', 'handyman', 'decorator', 'painter', 'hairdresser', 'barber', 'physio',
  'tutor', 'coach', 'estate agent', 'restaurant', 'hotel', 'cafe', 'bar', 'pub', 'shop', 'place', 'guy', 'man',
  'woman', 'lady', 'girl', 'person', 'company', 'firm', 'neighbou?r',
];

export const en: BoundaryLexicon = {
  lang: 'en',
  possessives: [{ words: ['my', 'our'] }],
  givenNames: { words: GIVEN_NAMES, ending: 's?' },
  strangerKin: [`${STRANGER_GENITIVE} (?:${KIN_AS_NAMES})s?`],
  generalWe: [
    'we (?:\\S+ ){0,3}(?:on|to) (?:the moon|mars)|(?:did|do|have) we (?:first )?(?:evolve|evolved|discover fire|invent|'
      + 'domesticate|split the atom|go to space|come from)|(?:where|when) did we (?:come from|evolve)',
  ],
  firstPerson: [
    { words: ['me', 'mine', 'myself', 'we', 'us', 'ours', 'ourselves'] },
    // Italian "i" is the plural article ("i bambini").
    { words: ['i'], alsoIn: ['it'] },
  ],
  notFirstPerson: [
    // Requests to Hearth: "tell me", "can you explain to me", "recommend me a book".
    '(?:tell|give|show|explain|explain to|teach|find|read|recommend|suggest|help|let|get|send|remind) (?:me|us)',
    // Wondering aloud about the world: "I want to know who ...", "I wonder why ...".
    "i(?:'d| would)? (?:want|like|love|need) to (?:know|learn|understand|find out|ask)|i (?:wonder|was wondering)|"
      + "i(?:'m| am) (?:wondering|curious|interested)|i(?:'m| am) (?:looking|searching) for (?:a|an|some|good|the best|information|info)",
    // Local questions ask about the world around the home: "restaurants near me", "where I live".
    '(?:near|around|close to) (?:me|us)|where (?:i|we) live',
    '(?:the|in|from) us',
    // Lower-case speech writes the country as "us": "which us territory", "the canada us border".
    '(?:which|what|canada|mexico) us|us (?:border|territor\\S*|presidents?|presidential|states?|army|navy|military|senate|congress|dollars?|census|constitution|capital|government|citizens?|elections?|open)',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...HEALTH, ...BELONGINGS, ...HOME],
  memory: [
    '(?:do|did) you (?:still )?remember',
    // What a professional told the household: "what did the doctor say about the rash", "did the boiler guy say".
    '(?:the|my|our|that) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ') (?:said|told|say|tell|mention|mentioned|recommend|recommended|prescribe|prescribed)',
    "what (?:did|have) i (?:tell|told|say|said|ask|asked|mention|mentioned|show|showed)",
    'i (?:told|asked|mentioned|showed) you',
    "(?:have|did) i (?:told|tell|mentioned|mention) you",
    '(?:know|remember) about (?:me|us)',
    // What Hearth was told or noted: "what did you note about the boiler", "have you saved anything on Tom".
    '(?:what|did|have|anything|something) (?:did |have |do )?you (?:\\S+ )?(?:note|noted|save|saved|write|wrote|written|jot|jotted|store|'
      + 'stored|keep|kept|record|recorded|log|logged|remember|remembered|memori[sz]e|memori[sz]ed)',
    '(?:do|did) (?:you )?(?:have|got) (?:anything|something|a note|notes) (?:about|on|for)',
    '(?:my|our) notes',
    // "remind me to ..." is a reminder skill; "remind me what/when/where ..." asks for something stored.
    'remind me (?:what|when|where|who|which|how)',
    '(?:the|my|our) (?:vet|doctor|dentist|plumber|teacher|landlord|nurse|mechanic|builder) (?:said|told|say)',
    // Memory for names: "what was the name of the plumber", "what was the plumber called".
    '(?:what|who) (?:was|were|is) (?:the )?names? of (?:the|that|this|those) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ')',
    '(?:what|how) (?:was|were) (?:the|that) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ')(?:\'s name| called)',
  ],
  ownPast: [
    'did (?:i|we)',
    '(?:when|where) (?:was|were|did) (?:i|we) last|last time (?:i|we)',
    // A relative clause about the speaker's past: "that restaurant I liked", "the book we bought".
    '(?:that|the) (?:\\S+ ){1,2}(?:i|we) (?:\\S+ed|saw|went|bought|ate|took|met|got|had|made|did|left|put)',
    'have (?:i|we) (?:already|ever|paid|booked|taken|left|locked|turned|had|eaten|drunk|done|spent|used|slept|walked)',
    'where (?:i|we) (?:parked|left|put)',
  ],
  availability: [
    // "is there anything on for saturday morning": the household's own calendar ("anything on tv" is not a day).
    '(?:is there|have (?:i|we) got|got) anything (?:on|planned|booked) (?:for |on )?(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|tomorrow|tonight)',
    '(?:do|will) (?:i|we) have (?:anything|something|any|plans|time|meetings?|appointments?|work|school|class|lessons?)',
    'have (?:i|we) got (?:anything|something|any|plans|time)',
    'am i (?:free|busy|working|off|available|booked)',
    'are we (?:free|busy|booked)',
    'what do (?:i|we) have (?:on|today|tonight|tomorrow|this|next|planned|scheduled)',
    'when (?:do|am|must) (?:i|we) (?:fly|flying|leave|leaving|land|depart|travel|work|working|start|pick)',
    'what time (?:do|am|must) (?:i|we)',
    '(?:my|our) (?:day|week|weekend|evening|morning|afternoon) look',
    '(?:do|have) (?:i|we) (?:have|got) (?:\\S+ ){0,2}left',
    '(?:do|have) we (?:still )?(?:have|got) (?:any|some|enough)',
    "what(?:'s| is|s) for (?:dinner|lunch|breakfast|tea|supper)",
    // "what's on tomorrow", "what's planned for the weekend" (not "what's on TV").
    "what(?:'s| is|s) (?:on|planned|happening) (?:for )?(?:today|tonight|tomorrow|this|next|at the weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))",
  ],
  household: [
    // Kin used as names, also with the genitive "s" that transcripts write without an apostrophe ("grandmas address").
    // Not someone else's ("karl marx's dad", "elvis' mom": `strangerKin`). A first name's stays the household's
    // ("anna's mum", "tom's dad"), and so does a contraction's ("it's dad's birthday").
    `(?<!(?:the|a|your|his|her|their|of) )(?<!${STRANGER_GENITIVE} )(?:${KIN_AS_NAMES})s?`,
    'appointments?',
    'where(?: is| are|\'s|s| did i (?:put|leave)) (?:the |my |our )?(?:' + MISLAID.join('|') + ')',
    '(?:the|our) (?:car|house|spare|front door|back door|garage) keys?',
    'spare (?:\\S+ ){0,2}keys?|(?:who|whose) (?:\\S+ ){0,4}keys?',
    // Not after a how-to verb: "how do i change the wifi password" asks how, not what the household's password is.
    '(?<!(?:change|reset|set|set up|create|choose|pick|make|recover)(?: the| a| your)? )(?:(?:the|our) (?:wi-?fi|wlan|router|internet) password|wi-?fi password)',
    'the (?:hotel|flight|train|table) (?:booking|reservation)',
    'the kids',
    'the in[- ]laws',
    // The household's reference numbers: "the tracking number for the sofa delivery", "the reference number for the
    // council complaint" ("how do you track a parcel" has none of his).
    '(?:tracking|reference|ref|booking|order|policy|account|customer|claim|case|membership|confirmation) (?:number|no|code|link) '
      + '(?:for|of|on) (?:the|our)',
    // Spare and shared things: "who has the spare garage remote".
    "who(?:'s| has| had| took)(?: got)? (?:the|our) (?:spare|other|second|extra|new) \\S+",
    // The household's calendar: "is there anything on the calendar for the bank holiday".
    '(?:anything|something) (?:on|in) (?:the|our) (?:calendar|diary|schedule|agenda|planner)',
    // Lists the household keeps: "read me the grocery list".
    'the (?:shopping|grocery|groceries|to-?do|todo|packing|christmas|gift|guest|chore|chores) list',
    // The household's own insurance and what falls due on it: "do we need to renew the home insurance soon".
    '(?:the|our) (?:car|house|home|contents|buildings|travel|pet|health|life|phone) insurance',
    // Stock in the household's stores: "is there any cheese in the fridge".
    '(?:is|are) there (?:\\S+ ){0,3}in the (?:fridge|freezer|cupboard|pantry|larder|cellar|garage|shed|house)',
    '(?:' + SERVICE_PEOPLE.join('|') + ') (?:coming|arriving|due|here)',
    // A visit, booking or payment of the household's own service people, named with "the": "when does the cleaner
    // come", "has the window cleaner been paid" ("how much does a cleaner cost" has "a" and stays world).
    // Not "came up with" (invented: "the engineer who came up with the name mach number") nor "came from" (origin).
    '(?:the|our) (?:\\S+ )?(?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ ){0,2}(?:(?:come|comes|coming|came)(?! up with| from)|arrive|arrives|arriving|'
      + 'due|booked|paid|confirmed|cancel+ed|here|turn up|turning up|been|get here|getting here)',
    // The status of one of the household's bookings or payments: "is the boiler service booked", "has the rent been paid".
    '(?:is|are|was|were|has|have) (?:the|our) (?:\\S+ ){1,3}(?:been )?(?:already )?(?:booked|paid|renewed|confirmed|arranged|'
      + 'sorted|scheduled|cancel+ed|topped up|paid off)',
    // What remains on the household's meters and cards: "how much is left on the electricity meter".
    'how much (?:\\S+ )?(?:is |do we have )?left (?:on|in) (?:the|our) (?:\\S+ )?(?:meter|card|account|balance|budget|tank|voucher|'
      + 'top-?up|credit)',
    'when is the (?:dentist|doctor|vet|hairdresser|plumber|electrician)',
    // Debts between the household and people it deals with: "how much do we still owe the builder".
    '(?:do|does|did) (?:i|we) (?:still )?owe|(?:i|we) (?:still )?owe|owes? (?:me|us)',
    'when (?:do|must|should) (?:i|we) (?:have to )?pay the',
  ],
  ownAffairs: [
    '(?:code|password|passcode|pin|pin number|combination) (?:for|to|of|on) (?:the|our) (?:\\S+ )?(?:' + LOCKED.join('|') + ')',
    '(?:the|our) (?:\\S+ )?(?:' + LOCKED.join('|') + ') (?:code|password|passcode|pin|combination)',
    '(?<!(?:average|typical|mean|median|national) )(?:electricity|gas|water|phone|internet|energy|heating|power|'
      + 'council tax|credit card|mobile|broadband|tv licence) bills?',
    '(?:the|our) (?:last|latest|next|current|previous) (?:\\S+ )?(?:bill|invoice|statement|payslip|paycheck|rent)',
    '(?:the|our) (?:' + HOUSEHOLD_ASSETS.join('|') + ') (?:\\S+ ){0,3}(?:due|service|serviced|mot|inspection|inspected|insured|insurance|'
      + 'taxed|registration|warranty|lease)',
    '(?:when|what time|what day|which day|is there|is it) (?:\\S+ ){0,4}(?:' + HOUSEHOLD_EVENTS.join('|') + ')',
    // First-person plural plans: "what hotel are we staying at", "when do we fly", "where are we meeting".
    '(?:are|were) we (?:staying|going|flying|leaving|meeting|having|doing|visiting|driving|eating|taking|getting|'
      + 'seeing|hosting|bringing|booking|paying|renting|travel+ing|heading|catching|checking)',
    '(?:which|what) \\S+ (?:do|are|will|shall|did|must) we',
    // The household's children without "my": "when do the children break up for summer".
    'the (?:children|twins)(?! of)',
    // Guests: "who's coming over for dinner on Saturday", "when do the guests arrive".
    "who(?:'s| is| are)? (?:coming|staying|sleeping) (?:over|round|for (?:dinner|lunch|tea|drinks|the weekend|the night)|"
      + 'to (?:dinner|lunch|stay|the party|visit))|(?:the|our) guests|(?:come|coming) (?:over|round) (?:for|to)',
    // Stock at home: "is there any milk left".
    '(?:is|are) there (?:any |some )?(?:\\S+ ){0,2}left',
    // Due dates and the next occurrence of something on the household's calendar.
    "when(?:'s| is| are) (?:the|our) (?:\\S+ ){1,3}due",
    '(?:the|our) next (?:\\S+ )?(?:dose|appointment|check|checkup|check-up|payment|instal+ment|delivery|injection|jab|'
      + 'pill|tablet|lesson|session|visit)',
    // Household money: pay, rent, contracts, subscriptions, insurance.
    'payday|pay day|(?:the|our) (?:salary|wages|paycheck|pension|rent|mortgage|lease|tenancy)',
    '(?:subscription|membership|contract|lease|tenancy|mortgage|insurance|warranty)(?: \\S+){0,3} '
      + '(?:still|run out|runs out|expire|expires|end|ends|renewal|due)',
    '(?:the|our) (?:car|house|home|contents|travel|pet|health) insurance',
    '(?:registration|reg|number plate|licen[cs]e plate|plate number|insurance|mot|service|tax) (?:\\S+ ){0,2}(?:of|for|on) '
      + '(?:the|our) (?:' + HOUSEHOLD_ASSETS.join('|') + ')',
    '(?:pick|picking|picks|collect|collecting|collects|drop|dropping|drops|take|taking|takes) (?:up )?(?:the )?'
      + '(?:kids|children|boys|girls|baby|twins)',
    // The speaker's own day: "how many paracetamol have I had today".
    '(?:i|we|me|us) (?:\\S+ ){0,4}(?:today|tonight|yesterday|this morning|this evening|last night|this week|this month|last month)',
    '(?:when|where|what time|what day|which day) (?:do|are|will|shall|did|must) we',
    'what (?:blood (?:type|group)|size|shoe size|dress size) (?:am|do|was) i',
    // Someone's size asked by name, the name last and lower case ("what shoe size is jack"; names that are ordinary
    // words are not in the given-names list). "what size is a king bed" has an article and stays world.
    '(?:what|which) (?:shoe |dress |clothes |coat |trouser |nappy |diaper )?size (?:is|does|are) (?!a |an |the )\\S+(?: wear| now)?$',
    // Chores on the household's pets, plants and doors: "did anybody feed the dog", "has someone locked the shed".
    '(?:feed|fed|walk|walked|water|watered) the (?:dogs?|cats?|fish|hamster|rabbits?|guinea pigs?|puppy|kitten|tortoise|'
      + 'birds?|chickens|plants|garden|tomatoes|lawn)',
    '(?:did|has|have) (?:anybody|anyone|somebody|someone|either of you) (?:\\S+ ){0,2}(?:feed|fed|walk|walked|water|watered|'
      + 'lock|locked|empty|emptied|take|taken|took|call|called|pay|paid|pick|picked|let|put|turn|turned|close|closed|ring|rung|'
      + 'book|booked|order|ordered)',
    // Passwords and logins of the household's accounts: "what's the netflix password", "the login for the bank".
    '(?:the|our) (?:\\S+ )?(?:password|passcode|login|pin)(?! manager)|(?:password|passcode|login) (?:for|to|of|on) (?!a |an )',
    // The household's baby: "what size nappies does the baby wear now", "when's the baby's check-up".
    "the baby(?:'s)?(?! (?:boom|shark|boomers?|teeth in general))",
    // Whose birthday it is: "who has a birthday this month", "whose birthday is on Saturday".
    'who(?:se| has a| has their| has got a) birthday',
    // The pet's own schedule: "when is the cat's vaccination".
    "the (?:dog|cat|puppy|kitten|rabbit|hamster)'s (?:vaccinations?|jabs?|vet|booster|flea|worming|grooming|check-?up|appointment)",
    // Bin day: "which bin goes out this week".
    '(?:which|what) (?:bins?|recycling)|bins? (?:go|goes|going) out',
    // The household's deliveries: "is the parcel from amazon coming today", "where's the package" ("does amazon deliver
    // on sundays" names no parcel of his).
    '(?:the|our) (?:\\S+ )?(?:parcel|package|delivery|order|shipment)(?: \\S+){0,4} (?:coming|come|arrive|arriving|arrived|'
      + 'due|delivered|here|today|tomorrow)|(?:where|when) is (?:the|our) (?:\\S+ )?(?:parcel|package|delivery|order)',
    // The warranty of the household's things running out: "when does the warranty on the washing machine expire".
    '(?:warranty|guarantee)(?: \\S+){0,4} (?:expire|expires|expired|run out|runs out|end|ends)|'
      + '(?:is|are) (?:the|our) (?:\\S+ ){1,3}(?:still )?(?:under|in) (?:warranty|guarantee)',
    // When the household last had something done: "when was the boiler last serviced".
    'when was (?:the|our) (?:\\S+ ){1,3}last (?:\\S+ed|done|seen|checked)',
  ],
  personData: [
    'old is qqnameqq (?:now|today|this year)', '(?:what time|when) (?:does|is|will) qqnameqq', 'football', 'swimming',
    'gym', 'tennis', 'ballet', 'piano', 'dance', 'judo', 'karate', 'scouts', 'guides', 'brownies', 'cubs', 'check',
    'checkup', '(?:phone |mobile |cell )?number(?! one| two| 1| \\d)', 'mobile', 'email', 'e-mail', 'address',
    'birthday', 'bday', 'appointment', 'lessons?', 'class', 'practice', 'training', 'school', 'teacher', 'size',
    'allerg\\S+', 'vet', 'doctor', 'dentist', 'flight', 'shift', 'party', 'passport', 'nursery', 'daycare', 'pick-?up',
    'coach', 'homework', 'bedtime', 'dose', 'medication', 'meds', 'pills', 'jabs?', 'vaccinations?', 'inhaler',
    'insulin', 'antibiotics', 'medicine', 'tablets', 'test', 'exam', 'recital', 'match', 'tournament', 'sleepover',
    'pick(?:ing|s)? up', 'picks up', 'collect(?:ing|s)?', 'drop(?:ping|s)? off',
    'coming (?:over|round|home|back|for (?:dinner|lunch|tea|the weekend)|to (?:dinner|lunch|stay|visit|ours|us|the party))',
  ],
  ownDay: [
    'today', 'tonight', 'tomorrow', 'this (?:morning|afternoon|evening)',
  ],
  notOwnDay: [
    'umbrella', 'raincoat', 'coat', 'jacket', 'sunscreen', 'sun cream', 'rain\\S*', 'snow\\S*', 'weather', 'forecast',
    'sunny', 'cold', 'warm', 'hot', 'temperature', 'frost\\S*', 'wind\\S*', 'shorts', 'storm\\S*', 'should (?:i|we)',
    'what (?:to|can i|can we) (?:cook|eat|make|wear|watch|read)',
  ],
  genericFrames: [
    'how (?:do|can|could|should|would|shall) (?:i|we|you|one)',
    'where (?:do|should|can|shall) (?:i|we) (?:start|begin)',
    // Children's development by age: "at what age can a child swim".
    '(?:at )?what age|how old (?:should|do|does|must|can) (?:a|an|you|kids|children|babies)',
    'how to',
    'how (?:long|often) (?:should|must|can|do|does) (?:a|an|the)',
    // Not "how much do I weigh" or "how much do we owe": those ask for his own figures.
    'how (?:long|often|much|many) (?:\\S+ )?(?:should|do|does|can|must) (?:i|we|you)(?! (?:weigh|earn|make|owe|spend|pay|have left))',
    'what (?:should|can|could|do) (?:i|we|you) do',
    'what (?:to do|happens) (?:if|when)',
    '(?:can|could|may|should|shall) (?:i|we|one)',
    // "when must I leave", "what time do I have to be there" ask for the schedule, not for advice.
    '(?<!(?:when|time|day) )must (?:i|we|one)',
    'am i (?:allowed|supposed|able)',
    'is it (?:safe|ok|okay|bad|good|normal|healthy|legal|possible|dangerous|true|better|worse|wise|fine|alright|all right|'
      + 'harmful|unhealthy|a problem|weird)',
    // Advice about a pet or thing of his: "can my dog eat grapes". Family nouns are strong and win before this.
    '(?:can|could|may|should|must) (?:my|our) \\S+',
    '(?<!(?:when|time|day) )do (?:i|we) (?:need|have) to',
    '(?<!(?:when|time|day) )do (?:i|we) need',
    // "We" meaning people in general or the country: "what do we know about dark matter", "do we have free
    // will", "what are we celebrating on the fourth of July".
    'what do (?:we|you) know about|why (?:do|are|can|did) we|(?:do|are) we (?:have free will|alone)|'
      + '(?:what|why|when) (?:are|do) we celebrat\\S*',
    'why (?:do|does|is|are|did|would|won\'t|can\'t|isn\'t|doesn\'t)',
    '(?:best|right) way to',
    'tips (?:for|on)',
    'what does (?:\\S+ ){1,3}mean|meaning of',
    'if (?:i|you|one) (?:was|were|am|are)',
    // Local questions ("restaurants in my area") ask about the world around the home, not the owner.
    'in my (?:area|city|town|region|country|neighbou?rhood)',
    // Recommendations and comparisons: "what's a good name for my dog", "which is better for my back".
    "what(?:'s| is|s) (?:a|an|the) (?:good|nice|cute|funny|cool|best|unique|healthy|cheap)",
    'which (?:\\S+ )?(?:is|are) (?:better|best|healthier|safer|cheaper)',
    '(?:better|best|good|bad|worse|harmful|unhealthy|dangerous|healthy) for (?:my|our|me|us)',
    'names? for (?:my|our|a)',
    "what am i doing wrong|what (?:did|do) i do wrong|what(?:'s| is) wrong with (?:my|our)",
    '(?:strong|good|safe|big|secure|fast|healthy|warm|long) enough',
    // Definitions and statistics are about the world: "what's a mortgage", "the average rent in Berlin".
    "what(?:'s| is|s) (?:a|an)|what(?:'s| is|s) the difference|average|typical|on average",
  ],
  titleFrames: [
    'who (?:wrote|writes|sang|sings|composed|directed|painted|performed|plays in|played in|stars in|starred in)',
    '(?:plot|cast|soundtrack|ending|trailer|summary) (?:of|for|to)',
    // The frame may name the kind of work first: "who sang the song my girl".
    'who (?:wrote|sang|sings|directed|performed) (?:the )?(?:song|book|film|movie|album|poem|novel|show)',
    'lyrics',
    '(?:song|album|novel|book|film|movie|poem|show) (?:called|named|titled)',
    // When a named work came out: "when was the song my generation released".
    '(?:when|what year) (?:was|were|did) the (?:song|single|album|book|novel|film|movie|show|series|musical)',
    '(?:how many|which) (?:books|films|movies|seasons|episodes|albums) (?:are |were )?in the',
  ],
  placePrepositions: ['to', 'in', 'from', 'at', 'into', 'via', 'near', 'around'],
  saintWords: ['saint', 'st'],
};
