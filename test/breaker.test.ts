import { describe, expect, test } from 'vitest';
import { CircuitBreaker } from '../daemon/net/breaker.js';

function makeBreaker(failuresToOpen = 3, openForMs = 1000) {
  const clock = { t: 0 };
  const breaker = new CircuitBreaker({ failuresToOpen, openForMs, now: () => clock.t });
  return { breaker, clock };
}

describe('CircuitBreaker', () => {
  test('stays closed below the failure threshold', () => {
    const { breaker } = makeBreaker(3);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.canRequest()).toBe('closed');
  });

  test('opens after the threshold of failures in a row', () => {
    const { breaker } = makeBreaker(3);
    for (let i = 0; i < 3; i++) breaker.recordFailure();
    expect(breaker.canRequest()).toBe('open');
    expect(breaker.state().opens).toBe(1);
  });

  test('a success resets the count of failures in a row', () => {
    const { breaker } = makeBreaker(3);
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.canRequest()).toBe('closed');
  });

  test('lets exactly one probe through after the pause', () => {
    const { breaker, clock } = makeBreaker(1, 1000);
    breaker.recordFailure();
    clock.t = 999;
    expect(breaker.canRequest()).toBe('open');
    clock.t = 1000;
    expect(breaker.canRequest()).toBe('probe');
    expect(breaker.canRequest()).toBe('open');
  });

  test('a successful probe closes the circuit', () => {
    const { breaker, clock } = makeBreaker(1, 1000);
    breaker.recordFailure();
    clock.t = 1000;
    breaker.canRequest();
    breaker.recordSuccess();
    expect(breaker.canRequest()).toBe('closed');
  });

  test('a failed probe reopens the circuit for another pause', () => {
    const { breaker, clock } = makeBreaker(3, 1000);
    for (let i = 0; i < 3; i++) breaker.recordFailure();
    clock.t = 1000;
    expect(breaker.canRequest()).toBe('probe');
    breaker.recordFailure();
    clock.t = 1999;
    expect(breaker.canRequest()).toBe('open');
    clock.t = 2000;
    expect(breaker.canRequest()).toBe('probe');
    expect(breaker.state().opens).toBe(2);
  });

  test('an inconclusive probe hands the probe slot back', () => {
    const { breaker, clock } = makeBreaker(1, 1000);
    breaker.recordFailure();
    clock.t = 1000;
    breaker.canRequest();
    breaker.recordInconclusive();
    expect(breaker.canRequest()).toBe('probe');
  });

  test('a probe that never reports back is re-issued after another pause', () => {
    const { breaker, clock } = makeBreaker(1, 1000);
    breaker.recordFailure();
    clock.t = 1000;
    breaker.canRequest();
    clock.t = 1500;
    expect(breaker.canRequest()).toBe('open');
    clock.t = 2000;
    expect(breaker.canRequest()).toBe('probe');
  });
});
