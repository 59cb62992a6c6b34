/**
 * German rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: umlauts dropped ("fährt" → "fahrt", "Schlüssel" → "schlussel"), ß → ss.
 * German builds compounds, so a few token patterns accept a prefix: "Zahnarzttermin", "Autoschlüssel".
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'frau', 'mann', 'ehemann', 'ehefrau', 'partner(?:in)?', 'freund(?:in|e|es)?', 'sohn(?:es)?', 'sohne', 'tochter',
  'tochtern', 'kinder?', 'kindes', 'kindern', 'mutter', 'mama', 'mutti', 'vater', 'papa', 'eltern', 'bruder',
  'bruders', 'bruder', 'schwester', 'schwestern', 'oma', 'opa', 'grossmutter', 'grossvater', 'grosseltern', 'tante',
  'onkel', 'cousine?', 'nichte', 'neffe', 'nachbar(?:in|n)?', 'chef(?:in)?', 'vermieter(?:in)?', 'familie',
  'schwiegermutter', 'schwiegervater', 'babysitter(?:in)?',
];
const SCHEDULE = [
  '\\p{L}*termin(?:e|s)?', '\\p{L}*arzt(?:es)?', '\\p{L}*arztin', 'flug(?:es)?', 'zug(?:es)?', 'kalender',
  '\\p{L}*buchung', 'reservierung', 'reise', 'urlaub(?:s)?', 'plane', 'geburtstag(?:s)?', 'ticket(?:s)?', 'hotel',
  'fahrkarte', 'besprechung', 'schicht', 'unterricht',
];
const HEALTH = [
  'tabletten', 'medikament(?:e|en)?', 'rezept(?:e)?', 'impfung', '\\p{L}*befund(?:e)?', 'blutwerte',
];
/** Documents and paperwork are weak on purpose, as in en.ts: "wie verlängere ich meinen Reisepass" is world. */
const BELONGINGS = [
  '\\p{L}*schlussel', 'geldbeutel', 'portemonnaie', 'geldborse', 'brieftasche',
];
const HOME = [
  'notizen', '\\p{L}*liste',
];
const MISLAID = [
  '\\p{L}*schlussel', 'geldbeutel', 'portemonnaie', 'geldborse', 'brieftasche', 'brillen?', 'handys?', 'telefon',
  'ausweise?', 'reisepasse?', 'pass', 'passe', 'impfpass', 'garantie\\p{L}*', 'quittung', 'kassenbon',
  'fahrzeugschein', 'fahrzeugbrief', 'geburtsurkunde', 'stammbuch', 'versichertenkarte', 'krankenkarte',
  '\\p{L}*vertrag', '\\p{L}*unterlagen', 'fernbedienung', 'ladegerat', 'ladekabel', 'auto', 'fahrrad', 'tasche',
  'rucksack', 'jacke', 'regenschirm', 'dokumente', 'kopfhorer', 'uhr', 'ring',
  // The house's own fixtures: "wo ist der Sicherungskasten" ("wie funktioniert ein Sicherungskasten" stays world).
  'sicherungskasten', 'sicherungen', '\\p{L}*zahler', 'haupthahn', 'hauptwasserhahn', 'absperrhahn', 'thermostat',
  'heizkessel', 'therme',
];
/**
 * Common given names, with the genitive "s" ("Annas", "Pauls"). Left out: names that are ordinary words in a
 * covered language (Mark, Lea and Ida in Spanish, Leon as the Spanish city, Ella as Spanish "she").
 */
