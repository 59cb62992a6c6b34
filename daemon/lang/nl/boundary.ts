/**
 * Dutch rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: lower case, accents dropped, straight apostrophes.
 * Written with heldout-12, the first Dutch batch; before it Dutch was undetected and every Dutch turn was world.
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'vrouw', 'man', 'echtgeno(?:ot|te)', 'partner', 'vriend(?:in)?', 'zoon', 'dochter', 'kinderen', 'kind', 'moeder',
  'mama', 'mam', 'vader', 'papa', 'pap', 'ouders', 'broer', 'zus', 'zussen', 'broers', 'oma', 'opa', 'grootouders',
  'tante', 'oom', 'neef', 'nicht', 'schoonmoeder', 'schoonvader', 'baas', 'buurman', 'buurvrouw', 'buren', 'familie',
  'oppas',
];
const SCHEDULE = [
  'vlucht', 'trein', 'afspraak', 'afspraken', 'vergadering', 'agenda', 'kalender', 'reservering', 'boeking', 'reis',
  'vakantie', 'verjaardag', 'kaartjes?', 'hotel', 'dokter', 'huisarts', 'tandarts', 'les',
];
const OTHER = [
  'pillen', 'medicijnen', 'tabletten', 'recept', 'sleutels?', 'portemonnee', 'notities', 'lijst', 'boodschappenlijst',
];
const MISLAID = [
  'sleutels?', 'autosleutels?', 'portemonnee', 'bril', 'telefoon', 'mobiel', 'afstandsbediening', 'oplader', 'paraplu',
  'paspoort', 'auto', 'fiets', 'tas', 'rugzak', 'jas', 'horloge', 'papieren',
];
/** Household things with a code or password: "het wifi wachtwoord", "de code van het hek". */
const LOCKED = [
  'wi-?fi', 'wifi', 'internet', 'router', 'hek', 'poort', 'deur', 'voordeur', 'garage', 'alarm', 'kluis', 'slot',
  'fietsslot', 'schuur', 'fietsenstalling', 'berging', 'brievenbus', 'kelder', 'zolder',
];
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = [
  'loodgieter', 'elektricien', 'schoonmaakster', 'schoonmaker', 'werkster', 'oppas', 'tuinman', 'monteur',
  'klusjesman', 'schilder', 'glazenwasser', 'schoorsteenveger', 'bezorger', 'cv-monteur',
];
/** Common given names, lower case; names that are ordinary Dutch words are left out. */
const GIVEN_NAMES = [
  'daan', 'sanne', 'emma', 'lotte', 'julia', 'sem', 'lucas', 'finn', 'levi', 'noah', 'milan', 'luuk', 'tess', 'sophie',
  'fleur', 'lisa', 'anna', 'eva', 'zoe', 'thijs', 'bram', 'jesse', 'ruben', 'lars', 'jesper', 'sven', 'tim', 'tom',
  'niels', 'joost', 'pieter', 'jan', 'kees', 'henk', 'anouk', 'femke', 'iris', 'lieke', 'maud', 'nina', 'noor', 'roos',
  'saar', 'vera', 'mila', 'liam', 'jens', 'stijn', 'wouter',
];

