import { describe, expect, test } from 'vitest';
import { BuildQueue } from '../daemon/async/build-queue.js';

/** A job that records when it starts and finishes, and finishes when released. */
function job(log: string[], name: string) {
  let release = (): void => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async (): Promise<void> => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
  };
  return { run, release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BuildQueue', () => {
  test('runs one job at a time, in the order added', async () => {
    const log: string[] = [];
    const queue = new BuildQueue();
    const a = job(log, 'a');
    const b = job(log, 'b');
    const settled = [queue.add('a', a.run), queue.add('b', b.run)];
    await tick();
    expect(log).toEqual(['start a']);
    a.release();
    await settled[0];
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.release();
    await Promise.all(settled);
  });

  test('a prioritized job runs next, ahead of jobs added before it', async () => {
    const log: string[] = [];
    const queue = new BuildQueue();
    const jobs = ['a', 'b', 'c'].map((k) => ({ k, ...job(log, k) }));
    const settled = jobs.map((j) => queue.add(j.k, j.run));
    await tick();
    queue.prioritize(['c']);
    jobs[0]!.release();
    jobs[2]!.release();
    await settled[2];
    expect(log.indexOf('start c')).toBeLessThan(log.indexOf('start b') === -1 ? Infinity : log.indexOf('start b'));
    jobs[1]!.release();
    await Promise.all(settled);
  });

  test('a job that rejects still settles and the next one runs', async () => {
    const queue = new BuildQueue();
    let ran = false;
    await queue.add('bad', async () => {
      throw new Error('build failed');
    });
    await queue.add('next', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
