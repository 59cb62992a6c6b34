/**
 * Pooled passage ranking and selection across pages (daemon/grounding/select.ts): pure functions, no I/O.
 */
import { describe, expect, it } from 'vitest';
import { cutWithEllipsis, selectPassages, shareBudget, type PageText } from '../daemon/grounding/select.js';
import { isNearDuplicate, SAME_PASSAGE_JACCARD } from '../daemon/lang/dedup.js';

const filler = (topic: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `Paragraph ${i} about ${topic} covers local history, trade routes and old customs in some detail.`).join('\n\n');

const opts = { maxCharsPerPage: 900, budgetChars: 2400 };

describe('selectPassages', () => {
  it('puts the passage that answers first, even mid-page', () => {
    const page: PageText = { text: `${filler('rivers', 6)}\n\nThe deepest point of the lake was measured at 230 metres by sonar.\n\n${filler('hills', 6)}` };
    const [first] = selectPassages('how deep is the lake', [page], opts);
    expect(first?.passages[0]).toContain('230 metres');
  });

  it('never puts a newline inside a passage', () => {
    const page: PageText = { text: `Line one about lakes\nline two about lakes\n\n${filler('lakes', 10)}` };
    for (const s of selectPassages('lakes', [page], opts)) for (const p of s.passages) expect(p).not.toMatch(/\n/u);
  });

  it('keeps passages within 180-1200 characters and under the page cap', () => {
    const page: PageText = { text: filler('lakes', 40) };
    const [s] = selectPassages('lakes history', [page], { maxCharsPerPage: 5000, budgetChars: 10_000 });
    for (const p of s!.passages.slice(0, -1)) {
      expect(p.length).toBeGreaterThanOrEqual(180);
      expect(p.length).toBeLessThanOrEqual(1200);
    }
    const [capped] = selectPassages('lakes history', [page], opts);
    expect(capped!.text.length).toBeLessThanOrEqual(900);
  });

  it('ranks one pool across pages: the page with the rare answering word wins', () => {
    const a: PageText = { text: filler('the lake', 8) };
    const b: PageText = { text: `${filler('the lake', 3)}\n\nThe lake's maximum depth is 230 metres, measured by sonar in the survey of the lake.` };
    const out = selectPassages('maximum depth of the lake', [a, b], opts);
    expect(out[0]?.page).toBe(1);
  });

  it('counts syndicated text once: a page that only duplicates a better one contributes nothing', () => {
    const text = `${filler('the loch', 3)}\n\nLoch Ness is 230 metres deep at its deepest point, a new survey found this week.`;
    const out = selectPassages('how deep is loch ness', [{ text }, { text: text.replace('this week', 'this  week') }], opts);
    expect(out).toHaveLength(1);
    expect(out[0]?.page).toBe(0);
  });

  it('takes a passage a page repeats word for word only once', () => {
    const repeated = 'The crlfDelay option sets how long to wait between a carriage return and a line feed when reading a file line by line, '
      + 'so that a file with Windows line endings is read as one line per line and not as two lines with an empty one between.';
    const other = 'Event emitters call every listener registered for an event in the order the listeners were added, and a listener '
      + 'added with once is removed after its first call, which keeps a stream from handling its end twice.';
    const page: PageText = { text: `${repeated}\n\n${other}\n\n${repeated}` };
    const [only] = selectPassages('reading a file line by line', [page], opts);
    const copies = only?.passages.filter((p) => p.includes('crlfDelay')) ?? [];
    expect(copies).toHaveLength(1);
  });

  it('skips passages that match no question word', () => {
    const out = selectPassages('volcano eruption', [{ text: filler('lakes', 5) }], opts);
    expect(out).toEqual([]);
  });

  it('matches inflected forms by prefix (Russian)', () => {
    const page: PageText = { text: `${filler('реки', 3)}\n\nМаксимальная глубина Байкала составляет 1642 метра.` };
    const [s] = selectPassages('глубина байкал', [page], opts);
    expect(s?.passages[0]).toContain('1642');
  });

  it('finds a Chinese answer through dictionary word breaks', () => {
    const zh = Array.from({ length: 10 }, (_, i) => `第${i}段介绍了这个地区的历史和文化，以及当地的传统节日。`).join('\n\n');
    const page: PageText = { text: `${zh}\n\n长江全长约六千三百公里，是中国最长的河流。\n\n${zh}` };
    const [s] = selectPassages('长江有多长', [page], opts);
    expect(s?.passages[0]).toContain('六千三百公里');
  });
});

describe('budget sharing', () => {
  it('gives short lines all they need and splits the rest evenly among the long ones', () => {
    expect(shareBudget([100, 1000, 900], 1200)).toEqual([100, 550, 550]);
    expect(shareBudget([100, 200, 300], 2400)).toEqual([100, 200, 300]);
  });

  it('cuts only the overflowing pages, ending them with an ellipsis', () => {
    const long = (w: string): PageText => ({ text: Array.from({ length: 12 }, (_, i) => `The ${w} fact number ${i} is stated here in a full sentence about lakes.`).join(' ') });
    const short: PageText = { text: 'A short page says the lake is deep and cold all year round, and that is the whole of the page about lakes.' };
    const out = selectPassages('lakes', [long('first'), short, long('second')], { maxCharsPerPage: 900, budgetChars: 1200 });
    const byPage = new Map(out.map((s) => [s.page, s]));
    expect(byPage.get(1)?.cut).toBe(false);
    expect(byPage.get(1)?.text).toBe(short.text);
    for (const p of [0, 2]) {
      expect(byPage.get(p)?.cut).toBe(true);
      expect(byPage.get(p)?.text.endsWith('…')).toBe(true);
    }
    expect(out.reduce((n, s) => n + s.text.length, 0)).toBeLessThanOrEqual(1200);
  });

  it('cutWithEllipsis keeps whole sentences and stays within the allowance', () => {
    const out = cutWithEllipsis(['One sentence here. Two sentence here. Three sentence here.'], 40);
    expect(out).toBe('One sentence here. Two sentence here. …');
    expect(out.length).toBeLessThanOrEqual(40);
  });
});

describe('isNearDuplicate', () => {
  it('is true at Jaccard >= 0.9 and false below', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(isNearDuplicate(new Set(words), new Set([...words.slice(0, 18), 'x', 'y']), SAME_PASSAGE_JACCARD)).toBe(false); // 18/22
    expect(isNearDuplicate(new Set(words), new Set([...words, 'x', 'y']), SAME_PASSAGE_JACCARD)).toBe(true); // 20/22 = 0.909
  });
});
