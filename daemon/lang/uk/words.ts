/** Ukrainian word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  functionWords: `
    де що як хто чий чия чиє чиї який яка яке які якому куди звідки чому навіщо коли скільки чи
    я мене мені мною ти тебе тобі тобою ви вас вам вами ми нас нам нами він його йому ним вона її їй вони їх ними
    воно мій моя моє мої мого моєї моїх моїм свій своя своє свої це цей ця ці цього цієї там тут
    в у на під над з із зі до від за по про при для без через між біля і й а але або же не ні би
    є був була було були буде бути лежить лежать лежав лежала знаходиться стоїть висить
    поклав поклала залишив залишила сховав сховала скажи скажіть сказав сказала казав казала
    пам'ятаєш пам'ятаєте знаєш знаєте нагадай щось усе все будь ласка
  `.split(/\s+/u).filter(Boolean),
  interrogatives: [],
  questionWords: [],
  answerCues: {
    date: ['в якому році', 'коли'],
    number: ['скільки'],
    person: ['хто'],
    place: ['де'],
  },
  measureHints: {},
  frameWords: [],
  particles: [],
  particleObjects: [],
  whichWords: ['який', 'яка', 'яке'],
  countCues: ['скільки'],
  numberWords: [],
  relations: [],
  kindNames: [],
  kindWords: {
    film: ['фільм'],
    song: ['пісня'],
    band: ['гурт'],
    city: ['місто'],
    river: ['річка'],
  },
  firstPerson: ['мій', 'моя', 'ми', 'наш'],
  // Ukrainian words spelled without the letters Russian does not use.
  detectWords: ['що', 'як', 'де', 'мій', 'мене', 'чи', 'коли', 'котрій', 'та', 'хто', 'чому',
    'мені', 'тобі', 'який', 'яка', 'скільки', 'зараз', 'сьогодні', 'завтра', 'він', 'вона'],
  detectLetters: /[іїєґ]/u,
  abbreviations: ['вул', 'просп', 'ім', 'рр'],
  endings: ['а', 'я', 'о', 'е', 'и', 'і', 'у', 'ю', 'ь', 'й', 'ів', 'ам', 'ами', 'ах', 'ом', 'ою', 'ей', 'ий', 'ій', 'ої', 'ого', 'ому', 'ими'],
  frameLetters: [],
  courtesy: ['будь ласка', 'можеш', 'можете'],
  skillHints: [],
};
