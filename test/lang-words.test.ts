/**
 * Word lookups by position (daemon/text/tokens.ts): segmentedWordsAt must name the same words, at the same
 * offsets, as walking every segment with segmentWords, including apostrophe-split pieces and positions where no
 * word starts.
 */
import { describe, expect, test } from 'vitest';
import { segmentWords, segmentedWordsAt } from '../daemon/lang/words.js';

const TEXTS = [
  '长江是中国最长的河流，全长约六千三百公里。这条河有多长？',
  '新館の蔵書は約三十万冊で、旧館の一・五倍に増えた。',
  'กรุงเทพมหานครเปิดใช้เส้นทางจักรยาน ปี2567 มีผู้ใช้ 12,000 คน',
  "L'été d’Artagnan est venu, n'est-ce pas? 3.5 km",
  '混合 text with 漢字 and kana カタカナ\nnew line',
];

/** Every offset of the text: the word segmentWords starts there, or undefined. */
function byWalking(text: string): (string | undefined)[] {
  const starts = new Map(segmentWords(text).map((w) => [w.index, w.raw]));
  return Array.from({ length: text.length }, (_, at) => starts.get(at));
}

describe('segmentedWordsAt', () => {
  test.each(TEXTS)('names the word starting at every offset, as walking the segments does: %s', (text) => {
    const all = Array.from({ length: text.length }, (_, at) => at);
    expect(segmentedWordsAt(text, all)).toEqual(byWalking(text));
  });

  test('gives the piece after an apostrophe at its own offset, and nothing at the apostrophe', () => {
    const text = "l'été";
    expect(segmentedWordsAt(text, [0, 1, 2, 3])).toEqual(['l', undefined, 'été', undefined]);
  });
});
