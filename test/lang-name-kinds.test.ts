import { describe, expect, test } from 'vitest';
import { kindAskedBy, nameKind, type NameKind } from '../daemon/lang/name-kinds.js';
import { holdsKind } from '../daemon/text/answer-type.js';
import { questionFocus } from '../daemon/text/question-focus.js';

/** The kind of `name` where it first stands in `sentence`, and of the name before it when `after` is given. */
function kindIn(sentence: string, name: string, lang = 'en', after?: string): NameKind {
  const start = sentence.indexOf(name);
  if (start < 0) throw new Error(`"${name}" is not in "${sentence}"`);
  let previous: { kind: NameKind; end: number } | undefined;
  if (after !== undefined) {
    const at = sentence.indexOf(after);
    previous = { kind: kindIn(sentence, after, lang), end: at + after.length };
  }
  return nameKind(sentence, start, start + name.length, lang, previous);
}

describe('what kind of thing a written name is', () => {
  test.each([
    // Heads inside the name, in any language's text.
    ['The 787 flew its first commercial flight on All Nippon Airways.', 'All Nippon Airways', 'en', 'organisation'],
    ['It landed at San Francisco International Airport after the approach.', 'San Francisco International Airport', 'en', 'place'],
    ["L'avion s'est posé à l'Aéroport international de Los Angeles.", 'Aéroport international de Los Angeles', 'fr', 'place'],
    ['The plan was backed by International Business Machines at the time.', 'International Business Machines', 'en', 'organisation'],
    ['The bridge over the Manchester Ship Canal opened in 1916.', 'Manchester Ship Canal', 'en', 'place'],
    ['Le prototype a été assemblé par Boeing Commercial Airplanes.', 'Boeing Commercial Airplanes', 'fr', 'organisation'],
    // A lower-case head right before the name, inflected where the language inflects it.
    ['Самолёт приземлился в аэропорту Шереметьево.', 'Шереметьево', 'ru', 'place'],
    ['Il a étudié à la rivière Mersey.', 'Mersey', 'fr', 'place'],
    ['Он работал в университете Майкопа.', 'Майкопа', 'ru', 'organisation'],
    // Capitals only: initials of an organisation, or a word made from them.
    ['The FAA approved the revised design.', 'FAA', 'en', 'organisation'],
    ['The fifth 787 was the first with GEnx engines.', 'GEnx', 'en', 'organisation'],
    // After a preposition of place, in the sentence's own language.
    ['He was born in Tupelo, Mississippi.', 'Tupelo', 'en', 'place'],
    ['The band played at the Cavern Club.', 'Cavern', 'en', 'place'],
    ['Il est né à Warrington.', 'Warrington', 'fr', 'place'],
    // Quoted: a title.
    ['His videos, including those for "Beat It" and "Thriller", broke barriers.', 'Beat It', 'en', 'work'],
    ['Он перевёл «Король Лир» на адыгейский.', 'Король Лир', 'ru', 'work'],
    // Someone, as far as the words tell.
    ['The mission was commanded by Jim Lovell.', 'Jim Lovell', 'en', 'name'],
    ['He married Priscilla Beaulieu in 1967.', 'Priscilla Beaulieu', 'en', 'name'],
    ['Spouse: Jenny von Westphalen.', 'Jenny von Westphalen', 'en', 'name'],
    ['He is succeeded by George IV.', 'George IV', 'en', 'name'],
    ['Lead vocals were shared by Lennon and McCartney.', 'McCartney', 'en', 'name'],
  ] as const)('%s: "%s" (%s) is a %s', (sentence, name, lang, kind) => {
    expect(kindIn(sentence, name, lang)).toBe(kind);
  });

  test('a possessive after "in" is whose, not where', () => {
    expect(kindIn("The towers were used in Philippe Petit's tightrope walk.", "Philippe Petit's")).toBe('name');
  });

  test('a preposition of place in another language than the sentence\'s tells nothing ("en" is "and" in Dutch)', () => {
    expect(kindIn('Het boek is van Jan en Piet Jansen.', 'Piet Jansen', 'nl')).toBe('name');
  });

  test('without the sentence\'s language, a preposition tells nothing', () => {
    expect(kindIn('He was born in Tupelo.', 'Tupelo', 'ady')).toBe('name');
  });

  test('a name joined by a short word to a place is a place too ("from Narita to Hong Kong")', () => {
    expect(kindIn('It flew from Narita to Hong Kong.', 'Hong Kong', 'en', 'Narita')).toBe('place');
  });

  test('a name joined to someone is not made a place ("Lennon and McCartney")', () => {
    expect(kindIn('Led by Lennon and McCartney, the band grew.', 'McCartney', 'en', 'Lennon')).toBe('name');
  });

  test('a name after a long stretch of words is not joined to the one before', () => {
    expect(kindIn('It flew from Narita and was later bought by John Smith.', 'John Smith', 'en', 'Narita')).toBe('name');
  });

  test('a name set off by commas after an organisation is not one ("the head of the FAA, Michael Huerta, said")', () => {
    expect(kindIn('The head of the FAA, Michael Huerta, said that nothing was found.', 'Michael Huerta', 'en', 'FAA')).toBe('name');
  });

  test('an organisation in a list after another stays one ("the FAA, NASA and the Navy")', () => {
    expect(kindIn('Orders came from the FAA, NASA and the Navy.', 'NASA', 'en', 'FAA')).toBe('organisation');
  });
});

