/**
 * The spoken form text-to-speech is handed (daemon/tts/spoken-form.ts): ranges, units, years and born/died
 * abbreviations written out in the reply's language, the rest of the sentence untouched. The last block runs
 * the real espeak-ng, which Piper voices phonemize with, on the written and the spoken form.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { SpokenFormSynthesizer } from '../daemon/tts/index.js';
import { spokenForm, voiceLanguage } from '../daemon/tts/spoken-form.js';
import type { SpeechChunk, SynthesizeOptions, Synthesizer } from '../daemon/tts/types.js';

describe('spoken form', () => {
  const cases: [string, string, string][] = [
    ['en', 'George IV (12 August 1762 – 26 June 1830) was king.', 'George IV (12 August 17 62 to 26 June 18 30) was king.'],
    ['en', 'It runs at 30 km/h (19 mph).', 'It runs at 30 kilometres per hour (19 miles per hour).'],
    ['en', 'Spouses: Ann Rowe (m. 1994; div. 1996).', 'Spouses: Ann Rowe (married 19 94; divorced 19 96).'],
    ['en', 'The war lasted 1939-1945.', 'The war lasted 19 39 to 19 45.'],
    ['en', 'It was built c. 1500.', 'It was built about 15 hundred.'],
    ['en', 'In 1905 the town was founded.', 'In 19 oh 5 the town was founded.'],
    ['en', 'The peak is 4,493 m high and 1 m wide.', 'The peak is 4,493 metres high and 1 metre wide.'],
    ['en', 'Wings 29–34 mm across.', 'Wings 29 to 34 millimetres across.'],
    ['de', 'Goethe (* 28. August 1749; † 22. März 1832) lief 12,5 km/h.', 'Goethe (geboren 28. August 17hundert49; gestorben 22. März 18hundert32) lief 12,5 Kilometer pro Stunde.'],
    ['ru', 'Скорость 5 км/ч, высота 2 км, 21 км и 1,5 км.', 'Скорость 5 километров в час, высота 2 километра, 21 километр и 1,5 километра.'],
    ['fr', 'De 1914 à 1918, 1939–1945, 1 km et 3 km.', 'De 1914 à 1918, 1939 à 1945, 1 kilomètre et 3 kilomètres.'],
    ['nl', 'In 1762 was het 20 °C.', 'In 17 honderd 62 was het 20 graden Celsius.'],
  ];
  test.each(cases)('%s: %s', (lang, written, spoken) => {
    expect(spokenForm(written, lang)).toBe(spoken);
  });

  const unchanged: [string, string][] = [
    ['a count of four digits before a noun is not a year', 'The town had 1762 people.'],
    ['a model number with a hyphen is not a range', 'The 747-400 entered service.'],
    ['a unit letter inside a word is not a unit', 'The 3 main routes.'],
    ['a capital abbreviation is not "died"', 'Vitamin D. 1990 was the year.'],
    ['a number with its thousands separator is not a year', 'It carried 1,087 passengers.'],
  ];
  test.each(unchanged)('%s', (_why, text) => {
    expect(spokenForm(text, 'en')).toBe(text);
  });

  test('a language without a table is spoken with the English words', () => {
    expect(spokenForm('It runs at 30 km/h.', 'sw')).toBe('It runs at 30 kilometres per hour.');
  });

  test('a long run of digits, dashes and abbreviations is rewritten whole (the patterns scan it once)', () => {
    const hostile = `${'1–'.repeat(20_000)}1 ${'c. '.repeat(2_000)}${'9'.repeat(50_000)} km`;
    const spoken = spokenForm(hostile, 'en');
    expect(spoken.startsWith('1 to 1 to ')).toBe(true);
    expect(spoken.endsWith('9 kilometres')).toBe(true);
  });
});

describe('voice language', () => {
  test.each([
    ['en_US-lessac-medium', 'en'],
    ['de', 'de'],
    ['de_DE-thorsten-high', 'de'],
    ['', undefined],
  ])('%s -> %s', (voice, lang) => {
    expect(voiceLanguage(voice)).toBe(lang);
  });
});

describe('the synthesizer is handed the spoken form', () => {
  test('in the language the caller names, else the voice language', async () => {
    const heard: string[] = [];
    const inner: Synthesizer = {
      async *synthesize(text: string, _options?: SynthesizeOptions): AsyncGenerator<SpeechChunk> {
        heard.push(text);
      },
      close: async () => {},
    };
    const synth = new SpokenFormSynthesizer(inner, 'en');
    for await (const _ of synth.synthesize('5 km/h.')) void _;
    for await (const _ of synth.synthesize('5 km/h.', { lang: 'de' })) void _;
    expect(heard).toEqual(['5 kilometres per hour.', '5 Kilometer pro Stunde.']);
  });
});

/** espeak-ng's phonemes for a text (-x), the way Piper's phonemizer sees it. */
function phonemes(text: string, voice: string): string {
  return execFileSync('espeak-ng', ['-q', '-x', '-v', voice, text], { encoding: 'utf8' });
}

describe('real espeak-ng reads the spoken form as meant', () => {
  test('a range keeps its "to" (the dash alone is silent)', () => {
    const written = phonemes('29–34 millimetres', 'en');
    const spoken = phonemes(spokenForm('29–34 millimetres', 'en'), 'en');
    // "to" unstressed between numbers is t@.
    expect(written).not.toMatch(/ t@ /u);
    expect(spoken).toMatch(/ t@ /u);
  });

  test('a unit symbol is read as the unit, not letter by letter', () => {
    expect(phonemes('30 km/h', 'en')).toMatch(/sl'aS/u);
    expect(phonemes(spokenForm('30 km/h', 'en'), 'en')).toMatch(/aU3/u);
  });

  test('an English year is read as a year', () => {
    expect(phonemes('born in 1762', 'en')).toMatch(/T'aUz@nd/u);
    expect(phonemes(spokenForm('born in 1762', 'en'), 'en')).not.toMatch(/T'aUz@nd/u);
  });
});
