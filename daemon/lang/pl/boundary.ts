/**
 * Polish rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: lower case, Latin accents dropped ("której" → "ktorej", "dziś" → "dzis",
 * "wziąłem" → "wziałem"); "ł" is a letter of its own and stays.
 * Written with heldout-12, the first Polish batch; before it Polish was undetected and every Polish turn was world.
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'zon[aye]', 'zonie', 'mez(?:a|owi|em)?', 'mąz', 'maz', 'syn(?:a|owi|em)?', 'cork[aiey]', 'corce', 'dzieci',
  'dziecko', 'dzieciom', 'mam[aiyeo]', 'mamie', 'matk[aiy]', 'tat[aeyo]', 'tacie', 'ojc(?:a|u)', 'ojciec',
  'rodzic(?:e|ow|om)', 'brat(?:a|u)?', 'siostr[aeyz]', 'siostrze', 'babci[ae]?', 'babcia', 'dziadk(?:a|owi|iem)',
  'dziadek', 'ciocia', 'cioci', 'wujek', 'wujka', 'kuzyn\\S*', 'tesciow\\S*', 'szef\\S*', 'sasiad\\S*', 'rodzin[aeyi]',
  'niani?',
];
const SCHEDULE = [
  'lot', 'lotu', 'pociag\\S*', 'wizyt\\S*', 'spotkani\\S*', 'kalendarz\\S*', 'rezerwacj\\S*', 'podroz\\S*',
  'urlop\\S*', 'wakacj\\S*', 'urodzin\\S*', 'bilet\\S*', 'hotel\\S*', 'lekarz\\S*', 'dentyst\\S*',
];
const OTHER = [
  'tabletk\\S*', 'lekarstw\\S*', 'lek(?:i|ow)', 'recept\\S*', 'klucz\\S*', 'portfel\\S*', 'notatk\\S*',
  'list\\S* zakupow',
];
const MISLAID = [
  'klucz\\S*', 'portfel\\S*', 'okulary', 'telefon\\S*', 'komork\\S*', 'pilot\\S*', 'ładowark\\S*', 'parasol\\S*',
  'paszport\\S*', 'samochod', 'auto', 'torb\\S*', 'plecak\\S*', 'kurtk\\S*', 'zegarek', 'dokumenty',
];
/** Household things with a code or password: "hasło do wifi", "kod do bramy". */
const LOCKED = [
  'wi-?fi', 'wifi', 'internetu', 'routera', 'bramy', 'furtki', 'drzwi', 'garażu', 'garazu', 'alarmu', 'sejfu',
  'kłodki', 'domofonu', 'piwnicy', 'rowerowni', 'komorki', 'skrzynki',
];
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = [
  'hydraulik', 'elektryk', 'sprzataczk\\S*', 'pani do sprzatania', 'niania', 'opiekunk\\S*', 'ogrodnik', 'technik',
  'monter', 'fachowiec', 'malarz', 'kurier', 'serwisant', 'kominiarz',
];
/** Common given names with their case forms, lower case, accents dropped. */
const GIVEN_NAMES = [
  '(?:kasi|zosi|ani|oli|juli|mai|hani|leny|zuzi|basi|magd|agat|marysi|tomk|kub|antk|jank|franek|franc|piotr|pawł|paweł|michał|michal|adam|jan|szymon|filip|wojt|wojtek|bartk|bartek|mateusz|igor|olek|olk)(?:a|y|i|u|ie|owi|iem|em|ek|ka|ku|ce|ka)?',
  'kasia', 'zosia', 'ania', 'ola', 'julia', 'maja', 'hania', 'lena', 'zuzia', 'basia', 'magda', 'agata', 'marysia',
  'tomek', 'kuba', 'antek', 'jasiek',
];

