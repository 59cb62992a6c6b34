/**
 * Units of measure, by dimension, in the languages Hearth reads, and whether a sentence states a measure in one.
 * Pure data and one scan; no I/O.
 *
 * A measure question ("how long is the thames", "how heavy does it get", "il est haut de combien") is answered by a
 * number with its unit: "346 km", "65 kg", "85 m". A sentence holding some other number ("a population of just
 * under 9 million", "3,062 mature individuals", "the 1.8 m salamander" for a weight) states something else, however
 * many of the question's words it shares. Symbols are shared by all languages ("km", "kg", "km/h", "°"); unit words
 * are listed per language, folded (lower case). An entry ending in '*' is a stem, for inflected languages ("метр*").
 */

import { isFunctionWord } from './function-words.js';

export type Dimension = 'length' | 'duration' | 'speed' | 'mass' | 'area' | 'volume' | 'age' | 'angle' | 'temperature' | 'money' | 'loudness' | 'power';

const UNITS: Readonly<Record<Dimension, readonly string[]>> = {
  length: [
    'm', 'km', 'cm', 'mm', 'nm', 'µm', 'ft', 'foot', 'feet', 'in', 'inch', 'inches', 'mi', 'mile', 'miles', 'nmi', 'yd', 'yard', 'yards',
    'metre', 'metres', 'meter', 'meters', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'centimetre', 'centimetres',
    'centimeter', 'centimeters', 'millimetre', 'millimetres', 'millimeter', 'millimeters', 'nautical', 'light-years', 'au',
    'mètre', 'mètres', 'kilomètre', 'kilomètres', 'centimètre', 'centimètres', 'millimètre', 'millimètres', 'pied', 'pieds', 'pouces',
    'kilometern', 'zentimeter', 'fuß', 'metro', 'metros', 'metri', 'kilómetro', 'kilómetros', 'quilômetros', 'chilometri',
    'м', 'км', 'см', 'мм', 'метр*', 'километр*', 'сантиметр*', 'миллиметр*', 'миль',
  ],
  duration: [
    's', 'sec', 'second', 'seconds', 'min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours', 'day', 'days', 'week',
    'weeks', 'month', 'months', 'year', 'years', 'yr', 'yrs', 'decade', 'decades', 'century', 'centuries',
    'seconde', 'secondes', 'heure', 'heures', 'jour', 'jours', 'semaine', 'semaines', 'mois', 'an', 'ans', 'année', 'années', 'siècle', 'siècles',
    'sekunde', 'sekunden', 'minuten', 'stunde', 'stunden', 'tag', 'tage', 'tagen', 'woche', 'wochen', 'monat', 'monate', 'jahr', 'jahre', 'jahren',
    'segundo', 'segundos', 'minuto', 'minutos', 'hora', 'horas', 'día', 'días', 'semana', 'semanas', 'mes', 'meses', 'año', 'años',
    'uur', 'ure', 'minuut', 'dag', 'dae', 'weke', 'maand', 'maande', 'jaar', 'jare', 'sekondes',
    'сек', 'мин', 'ч', 'секунд*', 'минут*', 'час*', 'дн*', 'день', 'недел*', 'месяц*', 'год*', 'лет', 'илъэс*', 'мафэ*',
  ],
  speed: ['km/h', 'kmh', 'kph', 'mph', 'm/s', 'km/s', 'knots', 'kn', 'kt', 'mach', 'nœuds', 'noeuds', 'км/ч', 'м/с', 'узл*'],
  mass: [
    'kg', 'g', 'mg', 't', 'tonne', 'tonnes', 'ton', 'tons', 'lb', 'lbs', 'pound', 'pounds', 'oz', 'ounce', 'ounces', 'kilogram',
    'kilograms', 'kilogramme', 'kilogrammes', 'gram', 'grams', 'gramme', 'grammes', 'kilo', 'kilos', 'кг', 'г', 'т', 'тонн*', 'килограмм*', 'грамм*',
  ],
  area: ['km²', 'km2', 'm²', 'm2', 'ha', 'hectare', 'hectares', 'acre', 'acres', 'sq', 'square', 'км²', 'км2', 'га', 'гектар*'],
  volume: ['l', 'litre', 'litres', 'liter', 'liters', 'ml', 'gal', 'gallon', 'gallons', 'm³', 'km³', 'cu', 'cubic', 'л', 'литр*'],
  age: ['year', 'years', 'yr', 'yrs', 'month', 'months', 'aged', 'age', 'ans', 'âge', 'jahre', 'jahren', 'años', 'jaar', 'jare', 'лет', 'год*', 'илъэс*'],
  angle: ['°', 'degree', 'degrees', 'degré', 'degrés', 'grad', 'grados', 'градус*'],
  // Written glued ("140°C") or apart ("180 °C"); a bare "°" is an angle's.
  temperature: ['°c', '°f', '℃', '℉', 'celsius', 'fahrenheit', 'kelvin', '°с'],
  // "how loud": a level in decibels ("115 dB"); nothing else is written in them.
  loudness: ['db', 'dba', 'db(a)', 'decibel', 'decibels', 'décibel', 'décibels', 'dezibel', 'дб', 'децибел*'],
  // "how much power": a rating in watts or horsepower ("up to 90 kVA", "1,000 hp"), not a thrust ("340 kN").
  power: ['w', 'kw', 'mw', 'gw', 'kva', 'hp', 'bhp', 'shp', 'ps', 'watt', 'watts', 'kilowatt', 'kilowatts', 'megawatt', 'megawatts', 'horsepower', 'вт', 'квт', 'мвт', 'ватт*', 'киловатт*'],
  money: [
    'dollar', 'dollars', 'euro', 'euros', 'pound', 'pounds', 'yen', 'franc', 'francs', 'rouble', 'roubles', 'ruble', 'rubles',
    'rupee', 'rupees', 'cents', 'usd', 'eur', 'gbp', 'rand', 'livres', 'рубл*', 'доллар*', 'евро', '$', '€', '£', '¥', '₽', '₹',
  ],
};

