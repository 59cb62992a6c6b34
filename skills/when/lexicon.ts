/**
 * The words of time expressions in English, Russian, German and Spanish, and the simple forms in French,
 * Italian, Ukrainian, Portuguese, Dutch and Polish (folded as skills/text.ts folds
 * them: lower case, no accents, ё as е): day words, weekdays, months, parts of the day, repeats and
 * holidays. Data only; the grammar that reads them is in parse.ts.
 */

export type Period = 'morning' | 'afternoon' | 'evening' | 'night' | 'am' | 'pm';

/** Bit per weekday, 0 = Sunday ... 6 = Saturday (the order of Date#getDay). */
const WEEKDAYS_MASK = 0b0111110;
const WEEKEND_MASK = 0b1000001;
const EVERY_DAY_MASK = 0b1111111;

/** Spoken day words: offset from today. */
export const DAY_WORDS = new Map<string, number>([
  ['today', 0], ['tonight', 0], ['tomorrow', 1], ['day after tomorrow', 2], ['the day after tomorrow', 2],
  ['сегодня', 0], ['завтра', 1], ['послезавтра', 2],
  ['heute', 0], ['morgen', 1], ['ubermorgen', 2],
  ['hoy', 0], ['manana', 1], ['pasado manana', 2],
  ["aujourd'hui", 0], ['aujourdhui', 0], ['demain', 1], ['apres-demain', 2], ['apres demain', 2],
  ['oggi', 0], ['domani', 1], ['dopodomani', 2],
  ['сьогодні', 0], ['післязавтра', 2],
  ['hoje', 0], ['amanha', 1], ['depois de amanha', 2],
  ['vandaag', 0], ['overmorgen', 2],
  ['dzisiaj', 0], ['dziś', 0], ['jutro', 1], ['pojutrze', 2],
]);

function weekdayForms(rows: string[][]): Map<string, number> {
  const map = new Map<string, number>();
  rows.forEach((forms, day) => forms.forEach((f) => map.set(f, day)));
  return map;
}

