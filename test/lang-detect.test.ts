/** The one language detector (daemon/lang/detect.ts) and the replies that follow from it. */
import { describe, expect, test } from 'vitest';
import { detectLanguage, likelyLanguages } from '../daemon/lang/detect.js';
import { dontKnowPersonal } from '../daemon/turn/phrases.js';
import { guessCoreLang, guessLang } from '../skills/text.js';

describe('detectLanguage', () => {
  const cases: [string, string | undefined][] = [
    ['where did I park the car', 'en'],
    ['где я оставил машину', 'ru'],
    ['де мої ключі', 'uk'],
    ['wo ist mein Schlüssel', 'de'],
    ['¿dónde está mi llave?', 'es'],
    ['où est ma voiture', 'fr'],
    ["warrington c'est quoi son code postal", 'fr'],
    ['dove ho messo le chiavi', 'it'],
    ['waar zijn mijn sleutels', 'nl'],
    ['gdzie są moje klucze', 'pl'],
    ['onde está a minha chave', 'pt'],
    ['Berlin?', undefined],
  ];
  test.each(cases)('%s is %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  test('Spanish "qué" is evidence, its plain twin "que" is not', () => {
    expect(detectLanguage('qué')).toBe('es');
    expect(detectLanguage('que')).toBeUndefined();
  });
});

describe('the skills reply language', () => {
  test('a Ukrainian phrase is Ukrainian, not Russian', () => {
    expect(guessLang('нагадай мені через годину')).toBe('uk');
  });

  test('a Polish phrase is Polish', () => {
    expect(guessLang('gdzie są moje klucze')).toBe('pl');
  });

  test('skills that reply in the four core languages only keep their old choice for Ukrainian', () => {
    expect(guessCoreLang('скільки буде два плюс два')).toBe('ru');
  });
});

describe("the chain's last-resort reply", () => {
  test('is in the question language for every covered language', () => {
    expect(dontKnowPersonal('pl')).toBe('Jeszcze tego nie wiem.');
    expect(dontKnowPersonal('uk')).toBe('Я цього поки не знаю.');
    expect(dontKnowPersonal('zh')).toMatch(/^I don't know that yet/);
  });
});

describe('likelyLanguages', () => {
  test('a detected language is the only one', () => {
    expect(likelyLanguages('le pont transbordeur de warrington il mesure combien de mètres')).toEqual(['fr']);
  });

  test('a tie gives the tied languages', () => {
    expect(likelyLanguages('sven johansson il suona')).toEqual(expect.arrayContaining(['it']));
    expect(likelyLanguages('sven johansson il suona').length).toBeGreaterThan(0);
  });

  test('no evidence gives none', () => {
    expect(likelyLanguages('777 200')).toEqual([]);
  });

  test('a read-only language goes first when its words with its glue outnumber a spoken one\'s ("die ... hoe lank hou dit")', () => {
    expect(likelyLanguages('die 3 in 1 gebakte poeding hoe lank hou dit in die yskas')[0]).toBe('af');
  });

  test('its glue alone does not make a question Afrikaans ("is die hard a christmas movie")', () => {
    expect(likelyLanguages('is die hard a christmas movie')).not.toContain('af');
  });

  test('a language Hearth only reads comes first when its own words outnumber the others', () => {
    expect(likelyLanguages('in watter oond bak ek vir my die brood')[0]).toBe('af');
  });

  test('a language Hearth only reads comes first even when one spoken language is detected', () => {
    // "die" and "in" make it German to detectLanguage; "hoeveel", "ek" and "vir" are Afrikaans.
    const question = 'hoeveel teesakkies gooi ek in vir die rooibos ystee';
    expect(detectLanguage(question)).toBe('de');
    expect(likelyLanguages(question)).toEqual(['af', 'de']);
  });

  test('a language Hearth only reads is never detected: the boundary keeps the rules of its neighbours', () => {
    expect(detectLanguage('in watter oond bak ek vir my die brood')).not.toBe('af');
  });
});
