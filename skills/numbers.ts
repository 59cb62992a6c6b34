/**
 * Spoken numbers to digits, for English, Russian, German and Spanish, and up to fifty in French, Italian,
 * Ukrainian, Portuguese, Dutch and Polish (enough for clock times and timers): "twenty five" -> "25",
 * "двенадцать" -> "12", "fünfundzwanzig" -> "25", "treinta y cinco" -> "35", "two and a half" -> "2.5",
 * "полчаса" -> "0.5 часа". Works on text already passed through normalize() (folded, lower case).
 *
 * Articles ("a", "ein", "un", "una") are left alone on purpose: they are words far more often than numbers.
 * Parsers that want "a minute" or "eine Stunde" read the article themselves.
 */

import { memo } from './text.js';

type NumberKind = 'small' | 'hundreds' | 'hundred' | 'scale';
interface NumberWord {
  value: number;
  kind: NumberKind;
}

const WORDS = new Map<string, NumberWord>();

function add(kind: NumberKind, value: number, ...words: string[]): void {
  for (const w of words) WORDS.set(w, { value, kind });
}

// English.
['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'].forEach((w, i) => add('small', i, w));
['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].forEach((w, i) => add('small', 20 + 10 * i, w));
add('hundred', 100, 'hundred');
add('scale', 1000, 'thousand');
add('scale', 1_000_000, 'million');

// Russian, with the case forms that follow prepositions ("из ста сорока четырёх", "в пять", "на одну минуту").
add('small', 0, 'ноль', 'нуль');
add('small', 1, 'один', 'одна', 'одну', 'одно', 'одного', 'одной', 'одном');
add('small', 2, 'два', 'две', 'двух');
add('small', 3, 'три', 'трех');
add('small', 4, 'четыре', 'четырех');
const RU_SOFT = ['пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать',
  'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
RU_SOFT.forEach((w, i) => add('small', 5 + i, w, w.slice(0, -1) + 'и'));
add('small', 8, 'восьми');
add('small', 20, 'двадцать', 'двадцати');
add('small', 30, 'тридцать', 'тридцати');
add('small', 40, 'сорок', 'сорока');
add('small', 50, 'пятьдесят', 'пятидесяти');
add('small', 60, 'шестьдесят', 'шестидесяти');
add('small', 70, 'семьдесят', 'семидесяти');
add('small', 80, 'восемьдесят', 'восьмидесяти');
add('small', 90, 'девяносто', 'девяноста');
add('hundreds', 100, 'сто', 'ста');
add('hundreds', 200, 'двести', 'двухсот');
add('hundreds', 300, 'триста', 'трехсот');
add('hundreds', 400, 'четыреста', 'четырехсот');
add('hundreds', 500, 'пятьсот', 'пятисот');
add('hundreds', 600, 'шестьсот');
add('hundreds', 700, 'семьсот');
add('hundreds', 800, 'восемьсот');
add('hundreds', 900, 'девятьсот');
add('scale', 1000, 'тысяча', 'тысячи', 'тысяч', 'тысячу');
add('scale', 1_000_000, 'миллион', 'миллиона', 'миллионов');

// German (folded: fünf -> funf, dreißig -> dreissig).
const DE_UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf',
  'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
DE_UNITS.forEach((w, i) => add('small', i, w));
const DE_TENS = ['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
DE_TENS.forEach((w, i) => add('small', 20 + 10 * i, w));
add('hundred', 100, 'hundert');
add('scale', 1000, 'tausend');
const DE_COMPOUND_RE = /^(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)und(zwanzig|dreissig|vierzig|funfzig|sechzig|siebzig|achtzig|neunzig)$/;

// Spanish (folded: dieciséis -> dieciseis).
['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece',
  'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos',
  'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve']
  .forEach((w, i) => add('small', i, w));
['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'].forEach((w, i) => add('small', 30 + 10 * i, w));
add('hundreds', 100, 'cien', 'ciento');
['doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos']
  .forEach((w, i) => add('hundreds', 200 + 100 * i, w, w.replace(/os$/, 'as')));
add('scale', 1000, 'mil');

// French, Italian, Portuguese, Dutch, Polish and Ukrainian, folded. Articles that are also "one" (un, une,
// um, uma, een) stay words, as above. Words that are a number in one language and something else in another
// are kept: "sei" is also German "be" ("sei still" is matched before numbers are read), "onze" Dutch "our".
const ROMANCE_AND_MORE: [number, string[]][] = [
  [2, ['deux', 'due', 'dois', 'duas', 'twee', 'dwa', 'dwie', 'два', 'дві']],
  [3, ['trois', 'tre', 'drie', 'trzy']],
  [4, ['quatre', 'quattro', 'cztery', 'чотири']],
  [5, ['cinq', 'cinque', 'vijf', 'pięć', "п'ять", 'пʼять']],
  [6, ['sei', 'zes', 'sześć', 'шість']],
  [7, ['sept', 'sette', 'sete', 'zeven', 'siedem', 'сім']],
  [8, ['huit', 'otto', 'oito', 'osiem', 'вісім']],
  [9, ['neuf', 'nove', 'negen', 'dziewięć', "дев'ять", 'девʼять']],
  [10, ['dix', 'dieci', 'dez', 'tien', 'dziesięć', 'десять']],
  [11, ['onze', 'undici', 'jedenaście', 'одинадцять']],
  [12, ['douze', 'dodici', 'doze', 'twaalf', 'dwanaście', 'дванадцять']],
  [13, ['treize', 'tredici', 'treze', 'dertien', 'trzynaście', 'тринадцять']],
  [14, ['quatorze', 'quattordici', 'catorze', 'veertien', 'czternaście', 'чотирнадцять']],
  [15, ['quinze', 'quindici', 'vijftien', 'piętnaście', "п'ятнадцять", 'пʼятнадцять']],
  [16, ['seize', 'sedici', 'dezesseis', 'dezasseis', 'zestien', 'szesnaście', 'шістнадцять']],
  [17, ['dix-sept', 'diciassette', 'dezessete', 'dezassete', 'zeventien', 'siedemnaście', 'сімнадцять']],
  [18, ['dix-huit', 'diciotto', 'dezoito', 'achttien', 'osiemnaście', 'вісімнадцять']],
  [19, ['dix-neuf', 'diciannove', 'dezenove', 'dezanove', 'negentien', 'dziewiętnaście', "дев'ятнадцять", 'девʼятнадцять']],
  [20, ['vingt', 'venti', 'vinte', 'twintig', 'dwadzieścia', 'двадцять']],
  [30, ['trente', 'trenta', 'trinta', 'dertig', 'trzydzieści', 'тридцять']],
  [40, ['quarante', 'quaranta', 'quarenta', 'veertig', 'czterdzieści']],
  [45, ['quarante-cinq', 'quarantacinque']],
  [50, ['cinquante', 'cinquanta', 'cinquenta', 'vijftig', 'pięćdziesiąt', "п'ятдесят", 'пʼятдесят']],
];
for (const [value, words] of ROMANCE_AND_MORE) add('small', value, ...words);
add('small', 1, 'jeden', 'jedna', 'jedną', 'одну', 'одна');

function lookup(token: string): NumberWord | undefined {
  const direct = WORDS.get(token);
  if (direct) return direct;
  const de = DE_COMPOUND_RE.exec(token);
  if (de) {
    const unit = de[1] === 'ein' ? 1 : DE_UNITS.indexOf(de[1]!);
    return { value: unit + 20 + 10 * DE_TENS.indexOf(de[2]!), kind: 'small' };
  }
  return undefined;
}

/** Words that join the parts of one number: "one hundred and five", "treinta y cinco". */
const CONNECTORS = new Set(['and', 'y']);

/**
 * Whether `value` may extend the number built so far: "twenty" + "five" yes, "five" + "thirty" no (that is two
 * numbers, as in "five thirty" meaning 5:30).
 */
function canExtend(current: number, word: NumberWord): boolean {
  if (current === 0) return true;
  const lastTwo = current % 100;
  if (word.kind === 'hundred') return current < 10;
  if (word.kind === 'hundreds') return false;
  if (lastTwo === 0) return word.value < 100;
  return lastTwo >= 20 && lastTwo % 10 === 0 && word.value < 10;
}

/** Replaces runs of number words with digits; every other token is kept as it was. */
function convertRuns(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let total = 0;
    let current = 0;
    let seen = false;
    let j = i;
    while (j < tokens.length) {
      const word = lookup(tokens[j]!);
      if (word) {
        if (word.kind === 'scale') {
          total += (current || 1) * word.value;
          current = 0;
        } else if (!seen || canExtend(current, word)) {
          current = word.kind === 'hundred' ? (current || 1) * 100 : current + word.value;
        } else break;
        seen = true;
        j++;
        continue;
      }
      const next = tokens[j + 1] ? lookup(tokens[j + 1]!) : undefined;
      if (seen && CONNECTORS.has(tokens[j]!) && next?.kind === 'small' && canExtend(current, next) && current > 0) {
        j++;
        continue;
      }
      break;
    }
    if (seen) {
      out.push(String(total + current));
      i = j;
    } else {
      out.push(tokens[i]!);
      i++;
    }
  }
  return out;
}

/** Halves, applied after the digits are in place. Order matters: the longer phrases go first. */
const HALF = '(?:and a half|y media|y medio|с половиной|und eine halbe)';
const HALF_RULES: [RegExp, (m: string, ...groups: string[]) => string][] = [
  // "two hours and a half", "dos horas y media", "2 часа с половиной" -> 2.5 unit
  [new RegExp(`(\\d+(?:\\.\\d+)?) (\\p{L}+) ${HALF}(?![\\p{L}\\d])`, 'gu'),
    (_m, n, unit) => `${Number(n) + 0.5} ${unit}`],
  // "an hour and a half", "una hora y media", "час с половиной" -> 1.5 unit (no number before: rule above ran)
  [new RegExp(`(?<![\\p{L}\\d])(?:(?:a|an|one|una|un|ein|eine|einen) )?(hour|minute|second|hora|minuto|segundo|час|минуту|минута|stunde|sekunde)s? ${HALF}(?![\\p{L}\\d])`, 'gu'),
    (_m, unit) => `1.5 ${unit}`],
  // "two and a half", "2 с половиной", "dos y media" -> 2.5
  [/(\d+) (?:and a half|с половиной|y media|y medio|und ein halb|und eine halbe)(?![\p{L}\d])/gu,
    (_m, n) => String(Number(n) + 0.5)],
  [/(?<![\p{L}\d])(?:half an?|half|eine halbe|halbe|una media|media|medio)\s(hour|minute|stunde|hora|minuto)(?![\p{L}\d])/gu,
    (_m, unit) => `0.5 ${unit}`],
  [/(?<![\p{L}\d])пол(часа|минуты|часика)(?![\p{L}\d])/gu, (_m, unit) => `0.5 ${unit}`],
  [/(?<![\p{L}\d])(?:полтора|полторы|anderthalb|eineinhalb)(?![\p{L}\d])/gu, () => '1.5'],
  [/(?<![\p{L}\d])(zwei|drei|vier|funf)einhalb(?![\p{L}\d])/gu,
    (_m, n) => String(DE_UNITS.indexOf(n) + 0.5)],
];

/**
 * Turns spoken numbers in normalized text into digits. Also reads decimal commas ("2,5" -> "2.5") and drops
 * thousands separators ("1,000" -> "1000").
 */
export function wordsToDigits(text: string): string {
  return memo(DIGITS, text, wordsToDigitsUncached);
}

/** Remembered results (see memo in text.ts): several skills convert the same turn. */
const DIGITS = new Map<string, string>();

function wordsToDigitsUncached(text: string): string {
  let s = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d)/g, '$1.$2');
  // "por ciento" is percent, not "por" + 100.
  s = s.replace(/(?<![\p{L}\d])por ciento(?![\p{L}\d])/gu, '%');
  const tokens = s.split(' ').flatMap((t) => {
    // "twenty-five": split hyphenated number words, but leave "нью-йорк" and "-5" alone.
    const parts = t.split('-');
    return parts.length > 1 && !lookup(t) && parts.every((p) => lookup(p)) ? parts : [t];
  });
  s = convertRuns(tokens).join(' ');
  for (const [re, fn] of HALF_RULES) s = s.replace(re, fn as (m: string, ...g: string[]) => string);
  return s;
}
