import { describe, expect, test } from 'vitest';
import { ask, fixedContext, FIXED_NOW } from './helpers/skill-context.js';
import { matchTimers } from '../skills/timers/skill.js';
import { resolveWhen } from '../skills/when/resolve.js';
import type { TimerRow } from '../skills/types.js';

const MIN = 60_000;
const NOW = FIXED_NOW.getTime(); // 15:30 in Berlin

function lastTimer(ctx: ReturnType<typeof fixedContext>): TimerRow {
  const rows = ctx.store.listTimers();
  return rows[rows.length - 1]!;
}

describe('setting timers', () => {
  test.each([
    ['set a timer for ten minutes', 10 * MIN, 'Timer set for 10 minutes.'],
    ['Set a timer for two and a half hours, please.', 150 * MIN, 'Timer set for 2 hours and 30 minutes.'],
    ['start a 5 minute timer', 5 * MIN, 'Timer set for 5 minutes.'],
    ['timer for an hour and a half', 90 * MIN, 'Timer set for 1 hour and 30 minutes.'],
    ['set a timer for twenty five seconds', 25_000, 'Timer set for 25 seconds.'],
    ['поставь таймер на полчаса', 30 * MIN, 'Таймер на 30 минут запущен.'],
    ['таймер на десять минут', 10 * MIN, 'Таймер на 10 минут запущен.'],
    ['поставь таймер на полтора часа', 90 * MIN, 'Таймер на 1 час 30 минут запущен.'],
    ['засеки одну минуту', MIN, 'Таймер на 1 минуту запущен.'],
    ['stell einen Timer auf zehn Minuten', 10 * MIN, 'Timer für 10 Minuten läuft.'],
    ['pon un temporizador de cinco minutos', 5 * MIN, 'Temporizador de 5 minutos en marcha.'],
  ])('%s', (q, ms, answer) => {
    const ctx = fixedContext();
    expect(ask(q, ctx)?.text).toBe(answer);
    expect(lastTimer(ctx)).toMatchObject({ kind: 'timer', dueAt: NOW + ms, createdAt: NOW, state: 'pending' });
  });

  test('a new timer is handed to the scheduler with its language', () => {
    const scheduled: [number, string | undefined][] = [];
    const ctx = fixedContext({ timers: { schedule: (row, lang) => scheduled.push([row.id, lang]), cancel: () => {} } });
    ask('таймер на 5 минут', ctx);
    expect(scheduled).toEqual([[1, 'ru']]);
  });
});

describe('setting reminders', () => {
  // Now is 15:30 local, so "at five" is 17:00 today and "at nine" is 21:00 today.
  test.each([
    ['remind me to call my mother at five', '2024-03-05T16:00:00.000Z', 'call my mother'],
    ['remind me at 17:30 to take the pills', '2024-03-05T16:30:00.000Z', 'take the pills'],
    ['remind me in 20 minutes to check the oven', '2024-03-05T14:50:00.000Z', 'check the oven'],
    ['remind me to check the oven in half an hour', '2024-03-05T15:00:00.000Z', 'check the oven'],
    ['remind me tomorrow at 9 to call the bank', '2024-03-06T08:00:00.000Z', 'call the bank'],
    ['remind me to water the plants at 7 am', '2024-03-06T06:00:00.000Z', 'water the plants'],
    ['remind me at 3 to feed the cat', '2024-03-06T02:00:00.000Z', 'feed the cat'],
    ['напомни позвонить маме в пять', '2024-03-05T16:00:00.000Z', 'позвонить маме'],
    ['напомни мне через 20 минут выключить плиту', '2024-03-05T14:50:00.000Z', 'выключить плиту'],
    ['напомни завтра в 9 утра позвонить в банк', '2024-03-06T08:00:00.000Z', 'позвонить в банк'],
    ['Напомни мне в 17:30 забрать посылку', '2024-03-05T16:30:00.000Z', 'забрать посылку'],
    ['erinnere mich um fünf Uhr, Mama anzurufen', '2024-03-05T16:00:00.000Z', 'Mama anzurufen'],
    ['erinnere mich in zehn Minuten an die Wäsche', '2024-03-05T14:40:00.000Z', 'die Wäsche'],
    ['recuérdame llamar a mi madre a las cinco de la tarde', '2024-03-05T16:00:00.000Z', 'llamar a mi madre'],
    ['recuérdame en 10 minutos sacar la basura', '2024-03-05T14:40:00.000Z', 'sacar la basura'],
  ])('%s', (q, dueIso, label) => {
    const ctx = fixedContext();
    expect(ask(q, ctx)?.skill).toBe('timers');
    const row = lastTimer(ctx);
    expect(row).toMatchObject({ kind: 'reminder', label });
    expect(new Date(row.dueAt).toISOString()).toBe(dueIso);
  });

  test('the confirmation says when and what', () => {
    expect(ask('remind me to call my mother at five', fixedContext())?.text).toBe("OK, I'll remind you at 17:00: call my mother.");
    expect(ask('напомни позвонить маме в пять', fixedContext())?.text).toBe('Хорошо, напомню в 17:00: позвонить маме.');
    expect(ask('remind me tomorrow at 9 to call the bank', fixedContext())?.text)
      .toBe("OK, I'll remind you tomorrow at 09:00: call the bank.");
  });

  test('a reminder without a time asks for one and stores nothing', () => {
    const ctx = fixedContext();
    expect(ask('remind me to call my mother', ctx)?.text).toMatch(/^When should I remind you/);
    expect(ctx.store.listTimers()).toHaveLength(0);
  });

  test('"at five" after 17:00 means five in the morning', () => {
    const evening = Date.parse('2024-03-05T17:00:00Z'); // 18:00 in Berlin
    const due = resolveWhen({ hour: 5, minute: 0 }, evening, 'Europe/Berlin');
    expect(new Date(due).toISOString()).toBe('2024-03-06T04:00:00.000Z');
  });

  test('"today at 9" in the past is reported, not scheduled', () => {
    const ctx = fixedContext();
    expect(ask('remind me today at 9 am to stretch', ctx)?.text).toBe('That time has already passed today.');
    expect(ctx.store.listTimers()).toHaveLength(0);
  });
});

