/**
 * A title spaced in the book and said as one compound word, on a real ZIM (../shared/zim, the Afrikaans
 * Wikibooks, whose recipe titles space what the language writes as one word): the turn must still reach the
 * article. Its own managed kiwix-serve, one book.
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
