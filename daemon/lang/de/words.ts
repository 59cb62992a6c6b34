/** German word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "hat", "bin", "war", "mag": English household nouns and verbs ("where is my hat").
  functionWords: `
    der die das den dem des ein eine einen einem einer eines kein keine dies diese dieser dieses
    ich mich mir du dich dir er ihn ihm sie ihr ihnen wir uns euch es mein meine meinen meinem meiner meines
    dein deine sein seine wo wohin woher was wer wen wem wessen wie warum wann welche welcher welches ob
    ist sind waren bist sein gewesen habe hast haben hatte hatten wird werden wurde kann können
    soll sollte muss darf in im an am auf unter über vor hinter neben zwischen bei mit ohne von vom zu zum
    zur aus für um und oder aber doch denn nicht noch schon auch nur bitte da dort hier
    liegt liegen lag steht stehen stand hängt hängen befindet befinden gelegt gelassen hingelegt versteckt
    sag sage gesagt erinnerst erinnere weißt weiß gemerkt merk etwas alles
  `.split(/\s+/u).filter(Boolean),
  interrogatives: ['was', 'wann', 'wo', 'wer', 'wen', 'wem', 'wessen', 'welche', 'welcher', 'welches', 'warum', 'wie', 'woher', 'wohin'],
  questionWords: [
    'was', 'wann', 'wer', 'wen', 'wem', 'wessen', 'welche', 'welcher', 'welches', 'welchen', 'warum', 'wieso',
    'weshalb', 'wie', 'viel', 'viele', 'ist', 'sind', 'war', 'waren', 'wurde', 'wurden', 'hat', 'hatte',
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'mit',
    'für', 'von', 'vom', 'zum', 'zur', 'auf', 'mir', 'bitte', 'sag', 'sage', 'erzähl', 'erzähle', 'woher',
    'wohin', 'gibt', 'es',
  ],
  answerCues: {
    date: ['in welchem jahr', 'welches jahr', 'in welchem monat', 'welcher monat', 'zu welcher jahreszeit', 'wann'],
    number: ['wie viele', 'wie viel', 'wie lang', 'wie lange', 'wie hoch', 'wie weit', 'wie tief', 'wie groß', 'wie schnell', 'wie schwer', 'wie laut', 'wie alt', 'welche temperatur', 'um wie viel uhr', 'wie spät'],
    person: ['wer', 'wen', 'wem', 'wessen'],
    place: ['welche stadt', 'welches land', 'wo', 'woher', 'in welchem land', 'in welcher stadt'],
  },
  measureHints: {
    'wie hoch': ['höhe', 'hoch'],
    'wie lang': ['länge', 'lang'],
    'wie viele': ['anzahl', 'einwohner', 'zahl'],
    'wie schnell': ['geschwindigkeit', 'km/h'],
    'wie laut': ['laut', 'lärm', 'dezibel'],
  },
  // A level in decibels is the only measure written in them.
  measureUnits: { 'wie laut': ['loudness'] },
  hedges: ['insgesamt', 'normalerweise', 'gewöhnlich', 'eigentlich', 'ungefähr', 'etwa'],
  // Not "die", "den": English words a question's focus can be ("when did he die").
  frameWords: [
    // "wie ist der name von": the name is the answer, which an article gives without the word.
    'der name von', 'der name des', 'der name der',
    // "Now", prepositions and phrasal-frame verbs (hedges and totals are `hedges`): the article states the fact
    // without them.
    'jetzt', 'heute', 'derzeit',
    'und', 'der', 'das', 'ist', 'war', 'hat', 'ein', 'eine',
    // The kind a question asks by ("welche Art von", "welcher Typ"): the article names the kind itself.
    'art', 'sorte', 'typ',
    'dem', 'des', 'einen', 'einem', 'einer', 'oder', 'mit', 'für', 'von', 'vom', 'zum', 'zur', 'auf', 'wurde', 'gibt',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['dies', 'diese', 'dieser', 'dieses', 'diesem', 'diesen'],
  positions: { prepositions: ['unter', 'hinter', 'zwischen', 'neben', 'innerhalb', 'unterhalb', 'oberhalb'], determiners: ['der', 'die', 'das', 'dem', 'den', 'des', 'einem', 'einer', 'seinem', 'seiner', 'ihrem', 'ihrer'] },
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['anderer name für', 'anderes wort für', 'andere bezeichnung für'],
  otherWords: ['andere', 'anderen', 'anderer', 'anderes', 'anderem'],
  negations: ['nicht', 'kein', 'keine', 'keinen', 'nie'],
  tagWords: ['oder', 'gell'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['welcher breite', 'welchem breitengrad', 'welchem längengrad', 'welcher breitengrad', 'welcher längengrad', 'welche koordinaten'], hints: ['koordinaten', 'breite', 'länge', 'breitengrad', 'längengrad'] },
    { dimension: 'temperature', phrases: ['wie warm', 'wie heiß', 'wie heiss', 'wie kalt', 'welche temperatur', 'welcher temperatur'], hints: ['temperatur', 'vorheizen'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['wissenschaftlicher name', 'wissenschaftliche name', 'wissenschaftlichen namen', 'lateinischer name', 'lateinische name', 'lateinischen namen'],
  whichWords: ['welche', 'welcher', 'welches', 'welchem', 'welchen'],
  countCues: ['wie viele', 'wie viel'],
  thingCountCues: ['wie viele'],
  agentVerbs: ['baut', 'baute', 'gebaut', 'herstellt', 'hergestellt', 'produziert', 'entwickelt', 'betreibt', 'besitzt', 'finanziert', 'veröffentlicht'],
  smallNumbers: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  ordinals: [['erste', 'ersten', 'erster'], ['zweite', 'zweiten', 'zweiter'], ['dritte', 'dritten', 'dritter'], ['vierte', 'vierten'], ['fünfte', 'fünften'], ['sechste', 'sechsten'], ['siebte', 'siebten'], ['achte', 'achten'], ['neunte', 'neunten'], ['zehnte', 'zehnten'], ['elfte', 'elften'], ['zwölfte', 'zwölften']],
  seasons: ['frühling', 'frühjahr', 'sommer', 'herbst', 'winter'],
  numberWords: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig', 'hundert', 'tausend', 'millionen'],
  // Opposite events: a sentence saying the other one and not the one asked dates the other (text/relations.ts).
  oppositeRelations: [
    [['eröffnet', 'geöffnet', 'eröffnung'], ['geschlossen', 'schließung']],
    [['geboren', 'geburt'], ['gestorben', 'starb', 'tod']],
    [['gebaut', 'erbaut', 'errichtet', 'bau'], ['abgerissen', 'abriss', 'zerstört']],
    [['gegründet', 'gründung'], ['aufgelöst', 'auflösung']],
  ],
  relations: [
    ...['norden', 'süden', 'osten', 'westen', 'nördlich*', 'südlich*', 'östlich*', 'westlich*'].map((point) => ['teil', 'teile', 'region', point]),
    ['geboren', 'geburt', 'gebürtig', 'geburtsort'],
    ['gestorben', 'starb', 'sterben', 'tod', 'verstorben'],
    ['gekrönt', 'krönung', 'krone'],
    ['verheiratet', 'heiratete', 'heirat', 'ehe', 'ehefrau', 'ehemann', 'gattin'],
    ['kinder', 'kind', 'sohn', 'söhne', 'tochter', 'töchter'],
    ['schrieb', 'geschrieben', 'schreiben', 'autor', 'autorin', 'verfasser', 'verfasst'],
    ['gegründet', 'gründete', 'gründer', 'gründung'],
    ['gebaut', 'erbaut', 'baute', 'bau', 'errichtet'],
    ['heißt', 'hieß', 'genannt', 'name', 'namen', 'bezeichnet'],
  ],
  kindNames: ['film', 'album', 'band'],
  kindWords: {
    film: ['film', 'kinofilm'],
    song: ['lied'],
    band: ['gruppe', 'band'],
    novel: ['roman', 'buch'],
    series: ['serie'],
    city: ['stadt'],
    river: ['fluss'],
    state: ['bundesstaat'],
    country: ['land'],
    game: ['spiel'],
    aircraft: ['flugzeug'],
    ship: ['schiff'],
    horse: ['pferd'],
    mythology: ['gott'],
  },
  nameCues: {
    organisation: [
      'gesellschaft', 'verein', 'partei', 'universität', 'hochschule', 'schule', 'akademie', 'institut', 'bank', 'verband',
      'gmbh', 'konzern', 'ministerium', 'werke', 'museum', 'orchester',
    ],
    place: ['staat', 'flughafen', 'straße', 'strasse', 'platz', 'bahnhof', 'kirche', 'dom', 'schloss', 'insel', 'stadt', 'kreis', 'brücke', 'gebirge', 'meer', 'fluss', 'stadion', 'friedhof'],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['hersteller', 'firma', 'unternehmen', 'mannschaft', 'team', 'label', 'marke', 'lieferant', 'betreiber', 'kunde', 'verlag', 'zeitung', 'sender'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'person', 'mann', 'frau', 'könig', 'königin', 'kaiser', 'kaiserin', 'prinz', 'prinzessin', 'präsident',
      'kanzler', 'papst', 'astronom', 'wissenschaftler', 'physiker', 'erfinder', 'gründer', 'künstler', 'maler',
      'bildhauer', 'architekt', 'ingenieur', 'pilot', 'kapitän', 'schauspieler', 'schauspielerin', 'sänger',
      'sängerin', 'musiker', 'komponist', 'regisseur', 'schriftsteller', 'autor', 'dichter', 'spieler', 'trainer',
      'bürgermeister', 'minister', 'ehefrau', 'ehemann', 'sohn', 'tochter', 'bruder', 'schwester', 'vater', 'mutter',
      'mitglied', 'gott', 'göttin',
    ],
    // Not "von" ("die Frau von Hans Müller") nor "bei" or "mit": someone follows them.
    placeBefore: ['in', 'im', 'aus', 'nach', 'nahe'],
    articles: ['der', 'die', 'das', 'dem', 'den', 'des'],
  },
  firstPerson: ['ich', 'mich', 'mir', 'mein', 'meine', 'meiner', 'wir', 'uns', 'unser', 'unsere'],
  detectWords: ['der', 'die', 'das', 'ist', 'sind', 'ich', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'wie', 'wo', 'wann',
    'was', 'wer', 'warum', 'nicht', 'und', 'ein', 'eine', 'einen', 'mit', 'für', 'auf', 'habe', 'hat', 'bin', 'kann',
    'soll', 'sollte', 'zum', 'zur', 'dem', 'den', 'des', 'nach', 'du', 'dir', 'mich', 'mir', 'darf', 'noch', 'wenn'],
  detectLetters: /[ßäöü]/u,
  abbreviations: ['hr', 'fr', 'bzw', 'ca', 'vgl', 'evtl', 'ggf', 'mio', 'mrd', 'nr', 'str', 'jh', 'bspw'],
  endings: ['e', 'en', 'er', 'es', 'em', 'n', 's', 'st', 'te', 'ten', 'ern', 'est'],
  frameLetters: [],
  courtesy: ['bitte', 'kannst du', 'konntest du'],
  spokenNumbers: {
    digits: [['null'], ['eins'], ['zwei', 'zwo'], ['drei'], ['vier'], ['fünf'], ['sechs'], ['sieben'], ['acht'], ['neun']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'bis',
    // German writes born and died as signs: "(* 12. August 1762; † 26. Juni 1830)"; espeak-ng says neither.
    beforeNumber: { ca: 'circa', '*': 'geboren', '†': 'gestorben' },
    units: {
      'km/h': 'Kilometer pro Stunde',
      km: 'Kilometer',
      m: 'Meter',
      cm: 'Zentimeter',
      mm: 'Millimeter',
      kg: 'Kilogramm',
      '°C': 'Grad Celsius',
      'km²': 'Quadratkilometer',
      km2: 'Quadratkilometer',
    },
    years: { pair: '{hi}hundert{lo}', oh: '{hi}hundert{lo}', hundred: '{hi}hundert', after: ['im', 'jahr', 'jahre', 'seit', 'von', 'ab', 'um', 'vor', 'nach', 'bis', 'geboren', 'gestorben'] },
  },
  skillHints: ['der', 'die', 'das', 'ist', 'wie', 'viele', 'viel', 'sind', 'mich', 'mir', 'ich', 'und', 'minuten',
    'stunden', 'um', 'uhr', 'ein', 'eine', 'einen', 'dass', 'fur', 'auf', 'was', 'habe', 'meine', 'wecker'],
};
