/**
 * A name said in another case than its title, next to personal data, on a real whole-Wikipedia ZIM in
 * Cyrillic script (../shared/zim, Adyghe Wikipedia, asked in Russian): the boundary's local title check must
 * still find the title, or the world question is kept home. Its own managed kiwix-serve, one book.
 */
import { describe, expect, test } from 'vitest';
import { useRealZimHearth } from './helpers/real-zim.js';

const { present, ask } = useRealZimHearth(['wikipedia_ady_all_nopic_2026-02.zim'], 'inflected-name');

describe.skipIf(!present)('an inflected name next to personal data', () => {
  test('whose title the local book has, in its own case, goes to the book ("жену криса хемсворта" / "Крис Хемсворт")', async () => {
    const record = await ask('как зовут жену криса хемсворта');
    expect(record.route).toBe('zim');
  });

  test('that no local title explains stays personal', async () => {
    const record = await ask('как зовут жену ивана петрова');
    expect(record.route).toBe('personal');
  });

  test('a Russian word with "й" reaches the article that writes it ("кошехабльский район"): the index drops the mark', async () => {
    const record = await ask('что такое кошехабльский район');
    expect(record.route).toBe('zim');
    expect(record.evidence.map((e) => e.title)).toContain('Кощхьэблэ къедзыгъо');
  });
});

describe.skipIf(!present)('the cue that asks', () => {
  test('does not name an article: "сыд илъэсым" ("what year") reads "Мыекъуапэ", not the article "Илъэсым" leads to', async () => {
    // The book has a title "Илъэсым" ("in the year"), a redirect to an article on the Maeotians.
    const record = await ask('мыекъуапэ сыд илъэсым агъэпсыгъ');
    const titles = record.evidence.map((e) => e.title);
    expect(titles).toContain('Мыекъуапэ');
    expect(titles).not.toContain('Меот-Урым Ӏофыгъохэр');
  });
});

describe.skipIf(!present)('a name in its Russian spelling', () => {
  test('reaches the article of its Adyghe spelling ("баркука" / "Бэркъукъ")', async () => {
    const record = await ask('кто стал султаном после смерти баркука');
    expect(record.evidence.map((e) => e.title)).toContain('Бэркъукъ');
  });
});
