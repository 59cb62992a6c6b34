/** The pure note matcher (daemon/store/match.ts): folding, content words, inflection, scoring. */
import { describe, expect, test } from 'vitest';
import { contentTerms, fold, isFunctionWord, scoreText, stem, termSimilarity, words } from '../daemon/store/match.js';

describe('folding and words', () => {
  test('fold lower-cases, strips accents and maps ß and ё', () => {
    expect(fold('Dónde ESTÁ')).toBe('donde esta');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('ЕЩЁ')).toBe('еще');
    expect(fold('ﬁle')).toBe('file'); // NFKC ligature
  });

  test('words splits on apostrophes and drops single letters but keeps digits', () => {
    expect(words("Where's the key, 2 keys?")).toEqual(['where', 'the', 'key', '2', 'keys']);
  });

  test('function words are recognised in each covered language', () => {
    for (const w of ['where', 'the', 'где', 'под', 'wo', 'der', 'dónde', 'está']) expect(isFunctionWord(w), w).toBe(true);
  });

  test('household nouns that are function words elsewhere stay content words', () => {
    expect(contentTerms('where is my hat')).toEqual(['hat']);
    expect(contentTerms('where is my son')).toEqual(['son']);
  });

  test('a question made only of function words has no content terms', () => {
    expect(contentTerms('where is it?')).toEqual([]);
    expect(contentTerms('где это?')).toEqual([]);
  });
});

describe('stems and similarity', () => {
  test('Russian case forms share a stem', () => {
    expect(new Set(['ключ', 'ключа', 'ключи', 'ключом', 'ключей'].map(stem))).toEqual(new Set(['ключ']));
    expect(stem('машины')).toBe(stem('машина'));
    expect(stem('дом')).toBe('дом'); // too short to lose an ending
  });

  test('Latin words are not stemmed', () => {
    expect(stem('keys')).toBe('keys');
  });

  test('plural endings match with inflection credit', () => {
    expect(termSimilarity('key', 'keys')).toBe(0.9);
    expect(termSimilarity('llave', 'llaves')).toBe(0.9);
    expect(termSimilarity('schlussel', 'schlusseln')).toBe(0.9);
  });

  test('a longer shared stem with different endings matches', () => {
    expect(termSimilarity('battery', 'batteries')).toBe(0.8);
  });

  test('a word inside a compound matches with less credit', () => {
    expect(termSimilarity('schlussel', 'ersatzschlussel')).toBe(0.7);
  });

  test('words that only share a short prefix do not match', () => {
    expect(termSimilarity('tower', 'towel')).toBe(0);
    expect(termSimilarity('capital', 'capitol')).toBe(0);
    expect(termSimilarity('to', 'tom')).toBe(0);
  });
});

describe('scoring', () => {
  const cases: [string, string, string][] = [
    ['en', 'where is the spare key', 'the spare key is under the blue pot'],
    ['ru', 'где запасной ключ', 'запасной ключ лежит под синим горшком'],
    ['ru inflection', 'где ключи от машины', 'ключ от машины в ящике'],
    ['de', 'Wo ist der Ersatzschlüssel?', 'Der Ersatzschlüssel liegt unter dem blauen Topf'],
    ['es', '¿Dónde está la llave de repuesto?', 'la llave de repuesto está debajo de la maceta azul'],
  ];
  for (const [name, q, note] of cases) {
    test(`a question finds its note (${name})`, () => {
      expect(scoreText(q, note)).toBeGreaterThanOrEqual(0.9);
    });
  }

  test('score is the share of content words found', () => {
    expect(scoreText('where are the car keys', 'the spare key is under the blue pot')).toBeCloseTo(0.45);
  });

  test('unrelated world questions score zero against a personal note', () => {
    expect(scoreText('where is the eiffel tower', 'the spare key is under the blue pot')).toBe(0);
    expect(scoreText('what is the capital of France', 'the spare key is under the blue pot')).toBe(0);
  });

  test('an empty or function-word-only question scores zero', () => {
    expect(scoreText('', 'the spare key is under the blue pot')).toBe(0);
    expect(scoreText('where is it', 'it is under the pot')).toBe(0);
  });
});
