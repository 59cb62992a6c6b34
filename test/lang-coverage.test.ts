/**
 * Every language the boundary claims has every table of daemon/lang/, or an explicit gap with a reason in
 * daemon/lang/gaps.ts; and a gap is only listed where the table really is empty.
 */
import { describe, expect, test } from 'vitest';
import { COVERED_LANGUAGES } from '../daemon/boundary/index.js';
import { GAPS, isGap } from '../daemon/lang/gaps.js';
import { LANGUAGES, type LanguageWords } from '../daemon/lang/index.js';

/** The word tables every language must fill (detectLetters is optional: English has no letters of its own). */
const TABLES: readonly (keyof LanguageWords)[] = [
  'functionWords', 'interrogatives', 'questionWords', 'answerCues', 'measureHints', 'frameWords', 'kindNames',
  'kindWords', 'firstPerson', 'detectWords', 'abbreviations', 'endings', 'courtesy', 'skillHints',
  'whichWords', 'countCues', 'numberWords', 'relations', 'particles', 'particleObjects', 'speech', 'nameCues',
];

function isEmpty(table: unknown): boolean {
  if (Array.isArray(table)) return table.length === 0;
  if (table !== null && typeof table === 'object') return Object.values(table).every((v) => isEmpty(v));
  return table === undefined;
}

describe('language coverage', () => {
  test('the languages with tables are exactly the ones the boundary knows', () => {
    expect(new Set(LANGUAGES.map((l) => l.code))).toEqual(new Set(COVERED_LANGUAGES));
  });

  for (const { code, words } of LANGUAGES) {
    for (const table of TABLES) {
      test(`${code} ${table}: filled, or a documented gap that is empty`, () => {
        expect(isEmpty(words[table]), `${code}.${table} is ${isGap(code, table) ? 'listed as a gap but filled' : 'empty without a gap'}`).toBe(isGap(code, table));
      });
    }
  }

  test.each(LANGUAGES.map((l) => [l.code, l.words.smallNumbers] as const))('%s smallNumbers: two to twelve, one word each', (_code, numbers) => {
    // A missing or extra word would shift every value after it (text/answer-type.ts reads them by position).
    expect(numbers).toHaveLength(11);
    expect(new Set(numbers).size).toBe(11);
  });

  test('every gap names a covered language and gives a reason', () => {
    for (const gap of GAPS) {
      expect(COVERED_LANGUAGES.has(gap.lang), gap.lang).toBe(true);
      expect(gap.reason.length, `${gap.lang}.${gap.table}`).toBeGreaterThan(20);
    }
  });
});

describe("Hearth's own sentences", () => {
  for (const { code, phrases } of LANGUAGES) {
    test(`${code} has every sentence`, () => {
      for (const [group, table] of Object.entries(phrases)) {
        for (const [key, text] of Object.entries(table as Record<string, string>)) expect(text.trim(), `${code}.${group}.${key}`).not.toBe('');
      }
      expect(phrases.phraser.notSaidTitled).toContain('{title}');
    });

    test(`${code} promises a "remember that" frame only where the notes skill listens for one`, () => {
      const promises = /[«„"].*(?:…|\.\.\.)/u;
      expect(promises.test(phrases.store.nothingYet), phrases.store.nothingYet).toBe(!isGap(code, 'rememberHint'));
      expect(promises.test(phrases.chain.dontKnowPersonal), phrases.chain.dontKnowPersonal).toBe(!isGap(code, 'rememberHint'));
    });
  }

  test('no two languages share a sentence where the languages differ (each is written, not copied)', () => {
    const seen = new Map<string, string>();
    for (const { code, phrases } of LANGUAGES) {
      const text = phrases.store.cannotSave;
      expect(seen.get(text), `${code} repeats ${seen.get(text)}`).toBeUndefined();
      seen.set(text, code);
    }
  });
});
