/** The shared fold (daemon/lang/fold.ts): what counts as the same letter, per script. */
import { describe, expect, test } from 'vitest';
import { fold, lowerWord } from '../daemon/lang/fold.js';

describe('fold', () => {
  const same: [string, string, string][] = [
    ['Latin accents', 'Schlüssel', 'schlussel'],
    ['Spanish question word', 'Qué', 'que'],
    ['French', 'Où', 'ou'],
    ['Polish', 'Gdzie są', 'gdzie sa'],
    ['German sharp s', 'Straße', 'strasse'],
    ['Russian ё', 'ЕЩЁ', 'еще'],
    ['Cyrillic stress marks', 'Ио́сиф Ста́лин', 'иосиф сталин'],
    ['NFKC ligature', 'ﬁle', 'file'],
    ['full-width', 'ＡＢＣ', 'abc'],
    ['curly apostrophe', 'what’s', "what's"],
    ['Greek tonos and final sigma', 'Αθήνας', 'αθηνασ'],
    ['palochka as a Latin capital I', 'лIышъхьэр', 'лӏышъхьэр'],
    ['palochka as a Latin small l', 'цlэ', 'цӏэ'],
    ['palochka as a digit one', 'гущы1эрэр', 'гущыӏэрэр'],
    ['palochka as a digit one opening a word', '1эщэ', 'ӏэщэ'],
    ['capital palochka', 'ЛӀЫШЪХЬЭР', 'лӏышъхьэр'],
  ];
  test.each(same)('%s: %s folds to %s', (_name, text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  const kept: [string, string, string][] = [
    ['Russian й', 'мой', 'мои'],
    ['Russian й in a word', 'Йогурт', 'иогурт'],
    ['Ukrainian ї', 'їжа', 'іжа'],
    ['Polish ł', 'łódź', 'lodz'],
    ['Ukrainian і', 'після', 'пӏсля'],
    ['a one in a number after Cyrillic letters', 'Ту154', 'туӏ54'],
    ['a one ending a number before a Cyrillic letter', '1941г', '194ӏг'],
  ];
  test.each(kept)('%s: %s does not fold to %s', (_name, text, other) => {
    expect(fold(text)).not.toBe(other);
  });

  test('Devanagari keeps its vowel signs', () => {
    expect(fold('किताब')).toBe('किताब');
  });

  test('is idempotent', () => {
    for (const text of ['Dónde ESTÁ', 'Йогурт ещё', 'Straße', 'Αθήνας', 'किताब', 'лIышъхьэр 1эщэ']) expect(fold(fold(text))).toBe(fold(text));
  });
});

describe('fold with letters kept', () => {
  test('keeps the marks of the kept letters only', () => {
    const keep = new Set(['ą', 'ę', 'ś']);
    expect(fold('Włącz ŚRODĘ, qué', keep)).toBe('włącz środę, que');
  });

  test('the skills keep the Polish letters their frames are written with', async () => {
    const { fold: skillsFold } = await import('../skills/text.js');
    expect(skillsFold('Przypomnij mi że w Środę')).toBe('przypomnij mi że w środę');
    expect(skillsFold('¿Qué hora es? Fünf')).toBe('¿que hora es? funf');
    expect(skillsFold('мой йогурт ещё')).toBe('мой йогурт еще');
  });
});

describe('lowerWord', () => {
  test('keeps accents, so qué and que stay two words', () => {
    expect(lowerWord('Qué')).toBe('qué');
    expect(lowerWord('Qué')).not.toBe(lowerWord('que'));
    expect(lowerWord('Où')).not.toBe(lowerWord('ou'));
  });

  test('folds ё into е and keeps the length', () => {
    expect(lowerWord('Ещё')).toBe('еще');
    for (const w of ['Schlüssel', 'Ещё', 'Gdzie', 'ÉTÉ']) expect(lowerWord(w).length).toBe(w.length);
  });
});
