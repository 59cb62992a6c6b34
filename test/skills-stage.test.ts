import { describe, expect, test } from 'vitest';
import { createSkills, createSkillStage } from '../skills/index.js';
import { Counters } from '../daemon/status/counters.js';
import type { Turn } from '../daemon/turn/types.js';
import type { TimerRow } from '../skills/types.js';
import { MemorySkillStore } from './helpers/memory-skill-store.js';
import { stageContext } from './helpers/stage-context.js';

function turn(text: string, lang?: string): Turn {
  const t: Turn = {
    id: 't1', text, origin: 'chat', clientId: 'c1', signal: new AbortController().signal,
    deadlineAt: Date.now() + 5000, startedAt: new Date('2024-03-05T14:30:00Z'),
  };
  if (lang) t.lang = lang;
  return t;
}

function setup() {
  const store = new MemorySkillStore();
  const scheduled: TimerRow[] = [];
  const counters = new Counters();
  const stage = createSkillStage({
    skills: createSkills(), store, timeZone: 'Europe/Berlin', counters,
    scheduler: { schedule: (row) => scheduled.push(row), cancel: () => {} },
  });
  return { store, scheduled, counters, stage };
}

describe('skill stage', () => {
  test('answers a skill question with route skill and the answer as evidence', async () => {
    const { stage, counters } = setup();
    const result = await stage.run(turn('what time is it'), stageContext({ evidence: [] }));
    expect(stage.name).toBe('skills');
    expect(result).toEqual({
      kind: 'answer', text: "It's 15:30.", route: 'skill',
      evidence: [{ source: 'skill', text: "It's 15:30.", lang: 'en' }],
    });
    expect(counters.get('skills.answered.time')).toBe(1);
  });

  test('passes on a world question', async () => {
    const { stage } = setup();
    expect(await stage.run(turn('what is the capital of France'), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
  });

  test('a timer set through the stage is stored and scheduled', async () => {
    const { stage, store, scheduled } = setup();
    await stage.run(turn('set a timer for ten minutes'), stageContext({ evidence: [] }));
    expect(store.listTimers()).toHaveLength(1);
    expect(scheduled.map((r) => r.id)).toEqual([1]);
  });

  test('a skill that throws is counted and the turn passes on', async () => {
    const { stage, store, counters } = setup();
    store.addNote = () => {
      throw new Error('disk full');
    };
    expect(await stage.run(turn('remember that the key is under the pot'), stageContext({ evidence: [] }))).toEqual({ kind: 'pass' });
    expect(counters.get('skills.failed')).toBe(1);
  });

  test('an empty zone setting falls back to the system zone', async () => {
    const stage = createSkillStage({
      skills: createSkills(), store: new MemorySkillStore(), timeZone: '',
      scheduler: { schedule: () => {}, cancel: () => {} },
    });
    const result = await stage.run(turn('what time is it'), stageContext({ evidence: [] }));
    expect(result.kind).toBe('answer');
  });

  test('matching is fast: a thousand mixed phrases in seconds, not minutes (bounded, not timed)', () => {
    const skills = createSkills();
    const phrases = ['what time is it in Tokyo', 'how many people live in Tokyo', 'set a timer for ten minutes',
      'сколько сантиметров в дюйме', 'who is the president of France', 'what is 12 times 7', 'забудь про ключ',
      'how do I boil an egg', 'remind me to call my mother at five', 'cuánto es doce por siete'];
    const start = performance.now();
    for (let i = 0; i < 100; i++) for (const p of phrases) skills.match(p);
    // About 50 ms idle; the bound only catches a superlinear pattern, with room for a loaded box.
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});
