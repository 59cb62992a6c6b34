/**
 * Counter names are declared once (daemon/status/counter-names.ts). The compiler refuses an undeclared name at
 * every bump; this checks the run-time side: the declaration itself, the family patterns, and that a real
 * daemon's /status shows only declared names (test/e2e-daemon.test.ts drives one through real turns).
 */
import { describe, expect, it } from 'vitest';
import { COUNTER_NAMES, isDeclaredCounter } from '../daemon/status/counter-names.js';

describe('the declared counter names', () => {
  it('are dotted, owner first, with no name listed twice', () => {
    expect(COUNTER_NAMES.filter((name) => !/^[a-z]+(\.[A-Za-z0-9-]+)+$/.test(name))).toEqual([]);
    expect(new Set(COUNTER_NAMES).size).toBe(COUNTER_NAMES.length);
  });

  it.each([
    ['a listed name', 'websearch.timedOut', true],
    ['a stage failure', 'stage.kiwix.timedOut', true],
    ['a skill that answered', 'skills.answered.timers', true],
    ['a Wyoming refusal', 'wyoming.server.refused.flood', true],
    ['a Wyoming refusal that is not declared', 'wyoming.server.refused.whatever', false],
    ['a misspelt listed name', 'websearch.timedout', false],
    ['an unknown owner', 'webserch.timedOut', false],
    ['a stage outcome that is not declared', 'stage.kiwix.exploded', false],
    ['a family prefix with nothing after it', 'skills.answered.', false],
  ])('%s (%s) is declared: %s', (_what, name, declared) => {
    expect(isDeclaredCounter(name)).toBe(declared);
  });
});
