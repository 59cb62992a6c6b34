/** Ordinals said as words and the numbers titles write them with (daemon/lang/ordinals.ts). */
import { describe, expect, test } from 'vitest';
import { cardinalValue, ordinalValue, titleNumberValue } from '../daemon/lang/ordinals.js';

describe('ordinals', () => {
  test.each([
    ['fourth', 4],
    ['tweede', 2],
    ['Deuxième', 2],
    ['второй', 2],
    ['vyfde', 5],
  ] as const)('%s is the ordinal %i', (word, value) => {
    expect(ordinalValue(word)).toBe(value);
  });

  test('a cardinal is not an ordinal', () => {
    expect(ordinalValue('four')).toBeUndefined();
  });

  test.each([
    ['2', 2],
    ['IV', 4],
    ['xii', 12],
  ] as const)('a title writes %s for %i', (word, value) => {
    expect(titleNumberValue(word)).toBe(value);
  });

  test.each(['13', 'mix', '747'])('%s is not a small title number', (word) => {
    expect(titleNumberValue(word)).toBeUndefined();
  });
});

describe('numbers said as words', () => {
  test.each([
    ['een', 1],
    ['one', 1],
    ['drie', 3],
    ['seven', 7],
    ['douze', 12],
  ] as const)('%s is %d', (word, value) => {
    expect(cardinalValue(word)).toBe(value);
  });

  test('a word that is no number has no value', () => {
    expect(cardinalValue('fudge')).toBeUndefined();
  });
});
