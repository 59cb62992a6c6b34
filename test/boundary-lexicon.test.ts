/**
 * The boundary's lexicons are data in a small notation (daemon/boundary/types.ts), compiled once at start:
 * an entry outside the notation stops the start with a stable code, and forms that are words in other
 * languages count by one rule (`countsIn`).
 */
import { describe, expect, it } from 'vitest';
import { compileLexicon, countsIn, isPhraseEntry, isWordEntry, LexiconError } from '../daemon/boundary/lexicon.js';
import { LEXICONS } from '../daemon/boundary/languages.js';
import type { BoundaryLexicon } from '../daemon/boundary/types.js';

const minimal = (over: Partial<BoundaryLexicon>): BoundaryLexicon => ({
  lang: 'xx', possessives: [{ words: ['my'] }], strongNouns: ['wife'], memory: ['you remember'], ownPast: ['did i'],
  availability: ['am i free'], household: ['the keys'], genericFrames: ['how do i'], titleFrames: ['who wrote'], ...over,
});

describe('boundary lexicon notation', () => {
  it.each(['sons?', 'neighbou?rs?', 'жен(?:а|ы|е)', 'hij[oa]s?', '\\p{L}*termin', 'klucz\\S*', 'car keys'])('accepts the word entry %s', (entry) => {
    expect(isWordEntry(entry)).toBe(true);
  });

  it.each(['(?<!the )keys', 'keys(?= now)', '^keys', 'key.', 'key(s)', '\\d+', ''])('rejects the word entry %s', (entry) => {
    expect(isWordEntry(entry)).toBe(false);
  });

  it.each(['(?<!a )morgen', '(?:^|, )где', 'we (?:\\S+ ){0,3}on the moon'])('accepts the phrase entry %s', (entry) => {
    expect(isPhraseEntry(entry)).toBe(true);
  });

  it.each(['(a) b', '(\\S+) \\1', '(?<name>x)'])('rejects the phrase entry %s', (entry) => {
    expect(isPhraseEntry(entry)).toBe(false);
  });

  it('stops compiling a lexicon whose word list has an entry outside the notation, with a stable code', () => {
    expect(() => compileLexicon(minimal({ strongNouns: ['wife', '(?<!ex)wife'] }))).toThrow(LexiconError);
    expect(() => compileLexicon(minimal({ strongNouns: ['(?<!ex)wife'] }))).toThrow(expect.objectContaining({ code: 'HEARTH_BOUNDARY_LEXICON' }));
  });

  it('compiles an endings group to any stem of the given length plus the ending, except the listed words', () => {
    const rules = compileLexicon(minimal({ firstPerson: [{ endings: { endings: ['ei'], minStemLetters: 3, except: ['sei'] } }] }));
    const forms = rules.firstPerson[0]!.forms;
    expect(['paguei', 'sei', 'lei'].map((w) => forms.test(w))).toEqual([true, false, false]);
  });

  it('compiles every language the boundary knows', () => {
    expect(LEXICONS.map((l) => compileLexicon(l).lang)).toEqual(['en', 'ru', 'uk', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl']);
  });
});

describe('forms that are words in other languages', () => {
  it.each<[readonly string[] | 'others' | undefined, string | undefined, boolean]>([
    [undefined, 'it', true],
    [['it'], 'it', false],
    [['it'], 'en', true],
    [['it'], undefined, true],
    ['others', 'pt', true],
    ['others', 'en', false],
    ['others', undefined, true],
  ])('a Portuguese group with alsoIn %j counts in text detected as %s: %s', (alsoIn, detected, counts) => {
    expect(countsIn(alsoIn, 'pt', detected)).toBe(counts);
  });
});