const GIVEN_NAMES = [
  'anna', 'emma', 'mia', 'hannah', 'hanna', 'lena', 'lina', 'laura', 'lisa', 'julia', 'sophie', 'sofie', 'marie',
  'klara', 'paula', 'lotta', 'frieda', 'greta', 'luisa', 'johanna', 'nele', 'jana', 'katrin', 'sabine', 'petra',
  'anja', 'heike', 'susanne', 'claudia', 'andrea', 'nicole', 'stefanie', 'monika', 'ute', 'birgit', 'ben', 'paul',
  'luca', 'luka', 'lukas', 'finn', 'jonas', 'elias', 'noah', 'felix', 'max', 'maximilian', 'moritz', 'tim', 'tom',
  'jan', 'niklas', 'nicolas', 'julian', 'philipp', 'jakob', 'emil', 'anton', 'oskar', 'theo', 'karl', 'peter',
  'thomas', 'andreas', 'stefan', 'markus', 'jurgen', 'uwe', 'klaus', 'wolfgang', 'sven', 'tobias', 'florian',
  'sebastian', 'matthias', 'jens', 'dirk', 'torsten', 'holger', 'bernd', 'gunter', 'horst', 'dieter', 'helmut',
  'ingrid', 'ursula', 'renate', 'gisela', 'hildegard', 'erika', 'jonathan', 'leonie', 'amelie', 'charlotte', 'mila',
  'ida', 'marlene', 'pia', 'carla', 'merle', 'jule', 'lasse', 'mats', 'henri', 'hendrik', 'malte', 'ole', 'lars',
  'fynn', 'linus', 'lennart', 'mattis', 'vincent',
];
const MY = [
  'mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'unser', 'unsere', 'unserem', 'unseren', 'unserer',
  'unseres',
];

/** Household things that have a code, PIN or password (umlauts dropped: "Tür" → "tur"). */
const LOCKED = [
  'garage', '\\p{L}*(?:garten|hof|garagen|einfahrts|haus)?tor', '\\p{L}*tur', 'alarmanlage', 'tresor', 'safe',
  '\\p{L}*schloss', 'wlan', 'wifi', 'router', 'laptop', 'handy', 'briefkasten', 'keller', 'schliessfach', 'schuppen',
  'haus', 'wohnung',
];
/** People who come to the house to work for it: their visits and bookings are the household's own affairs. */
const SERVICE_PEOPLE = [
  'klempner', 'elektriker', 'handwerker', 'putzfrau', 'putzhilfe', 'reinigungskraft', 'babysitter', 'gartner',
  'monteur', 'schornsteinfeger', 'kaminkehrer', 'fensterputzer', 'hundesitter', 'gassigeher', 'techniker',
  'installateur', 'heizungsbauer', 'maler', 'fliesenleger', 'dachdecker', 'ableser', 'hausmeister', 'tagesmutter',
  'nachhilfe\\S*', 'pflegedienst', 'pflegerin', 'haushaltshilfe',
];
/** Events in a household's week, asked about by time. */
const HOUSEHOLD_EVENTS = [
  'elternabend', 'elternsprechtag', 'elterngesprach', 'klassenfahrt', 'ausflug', 'schulfest', 'sportfest',
  '\\p{L}*training', '\\p{L}*unterricht', '\\p{L}*stunde', 'probe', 'kita', 'kindergarten', 'hort', 'abholen',
  'abholung', '\\p{L}*impfung', 'vorsorge\\p{L}*', 'mullabfuhr', '\\p{L}*tonne', 'sperrmull', 'altpapier',
  'gelbe\\S* sack', '\\p{L}*mull', 'musikschule', '\\p{L}*kurs', 'tuv', 'inspektion', 'hauptuntersuchung', 'olwechsel',
  'reifenwechsel', 'tierarzt\\p{L}*',
];
/** Service people and places whose names the owner forgets. */
const REMEMBERED = [
  'hebamme', 'chirurg\\p{L}*', 'orthopad\\p{L}*', 'optiker\\p{L}*', 'apotheker\\p{L}*', 'anwalt', 'anwaltin',
  'steuerberater\\p{L}*', 'physiotherapeut\\p{L}*', 'therapeut\\p{L}*', 'klempner\\p{L}*', 'elektriker\\p{L}*',
  'handwerker\\p{L}*', '\\p{L}*arzt', '\\p{L}*arztin', 'lehrer\\p{L}*', 'babysitter\\p{L}*', 'putzfrau', 'putzhilfe',
  'mechaniker\\p{L}*', 'restaurant', 'hotel', 'cafe', 'laden', 'kneipe', 'typ', 'mann', 'frau', 'friseur\\p{L}*',
  'nachbar\\p{L}*', 'trainer\\p{L}*', 'nachhilfe\\p{L}*', 'makler\\p{L}*', 'gartner\\p{L}*',
];

