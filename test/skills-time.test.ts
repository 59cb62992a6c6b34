import { describe, expect, test } from 'vitest';
import { ask, fixedContext } from './helpers/skill-context.js';
import { findCity } from '../skills/time/cities.js';
import { zonedToEpoch, wallClock } from '../skills/clock.js';

describe('time skill', () => {
  const ctx = fixedContext();

  test.each([
    ['what time is it', "It's 15:30."],
    ["What's the time?", "It's 15:30."],
    ['который час', 'Сейчас 15:30.'],
    ['Сколько сейчас времени?', 'Сейчас 15:30.'],
    ['wie spät ist es', 'Es ist 15:30.'],
    ['¿Qué hora es?', 'Son las 15:30.'],
  ])('the time in the configured zone: %s', (q, a) => {
    expect(ask(q, ctx)).toMatchObject({ skill: 'time', text: a });
  });

  test.each([
    ["what's the date today", 'Today is Tuesday, March 5, 2024.'],
    ['какое сегодня число', 'Сегодня вторник, 5 марта 2024 года.'],
    ['welches Datum ist heute', 'Heute ist Dienstag, der 5. März 2024.'],
    ['qué día es hoy', 'Hoy es martes, 5 de marzo de 2024.'],
  ])('the date: %s', (q, a) => {
    expect(ask(q, ctx)?.text).toBe(a);
  });

  test.each([
    ['what time is it in Tokyo', "In Tokyo it's 23:30."],
    ['сколько времени в Москве', 'В Москве сейчас 17:30.'],
    ['который час в Нью-Йорке?', 'В Нью-Йорке сейчас 09:30.'],
    ['сколько сейчас времени в Лондоне', 'В Лондоне сейчас 14:30.'],
    ['wie spät ist es in Tokio', 'In Tokio ist es 23:30.'],
    ['qué hora es en Nueva York', 'En Nueva York son las 09:30.'],
  ])('the time in a named city: %s', (q, a) => {
    expect(ask(q, ctx)?.text).toBe(a);
  });

  test('a city already on the next day gets its weekday', () => {
    const late = fixedContext({ now: new Date('2024-03-05T22:00:00Z') });
    expect(ask('what time is it in Sydney', late)?.text).toBe("In Sydney it's 09:00, Wednesday.");
  });

  test('Russian city names are found through their case endings', () => {
    expect(findCity('Москве')?.zone).toBe('Europe/Moscow');
    expect(findCity('Санкт-Петербурге')?.zone).toBe('Europe/Moscow');
    expect(findCity('Афинах')?.zone).toBe('Europe/Athens');
    expect(findCity('нью йорке')?.zone).toBe('America/New_York');
    expect(findCity('Венеции')).toBeUndefined();
  });

  test('every city zone is one Intl knows', () => {
    for (const name of ['Tokyo', 'Kyiv', 'Buenos Aires', 'New Delhi', 'Reykjavik', 'Hong Kong']) {
      const city = findCity(name);
      expect(city, name).toBeDefined();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city!.zone })).not.toThrow();
    }
  });
});

describe('zone arithmetic', () => {
  test('a local time converts to the instant and back, across a DST change', () => {
    // Berlin switches to summer time on 2024-03-31; 12:00 local is 11:00 UTC before and 10:00 UTC after.
    expect(new Date(zonedToEpoch({ year: 2024, month: 3, day: 30, hour: 12, minute: 0 }, 'Europe/Berlin')).toISOString())
      .toBe('2024-03-30T11:00:00.000Z');
    expect(new Date(zonedToEpoch({ year: 2024, month: 3, day: 31, hour: 12, minute: 0 }, 'Europe/Berlin')).toISOString())
      .toBe('2024-03-31T10:00:00.000Z');
    expect(wallClock(Date.parse('2024-03-31T10:00:00Z'), 'Europe/Berlin')).toMatchObject({ hour: 12, day: 31 });
  });
});

describe('a city name several places share', () => {
  test('gives the time in each and asks which one', () => {
    const reply = ask('what time is it in Springfield', fixedContext());
    expect(reply?.text).toBe('There is more than one Springfield: Springfield, Illinois 08:30; Springfield, Massachusetts 09:30; Springfield, Oregon 06:30. Which one did you mean?');
  });
});
