/**
 * Bounded segmentation (daemon/text/segment.ts): on ordinary text in every script it gives exactly the segments
 * of one Intl.Segmenter call over the whole text; on text without breaks it still covers the text, in order,
 * with no segment longer than the largest window.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_WINDOW_CHARS, WINDOW_CHARS, segmentBounded } from '../daemon/text/segment.js';

const PAGES = new URL('../bench/extraction/pages/', import.meta.url);
const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** The reference texts of the extraction bench in one language, joined by `sep`, repeated past `chars`. */
function ordinaryText(lang: string, sep: string, chars = 6 * WINDOW_CHARS): string {
  const parts = readdirSync(PAGES)
    .filter((f) => f.startsWith(`${lang}-`) && f.endsWith('.expected.txt'))
    .map((f) => readFileSync(new URL(f, PAGES), 'utf8').trim().replace(/\n+/gu, sep));
  let text = parts.join(sep);
  while (text.length < chars) text += sep + parts.join(sep);
  return text;
}

type Seg = { segment: string; index: number; isWordLike?: boolean | undefined };
const plain = (x: Seg) => ({ segment: x.segment, index: x.index, isWordLike: x.isWordLike });
const whole = (s: Intl.Segmenter, text: string) => [...s.segment(text)].map(plain);
const bounded = (s: Intl.Segmenter, text: string) => [...segmentBounded(s, text)].map(plain);

const LANGS = ['en', 'de', 'es', 'ru', 'zh', 'ja', 'th'];

describe('segmentBounded on ordinary text', () => {
  for (const [name, sep] of [['one paragraph', ' '], ['paragraphs', '\n']] as const) {
    test.each(LANGS)(`gives the words of one whole-text call (%s, ${name})`, (lang) => {
      const text = ordinaryText(lang, sep);
      expect(bounded(words, text)).toEqual(whole(words, text));
    });

    test.each(LANGS)(`gives the sentences of one whole-text call (%s, ${name})`, (lang) => {
      const text = ordinaryText(lang, sep);
      expect(bounded(sentences, text)).toEqual(whole(sentences, text));
    });
  }

  test('keeps abbreviations and decimals whose sentence rule looks ahead ("e.g. 3.5 the")', () => {
    const text = 'See the notes, e.g. 3.5 kg of flour, and more. '.repeat(200);
    expect(bounded(sentences, text)).toEqual(whole(sentences, text));
  });

  test('keeps a sentence longer than one window whole', () => {
    const text = `${'word '.repeat(3 * WINDOW_CHARS / 5)}end. Next one.`;
    const got = bounded(sentences, text);
    expect(got).toEqual(whole(sentences, text));
    expect(got).toHaveLength(2);
  });

  test('gives short text the segmenter\'s own answer', () => {
    expect(bounded(words, "l'été, 3.5 km")).toEqual(whole(words, "l'été, 3.5 km"));
  });
});

describe('segmentBounded on text without breaks', () => {
  const CASES: [string, string][] = [
    ['Latin without spaces', 'abcdefghij'.repeat(5_000)],
    ['Chinese without punctuation', '猫是一种常见的家养动物它们每天睡眠时间很长大约十二到十六个小时'.repeat(2_000)],
    ['Thai without spaces', 'แมวเป็นสัตว์เลี้ยงที่นิยมมากและนอนหลับวันละหลายชั่วโมง'.repeat(1_000)],
    ['one sentence of spaced words', 'word '.repeat(10_000)],
    ['characters outside the BMP', '𠀀𠀁𠀂😀'.repeat(10_000)],
  ];

  test.each(CASES)('covers the text in order, without gaps (%s)', (_, text) => {
    for (const s of [words, sentences]) {
      const got = bounded(s, text);
      expect(got.map((x) => x.segment).join('')).toBe(text);
      let at = 0;
      for (const x of got) {
        expect(x.index).toBe(at);
        at += x.segment.length;
      }
    }
  });

  test.each(CASES)('gives no segment longer than the largest window (%s)', (_, text) => {
    for (const s of [words, sentences]) {
      expect(Math.max(...bounded(s, text).map((x) => x.segment.length))).toBeLessThanOrEqual(MAX_WINDOW_CHARS);
    }
  });

  test('never cuts a surrogate pair in two', () => {
    const got = bounded(words, '𠀀'.repeat(30_000));
    for (const x of got) expect(x.segment.charCodeAt(0) >= 0xdc00 && x.segment.charCodeAt(0) <= 0xdfff).toBe(false);
  });

  test('gives a Chinese run without punctuation mostly the words of whole-run segmentation', () => {
    const text = '猫是一种常见的家养动物它们每天睡眠时间很长大约十二到十六个小时'.repeat(300);
    const ref = new Set(whole(words, text).map((x) => `${x.index}:${x.segment}`));
    const got = bounded(words, text);
    const same = got.filter((x) => ref.has(`${x.index}:${x.segment}`)).length;
    expect(same / got.length).toBeGreaterThan(0.95);
  });
});
