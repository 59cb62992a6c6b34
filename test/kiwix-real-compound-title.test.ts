/**
 * Recipe titles on a real ZIM (../shared/zim, the Afrikaans Wikibooks, whose recipe titles space what the language
 * writes as one word and share their last words: "Oats Koekies", "Cremora Koekies"). A title said as one compound
 * word must still reach the article; a title said whole must not bring in the others that end like it. Its own
 * managed kiwix-serve, one book.
 */
import { describe, expect, test } from 'vitest';
import { useRealZimHearth } from './helpers/real-zim.js';

const { present, ask } = useRealZimHearth(['wikibooks_af_all_maxi_2023-06.zim'], 'compound-title');

describe.skipIf(!present)('a compound word for a spaced title', () => {
  test.each([
    ['hoe maak ek lensiesop', 'Lensie sop'],
    ['hoeveel botter gaan in die botterskorsiesop', 'Botterskorsie sop'],
  ])('"%s" reaches "%s"', async (question, title) => {
    const record = await ask(question);
    expect(record.route).toBe('zim');
    expect(record.evidence.map((e) => e.title)).toContain(title);
  });
});

describe.skipIf(!present)('a title said whole', () => {
  test('is read alone: "die oats koekies" is not also "Cremora Koekies" and every other biscuit', async () => {
    // Before, each "... Koekies" title stayed beside the whole match by its long last word, and the answer added
    // another recipe's baking time.
    const record = await ask('die oats koekies hoe lank moet ek dit bak');
    expect([...new Set(record.evidence.map((e) => e.title))]).toEqual(['Oats Koekies']);
  });
});