/** Weekday names with the case forms that follow prepositions ("в пятницу", "am Freitag"). */
export const WEEKDAY_WORDS = weekdayForms([
  ['sunday', 'sun', 'воскресенье', 'sonntag', 'domingo', 'dimanche', 'domenica', 'неділя', 'неділю', 'zondag', 'niedziela', 'niedzielę'],
  ['monday', 'mon', 'понедельник', 'montag', 'lunes', 'lundi', 'lunedi', 'понеділок', 'segunda-feira', 'segunda', 'maandag', 'poniedziałek'],
  ['tuesday', 'tue', 'tues', 'вторник', 'dienstag', 'martes', 'mardi', 'martedi', 'вівторок', 'terca-feira', 'terca', 'dinsdag', 'wtorek'],
  ['wednesday', 'wed', 'среда', 'среду', 'mittwoch', 'miercoles', 'mercredi', 'mercoledi', 'середа', 'середу', 'quarta-feira', 'quarta',
    'woensdag', 'środa', 'środę'],
  ['thursday', 'thu', 'thurs', 'четверг', 'donnerstag', 'jueves', 'jeudi', 'giovedi', 'четвер', 'quinta-feira', 'quinta', 'donderdag', 'czwartek'],
  ['friday', 'fri', 'пятница', 'пятницу', 'freitag', 'viernes', 'vendredi', 'venerdi', "п'ятниця", "п'ятницю", 'sexta-feira', 'sexta',
    'vrijdag', 'piątek'],
  ['saturday', 'sat', 'суббота', 'субботу', 'samstag', 'sonnabend', 'sabado', 'samedi', 'субота', 'суботу', 'zaterdag', 'sobota', 'sobotę'],
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
    ['january', 'jan', 'января', 'январь', 'januar', 'enero', 'janvier', 'gennaio', 'січня', 'janeiro', 'januari', 'stycznia'],
    ['february', 'feb', 'февраля', 'февраль', 'februar', 'febrero', 'fevrier', 'febbraio', 'лютого', 'fevereiro', 'februari', 'lutego'],
    ['march', 'mar', 'марта', 'март', 'marz', 'marzo', 'mars', 'березня', 'marco', 'maart', 'marca'],
    ['april', 'apr', 'апреля', 'апрель', 'abril', 'avril', 'aprile', 'квітня', 'kwietnia'],
    ['may', 'мая', 'май', 'mai', 'mayo', 'maggio', 'травня', 'maio', 'mei', 'maja'],
    ['june', 'jun', 'июня', 'июнь', 'juni', 'junio', 'juin', 'giugno', 'червня', 'junho', 'czerwca'],
    ['july', 'jul', 'июля', 'июль', 'juli', 'julio', 'juillet', 'luglio', 'липня', 'julho', 'lipca'],
    ['august', 'aug', 'августа', 'август', 'agosto', 'aout', 'серпня', 'augustus', 'sierpnia'],
    ['september', 'sep', 'sept', 'сентября', 'сентябрь', 'septiembre', 'setiembre', 'septembre', 'settembre', 'вересня', 'setembro',
      'września'],
    ['october', 'oct', 'октября', 'октябрь', 'oktober', 'octubre', 'octobre', 'ottobre', 'жовтня', 'outubro', 'października'],
    ['november', 'nov', 'ноября', 'ноябрь', 'noviembre', 'novembre', 'листопада', 'novembro', 'listopada'],
    ['december', 'dec', 'декабря', 'декабрь', 'dezember', 'diciembre', 'decembre', 'dicembre', 'грудня', 'dezembro', 'grudnia'],
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
  ['noel', [12, 25]], ['natale', [12, 25]], ['capodanno', [1, 1]], ['natal', [12, 25]], ['ano novo', [1, 1]],
  ['kerstmis', [12, 25]], ['kerst', [12, 25]], ['nieuwjaar', [1, 1]], ['bożego narodzenia', [12, 25]], ['nowego roku', [1, 1]],
  ['різдва', [12, 25]], ['нового року', [1, 1]],
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
  ['du matin', { period: 'morning' }], ["de l'apres-midi", { period: 'afternoon' }], ['du soir', { period: 'evening' }],
  ['ce matin', { period: 'morning', day: 0 }], ['ce soir', { period: 'evening', day: 0 }], ['demain matin', { period: 'morning', day: 1 }],
  ['di mattina', { period: 'morning' }], ['del mattino', { period: 'morning' }], ['del pomeriggio', { period: 'afternoon' }],
  ['di sera', { period: 'evening' }], ['stasera', { period: 'evening', day: 0 }], ['domattina', { period: 'morning', day: 1 }],
  ['ранку', { period: 'morning' }], ['вранці', { period: 'morning' }], ['зранку', { period: 'morning' }], ['вечора', { period: 'evening' }],
  ['ввечері', { period: 'evening' }], ['ночі', { period: 'night' }],
  ['da manha', { period: 'morning' }], ['de manha', { period: 'morning' }], ['da tarde', { period: 'afternoon' }],
  ['da noite', { period: 'night' }], ['hoje a noite', { period: 'evening', day: 0 }],
  ["'s ochtends", { period: 'morning' }], ["'s middags", { period: 'afternoon' }], ["'s avonds", { period: 'evening' }],
  ["'s nachts", { period: 'night' }], ['vanavond', { period: 'evening', day: 0 }], ['morgenochtend', { period: 'morning', day: 1 }],
  ['rano', { period: 'morning' }], ['po południu', { period: 'afternoon' }], ['wieczorem', { period: 'evening' }],
  ['w nocy', { period: 'night' }], ['jutro rano', { period: 'morning', day: 1 }],
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

/**
 * Ukrainian and Polish say the hour as a feminine ordinal: "о сьомій", "o siódmej" (at the seventh), and half
 * past as half to the next one: "пів на восьму", "wpół do ósmej" (7:30). Forms after "о"/"o" and after the
 * half word; value is the hour said.
 */
export const HOUR_ORDINALS = new Map<string, number>([
  // after "на" / "na" (alarm for the seventh): "на сьому", "na siódmą"
  ...['першу', 'другу', 'третю', 'четверту', "п'яту", 'шосту', 'сьому', 'восьму', "дев'яту", 'десяту', 'одинадцяту', 'дванадцяту']
    .map((w, i) => [w, i + 1] as [string, number]),
  ...['pierwszą', 'drugą', 'trzecią', 'czwartą', 'piątą', 'szostą', 'siodmą', 'osmą', 'dziewiątą', 'dziesiątą', 'jedenastą', 'dwunastą']
    .map((w, i) => [w, i + 1] as [string, number]),
  ...['першій', 'другій', 'третій', 'четвертій', "п'ятій", 'шостій', 'сьомій', 'восьмій', "дев'ятій", 'десятій', 'одинадцятій',
    'дванадцятій'].map((w, i) => [w, i + 1] as [string, number]),
  ...['pierwszej', 'drugiej', 'trzeciej', 'czwartej', 'piątej', 'szostej', 'siodmej', 'osmej', 'dziewiątej', 'dziesiątej', 'jedenastej',
    'dwunastej'].map((w, i) => [w, i + 1] as [string, number]),
]);
export const HALF_TO_ORDINALS = new Map<string, number>([
  ...['першу', 'другу', 'третю', 'четверту', "п'яту", 'шосту', 'сьому', 'восьму', "дев'яту", 'десяту', 'одинадцяту', 'дванадцяту']
    .map((w, i) => [w, i + 1] as [string, number]),
  ...['pierwszej', 'drugiej', 'trzeciej', 'czwartej', 'piątej', 'szostej', 'siodmej', 'osmej', 'dziewiątej', 'dziesiątej', 'jedenastej',
    'dwunastej'].map((w, i) => [w, i + 1] as [string, number]),
]);
/** The words that say "half to" before those ordinals. */
export const HALF_TO_WORDS = new Set(['пів на', 'wpoł do', 'wpol do']);

/**
 * "seis y media", "six heures et demie", "sette e mezza", "seis e meia", "siete menos cuarto": an hour, a
 * joining word, and a half, a quarter or minutes.
 */
export const CLOCK_PLUS_WORDS = new Set(['y', 'et', 'e']);
export const CLOCK_MINUS_WORDS = new Set(['menos', 'moins', 'meno']);
export const CLOCK_HALF_WORDS = new Set(['media', 'demie', 'demi', 'mezza', 'mezzo', 'meia']);
export const CLOCK_QUARTER_WORDS = new Set(['cuarto', 'quart', 'le quart', 'quarto', 'un quarto', 'um quarto']);

/** English ordinal words for dates ("the fourth of July"). */
export const ORDINAL_WORDS = new Map<string, number>(
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh',
    'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth',
    'twentieth'].map((w, i) => [w, i + 1] as [string, number])
    .concat([['thirtieth', 30], ['primero', 1], ['erste', 1], ['ersten', 1], ['первое', 1], ['первого', 1]]),
);

/** Words that may come before a clock time ("at 5", "um 5", "в 5", "a las 5"). */
export const CLOCK_PREPS = ['at', 'around', 'about', 'by', 'в', 'во', 'к', 'около', 'um', 'gegen', 'a las', 'a la', 'sobre las', 'hacia las',
  'vers', 'alle', 'verso le', 'о', 'об', 'близько', 'as', 'pelas', 'om', 'rond', 'o', 'około'];
/** Words that introduce a clock time only in an alarm's frame ("alarm for 7", "будильник на 7"). */
export const ALARM_PREPS = ['for', 'на', 'auf', 'fur', 'para las', 'para la', 'de las', 'a', 'pour', 'per le', 'para as', 'voor', 'na'];
/** "o'clock" and friends after an hour. */
export const OCLOCK_WORDS = new Set(["o'clock", 'oclock', 'o clock', 'uhr', 'час', 'часа', 'часов', 'h', 'en punto', 'sharp', 'ровно',
  'heure', 'heures', 'uur', 'horas', 'hora', 'годині', 'godzinie']);
/** Words before a weekday or date: "on friday", "next friday", "в пятницу", "am Freitag", "el viernes". */
export const DAY_PREPS = ['on', 'this', 'this coming', 'coming', 'on the', 'the', 'next', 'on next', 'в', 'во', 'в эту', 'в этот',
  'в это', 'в следующий', 'в следующую', 'в следующее', 'следующий', 'следующую', 'до', 'am', 'an', 'diesen', 'kommenden',
  'am kommenden', 'nachsten', 'am nachsten', 'der', 'den', 'el', 'este', 'el proximo', 'proximo', 'el dia', 'для', 'на',
  'le', 'ce', 'il', 'questo', 'у', 'у цей', 'в цей', 'у наступний', 'в наступний', 'у наступну', 'в наступну', 'наступного',
  'na', 'no', 'esta', 'nesta', 'neste', 'na proxima', 'no proximo', 'proxima', 'op', 'deze', 'volgende', 'aanstaande',
  'w', 'we', 'w przyszły', 'w przyszłą', 'w ten', 'w tę'];
/** The subset of DAY_PREPS meaning "not today, the next one". */
export const NEXT_PREPS = new Set(['next', 'on next', 'в следующий', 'в следующую', 'в следующее', 'следующий', 'следующую',
  'nachsten', 'am nachsten', 'el proximo', 'proximo', 'у наступний', 'в наступний', 'у наступну', 'в наступну', 'наступного',
  'na proxima', 'no proximo', 'proxima', 'volgende', 'w przyszły', 'w przyszłą']);
/** Words after a weekday that make it the next one: "el viernes que viene", "vendredi prochain", "venerdì prossimo". */
export const NEXT_AFTER = new Set(['que viene', 'prochain', 'prochaine', 'prossimo', 'prossima', 'que vem']);
/** Words introducing a relative time ("in 20 minutes", "через час", "en una hora", "dentro de 5 minutos"). */
export const RELATIVE_PREPS = ['in', 'in about', 'через', 'en', 'dentro de', 'within', 'dans', 'tra', 'fra', 'em', 'daqui a',
  'over', 'za'];
