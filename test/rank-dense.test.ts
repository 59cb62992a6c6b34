/**
 * The fast paths in daemon/text/rank.ts give the same results as the plain definitions they replace:
 * sentence splitting in batches vs one paragraph at a time, and dictionary-word matching on spans around
 * occurrences vs segmenting whole passages. Chinese, Japanese and Thai fixtures, plus mixed scripts.
 */
import { describe, expect, test } from 'vitest';
import { collapseWhitespace, rankPassages, sameWord, sentences, splitPassages, withFinalStop } from '../daemon/text/rank.js';
import { matchWords, normalizeWord, wordTokens } from '../daemon/lang/words.js';

const ZH = `今年以来，市园林部门在老城区新建了三十座口袋公园，为周边居民提供了更多休闲空间。
这些公园面积大多在一千平方米以内，利用闲置地块和街角空地改造而成，配有座椅、健身器材和儿童游乐设施。
园林部门负责人表示，明年还将再建五十座，争取让居民出门步行五分钟就能到达一座公园。

大熊猫是中国特有的哺乳动物，主要栖息在四川、陕西和甘肃的山区竹林中。
大熊猫的食物百分之九十九是竹子，一只成年大熊猫每天要吃十二到三十八公斤的竹子。
经过几十年的保护，野生大熊猫的数量已经增加到一千八百多只，其保护级别也从濒危降为易危。
本软件支持主流的Linux发行版。安装前请确认系统已经安装了运行环境（Python 3.10），并且拥有管理员权限。`;

const JA = `市立中央図書館の新館が駅前の再開発ビルに開館し、初日から多くの市民が訪れた。
新館の蔵書は約三十万冊で、旧館の一・五倍に増えた。開館時間も午後九時まで延長され、仕事帰りにも利用しやすくなった。
館内には子ども向けの読み聞かせスペースや、パソコンを使える学習室も設けられている。
市は年間の来館者数を百万人と見込んでおり、「東京タワー」のような観光名所にしたいという。`;

const TH = `กรุงเทพมหานครเปิดใช้เส้นทางจักรยานเลียบแม่น้ำเจ้าพระยาระยะทางแปดกิโลเมตรอย่างเป็นทางการเมื่อวันอาทิตย์ที่ผ่านมา
เส้นทางนี้เชื่อมต่อสวนสาธารณะสามแห่งและท่าเรือโดยสารหลายจุด ทำให้ประชาชนสามารถปั่นจักรยานไปทำงานได้สะดวกขึ้น
ผู้ว่าราชการกรุงเทพมหานครกล่าวว่าจะขยายเส้นทางเพิ่มอีกสิบกิโลเมตรภายในปีหน้า ปี2567 มีผู้ใช้ 12,000 คน`;

const MIXED = `The survey (2024年) counted 1,234 visitors. Mr. Smith said: "Really?Yes." e.g. at 3.5 km!

Ёлка в парке — «самая высокая».   Tabs\tand  spaces.\r\nहिन्दी में लिखा। 서울2024 한국어 문장입니다.`;

/** splitPassages as first written: each paragraph segmented into sentences on its own. */
function splitOneParagraphAtATime(text: string, minChars: number, maxChars: number): string[] {
  const out: string[] = [];
  let current = '';
  const flush = (): void => {
    if (current.length > 0) out.push(current);
    current = '';
  };
  for (const paragraph of text.split(/\n+/u)) {
    for (const raw of sentences(collapseWhitespace(paragraph))) {
      let s = raw;
      if (s.length > maxChars) {
        const slice = s.slice(0, maxChars - 1);
        const space = slice.lastIndexOf(' ');
        s = `${(space > maxChars / 2 ? slice.slice(0, space) : slice).trimEnd()}…`;
      }
      s = withFinalStop(s);
      if (current.length > 0 && current.length + 1 + s.length > maxChars) flush();
      current = current.length === 0 ? s : `${current} ${s}`;
      if (current.length >= minChars) flush();
    }
  }
  flush();
  return out;
}

/**
 * The matching rule with whole passages segmented: a question word is in a passage when a page word starting
 * at one of the first three occurrences of its shortest prefix key matches it (sameWord).
 */
function referenceHolds(query: string, passage: string): boolean[] {
  const norm = normalizeWord(passage);
  const words = new Map(wordTokens(norm).map((w) => [w.index, w.norm]));
  return [...new Set(matchWords(query))].map((term) => {
    const chars = [...term];
    const key = chars.length < 3 ? term : chars.slice(0, Math.max(3, chars.length - 3)).join('');
    let from = 0;
    for (let tries = 0; tries < 3; tries++) {
      const at = norm.indexOf(key, from);
      if (at < 0) return false;
      from = at + 1;
      const word = words.get(at);
      if (word !== undefined && sameWord(term, word)) return true;
    }
    return false;
  });
}