/**
 * Words that make a count cue ("how much", "combien", "сколько") ask for a measure: a sum of money ("how much did pan
 * am pay", "how much does an airbus a380 cost"), a weight ("how much does a baby hippo weigh") or a power ("how much
 * power can it put out"). Not "vaut" ("il vaut combien" asks a constant's value too).
 */
const MONEY_WORDS = [
  'cost', 'costs', 'price', 'priced', 'pay', 'paid', 'pays', 'money', 'earn', 'earns', 'earned', 'salary', 'worth', 'spend',
  'spent', 'revenue', 'revenues', 'budget', 'coûte', 'coûté', 'coûtait', 'coût', 'prix', 'payé', 'payer', 'argent', 'salaire',
  'стоит', 'стоил', 'стоила', 'стоимость', 'цена', 'деньги', 'kos', 'koste', 'prys', 'geld', 'betaal',
];
const WEIGHT_WORDS = ['weigh', 'weighs', 'weighed', 'pèse', 'pesait', 'pesé', 'весит', 'весил', 'весила', 'weeg'];
/** "how much power can it put out": a rating in watts or horsepower. */
const POWER_WORDS = ['power', 'puissance', 'leistung', 'мощность', 'мощности', 'potencia', 'potenza', 'krag'];
/**
 * "how much cargo volume has it got": a volume in its units (cubic feet, litres), not a share ("80% ... by volume").
 * Not the plural: "how many volumes is it" counts books.
 */
const VOLUME_WORDS = ['volume', 'объём', 'объем', 'volumen', 'inhoud'];
export const MEASURE_CUE_WORDS: ReadonlyMap<string, Dimension> = new Map([
  ...MONEY_WORDS.map((w) => [w, 'money'] as const),
  ...WEIGHT_WORDS.map((w) => [w, 'mass'] as const),
  ...POWER_WORDS.map((w) => [w, 'power'] as const),
  ...VOLUME_WORDS.map((w) => [w, 'volume'] as const),
]);
/** Words after a number that may come before its currency's name ("United States dollars"). */
const MONEY_LOOKAHEAD_TOKENS = 3;
/** A sum written with its currency sign first: "$825 million", "€750 million", "US$159 billion". */
const CURRENCY_FIRST_RE = /^\p{L}{0,3}[$€£¥₽₹]\p{Nd}/u;

