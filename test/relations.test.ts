import { describe, expect, test } from 'vitest';
import { MIN_RELATION_STEM_CHARS, RELATION_GROUPS, hasRelation, lifeEvent, oppositesAsked, related, statesOpposite } from '../daemon/text/relations.js';
import { holdsKind } from '../daemon/text/answer-type.js';
import { focusCoverage } from '../daemon/text/focus-words.js';
import { LANGUAGES } from '../daemon/lang/index.js';

describe("an irregular verb's forms are one group (lang/<code>/words.ts irregularVerbs)", () => {
  test.each([
    ['leading', 'led'],
    ['see', 'saw'],
    ['took', 'taking'],
    ['became', 'becoming'],
    ['né', 'naît'],
    ['peint', 'peindre'],
  ])('%s says %s', (a, b) => {
    expect(related(a, b)).toBe(true);
  });

  test.each([
    ['led', 'lend'],
    ['saw', 'sew'],
    ['vu', 'vécu'],
  ])('%s does not say %s (other verbs)', (a, b) => {
    expect(related(a, b)).toBe(false);
  });

  test('every line names one verb in two forms or more', () => {
    for (const l of LANGUAGES) {
      for (const line of (l.words.irregularVerbs ?? '').split('\n').map((x) => x.trim()).filter(Boolean)) {
        expect(line.split(/\s+/u).length, `${l.code}: ${line}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('relation groups join a question verb to the noun an article states the fact with', () => {
  test.each([
    ['crowned', 'coronation'],
    ['death', 'fatality'],
    ['reunite', 'reunification'],
    ['started', 'founded'],
    ['wrote', 'author'],
    ['Crowned', 'Coronation'],
    ['коронован', 'коронации'],
    ['gekrönt', 'Krönung'],
    ['couronné', 'couronnement'],
    ['biggest', 'largest'],
    ['winning', 'awards'],
    ['every', 'per'],
    ['pregnant', 'gestation'],
    ['year', 'annual'],
    ['money', 'revenues'],
    ['fallen', 'declined'],
    ['split', 'divided'],
    ['hand', 'delivered'],
    ['company', 'corporation'],
    ['habite', 'vivant'],
    ['numbers', 'populations'],
    ['killed', 'assassinated'],
    ['hire', 'commissioned'],
    ['overthrew', 'deposed'],
    ['built', 'manufacturer'],
    ['boy', 'males'],
    ['old', 'previous'],
    ['apps', 'applications'],
    ['law', 'statute'],
    ['law', 'act'],
    ['президент', 'лӏышъхьэр'],
    ['мэр', 'тхьаматэр'],
    ['валюта', 'ахъщэу'],
    // The Adyghe place form of a death ("died there"), as "къыщыхъугъ" is the birth's.
    ['щылӏагъ', 'лӏагъэ'],
    ['умер', 'щылӏагъ'],
    ['жену', 'шъхьэгъусэ'],
    ['король', 'пачъыхьэу'],
    ['учителем', 'кӏэлэегъаджэу'],
    ['first', 'debut'],
    ['ferry', 'transportation'],
    // A god is "тхьэ", their god "ятхьэ".
    ['богу', 'ятхьэ'],
    ['only', 'sole'],
    ['calling', 'named'],
    ['alive', 'living'],
    ['beat', 'defeated'],
    ['night', 'nocturnal'],
    ['older', 'earlier'],
    ['foundation', 'basis'],
    ['said', 'stated'],
    ['promise', 'pledging'],
    // A part of a country is named by its compass point.
    ['part', 'western'],
    ['partie', 'nord'],
    ['часть', 'юге'],
  ])('%s states the same relation as %s', (a, b) => {
    expect(related(a, b)).toBe(true);
  });

  test.each([
    ['crowned', 'born'],
    ['wrote', 'founded'],
    ['married', 'died'],
    ['президент', 'тхьаматэр'],
    ['король', 'лӏышъхьэр'],
  ])('%s and %s are different relations', (a, b) => {
    expect(related(a, b)).toBe(false);
  });

  test.each([
    ['western', 'east'],
    ['nord', 'sud'],
  ])('compass points are no relation of each other: %s / %s', (a, b) => {
    expect(related(a, b)).toBe(false);
  });

  test('a word outside every group relates to nothing, not even itself', () => {
    expect(hasRelation('tower')).toBe(false);
    expect(related('tower', 'tower')).toBe(false);
  });

  test('a stem entry stands for the inflected forms of a Russian word', () => {
    expect(related('смерти', 'умер')).toBe(true);
  });

  test('a sentence stating a relation with its noun covers the focus verb', () => {
    expect(focusCoverage(['crowned'], ['coronation', '2', 'june', '1953'])).toBe(1);
  });
});

describe('numbers written as words', () => {
  test.each([
    ['They can survive for up to eight weeks without food.'],
    ['They normally live for about a year.'],
    ['Die Brücke ist zwei Kilometer lang.'],
  ])('%s holds a number', (sentence) => {
    expect(holdsKind(sentence, 'number')).toBe(true);
  });

  test.each([['He is one of the greatest songwriters of all time.'], ['Once the tower opened, it was a success.']])(
    '%s holds no number',
    (sentence) => {
      expect(holdsKind(sentence, 'number')).toBe(false);
    },
  );
});

test('every stem entry is long enough to stand for its words only', () => {
  const stems = Object.values(RELATION_GROUPS).flat(2).filter((e) => e.endsWith('*'));
  for (const stem of stems) expect([...stem.slice(0, -1)].length, stem).toBeGreaterThanOrEqual(MIN_RELATION_STEM_CHARS);
});

describe('lifeEvent', () => {
  test.each([
    ['born', 'birth'],
    ['родился', 'birth'],
    // Adyghe's place and time forms of "was born": "къыщыхъугъ" ("was born there").
    ['къыщыхъугъ', 'birth'],
    ['къызыхъугъэр', 'birth'],
    ['naissance', 'birth'],
    ['décédé', 'death'],
    // A kind that died out "became extinct".
    ['extinct', 'death'],
    ['gestorben', 'death'],
    ['wrote', undefined],
    ['tower', undefined],
  ] as const)('%s says %s', (word, event) => {
    expect(lifeEvent(word)).toBe(event);
  });
});

describe('a sentence stating the opposite event', () => {
  const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  test.each([
    ['la bibliothèque elle a ouvert en quelle année', 'et des bains publics (fermés en juillet 2003)'],
    ['when was he born', 'He died on 26 June 1830 at Windsor.'],
    ['когда открыли музей', 'Музей закрыли в 1990 году.'],
  ])('"%s" is not dated by "%s"', (question, sentence) => {
    expect(statesOpposite(oppositesAsked(words(question)), words(sentence))).toBe(true);
  });

  test.each([
    ['when was he born', 'He was born in 1762 and died in 1830.'],
    ['when did it close', 'It closed in 2003.'],
    ['how tall is the tower', 'The tower was demolished in 1990.'],
  ])('"%s" may be answered by "%s"', (question, sentence) => {
    expect(statesOpposite(oppositesAsked(words(question)), words(sentence))).toBe(false);
  });
});
