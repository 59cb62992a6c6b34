import { describe, expect, test } from 'vitest';
import { endsSentence, joinSentences, SentenceStream, splitSentences } from '../daemon/lang/sentences.js';

describe('splitSentences', () => {
  test('splits plain English sentences and trims them', () => {
    expect(splitSentences('  Paris is big.  It is old!\tIs it? ')).toEqual(['Paris is big.', 'It is old!', 'Is it?']);
  });

  test.each([
    ['Oond 180°C. Pan grootte 9×3.', ['Oond 180°C.', 'Pan grootte 9×3.']],
    ['Water boils at 212 °F. Then it steams.', ['Water boils at 212 °F.', 'Then it steams.']],
  ])('ends a sentence after a temperature\'s unit letter, which is no initial: "%s"', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  test('keeps titles and initials with the name that follows', () => {
    expect(splitSentences('Mr. Smith met Dr. Jones. Then J. R. R. Tolkien came.')).toEqual([
      'Mr. Smith met Dr. Jones.',
      'Then J. R. R. Tolkien came.',
    ]);
  });

  test('keeps decimals inside a sentence', () => {
    expect(splitSentences('It costs 3.50 euros. Version 2.0 is out.')).toEqual([
      'It costs 3.50 euros.',
      'Version 2.0 is out.',
    ]);
  });

  test('keeps German ordinals and abbreviations together', () => {
    expect(splitSentences('Er wurde am 3. Oktober 1990 geboren. Das kostet z. B. 3,5 Mio. Euro. Gut.')).toEqual([
      'Er wurde am 3. Oktober 1990 geboren.',
      'Das kostet z. B. 3,5 Mio. Euro.',
      'Gut.',
    ]);
  });

  test('keeps Russian abbreviations together', () => {
    expect(splitSentences('Он живёт в г. Москва, ул. Ленина. Население ок. 13 млн. человек. Да.')).toEqual([
      'Он живёт в г. Москва, ул. Ленина.',
      'Население ок. 13 млн. человек.',
      'Да.',
    ]);
  });

  test('splits Spanish with inverted marks and keeps EE. UU. together', () => {
    expect(splitSentences('¿Qué es EE. UU.? Es un país. ¡Claro!')).toEqual(['¿Qué es EE. UU.?', 'Es un país.', '¡Claro!']);
  });

  test('splits Chinese on full-width punctuation', () => {
    expect(splitSentences('北京是中国的首都。它有很多人口！真的吗？')).toEqual(['北京是中国的首都。', '它有很多人口！', '真的吗？']);
  });

  test('treats a line break as a sentence end and collapses inner whitespace', () => {
    expect(splitSentences('First line\nSecond   line')).toEqual(['First line', 'Second line']);
  });

  test('keeps a short parenthesis with abbreviations inside one sentence', () => {
    expect(splitSentences('Spouses: Ann Rowe (m. 1980; div. 1984). He toured.')).toEqual(['Spouses: Ann Rowe (m. 1980; div. 1984).', 'He toured.']);
  });

  test('a stray opening bracket glues no further than a short parenthesis would reach', () => {
    const long = 'This sentence goes on for a while so that the bracket is far behind it.';
    expect(splitSentences(`A stray ( bracket. ${long} ${long} ${long} End.`).slice(-2)).toEqual([long, 'End.']);
  });

  test('a line break ends a sentence even inside a parenthesis', () => {
    expect(splitSentences('First (line.\nSecond line.')).toEqual(['First (line.', 'Second line.']);
  });

  test('returns nothing for blank text', () => {
    expect(splitSentences(' \n\t ')).toEqual([]);
  });
});

describe('joinSentences', () => {
  test('puts a space between sentences but none after full-width punctuation', () => {
    expect(joinSentences(['One.', 'Two.'])).toBe('One. Two.');
    expect(joinSentences(['北京是首都。', '是的。'])).toBe('北京是首都。是的。');
  });
});

describe('SentenceStream', () => {
  /** Feeds the text in small pieces, as LLM tokens arrive, and records what came out after each push. */
  function streamed(tokens: string[]): { pushes: string[][]; flushed: string[] } {
    const stream = new SentenceStream();
    const pushes = tokens.map((t) => stream.push(t));
    return { pushes, flushed: stream.flush() };
  }

  test('releases a sentence only once the next one has started', () => {
    const { pushes, flushed } = streamed(['Paris is', ' big.', ' It', ' is old.']);
    expect(pushes).toEqual([[], [], ['Paris is big.'], []]);
    expect(flushed).toEqual(['It is old.']);
  });

  test('does not release "Dr." or "3." before the text that continues them', () => {
    const { pushes, flushed } = streamed(['He met Dr.', ' Smith for 3.', '50 euros.', ' Then', ' left.']);
    expect(pushes.flat()).toEqual(['He met Dr. Smith for 3.50 euros.']);
    expect(flushed).toEqual(['Then left.']);
  });

  test('keeps a line break as a sentence end across pushes', () => {
    const { pushes, flushed } = streamed(['First line\n', 'Second line']);
    expect(pushes.flat()).toEqual(['First line']);
    expect(flushed).toEqual(['Second line']);
  });

  test('yields every sentence of the text exactly once, in order', () => {
    const text = 'Москва — столица России. Население ок. 13 млн. человек! Город стоит на реке? Да.';
    const tokens = text.match(/.{1,3}/gsu) ?? [];
    const { pushes, flushed } = streamed(tokens);
    expect([...pushes.flat(), ...flushed]).toEqual(splitSentences(text));
  });

  test('flush empties the buffer', () => {
    const stream = new SentenceStream();
    stream.push('Unfinished');
    expect(stream.flush()).toEqual(['Unfinished']);
    expect(stream.flush()).toEqual([]);
  });
});

describe('endsSentence', () => {
  test.each([
    ['Bak vir 25 minute.', true],
    ['He said "yes."', true],
    ['(Pan moet ongespuit wees).', true],
    ['हिन्दी में लिखा।', true],
    ['这是一个句子。', true],
    ['Pan moet ongespuit wees)', false],
    ['ผู้ว่าราชการกรุงเทพมหานครกล่าว', false],
  ])('"%s" ends as a sentence: %s', (text, ends) => {
    expect(endsSentence(text)).toBe(ends);
  });
});

test('a row whose label is all in brackets starts a sentence ("Order: Lepidoptera. (unranked): Heterocera.")', () => {
  expect(splitSentences('Order: Lepidoptera. (unranked): Heterocera. He married her (m. 1994; div. 1996) later.')).toEqual([
    'Order: Lepidoptera.',
    '(unranked): Heterocera.',
    'He married her (m. 1994; div. 1996) later.',
  ]);
});