/** Units written before their number: "Mach 13", Adyghe "см 70", "at the age of 18", "aged 42". */
const LEADING_UNITS: ReadonlySet<string> = new Set(['mach', 'см', 'м', 'км', 'кг', 'мм', 'age', 'aged', 'âge']);
/** Words a leading unit may have between it and its number ("the age of 18", "l'âge de 50 ans"). */
const LEADING_LINKS: ReadonlySet<string> = new Set(['of', 'de', 'von']);
/** Words after a time that make it a point in the past ("years ago", "лет назад", "jaar gelede"): no duration. */
const AGO_WORDS: ReadonlySet<string> = new Set(['ago', 'назад', 'тому', 'gelede', 'geleden']);

/** Question cues that ask how long ago as "ago" does: "how far back might frogs have split off" (265 million years ago). */
const AGO_CUES: ReadonlySet<string> = new Set(['how far back']);

/** Whether a question's cue (lower case, as matched) asks how long ago (see AGO_CUES). */
export function isAgoCue(phrase: string): boolean {
  return AGO_CUES.has(phrase);
}

/** Whether a question's word (lower case) is one of those: "how long ago" asks a time in the past. */
export function isAgoWord(word: string): boolean {
  return AGO_WORDS.has(word);
}

/** Words that join a range ("1.8 to 3.1 years", "30 à 50 ans"): the unit follows its last number. */
const RANGE_LINKS: ReadonlySet<string> = new Set(['to', 'and', 'or', 'à', 'et', 'ou', 'bis', 'und', 'a', 'y', 'tot', 'en', 'до', 'и', '-', '–']);
/**
 * Number words a unit may follow besides digits: "a year", "an hour", "eight weeks" (and `numberWords`). Afrikaans
 * "'n" with either typographic apostrophe too: recipes write "Omtrent ‘n uur".
 */
const ONE_WORDS: readonly string[] = ['a', 'an', 'one', 'half', 'un', 'une', 'ein', 'eine', 'een', "'n", '’n', '‘n'];

/** Each dimension's units: whole words in a set, stems (entries ending in '*') in a short list. */
const LOOKUP: ReadonlyMap<Dimension, { exact: ReadonlySet<string>; stems: readonly string[] }> = new Map(
  (Object.entries(UNITS) as [Dimension, readonly string[]][]).map(([d, units]) => [
    d,
    { exact: new Set(units.filter((u) => !u.endsWith('*'))), stems: units.filter((u) => u.endsWith('*')).map((u) => u.slice(0, -1)) },
  ]),
);

/** Words that make a length unit an area unit: "square kilometres", "kilomètres carrés", "квадратных километров". */
const SQUARE_WORDS: ReadonlySet<string> = new Set(['square', 'sq', 'carré', 'carrés', 'carrée', 'carrées', 'quadrat', 'cuadrados', 'quadrados', 'quadrati', 'vierkante']);
const SQUARE_STEMS: readonly string[] = ['квадратн'];

function isSquare(word: string | undefined): boolean {
  return word !== undefined && (SQUARE_WORDS.has(word) || SQUARE_STEMS.some((s) => word.startsWith(s)));
}

/** Whether `token` is a unit of one of the dimensions: as written, or by a stem entry ('*'). */
function unitOf(token: string, dimensions: readonly Dimension[]): boolean {
  return dimensions.some((d) => {
    const { exact, stems } = LOOKUP.get(d)!;
    return exact.has(token) || stems.some((stem) => token.startsWith(stem));
  });
}

/**
 * Words for a century, every language's: the word before one is its ordinal ("the 18th century", "dix-neuvième
 * siècle", "die agtiende eeu", "в XIX веке"), however it is written.
 */
