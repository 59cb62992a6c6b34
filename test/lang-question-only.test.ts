/**
 * The languages Hearth reads questions in but does not speak (daemon/lang/question-only.ts): telling an Adyghe
 * question from a Russian one, which language detection cannot.
 */
import { describe, expect, test } from 'vitest';
import { writesReadOnlyCyrillic } from '../daemon/lang/question-only.js';

describe('a question in a Cyrillic-script language Hearth reads but does not speak', () => {
  test.each([
    ['сирием цӏыфэу исыр зэкӏэмкӏи тхьапш'],
    ['къэзэнэкъо джэбэгъ сыд илъэсым къэхъугъ'],
    ['сингапур сыд океанхэм азыфагу ит'],
  ])('is told from Russian by its letters or the words it asks with: %s', (question) => {
    expect(writesReadOnlyCyrillic(question.split(' '))).toBe(true);
  });

  test.each([['сколько адыгов живёт в сирии'], ['где подъезд и какой объём']])('a Russian one is not (a hard sign before е, ё, ю, я is Russian): %s', (question) => {
    expect(writesReadOnlyCyrillic(question.split(' '))).toBe(false);
  });
});