export const pl: BoundaryLexicon = {
  lang: 'pl',
  possessionPhrases: ['(?:u|dla) (?:mnie|nas)'],
  possessives: [{ words: [
    'moj', 'moja', 'moje', 'mojego', 'mojej', 'mojemu', 'moim', 'moich', 'moja', 'nasz', 'nasza', 'nasze', 'naszego',
    'naszej', 'naszemu', 'naszym', 'naszych',
  ] }],
  givenNames: GIVEN_NAMES,
  firstPerson: [
    // Only in Polish (or undetected) text: "mam" and "ja" are English and German words ("Ja Rule", "ja, bitte").
    // Not "ide" (idę, English "IDE"), "nas", "nam" (Portuguese "in the").
    { words: [
    'ja', 'mnie', 'mna', 'nami', 'mam', 'mamy', 'jestem', 'jestesmy', 'jemy', 'idziemy', 'musze', 'musimy', 'moge',
    'mozemy', 'chce', 'chcemy', 'bede', 'bedziemy', 'wiem', 'wiemy', 'pamietam',
  ], alsoIn: 'others' },
    // Past tense of "I" and "we": "zostawiłem", "zapłaciłam", "byliśmy".
    { endings: { endings: ['łem', 'łam', 'lismy', 'łysmy'], minStemLetters: 2 }, alsoIn: 'others' },
  ],
  notFirstPerson: [
    '(?:powiedz|wyjasnij|pokaz|polec|podpowiedz|pomoz) (?:mi|nam)|(?:czy )?(?:mozesz|mozna) mi (?:powiedziec|wyjasnic|pokazac|polecic)|'
      + 'chce (?:wiedziec|sie dowiedziec|zrozumiec)|zastanawiam sie|(?:blisko|obok|niedaleko) (?:mnie|nas)|gdzie mieszkam',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...OTHER],
  memory: [
    '(?:czy )?pamietasz',
    'co ci (?:mowiłem|mowiłam|powiedziałem|powiedziałam)|mowiłem ci|mowiłam ci',
    '(?:co )?(?:zapisałes|zapamietałes|zanotowałes)',
    // A name the owner forgot: "jak się nazywała ta restauracja, gdzie ..." (a place or person he went to).
    'jak (?:sie )?nazywa[łl](?:a|o|y)? (?:sie )?(?:ta|ten|to|tamta|tamten) (?:\\S+ )?(?:restauracj\\S*|hotel\\S*|kawiarni\\S*|knajp\\S*|pizzeri\\S*|sklep\\S*|lekarz\\S*|lekark\\S*|hydraulik\\S*|fryzjer\\S*|miejsc\\S*)',
  ],
  ownPast: [
    'gdzie (?:\\S+ )?(?:zostawiłem|zostawiłam|połozyłem|połozyłam|zaparkowałem|zaparkowałam|schowałem|schowałam)',
  ],
  availability: [
    '(?:czy )?(?:mam|mamy) (?:cos|jakies|plany|wizyte|spotkanie|czas)',
    '(?:jestem|jestesmy) (?:wolny|wolna|wolni|zajety|zajeta|zajeci)',
  ],
  household: [
    // Not after a how-to verb: "jak zmienić hasło do wifi" asks how.
    '(?<!(?:zmienic|ustawic|zresetowac|odzyskac|zmienia)(?: sie)? )(?:hasło|haslo|kod|pin) (?:do|od) (?:' + LOCKED.join('|') + ')',
    '(?:przyjdzie|przychodzi|przyjedzie|bedzie|przyjda) (?:\\S+ )?(?:' + SERVICE_PEOPLE.join('|') + ')|(?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ )?(?:przyjdzie|przychodzi|przyjedzie)',
    'gdzie (?:jest|sa|lezy|leza) (?:\\S+ )?(?:' + MISLAID.join('|') + ')',
    // Kin as names after a Polish question word: "kiedy przyjedzie babcia" ("dzień babci" is a holiday; "mama" and
    // "tata" alone are words of other languages too).
    '(?:kiedy|o ktorej|czy|gdzie jest|co) (?:\\S+ ){0,2}(?:babcia|dziadek|mama|tata)',
  ],
  ownAffairs: [
    // Meals and guests: "co jemy dziś na kolację", "kto przychodzi w sobotę na obiad".
    'kto (?:przychodzi|przyjdzie|przyjezdza|przyjedzie) (?:\\S+ ){0,3}(?:na obiad|na kolacje|w odwiedziny|do nas|nocowac)',
    // Stock at home: "czy jest jeszcze mleko w lodówce".
    '(?:jest|sa|zostało|zostały) (?:jeszcze )?(?:\\S+ ){0,2}w (?:lodowce|zamrazarce|szafce|spizarni|piwnicy|domu)',
    // Chores: "czy ktoś nakarmił kota".
    '(?:czy )?ktos (?:\\S+ ){0,2}(?:nakarmił|wyprowadził|podlał|zamknał|zapłacił|zadzwonił|odebrał)',
    // The household's bills paid, kin's birthdays and bins: "czy czynsz jest już zapłacony", "kiedy są urodziny
    // dziadka", "kiedy trzeba wystawić śmieci" ("jak segregować śmieci" is advice).
    '(?:czynsz|rachun\\S*|opłat\\S*|oplat\\S*|faktur\\S*|abonament\\S*) (?:\\S+ ){0,3}(?:zapłacon\\S*|zaplacon\\S*|opłacon\\S*|oplacon\\S*)',
    'urodzin\\S* (?:dziadka|babci|mamy|taty|brata|siostry|cioci|wujka|meza|zony|syna|corki)',
    'wystawi\\S* (?:\\S+ )?smieci|smieci (?:\\S+ ){0,2}(?:dzis|dzisiaj|jutro)',
    // Debts, school events, contracts: "ile jesteśmy winni", "wywiadówka", "kończy się ubezpieczenie".
    '(?:jestesmy|jestem) (?:\\S+ )?winn[iya]|wywiadowk\\S*|zebrani\\S* (?:z rodzicami|rodzicow)',
    '(?:konczy sie|wygasa|upływa) (?:\\S+ )?(?:ubezpieczeni\\S*|abonament\\S*|umow\\S*|gwarancj\\S*|przeglad\\S*)',
    // The household's deliveries: "czy paczka z allegro przyjdzie dzisiaj" ("czy allegro dostarcza" names none).
    '(?:paczk\\S*|przesyłk\\S*|zamowieni\\S*) (?:\\S+ ){0,4}(?:przyjdzie|dojdzie|dotrze|przyjedzie|bedzie)',
  ],
  personData: [
    'basen\\S*', 'pływani\\S*', 'piłk\\S*', 'tańc\\S*', 'tanc\\S*', 'szkoł\\S*', 'szkol\\S*', 'przedszkol\\S*',
    'rozmiar\\S*', 'buty', 'buta', 'butow', 'butach', 'urodzin\\S*', 'telefon\\S*', 'numer\\S*', 'adres\\S*',
    'dentyst\\S*', 'lekarz\\S*', 'alergi\\S*', 'szczepieni\\S*', 'lekcj\\S*', 'trening\\S*', 'wizyt\\S*', 'zajeci\\S*',
  ],
  ownDay: [
    'dzis', 'dzisiaj', 'wieczorem', 'rano', 'jutro',
  ],
  notOwnDay: [
    'parasol\\S*', 'kurtk\\S*', 'deszcz\\S*', 'snieg\\S*', 'pogod\\S*', 'prognoz\\S*', 'zimno', 'cieplo', 'wiatr\\S*',
    'powinienem', 'powinnam',
  ],
  genericFrames: [
    'w jakim wieku|od czego zaczac',
    'jak (?:\\S+c|sie|mozna|czesto|długo|dlugo)(?= |$)',
    'co (?:robic|zrobic) (?:gdy|jesli|kiedy|w|z)|co to jest|co pomaga|co jedza|co oznacza',
    'czy (?:mozna|warto|trzeba|jest bezpieczn\\S*|to normalne)',
    'dlaczego|ile kosztuje|jakie jest najlepsze|jaki jest najlepszy',
  ],
  titleFrames: [
    'kto (?:napisał|napisal|spiewał|spiewa|wyrezyserował|namalował)',
    'tekst piosenki',
    // "o czym jest film ...": the words after are a title.
    'o czym (?:jest|opowiada) (?:film|ksiazka|piosenka|serial|powiesc)',
  ],
};
