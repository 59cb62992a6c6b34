/**
 * Cancel flows that follow up on their own question, and notes stored once. Real skills, real store file.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { openHarness, type Harness } from './helpers/skill-harness.js';
import { FollowUpMemory } from '../skills/followups.js';

let h: Harness;
afterEach(() => h?.close());

async function twoRemindersAndTwoTimers(): Promise<void> {
  h = openHarness();
  await h.ask('remind me to call mom at 6pm');
  await h.ask('remind me at 7 pm to water the plants');
  await h.ask('set a pasta timer for 5 minutes');
  await h.ask('set a timer for 10 minutes');
}

const kinds = (): string[] => h.store.listTimers().map((r) => r.kind);

describe('cancelling with several candidates', () => {
  test('"cancel the reminder" names them and asks; "cancel all" then cancels both reminders only', async () => {
    await twoRemindersAndTwoTimers();
    expect((await h.ask('cancel the reminder'))?.text).toBe(
      'You have 2 of those: at 18:00: call mom; at 19:00: water the plants. Which one? Say "all", "the first one", or name it.');
    expect((await h.ask('cancel all'))?.text).toBe('Cancelled 2.');
    expect(kinds()).toEqual(['timer', 'timer']);
  });

  test('after cancelling the reminders, "what reminders do I have" mentions the timers still running', async () => {
    await twoRemindersAndTwoTimers();
    await h.ask('cancel all reminders');
    expect((await h.ask('what reminders do I have'))?.text).toBe('You have no reminders, but 2 timers are running.');
  });

  test('"the second one" cancels the later one', async () => {
    await twoRemindersAndTwoTimers();
    await h.ask('отмени напоминание');
    expect((await h.ask('второй'))?.text).toBe('Отменено.');
    expect(h.store.listTimers().filter((r) => r.kind === 'reminder').map((r) => r.label)).toEqual(['call mom']);
  });

  test('naming one picks it', async () => {
    await twoRemindersAndTwoTimers();
    await h.ask('cancel the timer');
    expect((await h.ask('the pasta one'))?.text).toBe('Cancelled.');
    expect(h.store.listTimers().filter((r) => r.kind === 'timer').map((r) => r.name)).toEqual(['']);
  });

  test('an unrelated next turn is answered as itself and the question is dropped', async () => {
    await twoRemindersAndTwoTimers();
    await h.ask('cancel the reminder');
    expect((await h.ask('what time is it'))?.skill).toBe('time');
    expect((await h.ask('all'))?.skill).toBe('replies');
    expect(kinds()).toHaveLength(4);
  });

  test('an open question expires', () => {
    const memory = new FollowUpMemory();
    memory.set('c', { skill: 'timers', data: null, expiresAt: 1000 });
    expect(memory.get('c', 999)).toBeDefined();
    expect(memory.get('c', 1000)).toBeUndefined();
  });
});

describe('named timers', () => {
  test.each([
    ['set a pasta timer for 5 minutes', 'pasta', 'Pasta timer set for 5 minutes.'],
    ['set a timer for 5 minutes for the pasta', 'pasta', 'Pasta timer set for 5 minutes.'],
    ['поставь таймер для пасты на 10 минут', 'пасты', 'Таймер «пасты» на 10 минут запущен.'],
    ['stell einen Nudel-Timer auf 8 Minuten', 'Nudel', 'Timer „Nudel“ für 8 Minuten läuft.'],
    ['pon un temporizador de 3 minutos para los huevos', 'huevos', 'Temporizador de huevos de 3 minutos en marcha.'],
  ])('%s', async (q, name, reply) => {
    h = openHarness();
    expect((await h.ask(q))?.text).toBe(reply);
    expect(h.store.listTimers()[0]).toMatchObject({ kind: 'timer', name });
  });

  test('how long is left on the named one, with two running', async () => {
    await twoRemindersAndTwoTimers();
    expect((await h.ask('how long is left on the pasta timer'))?.text).toBe('The pasta timer: 5 minutes left.');
  });

  test('with two timers and no name, pausing asks which', async () => {
    await twoRemindersAndTwoTimers();
    expect((await h.ask('pause the timer'))?.text).toBe('Which timer: the pasta timer; a timer for 10 minutes? Name it, for example "the pasta timer".');
  });

  test('adds time, pauses and resumes', async () => {
    h = openHarness();
    await h.ask('set a pasta timer for 5 minutes');
    expect((await h.ask('add 2 minutes to the pasta timer'))?.text).toBe('Done. The pasta timer now has 7 minutes left.');
    expect((await h.ask('pause the timer'))?.text).toBe('Paused the pasta timer.');
    expect(h.store.listTimers()[0]).toMatchObject({ state: 'paused', leftMs: 7 * 60_000 });
    expect((await h.ask('resume the timer'))?.text).toBe('Resumed the pasta timer: 7 minutes left.');
    expect(h.store.listTimers()[0]).toMatchObject({ state: 'pending', leftMs: null });
  });
});

describe('notes', () => {
  test('the same note twice is stored once', async () => {
    h = openHarness();
    expect((await h.ask('remember that the spare key is under the blue pot'))?.text).toBe("Got it, I'll remember that.");
    expect((await h.ask('Remember that the spare key is under the blue pot.'))?.text).toBe('I already knew that.');
    expect(h.store.listNotes()).toHaveLength(1);
  });
});
