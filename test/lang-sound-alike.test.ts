import { describe, expect, test } from 'vitest';
import { isDistinctBySound, keysSoundAlike, soundKey, soundsLikeTitle, soundTitle, soundWords, wordsSoundingLike } from '../daemon/lang/sound-alike.js';
import { isListed } from '../daemon/kiwix/unindexed.js';

const alike = (a: string, b: string): boolean => keysSoundAlike(soundKey(a)!, soundKey(b)!);

describe('a sound key', () => {
  test('drops the signs and the palochka in any of its spellings', () => {
    expect(soundKey('Бэркъукъ')).toBe(soundKey('баркук'));
    expect(soundKey('ТхьакӀущынэ')).toBe(soundKey('ТхьакIущынэ'));
    expect(soundKey('ТхьакӀущынэ')).toBe(soundKey('Тхьак1ущынэ'));
  });

  test('is not given to a word without Cyrillic letters', () => {
    expect(soundKey('Boeing')).toBeUndefined();
  });
});

describe('two spellings', () => {
  test.each([
    ['баркука', 'Бэркъукъ'],
    ['хакуринохабль', 'Хьакурынэхьабл'],
    ['евтых', 'Еутых'],
    ['аскер', 'Аскэр'],
    ['теуцожу', 'Теуцожь'],
    ['цыгу', 'Цыгъу'],
    ['бжедугов', 'Бжъэдыгъухэр'],
    ['шапсугов', 'Шапсыгъэхэр'],
    ['кошехабльском', 'Кощхьэблэ'],
    ['беретарь', 'Бэрэтэрэ'],
    // Russian "тл" for the lateral "лъ", "лӏ".
    ['хадагатле', 'ХьэдэгъэлIэ'],
    ['тлепш', 'Лъэпщ'],
  ])('%s sounds like %s', (a, b) => {
    expect(alike(a, b)).toBe(true);
  });

  test.each([
    // The same three consonants in another order of vowels.
    ['аскер', 'Сукре'],
    // A short stem with a consonant ending is another word.
    ['турки', 'Тыркубзэ'],
    ['щэпсэу', 'Шапсыгъэ'],
    ['совмен', 'Шъэумэн'],
  ])('%s does not sound like %s', (a, b) => {
    expect(alike(a, b)).toBe(false);
  });
});

describe('a title named by sound', () => {
  test('is named when each of its words is said, in any order ("аскер евтых" / "Еутых Аскэр")', () => {
    expect(soundsLikeTitle(soundWords('стихи какого поэта переводил аскер евтых'), soundTitle('Еутых Аскэр')!)).toBe(2);
  });

  test('is not looked for in a question written in the book\'s own spelling ("бэркъукъ сыд илъэсым лӏагъ")', () => {
    expect(soundWords('исраилым адыгэу сыд фэдиз щэпсэу къэхъугъ')).toEqual([]);
    expect(soundWords('бэркъукъ сыд илъэсым лӏагъ')).toEqual([]);
    // The palochka written as a Latin letter, lower-cased as the zim stage passes the question's words.
    expect(soundWords('кiалэм ыцiэ хэта')).toEqual([]);
    expect(soundWords('кто стал султаном после смерти баркука')).not.toEqual([]);
  });

  test('is said by the question words that sound like its words, which are then its topic', () => {
    expect(wordsSoundingLike('в каком году хамид беретарь окончил факультет', 'Бэрэтэрэ Хьамид')).toEqual(['хамид', 'беретарь']);
  });

  test('is not named when one of its words is left out', () => {
    expect(soundsLikeTitle(soundWords('где похоронили аскера'), soundTitle('Еутых Аскэр')!)).toBe(0);
  });

  test('does not need its glue said ("Адыгэ Республикэм и гимн")', () => {
    expect(soundTitle('Адыгэ Республикэм и гимн')!.keys).toHaveLength(3);
  });

  test.each([
    ['Амур', false],
    ['Перу', false],
    ['Бэркъукъ', true],
    ['Еутых Аскэр', true],
  ])('%s has enough consonants to be told from common words: %s', (title, distinct) => {
    expect(isDistinctBySound(soundTitle(title)!)).toBe(distinct);
  });
});

describe('books listed for their titles', () => {
  const book = (languages: string[], fullText: boolean, title = 'Википедие') => ({ book: 'b', title, languages, fullText });

  test.each([
    ['an unindexed book', book(['eng'], false, 'Wikipedia'), true],
    ['an indexed book in a language without word tables, titled in Cyrillic', book(['ady'], true), true],
    ['an indexed book in a language without word tables, titled in Latin letters', book(['afr'], true, 'Wikibooks'), false],
    ['an indexed book in a language Hearth speaks', book(['rus'], true), false],
    ['an indexed book that declares no language', book([], true), false],
  ])('%s: %s', (_name, b, listed) => {
    expect(isListed(b)).toBe(listed);
  });
});
