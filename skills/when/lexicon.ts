/**
 * The words of time expressions in English, Russian, German and Spanish (folded as skills/text.ts folds
 * them: lower case, no accents, ё as е): day words, weekdays, months, parts of the day, repeats and
 * holidays. Data only; the grammar that reads them is in parse.ts.
 */

export type Period = 'morning' | 'afternoon' | 'evening' | 'night' | 'am' | 'pm';

/** Bit per weekday, 0 = Sunday ... 6 = Saturday (the order of Date#getDay). */
export const WEEKDAYS_MASK = 0b0111110;
export const WEEKEND_MASK = 0b1000001;
export const EVERY_DAY_MASK = 0b1111111;

/** Spoken day words: offset from today. */
export const DAY_WORDS = new Map<string, number>([
  ['today', 0], ['tonight', 0], ['tomorrow', 1], ['day after tomorrow', 2], ['the day after tomorrow', 2],
  ['сегодня', 0], ['завтра', 1], ['послезавтра', 2],
  ['heute', 0], ['morgen', 1], ['ubermorgen', 2],
  ['hoy', 0], ['manana', 1], ['pasado manana', 2],
]);

function weekdayForms(rows: string[][]): Map<string, number> {
  const map = new Map<string, number>();
  rows.forEach((forms, day) => forms.forEach((f) => map.set(f, day)));
  return map;
}

/** Weekday names with the case forms that follow prepositions ("в пятницу", "am Freitag"). */
export const WEEKDAY_WORDS = weekdayForms([
  ['sunday', 'sun', 'воскресенье', 'sonntag', 'domingo'],
  ['monday', 'mon', 'понедельник', 'montag', 'lunes'],
  ['tuesday', 'tue', 'tues', 'вторник', 'dienstag', 'martes'],
  ['wednesday', 'wed', 'среда', 'среду', 'mittwoch', 'miercoles'],
  ['thursday', 'thu', 'thurs', 'четверг', 'donnerstag', 'jueves'],
  ['friday', 'fri', 'пятница', 'пятницу', 'freitag', 'viernes'],
  ['saturday', 'sat', 'суббота', 'субботу', 'samstag', 'sonnabend', 'sabado'],
]);

/** Plural weekdays that mean "every": "mondays", "по понедельникам", "montags", "los lunes". */
export const WEEKDAY_PLURALS = weekdayForms([
  ['sundays', 'воскресеньям', 'sonntags'],
  ['mondays', 'понедельникам', 'montags'],
  ['tuesdays', 'вторникам', 'dienstags'],
  ['wednesdays', 'средам', 'mittwochs'],
  ['thursdays', 'четвергам', 'donnerstags'],
  ['fridays', 'пятницам', 'freitags'],
  ['saturdays', 'субботам', 'samstags'],
]);

/** Months, 1-12, with the Russian genitive ("4 июля") and short English forms. */
export const MONTH_WORDS = (() => {
  const rows = [
    ['january', 'jan', 'января', 'январь', 'januar', 'enero'],
    ['february', 'feb', 'февраля', 'февраль', 'februar', 'febrero'],
    ['march', 'mar', 'марта', 'март', 'marz', 'marzo'],
    ['april', 'apr', 'апреля', 'апрель', 'abril'],
    ['may', 'мая', 'май', 'mai', 'mayo'],
    ['june', 'jun', 'июня', 'июнь', 'juni', 'junio'],
    ['july', 'jul', 'июля', 'июль', 'juli', 'julio'],
    ['august', 'aug', 'августа', 'август', 'agosto'],
    ['september', 'sep', 'sept', 'сентября', 'сентябрь', 'septiembre', 'setiembre'],
    ['october', 'oct', 'октября', 'октябрь', 'oktober', 'octubre'],
    ['november', 'nov', 'ноября', 'ноябрь', 'noviembre'],
    ['december', 'dec', 'декабря', 'декабрь', 'dezember', 'diciembre'],
  ];
  const map = new Map<string, number>();
  rows.forEach((forms, i) => forms.forEach((f) => map.set(f, i + 1)));
  return map;
})();

