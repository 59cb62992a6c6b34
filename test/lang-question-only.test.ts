/**
 * The languages Hearth reads questions in but does not speak (daemon/lang/question-only.ts), and telling an Adyghe
 * question from a Russian one (with daemon/lang/sound-alike.ts `inOwnSpelling`), which language detection cannot.
 */
import { describe, expect, test } from 'vitest';
import { isReadOnlyCueWord } from '../daemon/lang/question-only.js';
import { inOwnSpelling } from '../daemon/lang/sound-alike.js';

const adyghe = (question: string): boolean => inOwnSpelling(question) || question.split(' ').some(isReadOnlyCueWord);

describe('a question in a Cyrillic-script language Hearth reads but does not speak', () => {
  test.each([
    ['сирием цӏыфэу исыр зэкӏэмкӏи тхьапш'],
    ['къэзэнэкъо джэбэгъ сыд илъэсым къэхъугъ'],
    // No letter Russian lacks: its cue word tells.
    ['сингапур сыд океанхэм азыфагу ит'],
  ])('is told from Russian by its letters or the words it asks with: %s', (question) => {
    expect(adyghe(question)).toBe(true);
  });

  test.each([['сколько адыгов живёт в сирии'], ['где подъезд и какой объём']])('a Russian one is not (a hard sign before е, ё, ю, я is Russian): %s', (question) => {
    expect(adyghe(question)).toBe(false);
  });
});
