/** A fixed skill context for tests: Tuesday 2024-03-05 15:30 in Berlin (14:30 UTC), an in-memory store. */
import type { SkillContext } from '../../skills/types.js';
import { createSkills } from '../../skills/index.js';
import { MemorySkillStore } from './memory-skill-store.js';

export const FIXED_NOW = new Date('2024-03-05T14:30:00Z');
export const FIXED_ZONE = 'Europe/Berlin';

export function fixedContext(overrides: Partial<SkillContext> = {}): SkillContext & { store: MemorySkillStore } {
  return { now: FIXED_NOW, timeZone: FIXED_ZONE, store: new MemorySkillStore(), ...overrides } as SkillContext & {
    store: MemorySkillStore;
  };
}

const skills = createSkills();

/** Matches and handles one phrase; returns the skill's name and answer, or null when nothing matched. */
export function ask(text: string, ctx: SkillContext): { skill: string; text: string; lang: string } | null {
  const m = skills.match(text);
  if (!m) return null;
  const reply = m.skill.handle(m.intent, ctx);
  return { skill: m.skill.name, text: reply.text, lang: reply.lang };
}
