import { describe, expect, test } from 'vitest';
import { wordsToDigits } from '../skills/numbers.js';
import { normalize } from '../skills/text.js';

describe('spoken numbers', () => {
  test.each([
    ['ten minutes', '10 minutes'],
    ['twenty five', '25'],
    ['twenty-five', '25'],
    ['one hundred and five', '105'],
    ['two and a half hours', '2.5 hours'],
    ['half an hour', '0.5 hour'],
    ['an hour and a half', '1.5 hour'],
    ['two thousand twenty four', '2024'],
    ['at five thirty', 'at 5 30'],
    ['десять минут', '10 минут'],
    ['полчаса', '0.5 часа'],
    ['полтора часа', '1.5 часа'],
    ['двадцать пять', '25'],
    ['сто сорок четыре', '144'],
    ['fünfundzwanzig Minuten', '25 minuten'],
    ['zweieinhalb Stunden', '2.5 stunden'],
    ['treinta y cinco', '35'],
    ['una hora y media', '1.5 hora'],
    ['2,5 кг', '2.5 кг'],
    ['1,000 meters', '1000 meters'],
  ])('%s -> %s', (spoken, digits) => {
    expect(wordsToDigits(normalize(spoken))).toBe(digits);
  });

  test('articles stay words', () => {
    expect(wordsToDigits(normalize('merke dir eine Sache'))).toBe('merke dir eine sache');
  });
});
