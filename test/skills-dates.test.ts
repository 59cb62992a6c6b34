/** Dates at the fixed test time (Tuesday 2024-03-05 15:30, Berlin), in four languages. */
import { afterEach, describe, expect, test } from 'vitest';
import { openHarness, type Harness } from './helpers/skill-harness.js';
import { isoWeek } from '../skills/dates/skill.js';

let h: Harness;
afterEach(() => h?.close());

describe('dates', () => {
  test.each([
    ['what day is it tomorrow', 'Wednesday, March 6.'],
    ["what's the date tomorrow", 'Wednesday, March 6.'],
    ["what's the date next friday", 'Friday, March 8.'],
    ['what day of the week is July 4th', 'Thursday, July 4.'],
    ['what day is christmas', 'Wednesday, December 25.'],
    ['how many days until christmas', '295 days, until Wednesday, December 25.'],
    ['how many days until new year', '302 days, until Wednesday, January 1, 2025.'],
    ['what week is it', "It's week 10."],
    ['какое число будет завтра', 'Среда, 6 марта.'],
    ['какой день недели будет 9 мая', 'Четверг, 9 мая.'],
    ['сколько дней до нового года', 'Осталось дней: 302, до среда, 1 января 2025 года.'],
    ['какая сейчас неделя', 'Сейчас 10-я неделя.'],
    ['welcher Tag ist morgen', 'Mittwoch, der 6. März.'],
    ['welcher Wochentag ist der 1. Mai', 'Mittwoch, der 1. Mai.'],
    ['wie viele Tage bis Weihnachten', 'Noch 295 Tage, bis Mittwoch, der 25. Dezember.'],
    ['in welcher Kalenderwoche sind wir', 'Wir haben Kalenderwoche 10.'],
    ['qué día es mañana', 'Miércoles, 6 de marzo.'],
    ['qué día de la semana es el 25 de diciembre', 'Miércoles, 25 de diciembre.'],
    ['cuántos días faltan para navidad', 'Faltan 295 días, hasta el miércoles, 25 de diciembre.'],
    ['qué semana es', 'Estamos en la semana 10.'],
    ['next friday', 'Friday, March 8.'],
    ['в следующую пятницу', 'Пятница, 8 марта.'],
  ])('%s', async (q, want) => {
    h = openHarness();
    expect(await h.ask(q)).toEqual({ skill: 'dates', text: want });
  });

  test('days until my birthday reads the birthday from the notes', async () => {
    h = openHarness();
    await h.ask('remember that my birthday is on May 3');
    expect((await h.ask('how many days until my birthday'))?.text).toBe('59 days, until Friday, May 3.');
  });

  test('without a birthday note it says how to tell it', async () => {
    h = openHarness();
    expect((await h.ask('сколько дней до моего дня рождения'))?.text).toMatch(/^Я пока не знаю/);
  });

  test.each(['what day did the titanic sink', 'how many days are in a leap year', 'what day is good for a wedding'])('not a date question: %s', async (q) => {
    h = openHarness();
    expect((await h.ask(q))?.skill).not.toBe('dates');
  });

  test.each([
    [{ year: 2024, month: 1, day: 1 }, 1],
    [{ year: 2021, month: 1, day: 3 }, 53],
    [{ year: 2024, month: 12, day: 30 }, 1],
  ])('ISO week of %o is %i', (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });
});