export const nl: BoundaryLexicon = {
  lang: 'nl',
  possessives: [{ words: ['mijn', 'onze'] }],
  givenNames: { words: GIVEN_NAMES, ending: 's?' },
  // "ons" is also "us"; "we", "me" are shared with English.
  // Only in Dutch (or undetected) text: "ben" is English Ben, "ik" and "heb" are words or names elsewhere. ("we"
  // and "me" are English first person anyway.)
  firstPerson: [{ words: ['ik', 'mij', 'me', 'wij', 'we', 'ons', 'heb', 'ben'], alsoIn: 'others' }],
  notFirstPerson: [
    '(?:vertel|zeg|leg|laat) (?:me|mij|ons)|(?:kun|kan) je (?:me|mij) (?:vertellen|uitleggen|zeggen|helpen)|'
      + 'ik (?:wil|zou graag) (?:weten|leren|begrijpen)|ik vraag me af|(?:bij|in de buurt van) (?:mij|ons)|waar (?:ik|we) wonen',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...OTHER],
  memory: [
    '(?:weet|herinner) je (?:je )?(?:nog|wat)',
    'wat (?:heb ik|had ik) (?:je |jou )?(?:gezegd|verteld|gevraagd)|ik heb je (?:gezegd|verteld)',
    '(?:wat )?heb je (?:\\S+ )?(?:genoteerd|opgeslagen|onthouden|bewaard)',
  ],
  ownPast: [
    'waar (?:heb|had) ik',
    'heb ik (?:\\S+ ){0,3}(?:genomen|betaald|gesloten|uitgezet|geboekt|geparkeerd|gelaten|gelegd|gedaan)',
  ],
  availability: [
    '(?:heb|hebben) (?:ik|we|wij) (?:\\S+ )?(?:iets|plannen|een afspraak|afspraken|tijd)',
    '(?:ben ik|zijn we) (?:vrij|bezet|beschikbaar)',
  ],
  // Kin as names: "wanneer komt oma" ("wanneer is moederdag" is a holiday); only in Dutch text (see kinNames).
  kinNames: { phrase: '(?<!(?:een|je|zijn|haar|hun|de|het) )(?:oma|opa)(?! (?:van|in het algemeen))(?!(?: en (?:oma|opa))? ?dag)', alsoIn: 'others' },
  household: [
    // Not after a how-to verb: "hoe verander je het wifi wachtwoord" asks how.
    '(?<!(?:verander|wijzig|reset|maak|kies|vind)(?: je| ik)?(?: de| het| een)? )(?:de |het )?(?:wi-?fi|wifi) ?wachtwoord|wachtwoord van (?:de|het) (?:' + LOCKED.join('|') + ')|code van (?:de|het) (?:' + LOCKED.join('|') + ')',
    '(?:komt|komen|is) (?:\\S+ )?(?:de |het )?(?:' + SERVICE_PEOPLE.join('|') + ')|(?:de|het) (?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ )?(?:komt|langs)',
    'waar (?:is|zijn|ligt|liggen|heb ik) (?:de |het |mijn |onze )?(?:' + MISLAID.join('|') + ')',
    // "mama" and "papa" after a Dutch question word (elsewhere they are the Pope, a potato or "Mamma Mia").
    '(?:wanneer|hoe laat|komt|komen|waar is) (?:\\S+ ){0,2}(?:mama|papa|mam)',
  ],
  ownAffairs: [
    // Meals and guests: "wat eten we vanavond", "wie komt er zaterdag eten".
    'wie (?:komt|komen) (?:er )?(?:\\S+ )?(?:eten|logeren|op bezoek|langs)',
    // Stock at home: "is er nog melk in de koelkast".
    '(?:is|zijn) er nog (?:\\S+ ){0,2}(?:in de (?:koelkast|vriezer|kast|schuur|kelder)|in huis|thuis)',
    // Chores: "heeft iemand de kat eten gegeven".
    '(?:heeft|hebben) (?:iemand|er iemand) (?:\\S+ ){0,3}(?:eten gegeven|gevoerd|uitgelaten|water gegeven|dichtgedaan|betaald|gebeld)',
    // Debts: "hoeveel zijn we de garage nog schuldig".
    '(?:zijn|ben) (?:we|wij|ik) (?:\\S+ ){0,3}(?:nog )?schuldig',
    // The household's car, bills, keys and bins: "wanneer moet de auto naar de garage", "is de huur al betaald",
    // "wie heeft de reservesleutel van de schuur", "wanneer moet het oud papier buiten".
    '(?:de|onze) (?:auto|wagen|fiets|motor|scooter) (?:\\S+ ){0,3}(?:naar de garage|apk|onderhoud|keuring|beurt)',
    '(?:de|het) (?:huur|rekening|factuur|energierekening|abonnement|hypotheek|contributie) (?:\\S+ ){0,2}(?:al )?(?:betaald|overgemaakt)',
    'reservesleutel|sleutel van (?:de|het) (?:' + LOCKED.join('|') + ')',
    '(?:oud papier|de container|de kliko|het afval|de vuilnisbak|de groene bak|pmd|het plastic) (?:\\S+ ){0,3}(?:buiten|aan de straat|opgehaald)',
    // School events and the household's contracts: "wanneer is de ouderavond", "wanneer verloopt de autoverzekering".
    'ouderavond|tienminutengesprek|oudergesprek',
    '(?:verloopt|loopt af|eindigt) (?:\\S+ ){0,2}(?:de|het) (?:\\S*verzekering|\\S*abonnement|contract|huurcontract|garantie)|'
      + '(?:de|het) (?:\\S*verzekering|\\S*abonnement|contract|garantie) (?:\\S+ ){0,2}(?:verloopt|af)',
    // The household's deliveries: "komt het pakketje van bol vandaag" ("bezorgt bol op zondag" names none).
    '(?:komt|wordt) (?:\\S+ )?(?:het|de|ons|mijn) (?:pakket|pakketje|bestelling|levering)|(?:het|de|ons|mijn) (?:pakket|pakketje|'
      + 'bestelling)(?: \\S+){0,4} (?:komt|vandaag|morgen|bezorgd|geleverd)',
  ],
  personData: [
    'zwemles', 'zwemmen', 'voetbal', 'hockey', 'dansles', 'judo', 'turnen', 'school', 'juf', 'meester', 'schoenmaat',
    'maat', 'verjaardag', 'jarig', 'telefoonnummer', 'nummer', 'adres', 'tandarts', 'huisarts', 'dokter',
    'allergi\\S*', 'vaccinatie\\S*', 'huiswerk', 'training', 'afspraak', 'medicijnen',
  ],
  ownDay: [
    'vandaag', 'vanavond', 'vanochtend', 'vanmorgen', 'vanmiddag', 'morgen',
  ],
  notOwnDay: [
    'paraplu', 'jas', 'regen\\S*', 'sneeuw\\S*', 'weer', 'weerbericht', 'koud', 'warm', 'wind', 'moet ik (?:aan|mee)',
  ],
  genericFrames: [
    'op welke leeftijd|waar begin ik',
    'hoe (?:\\S+ )?(?:je|men|u)(?= )|hoe (?:kan|moet|doe) (?:ik|je|men)|hoe te',
    'wat te doen|wat moet je doen|wat doe je (?:als|bij|tegen)',
    '(?:mag|kan|moet) (?:je|men|een)|is het (?:veilig|gezond|normaal|slecht|erg|gevaarlijk)',
    'waarom|hoe lang|hoe vaak',
    'wat is (?:een|het verschil)|wat betekent|wat (?:is|zijn) de beste|wat helpt (?:tegen|bij)',
  ],
  titleFrames: [
    'wie (?:schreef|zong|zingt|regisseerde|schilderde|componeerde)',
    'songtekst|tekst van',
  ],
};
