/** Compounds written as one word where a title spaces them (daemon/lang/compounds.ts). */
import { describe, expect, test } from 'vitest';
import { compoundParts } from '../daemon/lang/compounds.js';

describe('compoundParts', () => {
  test.each([
    ['two words', ['boontjie', 'slaai'], 'boontjieslaai', ['boontjie', 'slaai']],
    ['an ending added', ['boontjie', 'sop'], 'boontjiesoppe', ['boontjie', 'soppe']],
    ['an ending dropped', ['klapper', 'koekies'], 'klapperkoekie', ['klapper', 'koekie']],
    ['a letter shared at the seam written once', ['blikkies', 'sop'], 'blikkiesop', ['blikkies', 'sop']],
    ['the start of a longer title', ['boontjie', 'sop', 'met', 'spekblokkies'], 'boontjiesop', ['boontjie', 'sop']],
    ['capitals and accents folded', ['Mélk', 'Tert'], 'melktert', ['melk', 'tert']],
  ])('%s: %j spelled %s', (_name, title, word, parts) => {
    expect(compoundParts(title, word)).toEqual(parts);
  });

  test.each([
    ['a one-word title', ['boontjie'], 'boontjieslaai'],
    ['a word that only starts with the first part', ['boontjie', 'slaai'], 'boontjiesakke'],
    ['the first part alone', ['boontjie', 'slaai'], 'boontjie'],
    ['a part of two letters', ['ou', 'kerk'], 'oukerk'],
    ['a number part', ['boeing', '747'], 'boeing747'],
    ['a last part cut short', ['klapper', 'koekies'], 'klapperko'],
  ])('%s: %j is not spelled %s', (_name, title, word) => {
    expect(compoundParts(title, word)).toBeUndefined();
  });
});