/** Fixed-date holidays, as month and day. Russian Christmas is the Orthodox one (7 January). */
export const HOLIDAYS = new Map<string, [number, number]>([
  ['christmas', [12, 25]], ['christmas day', [12, 25]], ['xmas', [12, 25]], ['christmas eve', [12, 24]],
  ['new year', [1, 1]], ['new years', [1, 1]], ["new year's", [1, 1]], ['new years day', [1, 1]],
  ["new year's day", [1, 1]], ['new years eve', [12, 31]], ["new year's eve", [12, 31]], ['halloween', [10, 31]],
  ['valentines day', [2, 14]], ["valentine's day", [2, 14]], ['valentines', [2, 14]],
  ['рождества', [1, 7]], ['рождество', [1, 7]], ['нового года', [1, 1]], ['новый год', [1, 1]], ['нг', [1, 1]],
  ['weihnachten', [12, 25]], ['heiligabend', [12, 24]], ['silvester', [12, 31]], ['neujahr', [1, 1]],
  ['navidad', [12, 25]], ['nochebuena', [12, 24]], ['nochevieja', [12, 31]], ['ano nuevo', [1, 1]],
  ['reyes', [1, 6]], ['el dia de reyes', [1, 6]],
]);

/** Parts of the day, some carrying a day ("tonight", "heute abend", "morgen früh", "завтра утром"). */
export const PERIOD_WORDS = new Map<string, { period: Period; day?: number }>([
  ['am', { period: 'am' }], ['a m', { period: 'am' }], ['pm', { period: 'pm' }], ['p m', { period: 'pm' }],
  ['in the morning', { period: 'morning' }], ['this morning', { period: 'morning', day: 0 }],
  ['morning', { period: 'morning' }], ['in the afternoon', { period: 'afternoon' }],
  ['this afternoon', { period: 'afternoon', day: 0 }], ['afternoon', { period: 'afternoon' }],
  ['in the evening', { period: 'evening' }], ['this evening', { period: 'evening', day: 0 }],
  ['evening', { period: 'evening' }], ['tonight', { period: 'evening', day: 0 }], ['at night', { period: 'night' }],
  ['утра', { period: 'morning' }], ['утром', { period: 'morning' }], ['дня', { period: 'afternoon' }],
  ['днем', { period: 'afternoon' }], ['вечера', { period: 'evening' }], ['вечером', { period: 'evening' }],
  ['ночи', { period: 'night' }], ['ночью', { period: 'night' }],
  ['morgens', { period: 'morning' }], ['fruh', { period: 'morning' }], ['am morgen', { period: 'morning' }],
  ['vormittags', { period: 'morning' }], ['nachmittags', { period: 'afternoon' }], ['am nachmittag', { period: 'afternoon' }],
  ['abends', { period: 'evening' }], ['am abend', { period: 'evening' }], ['nachts', { period: 'night' }],
  ['heute abend', { period: 'evening', day: 0 }], ['heute morgen', { period: 'morning', day: 0 }],
  ['heute fruh', { period: 'morning', day: 0 }], ['heute nachmittag', { period: 'afternoon', day: 0 }],
  ['morgen fruh', { period: 'morning', day: 1 }], ['morgen abend', { period: 'evening', day: 1 }],
  ['morgen nachmittag', { period: 'afternoon', day: 1 }],
  ['de la manana', { period: 'morning' }], ['por la manana', { period: 'morning' }], ['de la madrugada', { period: 'night' }],
  ['de la tarde', { period: 'afternoon' }], ['por la tarde', { period: 'afternoon' }], ['esta tarde', { period: 'afternoon', day: 0 }],
  ['de la noche', { period: 'night' }], ['por la noche', { period: 'night' }], ['esta noche', { period: 'evening', day: 0 }],
  ['manana por la manana', { period: 'morning', day: 1 }],
]);

/** Hour used when only a part of the day is given ("tomorrow morning" -> 09:00). */
export const PERIOD_DEFAULT_HOUR: Record<Period, number> = {
  morning: 9, am: 9, afternoon: 15, pm: 15, evening: 20, night: 22,
};

