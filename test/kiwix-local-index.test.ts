/**
 * The word index over the text of a book without a full-text index (daemon/kiwix/local-index.ts): which
 * articles a question's words find, in which order, and where a book is too big to index.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_INDEX_LIMITS, type IndexLimits, WordIndexBuilder, estimateBytes, searchWordIndex } from '../daemon/kiwix/local-index.js';
import { planSearches } from '../daemon/kiwix/rewrite.js';
import { matchWords } from '../daemon/lang/words.js';

type Page = [path: string, title: string, text: string];

const build = (pages: Page[], limits: IndexLimits = DEFAULT_INDEX_LIMITS) => {
  const b = new WordIndexBuilder(limits);
  for (const [path, title, text] of pages) expect(b.add(path, title, [text])).toBe('added');
  return b.finish();
};
/** The question's content words, as the stage passes them (the plan's rank query). */
const words = (question: string, lang = 'en') => matchWords(planSearches(question, lang).rankQuery);
const find = (pages: Page[], question: string, lang = 'en') => searchWordIndex(build(pages), words(question, lang), 3).map((h) => h.title);

const AIRCRAFT: Page[] = [
  ['A/747', 'Boeing 747', 'The 747 made its first flight in 1969. Two 747s were turned into the E-4B, which people called the doomsday plane. The Dreamlifter, a modified 747, first flew in 2006; the Dreamlifter can fly large parts.'],
  ['A/777', 'Boeing 777', 'The 777 made its first flight in 1994. The first twin jet with a wide body of its size; it can fly long routes.'],
  ['A/787', 'Boeing 787', 'The 787 made its first flight in 2009, and its first test flight was a long flight. Its parts fly to Seattle in the Dreamlifter.'],
  ['A/mach', 'Mach number', 'Sound is fast: its speed at sea level is about 340 metres per second. The first flight past it was in 1947.'],
];

describe('word index search', () => {
  test('an article holding a rare word often outranks one holding common words often', () => {
    // "dreamlifter" is in two of four articles, "flight" in all four.
    expect(find(AIRCRAFT, 'the dreamlifter first flight when was it')).toEqual(['Boeing 747', 'Boeing 787']);
  });

  test('an article holding every content word of the question is found', () => {
    expect(find(AIRCRAFT, 'speed of sound at sea level how fast is it')).toEqual(['Mach number']);
  });

  test('a hyphenated model name is found by its number part', () => {
    expect(find(AIRCRAFT, 'the e-4b what did people call it')).toEqual(['Boeing 747']);
  });

  test('an inflected question word matches the article word (prefix rule)', () => {
    expect(find(AIRCRAFT, 'dreamlifters')).toEqual(['Boeing 747', 'Boeing 787']);
  });

  test('an article lacking one of the content words is no hit', () => {
    expect(find(AIRCRAFT, 'the first nexus tablet which android did it run')).toEqual([]);
  });

  test('words no article holds find nothing', () => {
    expect(find(AIRCRAFT, 'zebra quagga')).toEqual([]);
  });

  test('at most the asked number of hits come back, best first', () => {
    const hits = searchWordIndex(build(AIRCRAFT), words('first flight'), 2);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
  });

  test('a Cyrillic question finds the article, inflected forms included', () => {
    const pages: Page[] = [
      ['A/Москва', 'Москва', 'Москва — столица России. Метрополитен в Москве открыт в 1935 году.'],
      ['A/Кофе', 'Кофе', 'Кофе — напиток из зёрен кофейного дерева. Первую кофейню в Москве открыли давно.'],
      ['A/Чай', 'Чай', 'Чай — напиток, который пьют в России и во всём мире.'],
    ];
    expect(find(pages, 'когда открыли метрополитен москвы', 'ru')).toEqual(['Москва']);
  });
});

describe('word index bounds', () => {
  const page: Page = ['A/x', 'X', 'one two three four five six seven eight nine ten'];

  test('a book with more articles than the limit is refused', () => {
    const b = new WordIndexBuilder({ ...DEFAULT_INDEX_LIMITS, maxArticles: 1 });
    expect(b.add('A/x', 'X', [page[2]])).toBe('added');
    expect(b.add('A/y', 'Y', ['more text'])).toBe('tooLarge');
  });

  test('a book with more text than the limit is refused', () => {
    const b = new WordIndexBuilder({ ...DEFAULT_INDEX_LIMITS, maxTextChars: 20 });
    expect(b.add('A/x', 'X', [page[2]])).toBe('tooLarge');
  });

  test('an index growing past its byte limit is refused', () => {
    const b = new WordIndexBuilder({ ...DEFAULT_INDEX_LIMITS, maxBytes: estimateBytes(5, 20, 5) });
    expect(b.add('A/x', 'X', [page[2]])).toBe('tooLarge');
  });

  test('the estimate grows with the words indexed', () => {
    const small = build([page]);
    const large = build([page, ['A/y', 'Y', 'eleven twelve thirteen fourteen']]);
    expect(large.bytes).toBeGreaterThan(small.bytes);
  });
});
