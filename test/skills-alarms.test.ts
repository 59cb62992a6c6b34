/**
 * Alarms through the real skills and a real store file, at the fixed test time (Tuesday 2024-03-05 15:30,
 * Berlin): spoken-style phrasings in four languages, listing, cancelling one or all (with the follow-up
 * question), stop and snooze against a scheduler that is ringing.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { openHarness, type Harness } from './helpers/skill-harness.js';
import type { TimerRow, TimerSink } from '../skills/types.js';

let h: Harness;
afterEach(() => h?.close());

function alarmsOf(harness: Harness): string[] {
  return harness.store.listTimers().filter((r) => r.kind === 'alarm').map((r) => new Date(r.dueAt).toISOString());
}

describe('setting an alarm', () => {
  test.each([
    ['set an alarm for half past seven', '2024-03-06T06:30:00.000Z'],
    ['wake me at six', '2024-03-06T05:00:00.000Z'],
    ['wake me up at 6:45 tomorrow', '2024-03-06T05:45:00.000Z'],
    ['set an alarm for 7 pm', '2024-03-05T18:00:00.000Z'],
    ['alarm at quarter to seven', '2024-03-06T05:45:00.000Z'],
    ['set an alarm for friday at 8', '2024-03-08T07:00:00.000Z'],
    ['wake me up in 8 hours', '2024-03-05T22:30:00.000Z'],
    ['разбуди меня в семь утра', '2024-03-06T06:00:00.000Z'],
    ['поставь будильник на половину восьмого', '2024-03-06T06:30:00.000Z'],
    ['поставь будильник на 6:30 завтра', '2024-03-06T05:30:00.000Z'],
    ['weck mich um halb sieben', '2024-03-06T05:30:00.000Z'],
    ['stell einen Wecker für 7 Uhr', '2024-03-06T06:00:00.000Z'],
    ['stell mir einen Wecker auf morgen um sechs', '2024-03-06T05:00:00.000Z'],
    ['despiértame a las siete y media', '2024-03-06T06:30:00.000Z'],
    ['pon una alarma a las 6 de la mañana', '2024-03-06T05:00:00.000Z'],
    ['pon una alarma para mañana a las 8', '2024-03-06T07:00:00.000Z'],
  ])('%s', async (q, due) => {
    h = openHarness();
    expect((await h.ask(q))?.skill).toBe('alarms');
    expect(alarmsOf(h)).toEqual([due]);
  });

  test('the reply says when it will ring', async () => {
    h = openHarness();
    expect((await h.ask('set an alarm for half past seven'))?.text).toBe('Alarm set: tomorrow at 07:30.');
  });

  test('an alarm every weekday stores the weekday mask and rings next on Wednesday', async () => {
    h = openHarness();
    expect((await h.ask('set an alarm for 7 every weekday'))?.text).toMatch(/every weekday, 07:00/);
    const [row] = h.store.listTimers();
    expect(row).toMatchObject({ kind: 'alarm', repeatDays: 0b0111110 });
    expect(new Date(row!.dueAt).toISOString()).toBe('2024-03-06T06:00:00.000Z');
  });

  test('without a time it asks for one, and the next turn answers', async () => {
    h = openHarness();
    expect((await h.ask('set an alarm'))?.text).toBe('For what time?');
    expect((await h.ask('7:15'))?.text).toBe('Alarm set: tomorrow at 07:15.');
  });
});

describe('listing and cancelling alarms', () => {
  test('lists alarms soonest first', async () => {
    h = openHarness();
    await h.ask('wake me at 7');
    await h.ask('set an alarm for 6');
    expect((await h.ask('what alarms do I have'))?.text).toBe('Alarms: an alarm tomorrow at 06:00; an alarm tomorrow at 07:00.');
    expect((await h.ask('какие у меня будильники'))?.skill).toBe('alarms');
  });

  test('cancels the alarm at a named time', async () => {
    h = openHarness();
    await h.ask('wake me at 7');
    await h.ask('set an alarm for 6');
    expect((await h.ask('cancel the 7 am alarm'))?.text).toBe('Alarm cancelled.');
    expect(alarmsOf(h)).toEqual(['2024-03-06T05:00:00.000Z']);
  });

  test('asks which one, and "all of them" cancels both', async () => {
    h = openHarness();
    await h.ask('wake me at 7');
    await h.ask('set an alarm for 6');
    expect((await h.ask('cancel my alarm'))?.text).toMatch(/^Which one/);
    expect((await h.ask('all of them'))?.text).toBe('2 alarms cancelled.');
    expect(alarmsOf(h)).toEqual([]);
  });

  test('"the second one" cancels the later alarm', async () => {
    h = openHarness();
    await h.ask('wake me at 7');
    await h.ask('set an alarm for 6');
    await h.ask('lösche den Wecker');
    expect((await h.ask('den zweiten'))?.text).toBe('Wecker gelöscht.');
    expect(alarmsOf(h)).toEqual(['2024-03-06T05:00:00.000Z']);
  });
});

describe('stop and snooze', () => {
  function ringingSink(row: TimerRow): TimerSink & { stops: number } {
    let ringing = [row];
    const sink = {
      stops: 0,
      schedule: () => {},
      cancel: () => {},
      ringing: () => ringing,
      stopRinging: () => {
        sink.stops++;
        const n = ringing.length;
        ringing = [];
        return n;
      },
    };
    return sink;
  }

  test.each(['stop', 'stop the alarm', 'стоп', 'выключи будильник', 'Wecker aus', 'apaga la alarma'])('"%s" stops a ringing alarm', async (q) => {
    h = openHarness();
    const sink = ringingSink({ id: 1, kind: 'alarm', label: '', dueAt: 0, createdAt: 0, state: 'fired' });
    h.ctx.timers = sink;
    expect((await h.ask(q))?.skill).toBe('alarms');
    expect(sink.stops).toBe(1);
  });

  test('"stop" with nothing ringing says so', async () => {
    h = openHarness();
    expect((await h.ask('stop'))?.text).toBe('Nothing is ringing.');
  });

  test.each([
    ['snooze', '15:39'],
    ['five more minutes', '15:35'],
    ['ещё 10 минут', '15:40'],
    ['noch 5 Minuten', '15:35'],
    ['5 minutos más', '15:35'],
  ])('"%s" snoozes until %s', async (q, until) => {
    h = openHarness();
    h.ctx.timers = ringingSink({ id: 1, kind: 'alarm', label: '', dueAt: 0, createdAt: 0, state: 'fired' });
    expect((await h.ask(q))?.text).toContain(until);
    expect(h.store.listTimers().filter((r) => r.kind === 'alarm')).toHaveLength(1);
  });
});

describe('not alarms', () => {
  test.each(['how do alarm clocks work', "what's the alarm code", 'who invented the alarm clock', 'wie funktioniert ein Wecker', 'wake me up inside lyrics'])(
    '%s', async (q) => {
      h = openHarness();
      expect((await h.ask(q))?.skill).not.toBe('alarms');
    });
});
