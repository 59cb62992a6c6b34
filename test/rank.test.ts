import { describe, expect, test } from 'vitest';
import { capAtSentence, rankPassages, sameWord, sentences, splitPassages, trimToMatch } from '../daemon/text/rank.js';
import { matchWords } from '../daemon/lang/words.js';

describe('splitPassages', () => {
  test('joins sentences until the minimum length and never cuts inside a sentence', () => {
    const text = 'One short sentence here. Another short sentence follows. A third one ends it.';
    const out = splitPassages(text, { minChars: 40, maxChars: 1200 });
    expect(out).toEqual(['One short sentence here. Another short sentence follows.', 'A third one ends it.']);
  });

  test('keeps passages under the maximum, cutting an overlong sentence at a word', () => {
    const long = `${'word '.repeat(100).trim()}.`;
    const out = splitPassages(`${long} Next sentence.`, { minChars: 10, maxChars: 120 });
    for (const p of out) expect(p.length).toBeLessThanOrEqual(120);
    expect(out.at(-1)).toBe('Next sentence.');
  });

  test('treats paragraph breaks as sentence ends and collapses whitespace', () => {
    const out = splitPassages('Heading without stop\n\nBody   text\tgoes here.', { minChars: 1 });
    expect(out).toEqual(['Heading without stop.', 'Body text goes here.']);
  });

  test('ends a paragraph without a stop with one, so a passage split again keeps it apart from the next', () => {
    const [passage] = splitPassages('Pan moet ongespuit wees)\nMeng die nat bestanddele.', { minChars: 200 });
    expect(sentences(passage!)).toEqual(['Pan moet ongespuit wees).', 'Meng die nat bestanddele.']);
  });

  test.each([
    ['Thai, whose sentences end with a space', 'ผู้ว่าราชการกรุงเทพมหานครกล่าว'],
    ['a stop already there', 'Body text goes here.'],
    ['Hindi, with its danda', 'हिन्दी में लिखा।'],
    ['a numbering of its own', '1)'],
  ])('adds no stop to %s', (_, sentence) => {
    expect(splitPassages(sentence)).toEqual([sentence]);
  });
});

