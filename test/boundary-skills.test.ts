/**
 * The boundary with the real skills matcher: every alarm, list, date, timer and reminder phrasing of the
 * skills' held-out batches (every language) classifies as `skill` (answered locally), and no world turn of the boundary's own
 * fixture set is claimed by a skill (those must still reach the web stages; test/leak.test.ts checks the
 * requests end to end).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { classifyTurn } from '../daemon/boundary/classify.js';
import { createSkills } from '../skills/index.js';

interface HeldOut { text: string; lang: string; skill: string | null }
const skills = createSkills();
const isSkill = (text: string): boolean => skills.match(text) !== null;
// Every held-out batch: heldout-1 (en/ru/de/es), heldout-2 (fr/it/uk/pt/nl/pl).
const heldOutDir = new URL('./fixtures/skills/', import.meta.url);
const heldOut = readdirSync(heldOutDir).filter((f) => /^heldout-\d+\.json$/.test(f)).sort()
  .flatMap((f) => JSON.parse(readFileSync(new URL(f, heldOutDir), 'utf8')) as HeldOut[]);
const world = JSON.parse(readFileSync(new URL('./fixtures/turns/world.json', import.meta.url), 'utf8')) as { text: string }[];

describe('skill phrasings are skill turns', () => {
  test.each(heldOut.filter((t) => t.skill !== null).map((t) => [t.lang, t.text]))('%s: %s', (_lang, text) => {
    expect(classifyTurn(text, isSkill).turnClass).toBe('skill');
  });

  test.each(['cancel all', 'yes', 'the second one', 'stop', 'snooze', 'five more minutes', 'да', 'alle', 'todos', 'tous', 'oui', 'так', 'allebei',
    'tak', 'sim', 'la prima', 'ще 5 хвилин', 'nog 10 minuten'])(
    'a short answer to a skill question stays local: %s', (text) => {
      expect(classifyTurn(text, isSkill).turnClass).toBe('skill');
    });
});

describe('world turns are not claimed by a skill', () => {
  test('none of the boundary world set matches a skill', () => {
    expect(world.filter((t) => isSkill(t.text)).map((t) => t.text)).toEqual([]);
  });
});