const CENTURY_WORDS: ReadonlySet<string> = new Set([
  'century', 'centuries', 'siècle', 'siècles', 'jahrhundert', 'jahrhunderts', 'jahrhunderten', 'siglo', 'siglos', 'secolo', 'secoli',
  'século', 'séculos', 'eeu', 'eeue', 'век', 'века', 'веке', 'веку', 'веков',
]);

/** Whether a word (lower case) names a century. */
export function isCenturyWord(word: string): boolean {
  return CENTURY_WORDS.has(word);
}

/** Every dimension: a unit of any of them after a number makes it a measure. */
const ALL_DIMENSIONS = Object.keys(UNITS) as Dimension[];

/**
 * Whether a word (lower case) after a number makes it a measure: a unit of some dimension ("weeks", "km", "лет"), not
 * one that is also a function word ("5 in a clutch" is no five inches, "1 an" no year in English).
 */
export function isUnitWord(word: string): boolean {
  return unitOf(word, ALL_DIMENSIONS) && !isFunctionWord(word);
}

const DIGIT_RE = /\p{Nd}/u;
/**
 * A number as written, ranges and fractions included: "8,891", "1.8", "35~40" (a recipe's range), "2½-3", "1⁄2".
 * Vulgar fractions are their own characters (U+00BC-U+00BE, U+2150-U+215E), not digits.
 */
