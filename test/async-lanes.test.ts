import { describe, expect, test } from 'vitest';
import { anyInLanes } from '../daemon/async/lanes.js';

/** Checks that resolve after a tick, recording how many run at once and how many were started. */
function checks(answers: readonly boolean[]) {
  const seen = { running: 0, most: 0, started: 0 };
  const list = answers.map((answer) => async () => {
    seen.started++;
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((resolve) => setImmediate(resolve));
    seen.running--;
    return answer;
  });
  return { list, seen };
}

describe('anyInLanes', () => {
  test('never runs more checks at once than it has lanes', async () => {
    const { list, seen } = checks(Array(20).fill(false));
    expect(await anyInLanes(list, 3)).toBe(false);
    expect(seen.most).toBe(3);
    expect(seen.started).toBe(20);
  });

  test('says true when one check does, and starts no more after it', async () => {
    const { list, seen } = checks([false, true, ...Array(18).fill(false)]);
    expect(await anyInLanes(list, 2)).toBe(true);
    expect(seen.started).toBeLessThan(5);
  });

  test('no checks: false', async () => {
    expect(await anyInLanes([], 3)).toBe(false);
  });
});
