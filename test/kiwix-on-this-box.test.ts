import { describe, expect, test } from 'vitest';
import { kiwixOnThisBox } from '../daemon/kiwix/on-this-box.js';

describe('whether a kiwix-serve is on this box', () => {
  test.each([
    ['', 'auto', true],
    ['http://127.0.0.1:8080', 'auto', true],
    ['http://localhost:8080', 'auto', true],
    ['http://[::1]:8080', 'auto', true],
    ['http://192.168.1.20:8080', 'auto', false],
    ['http://nas.local:8080', 'auto', false],
    ['http://127.0.0.1:8080', 'no', false],
    ['http://nas.local:8080', 'yes', true],
  ] as const)('%s with on_this_box %s: %s', (url, onThisBox, local) => {
    expect(kiwixOnThisBox({ url, onThisBox })).toBe(local);
  });
});