export const de: BoundaryLexicon = {
  lang: 'de',
  possessives: [{ words: MY }],
  givenNames: { words: GIVEN_NAMES, ending: 's?' },
  generalWe: [
    '(?:wir|menschen|menschheit) (?:\\S+ ){0,3}(?:auf dem mond|auf den mond|zum mond|zum mars|auf dem mars|ins all)|'
      + 'stammen wir|wir (?:\\S+ )?vom affen',
  ],
  possessionPhrases: ['bei (?:mir|uns)'],
  // "meins", "unseres": whose a thing is ("ist das blaue Fahrrad meins").
  firstPerson: [{ words: ['ich', 'mich', 'mir', 'wir', 'uns', 'meinerseits', 'meins', 'unseres', 'unsers'] }],
  notFirstPerson: [
    // Requests to Hearth: "sag mir", "kannst du mir erklären", "empfiehl mir ein Buch".
    '(?:sag|sage|erzahl|erzahle|erklar|erklare|zeig|zeige|nenn|nenne|gib|empfiehl|hilf|lies|such) (?:mir|uns)|'
      + '(?:kannst|konntest|kannst du|konntest du) (?:du )?(?:mir|uns) (?:\\S+ ){0,3}(?:sagen|erklaren|erzahlen|zeigen|empfehlen|nennen|helfen)',
    // Wondering aloud: "ich möchte wissen, wer ...", "ich frage mich, warum ...".
    'ich (?:mochte|will|wurde gerne?|wusste gerne?) (?:\\S+ )?(?:wissen|erfahren|lernen|verstehen)|ich frage mich|'
      + 'ich suche (?:ein|eine|einen|nach|gute)',
    // Local questions: "in meiner Nähe", "wo ich wohne".
    'in (?:meiner|unserer) nahe|bei (?:mir|uns) in der nahe|wo (?:ich|wir) wohnen?',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...HEALTH, ...BELONGINGS, ...HOME],
  memory: [
    'weisst du noch|erinnerst du dich',
    'was (?:habe|hab) ich (?:dir|dich)',
    '(?:habe|hab) ich (?:dir|dich) (?:\\S+ ){0,3}(?:gesagt|erzahlt|gefragt)',
    'ich (?:habe|hab) dir (?:\\S+ ){0,3}(?:gesagt|erzahlt)',
    'was weisst du (?:noch )?(?:uber|von) (?:mich|mir|uns)',
    // What Hearth was told or noted: "was hast du dir über den Boiler notiert", "hast du dir gemerkt".
    '(?:hast|hattest) du (?:dir )?(?:\\S+ ){0,4}(?:notiert|gemerkt|gespeichert|aufgeschrieben|vermerkt)',
    // What a professional told the household: "was hat die Ärztin wegen dem Ausschlag gesagt".
    'was (?:hat|haben) (?:der|die|das|unser\\S*) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ') (?:\\S+ ){0,4}(?:gesagt|gemeint|empfohlen|'
      + 'verschrieben|erzahlt)',
    // Memory for names: "wie hieß der Klempner", "wie heißt die Lehrerin von Paul".
    'wie (?:hiess|hiessen|heisst|heissen) (?:der|die|das|dieser|diese|dieses|unser\\S*) (?:\\S+ )?(?:' + REMEMBERED.join('|') + ')',
  ],
  ownPast: [
    '(?:wo|wohin|wann|wie viel|wieviel|was) (?:habe|hab|haben) (?:ich|wir)',
    '(?:wann|wo) (?:war|waren) (?:ich|wir)|(?:ich|wir) (?:\\S+ )?(?:zuletzt|das letzte mal)',
    '(?:habe|hab) ich (?:\\S+ ){0,4}(?:geparkt|gelassen|hingelegt|hingestellt|bezahlt|gebucht|abgeschlossen|'
      + 'ausgeschaltet|zugemacht|vergessen|eingenommen|gelegt|gefuttert|gegossen)',
    '(?:hatte|hab|habe|war) ich (?:\\S+ )?(?:heute|gestern|schon|bereits)',
  ],
  availability: [
    '(?:habe|hab|haben) (?:ich|wir) (?:\\S+ ){0,3}(?:etwas|was|termine?|zeit|plane) (?:vor|geplant|frei)',
    '(?:habe|hab|haben) (?:ich|wir) (?:\\S+ ){0,3}(?:etwas|was) vor',
    '(?:bin ich|sind wir) (?:\\S+ ){0,3}(?:frei|beschaftigt|verplant|verfugbar|ausgebucht)',
    'was (?:steht|habe ich|hab ich|haben wir) (?:\\S+ ){0,3}(?:an|vor|im kalender)',
    'wann (?:fliege|fliegen|fahre|fahren|arbeite) (?:ich|wir)',
    '(?:habe|hab|haben) (?:ich|wir) noch',
    'was gibt es (?:\\S+ )?(?:zum|zu|als) (?:abendessen|mittagessen|fruhstuck|essen|abendbrot|mittag)',
  ],
  // Kin as names, also with the genitive "s" ("omas adresse"); only in German text (see kinNames).
  kinNames: { phrase: '(?<!(?:eine?|deine|seine|ihre|seiner|ihrer) )(?:mama|papa|oma|opa|mutti|vati)s?', alsoIn: 'others' },
  household: [
    '\\p{L}*termin(?:e)?',
    // "die Kleine", "der Kleine": how parents name their own small child ("was wollte die Kleine zum Geburtstag").
    '(?:will|wollte|braucht|muss|soll|hat|hatte|kommt|geht|darf) (?:der|die) kleine (?:zum|zur|heute|morgen|noch|wieder|schon|denn|am|um)',
    '(?:kommt|kommen) (?:der |die )?(?:' + SERVICE_PEOPLE.join('|') + ')',
    // The status of one of the household's bookings or payments: "ist die Heizungswartung schon gebucht", "wurde die
    // Miete schon überwiesen", "ist der Babysitter für Freitag bestätigt".
    '(?:ist|sind|wurde|wurden|war|waren) (?:der|die|das|den|unser\\S*) (?:\\S+ ){1,3}(?:schon |bereits |auch )?(?:gebucht|bezahlt|'
      + 'uberwiesen|bestatigt|bestellt|verlangert|gekundigt|beauftragt|angemeldet|reserviert|abgebucht|erledigt)(?! (?:werden|sein))',
    '(?:auto|haus|ersatz|wohnungs|garagen|keller)schlussel',
    // Debts: "wie viel schulden wir dem Handwerker noch".
    'schulde(?:n)? (?:ich|wir)|(?:ich|wir) schulde\\S*|(?:schuldet|schulden) (?:mir|uns)',
    // "das WLAN-Passwort" is the household's; "ein WLAN-Passwort" or "ein sicheres" is any password.
    '(?<!(?:ein|einem|einen|eines|gutes|sicheres|starkes|neues) )(?:wlan|wifi|wi-fi)[- ]?passwort',
    // Lists the household keeps and its own insurance: "die Einkaufsliste", "die Hausratversicherung".
    '(?:die|unsere) (?:einkaufs|todo|to-do|packliste|geschenke)\\S*liste|(?:die|unsere) \\p{L}*einkaufsliste|'
      + '(?:die|unsere) (?:auto|kfz|hausrat|wohngebaude|haftpflicht|reise|kranken)versicherung',
    'wo (?:ist|sind|liegt|liegen) (?:der |die |das |(?:' + MY.join('|') + ') )?(?:' + MISLAID.join('|') + ')',
  ],
  ownAffairs: [
    '(?:code|pin|passwort|kennwort|zahlencode|kombination) (?:fur|von|vom|zum|zur|der|des|am) (?:die |den |das |der |dem |unser\\S* )?(?:\\S+ )?(?:' + LOCKED.join('|') + ')',
    '(?:garagen|tur|tor|haustur|alarm|tresor|wlan|router|handy|laptop|briefkasten|schloss)(?:code|pin|passwort)',
    '(?<!durchschnittlich\\S* )(?:strom|gas|wasser|heiz|telefon|handy|internet|nebenkosten)(?:rechnung|abschlag|abrechnung)',
    '(?:letzte|nachste|aktuelle) (?:\\p{L}*rechnung|abrechnung|gehaltsabrechnung|miete)',
    '(?:wann|um wie viel uhr|wie spat|an welchem tag|welcher tag|ist heute|ist morgen) (?:\\S+ ){0,5}(?:' + HOUSEHOLD_EVENTS.join('|') + ')',
    '(?:auto|wagen|motorrad|haus|wohnung|heizung) (?:\\S+ ){0,3}(?:versichert|versicherung|tuv|inspektion|wartung)',
    // The household's children without "my": "haben die Kinder ihre Grippeimpfung bekommen".
    '(?:die|den) kinder(?:n)?(?! (?:von|des|der|in|im|aus))',
    // Guests: "wer kommt am Samstag zum Essen", "wann kommen die Gäste".
    'wer (?:kommt|kommen|ubernachtet|schlaft) (?:\\S+ ){0,3}(?:zum (?:abend|mittag)?essen|zu besuch|vorbei|zum grillen|zur feier|'
      + 'zur party|zum kaffee|bei uns)|(?:die|unsere) gaste',
    // Stock at home: "ist noch Milch da".
    '(?:ist|sind) noch (?:\\S+ ){0,2}(?:da|ubrig)|gibt es noch',
    // Household money and dates: pay, rent, contracts, subscriptions, insurance, what falls due next.
    '(?:wann|wie viel|wieviel) (?:\\S+ ){0,3}(?:gehalt|lohn|rente|kindergeld|miete|abschlag)',
    'wann (?:\\S+ ){0,4}fallig',
    '(?:nachste|nachsten|nachster) (?:dosis|termin|spritze|tablette|rate|zahlung|lieferung|untersuchung|kontrolle)',
    '(?:lauft|endet|gilt|kundige|kundigen) (?:\\S+ ){0,3}(?:\\S*abo|\\S*vertrag|mitgliedschaft|\\S*versicherung|garantie|'
      + 'gewahrleistung)',
    // The household's deliveries: "kommt das paket von amazon heute" ("liefert amazon am sonntag" names no parcel).
    '(?:kommt|kommen|ankommen|geliefert|zugestellt) (?:\\S+ )?(?:das|die|unser|unsere) (?:\\S+ )?(?:paket|packchen|lieferung|'
      + 'bestellung|sendung)|(?:das|die|unser|unsere) (?:paket|packchen|lieferung|bestellung|sendung)(?: \\S+){0,4} (?:kommt|kommen|'
      + 'an|da|geliefert|zugestellt|heute|morgen)',
    // Library books of the household: "wann müssen die bücher zurück in die bücherei".
    '(?:die|unsere) (?:\\S+ )?bucher (?:\\S+ ){0,3}(?:zuruck|abgeben|fallig|verlangern)',
    '(?:\\S*abo|\\S*vertrag|mitgliedschaft|\\S*versicherung)(?: \\S+){0,2} (?:noch|aus)$',
    'kennzeichen (?:vom|von|des) (?:auto|wagen|motorrad)|(?:auto|kfz|hausrat|wohngebaude)versicherung',
    '(?:holt|hole|holen|abholen|bringt|bringe|bringen) (?:\\S+ ){0,2}(?:die |den )?(?:kinder|kindern|kleinen|kleine|jungs|madchen)',
    '(?:ich|wir) (?:\\S+ ){0,3}(?:heute|gestern)|(?:heute|gestern) (?:\\S+ ){0,2}(?:ich|wir)',
    // First-person plural plans, verb before "wir": "in welchem Hotel übernachten wir", "was essen wir heute".
    '(?:wann|wo|wohin|woher|welche\\S*|was|wie viel|wieviel|um wie viel uhr) (?:\\S+ ){0,3}\\S+(?:en|n) wir',
    '(?:blutgruppe|blutdruck|schuhgrosse|konfektionsgrosse|allergien?) (?:\\S+ ){0,2}(?:habe|hab|hatte) ich',
    // Chores on the household's pets and plants: "hat jemand den Hund gefüttert", "die Blumen gegossen".
    '(?:den|die|das) (?:hund|hunde|katze|katzen|kater|fische|hamster|hasen|kaninchen|meerschweinchen|vogel|wellensittich|'
      + 'blumen|pflanzen|tomaten|rasen|garten) (?:\\S+ )?(?:gefuttert|futtern|gegossen|giessen|rausgelassen|ausgefuhrt|gemaht)|'
      + '(?:gassi|futter) (?:\\S+ ){0,2}(?:hund|katze)',
    '(?:hat|haben) (?:jemand|einer|irgendwer|irgendjemand|wer) (?:\\S+ ){0,4}(?:gefuttert|gegossen|abgeholt|abgeschlossen|'
      + 'zugemacht|rausgebracht|rausgestellt|bezahlt|ausgemacht|angerufen|bestellt|gebucht|ausgefuhrt)',
    // Passwords and logins of the household's accounts: "wie war das Netflix-Passwort", "die PIN von der Haustür".
    '(?:passwort|kennwort|pin|zugangsdaten|login) (?:fur|von|vom|zum|zur|zu|der|des) (?!ein )\\S+|\\p{L}+-?passwort',
    // Stock in the household's stores: "ist noch Käse im Kühlschrank".
    '(?:ist|sind|haben wir|gibt es) (?:\\S+ ){0,3}im (?:kuhlschrank|gefrierfach|tiefkuhler|keller|vorratsschrank|schrank)',
    // Whose birthday it is: "wer hat am Samstag Geburtstag".
    'wer hat (?:\\S+ ){0,3}geburtstag',
    // When the household last had something done: "wann wurde der Ölfilter zuletzt gewechselt".
    'wann (?:wurde|wurden|war) (?:\\S+ ){0,4}(?:zuletzt|das letzte mal)',
  ],
  personData: [
    'alt (?:ist|wird) qqnameqq', '(?:wann|um wie viel uhr) (?:ist|hat|muss|kommt|geht|fahrt) qqnameqq', 'turnen',
    'schwimmen', 'fussball', 'tanzen', 'ballett', 'klavier', '\\p{L}*zahnarzt', '\\p{L}*lehrer\\p{L}*',
    '\\p{L}*nummer', 'handy', 'telefon', 'adresse', 'e-?mail', 'geburtstag', '\\p{L}*termin(?!al)\\p{L}*',
    '\\p{L}*training', '\\p{L}*unterricht', '\\p{L}*stunde', 'schule', 'lehrer\\p{L}*', '\\p{L}*grosse',
    'allergi\\p{L}*', 'tierarzt\\p{L}*', '\\p{L}*pass', 'ausweis', 'impf\\p{L}*', 'kita', 'kindergarten', 'flug',
    'zug', 'schicht', 'party', 'feier', 'hochzeit', 'fest', 'klassenarbeit', 'prufung', 'klausur', 'test', 'auftritt',
    'turnier', 'spiel', 'medikament\\p{L}*', 'tabletten', 'inhalator', 'zum essen', 'zu besuch', 'vorbei',
    '\\p{L}*aufgaben',
  ],
  ownDay: [
    'heute', 'heutig\\S*', '(?<!(?:am|guten|jeden|den|der|vom|zum) )morgen',
  ],
  notOwnDay: [
    '\\p{L}*schirm', 'jacke', 'mantel', 'sonnencreme', 'regen\\S*', 'schnee\\S*', 'wetter\\S*', 'grad', 'kalt', 'warm',
    'heiss', 'frost', 'wind\\S*', 'gewitter\\S*', '(?:soll|sollte|sollten) (?:ich|wir)',
  ],
  // In-laws with the article, as Spanish: "wann kommt die Schwiegermutter an".
  bareKin: [
    'schwiegermutter', 'schwiegervater', 'schwiegereltern', 'schwager', 'schwagerin', 'schwiegersohn',
    'schwiegertochter',
  ],
  genericFrames: [
    // Where to begin, and children's development by age: "ab welchem Alter kann ein Kind Klavier lernen".
    // What the law says is the same for everyone: "wann muss die Miete laut Gesetz überwiesen werden".
    'laut (?:gesetz|mietrecht|bgb)|gesetzlich',
    'ab welchem alter|in welchem alter|mit wie vielen jahren|(?:wo|womit|wie) fange ich an',
    '(?:schlecht|gut|schadlich|gesund|ungesund|gefahrlich) (?:fur|furs) (?:mein\\S*|unser\\S*|mich|uns)',
    'wie (?:kann|konnte|soll|sollte|muss|mache|mach|bekomme|werde|finde) (?:ich|man|wir)',
    'wie \\S+e ich',
    'wie \\S+ man',
    'was (?:tun|mache ich|macht man|soll ich|kann ich|sollte ich)',
    '(?:kann|darf|soll|sollte|konnte|durfte) (?:ich|man|wir)',
    // "wann muss ich los" asks for the schedule, not for advice.
    '(?<!(?:wann|uhr|tag|bis wann) )(?:muss|mussen) (?:ich|man|wir)',
    // "was ziehe ich zum Vorstellungsgespräch an", "was schenke ich zur Hochzeit": advice in the first person.
    'was (?:ziehe|schenke|koche|kaufe|lese|nehme|trinke|bringe|esse) ich',
    // "Wir" meaning people in general: "was wissen wir über dunkle Materie", "haben wir einen freien Willen".
    'was wissen wir|was feiern wir|warum feiern wir|haben wir (?:einen )?freien willen|sind wir allein',
    '(?:brauche|brauch|benotige) (?:ich|man)',
    'ist es (?:sicher|gesund|schlecht|normal|gefahrlich|ok|okay|erlaubt|moglich|schadlich|besser|schlimm|ungesund|gut|'
      + 'sinnvoll|verboten|empfehlenswert|ein problem)',
    // Advice about a pet or thing of his: "darf mein Hund Trauben essen". Family nouns are strong and win first.
    '(?:kann|darf|soll|sollte|konnen|durfen|sollen) (?:mein|meine|unser|unsere) \\S+',
    'warum|wieso|weshalb',
    // Not "wie viel wiege ich" or "wie viel schulden wir": those ask for his own figures.
    'wie (?:lange|oft|viel)(?! (?:\\S+ )?(?:wiege|verdiene|schulde|schulden|bezahle|zahle|habe|hab|hatte|bekomme|kriege|wog) (?:ich|wir))',
    'tipps',
    'was (?:bedeutet|heisst)',
    'in (?:meiner|unserer) (?:stadt|gegend|nahe|region)|in (?:meinem|unserem) (?:land|viertel|ort)',
    // Recommendations and comparisons: "welche Matratze ist besser für meinen Rücken".
    // Definitions, comparisons and statistics are about the world.
    'was ist (?:ein|eine)|durchschnittlich\\S*|im schnitt|was ist der unterschied|(?:sicher|gut|stark|gross) genug',
    '(?:ist|sind) (?:\\S+ )?besser|besser fur|(?:was ist|welche\\S*) (?:ein |eine )?(?:gute|guter|gutes|beste)',
  ],
  titleFrames: [
    // The frame may name the kind of work first: "wer singt das Lied ...".
    'wer (?:schrieb|schreibt|sang|singt|komponierte|malte|drehte|spielt in|spielte in|ist der autor)(?: (?:das|den|die) '
      + '(?:lied|song|buch|film|roman|album|gedicht|serie))?',
    '(?:handlung|besetzung|soundtrack|trailer) (?:von|vom|des|der|zu)|worum geht es in',
    'wer hat (?:\\S+ ){1,5}(?:geschrieben|gesungen|komponiert|gedreht|gemalt)',
    'songtext|liedtext|text von',
    // When a named work came out: "wann kam der Film ... raus", "wann erschien das Lied ...".
    '(?:wann|in welchem jahr) (?:kam|erschien|erschienen|lief|wurde) (?:der|das|die) (?:film|lied|song|buch|roman|album|serie)',
    'wer hat (?:das|den|die) (?:lied|song|buch|film|roman|album|gedicht)',
  ],
  // Umlauts dropped, as in the canonical text.
  placePrepositions: ['nach', 'im', 'aus', 'bei', 'zum', 'zur', 'ab', 'uber', 'bis'],
  ownerWords: ['von'],
  saintWords: ['sankt'],
};
