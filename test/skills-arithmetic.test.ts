import { describe, expect, test } from 'vitest';
import { ask, fixedContext } from './helpers/skill-context.js';
import { evaluate } from '../skills/arithmetic/expr.js';

describe('arithmetic skill', () => {
  const ctx = fixedContext();
  test.each([
    ['what is 12 times 7', 'The answer is 84.'],
    ["what's 15% of 80", 'The answer is 12.'],
    ['square root of 144', 'The answer is 12.'],
    ['2+2*3', 'The answer is 8.'],
    ['(2+2)*3', 'The answer is 12.'],
    ['what is twenty five plus seventeen', 'The answer is 42.'],
    ['what is 2 to the power of 10', 'The answer is 1024.'],
    ['what is 10 divided by 3', 'The answer is 3.3333.'],
    ['what is 3 minus 10', 'The answer is minus 7.'],
    ['сколько будет двенадцать умножить на семь', 'Ответ: 84.'],
    ['сколько будет 7 разделить на 2', 'Ответ: 3,5.'],
    ['корень из ста сорока четырёх', 'Ответ: 12.'],
    ['was ist zwölf mal sieben', 'Das Ergebnis ist 84.'],
    ['cuánto es doce por siete', 'El resultado es 84.'],
    ['cuánto es 15 por ciento de 200', 'El resultado es 30.'],
    ['was ist die Wurzel aus 81', 'Das Ergebnis ist 9.'],
  ])('%s', (q, a) => {
    expect(ask(q, ctx)).toMatchObject({ skill: 'arithmetic', text: a });
  });

  test('division by zero gets a polite answer', () => {
    expect(ask('what is 5 divided by 0', ctx)?.text).toBe("You can't divide by zero, so there is no answer to that one.");
    expect(ask('сколько будет пять разделить на ноль', ctx)?.text).toBe('На ноль делить нельзя, так что ответа тут нет.');
  });

  test('a bare expression answers in the turn language', () => {
    expect(ask('2+2', fixedContext({ lang: 'de' }))?.text).toBe('Das Ergebnis ist 4.');
  });

  test('a number alone is not a calculation', () => {
    expect(ask('what is 42', ctx)).toBeNull();
  });

  test('the parser respects precedence and reports failures as values', () => {
    expect(evaluate('2 + 3 * 4 ^ 2')).toEqual({ ok: true, value: 50 });
    expect(evaluate('2 ^ 3 ^ 2')).toEqual({ ok: true, value: 512 });
    expect(evaluate('-3 ^ 2')).toEqual({ ok: true, value: -9 });
    expect(evaluate('1 / (2 - 2)')).toEqual({ ok: false, reason: 'divisionByZero' });
    expect(evaluate('sqrt -4')).toEqual({ ok: false, reason: 'negativeRoot' });
    expect(evaluate('2 +')).toEqual({ ok: false, reason: 'syntax' });
    expect(evaluate('(2')).toEqual({ ok: false, reason: 'syntax' });
  });
});
