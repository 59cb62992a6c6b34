/**
 * The time-expression grammar (skills/when/) on spoken-style phrases in English, Russian, German and Spanish,
 * resolved at the fixed test time: Tuesday 2024-03-05 15:30 in Berlin. Each row names the phrase, the
 * expected local time ("Wed 09:00") and the words left over for the label.
 */
import { describe, expect, test } from 'vitest';
import { findWhen } from '../skills/when/parse.js';
import { resolveWhen } from '../skills/when/resolve.js';
import { normalize } from '../skills/text.js';
import { wordsToDigits } from '../skills/numbers.js';
import { FIXED_NOW, FIXED_ZONE } from './helpers/skill-context.js';

function local(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: FIXED_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }).format(new Date(ms));
}

function read(phrase: string, preferMorning = false): { at: string; rest: string } | null {
  const found = findWhen(wordsToDigits(normalize(phrase)).split(' '), { bareHour: preferMorning });
  if (!found) return null;
  return { at: local(resolveWhen(found.spec, FIXED_NOW.getTime(), FIXED_ZONE, { preferMorning })), rest: found.rest.join(' ') };
}

describe('clock times, days and parts of the day, in any order', () => {
  test.each([
    ['call mom at 6pm', 'Tue 5 Mar, 18:00', 'call mom'],
    ['call mom at 6:30pm', 'Tue 5 Mar, 18:30', 'call mom'],
    ['at 6:30 pm call mom', 'Tue 5 Mar, 18:30', 'call mom'],
    ['at 18:30 call mom', 'Tue 5 Mar, 18:30', 'call mom'],
    ['at half past six call mom', 'Tue 5 Mar, 18:30', 'call mom'],
    ['at quarter to seven', 'Tue 5 Mar, 18:45', ''],
    ['at twenty past six', 'Tue 5 Mar, 18:20', ''],
    ['tomorrow at 9 water the plants', 'Wed 6 Mar, 09:00', 'water the plants'],
    ['tomorrow at 9am water the plants', 'Wed 6 Mar, 09:00', 'water the plants'],
    ['water the plants tomorrow at 9', 'Wed 6 Mar, 09:00', 'water the plants'],
    ['tomorrow to water the plants at 9', 'Wed 6 Mar, 09:00', 'to water the plants'],
    ['on friday at noon pay rent', 'Fri 8 Mar, 12:00', 'pay rent'],
    ['next friday at noon', 'Fri 8 Mar, 12:00', ''],
    ['on tuesday at 9', 'Tue 12 Mar, 09:00', ''],
    ['in an hour check the oven', 'Tue 5 Mar, 16:30', 'check the oven'],
    ['in 20 minutes', 'Tue 5 Mar, 15:50', ''],
    ['tonight take out the bins', 'Tue 5 Mar, 20:00', 'take out the bins'],
    ['tomorrow morning', 'Wed 6 Mar, 09:00', ''],
    ['on july 4th at 10', 'Thu 4 Jul, 10:00', ''],
    ['at midnight', 'Wed 6 Mar, 00:00', ''],
    ['позвонить маме в 18:30', 'Tue 5 Mar, 18:30', 'позвонить маме'],
    ['завтра в 9 утра полить цветы', 'Wed 6 Mar, 09:00', 'полить цветы'],
    ['в половине седьмого', 'Tue 5 Mar, 18:30', ''],
    ['без четверти семь', 'Tue 5 Mar, 18:45', ''],
    ['в пятницу в полдень', 'Fri 8 Mar, 12:00', ''],
    ['через полчаса', 'Tue 5 Mar, 16:00', ''],
    ['в 6 вечера', 'Tue 5 Mar, 18:00', ''],
    ['morgen um 9 die Blumen gießen', 'Wed 6 Mar, 09:00', 'die blumen giessen'],
    ['um halb sieben', 'Tue 5 Mar, 18:30', ''],
    ['um viertel nach sechs', 'Tue 5 Mar, 18:15', ''],
    ['um 18 Uhr 30', 'Tue 5 Mar, 18:30', ''],
    ['am Freitag um 12', 'Fri 8 Mar, 12:00', ''],
    ['morgen früh', 'Wed 6 Mar, 09:00', ''],
    ['in einer Stunde', 'Tue 5 Mar, 16:30', ''],
    ['a las seis y media de la tarde', 'Tue 5 Mar, 18:30', ''],
    ['a las siete menos cuarto', 'Tue 5 Mar, 18:45', ''],
    ['mañana a las 9 regar las plantas', 'Wed 6 Mar, 09:00', 'regar las plantas'],
    ['el viernes al mediodía', 'Fri 8 Mar, 12:00', 'al'],
    ['en una hora', 'Tue 5 Mar, 16:30', ''],
    ['dentro de 10 minutos', 'Tue 5 Mar, 15:40', ''],
  ])('%s -> %s', (phrase, at, rest) => {
    expect(read(phrase)).toEqual({ at, rest });
  });
});

describe('alarm readings (an hour without am/pm is in the morning)', () => {
  test.each([
    ['for 7', 'Wed 6 Mar, 07:00'],
    ['at six tomorrow', 'Wed 6 Mar, 06:00'],
    ['for half past seven', 'Wed 6 Mar, 07:30'],
    ['на 7 утра', 'Wed 6 Mar, 07:00'],
    ['auf 6 Uhr', 'Wed 6 Mar, 06:00'],
    ['a las 7 y media', 'Wed 6 Mar, 07:30'],
    ['for 7 every weekday', 'Wed 6 Mar, 07:00'],
    ['at 10 on saturday', 'Sat 9 Mar, 10:00'],
  ])('%s -> %s', (phrase, at) => {
    expect(read(phrase, true)?.at).toBe(at);
  });
});

describe('not time expressions', () => {
  test.each(['buy 2 apples', 'call mom', 'take 5 pills', 'the 6 nations', 'page 18'])('%s has no time', (phrase) => {
    expect(findWhen(wordsToDigits(normalize(phrase)).split(' '))).toBeNull();
  });
});
