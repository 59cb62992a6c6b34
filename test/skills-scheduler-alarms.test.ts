/**
 * The scheduler as the one owner of the schedule, on a real store file: alarms ring until stopped, a missed
 * alarm is announced as missed (not rung), a repeating alarm moves to its next day, and a timer written by
 * another connection (another process, such as `hearth ask`) rings here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openStore, type Store } from '../daemon/store/store.js';
import { TimerScheduler, type Announcement, type RingStop } from '../skills/timers/scheduler.js';

const ZONE = 'Europe/Berlin';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-sched-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function store(dir: string): Store {
  const s = openStore({ dataDir: dir, history: { enabled: false, retentionDays: 0 } });
  cleanups.push(() => s.close());
  return s;
}

function scheduler(s: Store, now?: () => number): TimerScheduler {
  const sched = new TimerScheduler(s, { timeZone: ZONE, ...(now ? { now } : {}) });
  cleanups.push(() => sched.stop());
  return sched;
}

function next<T>(sched: TimerScheduler, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    sched.once(event, (e: T) => {
      clearTimeout(t);
      resolve(e);
    });
  });
}

describe('alarms in the scheduler', () => {
  test('an alarm rings, stays in ringing() and stopRinging() ends it with a ringStop', async () => {
    const s = store(tempDir());
    const sched = scheduler(s);
    sched.start();
    const row = s.addTimer({ kind: 'alarm', label: '', lang: 'en', dueAt: Date.now() + 30, createdAt: Date.now() });
    const rang = next<Announcement>(sched, 'announce');
    sched.schedule(row);
    expect(await rang).toMatchObject({ id: row.id, kind: 'alarm', ring: true });
    expect(sched.ringing().map((r) => r.id)).toEqual([row.id]);
    const stopped = next<RingStop>(sched, 'ringStop');
    expect(sched.stopRinging()).toBe(1);
    expect(await stopped).toEqual({ id: row.id, reason: 'stopped' });
    expect(s.getTimer(row.id)?.state).toBe('fired');
  });

  test('an alarm missed while the daemon was down is announced as missed and does not ring', async () => {
    const dir = tempDir();
    const s = store(dir);
    const wokeAt = Date.parse('2024-03-06T09:00:00Z');
    s.addTimer({ kind: 'alarm', label: '', lang: 'en', dueAt: Date.parse('2024-03-06T06:00:00Z'), createdAt: wokeAt - 86_400_000 });
    const sched = scheduler(s, () => wokeAt);
    const heard = next<Announcement>(sched, 'announce');
    sched.start();
    const a = await heard;
    expect(a).toMatchObject({ kind: 'alarm', ring: false, text: 'While I was off, you missed the alarm at 07:00.' });
    expect(sched.ringing()).toEqual([]);
  });

  test('a repeating alarm that rang moves to its next weekday and stays pending', async () => {
    const s = store(tempDir());
    // Friday 2024-03-08 07:00 Berlin, every weekday: next is Monday 2024-03-11 07:00.
    const due = Date.parse('2024-03-08T06:00:00Z');
    const row = s.addTimer({ kind: 'alarm', label: '', lang: 'en', repeatDays: 0b0111110, dueAt: due, createdAt: due - 1000 });
    const sched = scheduler(s, () => due + 10);
    const heard = next<Announcement>(sched, 'announce');
    sched.start();
    expect((await heard).ring).toBe(true);
    const after = s.getTimer(row.id)!;
    expect(after.state).toBe('pending');
    expect(new Date(after.dueAt).toISOString()).toBe('2024-03-11T06:00:00.000Z');
  });
});

describe('one owner of the schedule', () => {
  test('a timer written by another connection rings here without a restart', async () => {
    const dir = tempDir();
    const daemonStore = store(dir);
    const sched = scheduler(daemonStore);
    sched.start();
    const other = store(dir);
    const heard = next<Announcement>(sched, 'announce', 3000);
    const row = other.addTimer({ kind: 'timer', label: '1 second', lang: 'en', dueAt: Date.now() + 200, createdAt: Date.now() });
    expect(await heard).toMatchObject({ id: row.id, kind: 'timer' });
    expect(other.getTimer(row.id)?.state).toBe('fired');
  });

  test('a timer cancelled by another connection does not ring', async () => {
    const dir = tempDir();
    const daemonStore = store(dir);
    const sched = scheduler(daemonStore);
    const row = daemonStore.addTimer({ kind: 'timer', label: '1 second', lang: 'en', dueAt: Date.now() + 800, createdAt: Date.now() });
    sched.start();
    const heard: Announcement[] = [];
    sched.on('announce', (a: Announcement) => heard.push(a));
    store(dir).cancelTimer(row.id);
    await new Promise((r) => setTimeout(r, 1200));
    expect(heard).toEqual([]);
    expect(sched.pendingCount).toBe(0);
  });
});
