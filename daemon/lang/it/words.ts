/** Italian word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "era" (English "era").
  functionWords: `
    il lo la i gli le un uno una di del dello della dei degli delle al allo alla ai agli alle da dal dalla
    in nel nello nella nei negli nelle su sul sulla con per tra fra sotto sopra dentro fuori vicino dietro davanti
    e o ma non anche già ancora molto qui qua lì là ci
    io me mi mio mia miei mie tu te ti tuo tua lui lei noi nostro nostra voi loro suo sua si
    dove quando come chi che cosa quale quali perché quanto quanta quanti quante
    è sono erano stato stata essere ho hai ha abbiamo avete hanno avevo
    messo messa lasciato lasciata posato nascosto detto dimmi ricordi ricordo sai qualcosa tutto
  `.split(/\s+/u).filter(Boolean),
  interrogatives: [],
  questionWords: [],
  answerCues: {
    date: ['in che anno', 'quando'],
    number: ['quanto', 'quanti', 'quante'],
    person: ['chi'],
    place: ['quale città', 'quale paese', 'dove'],
  },
  measureHints: {},
  // The kind a question asks by; totals framed as a whole ("in tutto"): the article states the fact without them.
  frameWords: [
    'tipo', 'tipi', 'genere', 'in tutto', 'in totale', 'complessivamente',
    'il nome di', 'il nome del',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['questo', 'questa', 'questi', 'queste', 'ciò'],
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['altro nome per', 'altro nome di', 'altro nome del'],
  negations: ['non', 'mai'],
  otherWords: ['altro', 'altra', 'altri', 'altre'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['quale latitudine', 'quale longitudine', 'quali coordinate', 'quali sono le coordinate'], hints: ['coordinate', 'latitudine', 'longitudine'] },
    { dimension: 'temperature', phrases: ['che temperatura', 'quale temperatura', 'a che temperatura'], hints: ['temperatura', 'preriscaldare'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['nome scientifico', 'nome latino'],
  whichWords: ['quale', 'quali'],
  countCues: ['quanti', 'quante', 'quanto'],
  thingCountCues: ['quanti', 'quante'],
  smallNumbers: ['due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'],
  seasons: ['primavera', 'autunno', 'inverno'],
  numberWords: [],
  relations: [],
  kindNames: ['film', 'album'],
  kindWords: {
    film: ['film'],
    song: ['canzone'],
    album: ['album'],
    band: ['band'],
    series: ['serie'],
    city: ['città'],
  },
  nameCues: {
    organisation: [
      'compagnia', 'società', 'gruppo', 'università', 'scuola', 'istituto', 'accademia', 'partito', 'lega',
      'federazione', 'banca', 'consiglio', 'commissione', 'ministero', 'agenzia', 'orchestra', 'esercito', 'museo',
    ],
    place: [
      'paese',
      'aeroporto',
      'via', 'piazza', 'ponte', 'stazione', 'chiesa', 'cattedrale', 'castello', 'palazzo', 'lago', 'monte', 'isola',
      'città', 'provincia', 'regione', 'regno', 'repubblica', 'mare', 'oceano', 'baia', 'valle', 'fiume', 'stadio', 'cimitero',
    ],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['produttore', 'ditta', 'squadra', 'etichetta', 'marca', 'fornitore', 'operatore', 'cliente', 'editore', 'giornale', 'emittente'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'persona', 'uomo', 'donna', 'regina', 'imperatore', 'principe', 'principessa', 'presidente', 'papa',
      'astronomo', 'scienziato', 'inventore', 'fondatore', 'artista', 'pittore', 'scultore', 'architetto',
      'ingegnere', 'pilota', 'capitano', 'attore', 'attrice', 'cantante', 'musicista', 'compositore', 'regista',
      'scrittore', 'autore', 'poeta', 'giocatore', 'allenatore', 'sindaco', 'ministro', 'moglie', 'marito', 'figlio',
      'figlia', 'fratello', 'sorella', 'padre', 'madre', 'membro', 'dio', 'dea',
    ],
    // Not "a" or "da" ("scritto da Dante"): someone follows them.
    placeBefore: ['in', 'presso'],
    articles: ['il', 'lo', 'la', 'l'],
  },
  firstPerson: ['io', 'mio', 'mia', 'noi', 'nostro'],
  detectWords: ['il', 'gli', 'è', 'mio', 'mia', 'miei', 'che', 'di', 'della', 'dello', 'e', 'per', 'dove', 'quando', 'come',
    'chi', 'cosa', 'ho', 'sono', 'non', 'si', 'uno', 'posso'],
  detectLetters: /[ìò]/u,
  abbreviations: ['sig', 'sigg', 'sigra', 'dott', 'dssa', 'avv'],
  endings: ['o', 'a', 'i', 'e', 'are', 'ere', 'ire', 'ato', 'ata', 'ati', 'ate', 'ito', 'ita', 'iti'],
  frameLetters: [],
  courtesy: ['per favore', 'per piacere', 'puoi'],
  spokenNumbers: {
    digits: [['zero'], ['uno'], ['due'], ['tre'], ['quattro'], ['cinque'], ['sei'], ['sette'], ['otto'], ['nove']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'a',
    beforeNumber: { c: 'circa', ca: 'circa' },
    units: {
      'km/h': { one: 'chilometro orario', other: 'chilometri orari' },
      km: { one: 'chilometro', other: 'chilometri' },
      m: { one: 'metro', other: 'metri' },
      cm: { one: 'centimetro', other: 'centimetri' },
      kg: { one: 'chilogrammo', other: 'chilogrammi' },
      '°C': { one: 'grado Celsius', other: 'gradi Celsius' },
      'km²': { one: 'chilometro quadrato', other: 'chilometri quadrati' },
    },
  },
  skillHints: [],
};
