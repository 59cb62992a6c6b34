/**
 * Unit conversion: "how many kilometers in 5 miles", "convert 100 fahrenheit to celsius", "10 kg in pounds",
 * "сколько сантиметров в дюйме", "wie viele Zentimeter sind ein Zoll", "cuántas libras son 10 kilos".
 *
 * The text is read word by word: every word must be a number, a unit (longest alias first), or a frame word
 * from a small list ("how", "many", "in", "сколько", "в", ...). Exactly two units of one dimension must be
 * named. Anything else ("how many people live in Tokyo", "how many miles from Paris to Berlin") does not match.
 */
import type { Skill, CoreLang, SkillReply } from '../types.js';
import { asSkillLang, formatNumber, guessCoreLang, normalize, plural, roundTo } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { STEM_MAX_ENDING_CHARS, UNITS, convert, type Unit } from './table.js';

interface UnitsIntent {
  value: number;
  from: Unit;
  to: Unit;
  lang?: CoreLang;
}

/** Frame words that may surround the numbers and units. */
const FILLER = new Set([
  'how', 'many', 'much', 'what', "what's", 'whats', 'is', 'are', 'in', 'into', 'to', 'convert', 'the', 'a', 'an',
  'equals', 'equal', 'make', 'there', 'does', 'do', 'of', 'as', 's', "it's",
  'сколько', 'в', 'во', 'переведи', 'перевести', 'конвертируй', 'это', 'будет', 'составляет', 'равно', 'из', 'получится',
  'wie', 'viel', 'viele', 'sind', 'ist', 'rechne', 'um', 'was', 'ein', 'eine', 'einem', 'einer', 'einen', 'hat', 'gleich',
  'umrechnen', 'konvertiere',
  'cuantos', 'cuantas', 'cuanto', 'cuanta', 'hay', 'en', 'un', 'una', 'convierte', 'convertir', 'pasa', 'es', 'son',
  'equivale', 'equivalen', 'de', 'que', 'tiene', 'tienen', 'has', 'have',
]);
const HOW_MANY = new Set(['how', 'сколько', 'wie', 'cuantos', 'cuantas', 'cuanto', 'cuanta']);
const CONVERT = new Set(['convert', 'переведи', 'перевести', 'конвертируй', 'rechne', 'umrechnen', 'konvertiere', 'convierte', 'convertir', 'pasa']);

function wordMatches(pattern: string, token: string | undefined): boolean {
  if (token === undefined) return false;
  if (!pattern.endsWith('*')) return pattern === token;
  const stem = pattern.slice(0, -1);
  return token.startsWith(stem) && token.length - stem.length <= STEM_MAX_ENDING_CHARS;
}

/** The unit whose alias matches the most words at `i`, with how many words it took. */
function unitAt(tokens: string[], i: number): { unit: Unit; len: number } | undefined {
  let best: { unit: Unit; len: number } | undefined;
  for (const unit of UNITS) {
    for (const alias of unit.aliases) {
      if (best && alias.length <= best.len) continue;
      if (alias.every((w, k) => wordMatches(w, tokens[i + k]))) best = { unit, len: alias.length };
    }
  }
  return best;
}

function matchUnits(text: string): UnitsIntent | null {
  const s = wordsToDigits(normalize(text))
    .replace(/(\d)(?=[\p{L}°])/gu, '$1 ')
    .replace(/°\s+/g, '°');
  const tokens = s.split(' ').filter(Boolean);
  const found: { unit: Unit; at: number }[] = [];
  let value: { v: number; at: number } | undefined;
  let sawHowMany = false;
  let sawConvert = false;
  for (let i = 0; i < tokens.length; ) {
    const tok = tokens[i]!;
    if (/^\d+(?:\.\d+)?$/.test(tok) || /^-\d+(?:\.\d+)?$/.test(tok)) {
      if (value) return null;
      value = { v: Number(tok), at: i };
      i++;
      continue;
    }
    const u = unitAt(tokens, i);
    if (u) {
      found.push({ unit: u.unit, at: i });
      i += u.len;
      continue;
    }
    if (!FILLER.has(tok)) return null;
    if (HOW_MANY.has(tok)) sawHowMany = true;
    if (CONVERT.has(tok)) sawConvert = true;
    i++;
  }
  if (found.length !== 2) return null;
  const [a, b] = found as [{ unit: Unit; at: number }, { unit: Unit; at: number }];
  if (a.unit.dimension !== b.unit.dimension || a.unit.id === b.unit.id) return null;
  if (!value && !sawHowMany && !sawConvert) return null;
  let from: Unit;
  let to: Unit;
  if (value) {
    // The unit right after the number is what the number measures: "5 miles", "в 5 милях".
    const measured = found.find((f) => f.at > value.at) ?? b;
    [from, to] = measured === a ? [a.unit, b.unit] : [b.unit, a.unit];
  } else if (sawHowMany) {
    // "how many centimeters in an inch": the first unit is what is asked for.
    [from, to] = [b.unit, a.unit];
  } else {
    [from, to] = [a.unit, b.unit];
  }
  const intent: UnitsIntent = { value: value?.v ?? 1, from, to };
  const lang = langOf(tokens);
  if (lang) intent.lang = lang;
  return intent;
}

/** The language of the frame words, if they say; numbers and "km" alone say nothing. */
function langOf(tokens: string[]): CoreLang | undefined {
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  if (words.length === 0) return undefined;
  const text = words.join(' ');
  if (/[а-я]/.test(text)) return 'ru';
  return guessCoreLang(text, 'en');
}

function unitName(unit: Unit, n: number, lang: CoreLang): string {
  return plural(n, unit.names[lang], lang);
}

export const unitsSkill: Skill<UnitsIntent> = {
  name: 'units',
  match: matchUnits,
  handle(intent, ctx): SkillReply {
    const lang = intent.lang ?? asSkillLang(ctx.lang) ?? 'en';
    const result = convert(intent.value, intent.from, intent.to);
    const decimals = intent.to.dimension === 'temperature' ? 1 : 2;
    const left = `${formatNumber(intent.value, lang)} ${unitName(intent.from, intent.value, lang)}`;
    const rounded = roundTo(result, decimals);
    const right = `${formatNumber(result, lang, decimals)} ${unitName(intent.to, rounded, lang)}`;
    const approx = Math.abs(rounded - result) > 1e-9;
    const text = {
      en: `${left} is ${approx ? 'about ' : ''}${right}.`,
      ru: `${left} — это ${approx ? 'примерно ' : ''}${right}.`,
      de: `${left} ${intent.value === 1 ? 'ist' : 'sind'} ${approx ? 'etwa ' : ''}${right}.`,
      es: `${left} ${intent.value === 1 ? 'es' : 'son'} ${approx ? 'aproximadamente ' : ''}${right}.`,
    }[lang];
    return { text: text.charAt(0).toUpperCase() + text.slice(1), lang };
  },
};

