/**
 * Near-duplicate suppression in daemon/grounding/select.ts: the early-exit Jaccard test gives the plain
 * answer, and CJK passages are compared on letter pairs (no dictionary segmentation) yet copies still count once.
 */
import { describe, expect, it } from 'vitest';
import { duplicateKeys, selectPassages } from '../daemon/grounding/select.js';
import { isNearDuplicate, SAME_PASSAGE_JACCARD } from '../daemon/lang/dedup.js';
import { random } from './helpers/random.js';


function plainJaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const union = new Set([...a, ...b]);
  if (union.size === 0) return 1;
  let common = 0;
  for (const w of a) if (b.has(w)) common += 1;
  return common / union.size;
}

describe('isNearDuplicate', () => {
  it('agrees with the plain Jaccard computation on sets around the threshold', () => {
    const rnd = random(42);
    let near = 0;
    for (let k = 0; k < 2000; k++) {
      const size = 1 + Math.floor(rnd() * 60);
      const base = Array.from({ length: size }, (_, i) => `w${i}`);
      // Drop and add a few words: Jaccard lands on both sides of 0.9.
      const b = new Set(base.filter(() => rnd() > 0.06));
      for (let i = Math.floor(rnd() * 4); i > 0; i--) b.add(`x${i}`);
      const a = new Set(base);
      const expected = plainJaccard(a, b) >= 0.9;
      if (expected) near += 1;
      expect(isNearDuplicate(a, b, SAME_PASSAGE_JACCARD)).toBe(expected);
      expect(isNearDuplicate(b, a, SAME_PASSAGE_JACCARD)).toBe(expected);
    }
    expect(near).toBeGreaterThan(200); // both outcomes were exercised
    expect(near).toBeLessThan(1800);
  });

  it('treats two empty sets as duplicates', () => {
    expect(isNearDuplicate(new Set(), new Set(), SAME_PASSAGE_JACCARD)).toBe(true);
  });
});

describe('duplicateKeys', () => {
  it('uses the words of text in scripts with spaces', () => {
    expect([...duplicateKeys('The lake is deep, the Lake is cold.')].sort()).toEqual(['cold', 'deep', 'is', 'lake', 'the']);
  });

  it('uses adjacent letter pairs for Chinese, Japanese and Thai text', () => {
    expect([...duplicateKeys('长江很长。')].sort()).toEqual(['很长', '江很', '长江'].sort());
    expect([...duplicateKeys('東京タワー 3m')].sort()).toEqual(['3m', 'タワ', 'ワー', '京タ', '東京'].sort());
  });
});

describe('selectPassages with CJK pages', () => {
  const article = [
    '长江是中国最长的河流，全长约六千三百公里，流经十一个省级行政区。',
    '长江流域面积约一百八十万平方公里，约占中国陆地面积的五分之一。',
    '长江中下游平原是中国重要的粮食产区，也是人口最密集的地区之一。',
  ].join('\n\n');

  it('counts a syndicated Chinese article once', () => {
    const copy = article.replace('十一个', '11个'); // an edited number, the same text otherwise
    const out = selectPassages('长江有多长', [{ text: article }, { text: copy }], { maxCharsPerPage: 900, budgetChars: 2400 });
    expect(out.map((s) => s.page)).toEqual([0]);
  });

  it('keeps two different Chinese pages about the same question', () => {
    const other = '长江发源于青藏高原的唐古拉山脉，向东注入东海，是亚洲第一长河。\n\n沿岸的重要城市有重庆、武汉、南京和上海。';
    const out = selectPassages('长江有多长', [{ text: article }, { text: other }], { maxCharsPerPage: 900, budgetChars: 2400 });
    expect(out.map((s) => s.page).sort()).toEqual([0, 1]);
  });
});
