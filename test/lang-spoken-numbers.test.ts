/**
 * Numbers a speech recogniser writes as words are read back into digits (daemon/lang/spoken-numbers.ts), only
 * where they cannot be an ordinary count.
 */
import { describe, expect, test } from 'vitest';
import { withSpokenDigits } from '../daemon/lang/spoken-numbers.js';
import { chooseSentences } from '../daemon/phraser/rank.js';
import type { Evidence } from '../daemon/turn/types.js';

describe('spoken numbers', () => {
  test.each([
    ['when did the seven forty seven first fly', 'en', 'when did the 747 first fly'],
    ['the triple seven how long is it', 'en', 'the 777 how long is it'],
    ['the seven eight seven dreamliner', 'en', 'the 787 dreamliner'],
    ['seven hundred and forty seven passengers', 'en', '747 passengers'],
    ['what happened in nineteen sixty nine', 'en', 'what happened in 1969'],
    ['the seven forty-seven, when did it fly', 'en', 'the 747, when did it fly'],
    ['double oh seven films', 'en', '007 films'],
    ['когда полетел боинг семь восемь семь', 'ru', 'когда полетел боинг 787'],
    ['wann flog die sieben vier sieben', 'de', 'wann flog die 747'],
    // A possessive or plural ending stays after the digits; it ends the number ("seven forty seven's" is not 740).
    ["how far back are the triple seven's wings swept", 'en', "how far back are the 777's wings swept"],
    ["the seven forty seven's engines", 'en', "the 747's engines"],
    ['all the seven eighty sevens', 'en', 'all the 787s'],
    // A decade said as a word is the twentieth century's, as articles write it.
    ['since the eighties how many frogs died out', 'en', 'since the 1980s how many frogs died out'],
    ['since the early Nineties, how much', 'en', 'since the early 1990s, how much'],
    // A tens word with its unit is one number, as articles write it.
    ["pan am's first order for twenty five jumbos", 'en', "pan am's first order for 25 jumbos"],
    ['he managed him for twenty-five years', 'en', 'he managed him for 25 years'],
    // Punctuation ends a run: "seven, forty seven" is no 747.
    ['seven, forty seven', 'en', 'seven, 47'],
  ])('%s (%s) reads as digits', (text, lang, expected) => {
    expect(withSpokenDigits(text, lang)).toBe(expected);
  });

  test.each([
    ['how many engines does it have two engines', 'en'],
    ['he managed him for twenty years', 'en'],
    ['take one or three', 'en'],
    ['oh seven is not a number here', 'en'],
    ['apollo thirteen', 'en'],
  ])('%s (%s) stays as it is: a count, or parts apart', (text, lang) => {
    expect(withSpokenDigits(text, lang)).toBe(text);
  });

  test('without a language, the first whose words read a number there', () => {
    expect(withSpokenDigits('nineteen oh five', undefined)).toBe('1905');
  });

  test('the phraser matches the digits the evidence writes', () => {
    const evidence: Evidence[] = [
      {
        source: 'zim',
        title: 'Wide-body aircraft',
        text: 'The 747 first flew on February 9, 1969. The 777 first flew on June 12, 1994. The A380 first flew on April 27, 2005.',
      },
    ];
    expect(chooseSentences('when did the triple seven first fly', evidence, 1).sentences).toEqual(['The 777 first flew on June 12, 1994.']);
  });
});