/** Repeats for alarms: weekday masks. */
export const REPEAT_WORDS = new Map<string, number>([
  ['every day', EVERY_DAY_MASK], ['daily', EVERY_DAY_MASK], ['each day', EVERY_DAY_MASK],
  ['every morning', EVERY_DAY_MASK], ['every weekday', WEEKDAYS_MASK], ['on weekdays', WEEKDAYS_MASK],
  ['weekdays', WEEKDAYS_MASK], ['every workday', WEEKDAYS_MASK], ['on workdays', WEEKDAYS_MASK],
  ['monday to friday', WEEKDAYS_MASK], ['every weekend', WEEKEND_MASK], ['on weekends', WEEKEND_MASK],
  ['weekends', WEEKEND_MASK],
  ['каждый день', EVERY_DAY_MASK], ['ежедневно', EVERY_DAY_MASK], ['каждое утро', EVERY_DAY_MASK],
  ['по будням', WEEKDAYS_MASK], ['в будни', WEEKDAYS_MASK], ['по рабочим дням', WEEKDAYS_MASK],
  ['по выходным', WEEKEND_MASK], ['в выходные', WEEKEND_MASK],
  ['jeden tag', EVERY_DAY_MASK], ['taglich', EVERY_DAY_MASK], ['jeden morgen', EVERY_DAY_MASK],
  ['werktags', WEEKDAYS_MASK], ['an werktagen', WEEKDAYS_MASK], ['wochentags', WEEKDAYS_MASK],
  ['an wochentagen', WEEKDAYS_MASK], ['montag bis freitag', WEEKDAYS_MASK], ['am wochenende', WEEKEND_MASK],
  ['todos los dias', EVERY_DAY_MASK], ['cada dia', EVERY_DAY_MASK], ['a diario', EVERY_DAY_MASK],
  ['todas las mananas', EVERY_DAY_MASK], ['entre semana', WEEKDAYS_MASK], ['de lunes a viernes', WEEKDAYS_MASK],
  ['los dias laborables', WEEKDAYS_MASK], ['los fines de semana', WEEKEND_MASK],
]);
/** Words before a weekday that make it repeat: "every monday", "каждый понедельник", "jeden Montag", "todos los lunes". */
export const EVERY_WORDS = new Set(['every', 'each', 'каждый', 'каждую', 'каждое', 'jeden', 'jede', 'todos los', 'cada', 'los']);

/** Noon and midnight. */
export const NOON_WORDS = new Set(['noon', 'midday', 'полдень', 'mittag', 'mediodia', 'el mediodia']);
export const MIDNIGHT_WORDS = new Set(['midnight', 'полночь', 'mitternacht', 'medianoche', 'la medianoche']);

/** Russian genitive ordinals for "половина седьмого" (half past six: "half of the seventh hour"). */
export const RU_HOUR_ORDINALS = new Map<string, number>([
  ['первого', 1], ['второго', 2], ['третьего', 3], ['четвертого', 4], ['пятого', 5], ['шестого', 6],
  ['седьмого', 7], ['восьмого', 8], ['девятого', 9], ['десятого', 10], ['одиннадцатого', 11], ['двенадцатого', 12],
]);

/** English ordinal words for dates ("the fourth of July"). */
export const ORDINAL_WORDS = new Map<string, number>(
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
    'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
    'twentieth'].map((w, i) => [w, i + 1] as [string, number])
    .concat([['thirtieth', 30], ['primero', 1], ['erste', 1], ['ersten', 1], ['первое', 1], ['первого', 1]]),
);

/** Words that may come before a clock time ("at 5", "um 5", "в 5", "a las 5"). */
export const CLOCK_PREPS = ['at', 'around', 'about', 'by', 'в', 'во', 'к', 'около', 'um', 'gegen', 'a las', 'a la', 'sobre las', 'hacia las'];
/** Words that introduce a clock time only in an alarm's frame ("alarm for 7", "будильник на 7"). */
export const ALARM_PREPS = ['for', 'на', 'auf', 'fur', 'para las', 'para la', 'de las', 'a'];
/** "o'clock" and friends after an hour. */
export const OCLOCK_WORDS = new Set(["o'clock", 'oclock', 'o clock', 'uhr', 'час', 'часа', 'часов', 'h', 'en punto', 'sharp', 'ровно']);
/** Words before a weekday or date: "on friday", "next friday", "в пятницу", "am Freitag", "el viernes". */
export const DAY_PREPS = ['on', 'this', 'this coming', 'coming', 'on the', 'the', 'next', 'on next', 'в', 'во', 'в эту', 'в этот',
  'в это', 'в следующий', 'в следующую', 'в следующее', 'следующий', 'следующую', 'до', 'am', 'an', 'diesen', 'kommenden',
  'am kommenden', 'nachsten', 'am nachsten', 'der', 'den', 'el', 'este', 'el proximo', 'proximo', 'el dia', 'для', 'на'];
/** The subset of DAY_PREPS meaning "not today, the next one". */
export const NEXT_PREPS = new Set(['next', 'on next', 'в следующий', 'в следующую', 'в следующее', 'следующий', 'следующую',
  'nachsten', 'am nachsten', 'el proximo', 'proximo']);
/** Words introducing a relative time ("in 20 minutes", "через час", "en una hora", "dentro de 5 minutos"). */
export const RELATIVE_PREPS = ['in', 'in about', 'через', 'en', 'dentro de', 'within'];
