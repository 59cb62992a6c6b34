/**
 * A hung kiwix-serve: a real one, stopped with SIGSTOP. The kernel still accepts its connections, so only a
 * probe with a timeout can tell it from a busy one. The supervisor must kill and restart it; the client's
 * breaker must make a hung server cost one short timeout, not one per request.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { KiwixClient, kiwixBreaker } from '../daemon/kiwix/client.js';
import { KiwixProcess } from '../daemon/kiwix/process.js';
import { silentLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import { disposeFixtureZims, fixtureZims } from './helpers/zim.js';

/** Fast probing so the test takes seconds: every 200 ms, 1 s to answer (generous: a loaded box), three misses in a row. */
const HEALTH = { probeMs: 200, timeoutMs: 1_000, failures: 3 };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(disposeFixtureZims);

/** Probing too slow to kill the frozen server while a test about the client's breaker runs (seconds on a loaded box). */
const NO_KILL_HEALTH = { probeMs: 60_000, timeoutMs: 1_000, failures: 3 };

async function running(counters: Counters, health = HEALTH): Promise<KiwixProcess> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-zimdir-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await copyFile((await fixtureZims()).en, path.join(dir, 'wiki_en.zim'));
  const p = new KiwixProcess({ binary: 'kiwix-serve', zimDir: dir, port: 0, counters, logger: silentLogger(), pollMs: 60_000, health });
  cleanups.push(() => p.stop());
  await p.start();
  return p;
}

/** Stops a process with SIGSTOP; the cleanup resumes it (if it still exists) so stop() can end it. */
function freeze(pid: number): void {
  process.kill(pid, 'SIGSTOP');
  cleanups.push(() => {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // already killed by the supervisor
    }
  });
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a hung kiwix-serve (SIGSTOP)', () => {
  test('the supervisor kills it and starts a new one that answers', async () => {
    const counters = new Counters();
    const p = await running(counters);
    const firstPid = p.pid()!;
    freeze(firstPid);
    await until(() => p.baseUrl() !== undefined && p.pid() !== firstPid);
    const client = new KiwixClient(p.baseUrl()!);
    const books = await client.catalog({ timeoutMs: 2_000 });
    expect(books.ok && books.value.length).toBe(1);
  });

  test('the kill is counted as kiwix.hung and the restart as kiwix.restarts', async () => {
    const counters = new Counters();
    const p = await running(counters);
    const firstPid = p.pid()!;
    freeze(firstPid);
    await until(() => p.baseUrl() !== undefined && p.pid() !== firstPid);
    expect({ hung: counters.get('kiwix.hung'), restarts: counters.get('kiwix.restarts') }).toEqual({ hung: 1, restarts: 1 });
  });

  test('a server that answers is never killed by the probe', async () => {
    const counters = new Counters();
    const p = await running(counters);
    const pid = p.pid();
    await new Promise((r) => setTimeout(r, HEALTH.probeMs * (HEALTH.failures + 3)));
    expect({ pid: p.pid(), hung: counters.get('kiwix.hung') }).toEqual({ pid, hung: 0 });
  });

  test('with a breaker, requests after two timeouts return breakerOpen without waiting', async () => {
    const counters = new Counters();
    // The supervisor must not restart the frozen server mid-test: its requests would then end 'unreachable'.
    const p = await running(counters, NO_KILL_HEALTH);
    const client = new KiwixClient(p.baseUrl()!, { breaker: kiwixBreaker() });
    freeze(p.pid()!);
    const first = await Promise.all([client.catalog({ timeoutMs: 300 }), client.suggest('x', 'ray', 5, { timeoutMs: 300 })]);
    const next = await client.catalog({ timeoutMs: 300 });
    expect([...first.map((r) => !r.ok && r.reason), !next.ok && next.reason]).toEqual(['timedOut', 'timedOut', 'breakerOpen']);
  });

  test('the breaker closes again once the restarted server answers its probe', async () => {
    let now = 0;
    const counters = new Counters();
    const p = await running(counters);
    const firstPid = p.pid()!;
    const breaker = kiwixBreaker(() => now);
    const stale = new KiwixClient(p.baseUrl()!, { breaker });
    freeze(firstPid);
    await Promise.all([stale.catalog({ timeoutMs: 300 }), stale.catalog({ timeoutMs: 300 })]);
    await until(() => p.baseUrl() !== undefined && p.pid() !== firstPid);
    now += 60_000;
    const fresh = new KiwixClient(p.baseUrl()!, { breaker });
    const got = await fresh.catalog({ timeoutMs: 2_000 });
    expect({ ok: got.ok, mode: breaker.state().mode }).toEqual({ ok: true, mode: 'closed' });
  });
});
