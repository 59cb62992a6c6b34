/** Dutch word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "van", "door", "ben", "mag": English nouns and names a note can be about ("where did I park the van").
  functionWords: `
    de het een dit dat deze die daar hier er
    ik me mij mijn jij je jou jouw uw hij hem zijn zij ze haar wij we ons onze jullie hun
    wat waar wanneer wie welke welk waarom hoe of dan
    is was waren bent heb hebt heeft hebben had hadden wordt worden werd kan kun kunt moet zal zou
    niet geen in op aan bij met zonder voor naar uit onder boven achter naast tussen binnen buiten om tot
    en maar ook nog al alsjeblieft alstublieft
    ligt liggen lag staat staan stond hangt gelegd gelaten neergelegd verstopt opgeborgen zeg zei gezegd weet
    herinner onthouden iets alles
  `.split(/\s+/u).filter(Boolean),
  interrogatives: [],
  questionWords: [],
  answerCues: {
    date: ['welk jaar', 'wanneer'],
    number: ['hoeveel', 'hoe lang', 'hoe hoog'],
    person: ['wie'],
    place: ['waar'],
  },
  measureHints: {},
  // Not "die", "van", "den": English words a question's focus can be. "vir", "'n", "watter" are Afrikaans,
  // which the detector reads as Dutch.
  frameWords: [
    'het', 'een', 'wat', 'hoe', 'vir', "'n", 'watter', 'wie', 'soort', 'soorte', 'type', 'in totaal', 'bij elkaar',
    'de naam van',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['dit', 'deze'],
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['andere naam voor', 'ander woord voor', 'andere naam daarvoor', 'ander woord daarvoor'],
  negations: ['niet', 'geen', 'nooit'],
  otherWords: ['ander', 'andere', 'anders'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['welke breedtegraad', 'welke lengtegraad', 'welke coördinaten'], hints: ['coördinaten', 'breedtegraad', 'lengtegraad'] },
    { dimension: 'temperature', phrases: ['hoe warm', 'hoe koud', 'welke temperatuur'], hints: ['temperatuur', 'voorverwarmen'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['wetenschappelijke naam', 'latijnse naam'],
  whichWords: ['welk', 'welke'],
  countCues: ['hoeveel'],
  smallNumbers: ['twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'],
  ordinals: [['eerste'], ['tweede'], ['derde'], ['vierde'], ['vijfde', 'vyfde'], ['zesde', 'sesde'], ['zevende', 'sewende'], ['achtste', 'agtste'], ['negende'], ['tiende'], ['elfde'], ['twaalfde']],
  // Numbers as words, Dutch and Afrikaans spellings ("een en 'n half tot twee uur"): not "een" (the article "a"),
  // "tien" and "ses" (French "yours", "his") nor "elf" (English).
  seasons: ['lente', 'voorjaar', 'zomer', 'herfst', 'najaar', 'winter', 'somer', 'herfs'],
  numberWords: [
    'twee', 'drie', 'vier', 'vijf', 'vyf', 'zes', 'zeven', 'sewe', 'acht', 'agt', 'negen', 'nege', 'twaalf', 'twintig', 'dertig', 'veertig',
    'vijftig', 'vyftig', 'honderd', 'duizend', 'duisend', 'miljoen',
  ],
  relations: [],
  kindNames: ['film', 'album', 'band'],
  kindWords: {
    film: ['film'],
    album: ['album'],
    band: ['band'],
    novel: ['roman'],
    series: ['serie'],
    country: ['land'],
  },
  nameCues: {
    organisation: [
      'maatschappij', 'vereniging', 'partij', 'universiteit', 'hogeschool', 'school', 'instituut', 'academie', 'bond',
      'bank', 'raad', 'commissie', 'ministerie', 'orkest', 'museum',
    ],
    place: ['staat', 'luchthaven', 'straat', 'plein', 'brug', 'station', 'kerk', 'kathedraal', 'kasteel', 'paleis', 'meer', 'eiland', 'stad', 'provincie', 'rivier', 'stadion', 'begraafplaats'],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['fabrikant', 'firma', 'bedrijf', 'ploeg', 'team', 'label', 'merk', 'leverancier', 'klant', 'uitgeverij', 'krant', 'zender'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'persoon', 'man', 'vrouw', 'koning', 'koningin', 'keizer', 'prins', 'prinses', 'president', 'paus',
      'astronoom', 'wetenschapper', 'uitvinder', 'oprichter', 'kunstenaar', 'schilder', 'beeldhouwer', 'architect',
      'ingenieur', 'piloot', 'kapitein', 'acteur', 'actrice', 'zanger', 'zangeres', 'muzikant', 'componist',
      'regisseur', 'schrijver', 'auteur', 'dichter', 'speler', 'trainer', 'burgemeester', 'minister', 'echtgenote',
      'echtgenoot', 'zoon', 'dochter', 'broer', 'zus', 'vader', 'moeder', 'lid', 'god', 'godin',
    ],
    // Not "van" or "bij": someone follows them.
    placeBefore: ['in', 'te', 'uit', 'nabij'],
    articles: ['de', 'het'],
  },
  firstPerson: ['ik', 'mijn', 'wij', 'ons'],
  // Words Dutch shares with the languages above ("en", "de", "is") are left out: with them, "en qué hotel nos
  // quedamos en Roma" scored as Dutch.
  detectWords: ['het', 'een', 'ik', 'mijn', 'wat', 'waar', 'wanneer', 'hoe', 'wie', 'welke', 'van', 'niet', 'heb', 'heeft', 'nog',
    'naar', 'zijn', 'onze', 'komt', 'laat', 'vandaag', 'morgen', 'wij', 'ook', 'maar', 'kan', 'moet'],
  detectLetters: /ij/u,
  abbreviations: ['dhr', 'mevr', 'drs', 'ir', 'blz'],
  endings: ['e', 'en', 's', 'er', 'te', 'ten', 'de', 'den'],
  frameLetters: [],
  courtesy: ['alsjeblieft', 'alstublieft', 'kun je', 'kunt u'],
  spokenNumbers: {
    digits: [['nul'], ['een', 'één'], ['twee'], ['drie'], ['vier'], ['vijf'], ['zes'], ['zeven'], ['acht'], ['negen']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'tot',
    beforeNumber: { ca: 'circa' },
    units: {
      'km/h': 'kilometer per uur',
      km: 'kilometer',
      m: 'meter',
      cm: 'centimeter',
      kg: 'kilogram',
      '°C': { one: 'graad Celsius', other: 'graden Celsius' },
      'km²': 'vierkante kilometer',
    },
    years: { pair: '{hi} honderd {lo}', oh: '{hi} honderd {lo}', hundred: '{hi} honderd', after: ['in', 'sinds', 'vanaf', 'rond', 'voor', 'na', 'tot'] },
  },
  skillHints: [],
};