/** rankPassages' scoring (IDF over the pool, lead prior) on top of referenceHolds. */
function referenceRank(query: string, passages: readonly string[]): { index: number; matched: number }[] {
  const holds = passages.map((p) => referenceHolds(query, p));
  const terms = holds[0]?.length ?? 0;
  const n = passages.length;
  const weights = Array.from({ length: terms }, (_, t) => {
    const d = holds.filter((h) => h[t]).length;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return holds
    .map((h, i) => {
      const got = h.reduce((sum, yes, t) => sum + (yes ? weights[t]! : 0), 0);
      const score = (total > 0 ? got / total : 0) + 0.5 / (1 + i) / Math.max(1, terms);
      return { index: i, matched: h.filter(Boolean).length, score };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index, matched }) => ({ index, matched }));
}

/** Every page word of the text, and pairs of them, as questions. */
function questionsFrom(text: string): string[] {
  const words = [...new Set(matchWords(text))];
  return words.map((w, i) => `${w} ${words[(i * 7 + 3) % words.length]}${words[(i * 13 + 5) % words.length]}`);
}

describe('splitPassages in batches', () => {
  test.each([
    ['Chinese', ZH],
    ['Japanese', JA],
    ['Thai', TH],
    ['mixed scripts and odd whitespace', MIXED],
  ])('gives the same passages as one paragraph at a time: %s', (_, text) => {
    for (const [min, max] of [
      [1, 60],
      [40, 300],
      [180, 1200],
    ] as const) {
      expect(splitPassages(text, { minChars: min, maxChars: max })).toEqual(splitOneParagraphAtATime(text, min, max));
    }
  });

  test('gives the same passages on a page of many paragraphs spanning several batches', () => {
    const page = Array.from({ length: 60 }, (_, i) => [ZH, JA, TH, MIXED][i % 4]).join('\n\n');
    expect(splitPassages(page, { minChars: 180, maxChars: 900 })).toEqual(splitOneParagraphAtATime(page, 180, 900));
  });
});

describe('rankPassages on scripts without spaces', () => {
  test.each([
    ['Chinese', ZH],
    ['Japanese', JA],
    ['Thai', TH],
    ['mixed scripts', `${ZH}\n${MIXED}`],
  ])('matches the whole-passage segmentation for every word of the text as a question: %s', (_, text) => {
    const passages = splitPassages(text, { minChars: 1, maxChars: 200 });
    for (const q of questionsFrom(text)) expect(rankPassages(q, passages).map(({ index, matched }) => ({ index, matched }))).toEqual(referenceRank(q, passages));
  });

  test('checks a single-character question word at word boundaries only', () => {
    // '长' is a word of the question, not of "最长" or "长江"; '长' alone after "有多" is.
    const ranked = rankPassages('长', ['长江是中国最长的河流。', '这条河有多长？长。']);
    expect(ranked.find((r) => r.index === 0)?.matched).toBe(0);
    expect(ranked.find((r) => r.index === 1)?.matched).toBe(1);
  });

  test('gives the same answer for a repeated clause as for its first copy', () => {
    const passages = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? '长江是中国最长的河流，全长约六千三百公里。' : '春天的时候，公园里开满了各种颜色的花。'));
    const ranked = rankPassages('长江有多长', passages);
    for (const r of ranked) expect(r.matched).toBe(r.index % 2 === 0 ? 1 : 0);
  });

  test('keeps the ranked order recorded before the span rewrite on a CJK and Thai pool', () => {
    // Orders recorded with the previous implementation (per-passage windows of 8 characters).
    const pool = [ZH, JA, TH].flatMap((t) => splitPassages(t, { minChars: 40, maxChars: 300 }));
    const order = (q: string): number[] => rankPassages(q, pool).map((r) => r.index);
    expect(rankPassages('大熊猫吃什么', pool).slice(0, 2).map((r) => r.matched)).toEqual([2, 1]);
    expect(pool).toHaveLength(12);
    expect(order('大熊猫吃什么')).toEqual(RECORDED['大熊猫吃什么']);
    expect(order('新館の蔵書は何冊')).toEqual(RECORDED['新館の蔵書は何冊']);
    expect(order('公园有多少座')).toEqual(RECORDED['公园有多少座']);
    expect(order('เส้นทางจักรยาน')).toEqual(RECORDED['เส้นทางจักรยาน']);
  });
});

const RECORDED: Record<string, number[]> = {
  大熊猫吃什么: [3, 4, 0, 1, 2, 5, 6, 7, 8, 9, 10, 11],
  新館の蔵書は何冊: [6, 7, 8, 0, 1, 2, 3, 4, 5, 9, 10, 11],
  公园有多少座: [0, 2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  เส้นทางจักรยาน: [9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8],
};
