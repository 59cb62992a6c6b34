/**
 * Arithmetic: "what is 12 times 7", "what's 15% of 80", "square root of 144", "2+2*3",
 * "сколько будет двенадцать умножить на семь", "was ist zwölf mal sieben", "cuánto es doce por siete".
 * Spoken operators are rewritten to symbols, then the hand-written parser in expr.ts evaluates (no eval).
 * Only text that is entirely an expression matches, so "what is the capital of France" passes.
 */
import type { Skill, CoreLang, SkillReply } from '../types.js';
import { asSkillLang, formatNumber, guessCoreLang, normalize, wordsRe } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { evaluate, hasOperation } from './expr.js';

interface ArithmeticIntent {
  expression: string;
  /** Undefined for a bare "2+2*3": the reply then uses the turn's language. */
  lang?: CoreLang;
}

const FRAMES: [CoreLang, RegExp][] = [
  ['en', /^(?:what(?:'s| is| are|s)|how much is|how much are|calculate|compute|solve|evaluate|tell me)(?: the result of)? /],
  ['ru', /^(?:сколько будет|сколько|посчитай|посчитайте|подсчитай|вычисли|вычислите|чему равно|чему равен|реши) /],
  ['de', /^(?:was ist|was sind|was ergibt|was gibt|wie viel ist|wieviel ist|wie viel sind|wieviel sind|rechne|berechne) /],
  ['es', /^(?:cuanto es|cuanto son|cuanto da|cuanto hace|calcula|calcular|dime cuanto es) /],
];

/** Spoken operators, longest first within each rule (wordsRe sorts them). Applied in this order. */
const REWRITES: [RegExp, string][] = [
  [wordsRe(['percent of', 'per cent of', 'процентов от', 'процента от', 'процент от', 'prozent von', 'por ciento de', '% of', '% от', '% von', '% de']), ' % * '],
  [wordsRe(['percent', 'per cent', 'процентов', 'процента', 'процент', 'prozent', 'por ciento']), ' % '],
  [wordsRe(['the square root of', 'square root of', 'square root', 'root of', 'sqrt of', 'квадратный корень из',
    'корень квадратный из', 'корень из', 'quadratwurzel aus', 'quadratwurzel von', 'wurzel aus', 'wurzel von',
    'die wurzel aus', 'die wurzel von', 'die quadratwurzel aus', 'die quadratwurzel von',
    'raiz cuadrada de', 'la raiz cuadrada de', 'raiz de']), ' sqrt '],
  [wordsRe(['squared', 'в квадрате', 'al cuadrado', 'zum quadrat']), ' ^ 2 '],
  [wordsRe(['cubed', 'в кубе', 'al cubo', 'hoch drei']), ' ^ 3 '],
  [wordsRe(['to the power of', 'to the power', 'raised to the power of', 'raised to', 'в степени', 'hoch',
    'elevado a la', 'elevado a']), ' ^ '],
  [wordsRe(['multiplied by', 'times', 'x', 'умножить на', 'умноженное на', 'помножить на', 'умножь на',
    'multipliziert mit', 'mal', 'multiplicado por', 'por']), ' * '],
  [wordsRe(['divided by', 'over', 'разделить на', 'делить на', 'поделить на', 'деленное на', 'раздели на',
    'поделенное на', 'geteilt durch', 'dividiert durch', 'durch', 'dividido por', 'dividido entre', 'entre']), ' / '],
  [wordsRe(['plus', 'плюс', 'mas']), ' + '],
  [wordsRe(['minus', 'минус', 'menos']), ' - '],
  [wordsRe(['equals', 'equal', 'is equal to', 'равно', 'ist gleich', 'gleich', 'igual a', 'es igual a']), ' '],
];

const EXPRESSION_RE = /^[\d.\s+\-*/^%()]*(?:sqrt[\d.\s+\-*/^%()]*)*$/;

function matchArithmetic(text: string): ArithmeticIntent | null {
  let s = wordsToDigits(normalize(text))
    .replace(/=\s*$/, '')
    .replace(/%/g, ' % ')
    .replace(/(\d)\s*x\s*(?=\d)/g, '$1 * ')
    .replace(/\s+/g, ' ')
    .trim();
  let lang: CoreLang | undefined;
  for (const [l, re] of FRAMES) {
    const m = re.exec(s);
    if (m) {
      lang = l;
      s = s.slice(m[0].length);
      break;
    }
  }
  // No frame: the words themselves ("корень из ...") may still tell the language; bare symbols do not.
  if (!lang && /\p{L}/u.test(s)) lang = guessCoreLang(s);
  for (const [re, op] of REWRITES) s = s.replace(re, op);
  s = s.replace(/\s+/g, ' ').trim();
  if (!EXPRESSION_RE.test(s) || !hasOperation(s)) return null;
  return lang ? { expression: s, lang } : { expression: s };
}

const TEXTS = {
  result: { en: 'The answer is', ru: 'Ответ:', de: 'Das Ergebnis ist', es: 'El resultado es' },
  minus: { en: 'minus', ru: 'минус', de: 'minus', es: 'menos' },
  divisionByZero: {
    en: "You can't divide by zero, so there is no answer to that one.",
    ru: 'На ноль делить нельзя, так что ответа тут нет.',
    de: 'Durch null kann man nicht teilen, darauf gibt es keine Antwort.',
    es: 'No se puede dividir entre cero, así que no hay respuesta.',
  },
  negativeRoot: {
    en: "A negative number has no real square root.",
    ru: 'У отрицательного числа нет действительного квадратного корня.',
    de: 'Eine negative Zahl hat keine reelle Quadratwurzel.',
    es: 'Un número negativo no tiene raíz cuadrada real.',
  },
  unsure: {
    en: "I couldn't work that out.",
    ru: 'Не получилось это посчитать.',
    de: 'Das konnte ich nicht ausrechnen.',
    es: 'No pude calcularlo.',
  },
} as const;

/** Decimals spoken for a result; "0.3333" is as much as anyone wants to hear. */
const RESULT_MAX_DECIMALS = 4;

export const arithmeticSkill: Skill<ArithmeticIntent> = {
  name: 'arithmetic',
  match: matchArithmetic,
  handle(intent, ctx): SkillReply {
    const lang = intent.lang ?? asSkillLang(ctx.lang) ?? 'en';
    const r = evaluate(intent.expression);
    if (!r.ok) {
      const text = r.reason === 'divisionByZero' ? TEXTS.divisionByZero[lang]
        : r.reason === 'negativeRoot' ? TEXTS.negativeRoot[lang] : TEXTS.unsure[lang];
      return { text, lang };
    }
    const magnitude = formatNumber(Math.abs(r.value), lang, RESULT_MAX_DECIMALS);
    const spoken = r.value < 0 && magnitude !== '0' ? `${TEXTS.minus[lang]} ${magnitude}` : magnitude;
    return { text: `${TEXTS.result[lang]} ${spoken}.`, lang };
  },
};
