import { describe, expect, test } from 'vitest';
import { kindMates, kindOf, kindsNamed, worksInside } from '../daemon/lang/kinds.js';

describe('works the question names inside an article', () => {
  test('a film the question names over an article that is not of that kind gives its kind words', () => {
    expect(worksInside(['the', 'apollo', '13', 'movie'], ['Apollo 13'])).toEqual(expect.arrayContaining(['film', 'movie']));
  });

  test('nothing when a title is of that kind: the article is the film itself', () => {
    expect(worksInside(['the', 'apollo', '13', 'movie'], ['Apollo 13 (film)', 'Apollo 13'])).toEqual([]);
  });

  test('nothing for a kind that is not a work', () => {
    expect(worksInside(['the', 'city', 'of', 'perth'], ['Perth'])).toEqual([]);
  });
});

describe('kindMates', () => {
  test("a question word naming the kind a title's word names is the title's", () => {
    expect(kindMates(['a', 'wide', 'body', 'jet', 'toilets'], ['wide', 'body', 'aircraft'])).toEqual(['jet']);
  });

  test('no kind word in the titles, no mates', () => {
    expect(kindMates(['a', 'wide', 'body', 'jet'], ['boeing', '747'])).toEqual([]);
  });
});

describe('kindsNamed', () => {
  test('a kind word names its kind', () => {
    expect(kindsNamed(['the', 'apollo', '13', 'movie'])).toContain(kindOf('movie'));
  });

  test.each([
    [['apollo', '13', 'the', 'real', 'mission', 'not', 'the', 'movie']],
    [['la', 'mission', 'pas', 'le', 'film']],
  ])('a kind set aside by a negation is not named: %j', (words) => {
    expect(kindsNamed(words).size).toBe(0);
  });
});