// A size in two figures is one number before its unit: "30×23 cm".
const NUMBER_TOKEN_RE = /^[\p{Nd}.,⁄+~–×\u00bc-\u00be\u2150-\u215e-]+$/u;
/** A year as a sentence writes it alone: 1000-2099. */
const YEAR_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})$/u;
/** A number glued to its unit: "125cm", "280-foot", "18-year-old", "37.5°". */
const GLUED_RE = /^[\p{Nd}.,⁄+~–\u00bc-\u00be\u2150-\u215e-]*\p{Nd}-?([^\p{Nd}\u00bc-\u00be\u2150-\u215e].*)$/u;
/** What splits a sentence into tokens: spaces (no-break and thin too) and punctuation that is never part of a unit. */
// "×" joins two measures of one size ("20cm×10cm", "30×23 cm"): each is read on its own.
const SPLIT_RE = /[\s\u00a0\u202f(),;:"“”«»×]+/u;

/**
 * Parts of a hyphened measure at most: "twenty-five-year-old". Unbounded, a hostile chain ("xq-two-two-...-year") cost
 * its length squared: 346 ms for 8,000 parts; now it is passed over after one split.
 */
const MAX_HYPHENED_PARTS = 4;

/**
 * Whether a token is a number word hyphened to a unit ("seven-year", "two-hour", "twenty-year-old"; a compound
 * number word too, "twenty-five-year"): the unit is the first part after the number words.
 */
function wordJoinedToUnit(token: string, dimensions: readonly Dimension[], numberWords: ReadonlySet<string>): boolean {
  const parts = token.split('-', MAX_HYPHENED_PARTS + 1);
  // A longer chain is no number word and its unit (and would cost its length squared to try).
  if (parts.length > MAX_HYPHENED_PARTS) return false;
  // The longest run of parts before the unit that is a number word whole ("twenty-five") or part by part.
  for (let unit = parts.length - 1; unit >= 1; unit--) {
    const number = parts.slice(0, unit);
    const isNumber = numberWords.has(number.join('-')) || number.every((p) => numberWords.has(p) || ONE_WORDS.includes(p));
    if (isNumber) return unitOf(parts[unit]!, dimensions);
  }
  return false;
}

/**
 * Whether a sentence states a number in a unit of one of the dimensions: "stretching 8,891 kilometres", "up to
 * 20 years", "a year", "125cm", "Mach 13", "at the age of 18". `numberWords` are the words that stand for a number
 * (lang/<code>/words.ts `numberWords`, `smallNumbers`).
 */
/** A temperature scale's name in an inflected form the unit table does not list ("Цельсию", "Фаренгейта"). */
const TEMPERATURE_SCALE_RE = /^(?:цельси|фаренгейт|кельвин)/u;

export function statesMeasure(sentence: string, dimensions: readonly Dimension[], numberWords: ReadonlySet<string>, agoAsked = false): boolean {
  const tokens = sentence
    .toLowerCase()
    .split(SPLIT_RE)
    .map((t) => t.replace(/[.!?]+$/u, ''))
    .filter((t) => t !== '');
  const isNumber = (t: string | undefined): boolean => t !== undefined && (DIGIT_RE.test(t) ? NUMBER_TOKEN_RE.test(t) : numberWords.has(t) || ONE_WORDS.includes(t));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (dimensions.includes('money') && CURRENCY_FIRST_RE.test(t)) return true;
    // A number and a bare "s" is a plural or a decade ("the older 747s", "1960s"), not seconds.
    const glued = GLUED_RE.exec(t)?.[1];
    if (glued === 's') continue;
    if (glued !== undefined && (unitOf(glued, dimensions) || unitOf(glued.split('-')[0] ?? '', dimensions))) return true;
    // A number word joined to its unit: "a seven-year break", "a two-hour flight", "a twenty-year-old".
    if (wordJoinedToUnit(t, dimensions, numberWords)) return true;
    if (isNumber(t)) {
      let j = i + 1;
      // A range: "30 to 50 years", "1.8 to 3.1 years".
      while (RANGE_LINKS.has(tokens[j] ?? '') && isNumber(tokens[j + 1])) j += 2;
      const next = tokens[j];
      // "In 1995 in Paris": a year is followed by the preposition, not the inch.
      const yearThenIn = next === 'in' && YEAR_RE.test(tokens[j - 1] ?? '');
      // "55 million years ago" is a point in time, not how long something lasts, unless that is what was asked ("how
      // long ago").
      const ago = !agoAsked && AGO_WORDS.has(tokens[j + 1] ?? '');
      if (next !== undefined && !yearThenIn && !ago && (unitOf(next, dimensions) || unitOf(next.split('-')[0] ?? '', dimensions))) return true;
      // A currency is often named with its country or scale first: "400,000 United States dollars", "525 million US dollars".
      if (dimensions.includes('money') && tokens.slice(j + 1, j + 1 + MONEY_LOOKAHEAD_TOKENS).some((w) => unitOf(w, ['money']))) return true;
      // An area in words: "180 kilomètres carrés", "2 724 900 квадратных километров".
      if (dimensions.includes('area') && next !== undefined && (isSquare(next) ? unitOf(tokens[j + 1] ?? '', ['length']) : unitOf(next, ['length']) && isSquare(tokens[j + 1]))) return true;
      // A temperature in words: "15 degrees Celsius", "40 degrés Celsius", "36 градусов по Цельсию".
      if (dimensions.includes('temperature') && next !== undefined && unitOf(next, ['angle']) && tokens.slice(j + 1, j + 3).some((w) => unitOf(w, ['temperature']) || TEMPERATURE_SCALE_RE.test(w))) return true;
      // The numbers inside a range end at the same unit: go on after it, so each token is read once (linear).
      i = Math.max(i, j - 1);
      continue;
    }
    if (LEADING_UNITS.has(t) && unitOf(t, dimensions)) {
      const n = LEADING_LINKS.has(tokens[i + 1] ?? '') ? tokens[i + 2] : tokens[i + 1];
      if (n !== undefined && DIGIT_RE.test(n)) return true;
    }
  }
  return false;
}

/**
 * The dimensions a counted word is a unit of ("kilomètres" -> length, "лет" -> duration and age), from the words of
 * the question and its position: a length with a square word beside it is an area. Empty for other words.
 */
export function dimensionsOf(words: readonly string[], counted: number): Dimension[] {
  // "how many square kilometres": the unit follows its square word.
  const at = isSquare(words[counted]) ? counted + 1 : counted;
  const token = (words[at] ?? '').toLowerCase();
  const found = (Object.keys(UNITS) as Dimension[]).filter((d) => unitOf(token, [d]));
  const square = isSquare(words[at - 1]) || isSquare(words[at + 1]);
  return square && found.includes('length') ? ['area'] : found;
}