describe('listing and cancelling', () => {
  function withTwo() {
    const ctx = fixedContext();
    ask('set a timer for ten minutes', ctx);
    ask('remind me to call my mother at five', ctx);
    return ctx;
  }

  test('lists pending timers and reminders soonest first', () => {
    expect(ask('what timers do I have', withTwo())?.text)
      .toBe('Pending: a timer for 10 minutes, 10 minutes left; at 17:00: call my mother.');
    expect(ask('какие у меня таймеры', withTwo())?.text).toBe('Запланировано: таймер на 10 минут, осталось 10 минут; в 17:00: call my mother.');
    expect(ask('what reminders do I have', withTwo())?.text).toBe('Pending: at 17:00: call my mother.');
  });

  test('says so when nothing is pending', () => {
    expect(ask('do I have any timers', fixedContext())?.text).toBe('You have no timers or reminders.');
  });

  test('cancels the only timer', () => {
    const ctx = withTwo();
    const cancelled: number[] = [];
    ctx.timers = { schedule: () => {}, cancel: (id) => cancelled.push(id) };
    expect(ask('cancel the timer', ctx)?.text).toBe('Cancelled.');
    expect(ctx.store.listTimers().map((r) => r.kind)).toEqual(['reminder']);
    expect(cancelled).toEqual([1]);
  });

  test('cancels a reminder by name in Russian', () => {
    const ctx = fixedContext();
    ask('напомни позвонить маме в пять', ctx);
    ask('напомни купить хлеб в шесть', ctx);
    expect(ask('отмени напоминание позвонить маме', ctx)?.text).toBe('Отменено.');
    expect(ctx.store.listTimers().map((r) => r.label)).toEqual(['купить хлеб']);
  });

  test('asks to be specific instead of guessing among several', () => {
    const ctx = fixedContext();
    ask('set a timer for ten minutes', ctx);
    ask('set a timer for five minutes', ctx);
    expect(ask('stop the timer', ctx)?.text).toMatch(/^You have 2 of those/);
    expect(ctx.store.listTimers()).toHaveLength(2);
    expect(ask('cancel all timers', ctx)?.text).toBe('Cancelled 2.');
    expect(ctx.store.listTimers()).toHaveLength(0);
  });

  test.each(['cancel the timer', 'отмени таймер', 'lösche den Timer', 'cancela el temporizador', 'Timer abbrechen'])(
    'cancel phrasing: %s', (q) => {
      expect(matchTimers(q)).toMatchObject({ type: 'cancel', kind: 'timer' });
    });
});
