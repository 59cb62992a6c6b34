/**
 * The one wait helper (daemon/async/wait.ts): what each wait resolves with, and that it leaves no timer and no
 * abort listener behind whichever way it ends. Fake timers count the timers; node:events counts the listeners.
 */
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedSignal, msLeft, pause, waitFor } from '../daemon/async/wait.js';

const listeners = (signal: AbortSignal): number => getEventListeners(signal, 'abort').length;
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitFor', () => {
  it('resolves with the value of work that settles in time', async () => {
    const ac = new AbortController();
    const waited = waitFor(Promise.resolve(42), { signal: ac.signal, timeoutMs: 1_000 });
    expect(await waited).toEqual({ ok: true, value: 42 });
  });

  it('resolves timedOut, as a value, at the deadline', async () => {
    const waited = waitFor(never(), { deadlineAt: Date.now() + 500 });
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void waited.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waited).toEqual({ ok: false, reason: 'timedOut' });
  });

  it('takes the earlier of deadlineAt and timeoutMs', async () => {
    const waited = waitFor(never(), { deadlineAt: Date.now() + 10_000, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    expect(await waited).toEqual({ ok: false, reason: 'timedOut' });
  });

  it('resolves cancelled when the signal aborts', async () => {
    const ac = new AbortController();
    const waited = waitFor(never(), { signal: ac.signal, timeoutMs: 10_000 });
    ac.abort();
    expect(await waited).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('resolves cancelled at once for a signal that has already aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await waitFor(Promise.resolve(1), { signal: ac.signal })).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('resolves failed with the error of work that rejects', async () => {
    const error = new Error('boom');
    expect(await waitFor(Promise.reject(error), { timeoutMs: 1_000 })).toEqual({ ok: false, reason: 'failed', error });
  });

  it('lets already-settled work win over a deadline that has passed', async () => {
    expect(await waitFor(Promise.resolve('late but ready'), { deadlineAt: Date.now() - 1 })).toEqual({ ok: true, value: 'late but ready' });
  });

  it.each([
    ['the work settles', async (ac: AbortController, settle: (v: number) => void) => settle(1)],
    ['the deadline passes', async () => void (await vi.advanceTimersByTimeAsync(1_000))],
    ['the signal aborts', async (ac: AbortController) => ac.abort()],
  ])('leaves no timer and no abort listener when %s', async (_name, end) => {
    const ac = new AbortController();
    let settle: (v: number) => void = () => undefined;
    const work = new Promise<number>((resolve) => (settle = resolve));
    const waited = waitFor(work, { signal: ac.signal, timeoutMs: 1_000 });
    expect(vi.getTimerCount()).toBe(1);
    expect(listeners(ac.signal)).toBe(1);
    await end(ac, settle);
    await waited;
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners(ac.signal)).toBe(0);
  });
});

describe('pause', () => {
  it('resolves elapsed after the time', async () => {
    const paused = pause(200);
    await vi.advanceTimersByTimeAsync(200);
    expect(await paused).toBe('elapsed');
  });

  it('resolves cancelled when the signal aborts, and leaves nothing armed', async () => {
    const ac = new AbortController();
    const paused = pause(60_000, ac.signal);
    ac.abort();
    expect(await paused).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners(ac.signal)).toBe(0);
  });
});

describe('boundedSignal', () => {
  it('aborts at its own limit and says it expired', async () => {
    const bounded = boundedSignal({ timeoutMs: 300 });
    await vi.advanceTimersByTimeAsync(300);
    expect(bounded.signal.aborted).toBe(true);
    expect(bounded.expired).toBe(true);
  });

  it('aborts with the parent, with the parent reason, and does not say it expired', () => {
    const parent = new AbortController();
    const bounded = boundedSignal({ signal: parent.signal, timeoutMs: 300 });
    parent.abort('superseded');
    expect(bounded.signal.aborted).toBe(true);
    expect(bounded.signal.reason).toBe('superseded');
    expect(bounded.expired).toBe(false);
  });

  it('starts aborted under a parent that already aborted', () => {
    const parent = new AbortController();
    parent.abort('cancelled');
    expect(boundedSignal({ signal: parent.signal, timeoutMs: 300 }).signal.aborted).toBe(true);
  });

  it('after dispose, neither the limit nor the parent aborts it, and nothing stays armed', async () => {
    const parent = new AbortController();
    const bounded = boundedSignal({ signal: parent.signal, timeoutMs: 300 });
    bounded.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners(parent.signal)).toBe(0);
    parent.abort();
    await vi.advanceTimersByTimeAsync(300);
    expect(bounded.signal.aborted).toBe(false);
  });

  it('rearm() replaces the limit and keeps the parent', async () => {
    const parent = new AbortController();
    const bounded = boundedSignal({ signal: parent.signal, timeoutMs: 100 });
    bounded.rearm({ timeoutMs: 1_000 });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(bounded.signal.aborted).toBe(false);
    parent.abort('cancelled');
    expect(bounded.signal.reason).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('abort() aborts now and disarms', () => {
    const parent = new AbortController();
    const bounded = boundedSignal({ signal: parent.signal, timeoutMs: 300 });
    bounded.abort('movedOn');
    expect(bounded.signal.reason).toBe('movedOn');
    expect(bounded.expired).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners(parent.signal)).toBe(0);
  });
});

describe('msLeft', () => {
  it.each([
    ['no limit', {}, undefined],
    ['only a timeout', { timeoutMs: 50 }, 50],
    ['only a deadline', { deadlineAt: 1_100 }, 100],
    ['a deadline before the timeout', { deadlineAt: 1_020, timeoutMs: 50 }, 20],
    ['a passed deadline', { deadlineAt: 900, timeoutMs: 50 }, -100],
  ])('%s', (_name, bounds, expected) => {
    expect(msLeft(bounds, 1_000)).toBe(expected);
  });
});