describe('capAtSentence', () => {
  test('does not cut a name at its initial', () => {
    expect(capAtSentence('The first flight was commanded by chief test pilot John E. Cashman. It lasted hours.', 70)).toBe(
      'The first flight was commanded by chief test pilot John E. Cashman.',
    );
  });

  test('keeps whole sentences that fit', () => {
    expect(capAtSentence('First one. Second one is longer. Third.', 25)).toBe('First one.');
  });

  test('cuts a single overlong sentence at a word boundary with an ellipsis', () => {
    const out = capAtSentence('alpha beta gamma delta epsilon zeta eta theta', 20);
    expect(out.length).toBeLessThanOrEqual(20);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('rankPassages', () => {
  test('a rare question word outweighs a common one', () => {
    const passages = [
      'Charles toured with his band in many countries.',
      'Charles recorded albums for Atlantic.',
      'Charles was born in Albany in 1930.',
    ];
    const ranked = rankPassages('charles born', passages.map((text) => ({ text, position: 5 })));
    expect(ranked[0]?.index).toBe(2);
  });

  test('a word stating the same relation matches the question word ("marry" / "Spouse")', () => {
    const passages = ['Linnaeus studied at Uppsala.', 'Spouse: Sara Elisabeth Moraea.', 'Linnaeus travelled to Lapland.'];
    const ranked = rankPassages('linnaeus marry', passages.map((text) => ({ text, position: 5 })));
    expect(ranked.find((r) => r.index === 1)?.matched).toBe(1);
  });

  test('matches inflected forms by shared prefix (Russian)', () => {
    const ranked = rankPassages('столица франции', ['Лион — город.', 'Столица Франция — Париж.']);
    expect(ranked[0]).toMatchObject({ index: 1, matched: 2 });
  });

  test('does not match words that only share a short stem', () => {
    expect(sameWord('cat', 'cats')).toBe(true);
    expect(sameWord('cat', 'catalogue')).toBe(false);
    expect(sameWord('франции', 'франция')).toBe(true);
  });

  test('the lead bonus is worth at most half a question word', () => {
    // Two query words: a passage matching one of them (equal weights) scores 0.5; the lead bonus alone 0.25.
    const ranked = rankPassages('alpha beta', [
      { text: 'nothing here', position: 0 },
      { text: 'alpha here', position: 9 },
      { text: 'beta here', position: 9 },
    ]);
    const lead = ranked.find((r) => r.index === 0)!;
    expect(lead.score).toBeCloseTo(0.25);
    expect(ranked[2]?.index).toBe(0);
  });

  test('ranks with no stop-word list: function words weigh little because they are everywhere', () => {
    const passages = ['der Hund und die Katze', 'der Vogel und die Maus', 'der Turm ist 330 Meter hoch'];
    const ranked = rankPassages('wie hoch ist der Turm', passages);
    expect(ranked[0]?.index).toBe(2);
  });

  test('segments Chinese and Japanese into dictionary words', () => {
    expect(matchWords('東京タワーの高さ').length).toBeGreaterThan(1);
    const ranked = rankPassages('東京タワー', ['大阪城は城です。', '東京タワーは電波塔です。']);
    expect(ranked[0]?.index).toBe(1);
  });

  test('reports how many query words each passage matched', () => {
    const ranked = rankPassages('moon distance', ['nothing relevant', 'the moon distance is large']);
    expect(ranked.find((r) => r.index === 0)?.matched).toBe(0);
    expect(ranked.find((r) => r.index === 1)?.matched).toBe(2);
  });
});

describe('rankPassages: two question words a page writes as one', () => {
  test('"splash down" finds the passage about the splashdown', () => {
    const passages = ['The crew splashed the command module with water.', 'Millions watched the splashdown in the South Pacific Ocean.', 'The descent went down slowly.'];
    expect(rankPassages('apollo splash down', passages)[0]!.index).toBe(1);
  });

  test('"wide bodies" finds the passage about the widebody market (the second word with an ending)', () => {
    const passages = ['The market grew in the 1990s.', 'Comac may also share this new widebody market.', 'Wide roads and bodies of water.'];
    expect(rankPassages('chinese wide bodies market', passages)[0]!.index).toBe(1);
  });
});

describe('rankPassages: a question word as a part of a page word', () => {
  test('"phone" finds the passage about smartphones', () => {
    expect(rankPassages('buy phone', ['People buy tablets.', 'People buy smartphones.'])[0]!.index).toBe(1);
  });

  test('a short word is no part: "cat" is not in "concatenate"', () => {
    expect(rankPassages('cat', ['Strings concatenate.', 'Nothing here.'])[0]!.matched).toBe(0);
  });
});

describe('trimToMatch', () => {
  test('drops leading sentences that match no query word', () => {
    const text = 'He toured widely with a band. Charles was born in 1930. He died in 2004.';
    expect(trimToMatch(text, 'born')).toBe('Charles was born in 1930. He died in 2004.');
  });

  test('leaves the text alone when nothing matches', () => {
    expect(trimToMatch('A. B c d.', 'zebra')).toBe('A. B c d.');
  });

  test('keeps a leading sentence the caller marks as stating the answer in other words', () => {
    const text = 'Salary: 400,000 dollars per year. The power of the presidency has grown.';
    expect(trimToMatch(text, 'presidency paid', (s) => s.startsWith('Salary'))).toBe(text);
  });

  test('matches a word whose last consonant doubles before its ending', () => {
    const text = 'Hippos inhabit rivers. It is capable of running 30 km/h. They graze at night.';
    expect(trimToMatch(text, 'run')).toBe('It is capable of running 30 km/h. They graze at night.');
  });
});
