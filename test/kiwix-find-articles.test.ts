/**
 * Which articles a question reaches in a book whose titles are listed (kiwix/find-articles.ts): matched in memory,
 * so no request is made and the client is never called.
 */
import { describe, expect, test } from 'vitest';
import { findArticles } from '../daemon/kiwix/find-articles.js';
import { KiwixClient } from '../daemon/kiwix/client.js';
import { planSearches } from '../daemon/kiwix/rewrite.js';
import type { Suggestion } from '../daemon/kiwix/parse.js';

const BOOK = 'wiki';
const titled = (...titles: string[]): Suggestion[] => titles.map((title) => ({ title, path: `A/${title.replace(/ /gu, '_')}` }));

async function found(question: string, titles: Suggestion[]): Promise<string[]> {
  const group = { lang: 'en', books: [{ book: BOOK, title: 'Wiki', languages: ['eng'], fullText: false }] };
  const never = new KiwixClient('http://127.0.0.1:9');
  const { candidates } = await findArticles(never, group, planSearches(question, 'en'), { left: 4 }, {}, (call) => call(), new Map([[BOOK, titles]]));
  return candidates.map((c) => c.title);
}

describe('a title said only by the noun a which-question asks by', () => {
  test('said in part, it names one answer of that kind, not the article asked about', async () => {
    const titles = await found('the word zebra which language does it come from', titled('Zebra', 'Arabic Language', 'Horse'));
    expect(titles).toContain('Zebra');
    expect(titles).not.toContain('Arabic Language');
  });

  test('said whole, it may hold the answer ("which bird is the smallest" over "Bird")', async () => {
    expect(await found('which bird is the smallest', titled('Bird', 'Arabic Language'))).toContain('Bird');
  });
});

describe("a listed indexed book's titles (the Adyghe Wikipedia's, listed for other spellings)", () => {
  const ADY = 'ady';
  async function foundIn(question: string, titles: Suggestion[]): Promise<string[]> {
    const group = { lang: 'ady', books: [{ book: ADY, title: 'Википедие', languages: ['ady'], fullText: true }] };
    const never = new KiwixClient('http://127.0.0.1:9');
    const plan = planSearches(question, 'ru');
    const { candidates } = await findArticles(never, group, plan, { left: 8 }, {}, (call) => call(), new Map(), new Map(), new Map([[ADY, titles]]));
    return candidates.map((c) => c.title);
  }

  test('are named by a Russian word with its own ending, which the prefix suggestions miss ("сирии" / "Сирие")', async () => {
    expect(await foundIn('сколько адыгов живёт в сирии', titled('Сирие', 'Израиль'))).toContain('Сирие');
  });

  test('are left to the suggestions for an Adyghe question, whose long words share their first letters ("адыгэу" / "Адыгэй")', async () => {
    expect(await foundIn('исраилым адыгэу сыд фэдиз щэпсэу', titled('Адыгэй'))).toEqual([]);
  });

  test('not read yet, name nothing: the turn goes on with what the requests found', async () => {
    const group = { lang: 'ady', books: [{ book: 'ady', title: 'Википедие', languages: ['ady'], fullText: true }] };
    const never = new KiwixClient('http://127.0.0.1:9');
    const plan = planSearches('сколько адыгов живёт в сирии', 'ru');
    const { candidates } = await findArticles(never, group, plan, { left: 8 }, {}, (call) => call(), new Map(), new Map(), new Map([['ady', undefined]]));
    expect(candidates).toEqual([]);
  });

  test('are not named by a Latin-script question ("pa" / "Main Page")', async () => {
    expect(await foundIn('by die ou veeboere watter geboortegeskenk het n seuntjie by sy pa gekry', titled('Main Page'))).toEqual([]);
  });
});