describe('who-questions are answered by someone', () => {
  const known = ['who', 'flew', 'the', '787', 'on', 'its', 'first', 'flight', 'boeing', 'dreamliner'];

  test('a sentence naming only places and an airline holds no one', () => {
    const sentence = 'On October 26, 2011, the 787 flew its first commercial flight from Narita to Hong Kong on All Nippon Airways.';
    expect(holdsKind(sentence, 'person', known, false, { lang: 'en' })).toBe(false);
  });

  test('a sentence naming a pilot holds someone', () => {
    const sentence = 'The first flight took place under the command of chief test pilot Mike Carriker.';
    expect(holdsKind(sentence, 'person', known, false, { lang: 'en' })).toBe(true);
  });

  test('a where-question is not answered by a song title', () => {
    expect(holdsKind('His first single was "Heartbreak Hotel".', 'place', ['where', 'elvis'], false, { lang: 'en' })).toBe(false);
  });
});

describe('the kind of answer a which-question noun asks for', () => {
  test.each([
    ['astronomer', 'person'],
    ['sculpteur', 'person'],
    ['поэта', 'person'],
    ['airline', 'organisation'],
    ['carrier', 'organisation'],
    ['авиакомпании', 'organisation'],
    ['city', 'place'],
    ['village', 'place'],
    ['реке', 'place'],
  ] as const)('"%s" asks for a %s', (noun, kind) => {
    expect(kindAskedBy(noun)).toBe(kind);
  });

  test.each(['album', 'gas', 'instrument', 'bird'])('"%s" names no kind of name', (noun) => {
    expect(kindAskedBy(noun)).toBeUndefined();
  });

  test("a noun is read in the question's language: French \"zone\" is not Polish \"żona\" (wife) folded", () => {
    expect(kindAskedBy('zone', ['fr'])).toBeUndefined();
    expect(questionFocus('un satellite héliosynchrone si on le monte plus haut il survole plus quelle zone').kind).toBe('other');
  });

  test('a French village is a place', () => {
    expect(kindAskedBy('village', ['fr'])).toBe('place');
  });
});

describe('which-questions are answered by a name of the kind they ask for', () => {
  test.each([
    ['which astronomer was the first to predict an eclipse', 'person'],
    ["c'est quel sculpteur qui l'a faite", 'person'],
    ['which airline got the first one', 'organisation'],
    ['which city did they record it in', 'place'],
    ['which album has sold the most copies', 'other'],
  ] as const)('%s: %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test('an organisation is not a place ("from Narita to Hong Kong")', () => {
    expect(holdsKind('The 787 flew from Narita to Hong Kong.', 'organisation', ['which', 'airline', '787'], false, { lang: 'en' })).toBe(false);
  });

  test('an organisation may be named without a head ("delivered to Pan Am")', () => {
    expect(holdsKind('The first 747 was delivered to Pan Am in 1969.', 'organisation', ['which', 'airline', '747'], false, { lang: 'en' })).toBe(true);
  });
});

describe('a name introduced by the noun a which-question asks with', () => {
  const known = ['на', 'какую', 'реку', 'стоит', 'город', 'москва'];

  test('is the answer, though a title says the same word ("реке Москве" over "Москва")', () => {
    expect(holdsKind('Город стоит на реке Москве.', 'place', known, false, { lang: 'ru', askedNoun: 'реку' })).toBe(true);
  });

  test('is not new without that noun before it', () => {
    expect(holdsKind('Город стоит на реке Москве.', 'place', known, false, { lang: 'ru' })).toBe(false);
  });
});
