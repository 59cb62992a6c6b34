/** The graded same-word matcher (daemon/lang/same-word.ts): which pairs are one word, and how closely. */
import { describe, expect, test } from 'vitest';
import { fold } from '../daemon/lang/fold.js';
import { Grade, QueryIndex, sameWord, wordGrade, type WordGrade } from '../daemon/lang/same-word.js';

const grade = (a: string, b: string): WordGrade => wordGrade(fold(a), fold(b));
const NAMES = Object.fromEntries(Object.entries(Grade).map(([k, v]) => [v, k]));

describe('wordGrade', () => {
  const cases: [string, string, keyof typeof Grade][] = [
    ['key', 'key', 'exact'],
    ['Schlüssel', 'Schlussel', 'exact'],
    ['qué', 'que', 'exact'],
    ['ещё', 'еще', 'exact'],
    ['key', 'keys', 'inflection'],
    ['llave', 'llaves', 'inflection'],
    ['Buch', 'Bücher', 'inflection'],
    ['ключ', 'ключа', 'inflection'],
    ['painted', 'painting', 'stem'],
    ['parking', 'parked', 'stem'],
    ['battery', 'batteries', 'stem'],
    ['Москва', 'Москвы', 'stem'],
    ['столица', 'столицей', 'stem'],
    ['run', 'running', 'stem'],
    ['stop', 'stopped', 'stem'],
    ['swim', 'swimming', 'stem'],
    // A silent "e" dropped before "-ing": three letters of stem meet only so.
    ['naming', 'named', 'stem'],
    ['baking', 'bakes', 'stem'],
    ['sing', 'sine', 'prefix'],
    ['Schlüssel', 'Autoschlüssel', 'compound'],
    ['Einwohner', 'Einwohnerzahl', 'compound'],
    ['tower', 'towel', 'prefix'],
    ['capital', 'capitol', 'prefix'],
    ['water', 'watch', 'prefix'],
    ['when', 'where', 'prefix'],
    ['cat', 'catalogue', 'none'],
    ['key', 'monkey', 'none'],
    ['in', 'is', 'none'],
    ['мой', 'мои', 'none'],
    // British and American spellings.
    ['organisations', 'organizations', 'exact'],
    ['colour', 'color', 'exact'],
    ['centres', 'centers', 'exact'],
    ['metre', 'meter', 'exact'],
    ['realised', 'realized', 'exact'],
    ['four', 'for', 'none'],
    ['acre', 'acer', 'none'],
    // Spellings that sound the same: a consonant doubled or not, "d" or "t" before a consonant, a doer's "-man".
    ['mayonnaise', 'mayonaise', 'exact'],
    ['travelled', 'traveled', 'exact'],
    ['blatjang', 'bladjang', 'exact'],
    ['spokesman', 'spokesperson', 'exact'],
    ['planned', 'plane', 'prefix'],
    ['latter', 'later', 'prefix'],
  ];
  test.each(cases)('%s / %s is %s', (a, b, expected) => {
    expect(NAMES[grade(a, b)]).toBe(expected);
    expect(NAMES[grade(b, a)]).toBe(expected);
  });
});

describe('the grades callers accept', () => {
  test('when and where are two words at the grade the store and the phraser accept (compound and up)', () => {
    expect(grade('when', 'where')).toBeLessThan(Grade.compound);
  });

  test('key/keys, painted/painting and parking/parked are one word at that grade', () => {
    for (const [a, b] of [['key', 'keys'], ['painted', 'painting'], ['parking', 'parked']] as const) {
      expect(grade(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(Grade.compound);
    }
  });
});

describe('sameWord', () => {
  const words = ['key', 'keys', 'keyed', 'painted', 'painting', 'paint', 'tower', 'towel', 'when', 'where', 'Москва',
    'Москвы', 'einwohner', 'einwohnerzahl', 'cat', 'catalogue', 'born', 'borne', 'run', 'running', 'runner', 'stop', 'stopped', 'ab', 'abc', '北京', '北京市'];
  test('is the prefix rule: every graded pair except compound ones', () => {
    for (const a of words) {
      for (const b of words) {
        const g = wordGrade(fold(a), fold(b));
        expect(sameWord(fold(a), fold(b)), `${a} / ${b}`).toBe(g >= Grade.prefix && g !== Grade.compound);
      }
    }
  });
});

describe('two endings stacked on a shared stem', () => {
  test('"hijackings" (-ing, -s) is "hijacked" at grade stem', () => {
    expect(wordGrade('hijacked', 'hijackings')).toBe(Grade.stem);
    expect(sameWord('hijackings', 'hijacked')).toBe(true);
  });

  test('two short endings are not a stack: "christened" is not "christ"', () => {
    expect(wordGrade('christ', 'christened')).toBeLessThan(Grade.stem);
    expect(sameWord('christ', 'christened')).toBe(false);
  });

  test('the query index finds the pair from either side', () => {
    expect(new QueryIndex(['747', 'hijacked']).lookup('hijackings')).toEqual([1]);
    expect(new QueryIndex(['hijackings']).lookup('hijacked')).toEqual([0]);
  });
});

describe('words that start with a number', () => {
  test.each([
    ['2001', '2002', false],
    ['1966', '1969', false],
    ['200lr', '200er', false],
    ['747-400', '747-8', false],
    ['1990', '1990s', true],
    ['747', '747sp', true],
    ['747s', '747sp', true],
  ])('%s / %s are the same word: %s', (a, b, same) => {
    expect([sameWord(a, b), sameWord(b, a), grade(a, b) > Grade.none]).toEqual([same, same, same]);
  });

  test('the query index finds only the same number', () => {
    expect(new QueryIndex(['777', '200lr', '1969']).lookup('200er')).toEqual([]);
    expect(new QueryIndex(['777', '200lr', '1969']).lookup('1966')).toEqual([]);
    expect(new QueryIndex(['777', '200lr', '1969']).lookup('200lrs')).toEqual([1]);
  });
});

test('two long words of alternating spelling differences are compared without deep recursion', () => {
  let a = 'abcd';
  let b = 'abcd';
  for (let i = 0; i < 50_000; i++) {
    a += i % 2 ? 's' : 'z';
    b += i % 2 ? 'z' : 's';
  }
  expect(sameWord(a, b)).toBe(false);
  expect(wordGrade(a, b)).toBe(Grade.none);
});
