/**
 * Infobox rows as the article extraction writes them ("Label: value."), and whether a row's label says what a
 * question asks (text/infobox-rows.ts).
 */
import { describe, expect, test } from 'vitest';
import { isInfoboxRow, labelSaysQuestion } from '../daemon/text/infobox-rows.js';

const words = (question: string) => question.split(' ');

describe('infobox rows', () => {
  test('a short label before a colon makes a row', () => {
    expect(isInfoboxRow('Population • 2022 census: 47,327,407.')).toBe(true);
    expect(isInfoboxRow('The tower was completed in 1889.')).toBe(false);
  });

  test('a label the question says whole, in words that state it, is said', () => {
    expect(labelSaysQuestion('Spouse: Prince Philip.', words('who was his wife'))).toBe(true);
    expect(labelSaysQuestion('Founded: September 17, 1920.', words('when did it start'))).toBe(true);
  });

  test('as written, only the label word itself (give or take an ending) says it', () => {
    expect(labelSaysQuestion('Mother: Elizabeth Bowes-Lyon.', words("queen elizabeth's mother"), true)).toBe(true);
    expect(labelSaysQuestion('Founded: September 17, 1920.', words('when did it start'), true)).toBe(false);
  });

  test('a sub-row is said by its own label, not its section', () => {
    expect(labelSaysQuestion('Government • Mayor: Muriel Bowser.', words('who is the mayor'), true)).toBe(true);
  });
});

test('a lead sentence glossing its title in brackets is no row ("Germany (German: Deutschland, ...")', () => {
  expect(isInfoboxRow('Germany (German: Deutschland, pronounced), officially the Federal Republic of Germany, is a country in Central Europe.')).toBe(false);
  expect(isInfoboxRow('Population (2020) • Metro: 6,385,162.')).toBe(true);
});

test('a label that is all one bracket is a row\'s label (a taxobox\'s "(unranked): Heterocera.")', () => {
  expect(isInfoboxRow('(unranked): Heterocera.')).toBe(true);
});
