/** Polish word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "ten", "go", "pod", "one": English words a note can be about ("where is the coffee pod").
  functionWords: `
    gdzie co jak kto kiedy dlaczego czemu ile który która które jaki jaka jakie czy czyj czyja
    ja mnie mi mną ty ciebie cię tobie ci on jego mu ona jej ją my nas nam wy was wam oni ich im
    mój moja moje moi mojego mojej moim swój swoja swoje ta to te tego tej tam tu tutaj
    w we na nad u z ze do od przy dla bez przez między obok za o po przed i a ale lub albo też nie
    jest są był była było były być mam masz ma mamy
    leży leżą stoi wisi położyłem położyłam zostawiłem zostawiłam schowałem schowałam odłożyłem odłożyłam
    powiedz powiedziałem powiedziałam pamiętasz wiesz coś wszystko proszę
  `.split(/\s+/u).filter(Boolean),
  interrogatives: [],
  questionWords: [],
  answerCues: {
    date: ['w którym roku', 'kiedy'],
    number: ['ile', 'jak długo', 'jak wysoki'],
    person: ['kto'],
    place: ['gdzie'],
  },
  measureHints: {},
  // The kind a question asks by; totals framed as a whole ("w sumie"): the article states the fact without them.
  frameWords: ['rodzaj', 'typ', 'w sumie', 'łącznie', 'ogółem'],
  particles: [],
  particleObjects: [],
  referringOpeners: ['ten', 'ta', 'to', 'te', 'tego', 'tej', 'tym'],
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['inna nazwa dla', 'inna nazwa na'],
  negations: ['nie'],
  otherWords: ['inny', 'inna', 'inne', 'innego', 'innej', 'innych', 'innym', 'innymi', 'inni'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['jaka szerokość geograficzna', 'jaka długość geograficzna', 'jakie współrzędne', 'jakie są współrzędne'], hints: ['współrzędne', 'szerokość', 'długość'] },
    { dimension: 'temperature', phrases: ['jaka temperatura', 'jak gorąco', 'jak zimno', 'w jakiej temperaturze'], hints: ['temperatura'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['nazwa naukowa', 'nazwa łacińska', 'nazwę naukową', 'nazwę łacińską'],
  whichWords: ['który', 'która', 'które'],
  countCues: ['ile'],
  smallNumbers: ['dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć', 'jedenaście', 'dwanaście'],
  seasons: ['wiosna', 'wiosną', 'wiosny', 'lato', 'latem', 'jesień', 'jesienią', 'jesieni', 'zima', 'zimą', 'zimy'],
  numberWords: [],
  relations: [],
  kindNames: ['film', 'album'],
  kindWords: {
    film: ['film'],
    song: ['piosenka'],
    album: ['album', 'albumu'],
  },
  nameCues: {
    // Polish heads inflect: an entry ending in '*' is a stem, matched with up to three more letters.
    organisation: [
      'spółk*', 'towarzystw*', 'parti*', 'uniwersytet*', 'szkoł*', 'instytut*', 'akademi*', 'lig*', 'bank*', 'rad*',
      'ministerstw*', 'agencj*', 'orkiestr*', 'muze*',
    ],
    place: ['kraj', 'lotnisk*', 'ulic*', 'plac*', 'most*', 'dworz*', 'kości*', 'katedr*', 'zamek', 'zamk*', 'pałac*', 'jezior*', 'wysp*', 'miast*', 'województw*', 'rzek*', 'stadion*', 'cmentarz*'],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['producent*', 'firm*', 'drużyn*', 'wytwórni*', 'mark*', 'dostawc*', 'operator*', 'klient*', 'wydawnictw*', 'gazet*', 'stacj*'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'osob*', 'mężczyzn*', 'kobiet*', 'król*', 'królow*', 'cesarz*', 'książ*', 'prezydent*', 'papież*', 'astronom*',
      'naukowc*', 'naukowiec', 'wynalazc*', 'założyciel*', 'artyst*', 'malarz*', 'rzeźbiarz*', 'architekt*',
      'inżynier*', 'pilot*', 'kapitan*', 'aktor*', 'aktork*', 'piosenkar*', 'muzyk*', 'kompozytor*', 'reżyser*',
      'pisarz*', 'autor*', 'poet*', 'zawodnik*', 'trener*', 'burmistrz*', 'ministr*', 'minister', 'żon*', 'mąż',
      'męż*', 'syn*', 'córk*', 'brat*', 'siostr*', 'ojciec', 'ojc*', 'matk*', 'członk*', 'członek', 'bóg', 'bog*',
      'bogini*',
    ],
    // Not "z" ("z Janem", with) nor "do" ("do Jana"): someone may follow them.
    placeBefore: ['w', 'we', 'pod', 'nad', 'koło'],
    articles: [],
  },
  firstPerson: ['ja', 'mój', 'moja', 'my', 'nasz'],
  detectWords: ['jest', 'nie', 'się', 'czy', 'co', 'gdzie', 'kiedy', 'jak', 'jaki', 'jakie', 'której', 'mój', 'moja', 'mam', 'w',
    'z', 'ile', 'kto', 'mnie', 'jeszcze', 'dziś', 'jutro', 'są', 'dla', 'przez'],
  detectLetters: /[ąćęłńśźż]/u,
  abbreviations: ['ul', 'mgr', 'inż', 'ks', 'św'],
  endings: ['a', 'e', 'i', 'y', 'o', 'u', 'ą', 'ę', 'em', 'ie', 'ów', 'ami', 'ach', 'om', 'ej', 'ego', 'emu'],
  frameLetters: ['ą', 'ć', 'ę', 'ń', 'ś', 'ź', 'ż'],
  courtesy: ['proszę', 'czy możesz', 'możesz'],
  spokenNumbers: {
    digits: [['zero'], ['jeden', 'jedna'], ['dwa', 'dwie'], ['trzy'], ['cztery'], ['pięć'], ['sześć'], ['siedem'], ['osiem'], ['dziewięć']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'do',
    beforeNumber: { ok: 'około', ur: 'urodzony' },
    units: {
      'km/h': { one: 'kilometr na godzinę', few: 'kilometry na godzinę', many: 'kilometrów na godzinę', other: 'kilometra na godzinę' },
      km: { one: 'kilometr', few: 'kilometry', many: 'kilometrów', other: 'kilometra' },
      m: { one: 'metr', few: 'metry', many: 'metrów', other: 'metra' },
      kg: { one: 'kilogram', few: 'kilogramy', many: 'kilogramów', other: 'kilograma' },
      '°C': { one: 'stopień Celsjusza', few: 'stopnie Celsjusza', many: 'stopni Celsjusza', other: 'stopnia Celsjusza' },
      'km²': { one: 'kilometr kwadratowy', few: 'kilometry kwadratowe', many: 'kilometrów kwadratowych', other: 'kilometra kwadratowego' },
    },
  },
  skillHints: [],
};
