import { afterEach, describe, expect, test } from 'vitest';
import { TimerScheduler, MAX_TIMEOUT_MS, type Announcement } from '../skills/timers/scheduler.js';
import { MemorySkillStore } from './helpers/memory-skill-store.js';

const ZONE = 'Europe/Berlin';
const schedulers: TimerScheduler[] = [];
afterEach(() => {
  for (const s of schedulers.splice(0)) s.stop();
});

function scheduler(store: MemorySkillStore, opts: { now?: () => number; language?: string } = {}): TimerScheduler {
  const s = new TimerScheduler(store, { timeZone: ZONE, ...opts });
  schedulers.push(s);
  return s;
}

function nextAnnouncement(s: TimerScheduler, timeoutMs = 2000): Promise<Announcement> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('no announcement')), timeoutMs);
    s.once('announce', (a: Announcement) => {
      clearTimeout(t);
      resolve(a);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('TimerScheduler', () => {
  test('fires a timer when due, announces it and marks it fired', async () => {
    const store = new MemorySkillStore();
    const s = scheduler(store);
    const now = Date.now();
    const row = store.addTimer({ kind: 'timer', label: '30 seconds', dueAt: now + 30, createdAt: now - 29_970 });
    const heard = nextAnnouncement(s);
    s.schedule(row, 'en');
    const a = await heard;
    expect(a).toMatchObject({ id: row.id, kind: 'timer', lang: 'en', text: "Time's up: the timer for 30 seconds is done." });
    expect(store.timers[0]!.state).toBe('fired');
  });

  test('announces a reminder in the language it was set in', async () => {
    const store = new MemorySkillStore();
    const s = scheduler(store);
    const row = store.addTimer({ kind: 'reminder', label: 'позвонить маме', dueAt: Date.now() + 20, createdAt: Date.now() });
    const heard = nextAnnouncement(s);
    s.schedule(row, 'ru');
    expect((await heard).text).toBe('Напоминание: позвонить маме.');
  });

  test('a cancelled timer does not fire', async () => {
    const store = new MemorySkillStore();
    const s = scheduler(store);
    const heard: Announcement[] = [];
    s.on('announce', (a: Announcement) => heard.push(a));
    const row = store.addTimer({ kind: 'timer', label: '1 second', dueAt: Date.now() + 40, createdAt: Date.now() });
    s.schedule(row);
    s.cancel(row.id);
    store.cancelTimer(row.id);
    await sleep(80);
    expect(heard).toEqual([]);
    expect(store.timers[0]!.state).toBe('cancelled');
  });

  test('after a restart, a second scheduler over the same store announces a past-due reminder as missed', async () => {
    const store = new MemorySkillStore();
    const first = scheduler(store);
    const dueAt = Date.parse('2024-03-05T16:00:00Z'); // 17:00 in Berlin
    const row = store.addTimer({ kind: 'reminder', label: 'call my mother', dueAt, createdAt: dueAt - 3_600_000 });
    first.schedule(row, 'en');
    first.stop(); // the daemon goes down before it is due

    const second = scheduler(store, { now: () => dueAt + 3_600_000 }); // back up an hour late
    const heard = nextAnnouncement(second);
    second.start();
    expect(await heard).toMatchObject({ id: row.id, text: 'Missed reminder from 17:00: call my mother.' });
    expect(store.timers[0]!.state).toBe('fired');
  });

  test('after a restart, pending future timers fire on time and the language is guessed from the label', async () => {
    const store = new MemorySkillStore();
    store.addTimer({ kind: 'reminder', label: 'купить хлеб', dueAt: Date.now() + 30, createdAt: Date.now() });
    const s = scheduler(store, { language: 'de' });
    const heard = nextAnnouncement(s);
    s.start();
    expect((await heard).text).toBe('Напоминание: купить хлеб.');
  });

  test('waits longer than setTimeout can hold by chunking, without firing early', () => {
    const store = new MemorySkillStore();
    const s = scheduler(store);
    const heard: Announcement[] = [];
    s.on('announce', (a: Announcement) => heard.push(a));
    const row = store.addTimer({ kind: 'timer', label: 'x', dueAt: Date.now() + MAX_TIMEOUT_MS * 3, createdAt: Date.now() });
    s.schedule(row);
    expect(s.pendingCount).toBe(1);
    expect(heard).toEqual([]);
  });

  test('stop() clears everything and later rows stay pending in the store', async () => {
    const store = new MemorySkillStore();
    const s = scheduler(store);
    const row = store.addTimer({ kind: 'timer', label: 'x', dueAt: Date.now() + 30, createdAt: Date.now() });
    s.schedule(row);
    s.stop();
    await sleep(60);
    expect(store.timers[0]!.state).toBe('pending');
  });
});
